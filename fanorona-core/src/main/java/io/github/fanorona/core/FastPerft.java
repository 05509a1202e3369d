package io.github.fanorona.core;

/**
 * Perft for the capture game without huffing or Vela (those go through {@link ChainPerft}): the
 * same chain search, but specialised for counting. Per board it precomputes, for every point and
 * direction, the landing point, the two possible victims and the rays their runs lie on, so that a
 * step's legality is three mask tests and a run of captured stones is two bit operations instead of
 * a walk. First steps are found for all stones at once by shifts ({@link #firstSteps}), and whether
 * a stone can capture again is one branch-free test on boards 3 to 14 points wide ({@link #after}).
 * Directions are numbered in slot order ({@link #SLOT_DIRECTION}) throughout the class. At the last
 * half-move chains are counted without building any position (bulk), and first steps that end the
 * turn by popcount; with bulk off every leaf turn's position is made, counted and summed into
 * {@link #leafDigest}, which tests compare with the positions that {@link Position#play} gives.
 *
 * <p>An optional table of subtree counts (perft "hash") remembers nodes by their full state, the
 * two bitboards plus side, depth and first-turn flag, so a hit can never be a collision: counts
 * stay exact. One instance serves one thread at a time.
 *
 * <p>The class is longer than most in the project on purpose: its tables are fields read by the hot
 * methods directly, and moving them behind another object measured 2-4% slower.
 */
final class FastPerft {
  private Geometry geometry;
  private long all;
  private final long[] sources = new long[8];
  private final int[] shifts = new int[8];

  /** Per point*8+slot: landing index (or -1), its bit, victims' bits and their rays. */
  private int[] land = new int[0];

  private long[] landBit = new long[0];
  private long[] approachBit = new long[0];
  private long[] withdrawalBit = new long[0];

  /** Per point: the bits of its neighbours; per point*64+neighbour: the slot it lies in. */
  private long[] around = new long[0];

  /** Per point*64+neighbour: the victims' bits of the step to that neighbour. */
  private long[] victimsTo = new long[0];

  private byte[] direction = new byte[0];
  private long[] approachRay = new long[0];
  private long[] withdrawalRay = new long[0];

  /**
   * Windows for {@link #after}, per step point*8+slot: the bits of the landing's neighbours (but
   * the one straight ahead) in a window of the board rotated right by {@code nbRotation} so that
   * the landing is at bit {@code nbCentre}, and of their approach victims with the landing at
   * {@code apCentre}; and the shifts that gather the 8 slots of a window into a byte.
   */
  private boolean gathering;

  private long[] nbWindow = new long[0];
  private long[] apWindow = new long[0];
  private int[] nbRotation = new int[0];
  private int[] apRotation = new int[0];
  private int nbCentre;
  private int apCentre;
  private int g1;
  private int g2;
  private int g3;
  private int a1;
  private int a2;
  private int a3;
  private int a4;
  private int a5;

  /**
   * The directions in slot order: by row offset then column offset, (-1,-1), (-1,0), (-1,1),
   * (0,-1), (0,1), (1,-1), (1,0), (1,1), so that slot j's opposite is 7 - j and a window's
   * neighbours are gathered in slot order by shifts.
   */
  private static final int[] SLOT_DIRECTION = {
    Direction.SOUTH_WEST.ordinal(), Direction.SOUTH.ordinal(), Direction.SOUTH_EAST.ordinal(),
    Direction.WEST.ordinal(), Direction.EAST.ordinal(), Direction.NORTH_WEST.ordinal(),
    Direction.NORTH.ordinal(), Direction.NORTH_EAST.ordinal()
  };

  /** Per byte, its bits in reverse order: slot j of a set of neighbours to slot 7 - j. */
  private static final int[] REVERSED = new int[256];

  static {
    for (int x = 0; x < 256; x++) {
      REVERSED[x] = Integer.reverse(x) >>> 24;
    }
  }

