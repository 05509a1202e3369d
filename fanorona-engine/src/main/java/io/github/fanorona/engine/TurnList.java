package io.github.fanorona.engine;

import java.util.Arrays;

/**
 * The turns of one node of the fast search, generated straight on the two bitboards and kept as the
 * boards they lead to: for each turn the stones of the side that moved and of the side to move
 * next, the Zobrist key after it, the stones it takes and a code (origin and final point) for the
 * killer and history heuristics. Turns that lead to the same board are listed once. One list per
 * ply is reused for the whole search, so generation allocates nothing once the arrays have grown to
 * the widest node.
 *
 * <p>The rules are those of the capture game without huffing or Vela (which {@link Search#serves}
 * leaves to the general search): capture is compulsory; a capture takes the run of enemy stones
 * approached or withdrawn from, the player choosing when a step could do both (unless the larger
 * group must be taken); the capturing stone may go on capturing, never in the direction of its
 * previous step and never onto a point it stood on in this turn, and may stop after any capture
 * (unless continuation is mandatory); on the first turn of the game chains may be forbidden. The
 * tests compare these turns with the core engine's on thousands of positions.
 */
final class TurnList {
  long[] moved = new long[64];
  long[] toMove = new long[64];
  long[] keys = new long[64];
  int[] codes = new int[64];
  int[] taken = new int[64];
  int[] ranks = new int[64];
  int size;

  /** Whether the turns are captures (then every one is). */
  boolean captures;

  private final Board board;
  private boolean larger;
  private boolean mandatory;
  private long keyBase;
  private int ownSide;
  private int origin;

  TurnList(Board board) {
    this.board = board;
  }

  /**
   * Generates the turns of a node.
   *
   * @param own the stones of the side to move
   * @param opp the other side's stones
   * @param side 0 when white moves, 1 when black does
   * @param key the node's Zobrist key
   * @param single whether chains are forbidden (the first turn under that option)
   * @param largerGroup whether the larger of two groups must be taken
   * @param mandatoryChains whether a chain must go on while it can
   */
  void generate(
      long own,
      long opp,
      int side,
      long key,
      boolean single,
      boolean largerGroup,
      boolean mandatoryChains) {
    size = 0;
    Board b = board;
    larger = largerGroup;
    mandatory = mandatoryChains;
    ownSide = side;
    keyBase = key ^ b.blackToMove;
    long capturers = b.capturers(own, opp);
    captures = capturers != 0;
    if (captures) {
      for (long m = capturers; m != 0; m &= m - 1) {
        firstSteps(Long.numberOfTrailingZeros(m), own, opp, single);
      }
      return;
    }
    long empty = b.all & ~(own | opp);
    long[] keysOf = b.stoneKeys;
    for (int d = 0; d < 8; d++) {
      int s = b.shifts[d];
      for (long m = own & b.sources[d] & Board.back(empty, s); m != 0; m &= m - 1) {
        int from = Long.numberOfTrailingZeros(m);
        int to = from + s;
        long k = keyBase ^ keysOf[side * 64 + from] ^ keysOf[side * 64 + to];
        add((own & ~(1L << from)) | (1L << to), opp, k, (from << 6) | to, 0);
      }
    }
  }

  private void firstSteps(int from, long own, long opp, boolean single) {
    origin = from;
    int[] nb = board.neighbour;
    long rest = own & ~(1L << from);
    long occupied = own | opp;
    for (int d = 0; d < 8; d++) {
      int to = nb[from * 8 + d];
      if (to < 0 || ((occupied >>> to) & 1) != 0) {
        continue;
      }
      long a = run(nb[to * 8 + d], d, opp);
      long w = run(nb[from * 8 + (d ^ 1)], d ^ 1, opp);
      if (larger && a != 0 && w != 0) {
        int ca = Long.bitCount(a);
        int cw = Long.bitCount(w);
        if (ca > cw) {
          w = 0;
        } else if (cw > ca) {
          a = 0;
        }
      }
      long visited = 1L << from | 1L << to;
      if (a != 0) {
        step(to, visited, d, rest, opp & ~a, a, single);
      }
      if (w != 0) {
        step(to, visited, d, rest, opp & ~w, w, single);
      }
    }
  }

