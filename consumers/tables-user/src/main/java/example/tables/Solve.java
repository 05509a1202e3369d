package example.tables;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.tables.EndgameTables;
import io.github.fanorona.tables.RetrogradeSolver;
import io.github.fanorona.tables.Solution;

/**
 * Solves the 3x5 board from its start, probes a 4-stone Sivy position in built tables, and asks the
 * engine (which the tables bring along) for a hint with the tables as its oracle.
 */
public final class Solve {
  private Solve() {}

  public static void main(String[] args) {
    // The 3x5 start, built from core alone (the variants module is not a dependency here).
    Position start = Position.parse("BBB/BBB/B1W/WWW/WWW w 0 1");
    Variant board =
        Variant.builder("board:3x5", start, Variant.sivy().engine()).build();
    Solution solved = RetrogradeSolver.of(board, Ruleset.standard()).solveFrom(start);
    System.out.println("3x5 start: " + solved.verdict(start).orElseThrow()
        + ", " + solved.positions() + " positions, geometry " + start.geometry());
    EndgameTables tables = EndgameTables.build(4, 2);
    Position four = Position.parse("9/2W6/4W4/9/3B1B3 w 0 1");
    System.out.println("4 stones " + four + ": " + tables.probe(four, Ruleset.standard())
        .orElseThrow() + " for " + Side.WHITE + " to move, " + Geometry.of(9, 5));
    Game game = Game.start(Variant.sivy(), Ruleset.standard(), four);
    System.out.println("engine with tables: " + Engine.of(SearchLimits.depth(2))
        .withOracle(tables).search(game).scoreText());
  }
}