  private static int[] bySlot(Geometry g) {
    int[] nb = g.neighbourTable();
    int[] out = new int[nb.length];
    for (int i = 0; i < g.size(); i++) {
      for (int j = 0; j < 8; j++) {
        out[i * 8 + j] = nb[i * 8 + SLOT_DIRECTION[j]];
      }
    }
    return out;
  }

  /** Per depth (0 for the bulk count), the first steps found by {@link #firstSteps}. */
  private long[][] scratch = new long[2][24];

  /**
   * Whether walking in slot d increases the point index: slots 4 to 7 do (a one-column board has no
   * diagonals, so the shift 0 of its slots 2 and 5 never matters).
   */
  private static boolean ascending(int d) {
    return d >= 4;
  }

  private boolean larger;
  private boolean mandatory;
  private boolean firstTurnSingle;
  private boolean bulk = true;

  private final PerftTable table;
  private boolean hashing;

  /**
   * With bulk off, the sum of {@link #digest} over the positions of the leaf turns: each leaf's
   * position is made and goes in, so none can be skipped, and a test can check them all.
   */
  private long leafDigest;

  /**
   * Makes a counter for a board, its tables loaded.
   *
   * @param g the board
   */
  public FastPerft(Geometry g) {
    this.geometry = g;
    this.table = new PerftTable();
    load(g);
  }

  /**
   * Whether this class can count under a ruleset (else {@link ChainPerft} must).
   *
   * <pre>{@code FastPerft.serves(Ruleset.standard())   // true}</pre>
   *
   * @param r the rule options
   * @return false under huffing or Vela
   */
  public static boolean serves(Ruleset r) {
    return !r.huffing() && r.velaBeneficiary().isEmpty();
  }

  /**
   * Sets the board, the rules and the way of counting; {@code tableBytes} bounds the table of
   * subtree counts, 0 for none.
   *
   * @param g the board
   * @param r rules that this class {@linkplain #serves serves}
   * @param bulk whether the last half-move is counted unplayed
   * @param tableBytes the most bytes of the table, 0 for none
   */
  public void configure(Geometry g, Ruleset r, boolean bulk, long tableBytes) {
    if (g != geometry) {
      geometry = g;
      load(g);
      table.clear();
    }
    boolean l = r.captureChoice() == Ruleset.CaptureChoice.LARGER_GROUP;
    boolean m = r.chainContinuation() == Ruleset.ChainContinuation.MANDATORY;
    boolean f = r.firstTurnChains() == Ruleset.FirstTurnChains.FORBIDDEN;
    if (l != larger || m != mandatory || f != firstTurnSingle) {
      // Stored counts hold for one set of rules (bulk or not, they are the same numbers).
      table.clear();
    }
    larger = l;
    mandatory = m;
    firstTurnSingle = f;
    this.bulk = bulk;
    this.hashing = tableBytes > 0;
    if (hashing) {
      table.allocate(tableBytes);
    }
  }

  private void load(Geometry g) {
    all = g.allMask();
    int n = g.size() * 8;
    int[] nb = bySlot(g);
    land = new int[n];
    landBit = new long[n];
    approachBit = new long[n];
    withdrawalBit = new long[n];
    around = new long[g.size()];
    victimsTo = new long[g.size() * 64];
    direction = new byte[g.size() * 64];
    approachRay = new long[n];
    withdrawalRay = new long[n];
    for (int d = 0; d < 8; d++) {
      sources[d] = g.stepSources(SLOT_DIRECTION[d]);
      shifts[d] = g.shift(SLOT_DIRECTION[d]);
    }
    for (int i = 0; i < g.size(); i++) {
      for (int d = 0; d < 8; d++) {
        int k = i * 8 + d;
        int to = nb[k];
        land[k] = to;
        if (to < 0) {
          continue;
        }
        landBit[k] = 1L << to;
        int a = nb[to * 8 + d];
        if (a >= 0) {
          approachBit[k] = 1L << a;
          approachRay[k] = ray(nb, a, d);
        }
        int w = nb[i * 8 + (7 - d)];
        if (w >= 0) {
          withdrawalBit[k] = 1L << w;
          withdrawalRay[k] = ray(nb, w, 7 - d);
        }
        victimsTo[i * 64 + to] = approachBit[k] | withdrawalBit[k];
        around[i] |= 1L << to;
        direction[i * 64 + to] = (byte) d;
      }
    }
    loadWindows(g, nb);
  }

