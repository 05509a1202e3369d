package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import java.io.IOException;
import java.util.Map;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

class PgnReaderTest {
  @Test
  void readsGameByGameWithoutHoldingTheFile() throws IOException {
    StringBuilder file = new StringBuilder();
    int games = 300;
    for (int i = 0; i < games; i++) {
      Game g = RandomGames.play(Variant.sivy(), Variant.sivy().defaultRuleset(), i, 30);
      file.append(
              RecordFormat.PGN.text(GameRecord.of(g, Map.of("Round", "" + i), RecordFormat.PGN)))
          .append('\n');
    }
    CountingReader counting = new CountingReader(file.toString());
    try (RecordStream reader = RecordReader.open(counting, RecordFormat.PGN)) {
      GameRecord first = reader.next();
      assertEquals("0", first.tags().get("Round"));
      assertTrue(
          counting.served < file.length() / 4,
          counting.served + " of " + file.length() + " characters read for one game");
      int n = 1;
      while (reader.hasNext()) {
        GameRecord r = reader.next();
        assertEquals("" + n, r.tags().get("Round"));
        assertEquals(n + 1, r.index());
        assertTrue(
            RecordValidator.validate(r).isLegal(),
            RecordValidator.validate(r).problems().toString());
        n++;
      }
      assertEquals(games, n);
      assertFalse(reader.hasNext());
      assertThrows(NoSuchElementException.class, reader::next);
    }
  }

  @Test
  void gamesWithoutTagsAreSeparatedByBlankLines() {
    var games =
        Records.read(
            RecordFormat.PGN,
            "[Event \"a\"]\n1. d3-e3W *\n\n1. f2-e3A2 *\n\n\n[Event \"c\"]\n\n*\n");
    assertEquals(3, games.size());
    assertEquals("a", games.get(0).tags().get("Event"));
    assertEquals(1, games.get(1).turns().size());
    assertEquals(4, games.get(1).line());
    assertEquals(0, games.get(2).turns().size());
    assertEquals("c", games.get(2).tags().get("Event"));
  }

  @Test
  void aGameWithTagsButNoMovetextIsAGameOfItsOwn() {
    var games =
        Records.read(
            RecordFormat.PGN,
            "[Event \"a\"]\n[Result \"*\"]\n\n[Event \"b\"]\n[White \"x\"]\n\n1. d3-e3W *\n");
    assertEquals(2, games.size(), games.toString());
    assertEquals("a", games.get(0).tags().get("Event"));
    assertEquals(0, games.get(0).turns().size());
    assertEquals("b", games.get(1).tags().get("Event"));
    assertEquals(4, games.get(1).line());
    assertEquals(1, games.get(1).turns().size());
    assertEquals(7, games.get(1).turns().get(0).line());
  }

  @Test
  void commentLinesBeforeTheFirstTagAreNoGame() {
    var games = Records.read("; exported by foo\n{ and a note }\n\n[Event \"a\"]\n\n1. d3-e3W *\n");
    assertEquals(1, games.size(), games.toString());
    assertEquals("a", games.get(0).tags().get("Event"));
    assertEquals(4, games.get(0).line());
  }

  @Test
  void aBlankLineInsideABraceCommentDoesNotEndTheGame() {
    var games =
        Records.read(
            RecordFormat.PGN,
            "[Event \"a\"]\n\n1. d3-e3W {a comment\n\nover a blank line}"
                + " f4-d2A *\n\n[Event \"b\"]\n\n1. d3-e3W *\n");
    assertEquals(2, games.size(), games.toString());
    assertEquals(2, games.get(0).turns().size(), games.get(0).turns().toString());
    assertEquals(5, games.get(0).turns().get(1).line());
    assertEquals("b", games.get(1).tags().get("Event"));
    assertTrue(games.get(0).problems().isEmpty(), games.get(0).problems().toString());
  }

  @Test
  void aResultTagInLowerCaseIsTheResultAsInAnyOtherCase() {
    GameRecord unfinished =
        Records.read(RecordFormat.PGN, "[result \"0-1\"]\n\n1. d3-e3W\n").get(0);
    assertEquals("0-1", unfinished.result());
    GameRecord contradicted =
        Records.read(RecordFormat.PGN, "[result \"0-1\"]\n\n1. d3-e3W *\n").get(0);
    assertEquals(1, contradicted.problems().size(), contradicted.problems().toString());
    assertEquals(1, contradicted.problems().get(0).line());
    assertTrue(contradicted.problems().get(0).message().contains("says 0-1"));
  }
}
