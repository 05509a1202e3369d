package io.github.fanorona.cli;

import io.github.fanorona.tables.SolveProgress;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Draws a solve's progress as one line on standard error, redrawn at most four times a second:
 * {@code [#########...........] 45% solve 7v6 12.3 M / 27.1 M positions 41 s}. The lines of a
 * resumable build's pairs ({@code saved 3v3: ...}, {@code restored 2v3+3v2}) are printed whole, one
 * a line, so that they stay as a log.
 *
 * <pre>{@code
 * ProgressBar bar = new ProgressBar(err);
 * solver.withProgress(bar).solveFrom(start);
 * bar.finish();
 * }</pre>
 */
final class ProgressBar implements SolveProgress {
  private static final int WIDTH = 20;
  private static final long EVERY_NANOS = 250_000_000L;

  private final PrintWriter err;
  private final long started = System.nanoTime();
  private long last;
  private boolean drawn;

  ProgressBar(PrintWriter err) {
    this.err = err;
    this.last = started - EVERY_NANOS;
  }

  @Override
  public synchronized void update(String stage, long done, long total) {
    if (stage.startsWith("saved ") || stage.startsWith("restored ")) {
      // A resumable build's word on each pair of materials stays on its own line, as a log.
      err.print("\r" + stage + "\n");
      err.flush();
      drawn = false;
      return;
    }
    long now = System.nanoTime();
    if (now - last < EVERY_NANOS) {
      return;
    }
    last = now;
    long seconds = (now - started) / 1_000_000_000L;
    String line;
    if (total > 0) {
      int filled = (int) Math.min(WIDTH, done * WIDTH / total);
      line =
          String.format(
              Locale.ROOT,
              "[%s%s] %3d%% %-14s %s / %s positions  %d s",
              "#".repeat(filled),
              ".".repeat(WIDTH - filled),
              done * 100 / total,
              stage,
              millions(done),
              millions(total),
              seconds);
    } else {
      line =
          String.format(
              Locale.ROOT, "%-20s %s positions seen  %d s", stage, millions(done), seconds);
    }
    err.print("\r" + line + "   ");
    err.flush();
    drawn = true;
  }

  private static String millions(long n) {
    return String.format(Locale.ROOT, "%.1f M", n / 1e6);
  }

  /** Ends the bar's line, if one was drawn. */
  synchronized void finish() {
    if (drawn) {
      err.println();
      err.flush();
      drawn = false;
    }
  }
}
