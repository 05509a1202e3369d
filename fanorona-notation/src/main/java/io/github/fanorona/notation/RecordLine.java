package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A line of a record's game tree: the comment before its first turn and its turns in order, each a
 * {@link RecordNode} that may hold a comment after the turn, marks and variations (lines of their
 * own, nested). A record's main line is {@link GameRecord#tree()}; its flat list of turns is still
 * {@link GameRecord#turns()}. An immutable value: the editing methods return a new line; {@link
 * GameNode}, the public face of the tree, edits by node through them. Turns are numbered from 0
 * within the line.
 *
 * <pre>{@code
 * GameRecord r = RecordReader.open(new StringReader("[Event \"club\"]\n\n"
 *     + "1. f2-e3A2 {a good start} (1. d3-e3W1 {also}) 1... d5-d4A3 *")).next();
 * RecordLine main = r.tree();
 * main.nodes().get(0).comment();                                    // "a good start"
 * main.nodes().get(0).variations().get(0).nodes().get(0).comment(); // "also"
 * main.promoteVariation(0, 0).nodes().get(0).turn().text();         // "d3-e3W1"
 * }</pre>
 */
final class RecordLine {
  /**
   * The deepest nesting of lines: the main line is at depth 1, its variations at 2. A reader
   * reports and skips deeper variations, so that no tree is too deep to walk.
   *
   * <pre>{@code RecordLine.MAX_DEPTH   // 100}</pre>
   */
  public static final int MAX_DEPTH = GameNode.MAX_DEPTH;

  /**
   * The longest comment kept, in characters; a reader reports and cuts a longer one.
   *
   * <pre>{@code RecordLine.MAX_COMMENT   // 500000}</pre>
   */
  public static final int MAX_COMMENT = GameNode.MAX_COMMENT;

  /**
   * The largest numeric annotation mark ({@code $255}).
   *
   * <pre>{@code RecordLine.MAX_MARK   // 255}</pre>
   */
  public static final int MAX_MARK = GameNode.MAX_MARK;

  private static final RecordLine EMPTY = new RecordLine(ImmutableList.of());

  private final String comment;
  private final ImmutableList<RecordedTurn> turns;

  /**
   * The nodes; for a line of plain turns (no comment, mark or variation, the common case of a
   * record read) they are made from {@link #turns} when first asked for, so that reading and
   * validating such a record makes no node per turn. A racy single check, as {@code
   * String.hashCode} does: every thread computes the same immutable list.
   */
  private @Nullable ImmutableList<RecordNode> nodes;

  private final int depth;

  private RecordLine(String comment, ImmutableList<RecordNode> nodes) {
    checkComment(comment);
    int deepest = 0;
    ImmutableList.Builder<RecordedTurn> turns = ImmutableList.builderWithExpectedSize(nodes.size());
    for (RecordNode n : nodes) {
      turns.add(n.turn());
      for (RecordLine v : n.variations()) {
        deepest = Math.max(deepest, v.depth);
      }
    }
    if (deepest + 1 > MAX_DEPTH) {
      throw new IllegalArgumentException("lines nested deeper than " + MAX_DEPTH);
    }
    this.comment = comment;
    this.turns = turns.build();
    this.nodes = nodes;
    this.depth = deepest + 1;
  }

  /** A line of plain turns; its nodes are made when first asked for. */
  private RecordLine(ImmutableList<RecordedTurn> turns) {
    this.comment = "";
    this.turns = turns;
    this.nodes = null;
    this.depth = 1;
  }

  /**
   * Returns a line.
   *
   * <pre>{@code RecordLine.of("", List.of()).nodes().size()   // 0}</pre>
   *
   * @param comment the comment before the first turn, or {@code ""}
   * @param nodes the turns, in order
   * @return the line
   * @throws IllegalArgumentException if the comment is longer than {@link #MAX_COMMENT} or the
   *     lines nest deeper than {@link #MAX_DEPTH}
   */
  public static RecordLine of(String comment, List<RecordNode> nodes) {
    return comment.isEmpty() && nodes.isEmpty()
        ? EMPTY
        : new RecordLine(comment, ImmutableList.copyOf(nodes));
  }

  /**
   * Returns a line of plain turns, with no comment, mark or variation.
   *
   * <pre>{@code RecordLine.ofTurns(List.of(RecordedTurn.at("d3-e3W", 1, 4))).turns().size()   // 1}
   * </pre>
   *
   * @param turns the turns
   * @return the line
   */
  public static RecordLine ofTurns(List<RecordedTurn> turns) {
    return turns.isEmpty() ? EMPTY : new RecordLine(ImmutableList.copyOf(turns));
  }

