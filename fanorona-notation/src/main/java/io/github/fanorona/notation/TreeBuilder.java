package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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

  /**
   * What is written about one turn of a line being read: made only when a mark, a comment or a
   * variation comes, so that the turns of a plain record cost no object of their own.
   */
  private static final class Note {
    final List<Integer> marks = new ArrayList<>(0);
    Text comment = new Text();
    final List<RecordLine> variations = new ArrayList<>(0);

    Note() {}

    Note(RecordNode n) {
      marks.addAll(n.numericMarks());
      comment = new Text(n.comment());
      variations.addAll(n.variations());
    }

    RecordNode build(RecordedTurn turn) {
      return new RecordNode(
          turn,
          ImmutableList.copyOf(marks),
          comment.sb.toString(),
          ImmutableList.copyOf(variations));
    }
  }

  /** A line being read: its turns, and the notes of the few turns that have any. */
  private static final class Frame {
    /** The turn of the line around it that this line is played instead of. */
    int branch;

    Text comment = new Text();
    final List<RecordedTurn> turns = new ArrayList<>();
    final Map<Integer, Note> notes = new HashMap<>();

    /** The note of turn {@code at}, made when first asked for. */
    Note note(int at) {
      return notes.computeIfAbsent(at, k -> new Note());
    }

    RecordLine build() {
      if (notes.isEmpty() && comment.sb.length() == 0) {
        return RecordLine.ofTurns(turns);
      }
      List<RecordNode> out = new ArrayList<>(turns.size());
      for (int i = 0; i < turns.size(); i++) {
        Note n = notes.get(i);
        out.add(n == null ? RecordNode.of(turns.get(i)) : n.build(turns.get(i)));
      }
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

  /**
   * A builder of the tree of the record a builder makes, whose problems it reports.
   *
   * @param owner the record's builder
   */
  public TreeBuilder(GameRecord.Builder owner) {
    this.owner = owner;
  }

  private Frame current() {
    Frame f = open.peek();
    return f == null ? main : f;
  }

  /** {@return the number of turns of the main line} */
  public int mainTurns() {
    return main.turns.size();
  }

  /** {@return whether a variation is open} */
  public boolean inVariation() {
    return !open.isEmpty();
  }

  /**
   * Replaces the whole tree.
   *
   * @param line the new main line, its variations in it
   */
  public void load(RecordLine line) {
    open.clear();
    main = new Frame();
    main.comment = new Text(line.comment());
    List<RecordNode> nodes = line.nodes();
    for (int i = 0; i < nodes.size(); i++) {
      RecordNode n = nodes.get(i);
      main.turns.add(n.turn());
      if (!n.numericMarks().isEmpty() || !n.comment().isEmpty() || !n.variations().isEmpty()) {
        main.notes.put(i, new Note(n));
      }
    }
    mainCut = false;
  }

  /**
   * Adds a turn to the main line, which the owner has counted.
   *
   * @param t the turn
   */
  public void mainTurn(RecordedTurn t) {
    main.turns.add(t);
  }

  /** Marks the main line as cut: what follows in it is not kept. */
  public void cutMain() {
    mainCut = true;
  }

  /**
   * Adds a turn to the open variation; past the limit it is dropped and reported once.
   *
   * @param t the turn
   */
  public void variationTurn(RecordedTurn t) {
    if (variationTurns < GameRecord.MAX_TURNS) {
      variationTurns++;
      current().turns.add(t);
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

  /** The 0-based turn of the line being read that may take annotations, or -1 for none. */
  private int last() {
    Frame f = current();
    return f == main && mainCut ? -1 : f.turns.size() - 1;
  }

  /**
   * Replaces the glyphs of the last turn read; nothing before the first turn.
   *
   * @param glyphs the glyphs, such as {@code !?}
   */
  public void glyph(String glyphs) {
    int at = last();
    if (at >= 0) {
      List<RecordedTurn> turns = current().turns;
      turns.set(at, turns.get(at).withAnnotation(glyphs));
    }
  }

  /**
   * Gives glyphs written apart from a turn ({@code f2-e3A !?}) to the last turn read, replacing its
   * own; glyphs before any turn are reported and dropped, as a mark is.
   */
  void glyph(String glyphs, int line, int column) {
    if (last() < 0) {
      owner.problem(
          Problem.warning(0, line, column, "a glyph " + glyphs + " before any turn is not kept"));
      return;
    }
    glyph(glyphs);
  }

  /** Adds a numeric mark to the last turn read; one before any turn is reported and dropped. */
  void mark(int mark, int line, int column) {
    int at = last();
    if (at < 0) {
      owner.problem(
          Problem.warning(0, line, column, "a mark $" + mark + " before any turn is not kept"));
      return;
    }
    Note n = current().note(at);
    if (n.marks.size() < RecordLine.MAX_MARK) {
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
    if (text.isEmpty()) {
      return;
    }
    int at = last();
    Text t = at < 0 ? f.comment : f.note(at).comment;
    if (t.cut) {
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
    return open(current().turns.size() - 1, line, column);
  }

  /** The number of turns of the line being read. */
  int turns() {
    return current().turns.size();
  }

  /**
   * Opens a variation instead of turn {@code at} of the line being read (0-based), as {@link
   * #open(int, int)} does for its last turn.
   */
  boolean open(int at, int line, int column) {
    Frame f = current();
    if (at < 0 || at >= f.turns.size() || (f == main && mainCut)) {
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
    current().note(f.branch).variations.add(f.build());
  }

  /** {@return the main line as read so far; open variations are not in it} */
  public RecordLine build() {
    return main.build();
  }
}
