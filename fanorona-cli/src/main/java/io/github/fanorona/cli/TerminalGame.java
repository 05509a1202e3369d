package io.github.fanorona.cli;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.fanorona.core.Click;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.notation.AsciiBoard;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A game of Fanorona in a terminal against the engine. The board is drawn after every turn; the
 * player enters a turn point by point as on a board (the stone, then each point it goes to, {@code
 * A} or {@code W} when both captures are possible, {@code stop} to end a chain early) or whole in
 * A/W notation ({@code d3-e3W}); the commands are {@link #COMMANDS}: {@code moves} lists the legal
 * turns, as the tool's {@code moves} command does, and {@code history} the turns played. A word
 * that is neither a command nor a turn (it names no point) is answered as an unknown command. The
 * computer replies after a delay.
 *
 * <pre>{@code
 * TerminalGame t = new TerminalGame(TerminalGame.Settings.defaults(), Game.start(Variant.sivy()),
 *     new BufferedReader(new InputStreamReader(System.in)), new PrintWriter(System.out, true));
 * Game finished = t.run();
 * }</pre>
 *
 * <p>Thread safety: Not thread-safe: one game session, driven by one thread.
 *
 * <p>The file is a little longer than most because it is the whole conversation at the board: every
 * command and every answer to a word that is not one, kept together so that the help, the list of
 * commands and the answers cannot drift apart.
 */
public final class TerminalGame {
  /**
   * Who plays which side and how the computer thinks.
   *
   * <pre>{@code TerminalGame.Settings.defaults().withHumans(EnumSet.of(Side.BLACK))}</pre>
   *
   * @param humans the sides the player at the terminal moves; the computer moves the others
   * @param opponent the engine that plays the computer's turns
   * @param hints the engine that answers the player's hint command
   * @param delay how long the computer's reply takes at least, so that it can be followed
   */
  public record Settings(Set<Side> humans, Engine opponent, Engine hints, Duration delay) {
    /**
     * Copies the set of human sides.
     *
     * <pre>{@code new TerminalGame.Settings(Set.of(Side.WHITE), engine, engine, Duration.ZERO)}
     * </pre>
     *
     * @param humans the sides the player at the terminal moves
     * @param opponent the engine that plays the computer's turns
     * @param hints the engine that answers the player's hint command
     * @param delay how long the computer's reply takes at least
     */
    public Settings {
      humans = ImmutableSet.copyOf(humans);
    }

    /**
     * Returns the defaults: the player is White, the computer searches 4 turns deep, hints 6, and
     * the computer replies after half a second.
     *
     * <pre>{@code TerminalGame.Settings.defaults()}</pre>
     *
     * @return the settings
     */
    public static Settings defaults() {
      return new Settings(
          EnumSet.of(Side.WHITE),
          Engine.of(SearchLimits.depth(4)),
          Engine.of(SearchLimits.depth(6)),
          Duration.ofMillis(500));
    }

    /**
     * Returns these settings with other human sides.
     *
     * <pre>{@code settings.withHumans(EnumSet.allOf(Side.class))   // two players, no computer}
     * </pre>
     *
     * @param sides the sides the player moves
     * @return the settings
     */
    public Settings withHumans(Set<Side> sides) {
      return new Settings(sides, opponent, hints, delay);
    }
  }

  /**
   * The commands a player types, for the help, the answer to an unknown word and the tool's help of
   * {@code play}: one list, so that the three cannot disagree.
   */
  static final String COMMANDS =
      "hint, undo, moves (the legal turns), history (the turns played), back, board, save FILE,"
          + " load FILE, resign, help, quit";

  /** Every turn names a point, and every point has a digit; a word without one is no turn. */
  private static final Pattern NAMES_A_POINT = Pattern.compile("\\d");

  /** The most turns the computer plays against itself before it waits for the terminal. */
  static final int UNATTENDED_TURNS = 300;

  private final Settings settings;
  private final BufferedReader in;
  private final PrintWriter out;
  private Game game;
  private TurnBuilder clicks;
  private Optional<Click> choice = Optional.empty();

  /**
   * Creates a terminal game.
   *
   * <pre>{@code new TerminalGame(settings, game, in, out)}</pre>
   *
   * @param settings who plays and how the computer thinks
   * @param game the game to continue (a new one or a loaded one)
   * @param in the player's input, one command or click a line
   * @param out where the board and messages go
   */
  public TerminalGame(Settings settings, Game game, BufferedReader in, PrintWriter out) {
    this.settings = settings;
    this.in = in;
    this.out = out;
    this.game = game;
    this.clicks = TurnBuilder.start(game);
  }

  /**
   * Plays until the player quits or the input ends.
   *
   * <pre>{@code Game finished = terminalGame.run();}</pre>
   *
   * @return the game as it stands at the end
   * @throws IOException if the input cannot be read
   */
  public Game run() throws IOException {
    String rules = game.ruleset().optionString();
    out.println(
        "Fanorona: "
            + game.variant().displayName()
            + ", "
            + (rules.isEmpty() ? "standard rules" : "rules " + rules)
            + ". Type help for the commands.");
    out.println("The board: " + ShowCommand.BOARD_KEY);
    showBoard();
    while (true) {
      if (computerToMove()) {
        computerTurn();
        continue;
      }
      out.print(prompt() + "> ");
      out.flush();
      String line = in.readLine();
      if (line == null || !handle(line.strip())) {
        out.println("Bye.");
        out.flush();
        return game;
      }
    }
  }

  /**
   * Whether the computer moves now. Playing both sides, it stops after {@link #UNATTENDED_TURNS}
   * turns, since the standard rules have no automatic draw and two engines may cycle for ever.
   */
  private boolean computerToMove() {
    if (game.isOver() || settings.humans().contains(game.position().sideToMove())) {
      return false;
    }
    if (settings.humans().isEmpty() && game.turns().size() >= UNATTENDED_TURNS) {
      if (game.turns().size() == UNATTENDED_TURNS) {
        out.println("The computer stops after " + UNATTENDED_TURNS + " turns of playing itself.");
      }
      return false;
    }
    return true;
  }

  private boolean handle(String line) {
    if (line.isEmpty()) {
      return true;
    }
    String[] words = line.split("\\s+", 2);
    String command = words[0].toLowerCase(Locale.ROOT);
    String argument = words.length > 1 ? words[1].strip() : "";
    try {
      switch (command) {
        case "quit", "exit" -> {
          return false;
        }
        case "help", "?" -> help();
        case "hint" -> hint();
        case "undo" -> undo();
        case "moves" -> out.println(legalTurns());
        case "history" -> out.println(history());
        case "back" -> back();
        case "save" -> save(argument);
        case "load" -> load(argument);
        case "resign" -> resign();
        case "board" -> showBoard();
        default -> play(line);
      }
    } catch (IllegalArgumentException | IllegalStateException e) {
      out.println("? " + FanoronaException.escape(String.valueOf(e.getMessage())));
    } catch (IOException e) {
      out.println("? " + FileNames.problem(e));
    }
    return true;
  }

  /** A click (a point, A or W, stop, huff POINT) or a whole turn in A/W notation. */
  private void play(String line) {
    if (game.isOver()) {
      throw new IllegalStateException("the game is over; undo, load, save or quit");
    }
    String lower = line.toLowerCase(Locale.ROOT);
    if (choice.isPresent() && lower.matches("[awp]")) {
      char letter = Character.toUpperCase(lower.charAt(0));
      Step s =
          choice.get().options().stream()
              .filter(st -> letter(st) == letter)
              .findFirst()
              .orElseThrow(
                  () -> new IllegalArgumentException(letter + " is not one of the choices"));
      clicked(choice.get().choose(s));
    } else if (lower.equals("stop")) {
      clicked(clicks.stop());
    } else if (lower.startsWith("huff ")) {
      Point p = Point.parse(lower.substring(5).strip());
      if (!clicks.huffChoices().contains(p)) {
        throw new IllegalArgumentException(
            p
                + " cannot be huffed now"
                + (clicks.huffChoices().isEmpty() ? "" : "; huff " + names(clicks.huffChoices())));
      }
      clicked(clicks.click(p));
    } else if (lower.matches("[a-z][0-9]+")) {
      Point p = Point.parse(lower);
      Optional<Point> stone = clicks.stone();
      if (stone.isPresent()
          && !clicks.targets().contains(p)
          && !clicks.stones().contains(p)
          && !stone.get().equals(p)) {
        // said the terminal's way: where this stone may go, not every turn still legal
        throw new IllegalArgumentException(
            "the stone on "
                + stone.get()
                + " cannot go to "
                + p
                + (clicks.targets().isEmpty() ? "" : "; it may go to " + names(clicks.targets())));
      }
      clicked(clicks.click(p));
    } else if (lower.equals("huff")) {
      throw new IllegalArgumentException("huff needs the point of the stone: huff c3");
    } else if (lower.matches("[awp]")) {
      throw new IllegalArgumentException(
          line + " answers a choice between captures, and no step asks for one now");
    } else if (!NAMES_A_POINT.matcher(line).find()) {
      // without this, "xyz" reached the turn reader, which took the x for a huff
      throw new IllegalArgumentException(
          "unknown command '"
              + line.split("\\s+", 2)[0]
              + "'; the commands: "
              + COMMANDS
              + "; or a turn: a point to click (d3) or A/W notation (d3-e3W)");
    } else {
      choice = Optional.empty();
      // the game's own reader: its error names the legal turns, whatever was wrong
      played(game.play(line));
    }
  }

  /** What a click did: a refusal is the player's error, a finished turn is played. */
  private void clicked(Click c) {
    choice = Optional.empty();
    switch (c.kind()) {
      case REFUSED -> throw new IllegalArgumentException(c.message());
      case NEEDS_CHOICE -> choice = Optional.of(c);
      case FINISHED -> played(game.play(c.turn().orElseThrow()));
      default -> clicks = c.builder();
    }
  }

  private void played(Game after) {
    Side mover = game.position().sideToMove();
    Turn t = after.turns().get(after.turns().size() - 1);
    game = after;
    clicks = TurnBuilder.start(game);
    out.println(mover.displayName() + " plays " + withCounts(t));
    showBoard();
  }

  private void computerTurn() {
    long start = System.nanoTime();
    SearchResult r = settings.opponent().search(game);
    long rest = settings.delay().toMillis() - (System.nanoTime() - start) / 1_000_000;
    if (rest > 0) {
      try {
        Thread.sleep(rest);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    played(game.play(r.best()));
  }

  private void hint() {
    if (game.isOver()) {
      throw new IllegalStateException("the game is over");
    }
    SearchResult r = settings.hints().search(game);
    out.println(
        "hint: "
            + withCounts(r.best())
            + " ("
            + r.scoreText()
            + ", depth "
            + r.depth()
            + ", "
            + r.elapsed().toMillis()
            + " ms; line "
            + String.join(" ", r.pv().stream().map(Turn::toString).toList())
            + ")");
  }

  /** Takes back the last turn of the player at the terminal and the computer's replies after it. */
  private void undo() {
    Optional<Game> previous = game.undo();
    if (previous.isEmpty()) {
      throw new IllegalStateException("nothing to undo");
    }
    Game g = previous.get();
    while (!settings.humans().isEmpty()
        && !settings.humans().contains(g.position().sideToMove())
        && g.undo().isPresent()) {
      g = g.undo().get();
    }
    game = g;
    clicks = TurnBuilder.start(game);
    choice = Optional.empty();
    out.println("Undone; " + RecordFiles.count(game.turns().size(), "turn") + " played.");
    showBoard();
  }

  private void back() {
    if (choice.isPresent()) {
      choice = Optional.empty();
    } else {
      clicks =
          clicks
              .back()
              .orElseThrow(() -> new IllegalStateException("nothing clicked in this turn"));
    }
  }

  private void resign() {
    if (game.isOver()) {
      throw new IllegalStateException("the game is over");
    }
    game = game.resign(game.position().sideToMove());
    clicks = TurnBuilder.start(game);
    out.println(game.outcome().orElseThrow());
  }

  private void save(String file) throws IOException {
    if (file.isEmpty()) {
      throw new IllegalArgumentException("save needs a file name: save FILE");
    }
    GameFiles.save(game, Path.of(file), tags());
    out.println(
        "Saved " + RecordFiles.count(game.turns().size(), "turn") + " to " + FileNames.show(file));
  }

  private void load(String file) throws IOException {
    if (file.isEmpty()) {
      throw new IllegalArgumentException("load needs a file name: load FILE");
    }
    game = GameFiles.load(Path.of(file));
    clicks = TurnBuilder.start(game);
    choice = Optional.empty();
    out.println(
        "Loaded "
            + RecordFiles.count(game.turns().size(), "turn")
            + " from "
            + FileNames.show(file));
    showBoard();
  }

  private Map<String, String> tags() {
    return Map.of(
        "Event", "fanorona play",
        "White", player(Side.WHITE),
        "Black", player(Side.BLACK));
  }

  private String player(Side side) {
    return settings.humans().contains(side) ? "player" : settings.opponent().toString();
  }

  /** The legal turns, as the tool's {@code moves} command lists them, on one line. */
  private String legalTurns() {
    if (game.isOver()) {
      return "no legal turns: the game is over";
    }
    return "legal turns: " + TurnNotation.list(game.legalTurns());
  }

  /** The turns so far in the site's notation, with the stones each capture took. */
  private String history() {
    if (game.turns().isEmpty()) {
      return "no turns played yet";
    }
    StringBuilder sb = new StringBuilder();
    List<Turn> turns = game.turns();
    for (int i = 0; i < turns.size(); i++) {
      var before = game.positions().get(i);
      if (before.sideToMove() == Side.WHITE || i == 0) {
        sb.append(sb.length() == 0 ? "" : " ").append(before.turnNumber()).append('.');
        if (before.sideToMove() == Side.BLACK) {
          sb.append(" ...");
        }
      }
      sb.append(' ').append(withCounts(turns.get(i)));
    }
    return sb.toString();
  }

  private static String withCounts(Turn t) {
    return TurnNotation.format(t, PointStyle.STANDARD, true);
  }

  private void showBoard() {
    out.print(AsciiBoard.draw(game.position()));
    out.println(
        game.outcome()
            .map(o -> "Game over: " + o + ".")
            .orElse(
                "Turn "
                    + game.position().turnNumber()
                    + ", "
                    + game.position().sideToMove().displayName()
                    + " to move."));
  }

  private String prompt() {
    if (game.isOver()) {
      return "undo, save FILE, load FILE, history or quit";
    }
    Side side = game.position().sideToMove();
    if (choice.isPresent()) {
      return choices(choice.get().options());
    }
    if (clicks.stone().isEmpty()) {
      ImmutableSet<Point> huffs = clicks.huffChoices();
      return side.displayName()
          + (clicks.drops().isEmpty()
              ? ", choose a stone: " + names(clicks.stones())
              : ", drop a stone on: " + names(clicks.drops()))
          + (huffs.isEmpty() ? "" : " (or huff " + names(huffs) + ")");
    }
    Point at = clicks.stone().get();
    return at
        + " to "
        + names(clicks.targets()).replace(", ", " ")
        + (clicks.canStop() ? " or stop" : "");
  }

  private static String choices(ImmutableList<Step> steps) {
    StringBuilder sb = new StringBuilder();
    StringBuilder letters = new StringBuilder();
    for (Step s : steps) {
      char k = letter(s);
      sb.append(sb.length() == 0 ? "" : ", ");
      if (k == 'P') {
        sb.append("no capture (P)");
      } else {
        sb.append(k == 'A' ? "approach" : "withdrawal")
            .append(" (")
            .append(k)
            .append(") takes ")
            .append(names(s.captured()).replace(", ", " "));
      }
      letters.append(letters.length() == 0 ? "" : " or ").append(k);
    }
    return sb + ": " + letters;
  }

  /** A for an approach, W for a withdrawal, P for a plain step (where huffing lets one refuse). */
  private static char letter(Step s) {
    return s.capture().map(k -> k.letter()).orElse('P');
  }

  /** Points in board order (the builder's sets are), comma-separated. */
  private static String names(java.util.Set<Point> points) {
    return String.join(", ", points.stream().map(Point::toString).toList());
  }

  private void help() {
    out.println("Enter a turn click by click: the stone, then each point it goes to; A or W when");
    out.println("both captures are possible (P: no capture, under huffing); stop to end a chain;");
    out.println("back takes one click back; huff POINT removes a stone that failed to capture.");
    out.println("Or type a whole turn in A/W notation: d3-e3W, f2-e3A-e4A.");
    out.println("Commands: " + COMMANDS + ".");
    out.println("The board: " + ShowCommand.BOARD_KEY);
  }
}
