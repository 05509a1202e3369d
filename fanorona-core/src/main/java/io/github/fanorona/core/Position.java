package io.github.fanorona.core;

import com.google.common.collect.ImmutableSet;
import java.util.Collection;
import java.util.Optional;

/**
 * An immutable board state: the stones (two bitboards), the side to move, the half-moves since the
 * last capture, the turn number, and what some rules need besides: stones in hand (Fanoron-Telo's
 * placement) and the stones the side to move may huff (huffing).
 *
 * <p>Positions are values: {@link #play(Turn)} returns a new one, equal positions are {@code
 * equals}, and their Zobrist keys agree. The key covers what decides the legal turns (stones, side
 * to move, hands, huffable stones), not the counters, so it also serves repetition detection.
 *
 * <pre>{@code
 * Position start = Position.parse("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1");
 * start.stoneAt(Point.parse("e3"));   // Optional.empty
 * start.count(Side.WHITE);            // 22
 * start.sideToMove();                 // WHITE
 * }</pre>
 *
 * <p>The text form ({@link #toString()}, {@link #parse(String)}) lists the rows from the top (row
 * H) down to row 1, separated by {@code /}; in a row {@code W} is a white stone, {@code B} a black
 * one and a number that many empty points. Then the side to move ({@code w} or {@code b}), the
 * stones in hand for placement games, the half-moves since the last capture and the turn number:
 * {@code 3/3/3 w 3 3 0 1}. A lower-case {@code w} or {@code b} in a row marks a stone the side to
 * move may huff.
 *
 * <p>The file is longer than most: a position is the one value every other type reads, and its
 * factories, its checked {@code play} (the incremental Zobrist update included) and its accessors
 * belong together; the text form lives apart in {@code PositionText}.
 *
 * @since 1.0.0
 */
public final class Position {
  /**
   * The largest turn number and half-move count a position holds, the largest a position string
   * writes (nine digits): playing on from there keeps the count at this value, so that every
   * position printed reads back.
   *
   * <pre>{@code Position.MAX_COUNTER   // 999999999}</pre>
   */
  public static final int MAX_COUNTER = 999_999_999;

  private final Geometry geometry;
  private final long white;
  private final long black;
  private final Side sideToMove;
  private final int pliesSinceCapture;
  private final int turnNumber;
  private final boolean placement;
  private final int whiteInHand;
  private final int blackInHand;
  private final long huffable;
  private final long key;

  Position(
      Geometry geometry,
      long white,
      long black,
      Side sideToMove,
      int pliesSinceCapture,
      int turnNumber,
      boolean placement,
      int whiteInHand,
      int blackInHand,
      long huffable,
      long key) {
    this.geometry = geometry;
    this.white = white;
    this.black = black;
    this.sideToMove = sideToMove;
    this.pliesSinceCapture = pliesSinceCapture;
    this.turnNumber = turnNumber;
    this.placement = placement;
    this.whiteInHand = whiteInHand;
    this.blackInHand = blackInHand;
    this.huffable = huffable;
    this.key = key;
  }

