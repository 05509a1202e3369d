package example.engine;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;

/** Asks the engine for a hint at depth 6 from the Sivy start and prints it with the time taken. */
public final class Hint {
  private Hint() {}

  public static void main(String[] args) {
    long started = System.nanoTime();
    SearchResult hint = Engine.of(SearchLimits.depth(6)).search(Game.start(Variant.sivy()));
    long millis = (System.nanoTime() - started) / 1_000_000;
    System.out.println(
        "hint " + hint.best() + " depth " + hint.depth() + " pv " + hint.pv() + " in " + millis
            + " ms");
  }
}
