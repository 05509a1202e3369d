package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The fanorona tool run in-process: its output, exit codes and one-line error messages. */
class CliTest {
  private static final List<String> SIVY_TURNS =
      List.of("d2-e3A", "d3-e3A", "d3-e3W", "e2-e3A", "f2-e3A");

  /** Bad input: exit 2, nothing on stdout, one stderr line without a stack trace. */
  private static ToolRun assertBadInput(String... args) {
    ToolRun r = ToolRun.of(args);
    assertEquals(FanoronaCli.BAD_INPUT, r.status(), r.toString());
    assertEquals(1, r.errLines().size(), r.toString());
    assertTrue(r.outLines().isEmpty(), r.toString());
    assertNoStackTrace(r);
    return r;
  }

  private static void assertNoStackTrace(ToolRun r) {
    for (String line : r.errLines()) {
      assertFalse(line.startsWith("\tat ") || line.contains("Exception"), r.toString());
    }
  }

  @Test
  void movesListsTheFiveOpeningTurns() {
    ToolRun r = ToolRun.of("moves");
    assertEquals(0, r.status(), r.toString());
    assertEquals(SIVY_TURNS, r.outLines().subList(0, 5));
    assertEquals("5 turns", r.lastLine());
    assertEquals(6, r.outLines().size());
    assertTrue(r.errLines().isEmpty(), r.toString());
  }

  @Test
  void movesTakesAPositionAndRules() {
    ToolRun r = ToolRun.of("moves", "--fen", "5/5/2B2/1B2B/2W2 w 0 1", "--variant", "dimy");
    assertEquals(0, r.status(), r.toString());
    assertEquals(List.of("c1-c2A", "c1-c2A-d2A", "c1-c2A-d2W", "3 turns"), r.outLines());
    r =
        ToolRun.of(
            "moves",
            "--fen",
            "5/5/2B2/1B2B/2W2 w 0 1",
            "--variant",
            "dimy",
            "--rules",
            "first-turn-chain=forbidden");
    assertEquals(List.of("c1-c2A", "1 turn"), r.outLines(), r.toString());
  }

  @Test
  void perftPrintsTheCountLast() {
    ToolRun r = ToolRun.of("perft", "3");
    assertEquals(0, r.status(), r.toString());
    assertEquals("724", r.lastLine());
    assertEquals("21", ToolRun.of("perft", "--rules", "chain=mandatory", "2").lastLine());
    assertEquals("1", ToolRun.of("perft", "0").lastLine());
  }

  @Test
  void perftDivideListsEveryRootTurnThenTheTotal() {
    ToolRun r = ToolRun.of("perft", "--divide", "2");
    assertEquals(0, r.status(), r.toString());
    assertEquals(6, r.outLines().size(), r.toString());
    assertEquals("39", r.lastLine());
    long sum = 0;
    for (int i = 0; i < 5; i++) {
      String[] parts = r.outLines().get(i).split(" ");
      assertEquals(2, parts.length, r.outLines().get(i));
      assertEquals(SIVY_TURNS.get(i), parts[0]);
      sum += Long.parseLong(parts[1]);
    }
    assertEquals(39, sum);
  }

  @Test
  void applyPrintsThePositionAfterTheTurns() {
    ToolRun r = ToolRun.of("apply", "f2-e3A");
    assertEquals(0, r.status(), r.toString());
    assertEquals(List.of("BB1BBBBBB/BBB1BBBBB/BWBWWBWBW/WWWWW1WWW/WWWWWWWWW b 0 1"), r.outLines());
  }

  @Test
  void anIllegalTurnExitsTwoNamingTheLegalOnes() {
    ToolRun r = assertBadInput("apply", "a1-a2");
    String line = r.errLines().get(0);
    assertTrue(line.contains("a1-a2"), line);
    for (String t : SIVY_TURNS) {
      assertTrue(line.contains(t), line);
    }
    // The second turn is the illegal one here.
    line = assertBadInput("apply", "f2-e3A", "f2-e3A").errLines().get(0);
    assertTrue(line.contains("move 2"), line);
  }

