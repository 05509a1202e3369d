package io.github.fanorona.cli;

import io.github.fanorona.notation.Problem;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.Validation;
import io.github.fanorona.notation.WriteWarning;
import io.github.fanorona.notation.WrittenRecord;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona convert --to pgn|aw|gamerz|sgf FILE}: prints the games of a record file in
 * another format, turns in canonical A/W notation with stone counts, one game at a time.
 *
 * <pre>
 * $ java -jar examples/target/fanorona.jar convert --to pgn examples/data/boardspace-2008-02-07.sgf
 * </pre>
 *
 * <p>Exit status: 0 when every game was read, replayed and written whole; 1 when some part could
 * not be read or a game has a problem (an unreadable or illegal turn, in its main line or a
 * variation, or a result the game contradicts: each such error on standard error as {@code
 * FILE:LINE:COL: game G: message}, every game still converted), when its reader skipped a fact with
 * a warning (each as {@code FILE:LINE:COL: game G: warning: message}, as {@code validate} prints
 * it: a variation between the steps of an SGF turn, a result inside a variation, a mark before the
 * first turn, a comment of an A/W log), or some fact could not be written exactly in the target
 * format (each on standard error as {@code FILE: warning: game G, tag 'KEY': why}, or {@code FILE:
 * warning: game G: turn 12 (White): the comment after the turn is not written: ...} for a comment,
 * mark or variation the format cannot hold); 2 when the file cannot be read as records (the games
 * before the place it cannot be read are still converted); 3 on an internal error.
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description = {
      "Print the games of a record file in another format.",
      "The formats: PGN-style records (pgn), A/W move logs (aw), Gamerz-style records (gamerz)"
          + " and Boardspace SGF (sgf). Tags and names are the file's own text, copied as it has"
          + " them: a Boardspace.net record that names no players says so itself (GN[null-null],"
          + " P0[id \"null\"]), and its PGN-style form reads [Event \"null-null\"]"
          + " [White \"null\"].",
      "Errors found while reading or replaying, and each fact the reader skipped, go to standard"
          + " error as 'FILE:LINE:COL: game G: message', each tag the format cannot hold exactly as"
          + " 'FILE: warning: game G, tag 'KEY': why', each comment, mark or variation it cannot"
          + " hold as 'FILE: warning: game G: turn N (Side): what'."
          + " Exit 0 if every game was read and written whole, 1 if not, 2 if the file cannot be"
          + " read, 3 on an internal error."
    })
final class ConvertCommand implements Callable<Integer> {
  @Option(
      names = "--to",
      required = true,
      paramLabel = "FORMAT",
      converter = FormatConverter.class,
      description = "pgn, aw, gamerz or sgf.")
  RecordFormat to = RecordFormat.PGN;

  @Parameters(paramLabel = "FILE", description = "A record file in any format the reader knows.")
  Path file = Path.of("");

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() {
    return RecordFiles.guarded(spec.commandLine().getErr(), this::convert);
  }

  private int convert() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    int[] errors = new int[1];
    boolean[] first = {true};
    boolean whole =
        RecordFiles.forEachGame(
            file,
            err,
            r -> {
              // what could not be read, or not replayed (an illegal turn, in the main line or a
              // variation), is not converted as a game: say so, as validate does
              // and so is a fact its reader skipped with a warning (a variation between the steps
              // of an SGF turn, a result inside a variation, a comment of an A/W log)
              Validation v = RecordValidator.validate(r);
              for (Problem p : v.problems()) {
                err.println(FileNames.show(file) + ":" + p);
                errors[0]++;
              }
              if (!first[0]) {
                out.println();
              }
              first[0] = false;
              WrittenRecord written = to.write(v);
              out.print(written.text());
              // a fact the format could not keep is as much lost as one that could not be read
              for (WriteWarning w : written.warnings()) {
                err.println(FileNames.show(file) + ": warning: " + w);
                errors[0]++;
              }
            });
    out.flush();
    err.flush();
    return !whole ? FanoronaCli.BAD_INPUT : errors[0] > 0 ? 1 : 0;
  }

  /** Reads {@code pgn}, {@code aw}, {@code gamerz} or {@code sgf} in any case. */
  static final class FormatConverter implements picocli.CommandLine.ITypeConverter<RecordFormat> {
    @Override
    public RecordFormat convert(String value) {
      return RecordFormat.byWord(value)
          .orElseThrow(
              () ->
                  new picocli.CommandLine.TypeConversionException(
                      "expected pgn, aw, gamerz or sgf, found '" + value + "'"));
    }
  }
}
