package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Variant;

/**
 * The positions the benchmarks run on, as position strings (NOTATION.md §2), each reached by seeded
 * random play from the Sivy start and chosen for the shape of its turn list.
 *
 * <pre>{@code Position p = BenchPositions.position("chains");}</pre>
 */
public final class BenchPositions {
  /** The Sivy start: 5 capturing turns, White to move. */
  public static final String START = "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1";

  /** Black to move with 73 capturing turns, chains of up to 11 steps: the DFS at its deepest. */
  public static final String CHAINS = "BB1B1B1BB/4W1BBB/BW1W3BW/W1W3WWW/1WWWWWWWW b 0 3";

  /** An early middlegame (20 stones) with 36 capturing turns and chains of up to 6 steps. */
  public static final String MIDGAME = "BB1BBB1B1/B1B1W1W1W/B2B5/WWW3W1W/5B2W w 0 6";

  /** No capture for White: 38 paikas with 13 stones on the board. */
  public static final String PAIKAS = "1B2B4/7W1/W8/1WWW3W1/WW3W1WW w 1 9";

  /** An endgame of 8 stones (5 white, 3 black): 33 paikas, no capture. */
  public static final String ENDGAME = "B8/1B5W1/B3W4/5W1W1/1W7 w 1 11";

  private BenchPositions() {}

  /**
   * Returns a benchmark position by name: start, chains, midgame, paikas or endgame.
   *
   * <pre>{@code BenchPositions.position("endgame").count(Side.WHITE)   // 5}</pre>
   *
   * @param name one of the names above
   * @return the parsed position
   * @throws IllegalArgumentException for another name
   */
  public static Position position(String name) {
    return switch (name) {
      case "start" -> Variant.sivy().start();
      case "chains" -> Position.parse(CHAINS);
      case "midgame" -> Position.parse(MIDGAME);
      case "paikas" -> Position.parse(PAIKAS);
      case "endgame" -> Position.parse(ENDGAME);
      default -> throw new IllegalArgumentException("no benchmark position called " + name);
    };
  }
}
