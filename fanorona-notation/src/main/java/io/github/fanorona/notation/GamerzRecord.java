package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gamerz-style records (Richard's PBeM Server, NOTATION.md §5.2), one or several to a text (a
 * {@code Board:} or {@code White (a):} line after a drawing or a result starts the next): a
 * header ({@code Board:},
 * {@code White (a):}, {@code Black (b):}, optional {@code Variant:}, {@code Rules:}, {@code
 * FEN:}, {@code Result:}), the numbered history in A/W notation and the server's ASCII board
 * drawing, which the validator checks against the replayed position.
 *
 * <p>Players send {@code fanorona move <board> <userid> <password> <move>}, perhaps with the
 * move's number {@code #N} after the move (the N-th turn of the game). A record pasted with such
 * lines, also quoted ({@code > }), keeps the move and its number and drops the rest of the line;
 * a line without a move is dropped whole. A password is never stored or printed.
 *
 * <pre>{@code
 * GameRecord r = GamerzRecord.read(text);
 * r.tags().get("Board");        // "1234"
 * String again = GamerzRecord.write(r);
 * }</pre>
 */
public final class GamerzRecord {
  private static final Pattern HEADER =
      Pattern.compile("\\s*(Board|White \\(a\\)|Black \\(b\\)|White|Black|Variant|Rules|FEN|Vela"
          + "|Result|Event|Site|Date|Round|Termination)\\s*:\\s*(.*)", Pattern.CASE_INSENSITIVE);
  /** A pasted command, also quoted in a mail ({@code > }) or a table ({@code |}). */
  static final Pattern COMMAND = Pattern.compile("(?i)^[\\s>|]*fanorona\\s+move\\b");
  private static final Pattern FIRST_HEADER =
      Pattern.compile("\\s*(Board|White \\(a\\))\\s*:.*", Pattern.CASE_INSENSITIVE);
  private static final Pattern TOKEN = Pattern.compile("\\S+");
  private static final Pattern MARK = Pattern.compile("#\\d{1,6}");

  private GamerzRecord() {}

  /**
   * Reads one Gamerz-style record.
   *
   * <pre>{@code GamerzRecord.read("Board: 7\nWhite (a): ann\nBlack (b): bo\n\n1. f2-e3A2\n")}</pre>
   *
   * @param text the record
   * @return the game, with the problems found while reading
   * @throws FanoronaParseException if the text has no header
   */
  public static GameRecord read(String text) {
    String[] lines = text.split("\r\n|\r|\n", -1);
    return read(lines, 0, lines.length, 1);
  }

  /** Reads the record held by {@code lines[from..to)}, game {@code index} of its file. */
  private static GameRecord read(String[] lines, int from, int to, int index) {
    int firstLine = from + 1;
    GameRecord.Builder b =
        GameRecord.builder(RecordFormat.GAMERZ).index(index).line(firstLine);
    Map<String, String> tags = new LinkedHashMap<>();
    Map<String, Integer> tagLines = new LinkedHashMap<>();
    Map<String, Integer> tagColumns = new LinkedHashMap<>();
    StringBuilder movetext = new StringBuilder();
    StringBuilder drawing = new StringBuilder();
    int drawingLine = 0;
    int drawingState = 0; // 0 before, 1 inside, 2 after
    boolean header = false;
    boolean command = false;
    BitSet commandLines = new BitSet();
    for (int i = from; i < to; i++) {
      String l = lines[i];
      Matcher h = HEADER.matcher(l);
      if (COMMAND.matcher(l).find()) {
        // checked first, so that no part of the line but the move reaches anything kept
        command = true;
        commandLines.set(firstLine + i - from);
        movetext.append(commandMove(l)).append('\n');
      } else if (drawingState == 1) {
        drawing.append(l).append('\n');
        if (isLetterLine(l) || l.isBlank()) {
          drawingState = 2;
        }
        movetext.append('\n');
      } else if (drawingState == 0 && isLetterLine(l)) {
        drawingState = 1;
        drawingLine = i + 1;
        drawing.append(l).append('\n');
        movetext.append('\n');
      } else if (h.matches()) {
        header = true;
        String key = canonicalKey(h.group(1));
        tags.put(key, h.group(2).strip());
        tagLines.put(key, firstLine + i - from);
        tagColumns.put(key, h.start(2) + 1);
        movetext.append('\n');
      } else if (l.strip().equalsIgnoreCase("history:")) {
        movetext.append('\n');
      } else {
        movetext.append(l).append('\n');
      }
    }
    if (!header && !command) {
      throw new FanoronaParseException(
          "expected a Gamerz header line such as 'Board: 1234' or 'White (a): name'",
          firstLine, 1, 0);
    }
    String result = tags.getOrDefault("Result", "");
    tags.forEach(b::tag);
    RecordTags.setUp(b, tags, tagLines, tagColumns);
    GameRecord partial = b.build();
    boolean hasResult =
        Movetext.readGamerz(
            movetext.toString(), firstLine, b, index, partial.start(), commandLines);
    if (!hasResult && !result.isEmpty()) {
      b.result(result, tagLines.getOrDefault("Result", 0), tagColumns.getOrDefault("Result", 1));
    } else if (hasResult && !result.isEmpty() && !result.equals(b.build().result())) {
      b.problem(Problem.error(index, tagLines.getOrDefault("Result", 0),
          tagColumns.getOrDefault("Result", 1), "the Result header says " + result
              + " but the movetext ends with " + b.build().result()));
    }
    if (drawingState > 0) {
      b.diagram(drawing.toString(), drawingLine);
    }
    return b.build();
  }

