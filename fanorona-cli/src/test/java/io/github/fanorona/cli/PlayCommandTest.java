package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.notation.RecordReader;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.Validation;
import io.github.fanorona.tables.EndgameTables;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/** The terminal game driven through standard input, as a player types. */
// It swaps System.in, which no other class may do at the same time.
@ResourceLock("java.lang.System.in")
class PlayCommandTest {
  @TempDir Path dir;

  private static ToolRun session(String input, String... args) {
    InputStream saved = System.in;
    System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
    try {
      return ToolRun.of(args);
    } finally {
      System.setIn(saved);
    }
  }

  private static String lines(String... lines) {
    return String.join("\n", lines) + "\n";
  }

  /** The tables' default file is probed where it exists, unless {@code --tables none}. */
  @Test
  void theTablesDefaultFileIsProbedWhereItExists() throws IOException {
    Path standard = EndgameTables.defaultFile();
    // the build sets the tests' home (fanorona-cli/pom.xml): never write into a real one
    assertTrue(standard.toString().contains("test-home"), standard.toString());
    Files.createDirectories(standard.getParent());
    EndgameTables.build(2, 1).save(standard);
    try {
      ToolRun with = session("quit\n", "play", "--depth", "1", "--delay", "0");
      assertEquals(0, with.status(), with.toString());
      assertTrue(with.out().contains("Endgame tables: " + standard), with.out());
      ToolRun without =
          session("quit\n", "play", "--depth", "1", "--delay", "0", "--tables", "none");
      assertEquals(0, without.status(), without.toString());
      assertFalse(without.out().contains("Endgame tables"), without.out());
    } finally {
      Files.delete(standard);
    }
    ToolRun absent = session("quit\n", "play", "--depth", "1", "--delay", "0");
    assertFalse(absent.out().contains("Endgame tables"), absent.out());
  }

  /** PLAYING.md's table shows the hint from the start; the tool must still print it. */
  @Test
  void playingMdShowsTheHintFromTheStart() throws IOException {
    String row =
        Files.readAllLines(MatchCommandTest.PLAYING).stream()
            .filter(l -> l.startsWith("| hint at depth 6"))
            .findFirst()
            .orElseThrow();
    String shown = row.split(" \\| ")[1];
    ToolRun run = session(lines("hint", "quit"), "play");
    assertEquals(0, run.status(), run.toString());
    assertTrue(run.out().contains(shown), shown + " in " + run.out());
  }

  @Test
  void aScriptedSessionOfClicksHintUndoAndSave() throws Exception {
    Path file = dir.resolve("game.pgn");
    ToolRun run =
        session(
            lines(
                "d3", // White chooses a stone
                "e3", // both captures land on e3: the game asks
                "w", // withdrawal: d3-e3W takes c3
                "d4", // Black's chain, click by click
                "c3", // d4-c3A
                "d3", // on to d3: approach and withdrawal again
                "a", // d4-c3A-d3A, and the chain cannot go on
                "hint",
                "history",
                "undo", // takes back Black's chain
                "history",
                "save " + file,
                "quit"),
            "play",
            "--side",
            "both",
            "--hint-depth",
            "2");
    assertEquals(0, run.status(), run.toString());
    String out = run.out();
    assertTrue(out.contains("approach (A) takes f3, withdrawal (W) takes c3: A or W>"), out);
    assertTrue(out.contains("White plays d3-e3W1"), out);
    assertTrue(out.contains("c3 to d3 or stop>"), out);
    assertTrue(out.contains("Black plays d4-c3A2-d3A1"), out);
    assertTrue(out.contains("hint: "), out);
    assertTrue(out.contains("1. d3-e3W1 d4-c3A2-d3A1"), out);
    assertTrue(out.contains("Undone; 1 turn played."), out);
    assertTrue(out.contains("Saved 1 turn to " + file), out);
    List<Validation> saved;
    try (RecordStream games = RecordReader.open(file)) {
      saved = ImmutableList.copyOf(games).stream().map(RecordValidator::validate).toList();
    }
    assertEquals(1, saved.size());
    assertTrue(saved.get(0).isLegal(), saved.toString());
    assertEquals("d3-e3W", saved.get(0).game().turns().get(0).toString());
    assertTrue(Files.readString(file).contains("1. d3-e3W1"));
  }

  @Test
  void theComputerRepliesAndALoadedGameContinues() throws Exception {
    Path file = dir.resolve("in.pgn");
    Files.writeString(file, "[Result \"*\"]\n\n1. f2-e3A2 d5-d4A3 *\n");
    ToolRun run =
        session(
            lines("load " + file, "history", "e3-d3A", "history", "quit"),
            "play",
            "--depth",
            "1",
            "--delay",
            "0");
    assertEquals(0, run.status(), run.toString());
    assertTrue(run.out().contains("Loaded 2 turns from " + file), run.out());
    assertTrue(run.out().contains("1. f2-e3A2 d5-d4A3"), run.out());
    assertTrue(run.out().matches("(?s).*Black plays [a-i][1-5]-.*"), run.out());
  }

  @Test
  void theComputerMovesFirstWhenThePlayerIsBlack() {
    ToolRun run =
        session(
            "history\nresign\nhistory\nquit\n",
            "play",
            "--side",
            "black",
            "--delay",
            "0",
            "--depth",
            "1");
    assertEquals(0, run.status(), run.toString());
    assertTrue(run.out().contains("White plays "), run.out());
    assertTrue(run.out().contains("Black resigns") || run.out().contains("White wins"), run.out());
  }

