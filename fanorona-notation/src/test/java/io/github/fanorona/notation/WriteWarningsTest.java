package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Issue 19: where a format cannot hold a tag exactly, its writer says so. */
class WriteWarningsTest {
  private static List<WriteWarning> warnings(RecordFormat f, Map<String, String> tags) {
    List<WriteWarning> out = new ArrayList<>();
    GameRecord r = GameRecord.of(Game.start(io.github.fanorona.core.Variant.sivy()), tags, f);
    f.text(RecordValidator.validate(r), out);
    return out;
  }

  @Test
  void eachFormatReportsWhatItCannotHold() {
    assertEquals(
        List.of(
            new WriteWarning(
                1,
                "My Key",
                "not written: a PGN-style key is 1-256 letters, digits and '_' (no space,"
                    + " punctuation or symbol)"),
            new WriteWarning(
                1,
                "Note",
                "a PGN-style value holds no line end (CR or LF): written with a space for each")),
        warnings(RecordFormat.PGN, new java.util.TreeMap<>(Map.of("My Key", "v", "Note", "a\nb"))));
    assertEquals(
        List.of("Note"),
        warnings(RecordFormat.AW_LOG, Map.of("Note", "a\rb")).stream()
            .map(WriteWarning::tag)
            .toList());
    assertEquals(
        List.of("White", "xf2"),
        warnings(RecordFormat.GAMERZ, new java.util.TreeMap<>(Map.of("White", " ann ", "xf2", "1")))
            .stream()
            .map(WriteWarning::tag)
            .toList());
    assertEquals(
        List.of("Note"),
        warnings(RecordFormat.BOARDSPACE_SGF, Map.of("Note", "a\r\nb")).stream()
            .map(WriteWarning::tag)
            .toList());
    assertEquals(
        "game 1, tag 'Note': a Boardspace SGF value holds no CR (read back as a line end):"
            + " written with LF for each",
        warnings(RecordFormat.BOARDSPACE_SGF, Map.of("Note", "a\r\nb")).get(0).toString());
  }

  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void whatAFormatHoldsIsWrittenWithoutAWordAndReadBackEqual(RecordFormat f) {
    Map<String, String> tags =
        Map.of("ECO", "C00", "WhiteElo", "1500", "TimeControl", "40/7200", "Event", "club");
    assertTrue(warnings(f, tags).isEmpty());
    GameRecord r = GameRecord.of(Game.start(io.github.fanorona.core.Variant.sivy()), tags, f);
    GameRecord back = Records.read(f, f.text(r)).get(0);
    assertEquals(RecordFactsTest.freeTags(r.tags()), RecordFactsTest.freeTags(back.tags()));
    assertFalse(back.tags().containsKey("Board"), back.tags().toString());
  }
}