  private void loadWindows(Geometry g, int[] nb) {
    int w = g.width();
    gathering = w >= 3 && 4 * w + 5 <= 64;
    if (!gathering) {
      return;
    }
    nbCentre = w + 1;
    apCentre = 2 * w + 2;
    g1 = w - 3;
    g2 = w - 2;
    g3 = 2 * w - 5;
    a1 = 2 * w - 3;
    a2 = 2 * w;
    a3 = 4 * w - 5;
    a4 = 4 * w - 4;
    a5 = 4 * w - 3;
    int n = g.size() * 8;
    nbWindow = new long[n];
    apWindow = new long[n];
    nbRotation = new int[n];
    apRotation = new int[n];
    for (int k = 0; k < n; k++) {
      int to = nb[k];
      if (to < 0) {
        continue;
      }
      int straight = k & 7;
      for (int d = 0; d < 8; d++) {
        int next = nb[to * 8 + d];
        if (next < 0 || d == straight) {
          continue;
        }
        nbWindow[k] |= 1L << (shifts[d] + nbCentre);
        if (nb[next * 8 + d] >= 0) {
          apWindow[k] |= 1L << (2 * shifts[d] + apCentre);
        }
      }
      nbRotation[k] = to - nbCentre;
      apRotation[k] = to - apCentre;
    }
  }

  private static long ray(int[] nb, int from, int d) {
    long r = 0;
    for (int at = from; at >= 0; at = nb[at * 8 + d]) {
      r |= 1L << at;
    }
    return r;
  }

  /**
   * The capture-step kernel, the one place where a step's captures are decided: the stones the step
   * k (point*8+d) takes by approach (else by withdrawal), or 0 when its victim's point holds no
   * enemy stone or capture=larger keeps only the other kind's longer run. With {@code approach} a
   * constant at every call, the JIT folds the choice away.
   */
  private long taken(int k, int d, long opp, boolean approach) {
    long mine = approach ? approachRun(k, d, opp) : withdrawalRun(k, d, opp);
    if (!larger || mine == 0) {
      return mine;
    }
    long other = approach ? withdrawalRun(k, d, opp) : approachRun(k, d, opp);
    return Long.bitCount(mine) >= Long.bitCount(other) ? mine : 0;
  }

  /** The stones the step k (point*8+d) captures by approach, capture=larger aside. */
  private long approachRun(int k, int d, long opp) {
    return (approachBit[k] & opp) == 0 ? 0 : run(approachRay[k], opp, ascending(d));
  }

  /** The stones the step k (point*8+d) captures by withdrawal, capture=larger aside. */
  private long withdrawalRun(int k, int d, long opp) {
    return (withdrawalBit[k] & opp) == 0 ? 0 : run(withdrawalRay[k], opp, ascending(7 - d));
  }

  /** 1 if {@code x} has a bit set, else 0. */
  private static int ones(long x) {
    return (int) ((x | -x) >>> 63);
  }

  /** The enemy stones on {@code ray} from its first point up to the first point that is not one. */
  private static long run(long ray, long opp, boolean ascending) {
    long blockers = ray & ~opp;
    if (ascending) {
      return ray & (Long.lowestOneBit(blockers) - 1);
    }
    // The ray's first point is its highest bit and is an enemy stone, so a blocker is below it.
    return ray & (-1L << (64 - Long.numberOfLeadingZeros(blockers)));
  }

  /**
   * Counts the leaves below a position given by its parts, under the configured rules.
   *
   * @param own the stones of the side to move
   * @param opp the stones of the other side
   * @param side the side to move's ordinal
   * @param turnNumber the turn number (the first turn may have its own rule)
   * @param depth the half-moves to count, at most {@link io.github.fanorona.core.Perft#MAX_DEPTH}
   * @return the number of leaves
   */
  public long perft(long own, long opp, int side, int turnNumber, int depth) {
    leafDigest = 0;
    if (depth <= 0) {
      return 1;
    }
    if (scratch.length <= depth) {
      scratch = new long[depth + 1][24];
    }
    return node(own, opp, side, firstTurnSingle && turnNumber == 1, turnNumber, depth);
  }

