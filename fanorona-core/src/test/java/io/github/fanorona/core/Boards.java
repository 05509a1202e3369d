package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;

/** Shared helpers of the core tests: turn texts, symmetric images of positions, random play. */
final class Boards {
  static final String SIVY = "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1";
  static final String DIMY = "BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w 0 1";
  static final String TELO_CAPTURE = "BBB/B1W/WWW w 0 1";

  static final ImmutableList<Ruleset> RULESETS =
      ImmutableList.of(
          Ruleset.standard(),
          Ruleset.parse("capture=larger"),
          Ruleset.parse("chain=mandatory"),
          Ruleset.parse("first-turn-chain=forbidden"));

  private Boards() {}

  /** The texts of some turns, sorted, so that sets of turns compare as lists. */
  static List<String> texts(Collection<Turn> turns) {
    List<String> out = new ArrayList<>();
    for (Turn t : turns) {
      out.add(t.toString());
    }
    out.sort(null);
    return out;
  }

  /** The sorted texts of the legal turns of a position string under a comma list of options. */
  static List<String> turns(String position, String rules) {
    return texts(
        CaptureEngine.instance().legalTurns(Position.parse(position), Ruleset.parse(rules)));
  }

  /** A variant on the board of a position, so that games can start from it. */
  static Variant variantFor(Position p) {
    if (p.geometry() == Variant.sivy().geometry()) {
      return Variant.sivy();
    }
    String name = "test-" + p.geometry();
    return Variant.builder(name, p.withCounters(0, 1), CaptureEngine.instance()).build();
  }

  /** Moves every stone of a bitboard to the image of its point. */
  static long mapMask(Geometry g, long mask, UnaryOperator<Point> f) {
    long out = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      out |= 1L << g.index(f.apply(g.point(Long.numberOfTrailingZeros(m))));
    }
    return out;
  }

  /** The left-right mirror image: same colours, same side to move. */
  static Position mirror(Position p) {
    Geometry g = p.geometry();
    return Position.of(
            g,
            mapMask(g, p.stones(Side.WHITE), g::mirror),
            mapMask(g, p.stones(Side.BLACK), g::mirror),
            p.sideToMove())
        .withCounters(p.pliesSinceCapture(), p.turnNumber());
  }

  /** The board turned by 180 degrees with the colours (and the side to move) swapped. */
  static Position rotateAndSwap(Position p) {
    Geometry g = p.geometry();
    return Position.of(
            g,
            mapMask(g, p.stones(Side.BLACK), g::rotate),
            mapMask(g, p.stones(Side.WHITE), g::rotate),
            p.sideToMove().opponent())
        .withCounters(p.pliesSinceCapture(), p.turnNumber());
  }

  /** Maps every point of a turn's text ({@code d5-d4A-c5W}) through {@code f}. */
  static String mapTurnText(String text, UnaryOperator<Point> f) {
    StringBuilder sb = new StringBuilder();
    for (String token : text.split("-", -1)) {
      char last = token.charAt(token.length() - 1);
      boolean lettered = last == 'A' || last == 'W';
      String point = lettered ? token.substring(0, token.length() - 1) : token;
      if (sb.length() > 0) {
        sb.append('-');
      }
      sb.append(f.apply(Point.parse(point)));
      if (lettered) {
        sb.append(last);
      }
    }
    return sb.toString();
  }

  static List<String> mapTexts(List<String> texts, UnaryOperator<Point> f) {
    List<String> out = new ArrayList<>();
    for (String t : texts) {
      out.add(mapTurnText(t, f));
    }
    out.sort(null);
    return out;
  }

  /** A game played at random: the positions (start first) and the turns between them. */
  static final class Line {
    final Position start;
    final Ruleset ruleset;
    final List<Position> positions = new ArrayList<>();
    final List<Turn> turns = new ArrayList<>();

    Line(Position start, Ruleset ruleset) {
      this.start = start;
      this.ruleset = ruleset;
      positions.add(start);
    }

    Position last() {
      return positions.get(positions.size() - 1);
    }
  }

  /**
   * Plays up to {@code maxPlies} random legal turns from one of the three start positions (Sivy,
   * Dimy, capture-Telo) under one of {@link #RULESETS}, all chosen by the seed.
   */
  static Line randomLine(long seed, int maxPlies) {
    SplittableRandom rnd = new SplittableRandom(seed);
    String[] starts = {SIVY, SIVY, DIMY, TELO_CAPTURE};
    Position start = Position.parse(starts[rnd.nextInt(starts.length)]);
    Ruleset rules = RULESETS.get(rnd.nextInt(RULESETS.size()));
    Line line = new Line(start, rules);
    int plies = rnd.nextInt(maxPlies + 1);
    for (int i = 0; i < plies; i++) {
      ImmutableList<Turn> legal = CaptureEngine.instance().legalTurns(line.last(), rules);
      if (legal.isEmpty()) {
        break;
      }
      Turn t = legal.get(rnd.nextInt(legal.size()));
      line.turns.add(t);
      line.positions.add(line.last().play(t));
    }
    return line;
  }

  /**
   * A random position with random stones on one of several boards (64 points included), a random
   * side to move and turn number 1 or 2, for reaching shapes that play from the start rarely does.
   */
  static Position randomPosition(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int[][] sizes = {{9, 5}, {5, 5}, {3, 3}, {7, 7}, {8, 8}, {7, 3}, {5, 9}, {4, 6}};
    int[] size = sizes[rnd.nextInt(sizes.length)];
    Geometry g = Geometry.of(size[0], size[1]);
    int whitePercent = 10 + rnd.nextInt(40);
    int blackPercent = 10 + rnd.nextInt(40);
    long white = 0;
    long black = 0;
    for (int i = 0; i < g.size(); i++) {
      int r = rnd.nextInt(100);
      if (r < whitePercent) {
        white |= 1L << i;
      } else if (r < whitePercent + blackPercent) {
        black |= 1L << i;
      }
    }
    Side side = rnd.nextBoolean() ? Side.WHITE : Side.BLACK;
    return Position.of(g, white, black, side).withCounters(rnd.nextInt(5), 1 + rnd.nextInt(2));
  }
}
