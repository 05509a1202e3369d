package io.github.fanorona.cli;

import io.github.fanorona.notation.Problem;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.Validation;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
 * <p>Games are read and checked one at a time, so a file of any size is checked in bounded memory.
 * Exit status: 0 when every game is legal, 1 when some game has a problem, 2 when a file cannot be
 * read as records (the games before the place it cannot be read are still checked), 3 on an
 * internal error such as running out of memory.
 */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Check recorded games and report their illegal turns.",
      "Replay every game and report the first illegal turn of each.",
      "Reads PGN-style records, A/W move logs, Gamerz-style records and Boardspace SGF,"
          + " telling the format from the content. Prints"
          + " 'FILE:LINE:COL: game G, turn N (Side): message' for each problem, then"
          + " 'G games, T turns, P problems'. Exit 0 if all games are legal, 1 if not,"
          + " 2 if a file cannot be read, 3 on an internal error."
    })
final class ValidateCommand implements Callable<Integer> {
  @Parameters(paramLabel = "FILE", arity = "1..*", description = "Record files.")
  List<Path> files = new ArrayList<>();

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    return RecordFiles.guarded(err, this::validate);
  }

  private int validate() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    int[] counts = new int[4]; // games, turns, problems, warnings
    boolean unreadable = false;
    for (Path file : files) {
      boolean whole =
          RecordFiles.forEachGame(
              file,
              err,
              r -> {
                Validation v = RecordValidator.validate(r);
                counts[0]++;
                counts[1] += r.turns().size();
                for (Problem p : v.problems()) {
                  out.println(FileNames.show(file) + ":" + p);
                  counts[p.isError() ? 2 : 3]++;
                }
              });
      unreadable |= !whole;
    }
    String summary =
        RecordFiles.count(counts[0], "game")
            + ", "
            + RecordFiles.count(counts[1], "turn")
            + ", "
            + RecordFiles.count(counts[2], "problem")
            + (counts[3] > 0 ? ", " + RecordFiles.count(counts[3], "warning") : "");
    out.println(summary);
    out.flush();
    err.flush();
    return unreadable ? FanoronaCli.BAD_INPUT : counts[2] > 0 ? 1 : 0;
  }
}