  // ---------------------------------------------------------------- nodes

  private long node(long own, long opp, int side, boolean single, int turnNumber, int depth) {
    if (hashing && depth >= 2) {
      long meta = depth | (long) side << 8 | (single ? 1L << 9 : 0);
      long hit = table.probe(own, opp, meta);
      if (hit >= 0) {
        return hit;
      }
      long n = expand(own, opp, side, single, turnNumber, depth);
      table.store(own, opp, meta, n);
      return n;
    }
    return expand(own, opp, side, single, turnNumber, depth);
  }

  private long child(long own, long opp, int side, int turnNumber, int depth) {
    if (depth <= 0) {
      leafDigest += digest(own, opp);
      return 1;
    }
    int nextTurn = side == 1 ? turnNumber + 1 : turnNumber;
    return node(
        /* own= */ opp,
        /* opp= */ own,
        side ^ 1,
        firstTurnSingle && nextTurn == 1,
        nextTurn,
        depth);
  }

  private long expand(long own, long opp, int side, boolean single, int turnNumber, int depth) {
    long empty = all & ~(own | opp);
    if (depth == 1 && bulk) {
      long n = countTurns(own, opp, empty, single);
      // A position with a capture has at least one turn, so 0 means paikas only.
      return n != 0 ? n : paika(own, opp, empty, side, turnNumber, depth);
    }
    long[] b = scratch[depth];
    if (firstSteps(own, opp, empty, b) == 0) {
      return paika(own, opp, empty, side, turnNumber, depth);
    }
    long total = 0;
    for (int d = 0; d < 8; d++) {
      long a = own & b[d];
      long w = own & b[8 + d];
      long goOn = single ? 0 : b[16 + d];
      for (long m = a | w; m != 0; m &= m - 1) {
        int from = Long.numberOfTrailingZeros(m);
        long origin = 1L << from;
        int k = from * 8 + d;
        long ra = taken(k, d, opp, true);
        long rw = taken(k, d, opp, false);
        long to = landBit[k];
        long rest = own & ~origin;
        if ((goOn & origin) == 0) {
          // The turn ends with this step: its positions are played straight away.
          if (ra != 0) {
            total += child(rest | to, opp & ~ra, side, turnNumber, depth - 1);
          }
          if (rw != 0) {
            total += child(rest | to, opp & ~rw, side, turnNumber, depth - 1);
          }
          continue;
        }
        int at = land[k];
        long visited = origin | to;
        // Found once for both kinds (see countOn).
        int more = after(k, visited | rest, opp);
        if (ra != 0) {
          total +=
              depth == 1
                  ? playLast(at, visited, rest, opp & ~ra, more)
                  : play(at, visited, rest, opp & ~ra, more, side, turnNumber, depth);
        }
        if (rw != 0) {
          total +=
              depth == 1
                  ? playLast(at, visited, rest, opp & ~rw, more)
                  : play(at, visited, rest, opp & ~rw, more, side, turnNumber, depth);
        }
      }
    }
    return total;
  }

  /**
   * Fills {@code b} with the first capturing steps, found for all stones at once by shifts: per
   * direction d, b[d] the points from which a stone would capture by approach, b[8 + d] by
   * withdrawal, and b[16 + d] the points from which a step in d lands where the stone can go on
   * capturing (see {@link #countTurns}). Returns the mover's stones that can capture.
   */
  private long firstSteps(long own, long opp, long empty, long[] b) {
    long mine = 0;
    // Directions in opposite pairs: one steps up the indices by u, the other down, so each
    // shift has a known sign and no branch.
    for (int up = 4; up < 8; up++) {
      int down = 7 - up;
      int u = shifts[up];
      long lineUp = sources[up];
      long lineDown = sources[down];
      long oppBelow = opp >>> u;
      long oppAbove = opp << u;
      long stepUp = lineUp & empty >>> u;
      long stepDown = lineDown & empty << u;
      long a = stepUp & (lineUp & oppBelow) >>> u;
      long w = stepUp & lineDown & oppAbove;
      long c = stepDown & (lineDown & oppAbove) << u;
      long x = stepDown & lineUp & oppBelow;
      b[up] = a;
      b[8 + up] = w;
      b[down] = c;
      b[8 + down] = x;
      mine |= own & (a | w | c | x);
    }
    if (mine != 0) {
      goingOn(b);
    }
    return mine;
  }

