package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.variants.Variants;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 19: facts a record lost or changed on the way through a format, without a word. */
class RecordFactsTest {
  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void aBoardVariantIsWrittenAsANameItsReadersAccept(RecordFormat format) {
    Game g = Game.start(Variants.board(7, 3));
    g = g.play(g.legalTurns().get(0));
    String text = format.text(GameRecord.of(g, Map.of("Event", "7x3"), format));
    GameRecord back = Records.read(format, text).get(0);
    Validation v = RecordValidator.validate(back);
    assertTrue(v.isLegal(), text + v.problems());
    assertEquals("board:7x3", back.variant().name(), text);
    assertEquals(g, v.game(), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Fanorona 7x3", "board:7x3", "BOARD:7x3"})
  void aBoardVariantIsReadByItsNameAndItsDisplayName(String name) {
    String first = Game.start(Variants.board(7, 3)).legalTurns().get(0).toString();
    GameRecord r =
        Records.read(RecordFormat.PGN, "[Variant \"" + name + "\"]\n\n1. " + first + " *\n").get(0);
    assertEquals("board:7x3", r.variant().name());
    assertTrue(RecordValidator.validate(r).isLegal(), r.problems().toString());
  }

  /** One game on a board without a standard start stopped the whole file at 0:0. */
  @ParameterizedTest
  @ValueSource(strings = {"board:99x99", "board:2x2", "Fanorona 8x8"})
  void aBadBoardIsAProblemOfItsGameOnly(String board) {
    String good = "1. f2-e3A2 *\n";
    List<String> files =
        List.of(
            "[Event \"1\"]\n\n"
                + good
                + "\n[Variant \""
                + board
                + "\"]\n\n1. d2-d3 *\n\n[Event \"3\"]\n\n"
                + good,
            "{Event \"1\"} " + good + "{Variant \"" + board + "\"} 1. d2-d3 *\n" + good,
            "Board: 1\nWhite (a): a\n\n1. f2-e3A2 *\n"
                + "Board: 2\nVariant: "
                + board
                + "\n\n1. d2-d3 *\nBoard: 3\n\n"
                + good,
            "(;GM[Fanorona];P0[1 Move F 2 E 3];P0[2 done])\n(;GM[Fanorona]SU["
                + board
                + "];P0[1 Move D 2 D 3])\n(;GM[Fanorona])\n");
    for (String text : files) {
      List<GameRecord> games = Records.read(text);
      assertEquals(3, games.size(), text);
      List<Problem> errors = RecordValidator.validate(games.get(1)).errors();
      assertFalse(errors.isEmpty(), text);
      assertTrue(errors.get(0).message().contains("variant"), errors.toString());
      assertTrue(errors.get(0).line() > 0, errors.toString());
      assertTrue(games.get(2).problems().isEmpty(), text + games.get(2).problems());
    }
  }

  /** Issue 19: leading ';' lines past 64 KiB made a PGN-style file an A/W log, its tags turns. */
  @ParameterizedTest
  @ValueSource(ints = {10, 700, 3_000})
  void detectionReadsPastLeadingCommentLines(int comments) {
    String header = ("; exported by a tool " + "x".repeat(80) + "\n").repeat(comments);
    String pgn = header + "[Event \"club\"]\n\n1. f2-e3A2 *\n";
    GameRecord r = Records.read(pgn).get(0);
    assertEquals(RecordFormat.PGN, r.format());
    assertEquals("club", r.tags().get("Event"));
    assertEquals(comments + 1, r.line());
    assertTrue(r.problems().isEmpty(), r.problems().toString());
    GameRecord log = Records.read(header + "\n  ; two\n1. f2-e3A2 *\n").get(0);
    assertEquals(RecordFormat.AW_LOG, log.format());
    assertEquals(comments + 3, log.turns().get(0).line());
    assertEquals(
        RecordFormat.GAMERZ, Records.read(header + "Board: 1\n\n1. f2-e3A2 *\n").get(0).format());
  }

  /** Issue 19: the Gamerz reader took WhiteElo for White, renamed ECO and added "?" players. */
  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void standardAndOddKeysSurviveEveryFormatAndChain(RecordFormat via) {
    String pgn =
        "[Event \"club\"]\n[White \"Rakoto\"]\n[WhiteElo \"1500\"]\n[BlackElo \"1400\"]\n"
            + "[ECO \"C00\"]\n[TimeControl \"40/7200\"]\n[PlyCount \"2\"]\n[my_tag2 \"x\"]\n"
            + "[lower \"y\"]\n[_x \"z\"]\n[Result \"*\"]\n\n1. f2-e3A2 d5-d4A3 *\n";
    GameRecord first = Records.read(RecordFormat.PGN, pgn).get(0);
    GameRecord back = Records.read(RecordFormat.PGN, RecordFormat.PGN.text(first)).get(0);
    String text = via.text(back);
    GameRecord through = Records.read(via, text).get(0);
    GameRecord again = Records.read(RecordFormat.PGN, RecordFormat.PGN.text(through)).get(0);
    assertEquals(first.tags(), again.tags(), text);
    assertEquals(RecordFormat.PGN.text(first), RecordFormat.PGN.text(again), text);
  }

  /** Keys with spaces or other scripts, and long values, were dropped or cut by SGF and A/W. */
  @ParameterizedTest
  @EnumSource(
      value = RecordFormat.class,
      names = {"AW_LOG", "BOARDSPACE_SGF"})
  void keysOfAnyScriptAndLongValuesSurvive(RecordFormat format) {
    Map<String, String> tags = new java.util.LinkedHashMap<>();
    tags.put("\u00d1and\u00fa", "bird");
    tags.put("Note", "x".repeat(70_000));
    tags.put("Lines", "one\ntwo\u2028three\tfour\u0000 \" \\ [ ] { } ");
    tags.put("Event", "  padded  ");
    if (format == RecordFormat.BOARDSPACE_SGF) {
      tags.put("My Key", "spaced");
    }
    GameRecord r = GameRecord.of(Game.start(Variants.DIMY), tags, format);
    String text = format.text(r);
    GameRecord back = Records.read(format, text).get(0);
    assertEquals(
        freeTags(r.tags()),
        freeTags(back.tags()),
        text.length() > 2000 ? text.substring(0, 2000) : text);
    assertTrue(back.problems().isEmpty(), back.problems().toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"{\u00d1and\u00fa \"bird\"} 1. f2-e3A2 *", "{x_1 \"bird\"} 1. f2-e3A2 *"})
  void aMoveLogHeaderOfAnyScriptIsATag(String log) {
    GameRecord r = Records.read(RecordFormat.AW_LOG, log).get(0);
    assertEquals(List.of("bird"), List.copyOf(r.tags().values()), r.tags().toString());
  }

  /** The tags that describe a game, without those that set it up (compared as its variant...). */
  static Map<String, String> freeTags(Map<String, String> tags) {
    Map<String, String> free = new java.util.HashMap<>(tags);
    free.keySet().removeIf(TagWriting::isSetUp);
    return free;
  }
}
