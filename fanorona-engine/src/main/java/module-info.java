/**
 * A computer opponent for Fanorona: an alpha-beta search with depth and time limits, an evaluation,
 * hints with their principal line, and endgame-table probing.
 *
 * <pre>{@code
 * SearchResult hint = Engine.of(SearchLimits.depth(6)).search(Game.start(Variant.sivy()));
 * hint.best().toString();   // "f2-e3A"
 * }</pre>
 */
module io.github.fanorona.engine {
  requires transitive io.github.fanorona.core;
  requires transitive io.github.fanorona.tables;
  requires static transitive org.jspecify;

  exports io.github.fanorona.engine;
}