  /**
   * Fills b[16 + d] (see {@link #firstSteps}), kept apart so that both methods stay small enough
   * for the JIT to inline them.
   */
  private void goingOn(long[] b) {
    // Landings that can go on in some direction other than d: prefix and suffix unions.
    long before = 0;
    for (int d = 0; d < 8; d++) {
      b[16 + d] = before;
      before |= b[d] | b[8 + d];
    }
    long after = 0;
    for (int d = 7; d >= 0; d--) {
      long landings = b[16 + d] | after;
      b[16 + d] = ascending(d) ? landings >>> shifts[d] : landings << -shifts[d];
      after |= b[d] | b[8 + d];
    }
  }

  /**
   * The number of turns of a position (bulk, last half-move), or 0 if it has no capture.
   *
   * <p>First steps are found for all stones at once, by shifts. Whether the stone can go on
   * capturing after its first step needs no search either: by the argument at {@link #countOn}, the
   * step's own captures play no part, and the origin is not free before the step, so the landing
   * can go on exactly when a stone standing there in the position before the turn could capture in
   * some other direction. So first steps that end the turn are counted by popcount, and only those
   * that can go on are followed one by one.
   */
  private long countTurns(long own, long opp, long empty, boolean single) {
    long[] b = scratch[0];
    if (firstSteps(own, opp, empty, b) == 0) {
      return 0;
    }
    long total = 0;
    for (int d = 0; d < 8; d++) {
      long a = own & b[d];
      long w = own & b[8 + d];
      // (No test for an empty direction: the popcounts cost less than the branch.)
      long goOn = single ? 0 : b[16 + d];
      long endA = a & ~goOn;
      long endW = w & ~goOn;
      if (larger) {
        long both = endA & endW;
        total += Long.bitCount(endA ^ endW);
        for (; both != 0; both &= both - 1) {
          // Both kinds end the turn here: two turns if the runs tie, else the longer one.
          int k = Long.numberOfTrailingZeros(both) * 8 + d;
          total += ones(taken(k, d, opp, true)) + ones(taken(k, d, opp, false));
        }
      } else {
        total += Long.bitCount(endA) + Long.bitCount(endW);
      }
      for (long m = (a | w) & goOn; m != 0; m &= m - 1) {
        total += countFirst(Long.numberOfTrailingZeros(m), d, own, opp);
      }
    }
    return total;
  }

  /**
   * The turns that start with the capturing step from {@code from} in direction d, which can go on.
   */
  private long countFirst(int from, int d, long own, long opp) {
    int k = from * 8 + d;
    int at = land[k];
    // The origin stays blocked: it is in own.
    long blocked = own | landBit[k];
    int more = after(k, blocked, opp);
    long ra = taken(k, d, opp, true);
    long rw = taken(k, d, opp, false);
    long n = 0;
    if (ra != 0) {
      n += countOn(at, blocked, opp & ~ra, more);
    }
    if (rw != 0) {
      n += countOn(at, blocked, opp & ~rw, more);
    }
    return n;
  }

  private long paika(long own, long opp, long empty, int side, int turnNumber, int depth) {
    if (depth == 1 && bulk) {
      long n = 0;
      for (int d = 0; d < 8; d++) {
        n += Long.bitCount(own & sources[d] & Bitboards.back(empty, shifts[d]));
      }
      return n;
    }
    long total = 0;
    for (int d = 0; d < 8; d++) {
      int s = shifts[d];
      for (long m = own & sources[d] & Bitboards.back(empty, s); m != 0; m &= m - 1) {
        int from = Long.numberOfTrailingZeros(m);
        long after = (own & ~(1L << from)) | (1L << (from + s));
        total += child(after, opp, side, turnNumber, depth - 1);
      }
    }
    return total;
  }