  /** {@return the comment before the first turn, or {@code ""}} */
  public String comment() {
    return comment;
  }

  /** {@return the turns of this line with their annotations, in order} */
  public ImmutableList<RecordNode> nodes() {
    ImmutableList<RecordNode> made = nodes;
    if (made == null) {
      ImmutableList.Builder<RecordNode> out = ImmutableList.builderWithExpectedSize(turns.size());
      turns.forEach(t -> out.add(RecordNode.of(t)));
      made = out.build();
      nodes = made;
    }
    return made;
  }

  /**
   * Returns the turns of this line alone, without annotations.
   *
   * <pre>{@code record.tree().turns().equals(record.turns())   // true}</pre>
   *
   * @return the turns
   */
  public ImmutableList<RecordedTurn> turns() {
    return turns;
  }

  /**
   * Returns how deep lines nest here: 1 for a line without variations.
   *
   * <pre>{@code RecordLine.of("", List.of()).depth()   // 1}</pre>
   *
   * @return the depth
   */
  public int depth() {
    return depth;
  }

  /**
   * Returns whether anything but the turns is written here: a comment, a mark or a variation.
   *
   * <pre>{@code RecordLine.ofTurns(record.turns()).isAnnotated()   // false}</pre>
   *
   * @return true with any annotation
   */
  public boolean isAnnotated() {
    if (!comment.isEmpty() || depth > 1) {
      return true;
    }
    ImmutableList<RecordNode> made = nodes;
    if (made == null) {
      return turns.stream().anyMatch(t -> !t.annotation().isEmpty());
    }
    for (RecordNode n : made) {
      if (!n.comment().isEmpty()
          || !n.numericMarks().isEmpty()
          || !n.turn().annotation().isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns this line with another comment before its first turn; {@code ""} clears it.
   *
   * <pre>{@code line.withComment("White's best").comment()   // "White's best"}</pre>
   *
   * @param text the comment
   * @return the line
   */
  public RecordLine withComment(String text) {
    return of(text, nodes());
  }

  /**
   * Returns this line with one turn's node replaced (to set or clear the comment after it, its
   * marks, or to edit a variation inside it).
   *
   * <pre>
   * {@code line.withNode(0, line.nodes().get(0).withComment("")).nodes().get(0).comment() // ""}
   * </pre>
   *
   * @param turn the 0-based turn
   * @param node its new node
   * @return the line
   * @throws IndexOutOfBoundsException if the line has no such turn
   */
  public RecordLine withNode(int turn, RecordNode node) {
    List<RecordNode> out = new ArrayList<>(nodes());
    out.set(Objects.checkIndex(turn, turns.size()), node);
    return of(comment, out);
  }

  /**
   * Returns this line with a variation added after the others at a turn: a line played instead of
   * that turn, from the position before it.
   *
   * <pre>{@code
   * RecordLine v = RecordLine.ofTurns(List.of(RecordedTurn.at("d3-e3W", 0, 0)));
   * line.addVariation(0, v).nodes().get(0).variations().size();   // 1
   * }</pre>
   *
   * @param turn the 0-based turn it replaces
   * @param variation the line
   * @return the line
   * @throws IndexOutOfBoundsException if the line has no such turn
   */
  public RecordLine addVariation(int turn, RecordLine variation) {
    RecordNode n = nodes().get(Objects.checkIndex(turn, nodes().size()));
    List<RecordLine> vs = new ArrayList<>(n.variations());
    vs.add(variation);
    return withNode(turn, n.withVariations(vs));
  }

  /**
   * Returns this line without one variation at a turn, and with whatever is nested in it.
   *
   * <pre>{@code line.removeVariation(0, 0).nodes().get(0).variations().size()   // 0}</pre>
   *
   * @param turn the 0-based turn
   * @param variation the 0-based variation at that turn
   * @return the line
   * @throws IndexOutOfBoundsException if there is no such turn or variation
   */
  public RecordLine removeVariation(int turn, int variation) {
    RecordNode n = nodes().get(Objects.checkIndex(turn, nodes().size()));
    List<RecordLine> vs = new ArrayList<>(n.variations());
    vs.remove(Objects.checkIndex(variation, vs.size()));
    return withNode(turn, n.withVariations(vs));
  }

  /**
   * Returns this line with a variation moved one place up among the alternatives at a turn: the
   * first variation becomes this line's continuation from that turn, and the continuation it
   * replaces becomes the first variation (so promoting variation 0 twice gives the line back when
   * the promoted line had no variations at its own first turn). The other variations keep their
   * order after it, followed by those the promoted line had at its first turn. A promoted line's
   * comment before its first turn has no place in the middle of a line: it follows the comment
   * after the turn before, a space between (as a reader joins two comments in a row).
   *
   * <pre>{@code
   * // 1. f2-e3A2 (1. d3-e3W1) 1... d5-d4A3
   * line.promoteVariation(0, 0).turns();   // [d3-e3W1]
   * line.promoteVariation(0, 0).nodes().get(0).variations().get(0).turns();   // [f2-e3A2, d5-d4A3]
   * }</pre>
   *
   * @param turn the 0-based turn
   * @param variation the 0-based variation at that turn
   * @return the line
   * @throws IndexOutOfBoundsException if there is no such turn or variation
   * @throws IllegalArgumentException if variation 0 has no turn to continue this line with
   */
  public RecordLine promoteVariation(int turn, int variation) {
    RecordNode n = nodes().get(Objects.checkIndex(turn, nodes().size()));
    List<RecordLine> vs = new ArrayList<>(n.variations());
    Objects.checkIndex(variation, vs.size());
    if (variation > 0) {
      vs.set(variation, vs.set(variation - 1, vs.get(variation)));
      return withNode(turn, n.withVariations(vs));
    }
    RecordLine promoted = vs.remove(0);
    if (promoted.nodes().isEmpty()) {
      throw new IllegalArgumentException("variation 0 at turn " + turn + " has no turn");
    }
    boolean wholeLine = turn == 0;
    RecordLine demoted =
        of(
            wholeLine ? comment : "",
            replaceFirst(nodes().subList(turn, nodes().size()), List.of()));
    RecordNode head = promoted.nodes().get(0);
    List<RecordLine> alternatives = new ArrayList<>();
    alternatives.add(demoted);
    alternatives.addAll(vs);
    alternatives.addAll(head.variations());
    List<RecordNode> out = new ArrayList<>(nodes().subList(0, turn));
    out.addAll(replaceFirst(promoted.nodes(), alternatives));
    String lineComment = comment;
    if (wholeLine) {
      lineComment = promoted.comment;
    } else if (!promoted.comment.isEmpty()) {
      RecordNode before = out.get(turn - 1);
      out.set(turn - 1, before.withComment(RecordText.joined(before.comment(), promoted.comment)));
    }
    return of(lineComment, out);
  }

  /**
   * Returns this line with a variation moved one place down among the alternatives at a turn. To
   * make this line's continuation a variation, promote variation 0.
   *
   * <pre>{@code line.demoteVariation(0, 0).equals(line.promoteVariation(0, 1))   // true}</pre>
   *
   * @param turn the 0-based turn
   * @param variation the 0-based variation at that turn, not the last one
   * @return the line
   * @throws IndexOutOfBoundsException if there is no such turn, or no variation after this one
   */
  public RecordLine demoteVariation(int turn, int variation) {
    RecordNode n = nodes().get(Objects.checkIndex(turn, nodes().size()));
    Objects.checkIndex(variation + 1, n.variations().size());
    return promoteVariation(turn, variation + 1);
  }

  /** The nodes with the first one's variations replaced. */
  private static List<RecordNode> replaceFirst(List<RecordNode> nodes, List<RecordLine> vs) {
    List<RecordNode> out = new ArrayList<>(nodes);
    out.set(0, out.get(0).withVariations(vs));
    return out;
  }

  /** Refuses a comment longer than {@link #MAX_COMMENT}. */
  static void checkComment(String text) {
    if (text.length() > MAX_COMMENT) {
      throw new IllegalArgumentException(
          "a comment of " + text.length() + " characters; at most " + MAX_COMMENT + " are kept");
    }
  }

  /**
   * Returns whether two lines say the same, whatever format they were read from: the same comment
   * and equal nodes ({@link RecordNode#equals}: the same turns, glyphs, marks, comments and
   * variations; stone counts and places in a file aside).
   *
   * <pre>{@code
   * RecordLine.ofTurns(List.of(RecordedTurn.at("f2-e3A2", 3, 4)))
   *     .equals(RecordLine.ofTurns(List.of(RecordedTurn.at("f2-e3A", 1, 1))))   // true
   * }</pre>
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof RecordLine l && comment.equals(l.comment) && nodes().equals(l.nodes());
  }

  @Override
  public int hashCode() {
    return 31 * comment.hashCode() + nodes().hashCode();
  }

  @Override
  public String toString() {
    return "line of " + turns.size() + " turns" + (depth > 1 ? ", nested " + depth + " deep" : "");
  }
}