  /** The run of enemy stones from {@code at} on in direction {@code d}. */
  private long run(int at, int d, long opp) {
    int[] nb = board.neighbour;
    long run = 0;
    while (at >= 0 && ((opp >>> at) & 1) != 0) {
      run |= 1L << at;
      at = nb[at * 8 + d];
    }
    return run;
  }

  /**
   * The stone has just landed on {@code at} by a step in direction {@code dir}, taking {@code took}
   * (already gone from {@code opp}); explores what may follow, then records the stop here.
   */
  private void step(int at, long visited, int dir, long rest, long opp, long took, boolean single) {
    boolean continued = false;
    if (!single) {
      int[] nb = board.neighbour;
      long occupied = rest | opp | visited;
      for (int d = 0; d < 8; d++) {
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
          step(to, next, d, rest, opp & ~a, took | a, false);
        }
        if (w != 0) {
          step(to, next, d, rest, opp & ~w, took | w, false);
        }
      }
    }
    if (!(mandatory && continued)) {
      long[] keysOf = board.stoneKeys;
      int other = ownSide ^ 1;
      long k = keyBase ^ keysOf[ownSide * 64 + origin] ^ keysOf[ownSide * 64 + at];
      for (long m = took; m != 0; m &= m - 1) {
        k ^= keysOf[other * 64 + Long.numberOfTrailingZeros(m)];
      }
      if (Long.bitCount(visited) > 2) {
        addChain(rest | 1L << at, opp, k, (origin << 6) | at, Long.bitCount(took));
      } else {
        add(rest | 1L << at, opp, k, (origin << 6) | at, Long.bitCount(took));
      }
    }
  }

  /**
   * Chains that take the same stones in other orders end on the same board: one child, or the
   * search would spend its nodes on copies. Only a chain of two steps or more can repeat another
   * turn's board, so single steps skip the scan.
   */
  private void addChain(long movedStones, long nextStones, long key, int code, int took) {
    for (int i = 0; i < size; i++) {
      if (keys[i] == key && moved[i] == movedStones && toMove[i] == nextStones) {
        return;
      }
    }
    add(movedStones, nextStones, key, code, took);
  }

  private void add(long movedStones, long nextStones, long key, int code, int took) {
    if (size == moved.length) {
      int grown = size * 2;
      moved = Arrays.copyOf(moved, grown);
      toMove = Arrays.copyOf(toMove, grown);
      keys = Arrays.copyOf(keys, grown);
      codes = Arrays.copyOf(codes, grown);
      taken = Arrays.copyOf(taken, grown);
      ranks = Arrays.copyOf(ranks, grown);
    }
    moved[size] = movedStones;
    toMove[size] = nextStones;
    keys[size] = key;
    codes[size] = code;
    taken[size] = took;
    size++;
  }

  /** Moves the best-ranked turn among {@code from..size-1} to {@code from}. */
  void bringBest(int from) {
    int best = from;
    for (int i = from + 1; i < size; i++) {
      if (ranks[i] > ranks[best]) {
        best = i;
      }
    }
    if (best != from) {
      swap(from, best);
    }
  }

  private void swap(int a, int b) {
    long l = moved[a];
    moved[a] = moved[b];
    moved[b] = l;
    l = toMove[a];
    toMove[a] = toMove[b];
    toMove[b] = l;
    l = keys[a];
    keys[a] = keys[b];
    keys[b] = l;
    int t = codes[a];
    codes[a] = codes[b];
    codes[b] = t;
    t = taken[a];
    taken[a] = taken[b];
    taken[b] = t;
    t = ranks[a];
    ranks[a] = ranks[b];
    ranks[b] = t;
  }
}
