package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Builds a record's game tree as a reader meets it: turns, comments and marks go to the line being
 * read, a variation opens after the line's last turn and closes back to it. It keeps a game in
 * bounded memory: at most {@link GameRecord#MAX_TURNS} turns in variations, comments of at most
 * {@link RecordLine#MAX_COMMENT} characters and {@link #MAX_COMMENT_TEXT} in all, lines nested at
 * most {@link RecordLine#MAX_DEPTH} deep; each limit passed is one problem of the record.
 *
 * <pre>{@code
 * TreeBuilder t = new TreeBuilder(builder);
 * t.turn(RecordedTurn.at("f2-e3A2", 1, 4));
 * t.open(1, 12);   // a variation instead of f2-e3A2
 * }</pre>
 */
final class TreeBuilder {
  /** The most characters of comments one game keeps in all. */
  static final int MAX_COMMENT_TEXT = RecordLines.MAX_GAME_TEXT;

  /** A comment being read: the comments in one place, joined; whether one was cut. */
  private static final class Text {
    final StringBuilder sb = new StringBuilder(0);
    boolean cut;

    Text() {}

    Text(String text) {
      sb.append(text);
    }
  }

  /** A turn being read with its annotations. */
  private static final class Node {
    final RecordedTurn turn;
    final List<Integer> marks = new ArrayList<>(0);
    Text comment = new Text();
    final List<RecordLine> variations = new ArrayList<>(0);

    Node(RecordedTurn turn) {
      this.turn = turn;
    }

    Node(RecordNode n) {
      this(n.turn());
      marks.addAll(n.numericMarks());
      comment = new Text(n.comment());
      variations.addAll(n.variations());
    }

    RecordNode build() {
      return new RecordNode(
          turn,
          ImmutableList.copyOf(marks),
          comment.sb.toString(),
          ImmutableList.copyOf(variations));
    }
  }

  /** A line being read. */
  private static final class Frame {
    /** The turn of the line around it that this line is played instead of. */
    int branch;

    Text comment = new Text();
    final List<Node> nodes = new ArrayList<>();

    RecordLine build() {
      List<RecordNode> out = new ArrayList<>(nodes.size());
      nodes.forEach(n -> out.add(n.build()));
      return RecordLine.of(comment.sb.toString(), out);
    }
  }

  private final GameRecord.Builder owner;
  private Frame main = new Frame();
  private final Deque<Frame> open = new ArrayDeque<>();
  private int variationTurns;
  private long commentText;
  private boolean mainCut;
  private boolean variationsCut;
  private boolean commentsCut;

  TreeBuilder(GameRecord.Builder owner) {
    this.owner = owner;
  }

  private Frame current() {
    Frame f = open.peek();
    return f == null ? main : f;
  }

  /** The number of turns of the main line. */
  int mainTurns() {
    return main.nodes.size();
  }

  /** Whether a variation is open. */
  boolean inVariation() {
    return !open.isEmpty();
  }

  /** Replaces the whole tree. */
  void load(RecordLine line) {
    open.clear();
    main = new Frame();
    main.comment = new Text(line.comment());
    line.nodes().forEach(n -> main.nodes.add(new Node(n)));
    mainCut = false;
  }

  /** Adds a turn to the main line, which the owner has counted. */
  void mainTurn(RecordedTurn t) {
    main.nodes.add(new Node(t));
  }

  /** Marks the main line as cut: what follows in it is not kept. */
  void cutMain() {
    mainCut = true;
  }

  /** Adds a turn to the open variation; past the limit it is dropped and reported once. */
  void variationTurn(RecordedTurn t) {
    if (variationTurns < GameRecord.MAX_TURNS) {
      variationTurns++;
      current().nodes.add(new Node(t));
    } else if (!variationsCut) {
      variationsCut = true;
      owner.problem(
          Problem.error(
              0,
              t.line(),
              t.column(),
              "more than "
                  + GameRecord.MAX_TURNS
                  + " turns in variations: this turn and later ones in variations are not kept"));
    }
  }

  /** The last node of the line being read, if it may take annotations. */
  private @Nullable Node last() {
    Frame f = current();
    return f.nodes.isEmpty() || (f == main && mainCut) ? null : f.nodes.get(f.nodes.size() - 1);
  }

  /** Replaces the glyphs of the last turn read; nothing before the first turn. */
  void glyph(String glyphs) {
    Node n = last();
    if (n != null) {
      List<Node> nodes = current().nodes;
      Node with = new Node(n.turn.withAnnotation(glyphs));
      with.marks.addAll(n.marks);
      with.comment = n.comment;
      with.variations.addAll(n.variations);
      nodes.set(nodes.size() - 1, with);
    }
  }

  /** Adds a numeric mark to the last turn read; one before any turn is reported and dropped. */
  void mark(int mark, int line, int column) {
    Node n = last();
    if (n == null) {
      owner.problem(
          Problem.warning(0, line, column, "a mark $" + mark + " before any turn is not kept"));
    } else if (n.marks.size() < RecordLine.MAX_MARK) {
      n.marks.add(mark);
    } else {
      owner.problem(
          Problem.error(
              0,
              line,
              column,
              "more than "
                  + RecordLine.MAX_MARK
                  + " marks after one turn: $"
                  + mark
                  + " is not kept"));
    }
  }

  /**
   * Adds a comment: after the last turn read, or before the first turn of the line; a second
   * comment in the same place is joined to the first with a space.
   */
  void comment(String text, int line, int column) {
    Frame f = current();
    if (f == main && mainCut) {
      return;
    }
    Node n = last();
    Text t = n == null ? f.comment : n.comment;
    if (t.cut || text.isEmpty()) {
      return; // a comment cut once was reported once: what follows it is not kept either
    }
    String add = t.sb.length() > 0 ? " " + text : text;
    int room = RecordLine.MAX_COMMENT - t.sb.length();
    if (add.length() > room) {
      t.cut = true;
      owner.problem(
          Problem.error(
              0,
              line,
              column,
              "a comment longer than "
                  + RecordLine.MAX_COMMENT
                  + " characters: the rest is not kept"));
      add = add.substring(0, room);
    }
    long budget = MAX_COMMENT_TEXT - commentText;
    if (add.length() > budget) {
      t.cut = true;
      if (!commentsCut) {
        commentsCut = true;
        owner.problem(
            Problem.error(
                0,
                line,
                column,
                "comments longer than "
                    + MAX_COMMENT_TEXT
                    + " characters in all: the rest of them is not kept"));
      }
      add = add.substring(0, (int) budget);
    }
    commentText += add.length();
    t.sb.append(add);
  }

  /**
   * Opens a variation instead of the last turn of the line being read. Returns false, having
   * reported why, when there is no such turn or the lines would nest too deep: the caller skips the
   * variation.
   */
  boolean open(int line, int column) {
    return open(current().nodes.size() - 1, line, column);
  }

  /** The number of turns of the line being read. */
  int turns() {
    return current().nodes.size();
  }

  /**
   * Opens a variation instead of turn {@code at} of the line being read (0-based), as {@link
   * #open(int, int)} does for its last turn.
   */
  boolean open(int at, int line, int column) {
    Frame f = current();
    if (at < 0 || at >= f.nodes.size() || (f == main && mainCut)) {
      owner.problem(
          Problem.error(
              0, line, column, "a variation before any turn: it is skipped (expected a turn)"));
      return false;
    }
    if (open.size() + 2 > RecordLine.MAX_DEPTH) {
      owner.problem(
          Problem.error(
              0,
              line,
              column,
              "variations nested deeper than "
                  + RecordLine.MAX_DEPTH
                  + " lines: this one is skipped"));
      return false;
    }
    Frame v = new Frame();
    v.branch = at;
    open.push(v);
    return true;
  }

  /** Closes the innermost variation, after the turn it stands for. */
  void close() {
    Frame f = open.pop();
    current().nodes.get(f.branch).variations.add(f.build());
  }

  /** The main line as read so far; open variations are not in it. */
  RecordLine build() {
    return main.build();
  }
}
