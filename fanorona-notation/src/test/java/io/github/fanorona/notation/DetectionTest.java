package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 34, cause 3: whatever a writer writes is detected as its own format, whatever line
 * separator a tag value holds and whatever follows it. Detection reads lines as the readers do (CR,
 * LF, CRLF); U+2028, U+2029 and U+0085 are characters of a line, not ends of one.
 */
class DetectionTest {
  /** Every character Java's regular expressions, or a reader, could take for a line's end. */
  private static final String[] SEPARATORS = {"\n", "\r", "\r\n", "\u2028", "\u2029", "\u0085"};

  /** What a line's start could be mistaken for: a tag, a comment, a Gamerz header or command. */
  private static final String[] AFTER = {
    "[x] two",
    "[Event \"y\"]",
    "{ two",
    "} two",
    "; two",
    "Board: 7",
    "White (a): x",
    "fanorona move"
  };

  private static final String[] KEYS = {"Event", "White", "Black", "Site", "Date", "my_tag"};

  static List<Object[]> cases() {
    List<Object[]> out = new ArrayList<>();
    for (RecordFormat f : RecordFormat.values()) {
      for (String key : KEYS) {
        out.add(new Object[] {f, key});
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("cases")
  void everyWrittenRecordIsDetectedAsItsFormat(RecordFormat format, String key) {
    Game game = Game.start(Variant.sivy()).play("f2-e3A").play("d5-d4A");
    for (String separator : SEPARATORS) {
      for (String after : AFTER) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "club night");
        tags.put(key, "one" + separator + after);
        String text = format.text(GameRecord.of(game, tags, format));
        String context =
            format
                + ", "
                + key
                + " = one"
                + io.github.fanorona.core.FanoronaException.quote(separator + after)
                + ":\n"
                + text;
        assertEquals(format, RecordReader.detect(text), context);
        List<GameRecord> given = Records.read(format, text);
        List<GameRecord> detected = Records.read(text);
        assertEquals(given.size(), detected.size(), context);
        for (int i = 0; i < given.size(); i++) {
          assertEquals(given.get(i).tags(), detected.get(i).tags(), context);
          assertEquals(given.get(i).turns(), detected.get(i).turns(), context);
        }
      }
    }
  }

  @Test
  void theIssuesTwoRecordsAreDetectedAsWritten() {
    Game game = Game.start(Variant.sivy()).play("f2-e3A");
    String log =
        RecordFormat.AW_LOG.text(
            GameRecord.of(game, Map.of("Event", "line one\n[x] line two"), RecordFormat.AW_LOG));
    assertEquals(RecordFormat.AW_LOG, RecordReader.detect(log), log);
    assertEquals("line one\n[x] line two", Records.read(log).get(0).tags().get("Event"));
    String gamerz =
        RecordFormat.GAMERZ.text(
            GameRecord.of(game, Map.of("White", "Ra\u2028[be"), RecordFormat.GAMERZ));
    assertEquals(RecordFormat.GAMERZ, RecordReader.detect(gamerz), gamerz);
    assertEquals(1, Records.read(gamerz).size(), gamerz);
  }

  @Test
  void aTagOrHeaderAfterOtherLinesStillTellsTheFormat() {
    // what detection found before: a signal on any line of the prefix, not only the first
    assertEquals(RecordFormat.PGN, RecordReader.detect("% a note\n[Event \"x\"]\n\n1. f2-e3A2 *"));
    assertEquals(RecordFormat.GAMERZ, RecordReader.detect("hello\r> fanorona move f2 e3\r"));
    assertEquals(RecordFormat.GAMERZ, RecordReader.detect("chat {oops}\nBoard: 7\n1. f2-e3A2\n"));
    assertEquals(RecordFormat.AW_LOG, RecordReader.detect("1. f2-e3A2\u2028[Event \"x\"] *"));
    assertEquals(RecordFormat.AW_LOG, RecordReader.detect("1. f2-e3A2 {a\n[b]} d5-d4A3 *"));
  }
}
