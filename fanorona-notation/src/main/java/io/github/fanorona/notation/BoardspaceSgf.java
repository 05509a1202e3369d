package io.github.fanorona.notation;

import com.google.common.collect.ImmutableBiMap;
import io.github.fanorona.core.CaptureKind;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.WrittenTurn;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Boardspace.net's SGF game archives (<a
 * href="{@docRoot}/doc-files/NOTATION.html#5-game-records">NOTATION.md §5</a>, Boardspace SGF),
 * read one game at a time. Player {@code P0} is White. Each capture step is its own node ({@code
 * P0[1 Capture A F 2 E 3]}) and {@code done} ends the turn, so the steps up to {@code done} become
 * one turn; {@code Move} is a paika; {@code Resign} and {@code offerdraw}/{@code acceptdraw} end
 * the game; nodes that only concern the user interface ({@code Start}, {@code Pickb}, {@code
 * Dropb}, {@code Edit}, time stamps, anything unknown) are skipped. The game tree is read whole:
 * the first sub-tree of a node continues its line, each later one is a variation of the turn the
 * first starts with; {@code C[...]} is the comment after a turn (on the game's first node, before
 * the first turn; on a node of its own at a variation's start, before its first turn), {@code
 * NAG[N]} a numeric mark. The writer adds what Boardspace has no node for: {@code Drop C 3}
 * (Fanoron-Telo), {@code Huff E 3} before a huffing turn, {@code Text ...} for a turn as written
 * that could not be replayed, and the tags as {@code RE}, {@code RU}, {@code PC}, {@code RO},
 * {@code FEN} and {@code TAG[Key "Value"]}.
 *
 * <pre>{@code
 * String sgf = "(;GM[Fanorona]VV[1]\n;P0[1 Capture A F 2 E 3]\n;P0[2 done]\n)\n";
 * List<GameRecord> games =
 *     ImmutableList.copyOf(RecordReader.open(new StringReader(sgf), RecordFormat.BOARDSPACE_SGF));
 * games.get(0).turns().get(0).text();   // "f2-e3A"
 * }</pre>
 *
 * <p>The file is longer than most because it holds the format's reader and its writer, which must
 * agree on every property; the shared text helpers live in {@code RecordText} and {@code Movetext}.
 */
final class BoardspaceSgf implements Codec {
  /** The deepest nesting of game trees read. */
  private static final int MAX_DEPTH = 10_000;

  /**
   * The longest property value kept; the rest of a longer one is read and dropped, and reported. It
   * holds a {@code TAG} of the longest key and value every format holds.
   */
  private static final int MAX_VALUE = 1 << 20;

  /**
   * The SGF move annotations that stand for a turn's glyphs: good move ({@code TE}), bad move
   * ({@code BM}), interesting ({@code IT}), doubtful ({@code DO}).
   */
  private static final ImmutableBiMap<String, String> GLYPHS =
      ImmutableBiMap.of(
          "!", "TE[1]", "!!", "TE[2]", "?", "BM[1]", "??", "BM[2]", "!?", "IT[]", "?!", "DO[]");

  @Override
  public Games games(Reader in, int firstLine) {
    return new Parser(new TextCursor(in, firstLine, true))::next;
  }

  @Override
  public String nothingFound() {
    return "expected an SGF game '(;...)', found nothing";
  }

  /** Reads the games of one text. */
  private static final class Parser {
    private final TextCursor in;
    private int games;

    Parser(TextCursor in) {
      this.in = in;
    }

    Optional<GameRecord> next() {
      in.skipWhitespace();
      int c = in.peek();
      if (c == TextCursor.END) {
        return Optional.empty();
      }
      if (c != '(') {
        throw error(
            "expected '(' to start an SGF game, found '"
                + FanoronaException.quote(String.valueOf((char) c))
                + "'");
      }
      SgfGame game = new SgfGame(++games, in.line());
      in.next();
      readGame(game);
      return Optional.of(game.build());
    }