  @Test
  void badRulesExitTwoListingTheValidOptions() {
    String line = assertBadInput("moves", "--rules", "foo=bar").errLines().get(0);
    for (String option :
        List.of(
            "capture=free|larger",
            "chain=optional|mandatory",
            "first-turn-chain=allowed|forbidden",
            "no-move=loss|draw",
            "no-capture-draw=",
            "repetition-draw=")) {
      assertTrue(line.contains(option), line);
    }
    line = assertBadInput("perft", "--rules", "capture=biggest", "1").errLines().get(0);
    assertTrue(line.contains("free|larger"), line);
    assertBadInput("moves", "--rules", "chain");
  }

  /** Issue 14: a 100 KB --rules value came back whole in a 100 KB line, control characters raw. */
  @Test
  void aLongOrControlCharacterRulesValueGetsOneShortLine() {
    String line = assertBadInput("perft", "--rules", "x".repeat(100_000), "1").errLines().get(0);
    assertTrue(line.length() < 2_000, "a line of " + line.length() + " characters");
    line = assertBadInput("moves", "--rules", "bo\ngus\u2028").errLines().get(0);
    assertTrue(line.contains("\\n"), line);
  }

  @Test
  void aBadPositionExitsTwoNamingTheColumn() {
    String line =
        assertBadInput("moves", "--fen", "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWX w")
            .errLines()
            .get(0);
    assertTrue(line.contains("column 49"), line);
    assertTrue(line.contains("'X'"), line);
    line = assertBadInput("perft", "--fen", "4294967299/9/9/9/9 w", "1").errLines().get(0);
    assertTrue(line.contains("column 1"), line);
  }

  @ParameterizedTest
  @ValueSource(strings = {"frobnicate", "--bogus", "moves --bogus", "perft", "perft x", "perft -1"})
  void unknownCommandsAndOptionsExitTwo(String args) {
    assertBadInput(args.split(" "));
  }

  @Test
  void noArgumentsPrintTheUsageOnStandardErrorAndExitTwo() {
    ToolRun r = ToolRun.of();
    assertEquals(FanoronaCli.BAD_INPUT, r.status(), r.toString());
    assertTrue(r.outLines().isEmpty(), r.toString());
    assertTrue(r.err().startsWith("Usage: fanorona"), r.toString());
    for (String command :
        List.of("moves", "perft", "apply", "validate", "convert", "show", "help")) {
      assertTrue(r.err().contains("\n  " + command + " "), command + " in " + r);
    }
  }

  @Test
  void helpPrintsTheUsageOnStandardOutputAndExitsZero() {
    ToolRun r = ToolRun.of("help");
    assertEquals(0, r.status(), r.toString());
    assertTrue(r.errLines().isEmpty(), r.toString());
    assertEquals(ToolRun.of().err(), r.out(), "the same usage as with no arguments");
  }

  @Test
  void helpOfACommandPrintsItsOptionsAndTheListsOfNames() {
    ToolRun r = ToolRun.of("help", "moves");
    assertEquals(0, r.status(), r.toString());
    assertTrue(r.out().startsWith("Usage: fanorona moves"), r.toString());
    assertEquals(ToolRun.of("moves", "--help").out(), r.out());
    assertTrue(r.out().contains("abstract-play"), r.toString());
    assertBadInput("help", "frobnicate");
  }

  @Test
  void theHelpOfFenExplainsThePositionStringWithExamples() {
    String help = ToolRun.of("help", "perft").out().replaceAll("\\s+", " ");
    assertTrue(help.contains("W a White stone, B a Black stone"), help);
    String sivy = "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1";
    assertTrue(help.contains(sivy), help);
    assertTrue(help.contains("3/3/3 w 3 3 0 1"), help);
    // The example is the real start: the tool reads it back as the default position.
    assertEquals(ToolRun.of("moves").out(), ToolRun.of("moves", "--fen", sivy).out());
  }
}
