package io.github.fanorona.core;

/**
 * The move generator of the capture game: a depth-first search over capture chains on two
 * bitboards, with the path kept in reusable arrays so that generating allocates nothing per turn.
 * Every stopping point of a chain, every paika and every Vela step is handed to a {@link
 * TurnVisitor} as this object's {@link TurnView}, valid during the call. It only generates:
 * counting is {@link ChainPerft}'s and {@link FastPerft}'s. One instance serves one thread at a
 * time.
 */
final class ChainSearch implements TurnView {

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

  private TurnVisitor visitor = t -> true;
  private boolean stopped;
  private boolean inUse;

  // The turn being built.
  private Turn.Kind kind = Turn.Kind.PAIKA;
  private int origin;
  private int length;
  private final int[] landings = new int[65];
  private final long[] captured = new long[65];
  private long approachBits;
  private int huffAt = -1;
  private long liable;

  /**
   * Makes a generator for a board and rules.
   *
   * @param geometry the board
   * @param rules the rule options
   */
  public ChainSearch(Geometry geometry, Ruleset rules) {
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

  /**
   * Sets the board and rules of the next visits, keeping the arrays.
   *
   * @param g the board
   * @param rules the rule options
   */
  public void configure(Geometry g, Ruleset rules) {
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

  // ---------------------------------------------------------------- entry points

  /**
   * Visits every legal turn.
   *
   * @param p the position
   * @param v the visitor, handed this object as each turn
   * @return false if the visitor stopped
   */
  public boolean visit(Position p, TurnVisitor v) {
    Side side = p.sideToMove();
    return visit(
        p.stones(side), p.stones(side.opponent()), side.ordinal(), p.turnNumber(), p.huffable(), v);
  }

  /**
   * Visits every legal turn of the position given by its parts: the stones of the side to move and
   * of the other side, the side to move's ordinal, the turn number and the huffable stones.
   */
  boolean visit(long own, long opp, int side, int turnNumber, long huffable, TurnVisitor v) {
    visitor = v;
    stopped = false;
    turns(own, opp, side, turnNumber, huffable);
    visitor = t -> true;
    return !stopped;
  }

  /**
   * Claims this generator for one visit: a visitor that generates again (a search engine, say)
   * finds it claimed and makes a fresh one.
   *
   * @return false if it is claimed already
   */
  public boolean claim() {
    if (inUse) {
      return false;
    }
    inUse = true;
    return true;
  }

  /** Gives back the claim of {@link #claim()}. */
  public void release() {
    inUse = false;
  }

  /**
   * Whether Vela's handicap phase holds, the one test of it: a beneficiary is named ({@code
   * beneficiary} its side's ordinal, -1 for none) and the side it punishes still has more than
   * {@link Ruleset#VELA_NORMAL_RULES_AT} stones.
   *
   * <pre>{@code ChainSearch.velaPhase(-1, 0, own, opp)   // false: no beneficiary, no phase}</pre>
   *
   * @param beneficiary the beneficiary's ordinal, -1 for none
   * @param side the side to move's ordinal
   * @param own the stones of the side to move
   * @param opp the stones of the other side
   * @return true while the phase holds
   */
  public static boolean velaPhase(int beneficiary, int side, long own, long opp) {
    if (beneficiary < 0) {
      return false;
    }
    long victim = side == beneficiary ? opp : own;
    return Long.bitCount(victim) > Ruleset.VELA_NORMAL_RULES_AT;
  }

  // ---------------------------------------------------------------- generation

  private void turns(long own, long opp, int side, int turnNumber, long huffable) {
    huffAt = -1;
    moves(own, opp, side, turnNumber);
    if (huffing) {
      for (long h = huffable; h != 0 && !stopped; h &= h - 1) {
        huffAt = Long.numberOfTrailingZeros(h);
        moves(own, opp & ~(1L << huffAt), side, turnNumber);
      }
      huffAt = -1;
    }
  }

  private void moves(long own, long opp, int side, int turnNumber) {
    long empty = all & ~(own | opp);
    if (velaPhase(velaBeneficiary, side, own, opp)) {
      if (side == velaBeneficiary) {
        velaCaptures(own, opp);
      } else {
        velaPaika(own, opp, empty);
      }
      return;
    }
    long capturers = captureSources(own, opp, empty);
    boolean single = firstTurnSingle && turnNumber == 1;
    for (long m = capturers; m != 0 && !stopped; m &= m - 1) {
      firstSteps(Long.numberOfTrailingZeros(m), own, opp, single);
    }
    if (capturers == 0 || huffing) {
      paika(own, empty, capturers);
    }
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

  private void paika(long own, long empty, long capturers) {
    kind = Turn.Kind.PAIKA;
    for (int d = 0; d < 8 && !stopped; d++) {
      int s = shifts[d];
      for (long m = own & sources[d] & Bitboards.back(empty, s); m != 0 && !stopped; m &= m - 1) {
        int from = Long.numberOfTrailingZeros(m);
        int to = from + s;
        long liableAfter =
            ((capturers >>> from) & 1) != 0 ? (capturers & ~(1L << from)) | (1L << to) : capturers;
        recordSingleStep(from, to, 0, false, liableAfter);
        emit();
      }
    }
  }

  /**
   * Explores the first capturing steps of the stone on {@code from}. The loop is the one of {@link
   * #captureStep} for later steps, written twice on purpose: with one loop method called from both
   * (so {@code captureStep} and the loop recursed into each other), {@code
   * GenerationBenchmark.legalTurns} measured 11.5 / 154 / 77 µs on start / chains / midgame against
   * 2.9 / 22 / 21 µs for this shape, in back-to-back runs (2026-12-01, load 18-30 on 2 cores): the
   * mutual recursion left the JIT with larger compilations. The step's captures are decided once,
   * in {@link #taken}.
   */
  private void firstSteps(int from, long own, long opp, boolean single) {
    long rest = own & ~(1L << from);
    long occupied = own | opp;
    origin = from;
    for (int d = 0; d < 8 && !stopped; d++) {
      int to = nb[from * 8 + d];
      if (to < 0 || ((occupied >>> to) & 1) != 0) {
        continue;
      }
      long approach = taken(from, to, d, opp, true);
      long withdrawal = taken(from, to, d, opp, false);
      if (approach != 0) {
        captureStep(to, 1L << from | 1L << to, d, rest, opp, approach, true, 0, single);
      }
      if (withdrawal != 0 && !stopped) {
        captureStep(to, 1L << from | 1L << to, d, rest, opp, withdrawal, false, 0, single);
      }
    }
  }

  /**
   * The capture-step kernel of the generator: the stones the step from {@code from} to {@code to}
   * in direction {@code d} takes by approach (else withdrawal): the run of enemy stones ahead of
   * the landing (behind the origin), or 0 when there is none or capture=larger keeps only the other
   * kind's longer run.
   */
  private long taken(int from, int to, int d, long opp, boolean approach) {
    long mine = approach ? run(nb[to * 8 + d], d, opp) : run(nb[from * 8 + (d ^ 1)], d ^ 1, opp);
    if (!larger || mine == 0) {
      return mine;
    }
    long other = approach ? run(nb[from * 8 + (d ^ 1)], d ^ 1, opp) : run(nb[to * 8 + d], d, opp);
    return Long.bitCount(mine) >= Long.bitCount(other) ? mine : 0;
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
  private void captureStep(
      int at,
      long visited,
      int dir,
      long own,
      long opp,
      long taken,
      boolean approach,
      int step,
      boolean single) {
    landings[step] = at;
    captured[step] = taken;
    if (approach) {
      approachBits |= 1L << step;
    } else {
      approachBits &= ~(1L << step);
    }
    opp &= ~taken;
    boolean continued = false;
    if (!single) {
      long occupied = own | opp | visited;
      for (int d = 0; d < 8 && !stopped; d++) {
        int to = nb[at * 8 + d];
        if (d == dir || to < 0 || ((occupied >>> to) & 1) != 0) {
          continue;
        }
        long a = taken(at, to, d, opp, true);
        long w = taken(at, to, d, opp, false);
        if (a == 0 && w == 0) {
          continue;
        }
        continued = true;
        long next = visited | 1L << to;
        if (a != 0) {
          captureStep(to, next, d, own, opp, a, true, step + 1, false);
        }
        if (w != 0 && !stopped) {
          captureStep(to, next, d, own, opp, w, false, step + 1, false);
        }
      }
    }
    if (!(mandatory && continued) && !stopped) {
      kind = Turn.Kind.CAPTURE;
      length = step + 1;
      liable = 0;
      emit();
    }
  }

  // ---------------------------------------------------------------- Vela

  private void velaCaptures(long own, long opp) {
    long empty = all & ~(own | opp);
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
          emit();
        }
      }
    }
  }

  private void velaPaika(long own, long opp, long empty) {
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
        emit();
      }
    }
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

  private void emit() {
    if (!visitor.visit(this)) {
      stopped = true;
    }
  }

  // ---------------------------------------------------------------- TurnView

  @Override
  public int endIndex() {
    // Every turn of this generator has a step (it makes no drops).
    return landings[length - 1];
  }

  @Override
  public long takenMask() {
    long taken = 0;
    for (int i = 0; i < length; i++) {
      taken |= captured[i];
    }
    return taken;
  }

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
    // The copies are made before the turn is allocated, not as the constructor's arguments: there
    // (javac allocates the turn first) they came between the allocation and the constructor's
    // stores, so C2 no longer took those stores for the new object's initialisation and paid G1's
    // write barriers on each; legalTurns was 5-11 % slower (benchmarks/README.md, issue 45).
    int[] steps = java.util.Arrays.copyOf(landings, length);
    long[] taken = java.util.Arrays.copyOf(captured, length);
    return new Turn(geometry, kind, origin, steps, approach, taken, huffAt, liable);
  }

  private void checkStep(int i) {
    if (i < 0 || i >= length) {
      throw new IndexOutOfBoundsException("step " + i + " of a turn with " + length + " steps");
    }
  }
}