    /**
     * Reads a game tree after its {@code (}: the first sub-tree of every node continues its line,
     * every later one is a variation of the turn the first one starts with. A variation that
     * branches inside a turn (between its steps) is reported and skipped. The levels are kept in a
     * list, not on the call stack, so that no nesting overflows it.
     */
    private void readGame(SgfGame game) {
      // per level: sub-trees seen, the turn the first one starts at, whether that is inside a turn,
      // whether this level opened a variation of the tree
      List<int[]> levels = new ArrayList<>();
      levels.add(new int[] {0, 0, 0, 0});
      int skipping = 0;
      while (true) {
        in.skipWhitespace();
        int c = in.peek();
        if (c == TextCursor.END) {
          throw error("the game is not closed: expected ')'");
        }
        int depth = levels.size();
        if (c == '(') {
          if (depth >= MAX_DEPTH) {
            // as a PGN-style reader skips a variation nested too deep: the game and the file read
            // on after it
            game.b.problem(
                Problem.error(
                    game.index,
                    in.line(),
                    in.column(),
                    "game trees nested deeper than " + MAX_DEPTH + " levels: this one is skipped"));
            skipTree();
            continue;
          }
          int[] parent = levels.get(depth - 1);
          int seen = ++parent[0];
          int opened = 0;
          if (skipping == 0 && seen == 1) {
            parent[1] = game.tree.turns();
            parent[2] = game.inTurn() ? 1 : 0;
          } else if (skipping == 0) {
            game.flush();
            if (parent[2] == 1) {
              skipping = depth + 1;
              game.b.problem(
                  Problem.warning(
                      game.index,
                      in.line(),
                      in.column(),
                      "a variation between the steps of a turn: it is skipped"));
            } else if (game.tree.open(parent[1], in.line(), in.column())) {
              opened = 1;
              game.enterVariation();
            } else {
              skipping = depth + 1;
            }
          }
          levels.add(new int[] {0, 0, 0, opened});
          in.next();
        } else if (c == ')') {
          in.next();
          if (skipping == 0) {
            game.flush();
          }
          if (skipping == depth) {
            skipping = 0;
          }
          int[] level = levels.remove(depth - 1);
          if (level[3] == 1) {
            game.exitVariation();
          }
          if (levels.isEmpty()) {
            return;
          }
        } else if (c == ';') {
          in.next();
        } else if (Character.isLetter(c)) {
          readProperty(game, skipping != 0);
        } else {
          throw error(
              "unexpected '"
                  + FanoronaException.quote(String.valueOf((char) c))
                  + "' in an SGF game");
        }
      }
    }

    /**
     * Reads past a game tree from its {@code (} to the {@code )} that closes it, keeping nothing.
     */
    private void skipTree() {
      long depth = 0;
      while (true) {
        int c = in.next();
        if (c == TextCursor.END) {
          throw error("the game is not closed: expected ')'");
        } else if (c == '(') {
          depth++;
        } else if (c == ')' && --depth == 0) {
          return;
        } else if (c == '[') {
          for (int v = in.next(); v != ']'; v = in.next()) {
            if (v == TextCursor.END) {
              throw error("a property value is not closed: expected ']'");
            }
            if (v == '\\') {
              in.next();
            }
          }
        }
      }
    }

    private void readProperty(SgfGame game, boolean skip) {
      StringBuilder name = new StringBuilder();
      while (in.peek() != TextCursor.END && Character.isLetterOrDigit(in.peek())) {
        if (name.length() < 64) {
          name.append((char) in.peek());
        }
        in.next();
      }
      in.skipWhitespace();
      if (in.peek() != '[') {
        throw error(
            "expected '[' after the property name " + FanoronaException.quote(name.toString()));
      }
      while (in.peek() == '[') {
        in.next();
        int valueLine = in.line();
        int valueColumn = in.column();
        StringBuilder value = new StringBuilder();
        boolean cut = false;
        while (true) {
          int c = in.next();
          if (c == TextCursor.END) {
            throw new FanoronaParseException(
                "the value of "
                    + FanoronaException.quote(name.toString())
                    + " is not closed: expected ']'",
                valueLine,
                valueColumn,
                0);
          }
          if (c == ']') {
            break;
          }
          if (c == '\\' && in.peek() != TextCursor.END) {
            c = in.next();
            // in a comment, \r stands for a carriage return, which the text cannot hold as it is
            c = c == 'r' && name.toString().equals("C") ? '\r' : c;
          }
          if (value.length() < MAX_VALUE) {
            value.append((char) c);
          } else {
            cut = true;
          }
        }
        if (cut && !skip) {
          game.b.problem(
              Problem.error(
                  game.index,
                  valueLine,
                  valueColumn,
                  "the value of "
                      + FanoronaException.quote(name.toString())
                      + " passes "
                      + MAX_VALUE
                      + " characters: the rest is not kept"));
        }
        if (!skip) {
          game.property(name.toString(), value.toString(), valueLine, valueColumn);
        }
        in.skipWhitespace();
      }
    }

