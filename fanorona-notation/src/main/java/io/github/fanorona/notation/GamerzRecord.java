package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Gamerz-style records (Richard's PBeM Server, <a
 * href="{@docRoot}/doc-files/NOTATION.html#5-game-records">NOTATION.md §5</a>, Gamerz-style), one
 * or several to a text (a {@code Board:} or {@code White (a):} line after a drawing or a result
 * starts the next): a header ({@code Board:}, {@code White (a):}, {@code Black (b):}, optional
 * {@code Variant:}, {@code Rules:}, {@code FEN:}, {@code Result:} and any other {@code Name:} whose
 * name is letters, capital first), the numbered history in A/W notation and the server's ASCII
 * board drawing, which the validator checks against the replayed position.
 *
 * <p>Players send {@code fanorona move <board> <userid> <password> <move>}, perhaps with the move's
 * number {@code #N} after the move (the N-th turn of the game). A record pasted with such lines,
 * also quoted ({@code > }), keeps the move and its number and drops the rest of the line; a line
 * without a move is dropped whole. A password is never stored or printed.
 *
 * <pre>{@code
 * GameRecord r = RecordReader.open(new StringReader(text), RecordFormat.GAMERZ).next();
 * r.tags().get("Board");        // "1234"
 * String again = RecordFormat.GAMERZ.write(RecordValidator.validate(r)).text();
 * }</pre>
 */
final class GamerzRecord implements Codec {
  /** The keys a header line may have besides any other word, in any case. */
  private static final String[] HEADER_KEYS = {
    "board",
    "white (a)",
    "black (b)",
    "white",
    "black",
    "variant",
    "rules",
    "fen",
    "vela",
    "result",
    "event",
    "site",
    "date",
    "round",
    "termination"
  };

  /**
   * The header lines written first, in this order, before the rest of the tags; each is written
   * even when the record lacks its tag, with an empty value, which reads back as no tag.
   */
  private static final List<String> FIRST = List.of("Board", "White", "Black");

  /** The header names read in any case, in their usual spelling. */
  private static final List<String> KNOWN =
      List.of(
          "Board",
          "White",
          "Black",
          "Variant",
          "Rules",
          "FEN",
          "Vela",
          "Result",
          "Event",
          "Site",
          "Date",
          "Round",
          "Termination");

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
          boolean opening = isFirstHeader(text);
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
          } else if (header(text).length == 0 && endsWithResult(text)) {
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
      int[] h = header(l);
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
      } else if (h.length > 0) {
        header = true;
        String key = canonicalKey(l.substring(h[0], h[1]));
        String value = blankless(l.substring(h[2]));
        // "Board:" with nothing after it is the writer's line for a record without the tag
        if (!(value.isEmpty() && FIRST.contains(key))) {
          tags.put(key, value);
          tagLines.put(key, firstLine + i);
          tagColumns.put(key, h[2] + 1);
        }
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
        new Movetext(b, index)
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

  /**
   * Returns a header's key: a known name in its usual spelling ({@code White (a)} and {@code white}
   * are {@code White}), any other key as written.
   */
  private static String canonicalKey(String key) {
    // (?i)(White|Black) \([ab]\) is the side's name
    boolean side =
        key.length() == 9
            && (TextScan.startsWithIgnoreCase(key, 0, "white (")
                || TextScan.startsWithIgnoreCase(key, 0, "black ("))
            && "ab".indexOf(TextScan.lowerAscii(key.charAt(7))) >= 0
            && key.charAt(8) == ')';
    String k = side ? key.substring(0, 5) : key;
    for (String known : KNOWN) {
      if (known.equalsIgnoreCase(k)) {
        return known;
      }
    }
    return k;
  }

  /**
   * Reads a header line, {@code Key: value}: the expression {@code [ \t]*(KEY)[ \t]*:[ \t]*(.*)},
   * case-insensitive, matched against the whole line, where KEY is one of {@link #HEADER_KEYS} or
   * any word of letters, digits and {@code _} that starts with a letter or {@code _} and is not a
   * point ({@code xf2:}); told by hand, as a regular expression would bring the regex engine into
   * the npm package (fanorona-js).
   *
   * @return the key's start and end and the value's start, or an empty array for another line
   */
  static int[] header(String line) {
    int n = line.length();
    int start = TextScan.skip(line, 0, n, " \t");
    for (String key : HEADER_KEYS) {
      int end = start + key.length();
      if (TextScan.startsWithIgnoreCase(line, start, key)) {
        int colon = TextScan.skip(line, end, n, " \t");
        if (colon < n && line.charAt(colon) == ':') {
          return new int[] {start, end, TextScan.skip(line, colon + 1, n, " \t")};
        }
      }
    }
    if (start == n || pointLike(line, start, n) >= 0) {
      return new int[0];
    }
    int first = line.codePointAt(start);
    if (first != '_' && !Character.isLetter(first)) {
      return new int[0];
    }
    int end = start + Character.charCount(first);
    while (end < n) {
      int c = line.codePointAt(end);
      if (c != '_'
          && !Character.isLetter(c)
          && Character.getType(c) != Character.DECIMAL_DIGIT_NUMBER) {
        break;
      }
      end += Character.charCount(c);
    }
    int colon = TextScan.skip(line, end, n, " \t");
    if (colon == n || line.charAt(colon) != ':') {
      return new int[0];
    }
    return new int[] {start, end, TextScan.skip(line, colon + 1, n, " \t")};
  }

  /**
   * Where a point such as {@code f2} or {@code xf2} followed by a colon ({@code (?i)x?[a-z]\d{1,2}[
   * \t]*:}) starts at an index: the index after the point, or -1. With {@code end} the text's
   * length and no colon after, {@code pointLike(key, 0, key.length()) == key.length()} tells a key
   * that is a point and nothing else.
   */
  private static int pointLike(String text, int at, int end) {
    int after = pointAt(text, at, end);
    if (after < 0 && at < end && TextScan.lowerAscii(text.charAt(at)) == 'x') {
      after = pointAt(text, at + 1, end);
    }
    return after;
  }

  /** The index after {@code [a-z]\d{1,2}} at an index, when a colon or the end follows it. */
  private static int pointAt(String text, int at, int end) {
    if (at >= end
        || TextScan.lowerAscii(text.charAt(at)) < 'a'
        || TextScan.lowerAscii(text.charAt(at)) > 'z') {
      return -1;
    }
    int digits = at + 1;
    while (digits < end && TextScan.isDigit(text.charAt(digits))) {
      digits++;
    }
    int count = digits - at - 1;
    if (count < 1 || count > 2) {
      return -1;
    }
    if (digits == end) {
      return digits;
    }
    int colon = TextScan.skip(text, digits, end, " \t");
    return colon < end && text.charAt(colon) == ':' ? digits : -1;
  }

  /**
   * Whether a line opens a game's header: {@code \s*(Board|White \(a\))\s*:.*}, case-insensitive.
   */
  private static boolean isFirstHeader(String line) {
    int i = TextScan.skipSpaces(line, 0);
    for (String key : new String[] {"board", "white (a)"}) {
      if (TextScan.startsWithIgnoreCase(line, i, key)) {
        int colon = TextScan.skipSpaces(line, i + key.length());
        if (colon < line.length() && line.charAt(colon) == ':') {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether a key is read back as itself from a {@code Key: value} line. */
  private static boolean holds(String key) {
    if (!TagWriting.isPlainKey(key)
        || Character.isDigit(key.charAt(0))
        || pointLike(key, 0, key.length()) == key.length()
        || key.equalsIgnoreCase("history")) {
      return false;
    }
    return canonicalKey(key).equals(key);
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
  public void write(Validation game, Replayed tree, StringBuilder sb, List<WriteWarning> warnings) {
    int from = sb.length();
    GameRecord record = game.record();
    String result = RecordTags.result(game);
    Map<String, String> tags = RecordTags.forWriting(record, result);
    TagWriting check = new TagWriting(game, warnings, "a Gamerz-style");
    sb.append("Board: ").append(value(check, tags, "Board")).append('\n');
    sb.append("White (a): ").append(value(check, tags, "White")).append('\n');
    sb.append("Black (b): ").append(value(check, tags, "Black")).append('\n');
    for (Map.Entry<String, String> e : tags.entrySet()) {
      String key = e.getKey();
      if (FIRST.contains(key)) {
        continue;
      }
      if (TagWriting.isSetUp(key)) {
        sb.append(key).append(": ").append(blankless(RecordText.oneLine(e.getValue())));
        sb.append('\n');
      } else if (!holds(key)) {
        check.warn(
            key,
            "not written: a Gamerz-style key is letters, digits and '_', not a digit first,"
                + " not a point, and a header name only in its usual spelling");
      } else {
        sb.append(key).append(": ").append(value(check, tags, key)).append('\n');
      }
    }
    sb.append("\nHistory:\n");
    MovetextWriter.write(game, tree, result, false, sb, warnings, "a Gamerz-style record");
    sb.append('\n');
    sb.append(AsciiBoard.draw(game.game().position()));
    RecordLines.checkWritten(record.index(), sb.length() - from, warnings, "a Gamerz-style record");
  }

  /** A header's value as written: on one line, without blanks at its ends (reported). */
  private static String value(TagWriting check, Map<String, String> tags, String key) {
    if (!tags.containsKey(key)) {
      return "";
    }
    String v =
        check.atMost(
            key, check.oneLine(key, check.readable(key, tags.get(key))), TagWriting.MAX_VALUE);
    String stripped = blankless(v);
    if (!stripped.equals(v)) {
      check.warn(key, "a Gamerz-style value has no blanks at its ends: written without them");
    }
    if (stripped.isEmpty() && FIRST.contains(key)) {
      check.warn(key, "an empty " + key + " header reads back as no tag");
    }
    return stripped;
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
