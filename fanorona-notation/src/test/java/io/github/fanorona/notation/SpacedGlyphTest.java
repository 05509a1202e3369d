package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 45: a glyph written apart from its turn ({@code 1. f2-e3A !? d5-d4A}) is that turn's mark,
 * as python-chess reads it. It became a phantom turn {@code !?}, which convert wrote as {@code
 * ?!?}, then {@code ??!?} on the next pass.
 */
class SpacedGlyphTest {
  @Test
  void aSpacedGlyphIsItsTurnsMarkAndStableOverTenPasses() {
    String text = "[Event \"g\"]\n\n1. f2-e3A !? d5-d4A ?? *\n";
    GameRecord r = AnnotatedGamesTest.read(text);
    assertEquals(2, r.turns().size());
    assertEquals("!?", r.turns().get(0).annotation());
    assertEquals(List.of(5), r.tree().nodes().get(0).marks());
    assertEquals(List.of(4), r.tree().nodes().get(1).marks());
    assertTrue(RecordValidator.validate(r).problems().isEmpty());
    String first = RecordFormat.PGN.text(r);
    assertTrue(first.contains("1. f2-e3A2!? d5-d4A3??\n"), first);
    String written = first;
    for (int pass = 0; pass < 10; pass++) {
      written = RecordFormat.PGN.text(AnnotatedGamesTest.read(written));
      assertEquals(first, written, "pass " + (pass + 2));
    }
  }

  @Test
  void anAwLogReadsItToo() {
    GameRecord r = Records.read(RecordFormat.AW_LOG, "1. f2-e3A ! d5-d4A\n*\n").get(0);
    assertEquals(2, r.turns().size());
    assertEquals("!", r.turns().get(0).annotation());
  }

  @Test
  void aGlyphBeforeAnyTurnIsAWarning() {
    GameRecord r = AnnotatedGamesTest.read("[Event \"g\"]\n\n!? 1. f2-e3A *\n");
    assertEquals(1, r.turns().size());
    assertEquals("", r.turns().get(0).annotation());
    assertTrue(
        r.problems().stream().anyMatch(p -> p.message().contains("a glyph !? before any turn")),
        r.problems().toString());
  }
}