    private FanoronaParseException error(String reason) {
      return new FanoronaParseException(reason, in.line(), in.column(), 0);
    }
  }

  /** One game being read: its header and the turn being assembled. */
  private static final class SgfGame {
    private final GameRecord.Builder b = GameRecord.builder(RecordFormat.BOARDSPACE_SGF);

    /** The tree {@link #b} fills: variations, comments and marks. */
    private final TreeBuilder tree = b.treeBuilder();

    private final int index;
    private Optional<Side> player = Optional.empty();
    // the turn being assembled, as structure: no text is written here and read back in core
    private Optional<Point> origin = Optional.empty();
    private Optional<Point> turnHuff = Optional.empty();
    private final List<WrittenTurn.Landing> landings = new ArrayList<>();
    private Optional<Point> at = Optional.empty();
    private int turnLine;
    private int turnColumn;
    private boolean ended;
    private boolean drawOffered;
    private Optional<Point> huff = Optional.empty();
    private String pendingGlyph = "";
    private String pendingComment = "";
    private final List<Integer> pendingMarks = new ArrayList<>();
    private int commentLine;
    private int commentColumn;

    /** The line state around each open variation: whether the game had ended there. */
    private final List<Boolean> outerEnded = new ArrayList<>();

    private final Map<String, String> setUp = new LinkedHashMap<>();
    private final Map<String, Integer> setUpLines = new LinkedHashMap<>();
    private final Map<String, Integer> setUpColumns = new LinkedHashMap<>();

    SgfGame(int index, int line) {
      this.index = index;
      b.index(index).line(line);
    }

    void property(String name, String value, int line, int column) {
      switch (name) {
        case "GM" -> {
          if (!value.strip().equalsIgnoreCase("fanorona")) {
            b.problem(Problem.error(index, line, column, "not a Fanorona game: GM[" + value + "]"));
          }
        }
        case "DT" -> {
          if (!value.isBlank()) {
            b.tag("Date", value.strip());
          }
        }
        case "GN" -> b.tag("Event", value.strip());
        case "PC" -> b.tag("Site", value.strip());
        case "RO" -> b.tag("Round", value.strip());
        case "RE" -> {
          if (!value.isBlank()) {
            b.result(RecordText.canonicalResult(value.strip()), line, column);
          }
        }
        case "SU" -> {
          if (!value.isBlank() && !value.strip().equalsIgnoreCase("fanorona")) {
            setUp("Variant", value, line, column);
          }
        }
        case "RU" -> setUp("Rules", value, line, column);
        case "FEN" -> setUp("FEN", value, line, column);
        case "TAG" -> {
          // Key "Value": the key is what comes before the first quote, the value what lies
          // between it and the last one
          int open = value.indexOf('"');
          int close = value.lastIndexOf('"');
          String key = open < 0 ? "" : value.substring(0, open).strip();
          if (!key.isEmpty() && close > open && value.substring(close + 1).isBlank()) {
            String v = value.substring(open + 1, close);
            if (key.equalsIgnoreCase("Vela")) {
              setUp(key, v, line, column + open + 1);
            } else {
              b.tag(key, v);
            }
          }
        }
        case "P0", "P1" -> action(name.equals("P0") ? Side.WHITE : Side.BLACK, value, line, column);
        case "TE", "BM", "IT", "DO" -> annotate(glyph(name, value));
        case "C" -> comment(value, line, column);
        case "NAG" -> mark(value, line, column);
        default -> {} // other properties carry nothing the game needs
      }
    }

    /** The glyph an SGF move annotation stands for: {@code TE[2]} is {@code !!}. */
    private static String glyph(String name, String value) {
      String emphasis = value.strip().equals("2") ? "2" : "1";
      String property =
          name + (name.equals("TE") || name.equals("BM") ? "[" + emphasis + "]" : "[]");
      return GLYPHS.inverse().getOrDefault(property, "");
    }

