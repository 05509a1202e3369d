package io.github.fanorona.core;

/**
 * The move generator of the capture game: a depth-first search over capture chains on two
 * bitboards, with the path kept in reusable arrays so that generating, counting and perft allocate
 * nothing per turn. One instance serves one thread at a time.
 *
 * <p>Every stopping point of a chain is reported through {@link #emit}; what emitting means
 * depends on the mode: hand the turn to a visitor, or count it (and, in perft, recurse into the
 * position after it).
 */
final class ChainSearch implements TurnView {
  private static final int VISIT = 0;
  private static final int PERFT = 1;

  private Geometry geometry;
  private int[] nb;
  private final long[] sources = new long[8];
  private final int[] shifts = new int[8];
  private long all;

  private boolean larger;
  private boolean mandatory;
  private boolean firstTurnSingle;
  private boolean huffing;
  private int velaBeneficiary = -1;

  private int mode;
  private boolean bulk = true;
  private TurnVisitor visitor = t -> true;
  private boolean stopped;
  boolean inUse;

  // The turn being built (meaningful in VISIT mode).
  private Turn.Kind kind = Turn.Kind.PAIKA;
  private int origin;
  private int length;
  private final int[] landings = new int[65];
  private final long[] captured = new long[65];
  private long approachBits;
  private int huffAt = -1;
  private long liable;

  ChainSearch(Geometry geometry, Ruleset rules) {
    this.geometry = geometry;
    this.nb = geometry.neighbourTable();
    loadTables();
    configure(geometry, rules);
  }

  private void loadTables() {
    all = geometry.allMask();
    for (int d = 0; d < 8; d++) {
      sources[d] = geometry.stepSources(d);
      shifts[d] = geometry.shift(d);
    }
  }

  void configure(Geometry g, Ruleset rules) {
    if (g != geometry) {
      geometry = g;
      nb = g.neighbourTable();
      loadTables();
    }
    larger = rules.captureChoice() == Ruleset.CaptureChoice.LARGER_GROUP;
    mandatory = rules.chainContinuation() == Ruleset.ChainContinuation.MANDATORY;
    firstTurnSingle = rules.firstTurnChains() == Ruleset.FirstTurnChains.FORBIDDEN;
    huffing = rules.huffing();
    velaBeneficiary = rules.velaBeneficiary().map(Enum::ordinal).orElse(-1);
  }

  void setBulk(boolean bulk) {
    this.bulk = bulk;
  }

  // ---------------------------------------------------------------- entry points

  /** Visits every legal turn; returns false if the visitor stopped. */
  boolean visit(Position p, TurnVisitor v) {
    mode = VISIT;
    visitor = v;
    stopped = false;
    Side side = p.sideToMove();
    turns(p.stones(side), p.stones(side.opponent()), side.ordinal(), p.turnNumber(), p.huffable(), 1);
    visitor = t -> true;
    return !stopped;
  }

  /** Counts the leaves of the turn tree below a position. */
  long perft(Position p, int depth) {
    if (depth <= 0) {
      return 1;
    }
    mode = PERFT;
    // A visit that its visitor stopped (hasLegalTurn, isLegal) leaves the flag set.
    stopped = false;
    Side side = p.sideToMove();
    return turns(
        p.stones(side), p.stones(side.opponent()), side.ordinal(), p.turnNumber(), p.huffable(), depth);
  }

  /** Whether the Vela handicap phase applies with {@code side} to move. */
  boolean velaPhase(long own, long opp, int side) {
    if (velaBeneficiary < 0) {
      return false;
    }
    long victim = side == velaBeneficiary ? opp : own;
    return Long.bitCount(victim) > Ruleset.VELA_NORMAL_RULES_AT;
  }

  boolean isVelaBeneficiary(int side) {
    return side == velaBeneficiary;
  }

  // ---------------------------------------------------------------- generation

