package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.common.collect.ImmutableList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Players paste the play-by-mail server's command lines into any kind of record; the password in
 * them must never be kept or printed, whatever the format, and the move must still count.
 */
class PastedCommandTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "[Event \"mail\"]\n\n1.\nfanorona move 42 ann s3cret f2-e3A2\n> fanorona move 42 bob hunter2 d5-d4A3\n*\n",
        "1.\nfanorona move 42 ann s3cret f2-e3A2\nfanorona move 42 bob hunter2 d5-d4A3\n*\n",
        "{a log}\n1.\nfanorona move 42 ann s3cret f2-e3A2\nfanorona move 42 bob hunter2 d5-d4A3\n*\n",
      })
  void thePasswordIsNeitherKeptNorPrintedAndTheMovesCount(String text) {
    ImmutableList<GameRecord> games = Records.read(text);
    assertEquals(1, games.size());
    GameRecord game = games.get(0);
    assertEquals(
        List.of("f2-e3A2", "d5-d4A3"),
        game.turns().stream().map(RecordedTurn::text).toList(),
        game.toString());
    String everything =
        game
            + "\n"
            + game.problems()
            + "\n"
            + RecordFormat.PGN.text(game)
            + "\n"
            + RecordFormat.AW_LOG.text(game)
            + "\n"
            + RecordValidator.validate(game).problems();
    for (String secret : List.of("s3cret", "hunter2")) {
      assertFalse(everything.contains(secret), everything);
    }
  }

  @Test
  void aMoveLogReadAsSuchKeepsNoPasswordEither() {
    String log =
        "1.\nfanorona move 42 ann s3cret f2-e3A2\n> fanorona move 42 bob hunter2 d5-d4A3 *\n";
    GameRecord game = Records.read(RecordFormat.AW_LOG, log).get(0);
    assertEquals(
        List.of("f2-e3A2", "d5-d4A3"), game.turns().stream().map(RecordedTurn::text).toList());
    assertFalse(RecordFormat.AW_LOG.text(game).contains("s3cret"));
    assertFalse(game.problems().toString().contains("hunter2"));
  }

  /** Issue 19: a command that did not start its line kept its password, in every format. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "[Event \"mail\"]\n\n1. f2-e3A2 fanorona move 42 bob hunter2 d5-d4A3 *\n",
        "1. f2-e3A2 > FANORONA  Move 42 bob hunter2 d5-d4A3 *\n",
        "{Event \"mail\"} fanorona move 42 ann s3cret f2-e3A2 d5-d4A3 *\n",
        "Board: 1\nWhite (a): a\n\n1. f2-e3A2 fanorona move 42 bob hunter2 d5-d4A3\n*\n",
        "[Event \"fanorona move 42 bob hunter2 d9\"]\n\n1. f2-e3A2 d5-d4A3 *\n",
        "(;GM[Fanorona]TAG[Event \"fanorona move 42 bob hunter2\"]\n"
            + ";P0[1 Capture A F 2 E 3];P0[2 done];P1[3 Capture A D 5 D 4];P1[4 done])\n",
        "[Event \"x\"]\n\n1. f2-e3A2 d5-d4A3 {fanorona move 42 bob hunter2} *\n",
        "[Event \"x\"]\n\n1. f2-e3A2 d5-d4A3 *\n; fanorona move 42 bob hunter2\n",
      })
  void aCommandAnywhereInALineKeepsNoPassword(String text) {
    GameRecord game = Records.read(text).get(0);
    assertEquals(
        List.of("f2-e3A", "d5-d4A"),
        game.turns().stream().map(t -> t.text().replaceAll("\\d$", "")).toList(),
        text + game.problems());
    StringBuilder everything = new StringBuilder(game + "\n" + game.tags() + game.problems());
    for (RecordFormat f : RecordFormat.values()) {
      everything.append(f.text(game));
    }
    everything.append(RecordValidator.validate(game).problems());
    for (String secret : List.of("s3cret", "hunter2")) {
      assertFalse(everything.toString().contains(secret), everything.toString());
    }
  }
}
