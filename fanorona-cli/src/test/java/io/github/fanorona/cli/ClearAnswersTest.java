package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tool's answers to hostile input: bounded perft depths, ASCII numbers, file names escaped,
 * file errors with their reason, text that is not UTF-8 or never ends.
 */
// It swaps System.in, which no other class may do at the same time.
@ResourceLock("java.lang.System.in")
class ClearAnswersTest {
  /** White's only turn takes Black's last stone: the tree ends after one turn. */
  private static final String ONE_TURN = "9/9/9/9/2W1B4 w 0 1";

  @TempDir Path dir;

  /** Bad input: exit 2, nothing on stdout, one line on stderr. */
  private static ToolRun assertBadInput(String... args) {
    ToolRun r = ToolRun.of(args);
    assertEquals(FanoronaCli.BAD_INPUT, r.status(), r.toString());
    assertEquals(1, r.errLines().size(), r.toString());
    assertTrue(r.err().startsWith("fanorona: "), r.toString());
    assertFalse(r.err().contains("Exception"), r.toString());
    assertEquals("", r.out(), r.toString());
    return r;
  }

  @ParameterizedTest(name = "perft {0}")
  @ValueSource(strings = {"2147483647", "100000000", "1000"})
  void perftPastTheEndOfEveryLineIsACount(String depth) {
    ToolRun r =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60), () -> ToolRun.of("perft", "--fen", ONE_TURN, depth));
    assertEquals(0, r.status(), r.toString());
    assertEquals(List.of("0"), r.outLines(), r.toString());
  }

  @Test
  void perftThatMustBeSearchedTooDeepIsBadInput() {
    ToolRun r =
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> assertBadInput("perft", "1000"));
    assertTrue(r.err().contains("past the deepest count, 128 half-moves"), r.toString());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "perft \u0663", // ARABIC-INDIC DIGIT THREE
        "perft --threads \u0661 2",
        "show --size \uff14\uff18\uff10", // full-width 480
        "match --games \u0662 random random",
        "match depth=\u0662 random"
      })
  void numbersAreReadInAsciiDigitsOnly(String args) {
    assertBadInput(args.split(" "));
  }

  @Test
  void asciiDigitsAreNumbers() {
    assertEquals("724", ToolRun.of("perft", "3").lastLine());
  }

  @Test
  void playRefusesANegativeTimeAndAnEndlessDelay() {
    // A "quit" to read, should the options be taken and the game start.
    java.io.InputStream saved = System.in;
    System.setIn(new java.io.ByteArrayInputStream("quit\n".getBytes(StandardCharsets.UTF_8)));
    try {
      assertTrue(assertBadInput("play", "--time", "-5").err().contains("--time"));
      ToolRun r = assertBadInput("play", "--delay", "2147483647");
      assertTrue(r.err().contains("0 to 60000 milliseconds"), r.toString());
    } finally {
      System.setIn(saved);
    }
  }

  /** A newline in a file name cannot forge a problem line, and ESC never reaches the terminal. */
  @Test
  void fileNamesAreEscaped() throws IOException {
    Path forged = dir.resolve("a\nx.pgn:9:9: game 1, turn 1 (White): fake\u001b[2J.pgn");
    Files.writeString(forged, "[Event \"x\"]\n\n1. f2-e3A c3-c2 *\n");
    ToolRun r = ToolRun.of("validate", forged.toString());
    assertEquals(1, r.status(), r.toString());
    assertEquals(2, r.outLines().size(), r.toString());
    String escaped = dir + "/a\\nx.pgn:9:9: game 1, turn 1 (White): fake\\u001b[2J.pgn";
    assertTrue(r.outLines().get(0).startsWith(escaped + ":3:"), r.toString());
    assertFalse(r.out().contains("\u001b") || r.err().contains("\u001b"), r.toString());
    ToolRun missing = ToolRun.of("validate", dir.resolve("gone\u001b.pgn").toString());
    assertEquals(
        List.of("fanorona: " + dir + "/gone\\u001b.pgn: no such file"), missing.errLines());
  }

  @Test
  void everyFileErrorNamesTheFileAndTheReason() throws IOException {
    Path gone = dir.resolve("gone.tables");
    ToolRun probe = assertBadInput("tables", "probe", gone.toString());
    assertEquals("fanorona: " + gone + ": no such file", probe.errLines().get(0));
    ToolRun play = assertBadInput("play", "--tables", gone.toString());
    assertEquals("fanorona: " + gone + ": no such file", play.errLines().get(0));
    Path svg = dir.resolve("no/such/folder/board.svg");
    ToolRun show = assertBadInput("show", "--svg", svg.toString());
    assertTrue(show.errLines().get(0).startsWith("fanorona: " + svg + ": "), show.toString());
    ToolRun build = assertBadInput("tables", "build", "--stones", "2", svg.toString());
    assertTrue(build.errLines().get(0).startsWith("fanorona: " + svg + ": "), build.toString());
  }

  @Test
  void anUnreadableFileSaysPermissionDenied() throws IOException {
    Path locked = dir.resolve("locked.pgn");
    Files.writeString(locked, "1. f2-e3A *\n");
    Assumptions.assumeTrue(locked.toFile().setReadable(false, false));
    Assumptions.assumeFalse(Files.isReadable(locked), "running as root: every file is readable");
    ToolRun r = ToolRun.of("validate", locked.toString());
    assertEquals(List.of("fanorona: " + locked + ": permission denied"), r.errLines());
  }

  @Test
  void invalidUtf8IsReportedWhereItStands() throws IOException {
    Path f = dir.resolve("latin1.pgn");
    byte[] head = "[Event \"x\"]\n[Site \"y\"]\n[Whi".getBytes(StandardCharsets.US_ASCII);
    byte[] bytes = new byte[head.length + 20];
    System.arraycopy(head, 0, bytes, 0, head.length);
    bytes[head.length] = (byte) 0xE9; // é in Latin-1
    java.util.Arrays.fill(bytes, head.length + 1, bytes.length, (byte) 'e');
    Files.write(f, bytes);
    ToolRun r = ToolRun.of("validate", f.toString());
    assertEquals(FanoronaCli.BAD_INPUT, r.status(), r.toString());
    assertEquals(1, r.errLines().size(), r.toString());
    assertTrue(
        r.errLines().get(0).startsWith("fanorona: " + f + ":3:5: the file is not UTF-8"),
        r.toString());
    assertTrue(r.errLines().get(0).contains("0xE9"), r.toString());
  }

  @Test
  void utf16WithoutAByteOrderMarkIsOneClearProblem() throws IOException {
    Path f = dir.resolve("utf16.pgn");
    Files.write(f, "[Event \"x\"]\n\n1. f2-e3A *\n".getBytes(StandardCharsets.UTF_16LE));
    ToolRun r = ToolRun.of("validate", f.toString());
    assertEquals(FanoronaCli.BAD_INPUT, r.status(), r.toString());
    assertEquals(List.of("0 games, 0 turns, 0 problems"), r.outLines(), r.toString());
    assertEquals(1, r.errLines().size(), r.toString());
    assertTrue(r.err().contains("UTF-16LE text without a byte order mark"), r.toString());
  }

  /** {@code /dev/zero} never ends: the run of NULs stops the read with one line. */
  @Test
  void anEndlessRunOfNulsStops() {
    Path zero = Path.of("/dev/zero");
    Assumptions.assumeTrue(Files.isReadable(zero));
    ToolRun r =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60), () -> ToolRun.of("validate", zero.toString()));
    assertEquals(FanoronaCli.BAD_INPUT, r.status(), r.toString());
    assertEquals(
        List.of(
            "fanorona: /dev/zero:1:65537: the text has a run of more than 65536 NUL characters here:"
                + " it is not a record text (a binary file or a device?)"),
        r.errLines());
  }
}
