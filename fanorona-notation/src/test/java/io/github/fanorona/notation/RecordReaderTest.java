package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading record files whatever their format, encoding details and line endings. */
class RecordReaderTest {
  private static final String BOM = "\uFEFF";

  private static void readsAsWithoutBom(String text, Path dir) throws IOException {
    List<GameRecord> plain = Records.read(text);
    Path file = dir.resolve("bom.txt");
    byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
    byte[] body = text.getBytes(StandardCharsets.UTF_8);
    byte[] all = new byte[bom.length + body.length];
    System.arraycopy(bom, 0, all, 0, bom.length);
    System.arraycopy(body, 0, all, bom.length, body.length);
    Files.write(file, all);
    assertEquals(RecordReader.detect(text), RecordReader.detect(BOM + text));
    List<GameRecord> fromFile;
    try (RecordStream games = RecordReader.open(file)) {
      fromFile = ImmutableList.copyOf(games);
    }
    for (List<GameRecord> withBom : List.of(Records.read(BOM + text), fromFile)) {
      assertEquals(plain.size(), withBom.size(), withBom.toString());
      for (int i = 0; i < plain.size(); i++) {
        assertEquals(plain.get(i).format(), withBom.get(i).format());
        assertEquals(plain.get(i).turns(), withBom.get(i).turns());
        assertEquals(plain.get(i).tags(), withBom.get(i).tags());
        assertEquals(plain.get(i).problems(), withBom.get(i).problems());
        assertTrue(
            RecordValidator.validate(withBom.get(i)).isLegal(),
            RecordValidator.validate(withBom.get(i)).problems().toString());
      }
    }
  }

  @Test
  void aByteOrderMarkIsIgnoredInEveryFormat(@TempDir Path dir) throws IOException {
    readsAsWithoutBom("[Event \"a\"]\n\n1. f2-e3A2 d5-d4A3 *\n", dir);
    readsAsWithoutBom("1. f2-e3A2 d5-d4A3 *\n", dir);
    readsAsWithoutBom("Board: 7\nWhite (a): ann\nBlack (b): bo\n\n1. f2-e3A2\n", dir);
    readsAsWithoutBom(BoardspaceSgfTest.realGame(), dir);
    assertEquals(
        RecordFormat.BOARDSPACE_SGF, RecordReader.detect(BOM + BoardspaceSgfTest.realGame()));
    assertEquals(1, Records.read(RecordFormat.PGN, BOM + "[Event \"a\"]\n\n1. f2-e3A2 *\n").size());
    try (RecordStream r =
        RecordReader.open(new StringReader(BOM + "[Event \"a\"]\n\n*\n"), RecordFormat.PGN)) {
      assertEquals("a", r.next().tags().get("Event"));
    }
  }

  @Test
  void linesEndingInACarriageReturnAloneAreCounted() {
    for (String eol : new String[] {"\n", "\r\n", "\r"}) {
      Problem log =
          RecordValidator.validate(
                  Records.read("1. f2-e3A2 d5-d4A3" + eol + "2. g3-f2W2 c3-c2" + eol + "*" + eol)
                      .get(0))
              .errors()
              .get(0);
      assertEquals(2, log.line(), eol.length() + " " + log);
      assertEquals(15, log.column(), log.toString());
      Problem sgf =
          RecordValidator.validate(
                  Records.read(
                          "(;GM[Fanorona]"
                              + eol
                              + ";P0[1 Capture A F 2 E 3];P0[2 done]"
                              + eol
                              + ";P1[3 Move A 5 A 4];P1[4 done])"
                              + eol)
                      .get(0))
              .errors()
              .get(0);
      assertEquals(3, sgf.line(), eol.length() + " " + sgf);
      GameRecord gamerz =
          Records.read(
                  "Board: 1"
                      + eol
                      + "White (a): a"
                      + eol
                      + "Black (b): b"
                      + eol
                      + eol
                      + "1. f2-e3A2 d5-d4A3"
                      + eol)
              .get(0);
      assertEquals(5, gamerz.turns().get(1).line(), eol.length() + " " + gamerz.turns());
    }
  }
}
