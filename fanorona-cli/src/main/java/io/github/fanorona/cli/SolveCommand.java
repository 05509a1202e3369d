package io.github.fanorona.cli;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.tables.BoundedSearch;
import io.github.fanorona.tables.RetrogradeSolver;
import io.github.fanorona.tables.Solution;
import io.github.fanorona.tables.Verdict;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona solve [--board WxH | --variant NAME] [--rules RULES] [--threads N]}: solves the
 * capture game on a small board by retrograde analysis over the positions reachable from the start
 * and prints the start's value, its length in half-moves under perfect play, the winning first
 * turns and how many reachable positions are won, lost and drawn for the side to move. A progress
 * bar goes to standard error.
 *
 * <pre>
 * java -Xmx6g -jar examples/target/fanorona.jar solve --board 7x3 --threads 2
 * </pre>
 */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solve a small board by retrograde analysis.",
      "The start's value and length, the winning first turns, the reachable positions won, lost"
          + " and drawn. See fanorona-cli/SOLVING.md."
    })
public final class SolveCommand implements Callable<Integer> {
  @Option(
      names = "--board",
      paramLabel = "WxH",
      description = "The board, odd width and height, from the standard start (default 3x3).")
  @Nullable String board;

  @Option(
      names = "--variant",
      paramLabel = "NAME",
      description = "A capture-game variant instead (telo-capture, dimy, board:7x3, ...).")
  @Nullable String variantName;

  @Option(
      names = "--rules",
      paramLabel = "RULES",
      description = "Rule options or a preset; supported: " + RetrogradeSolver.SUPPORTED + ".")
  @Nullable String rules;

  @Option(names = "--threads", paramLabel = "N", description = "Threads (default 1).")
  int threads = 1;

  @Option(
      names = "--depth",
      paramLabel = "N",
      description =
          "Instead of solving, search up to N half-moves deep for a forced win by either side"
              + " (for boards too large to solve, such as 5x5).")
  int depth = -1;

  @Option(names = "--quiet", description = "No progress bar on standard error.")
  boolean quiet;

  @Spec CommandSpec spec = CommandSpec.create();

  /** Creates the command; picocli fills the options. */
  public SolveCommand() {}

  Variant variant() {
    if (board != null && variantName != null) {
      throw new IllegalArgumentException("give --board or --variant, not both");
    }
    if (variantName != null) {
      return Variants.byName(variantName);
    }
    String size = board == null ? "3x3" : board;
    return Variants.byName("board:" + size);
  }

  @Override
  public Integer call() {
    Variant v = variant();
    Ruleset r = rules == null ? v.defaultRuleset() : Presets.ruleset(rules, v);
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be 1 or more, not " + threads);
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    RetrogradeSolver solver = RetrogradeSolver.of(v, r).withThreads(threads);
    ProgressBar bar = new ProgressBar(err);
    if (!quiet) {
      solver = solver.withProgress(bar);
    }
    Position start = v.start(r);
    long began = System.nanoTime();
    if (depth >= 0) {
      bounded(out, v, r, start, began);
      return 0;
    }
    Solution s;
    try {
      s = solver.solveFrom(start);
    } finally {
      bar.finish();
    }
    double seconds = (System.nanoTime() - began) / 1e9;
    print(out, v, r, start, s);
    out.printf(
        Locale.ROOT, "time: %.1f s on %d thread%s%n", seconds, threads, threads == 1 ? "" : "s");
    return 0;
  }

  /** Deepens a bounded proof search one half-move at a time, printing each horizon's answer. */
  private void bounded(PrintWriter out, Variant v, Ruleset r, Position start, long began) {
    header(out, v, r, start);
    BoundedSearch search = new BoundedSearch(v.engine(), r);
    Side mover = start.sideToMove();
    for (int d = 1; d <= depth; d++) {
      boolean win = search.forcesWin(start, d);
      boolean loss = !win && search.forcedLoss(start, d);
      out.printf(
          Locale.ROOT,
          "within %d half-moves: %s  (%d positions in the table, %.1f s)%n",
          d,
          win
              ? mover.displayName() + " forces a win"
              : loss
                  ? mover.opponent().displayName() + " forces a win"
                  : "no forced win for either side",
          search.positions(),
          (System.nanoTime() - began) / 1e9);
      out.flush();
      if (win || loss) {
        return;
      }
    }
  }

  /** The board, rules and start both answers begin with. */
  private static void header(PrintWriter out, Variant v, Ruleset r, Position start) {
    out.println(
        "board: "
            + v.geometry()
            + " ("
            + v.name()
            + "), rules: "
            + (r.optionString().isEmpty() ? "standard" : r.optionString()));
    out.println("start: " + start);
  }

  private static void print(PrintWriter out, Variant v, Ruleset r, Position start, Solution s) {
    Verdict verdict = s.verdict(start).orElseThrow();
    header(out, v, r, start);
    out.println("value: " + describe(start.sideToMove(), verdict));
    StringBuilder winning = new StringBuilder();
    for (Turn t : s.winningTurns(start)) {
      Optional<Verdict> after = s.verdict(start.play(t)).map(Verdict::parent);
      winning
          .append(winning.length() == 0 ? "" : ", ")
          .append(t)
          .append(" (")
          .append(after.map(Verdict::plies).orElse(0))
          .append(')');
    }
    out.println(
        "winning first turns (half-moves to the end): "
            + (winning.length() == 0 ? "none" : winning));
    out.println("best first turns: " + s.bestTurns(start));
    out.println(
        "reachable positions: "
            + s.positions()
            + " (side to move as White: a position and its colour swap count once)");
    out.println(
        "  won for the side to move: "
            + s.count(Verdict.Result.WIN)
            + ", lost: "
            + s.count(Verdict.Result.LOSS)
            + ", drawn: "
            + s.count(Verdict.Result.DRAW));
  }

  private static String describe(Side mover, Verdict v) {
    return switch (v.result()) {
      case WIN -> mover.displayName() + " wins in " + v.plies() + " half-moves";
      case LOSS -> mover.opponent().displayName() + " wins in " + v.plies() + " half-moves";
      case DRAW -> "draw (neither side can force a win)";
    };
  }
}