    /**
     * Annotates the turn being assembled, or else the turn before: the writer puts the annotation
     * on a turn's last node, after the turn is complete.
     */
    private void annotate(String glyph) {
      if (origin.isPresent()) {
        pendingGlyph = glyph;
      } else {
        tree.glyph(glyph);
      }
    }

    /** Whether the steps of a turn are being read (its {@code done} not yet). */
    boolean inTurn() {
      return origin.isPresent();
    }

    /** Starts reading a variation: the line state is the branch's, kept for the line around. */
    void enterVariation() {
      outerEnded.add(ended);
      ended = false;
    }

    /** Ends a variation and reads on in the line around it. */
    void exitVariation() {
      flush();
      ended = outerEnded.remove(outerEnded.size() - 1);
      tree.close();
    }

    /** A comment: the turn being assembled takes it when complete. */
    private void comment(String value, int line, int column) {
      if (origin.isPresent()) {
        if (pendingComment.length() <= RecordLine.MAX_COMMENT) {
          // past the limit the tree cuts it, and says so, when the turn takes it
          pendingComment = RecordText.joined(pendingComment, value);
        }
        commentLine = line;
        commentColumn = column;
      } else {
        tree.comment(value, line, column);
      }
    }

    /** A numeric mark {@code NAG[N]}: the turn being assembled takes it when complete. */
    private void mark(String value, int line, int column) {
      String v = value.strip();
      int mark = TextScan.isDigits(v, 1, 3) ? Integer.parseInt(v) : -1;
      if (mark < 0 || mark > RecordLine.MAX_MARK) {
        b.problem(
            Problem.error(
                index,
                line,
                column,
                "expected a mark 0 to "
                    + RecordLine.MAX_MARK
                    + ", found NAG["
                    + FanoronaException.quote(value)
                    + "]"));
      } else if (origin.isPresent()) {
        pendingMarks.add(mark);
      } else {
        tree.mark(mark, line, column);
      }
    }

    /** A tag that sets the game up, read when the game ends with the others (RecordTags). */
    private void setUp(String key, String value, int line, int column) {
      setUp.put(key, value.strip());
      setUpLines.put(key, line);
      setUpColumns.put(key, column + value.length() - value.stripLeading().length());
      b.tag(key, value.strip());
    }

