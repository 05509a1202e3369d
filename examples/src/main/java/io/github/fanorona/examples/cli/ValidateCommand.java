package io.github.fanorona.examples.cli;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.Problem;
import io.github.fanorona.notation.RecordReader;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.Validation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona validate FILE...}: replays every game of record files (PGN-style, A/W log,
 * Gamerz-style or Boardspace SGF, told apart by content) and prints one line per problem, then a
 * summary line.
 *
 * <pre>
 * $ java -jar examples/target/fanorona.jar validate examples/data/boardspace-2008-02-07.sgf
 * 1 game, 38 turns, 0 problems
 * </pre>
 *
 * <p>Exit status: 0 when every game is legal, 1 when some game has a problem, 2 when a file cannot
 * be read as records.
 */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Check recorded games: replay every game and report the first illegal turn of each.",
      "Reads PGN-style records, A/W move logs, Gamerz-style records and Boardspace SGF,"
          + " telling the format from the content. Prints"
          + " 'FILE:LINE:COL: game G, turn N (Side): message' for each problem, then"
          + " 'G games, T turns, P problems'. Exit 0 if all games are legal, 1 if not,"
          + " 2 if a file cannot be read."
    })
final class ValidateCommand implements Callable<Integer> {
  @Parameters(paramLabel = "FILE", arity = "1..*", description = "Record files.")
  List<Path> files = new ArrayList<>();

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    int games = 0;
    int turns = 0;
    int problems = 0;
    int warnings = 0;
    boolean unreadable = false;
    for (Path file : files) {
      Optional<List<GameRecord>> read = read(file, err);
      if (read.isEmpty()) {
        unreadable = true;
        continue;
      }
      for (GameRecord r : read.get()) {
        Validation v = RecordValidator.validate(r);
        games++;
        turns += r.turns().size();
        for (Problem p : v.problems()) {
          out.println(file + ":" + p);
          if (p.isError()) {
            problems++;
          } else {
            warnings++;
          }
        }
      }
    }
    String summary = count(games, "game") + ", " + count(turns, "turn") + ", "
        + count(problems, "problem") + (warnings > 0 ? ", " + count(warnings, "warning") : "");
    out.println(summary);
    out.flush();
    err.flush();
    return unreadable ? FanoronaCli.BAD_INPUT : problems > 0 ? 1 : 0;
  }

  /**
   * Reads the games of a record file, or says on standard error why it cannot ({@code fanorona:
   * FILE: no such file}, {@code FILE: cannot read: reason}, {@code FILE:LINE:COL: reason}).
   */
  static Optional<List<GameRecord>> read(Path file, PrintWriter err) {
    try {
      return Optional.of(RecordReader.read(file));
    } catch (java.nio.file.NoSuchFileException e) {
      err.println("fanorona: " + file + ": no such file");
    } catch (IOException e) {
      err.println("fanorona: " + file + ": cannot read: " + e.getMessage());
    } catch (FanoronaParseException e) {
      err.println("fanorona: " + file + ":" + e.line() + ":" + e.column() + ": " + e.reason());
    }
    return Optional.empty();
  }

  static String count(int n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }
}
