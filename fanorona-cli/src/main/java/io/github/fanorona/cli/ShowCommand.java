package io.github.fanorona.cli;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Turn;
import io.github.fanorona.notation.AsciiBoard;
import io.github.fanorona.notation.SvgBoard;
import io.github.fanorona.tables.AtomicFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona show [TURN...]}: draws a position as the Gamerz server's ASCII board on standard
 * output and, with {@code --svg FILE}, as an SVG picture. Turns given after the options are played
 * first; the picture then shows the last of them with arrows and rings.
 *
 * <pre>
 * fanorona show
 * fanorona show --variant dimy
 * fanorona show --svg havanana.svg --coordinates f2-e3A
 * </pre>
 */
@Command(
    name = "show",
    mixinStandardHelpOptions = true,
    description = {
      "Draw a position as text, and as an SVG picture with --svg.",
      "The text is the board the Gamerz server mails after every move: " + ShowCommand.BOARD_KEY,
      "Turns given as parameters are played first; the picture marks the last one. The tool says"
          + " on standard error where it wrote the picture."
    })
final class ShowCommand implements Callable<Integer> {
  /**
   * What the ASCII board's characters mean, for the help of {@code show} and {@code play} and the
   * terminal game's first lines: the drawing itself has no room for it.
   */
  static final String BOARD_KEY =
      "O a White stone, # a Black stone, * an empty point with diagonal lines (a strong point),"
          + " + an empty point without them (a weak point).";

  @Mixin GameOptions game = new GameOptions();

  @Option(names = "--svg", paramLabel = "FILE", description = "Also write an SVG picture here.")
  @Nullable Path svg;

  @Option(
      names = "--size",
      paramLabel = "PX",
      defaultValue = "480",
      description = "Width of the SVG picture in pixels (default: ${DEFAULT-VALUE}).")
  int size = 480;

  @Option(names = "--coordinates", description = "Write column and row names in the picture.")
  boolean coordinates;

  @Option(
      names = "--malagasy",
      description =
          "Malagasy coordinates in the picture: rows by letter (A on White's side), columns by"
              + " number (implies --coordinates).")
  boolean malagasy;

  @Parameters(paramLabel = "TURN", arity = "0..*", description = "Turns to play first (A/W).")
  List<String> turns = new ArrayList<>();

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() throws Exception {
    Game g = game.play(turns);
    SvgBoard.Options options =
        SvgBoard.Options.defaults()
            .withSize(size)
            .withCoordinates(coordinates || malagasy)
            .withPointStyle(malagasy ? PointStyle.MALAGASY : PointStyle.STANDARD);
    List<Turn> played = g.turns();
    if (!played.isEmpty()) {
      options = options.withLastTurn(played.get(played.size() - 1));
    }
    // Write the picture before printing, so a bad path leaves no half-finished output.
    Path file = svg;
    if (file != null) {
      String picture = SvgBoard.draw(g.position(), options);
      AtomicFile.writeString(file, picture);
    }
    var out = spec.commandLine().getOut();
    out.print(AsciiBoard.draw(g.position()));
    out.flush();
    if (file != null) {
      // on standard error, so that standard output stays the board alone (a program reads it)
      var err = spec.commandLine().getErr();
      err.println(
          "Wrote an SVG picture of "
              + (played.isEmpty()
                  ? "the position"
                  : "the position after " + played.get(played.size() - 1))
              + ", "
              + size
              + " px wide, to "
              + FileNames.show(file.toAbsolutePath()));
      err.flush();
    }
    return 0;
  }
}