    private void action(Side side, String value, int line, int column) {
      List<String> words = TextScan.words(value.strip());
      if (!words.isEmpty() && TextScan.isDigits(words.get(0), 1, Integer.MAX_VALUE)) {
        words.remove(0);
      }
      if (words.isEmpty() || words.get(0).isEmpty()) {
        return;
      }
      String verb = words.get(0).toLowerCase(Locale.ROOT);
      switch (verb) {
        case "id" -> b.tag(side == Side.WHITE ? "White" : "Black", name(value));
        case "capture", "move" -> step(side, verb.equals("capture"), words, line, column);
        case "drop" -> drop(side, words, line, column);
        case "huff" -> {
          flush();
          huff = words.size() == 3 ? point(words.get(1), words.get(2)) : Optional.empty();
        }
        case "text" -> {
          flush();
          if (!ended) {
            String text = TextScan.withoutLeadingNumber(value.strip()).substring(4).strip();
            b.turn(new RecordedTurn(text, line, column, false, Optional.of(side)));
          }
        }
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
      if (!outerEnded.isEmpty()) {
        b.problem(
            Problem.warning(
                index,
                turnLine,
                turnColumn,
                "a " + how + " inside a variation is not kept: only the main line ends the game"));
        ended = true;
        return;
      }
      b.result(result);
      if (RecordTags.value(b.build().tags(), "Termination").isEmpty()) {
        b.tag("Termination", how);
      }
      ended = true;
    }

    /** The name of {@code id "name"}: what follows {@code id}, without its quotes. */
    private static String name(String value) {
      String v = TextScan.withoutLeadingNumber(value.strip()).substring(2).strip();
      return v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")
          ? v.substring(1, v.length() - 1)
          : v;
    }

    private void drop(Side side, List<String> words, int line, int column) {
      flush();
      Optional<Point> p = words.size() == 3 ? point(words.get(1), words.get(2)) : Optional.empty();
      if (ended || p.isEmpty()) {
        b.problem(
            Problem.error(
                index,
                line,
                column,
                ended
                    ? "a move after the game ended"
                    : "expected 'Drop <col> <row>', found '"
                        + FanoronaException.quote(String.join(" ", words))
                        + "'"));
        ended = true;
        return;
      }
      turn(
          WrittenTurn.of(Optional.empty(), p.get(), List.of()),
          line,
          column,
          Optional.of(side),
          "");
    }

    private void step(Side side, boolean capture, List<String> words, int line, int column) {
      if (ended) {
        b.problem(Problem.error(index, line, column, "a move after the game ended"));
        return;
      }
      int first = capture ? 2 : 1;
      if (words.size() != first + 4 || (capture && !isApproachOrWithdrawal(words.get(1)))) {
        b.problem(
            Problem.error(
                index,
                line,
                column,
                "expected '"
                    + (capture ? "Capture A|W" : "Move")
                    + " <col> <row> <col> <row>', found '"
                    + FanoronaException.quote(String.join(" ", words))
                    + "'"));
        ended = true;
        return;
      }
      Optional<Point> from = point(words.get(first), words.get(first + 1));
      Optional<Point> to = point(words.get(first + 2), words.get(first + 3));
      if (from.isEmpty() || to.isEmpty()) {
        b.problem(
            Problem.error(
                index,
                line,
                column,
                "expected points such as 'F 2', found '"
                    + FanoronaException.quote(String.join(" ", words.subList(first, first + 4)))
                    + "'"));
        ended = true;
        return;
      }
      if (player.isPresent() && player.get() != side) {
        flush();
      }
      if (origin.isEmpty()) {
        player = Optional.of(side);
        turnLine = line;
        turnColumn = column;
        turnHuff = huff;
        huff = Optional.empty();
        origin = from;
      } else if (at.orElse(null) != from.get()) {
        // a step that does not start where the chain stands: its start is a point the stone
        // passes, as the text reader takes "d3-e3W,f4-g5"; resolving says why it is not legal
        landings.add(new WrittenTurn.Landing(from.get(), Optional.empty()));
      }
      Optional<CaptureKind> kind =
          !capture
              ? Optional.empty()
              : Optional.of(
                  words.get(1).equalsIgnoreCase("A")
                      ? CaptureKind.APPROACH
                      : CaptureKind.WITHDRAWAL);
      landings.add(new WrittenTurn.Landing(to.get(), kind));
      at = to;
    }

    /** Whether a word is {@code A} or {@code W} in either case: {@code (?i)[AW]}. */
    private static boolean isApproachOrWithdrawal(String word) {
      return word.length() == 1 && "aw".indexOf(TextScan.lowerAscii(word.charAt(0))) >= 0;
    }

    private static Optional<Point> point(String col, String row) {
      if (col.length() != 1
          || !Character.isLetter(col.charAt(0))
          || !TextScan.isDigits(row, 1, 2)
          || row.charAt(0) == '0') {
        return Optional.empty();
      }
      char c = Character.toLowerCase(col.charAt(0));
      if (c < 'a' || c > 'z') {
        return Optional.empty();
      }
      int y = Integer.parseInt(row) - 1;
      return y < Point.MAX_ROWS ? Optional.of(Point.of(c - 'a', y)) : Optional.empty();
    }

    void flush() {
      if (origin.isPresent()) {
        turn(
            WrittenTurn.of(turnHuff, origin.get(), landings),
            turnLine,
            turnColumn,
            player,
            pendingGlyph);
        pendingGlyph = "";
        for (int m : pendingMarks) {
          tree.mark(m, turnLine, turnColumn);
        }
        pendingMarks.clear();
        if (!pendingComment.isEmpty()) {
          tree.comment(pendingComment, commentLine, commentColumn);
          pendingComment = "";
        }
        origin = Optional.empty();
        turnHuff = Optional.empty();
        landings.clear();
        at = Optional.empty();
        player = Optional.empty();
      }
    }

    private void turn(
        WrittenTurn written, int line, int column, Optional<Side> side, String glyph) {
      b.turn(
          new RecordedTurn(
              written.toString(), line, column, false, side, glyph, Optional.of(written)));
    }

    GameRecord build() {
      flush();
      RecordTags.setUp(b, setUp, setUpLines, setUpColumns);
      return b.build();
    }
  }

