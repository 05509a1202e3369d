/**
 * The project's own engine matches and players (not released): {@code Match}, {@code MatchResult}
 * and {@code Player}, and {@code Tuning}, the engine's switches: their values are in the package
 * the engine exports to this module alone ({@code io.github.fanorona.engine.search}), and they are
 * set through the engine's own package, which the engine opens to this module alone.
 *
 * <pre>{@code
 * Match.of(Variant.sivy(), Ruleset.standard()).withGames(2)
 *     .play(Player.engine(Engine.of(SearchLimits.depth(2))), Player.random(1)).games();   // 2
 * }</pre>
 */
module io.github.fanorona.lab {
  requires transitive io.github.fanorona.engine;
  requires static transitive org.jspecify;

  exports io.github.fanorona.lab;
}
