package io.github.fanorona.core;

import org.jspecify.annotations.Nullable;

/**
 * How many times each position has occurred in a game, as a persistent hash trie keyed by the
 * Zobrist key: adding a position copies one path of at most 13 small nodes and shares the rest, so
 * every {@link Game} keeps its own table at a constant cost per turn and the repetition draw never
 * walks the history. Positions with equal keys are told apart by {@code
 * Position.equalsIgnoringCounters}, so a key collision cannot make a false repetition.
 *
 * <pre>{@code
 * RepetitionTable t = RepetitionTable.EMPTY.with(p).with(q).with(p);
 * t.count(p);   // 2
 * }</pre>
 */
final class RepetitionTable {
  /** The table of no positions. */
  public static final RepetitionTable EMPTY = new RepetitionTable(new Node(0, new Object[0]));

  private static final int BITS = 5;
  private static final int MASK = (1 << BITS) - 1;

  private final Node root;

  private RepetitionTable(Node root) {
    this.root = root;
  }

  /**
   * Returns how many times the position (ignoring its counters) is in the table.
   *
   * @param position the position
   * @return its count, 0 if absent
   */
  public int count(Position position) {
    return root.count(position.zobristKey(), position, 0);
  }

  /**
   * Returns a table with one more occurrence of the position.
   *
   * @param position the position
   * @return the new table; this one is unchanged
   */
  public RepetitionTable with(Position position) {
    return new RepetitionTable(root.add(new Entry(position.zobristKey(), position, 1, null), 0));
  }

  /** One position and its count; {@code next} chains other positions with the same key. */
  private static final class Entry {
    final long key;
    final Position position;
    final int count;
    final @Nullable Entry next;

    Entry(long key, Position position, int count, @Nullable Entry next) {
      this.key = key;
      this.position = position;
      this.count = count;
      this.next = next;
    }

    int count(Position p) {
      for (Entry e = this; e != null; e = e.next) {
        if (e.position.equalsIgnoringCounters(p)) {
          return e.count;
        }
      }
      return 0;
    }

    /** This chain with one more occurrence of {@code added}'s position. */
    Entry plus(Entry added) {
      if (position.equalsIgnoringCounters(added.position)) {
        return new Entry(key, position, count + 1, next);
      }
      return new Entry(key, position, count, next == null ? added : next.plus(added));
    }
  }

  /** A trie node: a bitmap of the occupied slots and, packed, their entries or child nodes. */
  private static final class Node {
    final int bitmap;
    final Object[] slots;

    Node(int bitmap, Object[] slots) {
      this.bitmap = bitmap;
      this.slots = slots;
    }

    int count(long key, Position p, int shift) {
      int bit = 1 << ((key >>> shift) & MASK);
      if ((bitmap & bit) == 0) {
        return 0;
      }
      Object slot = slots[Integer.bitCount(bitmap & (bit - 1))];
      if (slot instanceof Node child) {
        return child.count(key, p, shift + BITS);
      }
      Entry e = (Entry) slot;
      return e.key == key ? e.count(p) : 0;
    }

    Node add(Entry added, int shift) {
      int bit = 1 << ((added.key >>> shift) & MASK);
      int at = Integer.bitCount(bitmap & (bit - 1));
      if ((bitmap & bit) == 0) {
        Object[] grown = new Object[slots.length + 1];
        System.arraycopy(slots, 0, grown, 0, at);
        grown[at] = added;
        System.arraycopy(slots, at, grown, at + 1, slots.length - at);
        return new Node(bitmap | bit, grown);
      }
      Object slot = slots[at];
      Object replaced;
      if (slot instanceof Node child) {
        replaced = child.add(added, shift + BITS);
      } else {
        Entry e = (Entry) slot;
        // Two different keys part within the 64 bits, so a split always ends.
        replaced =
            e.key == added.key
                ? e.plus(added)
                : new Node(0, new Object[0]).add(e, shift + BITS).add(added, shift + BITS);
      }
      Object[] copy = slots.clone();
      copy[at] = replaced;
      return new Node(bitmap, copy);
    }
  }
}