  private static Position create(
      Geometry g,
      long white,
      long black,
      Side side,
      int plies,
      int turnNumber,
      boolean placement,
      int whiteInHand,
      int blackInHand,
      long huffable) {
    if ((white & black) != 0) {
      throw new IllegalArgumentException("a point cannot hold a white and a black stone");
    }
    if (((white | black) & ~g.allMask()) != 0) {
      throw new IllegalArgumentException("stones lie outside the " + g + " board");
    }
    if (plies < 0 || turnNumber < 1 || plies > MAX_COUNTER || turnNumber > MAX_COUNTER) {
      throw new IllegalArgumentException(
          "half-moves since capture must be 0 to "
              + MAX_COUNTER
              + " and the turn number 1 to "
              + MAX_COUNTER
              + ", not "
              + plies
              + " and "
              + turnNumber);
    }
    if (whiteInHand < 0
        || blackInHand < 0
        || whiteInHand > Zobrist.MAX_HAND
        || blackInHand > Zobrist.MAX_HAND) {
      throw new IllegalArgumentException(
          "stones in hand must be 0-"
              + Zobrist.MAX_HAND
              + ", not "
              + whiteInHand
              + ", "
              + blackInHand);
    }
    if (!placement && (whiteInHand | blackInHand) != 0) {
      throw new IllegalArgumentException("only a placement position holds stones in hand");
    }
    long enemy = side == Side.WHITE ? black : white;
    if ((huffable & ~enemy) != 0) {
      throw new IllegalArgumentException(
          "only stones of the side not to move can be liable to a huff");
    }
    long key =
        Zobrist.stones(Side.WHITE, white)
            ^ Zobrist.stones(Side.BLACK, black)
            ^ (side == Side.BLACK ? Zobrist.BLACK_TO_MOVE : 0)
            ^ Zobrist.hand(Side.WHITE, whiteInHand)
            ^ Zobrist.hand(Side.BLACK, blackInHand)
            ^ Zobrist.huffable(huffable);
    return new Position(
        g,
        white,
        black,
        side,
        plies,
        turnNumber,
        placement,
        whiteInHand,
        blackInHand,
        huffable,
        key);
  }

  /**
   * Creates a position of the capture game from two bitboards, with counters at their start values
   * (0 half-moves since capture, turn 1).
   *
   * <pre>
   * {@code Position.of(Geometry.of(3, 3), 0b000_100_111L, 0b111_001_000L, Side.WHITE).toString() // "BBB/B1W/WWW w 0 1"}
   * </pre>
   *
   * @param geometry the board
   * @param white white stones, bit {@code y * width + x}
   * @param black black stones
   * @param sideToMove who moves
   * @return the position
   * @throws IllegalArgumentException if stones overlap or lie off the board
   */
  public static Position of(Geometry geometry, long white, long black, Side sideToMove) {
    return create(geometry, white, black, sideToMove, 0, 1, false, 0, 0, 0);
  }

  /**
   * Creates a position of the capture game from the points of each side's stones, with counters at
   * their start values (0 half-moves since capture, turn 1): the form for code that speaks in
   * points, such as diagram readers.
   *
   * <pre>{@code
   * Set<Point> white = Set.of(Point.parse("a1"));
   * Position.of(Geometry.of(3, 3), white, Set.of(Point.parse("c3")), Side.WHITE).toString();   // "2B/3/W2 w 0 1"
   * }</pre>
   *
   * @param geometry the board
   * @param white the points of the white stones
   * @param black the points of the black stones
   * @param sideToMove who moves
   * @return the position
   * @throws IllegalArgumentException if a point is off the board or holds both colours
   */
  public static Position of(
      Geometry geometry, Collection<Point> white, Collection<Point> black, Side sideToMove) {
    return of(geometry, mask(geometry, white), mask(geometry, black), sideToMove);
  }

  private static long mask(Geometry g, Collection<Point> points) {
    long m = 0;
    for (Point p : points) {
      m |= 1L << g.index(p);
    }
    return m;
  }

  /**
   * Creates a placement position (Fanoron-Telo's alignment game) with stones in hand.
   *
   * <pre>{@code Position.placement(Geometry.of(3, 3), 0, 0, Side.WHITE, 3, 3)   // 3/3/3 w 3 3 0 1}
   * </pre>
   *
   * @param geometry the board
   * @param white white stones on the board
   * @param black black stones on the board
   * @param sideToMove who moves
   * @param whiteInHand white stones still to place
   * @param blackInHand black stones still to place
   * @return the position
   * @throws IllegalArgumentException if stones overlap, lie off the board or a hand is out of range
   */
  public static Position placement(
      Geometry geometry,
      long white,
      long black,
      Side sideToMove,
      int whiteInHand,
      int blackInHand) {
    return create(geometry, white, black, sideToMove, 0, 1, true, whiteInHand, blackInHand, 0);
  }

