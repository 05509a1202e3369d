package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Objects;

/**
 * One turn of a record's game tree with what an annotator wrote about it: the turn, its numeric
 * annotation marks ({@code $1} ...), the comment after it, and the variations that a reader may
 * play instead of it (each a {@link RecordLine} that branches from the position before this turn).
 * An immutable value; every {@code with} method returns a new node. {@link GameNode}, the public
 * face of the tree, shows a node with the turn resolved, its parent, ply and position.
 *
 * <pre>{@code
 * RecordedTurn t = new RecordedTurn("f2-e3A2", 1, 4, true, Optional.empty(), "!");
 * RecordNode n = RecordNode.of(t).withComment("a good start");
 * n.comment();   // "a good start"
 * n.marks();     // [1]
 * }</pre>
 *
 * @param turn the turn as written; its {@link RecordedTurn#annotation()} holds the glyphs written
 *     after it ({@code !}, {@code ?}, {@code !!}, {@code ??}, {@code !?}, {@code ?!})
 * @param numericMarks the marks written as {@code $N} after the turn, each 0 to 255, in order
 * @param comment the comment after the turn, or {@code ""} for none
 * @param variations the lines played instead of this turn, in their order (the first is the first
 *     alternative to the main line)
 */
record RecordNode(
    RecordedTurn turn,
    ImmutableList<Integer> numericMarks,
    String comment,
    ImmutableList<RecordLine> variations) {

  /**
   * Checks the marks and the comment's length.
   *
   * @param turn the turn
   * @param numericMarks the {@code $N} marks
   * @param comment the comment after the turn
   * @param variations the variations
   * @throws IllegalArgumentException if a mark is not 0 to 255 or the comment is longer than {@link
   *     RecordLine#MAX_COMMENT}
   */
  public RecordNode {
    Objects.requireNonNull(turn, "turn");
    Objects.requireNonNull(comment, "comment");
    for (int m : numericMarks) {
      if (m < 0 || m > RecordLine.MAX_MARK) {
        throw new IllegalArgumentException("a mark is 0 to " + RecordLine.MAX_MARK + ", not " + m);
      }
    }
    RecordLine.checkComment(comment);
  }

  /**
   * Returns a node with no marks, comment or variation.
   *
   * <pre>{@code RecordNode.of(RecordedTurn.at("f2-e3A2", 1, 4)).variations().size()   // 0}</pre>
   *
   * @param turn the turn
   * @return the node
   */
  public static RecordNode of(RecordedTurn turn) {
    return new RecordNode(turn, ImmutableList.of(), "", ImmutableList.of());
  }

  /**
   * Returns every mark of the turn: the one its glyphs stand for first ({@code !} is 1, {@code ?}
   * 2, {@code !!} 3, {@code ??} 4, {@code !?} 5, {@code ?!} 6, as in PGN), then the numeric ones.
   *
   * <pre>{@code
   * RecordNode.of(RecordedTurn.at("f2-e3A2", 1, 4)).withNumericMarks(List.of(14)).marks()   // [14]
   * }</pre>
   *
   * @return the marks
   */
  public ImmutableList<Integer> marks() {
    int glyph = glyphMark(turn.annotation());
    if (glyph == 0) {
      return numericMarks;
    }
    return ImmutableList.<Integer>builder().add(glyph).addAll(numericMarks).build();
  }

  /**
   * Returns this node with another comment after its turn; {@code ""} clears it.
   *
   * <pre>{@code node.withComment("").comment()   // ""}</pre>
   *
   * @param text the comment
   * @return the node
   */
  public RecordNode withComment(String text) {
    return new RecordNode(turn, numericMarks, text, variations);
  }

  /**
   * Returns this node with other numeric marks.
   *
   * <pre>{@code node.withNumericMarks(List.of(10)).numericMarks()   // [10]}</pre>
   *
   * @param marks the marks, each 0 to 255
   * @return the node
   */
  public RecordNode withNumericMarks(List<Integer> marks) {
    return new RecordNode(turn, ImmutableList.copyOf(marks), comment, variations);
  }

  /**
   * Returns this node with other variations.
   *
   * <pre>{@code node.withVariations(List.of()).variations().isEmpty()   // true}</pre>
   *
   * @param lines the variations, in order
   * @return the node
   */
  public RecordNode withVariations(List<RecordLine> lines) {
    return new RecordNode(turn, numericMarks, comment, ImmutableList.copyOf(lines));
  }

  /**
   * The PGN mark a turn's glyphs stand for, or 0 for none.
   *
   * <pre>{@code RecordNode.glyphMark("!?")   // 5}</pre>
   *
   * @param glyphs {@code !}, {@code ?}, {@code !!}, {@code ??}, {@code !?}, {@code ?!} or {@code
   *     ""}
   * @return 1 to 6, or 0
   */
  public static int glyphMark(String glyphs) {
    return switch (glyphs) {
      case "!" -> 1;
      case "?" -> 2;
      case "!!" -> 3;
      case "??" -> 4;
      case "!?" -> 5;
      case "?!" -> 6;
      default -> 0;
    };
  }

  /**
   * Returns whether two nodes say the same, whatever format they were read from: the same turn (its
   * text without the stone counts after its capture letters, which an SGF record does not keep;
   * where it stands in a file aside), the same glyphs, numeric marks and comment, and equal
   * variations.
   *
   * <pre>{@code
   * RecordNode.of(RecordedTurn.at("f2-e3A2", 3, 4)).equals(RecordNode.of(RecordedTurn.at("f2-e3A", 9, 1)))   // true
   * }</pre>
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof RecordNode n
        && turnKey(turn).equals(turnKey(n.turn))
        && turn.annotation().equals(n.turn.annotation())
        && numericMarks.equals(n.numericMarks)
        && comment.equals(n.comment)
        && variations.equals(n.variations);
  }

  @Override
  public int hashCode() {
    return Objects.hash(turnKey(turn), turn.annotation(), numericMarks, comment, variations);
  }

  /** A turn as a tree compares it: its text without stone counts when it reads as a turn. */
  private static String turnKey(RecordedTurn t) {
    return t.written().isPresent() ? withoutCounts(t.text()) : t.text();
  }

  /** A turn's text without the stone counts after its capture letters ({@code A2}). */
  private static String withoutCounts(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      out.append(c);
      if (c == 'A' || c == 'W') {
        while (i + 1 < text.length() && text.charAt(i + 1) >= '0' && text.charAt(i + 1) <= '9') {
          i++;
        }
      }
    }
    return out.toString();
  }
}
