package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaException;
import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Side;
import io.github.fanorona.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads Boardspace.net's SGF game archives (NOTATION.md §5.3). Player {@code P0} is White. Each
 * capture step is its own node ({@code P0[1 Capture A F 2 E 3]}) and {@code done} ends the turn,
 * so the steps up to {@code done} become one turn; {@code Move} is a paika; {@code Resign} and
 * {@code offerdraw}/{@code acceptdraw} end the game; nodes that only concern the user interface
 * ({@code Start}, {@code Pickb}, {@code Dropb}, {@code Edit}, time stamps, anything unknown) are
 * skipped.
 *
 * <pre>{@code
 * List<GameRecord> games = BoardspaceSgf.read(Files.readString(Path.of("game.sgf")));
 * games.get(0).turns().get(0).text();   // "f2-e3A"
 * }</pre>
 */
public final class BoardspaceSgf {
  private final String text;
  private int pos;
  private int line = 1;
  private int column = 1;

  private BoardspaceSgf(String text) {
    this.text = text;
  }

  /**
   * Reads every game of an SGF text.
   *
   * <pre>{@code BoardspaceSgf.read("(;GM[Fanorona];P0[1 Move C 3 B 4];P0[2 done])")}</pre>
   *
   * @param text the archive's text
   * @return the games, each with the problems found while reading it
   * @throws FanoronaParseException if the SGF structure is broken (an unclosed bracket or
   *     parenthesis, text outside a game), with its line and column
   */
  public static ImmutableList<GameRecord> read(String text) {
    return new BoardspaceSgf(RecordReader.unixLines(text)).games();
  }

  private ImmutableList<GameRecord> games() {
    List<GameRecord> out = new ArrayList<>();
    skipSpace();
    while (pos < text.length()) {
      if (text.charAt(pos) != '(') {
        throw error("expected '(' to start an SGF game, found '"
            + FanoronaException.quote(String.valueOf(text.charAt(pos))) + "'");
      }
      int gameLine = line;
      advance();
      SgfGame game = new SgfGame(out.size() + 1, gameLine);
      readGame(game);
      out.add(game.build());
      skipSpace();
    }
    if (out.isEmpty()) {
      throw new FanoronaParseException("expected an SGF game '(;...)', found nothing", 1, 1, 0);
    }
    return ImmutableList.copyOf(out);
  }

  private void readGame(SgfGame game) {
    int depth = 1;
    while (true) {
      skipSpace();
      if (pos >= text.length()) {
        throw error("the game is not closed: expected ')'");
      }
      char c = text.charAt(pos);
      if (c == '(') {
        depth++;
        advance();
      } else if (c == ')') {
        advance();
        if (--depth == 0) {
          return;
        }
      } else if (c == ';') {
        advance();
      } else if (Character.isLetter(c)) {
        readProperty(game);
      } else {
        throw error("unexpected '" + FanoronaException.quote(String.valueOf(c)) + "' in an SGF game");
      }
    }
  }

  private void readProperty(SgfGame game) {
    StringBuilder name = new StringBuilder();
    while (pos < text.length() && Character.isLetterOrDigit(text.charAt(pos))) {
      name.append(text.charAt(pos));
      advance();
    }
    skipSpace();
    if (pos >= text.length() || text.charAt(pos) != '[') {
      throw error("expected '[' after the property name " + name);
    }
    while (pos < text.length() && text.charAt(pos) == '[') {
      int valueLine = line;
      int valueColumn = column + 1;
      advance();
      StringBuilder value = new StringBuilder();
      while (true) {
        if (pos >= text.length()) {
          throw new FanoronaParseException(
              "the value of " + name + " is not closed: expected ']'", valueLine, valueColumn, 0);
        }
        char c = text.charAt(pos);
        if (c == ']') {
          advance();
          break;
        }
        if (c == '\\' && pos + 1 < text.length()) {
          advance();
          c = text.charAt(pos);
        }
        value.append(c);
        advance();
      }
      game.property(name.toString(), value.toString(), valueLine, valueColumn);
      skipSpace();
    }
  }

