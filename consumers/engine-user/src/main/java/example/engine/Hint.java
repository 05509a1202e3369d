package example.engine;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;

/**
 * Asks the engine for a hint at depth 6 from the Sivy start in a fresh JVM and prints it with the
 * time the hint took (the game exists before, as it does on a game site when a player asks).
 */
public final class Hint {
  private Hint() {}

  public static void main(String[] args) {
    Game game = Game.start(Variant.sivy());
    long started = System.nanoTime();
    SearchResult hint = Engine.of(SearchLimits.depth(6)).search(game);
    long millis = (System.nanoTime() - started) / 1_000_000;
    System.out.println(
        "hint " + hint.best() + " depth " + hint.depth() + " pv " + hint.pv() + " in " + millis
            + " ms");
  }
}