  private long perftNode(long own, long opp, int side, int turnNumber, long huffable, int depth) {
    if (depth <= 0) {
      return 1;
    }
    return turns(own, opp, side, turnNumber, huffable, depth);
  }

  private long turns(long own, long opp, int side, int turnNumber, long huffable, int depth) {
    if (huffing && huffable != 0) {
      long total = moves(own, opp, side, turnNumber, depth);
      for (long h = huffable; h != 0 && !stopped; h &= h - 1) {
        huffAt = Long.numberOfTrailingZeros(h);
        total += moves(own, opp & ~(1L << huffAt), side, turnNumber, depth);
      }
      huffAt = -1;
      return total;
    }
    return moves(own, opp, side, turnNumber, depth);
  }

  private long moves(long own, long opp, int side, int turnNumber, int depth) {
    long empty = all & ~(own | opp);
    if (velaBeneficiary >= 0 && velaPhase(own, opp, side)) {
      return side == velaBeneficiary
          ? velaCaptures(own, opp, side, turnNumber, depth)
          : velaPaika(own, opp, empty, side, turnNumber, depth);
    }
    long capturers = captureSources(own, opp, empty);
    long total = 0;
    boolean single = firstTurnSingle && turnNumber == 1;
    for (long m = capturers; m != 0 && !stopped; m &= m - 1) {
      total += firstSteps(Long.numberOfTrailingZeros(m), own, opp, side, turnNumber, depth, single);
    }
    if (capturers == 0 || huffing) {
      total += paika(own, opp, empty, side, turnNumber, depth, capturers);
    }
    return total;
  }

  /** Stones of {@code own} that can capture now, found for all stones at once by shifts. */
  long captureSources(long own, long opp, long empty) {
    long result = 0;
    for (int d = 0; d < 8; d++) {
      int s = shifts[d];
      long line = sources[d];
      long canStep = own & line & Bitboards.back(empty, s);
      long approach = Bitboards.back(empty & line & Bitboards.back(opp, s), s);
      long withdrawal = sources[d ^ 1] & Bitboards.forward(opp, s);
      result |= canStep & (approach | withdrawal);
    }
    return result;
  }

  private long paika(
      long own, long opp, long empty, int side, int turnNumber, int depth, long capturers) {
    if (mode == PERFT && depth == 1 && bulk) {
      long n = 0;
      for (int d = 0; d < 8; d++) {
        n += Long.bitCount(own & sources[d] & Bitboards.back(empty, shifts[d]));
      }
      return n;
    }
    long total = 0;
    kind = Turn.Kind.PAIKA;
    for (int d = 0; d < 8 && !stopped; d++) {
      int s = shifts[d];
      for (long m = own & sources[d] & Bitboards.back(empty, s); m != 0 && !stopped; m &= m - 1) {
        int from = Long.numberOfTrailingZeros(m);
        int to = from + s;
        long after = (own & ~(1L << from)) | (1L << to);
        long liableAfter =
            ((capturers >>> from) & 1) != 0 ? (capturers & ~(1L << from)) | (1L << to) : capturers;
        recordSingleStep(from, to, 0, false, liableAfter);
        total += emit(after, opp, side, turnNumber, liableAfter, depth);
      }
    }
    return total;
  }

  private long firstSteps(
      int from, long own, long opp, int side, int turnNumber, int depth, boolean single) {
    long rest = own & ~(1L << from);
    long occupied = own | opp;
    long total = 0;
    for (int d = 0; d < 8 && !stopped; d++) {
      int to = nb[from * 8 + d];
      if (to < 0 || ((occupied >>> to) & 1) != 0) {
        continue;
      }
      long approach = run(nb[to * 8 + d], d, opp);
      long withdrawal = run(nb[from * 8 + (d ^ 1)], d ^ 1, opp);
      if (larger && approach != 0 && withdrawal != 0) {
        int a = Long.bitCount(approach);
        int w = Long.bitCount(withdrawal);
        if (a > w) {
          withdrawal = 0;
        } else if (w > a) {
          approach = 0;
        }
      }
      if (approach != 0) {
        origin = from;
        total += captureStep(to, 1L << from | 1L << to, d, rest, opp, approach, true, 0, side, turnNumber, depth, single);
      }
      if (withdrawal != 0 && !stopped) {
        origin = from;
        total += captureStep(to, 1L << from | 1L << to, d, rest, opp, withdrawal, false, 0, side, turnNumber, depth, single);
      }
    }
    return total;
  }