  // ---------------------------------------------------------------- chains

  /**
   * The slots (bit d) in which the stone that has just made the step k (point*8+d) can capture
   * again, {@code blocked} the points it may not land on besides the one straight ahead. Only the
   * landing's neighbours are looked at, found from the step alone so that no table lookup waits for
   * another.
   */
  private int after(int k, long blocked, long opp) {
    if (!gathering) {
      int at = land[k];
      long straight = landBit[at * 8 + (k & 7)];
      return continuationsByLoop(at, all & ~(blocked | opp | landBit[k] | straight), opp);
    }
    // The 8 neighbours of the landing lie in a window of 2w+3 bits, their approach victims in one
    // of 4w+5 bits; rotating the board brings the window down to bit 0, whatever the point, and
    // the step's window masks keep only real neighbours (edges, weak points, wrapped bits) other
    // than the point straight ahead, where the stone may not go.
    long nb = nbWindow[k];
    int r = nbRotation[k];
    long f = Long.rotateRight(~(blocked | opp), r) & nb;
    long o = Long.rotateRight(opp, r) & nb;
    long v = Long.rotateRight(opp, apRotation[k]) & apWindow[k];
    // Free and enemy neighbours gathered at once (the window is under 32 bits) in slot order.
    long x = f | (o << 32);
    long g =
        (x & 0x7_0000_0007L)
            | ((x >>> g1) & 0x8_0000_0008L)
            | ((x >>> g2) & 0x10_0000_0010L)
            | ((x >>> g3) & 0xE0_0000_00E0L);
    int a =
        (int)
            ((v & 1)
                | ((v >>> 1) & 2)
                | ((v >>> 2) & 4)
                | ((v >>> a1) & 8)
                | ((v >>> a2) & 16)
                | ((v >>> a3) & 32)
                | ((v >>> a4) & 64)
                | ((v >>> a5) & 128));
    // A withdrawal victim is the neighbour in the opposite slot, 7 - d: the enemy byte reversed.
    return (int) g & 0xFF & (a | REVERSED[(int) (g >>> 32)]);
  }

  /** {@link #after} for boards too wide or too narrow for the windows. */
  private int continuationsByLoop(int at, long free, long opp) {
    int dirs = 0;
    int row = at * 64;
    for (long m = around[at] & free; m != 0; m &= m - 1) {
      int to = row + Long.numberOfTrailingZeros(m);
      long hit = victimsTo[to] & opp;
      dirs |= (int) ((hit | -hit) >>> 63) << direction[to];
    }
    return dirs;
  }

  /**
   * The number of turns ending at or after the stone's arrival on {@code at}, where it can go on in
   * the directions {@code dirs} (not empty), in bulk at the last half-move. {@code blocked} holds
   * the mover's other stones and every point it has stood on.
   *
   * <p>A step's own captures never decide whether the stone can capture again: its approach run
   * starts at the point straight ahead (which the next step may not take) and its withdrawal run at
   * distance two behind, so neither is a free neighbour or a victim of the next step, except
   * through the point just left, which is visited. So the continuations after a step are found once
   * for both kinds, from the enemy stones before the step, and a step with none counts without
   * computing its runs.
   */
  private long countOn(int at, long blocked, long opp, int dirs) {
    int base = at * 8;
    long n = mandatory ? 0 : 1;
    for (; dirs != 0; dirs &= dirs - 1) {
      int d = Integer.numberOfTrailingZeros(dirs);
      int k = base + d;
      int more = after(k, blocked, opp);
      if (more == 0 && !larger) {
        // A step that ends the turn needs only to know which kinds exist, not their runs.
        n += ones(approachBit[k] & opp) + ones(withdrawalBit[k] & opp);
        continue;
      }
      long ra = taken(k, d, opp, true);
      long rw = taken(k, d, opp, false);
      if (more == 0) {
        n += ones(ra) + ones(rw);
        continue;
      }
      int next = land[k];
      long nowBlocked = blocked | landBit[k];
      if (ra != 0) {
        n += countOn(next, nowBlocked, opp & ~ra, more);
      }
      if (rw != 0) {
        n += countOn(next, nowBlocked, opp & ~rw, more);
      }
    }
    return n;
  }

