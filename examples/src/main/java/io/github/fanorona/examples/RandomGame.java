package io.github.fanorona.examples;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays a game of random legal turns and prints it with its outcome: the smallest complete use of
 * the library (start a game, list legal turns, play, ask for the outcome).
 *
 * <pre>
 * java -cp examples/target/fanorona.jar io.github.fanorona.examples.RandomGame [VARIANT] [SEED]
 * </pre>
 */
public final class RandomGame {
  private RandomGame() {}

  /**
   * Plays one random game.
   *
   * @param args optional variant name (default {@code sivy}) and seed (default 1)
   */
  public static void main(String[] args) {
    Variant variant = args.length > 0 ? Variants.byName(args[0]) : Variant.sivy();
    long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
    // A no-capture limit keeps random games from wandering forever.
    Game game =
        Game.start(variant, variant.defaultRuleset().toBuilder().noCaptureDrawPlies(50).build());
    SplittableRandom random = new SplittableRandom(seed);
    StringBuilder line = new StringBuilder();
    while (!game.isOver()) {
      List<Turn> turns = game.legalTurns();
      Turn turn = turns.get(random.nextInt(turns.size()));
      line.append(line.length() == 0 ? "" : " ").append(turn);
      game = game.play(turn);
    }
    System.out.println(line);
    System.out.println(game.position());
    System.out.println(game.outcome().orElseThrow() + " after " + game.turns().size() + " turns");
  }
}
