package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A/W move logs (NOTATION.md §4): numbered turns in A/W notation, White then Black, one turn
 * number per line, stone counts printed, {@code 1...} when Black starts (Vela), comments in
 * braces or after {@code ;}, and a result token. A result token ends a game, so one text may hold
 * several games one after the other.
 *
 * <pre>{@code
 * GameRecord r = MoveLog.read("1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1\n*").get(0);
 * MoveLog.write(r);   // "1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1\n*\n"
 * }</pre>
 */
public final class MoveLog {
  private MoveLog() {}

  /**
   * Reads the games of a log of the standard game ({@code 1...} at the start means a Vela game).
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
   * Reads the games of a log played in a variant, under rule options, from a start position.
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
      String text,
      Optional<Variant> variant, Ruleset ruleset, Optional<Position> start) {
    List<GameRecord> out = new ArrayList<>();
    int offset = 0;
    int line = 1;
    while (offset < text.length() && hasTurnOrResult(text.substring(offset))) {
      String rest = text.substring(offset);
      Variant v = variant.orElse(startsWithBlack(rest) ? Variants.VELA : Variant.sivy());
      Ruleset r = variant.isPresent() ? ruleset : v.defaultRuleset();
      Position s = start.orElse(v.start());
      GameRecord.Builder b = GameRecord.builder(RecordFormat.AW_LOG)
          .index(out.size() + 1).line(line).variant(v).ruleset(r).start(s);
      int used = Movetext.readGame(rest, line, b, out.size() + 1, s);
      out.add(b.build());
      for (int k = 0; k < used; k++) {
        if (rest.charAt(k) == '\n') {
          line++;
        }
      }
      offset += used;
    }
    if (out.isEmpty()) {
      throw new FanoronaParseException("expected an A/W move log such as '1. f2-e3A2 d5-d4A3'",
          1, 1, 0);
    }
    return ImmutableList.copyOf(out);
  }

  private static boolean hasTurnOrResult(String text) {
    return !text.replaceAll("\\{[^}]*\\}?", " ").replaceAll(";[^\\n]*", " ").isBlank();
  }

  private static boolean startsWithBlack(String text) {
    String t = text.replaceAll("\\{[^}]*\\}?", " ").replaceAll(";[^\\n]*", " ").strip();
    return t.matches("(?s)\\d+(\\.\\.\\.|…).*");
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
    return Movetext.write(Movetext.texts(record, true), record.start(), result);
  }

}