  /** The run of enemy stones starting at {@code at} and going on in direction {@code d}. */
  private long run(int at, int d, long opp) {
    long taken = 0;
    while (at >= 0 && ((opp >>> at) & 1) != 0) {
      taken |= 1L << at;
      at = nb[at * 8 + d];
    }
    return taken;
  }

  /** Records one capturing step to {@code at}, then explores what may follow it. */
  private long captureStep(
      int at,
      long visited,
      int dir,
      long own,
      long opp,
      long taken,
      boolean approach,
      int step,
      int side,
      int turnNumber,
      int depth,
      boolean single) {
    landings[step] = at;
    captured[step] = taken;
    if (approach) {
      approachBits |= 1L << step;
    } else {
      approachBits &= ~(1L << step);
    }
    opp &= ~taken;
    long total = 0;
    boolean continued = false;
    if (!single) {
      long occupied = own | opp | visited;
      for (int d = 0; d < 8 && !stopped; d++) {
        if (d == dir) {
          continue;
        }
        int to = nb[at * 8 + d];
        if (to < 0 || ((occupied >>> to) & 1) != 0) {
          continue;
        }
        long a = run(nb[to * 8 + d], d, opp);
        long w = run(nb[at * 8 + (d ^ 1)], d ^ 1, opp);
        if (a == 0 && w == 0) {
          continue;
        }
        if (larger && a != 0 && w != 0) {
          int ca = Long.bitCount(a);
          int cw = Long.bitCount(w);
          if (ca > cw) {
            w = 0;
          } else if (cw > ca) {
            a = 0;
          }
        }
        continued = true;
        long next = visited | 1L << to;
        if (a != 0) {
          total += captureStep(to, next, d, own, opp, a, true, step + 1, side, turnNumber, depth, false);
        }
        if (w != 0 && !stopped) {
          total += captureStep(to, next, d, own, opp, w, false, step + 1, side, turnNumber, depth, false);
        }
      }
    }
    if (!(mandatory && continued) && !stopped) {
      kind = Turn.Kind.CAPTURE;
      length = step + 1;
      liable = 0;
      total += emit(own | 1L << at, opp, side, turnNumber, 0, depth);
    }
    return total;
  }

  // ---------------------------------------------------------------- Vela

  private long velaCaptures(long own, long opp, int side, int turnNumber, int depth) {
    long empty = all & ~(own | opp);
    long total = 0;
    kind = Turn.Kind.CAPTURE;
    for (long m = captureSources(own, opp, empty); m != 0 && !stopped; m &= m - 1) {
      int from = Long.numberOfTrailingZeros(m);
      for (int d = 0; d < 8 && !stopped; d++) {
        int to = nb[from * 8 + d];
        if (to < 0 || ((empty >>> to) & 1) == 0) {
          continue;
        }
        int a = nb[to * 8 + d];
        int w = nb[from * 8 + (d ^ 1)];
        for (int k = 0; k < 2 && !stopped; k++) {
          int victim = k == 0 ? a : w;
          if (victim < 0 || ((opp >>> victim) & 1) == 0) {
            continue;
          }
          recordSingleStep(from, to, 1L << victim, k == 0, 0);
          long after = (own & ~(1L << from)) | (1L << to);
          total += emit(after, opp & ~(1L << victim), side, turnNumber, 0, depth);
        }
      }
    }
    return total;
  }

