package io.github.fanorona.examples.cli;

import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.GamerzRecord;
import io.github.fanorona.notation.MoveLog;
import io.github.fanorona.notation.PgnWriter;
import io.github.fanorona.notation.Problem;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona convert --to pgn|aw|gamerz FILE}: prints the games of a record file in another
 * format, turns in canonical A/W notation with stone counts.
 *
 * <pre>
 * $ java -jar examples/target/fanorona.jar convert --to pgn examples/data/boardspace-2008-02-07.sgf
 * </pre>
 *
 * <p>Exit status: 0 when every game was read whole; 1 when some part could not be read (each
 * such error on standard error as {@code FILE:LINE:COL: game G: message}, the rest still
 * converted); 2 when the file cannot be read as records.
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description = {
      "Print the games of a record file as PGN-style records, A/W move logs or"
          + " Gamerz-style records.",
      "Errors found while reading go to standard error as 'FILE:LINE:COL: game G: message'."
          + " Exit 0 if every game was read whole, 1 if not, 2 if the file cannot be read."
    })
final class ConvertCommand implements Callable<Integer> {
  /** The formats written. */
  enum Target {
    PGN,
    AW,
    GAMERZ
  }

  @Option(
      names = "--to",
      required = true,
      paramLabel = "FORMAT",
      converter = TargetConverter.class,
      description = "pgn, aw or gamerz.")
  Target to = Target.PGN;

  @Parameters(paramLabel = "FILE", description = "A record file in any format the reader knows.")
  Path file = Path.of("");

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Optional<List<GameRecord>> read = ValidateCommand.read(file, err);
    if (read.isEmpty()) {
      err.flush();
      return FanoronaCli.BAD_INPUT;
    }
    boolean first = true;
    int errors = 0;
    for (GameRecord r : read.get()) {
      // what could not be read is missing from the output: say so, as validate does
      for (Problem p : r.problems()) {
        if (p.isError()) {
          err.println(file + ":" + p);
          errors++;
        }
      }
      if (!first) {
        out.println();
      }
      first = false;
      out.print(
          switch (to) {
            case AW -> MoveLog.write(r);
            case GAMERZ -> GamerzRecord.write(r);
            case PGN -> PgnWriter.write(r);
          });
    }
    out.flush();
    err.flush();
    return errors > 0 ? 1 : 0;
  }

  /** Reads {@code pgn}, {@code aw} or {@code gamerz} in any case. */
  static final class TargetConverter implements picocli.CommandLine.ITypeConverter<Target> {
    @Override
    public Target convert(String value) {
      try {
        return Target.valueOf(value.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new picocli.CommandLine.TypeConversionException(
            "expected pgn, aw or gamerz, found '" + value + "'");
      }
    }
  }
}