  /**
   * Parses a position string. Two numbers after the side are the half-moves since capture and the
   * turn number; four are the stones in hand (White, Black) and then those two.
   *
   * <pre>{@code Position.parse("BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w 0 1")   // the Fanoron-Dimy start}
   * </pre>
   *
   * @param text the position string
   * @return the position
   * @throws FanoronaParseException naming the column and what was expected
   */
  public static Position parse(String text) {
    return PositionText.parse(text, false);
  }

  /**
   * Parses a position string of a placement game, where two numbers after the side are the stones
   * in hand (White, Black), optionally followed by the half-moves since capture and the turn
   * number.
   *
   * <pre>{@code Position.parsePlacement("3/3/3 w 3 3").inHand(Side.BLACK) // 3}</pre>
   *
   * @param text the position string
   * @return the placement position
   * @throws FanoronaParseException naming the column and what was expected
   */
  public static Position parsePlacement(String text) {
    return PositionText.parse(text, true);
  }

  /** {@return the board} */
  public Geometry geometry() {
    return geometry;
  }

  /**
   * Returns the stones of one side as a bitboard (bit {@code y * width + x}).
   *
   * <pre>{@code Long.bitCount(Variant.sivy().start().stones(Side.WHITE)) // 22}</pre>
   *
   * @param side a side
   * @return its stones
   */
  public long stones(Side side) {
    return side == Side.WHITE ? white : black;
  }

  /**
   * Returns the empty points as a bitboard.
   *
   * <pre>{@code Long.bitCount(Variant.sivy().start().empty()) // 1}</pre>
   *
   * @return the empty points
   */
  public long empty() {
    return geometry.allMask() & ~(white | black);
  }

  /**
   * Returns the points of one side's stones.
   *
   * <pre>{@code Position.parse("3/1B1/3 w").points(Side.BLACK) // [b2]}</pre>
   *
   * @param side a side
   * @return the occupied points, by index order
   */
  public ImmutableSet<Point> points(Side side) {
    return Bitboards.points(geometry, stones(side));
  }

  /**
   * Returns the number of stones one side has on the board.
   *
   * <pre>{@code Position.parse("3/1B1/WWW w").count(Side.WHITE) // 3}</pre>
   *
   * @param side a side
   * @return the stone count
   */
  public int count(Side side) {
    return Long.bitCount(stones(side));
  }

  /**
   * Returns which side's stone stands on a point.
   *
   * <pre>{@code position.stoneAt(Point.parse("a1"))   // Optional[White]}</pre>
   *
   * @param p a point of this board
   * @return the side, or empty for an empty point
   * @throws IllegalArgumentException if the point is not on this board
   */
  public Optional<Side> stoneAt(Point p) {
    long bit = 1L << geometry.index(p);
    if ((white & bit) != 0) {
      return Optional.of(Side.WHITE);
    }
    return (black & bit) != 0 ? Optional.of(Side.BLACK) : Optional.empty();
  }

  /** {@return the side to move} */
  public Side sideToMove() {
    return sideToMove;
  }

  /** {@return the number of half-moves since the last capture (or huff)} */
  public int pliesSinceCapture() {
    return pliesSinceCapture;
  }

  /** {@return the turn number: 1 for the first turn of each player, growing after Black's turn} */
  public int turnNumber() {
    return turnNumber;
  }

  /**
   * {@return whether this is a placement position (one that carries stones in hand)}
   *
   * <pre>{@code Position.parsePlacement("3/3/3 w 3 3").isPlacement()   // true}</pre>
   */
  public boolean isPlacement() {
    return placement;
  }

  /**
   * Returns how many stones a side still has to place.
   *
   * <pre>{@code Position.parsePlacement("3/3/3 w 3 2").inHand(Side.WHITE) // 3}</pre>
   *
   * @param side a side
   * @return the stones in hand, 0 outside placement games
   */
  public int inHand(Side side) {
    return side == Side.WHITE ? whiteInHand : blackInHand;
  }

  /** {@return the enemy stones the side to move may huff before its turn (under huffing)} */
  public long huffable() {
    return huffable;
  }

