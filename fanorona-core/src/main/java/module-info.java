/**
 * The rules of Fanorona: board geometry, immutable positions, turns and capture chains, rule
 * options, games and outcomes, and perft.
 *
 * <p>Example:
 *
 * <pre>{@code
 * Game game = Game.start(Variant.sivy());
 * game = game.play("f2-e3A");
 * game.position().sideToMove();   // BLACK
 * game.legalTurns().size();   // 5
 * System.out.println(game.position());
 * }</pre>
 */
module io.github.fanorona.core {
  requires transitive com.google.common;
  requires static transitive org.jspecify;

  // Not exported: the machinery behind the public types, which reaches their package-private
  // members through doors that Geometry installs: io.github.fanorona.core.gen (the generator,
  // perft counters, keys, repetition table), io.github.fanorona.core.text (the turn lexer,
  // position and ruleset text), io.github.fanorona.core.clicks (TurnBuilder's clicks, the
  // diagnosis of a written turn).
  exports io.github.fanorona.core;
}
