package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Turn;
import io.github.fanorona.notation.GameNode;
import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordReader;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.Validation;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Issue 33: validating an annotated PGN-style file against the same games without annotations, side
 * by side, in games per second. Both files hold the same {@value #GAMES} generated games ({@code
 * GenerateRecords}, up to 40 turns each); in the annotated one every game has a comment before its
 * first turn, a comment and a mark {@code $N} after every third turn, a glyph on every fifth, and a
 * variation of one turn (another legal turn) at every tenth turn, which the validator replays too.
 * Issue 33 asks {@code annotated} for at least 0.8x the games/s of {@code plain}.
 *
 * <pre>{@code java -jar benchmarks.jar AnnotatedRecordsBenchmark}</pre>
 *
 * <p>On a machine too loaded for wall-clock times, {@link #main} times the two side by side by the
 * thread's CPU time instead, alternating in one JVM.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class AnnotatedRecordsBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public AnnotatedRecordsBenchmark() {}

  static final int GAMES = 2000;

  /** How often a turn is annotated: every {@code every}-th turn has a comment and a mark. */
  @Param({"3", "10"})
  public int every = 3;

  private String plain = "";
  private String annotated = "";

  /**
   * Generates both files.
   *
   * @throws IOException never: they are written to memory
   */
  @Setup
  public void generate() throws IOException {
    StringWriter out = new StringWriter();
    GenerateRecords.write(RecordFormat.PGN, GAMES, out);
    plain = out.toString();
    StringBuilder sb = new StringBuilder();
    try (RecordStream games = RecordReader.open(new StringReader(plain))) {
      while (games.hasNext()) {
        Validation v = RecordValidator.validate(games.next());
        if (sb.length() > 0) {
          sb.append('\n');
        }
        sb.append(RecordFormat.PGN.write(RecordValidator.validate(annotate(v, every))).text());
      }
    }
    annotated = sb.toString();
  }

  /**
   * The game of a validation with comments, marks, glyphs and one-turn variations, edited node by
   * node.
   */
  static GameRecord annotate(Validation v, int every) {
    List<Turn> played = v.game().turns();
    GameNode node = v.record().root().withComment("a game of the benchmark");
    for (int i = 0; i < v.replayed(); i++) {
      if (i % (3 * every) == every + 2) {
        for (Turn other : node.game().legalTurns()) {
          if (!other.equals(played.get(i))) {
            node = node.addVariation(other).parent().orElseThrow();
            break;
          }
        }
      }
      node = node.nextNode().orElseThrow();
      List<Integer> marks = new ArrayList<>();
      if (i % (every + 2) == every + 1) {
        marks.add(5); // !?
      }
      if (i % every == every - 1) {
        marks.add(14);
        node = node.withComment("the " + (i + 1) + "th turn, as played");
      }
      if (!marks.isEmpty()) {
        node = node.withMarks(marks);
      }
    }
    return node.record();
  }

  /**
   * Times reading and validating each file by the thread's CPU time, alternating, 30 rounds, and
   * prints the median of the last 20 for each and their ratio.
   *
   * <pre>{@code java -cp benchmarks.jar io.github.fanorona.benchmarks.AnnotatedRecordsBenchmark 3}
   * </pre>
   *
   * @param args how often a turn is annotated ({@code every}), 3 by default
   * @throws IOException never: the files are in memory
   */
  public static void main(String[] args) throws IOException {
    AnnotatedRecordsBenchmark b = new AnnotatedRecordsBenchmark();
    b.every = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    b.generate();
    java.lang.management.ThreadMXBean cpu =
        java.lang.management.ManagementFactory.getThreadMXBean();
    Blackhole bh =
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is"
                + " dangerous.");
    List<Long> plainTimes = new ArrayList<>();
    List<Long> annotatedTimes = new ArrayList<>();
    for (int round = 0; round < 30; round++) {
      long t0 = cpu.getCurrentThreadCpuTime();
      validateAll(b.plain, bh);
      long t1 = cpu.getCurrentThreadCpuTime();
      validateAll(b.annotated, bh);
      long t2 = cpu.getCurrentThreadCpuTime();
      if (round >= 10) {
        plainTimes.add(t1 - t0);
        annotatedTimes.add(t2 - t1);
      }
    }
    plainTimes.sort(null);
    annotatedTimes.sort(null);
    double plain = GAMES / (plainTimes.get(10) / 1e9);
    double annotated = GAMES / (annotatedTimes.get(10) / 1e9);
    System.out.printf(
        "every %d: plain %.0f games/s, annotated %.0f games/s (files of %d and %d characters),"
            + " annotated / plain %.2f%n",
        b.every, plain, annotated, b.plain.length(), b.annotated.length(), annotated / plain);
  }

  private static void validateAll(String file, Blackhole bh) {
    // the format is detected, as a user's program reads an annotated file
    RecordsBenchmark.validateAll(RecordReader.open(new StringReader(file)), bh);
  }

  /**
   * Reads and validates every game of the file without annotations.
   *
   * <pre>{@code RecordValidator.validate(record)}</pre>
   *
   * @param bh the sink
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void plain(Blackhole bh) {
    validateAll(plain, bh);
  }

  /**
   * Reads and validates every game of the annotated file, its variations included.
   *
   * <pre>{@code RecordValidator.validate(record)}</pre>
   *
   * @param bh the sink
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void annotated(Blackhole bh) {
    validateAll(annotated, bh);
  }
}