  private void skipSpace() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      advance();
    }
  }

  private void advance() {
    if (text.charAt(pos) == '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
    pos++;
  }

  private FanoronaParseException error(String reason) {
    return new FanoronaParseException(reason, line, column, 0);
  }

  /** One game being read: its header and the turn being assembled. */
  private static final class SgfGame {
    private final GameRecord.Builder b = GameRecord.builder(RecordFormat.BOARDSPACE_SGF);
    private final int index;
    private Optional<Side> player = Optional.empty();
    private final StringBuilder turn = new StringBuilder();
    private Optional<Point> at = Optional.empty();
    private int turnLine;
    private int turnColumn;
    private boolean ended;
    private boolean drawOffered;

    SgfGame(int index, int line) {
      this.index = index;
      b.index(index).line(line);
    }

    void property(String name, String value, int line, int column) {
      switch (name) {
        case "GM" -> {
          if (!value.strip().equalsIgnoreCase("fanorona")) {
            b.problem(Problem.error(index, line, column,
                "not a Fanorona game: GM[" + value + "]"));
          }
        }
        case "DT" -> {
          if (!value.isBlank()) {
            b.tag("Date", value.strip());
          }
        }
        case "GN" -> b.tag("Event", value.strip());
        case "SU" -> {
          if (!value.isBlank() && !value.strip().equalsIgnoreCase("fanorona")) {
            Variants.find(value.strip()).ifPresentOrElse(b::variant,
                () -> b.problem(Problem.error(index, line, column, "unknown variant SU["
                    + value + "]; known variants: " + RecordTags.knownVariants())));
          }
        }
        case "P0", "P1" -> action(name.equals("P0") ? Side.WHITE : Side.BLACK, value, line, column);
        default -> {} // other properties carry nothing the game needs
      }
    }

    private void action(Side side, String value, int line, int column) {
      List<String> words = new ArrayList<>(List.of(value.strip().split("\\s+")));
      if (!words.isEmpty() && words.get(0).matches("\\d+")) {
        words.remove(0);
      }
      if (words.isEmpty() || words.get(0).isEmpty()) {
        return;
      }
      String verb = words.get(0).toLowerCase(Locale.ROOT);
      switch (verb) {
        case "id" -> {
          b.tag(side == Side.WHITE ? "White" : "Black",
              String.join(" ", words.subList(1, words.size())).replace("\"", ""));
        }
        case "capture", "move" -> step(side, verb.equals("capture"), words, line, column);
        case "done" -> flush();
        case "resign" -> {
          flush();
          end(side == Side.WHITE ? "0-1" : "1-0", "resignation");
        }
        case "offerdraw" -> drawOffered = true;
        case "acceptdraw" -> {
          flush();
          if (!drawOffered) {
            b.problem(Problem.warning(index, line, column, "a draw accepted but never offered"));
          }
          end("1/2-1/2", "agreement");
        }
        case "declinedraw" -> drawOffered = false;
        default -> {} // Start, Pickb, Dropb, Edit, time and other interface nodes
      }
    }

    private void end(String result, String how) {
      b.result(result).tag("Termination", how);
      ended = true;
    }

    private void step(Side side, boolean capture, List<String> words, int line, int column) {
      if (ended) {
        b.problem(Problem.error(index, line, column, "a move after the game ended"));
        return;
      }
      int first = capture ? 2 : 1;
      if (words.size() != first + 4 || (capture && !words.get(1).matches("(?i)[AW]"))) {
        b.problem(Problem.error(index, line, column, "expected '"
            + (capture ? "Capture A|W" : "Move") + " <col> <row> <col> <row>', found '"
            + FanoronaException.quote(String.join(" ", words)) + "'"));
        ended = true;
        return;
      }
      Optional<Point> from = point(words.get(first), words.get(first + 1));
      Optional<Point> to = point(words.get(first + 2), words.get(first + 3));
      if (from.isEmpty() || to.isEmpty()) {
        b.problem(Problem.error(index, line, column, "expected points such as 'F 2', found '"
            + FanoronaException.quote(String.join(" ", words.subList(first, first + 4))) + "'"));
        ended = true;
        return;
      }
      if (player.isPresent() && player.get() != side) {
        flush();
      }
      if (turn.length() == 0) {
        player = Optional.of(side);
        turnLine = line;
        turnColumn = column;
        turn.append(from.get());
      } else if (at.orElse(null) != from.get()) {
        turn.append(',').append(from.get());
      }
      turn.append('-').append(to.get());
      if (capture) {
        turn.append(words.get(1).toUpperCase(Locale.ROOT));
      }
      at = to;
    }

    private static Optional<Point> point(String col, String row) {
      if (col.length() != 1 || !Character.isLetter(col.charAt(0)) || !row.matches("[1-9]\\d?")) {
        return Optional.empty();
      }
      char c = Character.toLowerCase(col.charAt(0));
      if (c < 'a' || c > 'z') {
        return Optional.empty();
      }
      int y = Integer.parseInt(row) - 1;
      return y < Point.MAX_ROWS ? Optional.of(Point.of(c - 'a', y)) : Optional.empty();
    }

    private void flush() {
      if (turn.length() > 0) {
        b.turn(new RecordedTurn(turn.toString(), turnLine, turnColumn, false, player));
        turn.setLength(0);
        at = Optional.empty();
        player = Optional.empty();
      }
    }

    GameRecord build() {
      flush();
      return b.build();
    }
  }
}