  /**
   * Plays on from the stone's arrival on {@code at}, which can go on in the directions {@code
   * dirs}: every stopping point's subtree.
   */
  private long play(
      int at, long visited, long rest, long opp, int dirs, int side, int turnNumber, int depth) {
    long total = 0;
    if (dirs == 0 || !mandatory) {
      total += child(rest | 1L << at, opp, side, turnNumber, depth - 1);
    }
    int base = at * 8;
    for (; dirs != 0; dirs &= dirs - 1) {
      int d = Integer.numberOfTrailingZeros(dirs);
      int k = base + d;
      long ra = taken(k, d, opp, true);
      long rw = taken(k, d, opp, false);
      int next = land[k];
      long nowVisited = visited | landBit[k];
      int more = after(k, visited | rest, opp);
      if (more == 0) {
        // The turn ends here: its positions are played straight away, without another call.
        long stone = rest | 1L << next;
        if (ra != 0) {
          total += child(stone, opp & ~ra, side, turnNumber, depth - 1);
        }
        if (rw != 0) {
          total += child(stone, opp & ~rw, side, turnNumber, depth - 1);
        }
        continue;
      }
      if (ra != 0) {
        total += play(next, nowVisited, rest, opp & ~ra, more, side, turnNumber, depth);
      }
      if (rw != 0) {
        total += play(next, nowVisited, rest, opp & ~rw, more, side, turnNumber, depth);
      }
    }
    return total;
  }

  /**
   * {@link #play} at the last half-move with bulk off: every stopping point is a leaf turn whose
   * position is made and added to {@link #leafDigest}. Kept apart from {@code play} because a
   * method for this case alone, with five parameters and the digest summed locally, measured 5%
   * faster than the general one.
   */
  private long playLast(int at, long visited, long rest, long opp, int dirs) {
    long total = 0;
    long sum = 0;
    if (dirs == 0 || !mandatory) {
      total = 1;
      sum = digest(rest | 1L << at, opp);
    }
    int base = at * 8;
    for (; dirs != 0; dirs &= dirs - 1) {
      int d = Integer.numberOfTrailingZeros(dirs);
      int k = base + d;
      long ra = taken(k, d, opp, true);
      long rw = taken(k, d, opp, false);
      int more = after(k, visited | rest, opp);
      int next = land[k];
      if (more == 0) {
        long stone = rest | 1L << next;
        if (ra != 0) {
          sum += digest(stone, opp & ~ra);
          total++;
        }
        if (rw != 0) {
          sum += digest(stone, opp & ~rw);
          total++;
        }
        continue;
      }
      long nowVisited = visited | landBit[k];
      if (ra != 0) {
        total += playLast(next, nowVisited, rest, opp & ~ra, more);
      }
      if (rw != 0) {
        total += playLast(next, nowVisited, rest, opp & ~rw, more);
      }
    }
    leafDigest += sum;
    return total;
  }

  /**
   * A leaf position's part of {@link #leafDigest}: the mover's stones, then the opponent's. Tests
   * sum it over the positions that {@code legalTurns} reaches, so that a played count of the two
   * counters is checked leaf by leaf and not only in number.
   *
   * <pre>{@code FastPerft.digest(0, 1)   // 1}</pre>
   *
   * @param mover the stones of the side that made the last turn
   * @param opponent the other side's stones
   * @return the digest
   */
  public static long digest(long mover, long opponent) {
    return mover * 0x9E3779B97F4A7C15L + opponent;
  }

  /**
   * Returns the sum of {@link #digest} over the leaf positions of the last count, for the tests.
   *
   * @return the sum, 0 after a bulk count
   */
  public long leafDigest() {
    return leafDigest;
  }
}
