package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * PGN-style records (<a href="{@docRoot}/doc-files/NOTATION.html#5-game-records">NOTATION.md
 * §5</a>, PGN-style), read one game at a time so a large file is never held whole: tags {@code [Key
 * "Value"]} (Event, Site, Date, Round, White, Black, Result, Variant, Rules, FEN, Vela, Termination
 * and any others), then A/W movetext. The tags end at a blank line (a game may have tags and no
 * movetext); the movetext ends at a blank line outside a brace comment, or at the next tag. Comment
 * lines before a game are skipped. Written with the tags in the usual order, a blank line, the
 * movetext with stone counts and the result.
 *
 * <pre>{@code
 * RecordFormat.PGN.write(game, Map.of("White", "alice")).text();
 * // [White "alice"]
 * // [Result "*"]
 * //
 * // 1. f2-e3A2 d5-d4A3
 * // *
 * }</pre>
 */
final class PgnRecord implements Codec {
  @Override
  public Games games(Reader in, int firstLine) {
    return new Lines(in, firstLine)::readGame;
  }

  @Override
  public String nothingFound() {
    return "no game found";
  }

  @Override
  public void write(Validation game, Replayed tree, StringBuilder sb, List<WriteWarning> warnings) {
    int from = sb.length();
    String result = RecordTags.result(game);
    TagWriting check = new TagWriting(game, warnings, "a PGN-style");
    for (Map.Entry<String, String> e : RecordTags.forWriting(game.record(), result).entrySet()) {
      String key = e.getKey();
      String value = e.getValue();
      if (!TagWriting.isSetUp(key)) {
        if (!check.plainKey(key)) {
          continue;
        }
        value =
            check.atMost(key, check.oneLine(key, check.readable(key, value)), TagWriting.MAX_VALUE);
      }
      sb.append('[')
          .append(key)
          .append(" \"")
          .append(RecordText.oneLine(value.replace("\\", "\\\\").replace("\"", "\\\"")))
          .append("\"]\n");
    }
    sb.append('\n');
    MovetextWriter.write(game, tree, result, true, sb, warnings, "a PGN-style record");
    RecordLines.checkWritten(
        game.record().index(), sb.length() - from, warnings, "a PGN-style record");
  }

  /** Reads {@code [Key "Value"]} by hand: a regular expression would recurse on long values. */
  static Optional<String[]> tag(String line) {
    String t = line.strip();
    if (t.length() < 2 || t.charAt(0) != '[' || t.charAt(t.length() - 1) != ']') {
      return Optional.empty();
    }
    int i = 1;
    int n = t.length() - 1;
    while (i < n && Character.isWhitespace(t.charAt(i))) {
      i++;
    }
    int keyStart = i;
    while (i < n && TagWriting.isKeyChar(t.charAt(i))) {
      i++;
    }
    String key = t.substring(keyStart, i);
    int afterKey = i;
    while (i < n && Character.isWhitespace(t.charAt(i))) {
      i++;
    }
    if (key.isEmpty() || i == afterKey || i >= n || t.charAt(i) != '"') {
      return Optional.empty();
    }
    StringBuilder value = new StringBuilder();
    i++;
    while (i < n && t.charAt(i) != '"') {
      if (t.charAt(i) == '\\' && i + 1 < n) {
        i++;
      }
      value.append(t.charAt(i));
      i++;
    }
    if (i >= n) {
      return Optional.empty();
    }
    i++;
    while (i < n && Character.isWhitespace(t.charAt(i))) {
      i++;
    }
    return i == n ? Optional.of(new String[] {key, value.toString()}) : Optional.empty();
  }