  @Test
  void badInputIsExplainedAndThePlayGoesOn() {
    ToolRun run =
        session(
            lines(
                "a1",
                "d3",
                "a5",
                "d3-d4",
                "back",
                "back",
                "load",
                "load /no/such/file",
                "f2-",
                "e2",
                "e3"),
            "play",
            "--side",
            "both");
    assertEquals(0, run.status(), run.toString());
    String out = run.out();
    assertTrue(out.contains("? a1: the stones that may start a turn are d2, e2, f2, d3"), out);
    assertTrue(out.contains("? the stone on d3 cannot go to a5; it may go to e3"), out);
    assertTrue(out.contains("? load needs a file name"), out);
    // the game's own error, with the legal turns (issue 45)
    assertTrue(
        out.contains("f2-: unexpected '-'; legal here: d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A"),
        out);
    assertTrue(out.contains(": no such file\n") || out.contains(": no such file\r\n"), out);
    assertTrue(out.contains("White plays e2-e3A"), out);
    assertTrue(out.trim().endsWith("Bye."), out);
  }

  @Test
  void theComputerCanPlayItselfToTheEnd() {
    ToolRun run =
        session("moves\nhistory\nquit\n", "play", "--side", "none", "--delay", "0", "--depth", "1");
    assertEquals(0, run.status(), run.toString());
    assertTrue(run.out().contains("Game over: "), run.out());
    assertTrue(
        run.out().contains("history or quit> no legal turns: the game is over\n"), run.out());
    assertTrue(run.out().contains("undo, save FILE, load FILE, history or quit> 1. "), run.out());
  }

  @Test
  void aPlacementGameTakesDropsAndAHuffCanBeClicked() {
    ToolRun telo =
        session("b2\nhistory\nquit\n", "play", "--variant", "telo", "--delay", "0", "--depth", "2");
    assertTrue(telo.out().contains("White, drop a stone on: a1, b1, c1"), telo.out());
    assertTrue(telo.out().contains("White plays b2"), telo.out());
    // French rules: huffing, so d3-e3 may also refuse the capture (P); Black then huffs e2.
    ToolRun french =
        session(
            lines("d3", "e3", "p", "huff e2", "d4", "d3", "a", "history", "quit"),
            "play",
            "--rules",
            "french",
            "--side",
            "both");
    assertTrue(french.out().contains("withdrawal (W) takes c3: P or A or W>"), french.out());
    assertTrue(french.out().contains("Black plays xe2:d4-d3A2"), french.out());
  }

  /**
   * {@code moves} means what the tool's own {@code moves} command means; the played turns are
   * {@code history}.
   */
  @Test
  void movesListsTheLegalTurnsAsTheToolDoesAndHistoryThePlayedOnes() {
    ToolRun run =
        session(lines("history", "moves", "f2-e3A", "history", "quit"), "play", "--side", "both");
    assertEquals(0, run.status(), run.toString());
    String legal = String.join(", ", ToolRun.of("moves").outLines().subList(0, 5));
    assertEquals("d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A", legal);
    assertTrue(run.out().contains("> no turns played yet\n"), run.out());
    assertTrue(run.out().contains("> legal turns: " + legal + "\n"), run.out());
    assertTrue(run.out().contains("> 1. f2-e3A2\n"), run.out());
  }

  /** A word that names no point is no turn: it is answered as a command the game does not know. */
  @Test
  void anUnknownWordIsAnUnknownCommandThatNamesTheCommands() {
    ToolRun run =
        session(
            lines("xyz", "legal", "Hnit now", "w", "huff", "d3e3w", "quit"),
            "play",
            "--side",
            "both");
    assertEquals(0, run.status(), run.toString());
    String out = run.out();
    for (String word : List.of("xyz", "legal", "Hnit")) {
      assertTrue(
          out.contains(
              "? unknown command '"
                  + word
                  + "'; the commands: "
                  + TerminalGame.COMMANDS
                  + "; or a turn: a point to click (d3) or A/W notation (d3-e3W)\n"),
          out);
    }
    assertTrue(
        out.contains("? w answers a choice between captures, and no step asks for one"), out);
    assertTrue(out.contains("? huff needs the point of the stone: huff c3"), out);
    assertFalse(out.contains("huffed point"), "no word was read as huff notation: " + out);
    assertTrue(out.contains("White plays d3-e3W1"), out);
  }

  /** The ASCII board's characters are explained where the board is first drawn, and in help. */
  @Test
  void theBoardsCharactersAreExplained() {
    ToolRun run = session(lines("help", "quit"), "play", "--side", "both");
    String key =
        "The board: O a White stone, # a Black stone, * an empty point with diagonal lines";
    List<String> lines = run.outLines();
    assertTrue(lines.get(1).startsWith(key), run.out());
    assertTrue(lines.get(2).startsWith("    a   b   c"), run.out());
    assertEquals(2, lines.stream().filter(l -> l.startsWith(key)).count(), run.out());
    assertTrue(run.out().contains("+ an empty point without them (a weak point)."), run.out());
  }

  @Test
  void aBadSideIsBadInput() {
    ToolRun run = session("", "play", "--side", "green");
    assertEquals(FanoronaCli.BAD_INPUT, run.status());
    assertTrue(run.err().contains("--side must be white, black, both or none"), run.err());
  }
}