  /**
   * Returns the movetext of a pasted {@code fanorona move <board> <userid> <password> <move>}
   * line: the move, and a {@code #N} move number after it, at their columns; everything else,
   * the password above all, becomes blank. A line without a move gives an empty line.
   */
  static String commandMove(String line) {
    Matcher start = COMMAND.matcher(line);
    if (!start.find()) {
      return "";
    }
    Matcher t = TOKEN.matcher(line);
    t.region(start.end(), line.length());
    int[] from = new int[5];
    int[] to = new int[5];
    int n = 0;
    while (n < 5 && t.find()) {
      from[n] = t.start();
      to[n] = t.end();
      n++;
    }
    // tokens: board, userid, password, move, then perhaps a separate #N
    if (n < 4) {
      return "";
    }
    String move = line.substring(from[3], to[3]);
    if (MARK.matcher(move).matches() || move.startsWith("#")) {
      return "";
    }
    StringBuilder sb = new StringBuilder(" ".repeat(from[3])).append(move);
    if (n == 5 && !MARK.matcher(move).find()
        && MARK.matcher(line.substring(from[4], to[4])).matches()) {
      sb.append(" ".repeat(from[4] - to[3])).append(line, from[4], to[4]);
    }
    return sb.toString();
  }

  /**
   * Blanks out everything but the move of a pasted {@code fanorona move} line, keeping the line's
   * length so that columns after it stay right; other lines come back unchanged. Used by the
   * other formats' readers, so that a password pasted into any record is never kept or printed.
   */
  static String maskCommand(String line) {
    Matcher start = COMMAND.matcher(line);
    if (!start.find()) {
      return line;
    }
    char[] out = " ".repeat(line.length()).toCharArray();
    Matcher t = TOKEN.matcher(line);
    t.region(start.end(), line.length());
    // tokens: board, userid, password, then the move
    for (int n = 0; t.find(); n++) {
      if (n == 3) {
        Matcher mark = MARK.matcher(line).region(t.start(), t.end());
        int end = mark.find() ? mark.start() : t.end();
        line.getChars(t.start(), end, out, t.start());
        break;
      }
    }
    return new String(out);
  }

  /** {@link #maskCommand} applied to every line of a text. */
  static String maskCommands(String text) {
    if (!text.toLowerCase(java.util.Locale.ROOT).contains("fanorona")) {
      return text;
    }
    StringBuilder sb = new StringBuilder(text.length());
    int i = 0;
    while (i <= text.length()) {
      int nl = text.indexOf('\n', i);
      int end = nl < 0 ? text.length() : nl;
      sb.append(maskCommand(text.substring(i, end)));
      if (nl < 0) {
        break;
      }
      sb.append('\n');
      i = nl + 1;
    }
    return sb.toString();
  }

