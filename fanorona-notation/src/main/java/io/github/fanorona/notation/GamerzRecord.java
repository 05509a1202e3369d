package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gamerz-style records (Richard's PBeM Server, NOTATION.md §5.2), one or several to a text (a
 * {@code Board:} or {@code White (a):} line after a drawing or a result starts the next): a header
 * ({@code Board:}, {@code White (a):}, {@code Black (b):}, optional {@code Variant:}, {@code
 * Rules:}, {@code FEN:}, {@code Result:} and any other {@code Name:} whose name is letters, capital
 * first), the numbered history in A/W notation and the server's ASCII board drawing, which the
 * validator checks against the replayed position.
 *
 * <p>Players send {@code fanorona move <board> <userid> <password> <move>}, perhaps with the move's
 * number {@code #N} after the move (the N-th turn of the game). A record pasted with such lines,
 * also quoted ({@code > }), keeps the move and its number and drops the rest of the line; a line
 * without a move is dropped whole. A password is never stored or printed.
 *
 * <pre>{@code
 * GameRecord r = RecordFormat.GAMERZ.read(text).get(0);
 * r.tags().get("Board");        // "1234"
 * String again = RecordFormat.GAMERZ.write(r);
 * }</pre>
 */
final class GamerzRecord implements Codec {
  private static final Pattern HEADER =
      Pattern.compile(
          "[ \\t]*(Board|White \\(a\\)|Black \\(b\\)|White|Black|Variant|Rules|FEN|Vela"
              + "|Result|Event|Site|Date|Round|Termination|(?-i:[A-Z][A-Za-z_]*[A-Za-z]))[ \\t]*:[ \\t]*(.*)",
          Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  private static final Pattern FIRST_HEADER =
      Pattern.compile(
          "\\s*(Board|White \\(a\\))\\s*:.*", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

  /** The header lines written first, in this order, before the rest of the tags. */
  private static final List<String> FIRST = List.of("Board", "White", "Black");

  @Override
  public Games games(Reader in, int firstLine) {
    return new Records(in, firstLine)::next;
  }

  @Override
  public String nothingFound() {
    return "expected a Gamerz header line such as 'Board: 1234' or 'White (a): name'";
  }

  /**
   * The records of one text: a new record starts at a {@code Board:} or {@code White (a):} line
   * that follows a board drawing or a result of the record before.
   */
  private static final class Records {
    private final RecordLines source;
    private int games;

    Records(Reader reader, int firstLine) {
      this.source = new RecordLines(reader, firstLine, UnaryOperator.identity());
    }

    private Optional<String> line() {
      return source.next();
    }

    Optional<GameRecord> next() {
      List<String> lines = new ArrayList<>();
      Optional<String> l = line();
      if (l.isEmpty()) {
        return Optional.empty();
      }
      int first = source.number();
      source.startGame();
      boolean header = false;
      boolean ended = false;
      boolean inDrawing = false;
      for (; l.isPresent(); l = line()) {
        String text = l.get();
        if (!RecordText.hasCommand(text)) {
          boolean opening = FIRST_HEADER.matcher(text).matches();
          if (opening && header && ended) {
            source.pushBack(l);
            break;
          }
          header |= opening;
          if (inDrawing) {
            if (isLetterLine(text) || text.isBlank()) {
              inDrawing = false;
              ended = true;
            }
          } else if (isLetterLine(text)) {
            inDrawing = true;
          } else if (!HEADER.matcher(text).matches() && endsWithResult(text)) {
            ended = true;
          }
        }
        if (!source.gameTooLong()) {
          lines.add(text);
        }
      }
      int index = ++games;
      GameRecord r = read(lines, first, index);
      List<Problem> limits = source.limitProblems(index);
      if (limits.isEmpty()) {
        return Optional.of(r);
      }
      GameRecord.Builder b = r.toBuilder();
      limits.forEach(b::problem);
      return Optional.of(b.build());
    }
  }

  /** Reads the record held by {@code lines}, game {@code index} of its file. */
  private static GameRecord read(List<String> lines, int firstLine, int index) {
    GameRecord.Builder b = GameRecord.builder(RecordFormat.GAMERZ).index(index).line(firstLine);
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
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i);
      Matcher h = HEADER.matcher(l);
      if (RecordText.hasCommand(l)) {
        // checked first, so that no part of the line but the move reaches anything kept
        command = true;
        commandLines.set(firstLine + i);
        movetext.append(RecordText.maskCommand(l, true)).append('\n');
      } else if (drawingState == 1) {
        drawing.append(l).append('\n');
        if (isLetterLine(l) || l.isBlank()) {
          drawingState = 2;
        }
        movetext.append('\n');
      } else if (drawingState == 0 && isLetterLine(l)) {
        drawingState = 1;
        drawingLine = firstLine + i;
        drawing.append(l).append('\n');
        movetext.append('\n');
      } else if (l.strip().equalsIgnoreCase("history:")) {
        movetext.append('\n');
      } else if (h.matches()) {
        header = true;
        String key = canonicalKey(h.group(1));
        tags.put(key, blankless(h.group(2)));
        tagLines.put(key, firstLine + i);
        tagColumns.put(key, h.start(2) + 1);
        movetext.append('\n');
      } else {
        movetext.append(l).append('\n');
      }
    }
    if (!header && !command) {
      throw new FanoronaParseException(
          "expected a Gamerz header line such as 'Board: 1234' or 'White (a): name'",
          firstLine,
          1,
          0);
    }
    tags.forEach(b::tag);
    RecordTags.setUp(b, tags, tagLines, tagColumns);
    boolean hasResult =
        new Movetext(b, index, b.build().start())
            .commandLines(commandLines)
            .scan(TextCursor.of(movetext.toString(), firstLine), false);
    RecordTags.settleResult(b, hasResult, tags, tagLines, tagColumns, "header");
    if (drawingState > 0) {
      b.diagram(drawing.toString(), drawingLine);
    }
    return b.build();
  }

  /** Whether a line is the drawing's row of column letters: "a b c ...". */
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

  /** Strips the blanks and tabs around a header value, and nothing else. */
  private static String blankless(String value) {
    int from = 0;
    int to = value.length();
    while (from < to && (value.charAt(from) == ' ' || value.charAt(from) == '\t')) {
      from++;
    }
    while (to > from && (value.charAt(to - 1) == ' ' || value.charAt(to - 1) == '\t')) {
      to--;
    }
    return value.substring(from, to);
  }

  @Override
  public void write(Validation game, StringBuilder sb) {
    GameRecord record = game.record();
    String result = RecordTags.result(game);
    Map<String, String> tags = RecordTags.forWriting(record, result);
    sb.append("Board: ").append(oneLine(tags.getOrDefault("Board", "?"))).append('\n');
    sb.append("White (a): ").append(oneLine(tags.getOrDefault("White", "?"))).append('\n');
    sb.append("Black (b): ").append(oneLine(tags.getOrDefault("Black", "?"))).append('\n');
    for (Map.Entry<String, String> e : tags.entrySet()) {
      if (!FIRST.contains(e.getKey()) && e.getKey().matches("[A-Z][A-Za-z_]*[A-Za-z]")) {
        sb.append(e.getKey()).append(": ").append(oneLine(e.getValue())).append('\n');
      }
    }
    sb.append("\nHistory:\n");
    Movetext.write(Movetext.texts(game), record.start(), result, sb);
    sb.append('\n');
    sb.append(AsciiBoard.draw(game.game().position()));
  }

  private static String oneLine(String s) {
    return blankless(RecordText.oneLine(s));
  }

  private static boolean endsWithResult(String line) {
    String t = line.strip();
    int space = Math.max(t.lastIndexOf(' '), t.lastIndexOf('\t'));
    String last = t.substring(space + 1);
    return last.equals("1-0")
        || last.equals("0-1")
        || last.equals("1/2-1/2")
        || last.equals("*")
        || last.equals("½-½");
  }
}