  /**
   * Returns the points of the enemy stones the side to move may huff before its turn (under
   * huffing); the points of {@link #huffable()}.
   *
   * <pre>{@code Variant.sivy().start().withHuffable(1L << 20).huffablePoints() // [c3]}</pre>
   *
   * @return the liable stones' points, by index order
   */
  public ImmutableSet<Point> huffablePoints() {
    return Bitboards.points(geometry, huffable);
  }

  /**
   * {@return the Zobrist key: equal for positions with the same stones, side to move, hands and
   * huffable stones, whatever their counters}
   *
   * <pre>{@code
   * Position a = Game.start(Variant.sivy()).play("f2-e3A").position();
   * Position b = Position.parse(a.toString());
   * boolean same = a.zobristKey() == b.zobristKey();   // true
   * }</pre>
   */
  public long zobristKey() {
    return key;
  }

  /**
   * Returns the Zobrist key computed from scratch, for checking the incremental one.
   *
   * <pre>
   * {@code Variant.sivy().start().computeZobristKey() == Variant.sivy().start().zobristKey() // true}
   * </pre>
   *
   * @return the 64-bit hash
   */
  public long computeZobristKey() {
    return create(
            geometry,
            white,
            black,
            sideToMove,
            pliesSinceCapture,
            turnNumber,
            placement,
            whiteInHand,
            blackInHand,
            huffable)
        .key;
  }

  /**
   * Returns this position with the counters replaced.
   *
   * <pre>{@code Variant.sivy().start().withCounters(7, 12).turnNumber() // 12}</pre>
   *
   * @param plies half-moves since the last capture
   * @param turn the turn number, at least 1
   * @return the position
   * @throws IllegalArgumentException if a counter is out of range
   */
  public Position withCounters(int plies, int turn) {
    return create(
        geometry,
        white,
        black,
        sideToMove,
        plies,
        turn,
        placement,
        whiteInHand,
        blackInHand,
        huffable);
  }

  /**
   * Returns this position with another side to move (and no huffable stones).
   *
   * <pre>{@code Variant.sivy().start().withSideToMove(Side.BLACK)   // the Vela start}</pre>
   *
   * @param side the side to move
   * @return the position
   */
  public Position withSideToMove(Side side) {
    return create(
        geometry,
        white,
        black,
        side,
        pliesSinceCapture,
        turnNumber,
        placement,
        whiteInHand,
        blackInHand,
        0);
  }

  /**
   * Returns this position with the given huffable stones.
   *
   * <pre>{@code Long.bitCount(Variant.sivy().start().withHuffable(1L << 20).huffable()) // 1}</pre>
   *
   * @param mask stones of the side not to move
   * @return the position
   * @throws IllegalArgumentException if the mask holds other points
   */
  public Position withHuffable(long mask) {
    return create(
        geometry,
        white,
        black,
        sideToMove,
        pliesSinceCapture,
        turnNumber,
        placement,
        whiteInHand,
        blackInHand,
        mask);
  }

  /**
   * Applies a turn made for this position and returns the position after it. The turn is checked
   * for consistency with the board (its stone, empty landing points, enemy captured stones), not
   * for legality under a ruleset: use {@link Game#play(Turn)} for that.
   *
   * <pre>{@code
   * Position start = Variant.sivy().start();
   * Position next = start.play(Game.start(Variant.sivy()).legalTurns().get(0));
   * next.sideToMove();   // BLACK
   * next.count(Side.BLACK);   // 20
   * }</pre>
   *
   * @param turn a turn generated for this position
   * @return the next position
   * @throws IllegalArgumentException if the turn does not fit this board
   */
  public Position play(Turn turn) {
    return play(turn.view());
  }

