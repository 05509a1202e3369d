package io.github.fanorona.examples.cli;

import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.GamerzRecord;
import io.github.fanorona.notation.MoveLog;
import io.github.fanorona.notation.PgnWriter;
import io.github.fanorona.notation.RecordReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description = "Print the games of a record file as PGN-style records, A/W move logs or"
        + " Gamerz-style records.")
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
  public Integer call() throws IOException {
    List<GameRecord> records = RecordReader.read(file);
    PrintWriter out = spec.commandLine().getOut();
    boolean first = true;
    for (GameRecord r : records) {
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
    return 0;
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
