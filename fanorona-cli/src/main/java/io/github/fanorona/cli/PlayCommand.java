package io.github.fanorona.cli;

import io.github.fanorona.core.Side;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.Level;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.tables.EndgameTables;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona play}: a game against the engine in the terminal, read from standard input (see
 * {@link TerminalGame} for the input).
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Play against the engine in the terminal.",
      "Enter turns click by click (the stone, then each point; A or W when both captures are"
          + " possible; stop ends a chain) or in A/W notation.",
      "Commands: " + TerminalGame.COMMANDS + ".",
      "The board: " + ShowCommand.BOARD_KEY
    })
final class PlayCommand implements Callable<Integer> {
  @Mixin GameOptions game = new GameOptions();

  @Option(
      names = "--side",
      paramLabel = "SIDE",
      description = "The side you play: white, black, both (no computer) or none (default white).")
  String side = "white";

  @Option(names = "--depth", paramLabel = "N", description = "The computer's depth (default 4).")
  int depth = 4;

  @Option(
      names = "--time",
      paramLabel = "MS",
      description =
          "The computer's time per turn in milliseconds, 1 or more; it then searches as deep as"
              + " the time allows (default: none, the depth decides).")
  int timeMillis;

  @Option(
      names = "--level",
      paramLabel = "N",
      description =
          "The computer's level on the engine's ladder, as the play site offers it: 1 beginner,"
              + " 2 novice, 3 casual, 4 intermediate, 5 club player, 6 advanced, 7 expert, 8"
              + " master, 9 strongest (with --tables, the strongest configuration); it replaces --depth and --time (default: none).")
  int level;

  @Option(names = "--hint-depth", paramLabel = "N", description = "The hint's depth (default 6).")
  int hintDepth = 6;

  @Option(
      names = "--delay",
      paramLabel = "MS",
      description =
          "The least time the computer takes to reply, 0 to "
              + PlayCommand.MAX_DELAY_MILLIS
              + " milliseconds (default 500).")
  int delayMillis = 500;

  /** The longest {@code --delay}: a minute, far more than a player waits for a reply. */
  static final int MAX_DELAY_MILLIS = 60_000;

  @Option(
      names = "--tables",
      paramLabel = "FILE",
      description =
          "Endgame tables (from 'tables build') the computer and the hints probe, or none"
              + " (default: the tables' default file where it exists: ~/.fanorona/sivy-6.tables, else"
              + " sivy-5.tables).")
  @org.jspecify.annotations.Nullable
  Path tables;

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() throws IOException {
    if (delayMillis < 0 || delayMillis > MAX_DELAY_MILLIS) {
      throw new IllegalArgumentException(
          "--delay must be from 0 to " + MAX_DELAY_MILLIS + " milliseconds, not " + delayMillis);
    }
    if (timeMillis < 0) {
      throw new IllegalArgumentException(
          "--time must be 1 or more milliseconds (or left out), not " + timeMillis);
    }
    SearchLimits limits =
        timeMillis > 0
            ? SearchLimits.time(Duration.ofMillis(timeMillis))
            : SearchLimits.depth(depth);
    Engine opponent = level != 0 ? Level.of(level).engine() : Engine.of(limits);
    Engine hints = Engine.of(SearchLimits.depth(hintDepth));
    Path file = tablesFile();
    if (file != null) {
      EndgameTables t = EndgameTables.load(file);
      opponent = opponent.withOracle(t);
      hints = hints.withOracle(t);
    }
    TerminalGame.Settings settings =
        new TerminalGame.Settings(humans(), opponent, hints, Duration.ofMillis(delayMillis));
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintWriter out = spec.commandLine().getOut();
    new TerminalGame(settings, game.play(List.of()), in, out).run();
    return 0;
  }

  /** The tables to probe: those named, or the default file where it exists; none for "none". */
  private @org.jspecify.annotations.Nullable Path tablesFile() {
    if (tables != null) {
      return tables.toString().equals("none") ? null : tables;
    }
    Optional<Path> standard = EndgameTables.defaultFileIfPresent();
    standard.ifPresent(
        file ->
            spec.commandLine()
                .getOut()
                .println("Endgame tables: " + file + " (--tables none plays without them)"));
    return standard.orElse(null);
  }

  private Set<Side> humans() {
    return switch (side.toLowerCase(Locale.ROOT)) {
      case "white" -> EnumSet.of(Side.WHITE);
      case "black" -> EnumSet.of(Side.BLACK);
      case "both" -> EnumSet.allOf(Side.class);
      case "none" -> EnumSet.noneOf(Side.class);
      default ->
          throw new IllegalArgumentException(
              "--side must be white, black, both or none, not " + side);
    };
  }
}