  @Override
  public void write(Validation game, Replayed tree, StringBuilder sb, List<WriteWarning> warnings) {
    GameRecord record = game.record();
    String result = RecordTags.result(game);
    Map<String, String> tags = RecordTags.forWriting(record, result);
    TagWriting check = new TagWriting(game, warnings, "a Boardspace SGF");
    sb.append("(;GM[Fanorona]VV[1]\n");
    String termination = tags.getOrDefault("Termination", "");
    for (Map.Entry<String, String> e : tags.entrySet()) {
      String key = e.getKey();
      String v = e.getValue();
      if (!TagWriting.isSetUp(key)) {
        v = check.noCarriageReturn(key, check.readable(key, v));
      }
      // Boardspace's own properties are read stripped: a value with blanks at its ends goes in TAG
      boolean plain = !v.isEmpty() && v.equals(v.strip());
      switch (plain ? key : "") {
        case "Event" -> property(sb, "GN", v);
        case "Date" -> property(sb, "DT", v);
        case "Site" -> property(sb, "PC", v);
        case "Round" -> property(sb, "RO", v);
        case "White" -> property(sb, "P0", "id \"" + v + "\"");
        case "Black" -> property(sb, "P1", "id \"" + v + "\"");
        case "Rules" -> property(sb, "RU", v);
        case "FEN" -> property(sb, "FEN", v);
        case "Result" -> {
          if (!v.equals("*")) {
            property(sb, "RE", v);
          }
        }
        case "Variant" -> property(sb, "SU", v);
        default -> {
          if (key.isEmpty()
              || !key.equals(key.strip())
              || key.indexOf('"') >= 0
              || key.indexOf('\r') >= 0) {
            check.warn(
                key,
                "not written: a Boardspace SGF key is not empty, has no quote or CR and no blanks"
                    + " at its ends");
          } else {
            v = check.atMost(key, v, Math.min(TagWriting.MAX_VALUE, MAX_VALUE - key.length() - 3));
            property(sb, "TAG", key + " \"" + v + "\"");
          }
        }
      }
    }
    if (!record.tree().comment().isEmpty()) {
      sb.append("C[").append(comment(check, record.tree().comment(), "")).append("]\n");
    }
    Nodes nodes = new Nodes(sb);
    Deque<Object> tasks = new ArrayDeque<>();
    tasks.push(
        new LineTask(
            record.tree(),
            tree,
            game.game().turns(),
            game.replayed(),
            record.start().sideToMove(),
            0,
            true,
            false));
    // an explicit stack, not recursion: each turn with variations nests the rest of its line
    while (!tasks.isEmpty()) {
      Object task = tasks.pop();
      if (task instanceof String text) {
        sb.append(text);
      } else if (writeLine((LineTask) task, game, nodes, tasks, check)) {
        Side toMove = game.game().position().sideToMove();
        if (termination.equals("resignation") && !result.equals("1/2-1/2") && !result.equals("*")) {
          nodes.node(result.equals("1-0") ? Side.BLACK : Side.WHITE, "Resign");
        } else if (termination.equals("agreement") && result.equals("1/2-1/2")) {
          nodes.node(toMove, "offerdraw");
          nodes.node(toMove.opponent(), "acceptdraw");
        }
      }
    }
    sb.append(")\n");
  }

  /**
   * A line to write from one of its turns: its replay, the side of the turn, whether it is the main
   * line, and whether the variations of its first turn are written already.
   */
  private record LineTask(
      RecordLine line,
      Replayed replay,
      List<Turn> played,
      int replayed,
      Side slot,
      int from,
      boolean main,
      boolean branched) {}

