package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A/W move logs (NOTATION.md §4): numbered turns in A/W notation, White then Black, one turn
 * number per line, stone counts printed, {@code 1...} when Black starts (Vela), comments in
 * braces or after {@code ;}, and a result token. A result token ends a game, so one text may hold
 * several games one after the other. A game of another variant, under other rules or from
 * another position starts with a header comment such as {@code {Variant "Fanoron-Telo"} {Rules
 * "chain=mandatory"} {FEN "..."}}.
 *
 * <pre>{@code
 * GameRecord r = MoveLog.read("1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1\n*").get(0);
 * MoveLog.write(r);   // "1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1\n*\n"
 * }</pre>
 */
public final class MoveLog {
  /** A header comment before a game's first turn: {@code {Variant "Fanoron-Telo"}}. */
  private static final Pattern HEADER =
      Pattern.compile("(?i)\\s*(Variant|Rules|FEN|Vela)\\s+\"([^\"]*)\"\\s*");

  private MoveLog() {}

  /**
   * Reads the games of a log: each game is of the variant, rules and start its header comment
   * gives, or else of the standard game ({@code 1...} as its first word means a Vela game).
   *
   * <pre>{@code MoveLog.read("1. d3-e3W *")}</pre>
   *
   * @param text the log
   * @return its games, each with the warnings found (wrong or missing turn numbers)
   */
  public static ImmutableList<GameRecord> read(String text) {
    return readGames(text, Optional.empty(), Ruleset.standard(), Optional.empty());
  }

  /**
   * Reads the games of a log played in a variant, under rule options, from a start position;
   * header comments are then only comments.
   *
   * <pre>{@code MoveLog.read(text, Variants.DIMY, Ruleset.standard(), Variants.DIMY.start())}</pre>
   *
   * @param text the log
   * @param variant the variant
   * @param ruleset the rule options
   * @param start the start position
   * @return its games
   */
  public static ImmutableList<GameRecord> read(
      String text, Variant variant, Ruleset ruleset, Position start) {
    return readGames(text, Optional.of(variant), ruleset, Optional.of(start));
  }

  private static ImmutableList<GameRecord> readGames(
      String input,
      Optional<Variant> variant, Ruleset ruleset, Optional<Position> start) {
    String text = GamerzRecord.maskCommands(RecordReader.unixLines(input));
    List<GameRecord> out = new ArrayList<>();
    int offset = 0;
    int line = 1;
    while (true) {
      Map<String, String> header = new LinkedHashMap<>();
      Map<String, Integer> headerLines = new LinkedHashMap<>();
      Map<String, Integer> headerColumns = new LinkedHashMap<>();
      int first = firstToken(text, offset, line, header, headerLines, headerColumns);
      if (first >= text.length()) {
        break;
      }
      // the game starts at its header or first word, not where the previous game's result was
      int gameLine = line;
      for (int k = offset; k < first; k++) {
        if (text.charAt(k) == '\n') {
          gameLine++;
        }
      }
      for (int l : headerLines.values()) {
        gameLine = Math.min(gameLine, l);
      }
      GameRecord.Builder b = GameRecord.builder(RecordFormat.AW_LOG)
          .index(out.size() + 1).line(gameLine);
      if (variant.isPresent()) {
        b.variant(variant.get()).ruleset(ruleset).start(start.orElse(variant.get().start()));
      } else if (!header.isEmpty()) {
        header.forEach(b::tag);
        RecordTags.setUp(b, header, headerLines, headerColumns);
      } else {
        // only "1..." on the standard start says that Black began: a Vela game
        Variant v = startsWithBlack(text, first) ? Variants.VELA : Variant.sivy();
        b.variant(v).ruleset(v.defaultRuleset()).start(v.start());
      }
      Position s = b.build().start();
      int end = Movetext.readGame(text, offset, line, b, out.size() + 1, s);
      out.add(b.build());
      for (int k = offset; k < end; k++) {
        if (text.charAt(k) == '\n') {
          line++;
        }
      }
      offset = end;
    }
    if (out.isEmpty()) {
      throw new FanoronaParseException("expected an A/W move log such as '1. f2-e3A2 d5-d4A3'",
          1, 1, 0);
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * Returns the index of the first word at or after {@code from} that is not in a comment, or the
   * text's length; collects the header comments ({@code {Variant "..."}}) met on the way, with
   * the line and column of each value.
   */
  private static int firstToken(String text, int from, int fromLine, Map<String, String> header,
      Map<String, Integer> headerLines, Map<String, Integer> headerColumns) {
    int line = fromLine;
    int i = from;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (Character.isWhitespace(c)) {
        i++;
      } else if (c == ';') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
      } else if (c == '{') {
        int close = text.indexOf('}', i);
        if (close < 0) {
          return n;
        }
        Matcher m = HEADER.matcher(text).region(i + 1, close);
        if (m.matches()) {
          String key = RecordTags.canonical(m.group(1));
          header.put(key, m.group(2));
          headerLines.put(key, line);
          String value = m.group(2);
          headerColumns.put(key, m.start(2) - (text.lastIndexOf('\n', i) + 1) + 1
              + value.length() - value.stripLeading().length());
        }
        for (int k = i; k < close; k++) {
          if (text.charAt(k) == '\n') {
            line++;
          }
        }
        i = close + 1;
      } else {
        return i;
      }
    }
    return n;
  }

  private static boolean startsWithBlack(String text, int first) {
    return text.startsWith("1...", first) || text.startsWith("1…", first);
  }

  /**
   * Writes a record as a move log, with stone counts.
   *
   * <pre>{@code MoveLog.write(GameRecord.of(game, Map.of(), RecordFormat.AW_LOG))}</pre>
   *
   * @param record the record
   * @return the log, ending with the result token and a newline
   */
  public static String write(GameRecord record) {
    String result = record.result();
    if (result.equals("*")) {
      result = RecordTags.replay(record).outcome().map(o -> o.resultString()).orElse("*");
    }
    StringBuilder header = new StringBuilder();
    boolean velaLog = record.variant() == Variants.VELA
        && record.ruleset().equals(Variants.VELA.defaultRuleset())
        && record.start().equals(Variants.VELA.start());
    if (!velaLog) {
      Map<String, String> tags = RecordTags.forWriting(record, result);
      for (String key : List.of("Variant", "Rules", "FEN")) {
        if (tags.containsKey(key)) {
          header.append(header.length() > 0 ? " {" : "{").append(key).append(" \"")
              .append(tags.get(key).replaceAll("[\"{}\\r\\n]", "")).append("\"}");
        }
      }
    }
    if (header.length() > 0) {
      header.append('\n');
    }
    return header + Movetext.write(Movetext.texts(record, true), record.start(), result);
  }

}
