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

  exports io.github.fanorona.core;
// Not exported: io.github.fanorona.core.text, the lexer and readings behind WrittenTurn;
// io.github.fanorona.core.gen, the generator, perft counters, keys and repetition table.
}
