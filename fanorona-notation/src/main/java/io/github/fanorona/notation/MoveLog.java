package io.github.fanorona.notation;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.io.Reader;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A/W move logs (<a href="{@docRoot}/doc-files/NOTATION.html#4-aw-move-logs">NOTATION.md §4</a>):
 * numbered turns in A/W notation, White then Black, one turn number per line, stone counts printed,
 * {@code 1...} when Black starts (Vela), comments in braces or after {@code ;}, and a result token.
 * A result token ends a game, so one text may hold several games one after the other, on one line
 * or many; they are read one at a time. Header comments before a game's first turn, {@code {Variant
 * "Fanoron-Telo"} {Rules "chain=mandatory"} {FEN "..."} {Event "club"}}, set it up and carry its
 * tags.
 *
 * <pre>{@code
 * GameRecord r = RecordReader.open(new StringReader("1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1\n*"), RecordFormat.AW_LOG).next();
 * RecordFormat.AW_LOG.write(RecordValidator.validate(r)).text();   // "1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1\n*\n"
 * }</pre>
 */
final class MoveLog implements Codec {
  /**
   * The longest header comment read as a tag; a longer comment is only a comment. It holds a key
   * and a value of the longest size every format holds, each character escaped.
   */
  private static final int MAX_HEADER = 1 << 20;

  @Override
  public Games games(Reader in, int firstLine) {
    return new Log(new TextCursor(in, firstLine, true), Optional.empty())::next;
  }

  @Override
  public String nothingFound() {
    return "expected an A/W move log such as '1. f2-e3A2 d5-d4A3'";
  }

  /**
   * Starts reading the games of a log played in a variant, under rule options, from a start
   * position; header comments are then only tags. The round-trip tests read a variant's bare log
   * so.
   *
   * <pre>{@code MoveLog.games("1. f2-e3A2 *", Variant.sivy(), Ruleset.standard(), start).next()}
   * </pre>
   *
   * @param text the log
   * @param variant its variant
   * @param ruleset its rules
   * @param start its start
   * @return its games
   */
  public static Games games(String text, Variant variant, Ruleset ruleset, Position start) {
    return new Log(
            new TextCursor(new StringReader(text), 1, true),
            Optional.of(new SetUp(variant, ruleset, start)))
        ::next;
  }

  /** A variant, rules and start given from outside the log. */
  private record SetUp(Variant variant, Ruleset ruleset, Position start) {}

  /** The games of one log, read one after the other. */
  private static final class Log {
    private final TextCursor in;
    private final TurnTexts texts = new TurnTexts();
    private final Optional<SetUp> given;
    private int games;

    Log(TextCursor in, Optional<SetUp> given) {
      this.in = in;
      this.given = given;
    }

    Optional<GameRecord> next() {
      Map<String, String> header = new LinkedHashMap<>();
      Map<String, Integer> headerLines = new LinkedHashMap<>();
      Map<String, Integer> headerColumns = new LinkedHashMap<>();
      int gameLine = 0;
      Optional<Problem> unclosed = Optional.empty();
      // the header's comments that are no tag, counted with the movetext's, and the first's place
      int skipped = 0;
      int skippedLine = 0;
      int skippedColumn = 0;
      while (true) {
        in.skipWhitespace();
        int c = in.peek();
        if (c == TextCursor.END) {
          break;
        }
        if (gameLine == 0 || header.isEmpty()) {
          gameLine = in.line();
        }
        if (c == ';') {
          in.skipLine();
        } else if (c == '{') {
          int line = in.line();
          int column = in.column();
          int size = header.size();
          boolean closed = headerComment(header, headerLines, headerColumns);
          if (closed && header.size() == size && skipped++ == 0) {
            // a comment that is no tag is not kept: say so, as a movetext comment is
            skippedLine = line;
            skippedColumn = column;
          }
          if (!closed) {
            // read on after the comment's line: the games after it are not lost
            OptionalInt from = in.rereadFromNextLine();
            unclosed =
                Optional.of(
                    Problem.error(
                        games + 1, line, column, Movetext.unclosedComment(in, line, from)));
            if (from.isEmpty()) {
              break;
            }
          }
        } else {
          break;
        }
      }
      if (in.peek() == TextCursor.END && unclosed.isEmpty()) {
        return Optional.empty();
      }
      int index = ++games;
      GameRecord.Builder b = GameRecord.builder(RecordFormat.AW_LOG).index(index).line(gameLine);
      unclosed.ifPresent(b::problem);
      int line = in.line();
      int column = in.column();
      String first = Movetext.readWord(in);
      if (given.isPresent()) {
        header.forEach(b::tag);
        b.variant(given.get().variant()).ruleset(given.get().ruleset()).start(given.get().start());
      } else if (header.keySet().stream().anyMatch(MoveLog::setsUp)) {
        header.forEach(b::tag);
        RecordTags.setUp(b, header, headerLines, headerColumns);
      } else {
        header.forEach(b::tag);
        // only "1..." on the standard start says that Black began: a Vela game
        Variant v =
            first.startsWith("1...") || first.startsWith("1…") ? Variants.VELA : Variant.sivy();
        b.variant(v).ruleset(v.defaultRuleset()).start(v.start());
      }
      boolean hasResult = false;
      if (!first.isEmpty()) {
        Movetext m = new Movetext(b, index, texts);
        if (skipped > 0) {
          m.skippedComments(skippedLine, skippedColumn, skipped);
        }
        m.word(first, line, column);
        hasResult = m.scan(in, true);
      } else if (skipped > 0) {
        b.problem(Movetext.skippedComments(index, skippedLine, skippedColumn, skipped));
      }
      RecordTags.settleResult(b, hasResult, header, headerLines, headerColumns, "comment");
      return Optional.of(b.build());
    }

