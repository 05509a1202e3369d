package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A file of any size is read in bounded memory: a line, a game's text, its turns, tags and problems
 * each have a limit, and passing one is a reported problem, never an {@code OutOfMemoryError}.
 */
class RecordLimitsTest {
  /** Serves a head, then {@code count} copies of a filler, then a tail, without holding them. */
  static final class Generated extends Reader {
    private final String head;
    private final String filler;
    private final String tail;
    private long left;
    private int at;
    private int part;

    Generated(String head, String filler, long count, String tail) {
      this.head = head;
      this.filler = filler;
      this.left = count;
      this.tail = tail;
    }

    @Override
    public int read(char[] buf, int off, int len) {
      int n = 0;
      while (n < len) {
        String s = part == 0 ? head : part == 1 ? filler : tail;
        if (part == 1 && left == 0) {
          part = 2;
          continue;
        }
        if (at == s.length()) {
          if (part == 2) {
            break;
          }
          at = 0;
          if (part == 1) {
            left--;
          } else {
            part = 1;
          }
          continue;
        }
        int take = Math.min(len - n, s.length() - at);
        s.getChars(at, at + take, buf, off + n);
        at += take;
        n += take;
      }
      return n == 0 ? -1 : n;
    }

    @Override
    public void close() {}
  }

  private static List<GameRecord> readAll(RecordFormat format, Reader in) throws Exception {
    try (RecordStream games = RecordReader.open(in, format)) {
      List<GameRecord> out = new java.util.ArrayList<>();
      games.forEachRemaining(out::add);
      return out;
    }
  }

  private static boolean says(GameRecord r, String words) {
    return r.problems().stream().anyMatch(p -> p.isError() && p.message().contains(words));
  }

  @ParameterizedTest
  @EnumSource(
      value = RecordFormat.class,
      names = {"PGN", "GAMERZ"})
  void aLineOfHundredsOfMegabytesIsCutAndReported(RecordFormat format) throws Exception {
    String head =
        format == RecordFormat.PGN ? "[Event \"a\"]\n\n1. f2-e3A2 {" : "Board: 1\n\n1. f2-e3A2 {";
    String next =
        format == RecordFormat.PGN
            ? "\n\n[Event \"b\"]\n\n1. d3-e3W *\n"
            : "\nBoard: 2\n\n1. d3-e3W *\n";
    // 32 million characters on one line by default, 320 million under -Plong: many times the
    // longest line a reader keeps, so only a reader that cuts lines gets through it
    long thousands = Boolean.getBoolean("fanorona.long") ? 320_000 : 32_000;
    List<GameRecord> games =
        readAll(format, new Generated(head, "x".repeat(1000), thousands, "}\n*" + next));
    assertEquals(2, games.size());
    GameRecord first = games.get(0);
    assertTrue(says(first, "longer than " + RecordLines.MAX_LINE), first.problems().toString());
    assertEquals(List.of("f2-e3A2"), first.turns().stream().map(RecordedTurn::text).toList());
    assertEquals(List.of("d3-e3W"), games.get(1).turns().stream().map(RecordedTurn::text).toList());
  }

  @ParameterizedTest
  @EnumSource(
      value = RecordFormat.class,
      names = {"PGN", "GAMERZ"})
  void aGameOfTooManyLinesIsCutAndReported(RecordFormat format) throws Exception {
    String head = format == RecordFormat.PGN ? "[Event \"a\"]\n\n" : "Board: 1\n\n";
    String filler = "{" + "c".repeat(100) + "}\n";
    List<GameRecord> games =
        readAll(format, new Generated(head + "1. f2-e3A2\n", filler, 200_000, "*\n"));
    GameRecord r = games.get(0);
    assertTrue(says(r, "longer than " + RecordLines.MAX_GAME_TEXT), r.problems().toString());
    assertEquals(1, r.turns().size());
  }

  @Test
  void aGameOfTooManyTurnsKeepsTheFirstOnesAndSaysSo() throws Exception {
    List<GameRecord> games =
        readAll(
            RecordFormat.AW_LOG,
            new Generated("1. ", "d3-e3W e3-d3W ", GameRecord.MAX_TURNS, "*\n1. f2-e3A2 *\n"));
    assertEquals(2, games.size());
    GameRecord r = games.get(0);
    assertEquals(GameRecord.MAX_TURNS, r.turns().size());
    assertTrue(says(r, "more than " + GameRecord.MAX_TURNS + " turns"), r.problems().toString());
    assertTrue(r.problems().size() <= GameRecord.MAX_PROBLEMS + 1);
    assertEquals(1, games.get(1).turns().size());
  }

  @Test
  void aGameOfTooManyTagsKeepsTheFirstOnesAndSaysSo() throws Exception {
    StringBuilder pgn = new StringBuilder();
    StringBuilder log = new StringBuilder();
    for (int i = 0; i < GameRecord.MAX_TAGS + 50; i++) {
      pgn.append("[K").append(i).append(" \"v\"]\n");
      log.append("{K").append(i).append(" \"v\"} ");
    }
    for (String text : new String[] {pgn + "\n1. f2-e3A2 *\n", log + "\n1. f2-e3A2 *\n"}) {
      GameRecord r = Records.read(text).get(0);
      assertEquals(GameRecord.MAX_TAGS, r.tags().size());
      assertTrue(says(r, "more than " + GameRecord.MAX_TAGS + " tags"), r.problems().toString());
    }
  }

  @Test
  void problemsPastTheLimitAreCountedNotKept() {
    GameRecord r =
        Records.read(
                RecordFormat.PGN,
                "[Event \"x\"]\n\n" + "f2-e3A2 ".repeat(3 * GameRecord.MAX_PROBLEMS) + "*\n")
            .get(0);
    assertEquals(GameRecord.MAX_PROBLEMS, r.problems().size());
    assertTrue(r.problems().get(GameRecord.MAX_PROBLEMS - 1).message().contains("not listed"));
  }

  @Test
  void aReaderOfAStringStillReadsLineEndsOfEveryKind() throws Exception {
    List<GameRecord> games =
        readAll(
            RecordFormat.PGN,
            new StringReader("[Event \"a\"]\r\n\r\n1. f2-e3A2 *\r[Event \"b\"]\r\r1. d3-e3W *"));
    assertEquals(2, games.size());
    assertEquals(3, games.get(0).turns().get(0).line());
    assertEquals(6, games.get(1).turns().get(0).line());
  }
}