  /**
   * Applies a turn seen through the engine's visitor, without making a {@link Turn} first: the
   * allocation-free path for search and perft. Checked as {@link #play(Turn)} is.
   *
   * <pre>{@code
   * Position start = Variant.sivy().start();
   * long[] black = {0};
   * CaptureEngine.instance().forEachTurn(start, Ruleset.standard(), view -> {
   *   black[0] += start.play(view).count(Side.BLACK);
   *   return true;
   * });
   * long total = black[0];   // 102
   * }</pre>
   *
   * @param turn the view of a turn generated for this position, valid only during the visit
   * @return the next position
   * @throws IllegalArgumentException if the turn does not fit this board
   */
  public Position play(TurnView turn) {
    Side mover = sideToMove;
    long own = stones(mover);
    long opp = stones(mover.opponent());
    long k = key ^ Zobrist.BLACK_TO_MOVE ^ Zobrist.huffable(huffable);
    int wHand = whiteInHand;
    int bHand = blackInHand;
    boolean reset = false;
    int huff = turn.huffIndex();
    if (huff >= 0) {
      if (((huffable >>> huff) & 1) == 0) {
        throw new IllegalArgumentException(
            geometry.point(huff) + " cannot be huffed in this position");
      }
      opp &= ~(1L << huff);
      k ^= Zobrist.stone(mover.opponent(), huff);
      reset = true;
    }
    int origin = turn.originIndex();
    if (turn.kind() == Turn.Kind.DROP) {
      int hand = inHand(mover);
      if (hand == 0 || (((own | opp) >>> origin) & 1) != 0) {
        throw new IllegalArgumentException(
            "cannot drop on " + geometry.point(origin) + " in this position");
      }
      own |= 1L << origin;
      k ^= Zobrist.stone(mover, origin);
      k ^= Zobrist.hand(mover, hand) ^ Zobrist.hand(mover, hand - 1);
      if (mover == Side.WHITE) {
        wHand--;
      } else {
        bHand--;
      }
    } else {
      if (((own >>> origin) & 1) == 0) {
        throw new IllegalArgumentException(
            "no " + mover.displayName() + " stone on " + geometry.point(origin) + " to move");
      }
      own &= ~(1L << origin);
      int at = origin;
      for (int i = 0; i < turn.stepCount(); i++) {
        int to = turn.landingIndex(i);
        long taken = turn.capturedMask(i);
        if ((((own | opp) >>> to) & 1) != 0 || (taken & ~opp) != 0) {
          throw new IllegalArgumentException(
              "turn " + turn.toTurn() + " does not fit this position");
        }
        opp &= ~taken;
        k ^= Zobrist.stones(mover.opponent(), taken);
        reset |= taken != 0;
        at = to;
      }
      own |= 1L << at;
      k ^= Zobrist.stone(mover, origin) ^ Zobrist.stone(mover, at);
    }
    long liable = turn.liableAfter() & own;
    k ^= Zobrist.huffable(liable);
    boolean whiteMoved = mover == Side.WHITE;
    return new Position(
        geometry,
        whiteMoved ? own : opp,
        whiteMoved ? opp : own,
        mover.opponent(),
        reset ? 0 : counted(pliesSinceCapture),
        mover == Side.BLACK ? counted(turnNumber) : turnNumber,
        placement,
        wHand,
        bHand,
        liable,
        k);
  }

  /** A counter after one more turn, held at {@link #MAX_COUNTER}. */
  private static int counted(int counter) {
    return counter < MAX_COUNTER ? counter + 1 : MAX_COUNTER;
  }

  /** Same stones, side to move, hands and huffable stones; counters may differ. */
  boolean equalsIgnoringCounters(Position p) {
    return geometry == p.geometry
        && white == p.white
        && black == p.black
        && sideToMove == p.sideToMove
        && placement == p.placement
        && whiteInHand == p.whiteInHand
        && blackInHand == p.blackInHand
        && huffable == p.huffable;
  }

  /**
   * Compares stones, side to move, counters, hands and huffable stones.
   *
   * <pre>{@code Position.parse(p.toString()).equals(p)   // true}</pre>
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Position p)) {
      return false;
    }
    return key == p.key
        && equalsIgnoringCounters(p)
        && pliesSinceCapture == p.pliesSinceCapture
        && turnNumber == p.turnNumber;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(key) * 31 + pliesSinceCapture * 1009 + turnNumber;
  }

  /**
   * Returns the position string, such as {@code BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w
   * 0 1}.
   *
   * <pre>{@code Position.parse(s).toString()   // s, in canonical form}</pre>
   */
  @Override
  public String toString() {
    return PositionText.format(this);
  }
}