  /**
   * Writes a line up to its first turn with variations, where the rest of it and each variation go
   * on the stack as sub-trees; returns whether the main line's end was written.
   */
  private static boolean writeLine(
      LineTask t, Validation game, Nodes nodes, Deque<Object> tasks, TagWriting check) {
    List<RecordNode> list = t.line().nodes();
    if (t.from() == 0 && !t.main() && !t.branched() && !t.line().comment().isEmpty()) {
      nodes.sb.append(";C[").append(comment(check, t.line().comment(), "")).append("]\n");
    }
    List<Position> positions = game.game().positions();
    Side slot = t.slot();
    for (int i = t.from(); i < list.size(); i++) {
      RecordNode n = list.get(i);
      RecordedTurn rt = n.turn();
      boolean played = i < t.replayed();
      if (played && t.main()) {
        slot = positions.get(i).sideToMove();
      } else if (!played) {
        slot = rt.side().orElse(slot);
      }
      if (!n.variations().isEmpty() && !(i == t.from() && t.branched())) {
        for (int k = n.variations().size() - 1; k >= 0; k--) {
          Replayed r = t.replay().variation(i, k);
          tasks.push(")\n");
          tasks.push(
              new LineTask(
                  n.variations().get(k), r, r.turns(), r.turns().size(), slot, 0, false, false));
          tasks.push("(");
        }
        tasks.push(")\n");
        tasks.push(
            new LineTask(t.line(), t.replay(), t.played(), t.replayed(), slot, i, t.main(), true));
        tasks.push("(");
        return false;
      }
      StringBuilder extra = new StringBuilder();
      for (int m : n.numericMarks()) {
        extra.append("NAG[").append(m).append(']');
      }
      if (!n.comment().isEmpty()) {
        extra.append("C[").append(comment(check, n.comment(), "after a turn")).append(']');
      }
      if (played) {
        nodes.turn(slot, t.played().get(i), rt.annotation(), extra.toString());
      } else {
        nodes.node(slot, "Text " + rt.text(), rt.annotation(), extra.toString());
      }
      slot = slot.opponent();
    }
    return t.main();
  }

  /**
   * A comment as a property value: escaped, a carriage return as {@code \r}, and a pasted {@code
   * fanorona move} command masked (reported).
   */
  private static String comment(TagWriting check, String text, String where) {
    String t = text;
    if (RecordText.hasCommand(t)) {
      check.warnTree(
          "a comment"
              + (where.isEmpty() ? "" : " " + where)
              + " holds a pasted 'fanorona move' command: written without its board, user and"
              + " password");
      t = RecordText.maskCommand(t);
    }
    int lone = RecordText.loneSurrogate(t);
    if (lone >= 0) {
      check.warnTree(
          "a comment"
              + (where.isEmpty() ? "" : " " + where)
              + " "
              + RecordText.surrogateWarning(t, lone));
      t = RecordText.withoutLoneSurrogates(t);
    }
    return escape(t).replace("\r", "\\r");
  }

  private static void property(StringBuilder sb, String name, String value) {
    sb.append(name).append('[').append(escape(value)).append("]\n");
  }

  private static String escape(String value) {
    return value.replace("\\", "\\\\").replace("]", "\\]");
  }

  /** Writes the nodes of the turns, numbered as Boardspace numbers them. */
  private static final class Nodes {
    final StringBuilder sb;
    private int number = 1;

    Nodes(StringBuilder sb) {
      this.sb = sb;
    }

    void node(Side side, String action) {
      node(side, action, "", "");
    }

    /**
     * Writes a node, with the SGF move annotation of a glyph ({@code !} is {@code TE[1]}) and
     * further properties.
     */
    void node(Side side, String action, String glyph, String extra) {
      sb.append(';')
          .append(side == Side.WHITE ? "P0" : "P1")
          .append('[')
          .append(number++)
          .append(' ')
          .append(escape(action))
          .append(']')
          .append(GLYPHS.getOrDefault(glyph, ""))
          .append(extra)
          .append('\n');
    }

    void turn(Side side, Turn t, String glyph, String extra) {
      t.huffed().ifPresent(h -> node(side, "Huff " + point(h)));
      if (t.kind() == Turn.Kind.DROP) {
        node(side, "Drop " + point(t.destination()));
      }
      for (Step s : t.steps()) {
        String to = point(s.from()) + " " + point(s.to());
        node(side, s.capture().map(k -> "Capture " + k.letter() + " " + to).orElse("Move " + to));
      }
      node(side, "done", glyph, extra);
    }

    private static String point(Point p) {
      String name = p.toString();
      return name.substring(0, 1).toUpperCase(Locale.ROOT) + " " + name.substring(1);
    }
  }
}
