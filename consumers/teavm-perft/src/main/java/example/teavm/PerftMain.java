package example.teavm;

import io.github.fanorona.core.Perft;
import io.github.fanorona.core.Variant;

/**
 * Counts perft from the Sivy start at depths 1 to N (the first argument, 5 by default) and prints
 * one line per depth, then "ok" if depths 1 to 5 match the published table. The same class runs on
 * the JVM and, compiled by TeaVM, in JavaScript: the check compares the two outputs line by line.
 */
public final class PerftMain {
  private static final long[] EXPECTED = {1, 5, 39, 724, 18026, 431852};

  private PerftMain() {}

  public static void main(String[] args) {
    int deepest = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    Variant sivy = Variant.sivy();
    boolean ok = true;
    for (int depth = 1; depth <= deepest; depth++) {
      long n = Perft.count(sivy, sivy.start(), depth, Perft.Options.defaults());
      System.out.println("perft " + depth + " = " + n);
      if (depth < EXPECTED.length && n != EXPECTED[depth]) {
        System.out.println("expected " + EXPECTED[depth] + " at depth " + depth);
        ok = false;
      }
    }
    System.out.println(ok ? "ok" : "MISMATCH");
  }
}
