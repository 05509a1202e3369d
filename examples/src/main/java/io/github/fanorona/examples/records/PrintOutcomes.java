package io.github.fanorona.examples.records;

import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.RecordReader;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.Validation;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Reads a file of game records in any known format, one game at a time, and prints each game's
 * outcome.
 *
 * <pre>
 * $ java -cp examples/target/fanorona.jar io.github.fanorona.examples.records.PrintOutcomes \
 *     examples/data/boardspace-2008-02-07.sgf
 * game 1: Black wins (no stones) after 38 turns
 * </pre>
 */
public final class PrintOutcomes {
  private PrintOutcomes() {}

  /**
   * Prints the outcome of every game in the files named.
   *
   * <pre>{@code PrintOutcomes.main(new String[] {"games.pgn"});}</pre>
   *
   * @param args the record files
   * @throws IOException if a file cannot be read
   */
  public static void main(String[] args) throws IOException {
    for (String file : args) {
      print(Path.of(file), System.out);
    }
  }

  /**
   * Prints one line per game of a file: its outcome, or its first problem.
   *
   * <pre>{@code PrintOutcomes.print(Path.of("games.pgn"), System.out);}</pre>
   *
   * @param file the record file
   * @param out where to print
   * @throws IOException if the file cannot be read
   */
  public static void print(Path file, PrintStream out) throws IOException {
    try (RecordStream games = RecordReader.open(file)) {
      while (games.hasNext()) {
        print(RecordValidator.validate(games.next()), out);
      }
    }
  }

  private static void print(Validation v, PrintStream out) {
    GameRecord record = v.record();
    String how =
        v.errors().isEmpty()
            ? v.outcome().map(Object::toString).orElse("unfinished")
            : "illegal: " + v.errors().get(0).message();
    out.println(
        "game " + record.index() + ": " + how + " after " + v.game().turns().size() + " turns");
  }
}
