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

  // One package: the public types and, package-private beside them, the machinery they use
  // (the generator, perft counters, keys, the turn lexer, the clicks), as Guava keeps its own.
  exports io.github.fanorona.core;
}
