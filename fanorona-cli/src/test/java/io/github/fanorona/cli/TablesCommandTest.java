package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.tables.EndgameTables;
import io.github.fanorona.tables.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tables probe}: an answer only under the rules the tables hold. */
class TablesCommandTest {
  /** A won position found in the tables, at least 3 half-moves from its end. */
  private static String won = "";

  @TempDir static Path dir;
  private static Path file = Path.of("");
  private static Verdict standard = Verdict.inPlies(0);

  @BeforeAll
  static void build() throws IOException {
    file = dir.resolve("three.tables");
    EndgameTables three = EndgameTables.build(3, 1);
    three.save(file);
    Geometry board = Variant.sivy().geometry();
    for (int a = 0; a < board.size() && won.isEmpty(); a++) {
      for (int b = a + 1; b < board.size() && won.isEmpty(); b++) {
        int black = board.size() - 1 - a;
        if (black == a || black == b) {
          continue;
        }
        Position p = Position.of(board, 1L << a | 1L << b, 1L << black, Side.WHITE);
        Verdict v = three.probe(p, Ruleset.standard()).orElseThrow();
        if (v.result() == Verdict.Result.WIN && v.plies() >= 3) {
          won = p.toString();
          standard = v;
        }
      }
    }
    assertFalse(won.isEmpty(), "no won position 3 half-moves or more from its end");
  }

  private static ToolRun probe(String... options) {
    String[] args = new String[options.length + 3];
    args[0] = "tables";
    args[1] = "probe";
    System.arraycopy(options, 0, args, 2, options.length);
    args[args.length - 1] = file.toString();
    return ToolRun.of(args);
  }

  /** Issue 46: a folder given as the tables said "Is a directory", naming nothing. */
  @Test
  void aFolderIsNamed() throws IOException {
    Path folder = java.nio.file.Files.createDirectories(dir.resolve("a folder"));
    ToolRun r = ToolRun.of("tables", "probe", folder.toString());
    assertEquals(2, r.status(), r.toString());
    assertEquals(
        java.util.List.of("fanorona: " + folder + ": is a folder, not a file"), r.errLines());
  }

  @Test
  void theStandardRulesGetTheVerdictAndABestTurn() {
    ToolRun r = probe("--fen", won);
    assertEquals(0, r.status(), r.toString());
    assertTrue(r.lastLine().startsWith(standard + ": "), r.toString());
  }

  /** A no-capture limit within the win's distance may draw the game first: no verdict. */
  @Test
  void aNoCaptureLimitTheWinMayNotBeatGetsNoAnswer() {
    ToolRun r = probe("--fen", won, "--rules", "no-capture-draw=2");
    assertEquals(0, r.status(), r.toString());
    assertEquals(1, r.outLines().size(), r.toString());
    assertTrue(
        r.lastLine().startsWith("no answer: under the standard rules " + standard), r.toString());
    assertTrue(r.lastLine().contains("no-capture-draw=2"), r.toString());
    // A limit the win beats keeps the answer.
    ToolRun far = probe("--fen", won, "--rules", "no-capture-draw=50");
    assertTrue(far.lastLine().startsWith(standard + ": "), far.toString());
  }

  @Test
  void otherMoveRulesGetNoAnswerAndSayWhy() {
    ToolRun r = probe("--fen", won, "--rules", "capture=larger");
    assertEquals(0, r.status(), r.toString());
    assertEquals(
        "no answer: the tables hold the standard move rules, not capture=larger (only"
            + " no-capture-draw and repetition-draw may be added)",
        r.lastLine());
  }
}
