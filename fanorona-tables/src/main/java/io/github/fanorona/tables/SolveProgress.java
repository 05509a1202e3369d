package io.github.fanorona.tables;

/**
 * Receives the progress of a long solve: the stage and how far it has got. Called from the solver's
 * threads, one call at a time; the {@code fanorona solve} command draws a bar on standard error
 * with it.
 *
 * <pre>{@code
 * List<String> seen = new ArrayList<>();
 * SolveProgress log = (stage, done, total) -> seen.add(stage + " " + done + "/" + total);
 * Variant telo = Variants.board(3, 3);
 * RetrogradeSolver.of(telo, Ruleset.standard()).withProgress(log).solveFrom(telo.start());
 * seen.get(0);   // "find 4v4 1/-1"
 * }</pre>
 *
 * @since 1.0.0
 */
@FunctionalInterface
public interface SolveProgress {
  /**
   * Reports progress.
   *
   * <pre>{@code
   * List<String> seen = new ArrayList<>();
   * SolveProgress progress = (stage, done, total) -> seen.add(stage + " " + done + "/" + total);
   * progress.update("solve 4v3", 1200, 5000);
   * seen.toString();   // "[solve 4v3 1200/5000]"
   * }</pre>
   *
   * @param stage what the solver is doing, such as {@code find 7v7} or {@code solve 4v3}
   * @param done positions handled so far in the whole run
   * @param total positions to handle in the whole run, or -1 while unknown
   */
  void update(String stage, long done, long total);

  /**
   * Returns a listener that ignores every report.
   *
   * <pre>{@code
   * Variant telo = Variants.board(3, 3);
   * RetrogradeSolver quiet = RetrogradeSolver.of(telo, Ruleset.standard()).withProgress(SolveProgress.none());
   * quiet.solveFrom(telo.start()).positions();   // 623
   * }</pre>
   *
   * @return the silent listener
   */
  static SolveProgress none() {
    return (stage, done, total) -> {};
  }
}