  /** Whether a line is the drawing's row of column letters: "a   b   c ...". */
  private static boolean isLetterLine(String line) {
    String t = line.strip();
    if (t.isEmpty() || t.charAt(0) != 'a') {
      return false;
    }
    for (int i = 1; i < t.length(); i++) {
      boolean letterPlace = i % 4 == 0;
      char c = t.charAt(i);
      if (letterPlace ? c != (char) ('a' + i / 4) : c != ' ') {
        return false;
      }
    }
    return t.length() % 4 == 1;
  }

  private static String canonicalKey(String key) {
    String k = key.toLowerCase(Locale.ROOT);
    if (k.startsWith("white")) {
      return "White";
    }
    if (k.startsWith("black")) {
      return "Black";
    }
    return k.equals("fen") ? "FEN" : Character.toUpperCase(k.charAt(0)) + k.substring(1);
  }

  /**
   * Writes a record in Gamerz style, with the drawing of the position after its turns.
   *
   * <pre>{@code GamerzRecord.write(record)}</pre>
   *
   * @param record the record
   * @return its text, ending with a newline
   */
  public static String write(GameRecord record) {
    Game game = RecordTags.replay(record);
    String result = record.result();
    if (result.equals("*")) {
      result = game.outcome().map(o -> o.resultString()).orElse("*");
    }
    Map<String, String> tags = RecordTags.forWriting(record, result);
    StringBuilder sb = new StringBuilder();
    sb.append("Board: ").append(oneLine(tags.getOrDefault("Board", "?"))).append('\n');
    sb.append("White (a): ").append(oneLine(tags.getOrDefault("White", "?"))).append('\n');
    sb.append("Black (b): ").append(oneLine(tags.getOrDefault("Black", "?"))).append('\n');
    for (String k : List.of("Variant", "Rules", "Vela", "FEN", "Result", "Event", "Site", "Date",
        "Round", "Termination")) {
      if (tags.containsKey(k)) {
        sb.append(k).append(": ").append(oneLine(tags.get(k))).append('\n');
      }
    }
    sb.append("\nHistory:\n");
    String moves = Movetext.write(Movetext.texts(record, true), record.start(), result);
    sb.append(moves).append('\n');
    sb.append(AsciiBoard.draw(game.position()));
    return sb.toString();
  }

  private static String oneLine(String s) {
    return s.replaceAll("[\\r\\n]+", " ").strip();
  }

  /**
   * Reads every record of a text: a new record starts at a {@code Board:} or {@code White (a):}
   * line that follows a board drawing or a result of the record before.
   */
  static ImmutableList<GameRecord> readAll(String text) {
    String[] lines = text.split("\r\n|\r|\n", -1);
    List<GameRecord> out = new ArrayList<>();
    int start = 0;
    boolean header = false;
    boolean ended = false;
    boolean inDrawing = false;
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i];
      if (COMMAND.matcher(l).find()) {
        continue;
      }
      boolean opening = FIRST_HEADER.matcher(l).matches();
      if (opening && header && ended) {
        out.add(read(lines, start, i, out.size() + 1));
        start = i;
        ended = false;
      }
      header |= opening;
      if (inDrawing) {
        if (isLetterLine(l) || l.isBlank()) {
          inDrawing = false;
          ended = true;
        }
      } else if (isLetterLine(l)) {
        inDrawing = true;
      } else if (!HEADER.matcher(l).matches() && endsWithResult(l)) {
        ended = true;
      }
    }
    out.add(read(lines, start, lines.length, out.size() + 1));
    return ImmutableList.copyOf(out);
  }

  private static boolean endsWithResult(String line) {
    String t = line.strip();
    int space = Math.max(t.lastIndexOf(' '), t.lastIndexOf('\t'));
    String last = t.substring(space + 1);
    return last.equals("1-0") || last.equals("0-1") || last.equals("1/2-1/2") || last.equals("*")
        || last.equals("½-½");
  }
}