    /**
     * Reads a brace comment; one that holds {@code Key "Value"} is a header tag, with the line and
     * column of its value. Returns false when the text ends before the comment does.
     */
    private boolean headerComment(
        Map<String, String> header, Map<String, Integer> lines, Map<String, Integer> columns) {
      in.next();
      in.startRecording();
      int valueLine = in.line();
      int valueColumn = in.column();
      StringBuilder sb = new StringBuilder();
      int c = in.next();
      while (c != TextCursor.END && c != '}') {
        if (sb.length() <= MAX_HEADER) {
          sb.append((char) c);
        }
        if (c == '\\' && (in.peek() == '}' || in.peek() == '"' || in.peek() == '\\')) {
          c = in.next();
          if (sb.length() <= MAX_HEADER) {
            sb.append((char) c);
          }
        }
        c = in.next();
      }
      if (c != '}') {
        return false;
      }
      in.stopRecording();
      Optional<Header> h = sb.length() <= MAX_HEADER ? Header.of(sb) : Optional.empty();
      // one tag past the limit is kept, for the record to report that it keeps no more
      if (h.isPresent() && header.size() <= GameRecord.MAX_TAGS) {
        // the key as written: the set-up tags are looked up in any case (RecordTags)
        String key = h.get().key();
        String value = h.get().value();
        int at = h.get().valueStart();
        header.put(key, value);
        lines.put(key, valueLine + count(sb, at, '\n'));
        int lineStart = sb.lastIndexOf("\n", at) + 1;
        int column = lineStart == 0 ? valueColumn + at : at - lineStart + 1;
        columns.put(key, column + value.length() - value.stripLeading().length());
      }
      return true;
    }
  }

  /**
   * A header comment's tag, {@code Key "Value"}, read by hand (a regular expression recurses on a
   * long value): a key of letters, digits and {@code _}, blanks, the value in quotes, in which
   * {@code \"}, {@code \\} and {@code \}} stand for {@code "}, {@code \} and {@code }}.
   */
  private record Header(String key, String value, int valueStart) {
    static Optional<Header> of(CharSequence c) {
      int n = c.length();
      int i = 0;
      while (i < n && Character.isWhitespace(c.charAt(i))) {
        i++;
      }
      int keyStart = i;
      while (i < n && TagWriting.isKeyChar(c.charAt(i))) {
        i++;
      }
      int keyEnd = i;
      while (i < n && Character.isWhitespace(c.charAt(i))) {
        i++;
      }
      if (keyEnd == keyStart || i == keyEnd || i >= n || c.charAt(i) != '"') {
        return Optional.empty();
      }
      int valueStart = ++i;
      StringBuilder value = new StringBuilder();
      while (i < n && c.charAt(i) != '"') {
        char ch = c.charAt(i);
        if (ch == '\\' && i + 1 < n && "\\\"}".indexOf(c.charAt(i + 1)) >= 0) {
          ch = c.charAt(++i);
        }
        value.append(ch);
        i++;
      }
      if (i >= n) {
        return Optional.empty();
      }
      i++;
      while (i < n && Character.isWhitespace(c.charAt(i))) {
        i++;
      }
      return i == n
          ? Optional.of(
              new Header(c.subSequence(keyStart, keyEnd).toString(), value.toString(), valueStart))
          : Optional.empty();
    }
  }

  private static int count(CharSequence s, int end, char c) {
    int n = 0;
    for (int i = 0; i < end; i++) {
      if (s.charAt(i) == c) {
        n++;
      }
    }
    return n;
  }

  /** Whether a header tag sets a game up rather than only describing it. */
  private static boolean setsUp(String key) {
    return key.equalsIgnoreCase("Variant")
        || key.equalsIgnoreCase("Rules")
        || key.equalsIgnoreCase("FEN")
        || key.equalsIgnoreCase("Vela");
  }

  @Override
  public void write(
      Validation game, Replayed tree, StringBuilder out, List<WriteWarning> warnings) {
    GameRecord record = game.record();
    String result = RecordTags.result(game);
    @SuppressWarnings("ReferenceEquality") // the built-in singleton: what a bare log's Vela means
    boolean velaLog =
        record.variant() == Variants.VELA
            && record.ruleset().equals(Variants.VELA.defaultRuleset())
            && record.start().equals(Variants.VELA.start())
            && !record.turns().isEmpty();
    Map<String, String> tags = RecordTags.forWriting(record, result);
    if (RecordText.writableResult(result).equals(result)) {
      // the result token says it; an unknown result no token can write stays in a comment
      tags.remove("Result");
    }
    if (velaLog) {
      tags.remove("Variant");
    }
    boolean first = true;
    TagWriting check = new TagWriting(game, warnings, "an A/W log's");
    for (Map.Entry<String, String> e : tags.entrySet()) {
      String key = e.getKey();
      String value = e.getValue();
      if (!TagWriting.isSetUp(key)) {
        if (!check.plainKey(key)) {
          continue;
        }
        value =
            check.atMost(
                key, check.noCarriageReturn(key, check.readable(key, value)), TagWriting.MAX_VALUE);
      }
      out.append(first ? "{" : " {").append(key).append(" \"").append(escaped(value)).append("\"}");
      first = false;
    }
    if (!first) {
      out.append('\n');
    }
    MovetextWriter.write(game, tree, result, false, out, warnings, "an A/W log");
  }

  /** A tag value with a backslash before each backslash, quote and closing brace. */
  private static String escaped(String value) {
    StringBuilder out = new StringBuilder(value.length() + 8);
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '\\' || c == '"' || c == '}') {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }
}