  /** Whether a line holds only comments: {@code ; ...} or {@code {...}}. */
  private static boolean isCommentOnly(String line) {
    String t = line.strip();
    if (t.startsWith(";")) {
      return true;
    }
    if (!t.startsWith("{")) {
      return false;
    }
    boolean open = false;
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (open) {
        open = c != '}';
      } else if (c == '{') {
        open = true;
      } else if (c == ';') {
        return true;
      } else if (!Character.isWhitespace(c)) {
        return false;
      }
    }
    return !open;
  }

  /** Whether a brace comment is still open after a movetext line. */
  private static boolean commentOpenAfter(String line, boolean openBefore) {
    if (!openBefore && line.indexOf('{') < 0) {
      return false; // most lines: no comment at all, told without a loop over the line
    }
    boolean open = openBefore;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (open) {
        if (c == '\\' && i + 1 < line.length() && Movetext.isEscaped(line.charAt(i + 1))) {
          i++; // an escaped brace does not close the comment
        } else {
          open = c != '}';
        }
      } else if (c == '{') {
        open = true;
      } else if (c == ';') {
        break;
      }
    }
    return open;
  }

  /** The lines of one text, with a line pushed back where a game ends at the next one's tag. */
  private static final class Lines {
    private final RecordLines source;
    private final TurnTexts texts = new TurnTexts();
    private int games;

    Lines(Reader reader, int firstLine) {
      this.source = new RecordLines(reader, firstLine, RecordText::maskCommand);
    }

    private Optional<String> line() {
      return source.next();
    }

    private Optional<GameRecord> readGame() {
      Optional<String> l = line();
      // blank lines, and comment lines such as "; exported by ...", before a game are not a game
      while (l.isPresent() && (l.get().isBlank() || isCommentOnly(l.get()))) {
        l = line();
      }
      if (l.isEmpty()) {
        return Optional.empty();
      }
      source.startGame();
      int index = ++games;
      GameRecord.Builder b =
          GameRecord.builder(RecordFormat.PGN).index(index).line(source.number());
      Map<String, String> tags = new LinkedHashMap<>();
      Map<String, Integer> tagLines = new LinkedHashMap<>();
      Map<String, Integer> tagColumns = new LinkedHashMap<>();
      List<Problem> tagProblems = new ArrayList<>();
      boolean tagRead = false;
      // the tag section ends at the first line that is not a tag, or at a blank line after a tag
      while (l.isPresent() && !l.get().isBlank() && l.get().stripLeading().startsWith("[")) {
        String text = l.get();
        tagRead = true;
        if (source.gameTooLong()) {
          // nothing more is kept of too long a game; its end is still looked for
          l = line();
          continue;
        }
        Optional<String[]> tag = tag(text);
        // one tag past the limit is kept, for the record to report that it keeps no more
        if (tag.isPresent() && tags.size() <= GameRecord.MAX_TAGS) {
          String value = tag.get()[1];
          tags.put(tag.get()[0], value);
          tagLines.put(tag.get()[0], source.number());
          tagColumns.put(
              tag.get()[0], text.indexOf('"') + 2 + value.length() - value.stripLeading().length());
        } else if (tag.isEmpty() && tagProblems.size() < GameRecord.MAX_PROBLEMS) {
          tagProblems.add(
              Problem.error(
                  index,
                  source.number(),
                  text.indexOf('[') + 1,
                  "expected a tag such as [Event \"club night\"], found '"
                      + FanoronaException.quote(text.strip())
                      + "'"));
        }
        l = line();
      }
      if (tagRead) {
        while (l.isPresent() && l.get().isBlank()) {
          l = line();
        }
      }
      tags.forEach(b::tag);
      RecordTags.setUp(b, tags, tagLines, tagColumns);
      tagProblems.forEach(b::problem);
      int first = source.number();
      StringBuilder movetext = new StringBuilder();
      boolean inComment = false;
      // a blank line or a tag ends the movetext, except that a comment in braces goes on across
      // blank lines (though not across a well-formed tag: an unclosed brace costs one game only)
      while (l.isPresent()) {
        String text = l.get();
        if (inComment
            ? tag(text).isPresent()
            : text.isBlank() || text.stripLeading().startsWith("[")) {
          break;
        }
        if (!source.gameTooLong()) {
          movetext.append(text).append('\n');
        }
        inComment = commentOpenAfter(text, inComment);
        l = line();
      }
      if (l.isPresent() && l.get().stripLeading().startsWith("[")) {
        source.pushBack(l);
      }
      boolean hasResult =
          new Movetext(b, index, texts)
              .annotations()
              .cutFrom(source.firstCut())
              .scan(TextCursor.of(movetext.toString(), first), false);
      source.limitProblems(index).forEach(b::problem);
      RecordTags.settleResult(b, hasResult, tags, tagLines, tagColumns, "tag");
      return Optional.of(b.build());
    }
  }
}