  private long velaPaika(long own, long opp, long empty, int side, int turnNumber, int depth) {
    // The victim must leave the beneficiary a capture when some step does; otherwise any step.
    boolean someLeaveCapture = false;
    for (int d = 0; d < 8 && !someLeaveCapture; d++) {
      int s = shifts[d];
      for (long m = own & sources[d] & Bitboards.back(empty, s); m != 0; m &= m - 1) {
        int from = Long.numberOfTrailingZeros(m);
        if (leavesCapture(own, opp, from, from + s)) {
          someLeaveCapture = true;
          break;
        }
      }
    }
    long total = 0;
    kind = Turn.Kind.PAIKA;
    for (int d = 0; d < 8 && !stopped; d++) {
      int s = shifts[d];
      for (long m = own & sources[d] & Bitboards.back(empty, s); m != 0 && !stopped; m &= m - 1) {
        int from = Long.numberOfTrailingZeros(m);
        int to = from + s;
        if (someLeaveCapture && !leavesCapture(own, opp, from, to)) {
          continue;
        }
        recordSingleStep(from, to, 0, false, 0);
        total += emit((own & ~(1L << from)) | (1L << to), opp, side, turnNumber, 0, depth);
      }
    }
    return total;
  }

  private boolean leavesCapture(long own, long opp, int from, int to) {
    long after = (own & ~(1L << from)) | (1L << to);
    return captureSources(opp, after, all & ~(after | opp)) != 0;
  }

  /** Makes the path a one-step turn: a paika, or one of Vela's single-stone captures. */
  private void recordSingleStep(int from, int to, long taken, boolean approach, long liableAfter) {
    origin = from;
    landings[0] = to;
    captured[0] = taken;
    approachBits = approach ? 1 : 0;
    length = 1;
    liable = liableAfter;
  }

  // ---------------------------------------------------------------- emission

  private long emit(long ownAfter, long opp, int side, int turnNumber, long liableAfter, int depth) {
    if (mode == VISIT) {
      if (!visitor.visit(this)) {
        stopped = true;
      }
      return 1;
    }
    if (depth <= 1) {
      return 1;
    }
    // Recursion clobbers the path arrays, which perft does not read.
    int savedHuff = huffAt;
    huffAt = -1;
    long n =
        perftNode(
            /* own= */ opp,
            /* opp= */ ownAfter,
            side ^ 1,
            side == 1 ? turnNumber + 1 : turnNumber,
            liableAfter,
            depth - 1);
    huffAt = savedHuff;
    return n;
  }

  // ---------------------------------------------------------------- TurnView

  @Override
  public Turn.Kind kind() {
    return kind;
  }

  @Override
  public int originIndex() {
    return origin;
  }

  @Override
  public int stepCount() {
    return length;
  }

  @Override
  public int landingIndex(int i) {
    checkStep(i);
    return landings[i];
  }

  @Override
  public boolean isApproach(int i) {
    checkStep(i);
    return kind == Turn.Kind.CAPTURE && ((approachBits >>> i) & 1) != 0;
  }

  @Override
  public long capturedMask(int i) {
    checkStep(i);
    return captured[i];
  }

  @Override
  public int huffIndex() {
    return huffAt;
  }

  @Override
  public long liableAfter() {
    return liable;
  }

  @Override
  public Turn toTurn() {
    long approach = kind == Turn.Kind.CAPTURE ? approachBits & ((1L << length) - 1) : 0;
    return new Turn(
        geometry,
        kind,
        origin,
        java.util.Arrays.copyOf(landings, length),
        approach,
        java.util.Arrays.copyOf(captured, length),
        huffAt,
        liable);
  }

  private void checkStep(int i) {
    if (i < 0 || i >= length) {
      throw new IndexOutOfBoundsException("step " + i + " of a turn with " + length + " steps");
    }
  }
}
