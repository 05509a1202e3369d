package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.WrittenTurn;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One place in a record's game tree, as python-chess's {@code GameNode}: the root (the start,
 * before any turn) or a turn, with its parent, its ply, the game and position after it, the {@link
 * Turn} it is and the text it was written as, its comment and marks, and its children — the turns
 * written after it, the main continuation first and the variations after ({@link #variations()}). A
 * record's tree starts at {@link GameRecord#root()}; a tree read from any format is walked and
 * edited the same way, and two trees are equal when their turns, comments, marks and variations
 * are.
 *
 * <pre>{@code
 * GameRecord r = RecordReader.open(new StringReader("[Event \"club\"]\n\n"
 *     + "1. f2-e3A2 {a good start} (1. d3-e3W1 {also}) 1... d5-d4A3 *")).next();
 * GameNode first = r.root().nextNode().orElseThrow();
 * first.turn().orElseThrow().toString();                     // "f2-e3A"
 * first.recorded().orElseThrow().text();                     // "f2-e3A2"
 * first.comment();                                           // "a good start"
 * first.ply();                                               // 1
 * first.parent().orElseThrow().variations().size();          // 2
 * first.mainline().size();                                   // 1: d5-d4A3
 * GameNode other = first.parent().orElseThrow().variations().get(1);
 * other.promote().record().turns().get(0).text();            // "d3-e3W1"
 * }</pre>
 *
 * <p><b>Children.</b> A node's children are the turns that may follow it, in the order of the text:
 * the next turn of its line (the main continuation), then the first turn of each variation written
 * at that turn, each followed by the variations written at its own first turn ({@code (1. d3-e3W1
 * (1. d2-e3A2))} gives the root three children), since all of them are played from this node's
 * position.
 *
 * <p><b>A view into an immutable tree.</b> A node is an immutable value: the record it belongs to
 * and the way from the root to it. Every edit ({@link #withComment}, {@link #withMarks}, {@link
 * #addVariation}, {@link #remove}, {@link #promote}, {@link #demote}) leaves this node and its
 * record as they are and returns the node at the same place of a new record, whose {@link
 * #record()} holds the edited tree (a record's tree is shared, not copied, where an edit does not
 * reach). Nodes are safe to share between threads.
 *
 * <p><b>Turns are resolved when read.</b> A record's reader reads each turn's text once, into a
 * written turn; a node resolves it against the game before it the first time its parent's children
 * are asked for, and keeps the {@code Turn} with the text as written ({@link #recorded()}). A turn
 * that is not legal where it is written is no node: the walk of a line stops before it, as {@link
 * RecordValidator} stops there and reports it, and the edits keep it in the record as read.
 *
 * <p>A tree is bounded as a reader bounds it: lines nest at most {@link #MAX_DEPTH} deep, a comment
 * holds at most {@link #MAX_COMMENT} characters and a mark is 0 to {@link #MAX_MARK}.
 *
 * <p>The file is longer than most because it is the tree's one public type, about twenty members
 * each with its javadoc and example, and the walk and the edits share the private {@code Place}
 * that says where a node stands in the nested lines: split, that place would have to be public or
 * passed between classes on every step.
 *
 * @since 3.0.0
 */
public final class GameNode {
  /**
   * The deepest nesting of lines: the main line is at depth 1, its variations at 2. A reader
   * reports and skips deeper variations, and an edit that would nest deeper is refused, so that no
   * tree is too deep to walk.
   *
   * <pre>{@code GameNode.MAX_DEPTH   // 100}</pre>
   */
  public static final int MAX_DEPTH = 100;

  /**
   * The longest comment kept, in characters; a reader reports and cuts a longer one.
   *
   * <pre>{@code GameNode.MAX_COMMENT   // 500000}</pre>
   */
  public static final int MAX_COMMENT = 500_000;

  /**
   * The largest mark ({@code $255}).
   *
   * <pre>{@code GameNode.MAX_MARK   // 255}</pre>
   */
  public static final int MAX_MARK = 255;

  /** The glyphs of the marks 1 to 6, by mark. */
  private static final ImmutableList<String> GLYPHS =
      ImmutableList.of("", "!", "?", "!!", "??", "!?", "?!");

  /**
   * Where a line stands in the tree: the main line ({@code outer} null), or variation {@code
   * variation} of the node {@code node} of the line at {@code outer}.
   */
  private record Place(RecordLine line, @Nullable Place outer, int node, int variation) {}

  /** A turn's place: the line it is on and its index there. */
  private record Slot(Place place, int index) {
    RecordNode node() {
      return place.line().nodes().get(index);
    }
  }

  private final GameRecord record;
  private final @Nullable GameNode parent;
  private final Place place;

  /** This node's index on its line; -1 for the root. */
  private final int index;

  /** Which of its parent's {@link #slots()} this node is; -1 for the root. */
  private final int choice;

  private final Game game;
  private final int ply;

  /** The children, made when first asked for; a racy single check, as {@code String.hashCode}. */
  private @Nullable ImmutableList<GameNode> children;

  private GameNode(
      GameRecord record, @Nullable GameNode parent, Place place, int index, int choice, Game game) {
    this.record = record;
    this.parent = parent;
    this.place = place;
    this.index = index;
    this.choice = choice;
    this.game = game;
    this.ply = parent == null ? 0 : parent.ply + 1;
  }

  /** The root of a record's tree. */
  static GameNode root(GameRecord record) {
    Game start = Game.start(record.variant(), record.ruleset(), record.start());
    return new GameNode(record, null, new Place(record.tree(), null, 0, 0), -1, -1, start);
  }

  /**
   * Returns the record this node belongs to: after an edit, the record with the edited tree (its
   * tags, result and the rest as before).
   *
   * <pre>{@code
   * GameRecord r = RecordReader.open(new StringReader("1. f2-e3A2 *"), RecordFormat.PGN).next();
   * r.root().withComment("a short game").record().root().comment();   // "a short game"
   * }</pre>
   *
   * @return the record
   */
  public GameRecord record() {
    return record;
  }

  /**
   * Returns the node before this one: the node whose turn this one follows; empty for the root.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 *"), RecordFormat.PGN).next().root().parent()   // Optional.empty
   * }</pre>
   *
   * @return the parent
   */
  public Optional<GameNode> parent() {
    return Optional.ofNullable(parent);
  }

  /**
   * Returns how many turns lead from the record's start to this node: 0 for the root, 1 for the
   * first turn of the game or of a variation at the first turn.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 d5-d4A3 *"), RecordFormat.PGN).next().root().mainline().get(1).ply()   // 2
   * }</pre>
   *
   * @return the ply
   */
  public int ply() {
    return ply;
  }

  /**
   * Returns the game up to this node: the record's start and the turns from the root to here (its
   * legal turns are those a variation added here may play).
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 *"), RecordFormat.PGN).next().root().game().legalTurns().size()   // 5
   * }</pre>
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * Returns the position after this node's turn (the record's start for the root).
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 *"), RecordFormat.PGN).next().root().nextNode().orElseThrow().position().sideToMove()   // BLACK
   * }</pre>
   *
   * @return the position
   */
  public Position position() {
    return game.position();
  }

  /**
   * Returns the turn this node is, resolved against the game before it; empty for the root.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2e3 *"), RecordFormat.PGN).next().root().nextNode().orElseThrow().turn()   // Optional[f2-e3A]
   * }</pre>
   *
   * @return the turn
   */
  public Optional<Turn> turn() {
    if (parent == null) {
      return Optional.empty();
    }
    List<Turn> turns = game.turns();
    return Optional.of(turns.get(turns.size() - 1));
  }

  /**
   * Returns the turn as the record writes it: its text, its glyphs and its place in the file; empty
   * for the root.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2e3 *"), RecordFormat.PGN).next().root().nextNode().orElseThrow().recorded().orElseThrow().text()   // "f2e3"
   * }</pre>
   *
   * @return the recorded turn
   */
  public Optional<RecordedTurn> recorded() {
    return parent == null ? Optional.empty() : Optional.of(node().turn());
  }

  /**
   * Returns the comment after this node's turn; for the root, the comment before the game's first
   * turn. {@code ""} for none.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("{hello} 1. f2-e3A2 *"), RecordFormat.PGN).next().root().comment()   // "hello"
   * }</pre>
   *
   * @return the comment
   */
  public String comment() {
    return parent == null ? place.line().comment() : node().comment();
  }

  /**
   * Returns the comment written before this node's turn where a variation starts with it ({@code
   * ({or this} 1. d2-e3A2)}); {@code ""} for none, and for a node that starts no variation.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 ({or} 1. d3-e3W1) *"), RecordFormat.PGN).next().root().variations().get(1).startingComment()   // "or"
   * }</pre>
   *
   * @return the comment
   */
  public String startingComment() {
    return startsVariation() ? place.line().comment() : "";
  }

  /**
   * Returns the marks of this node's turn: the one its glyphs stand for first ({@code !} is 1,
   * {@code ?} 2, {@code !!} 3, {@code ??} 4, {@code !?} 5, {@code ?!} 6, as in PGN), then those
   * written {@code $N}; empty for the root.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 !? $14 *"), RecordFormat.PGN).next().root().nextNode().orElseThrow().marks()   // [5, 14]
   * }</pre>
   *
   * @return the marks
   */
  public ImmutableList<Integer> marks() {
    return parent == null ? ImmutableList.of() : node().marks();
  }

  /**
   * Returns the nodes that follow this one: the next turn of this node's line first (the main
   * continuation), then the variations played instead of it, in their order. A turn that is not
   * legal here is left out (see the class comment).
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 (1. d3-e3W1) (1. d2-e3A2) *"), RecordFormat.PGN).next().root().variations().size()   // 3
   * }</pre>
   *
   * @return the children, the main continuation first
   */
  public ImmutableList<GameNode> variations() {
    ImmutableList<GameNode> made = children;
    if (made == null) {
      made = resolveChildren();
      children = made;
    }
    return made;
  }

  /**
   * Returns the main continuation: the first of {@link #variations()}, or empty at the end of a
   * line.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 *"), RecordFormat.PGN).next().root().nextNode().orElseThrow().nextNode()   // Optional.empty
   * }</pre>
   *
   * @return the next node
   */
  public Optional<GameNode> nextNode() {
    List<GameNode> vs = variations();
    return vs.isEmpty() ? Optional.empty() : Optional.of(vs.get(0));
  }

  /**
   * Returns the nodes of the main line from here: the main continuation, its main continuation, and
   * so on to the end (this node not included). From the root, the game's turns as the record plays
   * them.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 (1. d3-e3W1) d5-d4A3 *"), RecordFormat.PGN).next().root().mainline().size()   // 2
   * }</pre>
   *
   * @return the nodes, in order
   */
  public ImmutableList<GameNode> mainline() {
    ImmutableList.Builder<GameNode> out = ImmutableList.builder();
    for (Optional<GameNode> n = nextNode(); n.isPresent(); n = n.get().nextNode()) {
      out.add(n.get());
    }
    return out.build();
  }

  /**
   * Returns this node with another comment after its turn (for the root, before the game's first
   * turn); {@code ""} clears it.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 {x} *"), RecordFormat.PGN).next().root().nextNode().orElseThrow().withComment("").comment()   // ""
   * }</pre>
   *
   * @param text the comment
   * @return this node in the edited record
   * @throws IllegalArgumentException if the comment is longer than {@link #MAX_COMMENT}
   */
  public GameNode withComment(String text) {
    Objects.requireNonNull(text, "text");
    RecordLine line = place.line();
    RecordLine edited =
        parent == null
            ? line.withComment(text)
            : line.withNode(index, line.nodes().get(index).withComment(text));
    return rebuilt(treeWith(place, edited), null);
  }

  /**
   * Returns this node with another comment before its turn, where a variation starts with it;
   * {@code ""} clears it.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 (1. d3-e3W1) *"), RecordFormat.PGN).next().root().variations().get(1).withStartingComment("or").startingComment()   // "or"
   * }</pre>
   *
   * @param text the comment
   * @return this node in the edited record
   * @throws IllegalStateException if this node starts no variation (the root, or a turn that
   *     follows the one before it on the same line)
   * @throws IllegalArgumentException if the comment is longer than {@link #MAX_COMMENT}
   */
  public GameNode withStartingComment(String text) {
    Objects.requireNonNull(text, "text");
    if (!startsVariation()) {
      throw new IllegalStateException("this node starts no variation: " + this);
    }
    return rebuilt(treeWith(place, place.line().withComment(text)), null);
  }

  /**
   * Returns this node with other marks: a first mark of 1 to 6 is written as its glyphs ({@code !}
   * to {@code ?!}), every other one as {@code $N}, so that {@link #marks()} gives the list back.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 ! *"), RecordFormat.PGN).next().root().nextNode().orElseThrow().withMarks(List.of(14)).marks()   // [14]
   * }</pre>
   *
   * @param marks the marks, each 0 to {@link #MAX_MARK}
   * @return this node in the edited record
   * @throws IllegalStateException for the root, which has no turn to mark
   * @throws IllegalArgumentException if a mark is out of range
   */
  public GameNode withMarks(List<Integer> marks) {
    if (parent == null) {
      throw new IllegalStateException("the root has no turn to mark");
    }
    List<Integer> numeric = new ArrayList<>(marks);
    String glyphs = "";
    if (!numeric.isEmpty() && numeric.get(0) >= 1 && numeric.get(0) <= 6) {
      glyphs = GLYPHS.get(numeric.remove(0));
    }
    RecordNode n = node();
    RecordNode edited =
        new RecordNode(
            n.turn().withAnnotation(glyphs),
            ImmutableList.copyOf(numeric),
            n.comment(),
            n.variations());
    return rebuilt(treeWith(place, place.line().withNode(index, edited)), null);
  }

  /**
   * Returns a new node after this one for a turn: the main continuation when this node has none,
   * else a variation after the others. The turn is written in its canonical text.
   *
   * <pre>{@code
   * GameNode root = RecordReader.open(new StringReader("1. f2-e3A2 *"), RecordFormat.PGN).next().root();
   * GameNode added = root.addVariation(root.game().legalTurns().get(0));
   * added.turn().orElseThrow().toString();              // "d2-e3A"
   * added.parent().orElseThrow().variations().size();   // 2
   * }</pre>
   *
   * @param turn a turn legal after this node
   * @return the new node, in the edited record
   * @throws io.github.fanorona.core.IllegalTurnException if the turn is not legal here
   * @throws IllegalStateException if the game is over here
   * @throws IllegalArgumentException if the variation would nest lines deeper than {@link
   *     #MAX_DEPTH}
   */
  public GameNode addVariation(Turn turn) {
    Game after = game.play(turn);
    RecordedTurn written = RecordedTurn.played(after.turns().get(after.turns().size() - 1));
    RecordLine line = place.line();
    int next = index + 1;
    RecordLine edited;
    if (next == line.nodes().size()) {
      List<RecordNode> nodes = new ArrayList<>(line.nodes());
      nodes.add(RecordNode.of(written));
      edited = RecordLine.of(line.comment(), nodes);
    } else {
      edited = line.addVariation(next, RecordLine.ofTurns(List.of(written)));
    }
    return rebuilt(treeWith(place, edited), null).childAt(written, after);
  }

  /**
   * Returns the record without this node's turn and all that follows it. When the node is its
   * line's continuation and the turn before has variations, the first of them becomes the
   * continuation, as {@link #promote()} makes it.
   *
   * <pre>{@code
   * GameNode root = RecordReader.open(new StringReader("1. f2-e3A2 (1. d3-e3W1) *"), RecordFormat.PGN).next().root();
   * root.nextNode().orElseThrow().remove().record().turns().get(0).text();   // "d3-e3W1"
   * }</pre>
   *
   * @return the parent, in the edited record
   * @throws IllegalStateException for the root
   */
  public GameNode remove() {
    GameNode p = parentOrThrow("remove");
    RecordLine line = place.line();
    RecordLine tree;
    if (hasAlternatives()) {
      // the first alternative written at this turn takes its place
      tree = treeWith(place, line.promoteVariation(index, 0).removeVariation(index, 0));
    } else if (continuesItsLine()) {
      tree = treeWith(place, RecordLine.of(line.comment(), line.nodes().subList(0, index)));
    } else {
      Place outer = Objects.requireNonNull(place.outer());
      tree = treeWith(outer, outer.line().removeVariation(place.node(), place.variation()));
    }
    return p.rebuilt(tree, null);
  }

  /**
   * Returns the record with this node one place further up among its parent's children: a variation
   * moves before the variation written before it at the same turn, and the first variation written
   * at a turn takes that turn's place, the turn and the rest of its line becoming its first
   * variation (the main continuation of a line stays where it is). A comment written before the
   * promoted line's first turn follows the comment after the turn before it. A variation written
   * but not legal, which is no node, still holds its place.
   *
   * <pre>{@code
   * GameNode root = RecordReader.open(new StringReader("1. f2-e3A2 (1. d3-e3W1) *"), RecordFormat.PGN).next().root();
   * root.variations().get(1).promote().parent().orElseThrow().variations().get(1).recorded().orElseThrow().text()   // "f2-e3A2"
   * }</pre>
   *
   * @return this node, in the edited record
   * @throws IllegalStateException for the root
   */
  public GameNode promote() {
    parentOrThrow("promote");
    Place outer = place.outer();
    if (outer == null || index > 0) {
      return this;
    }
    RecordLine edited = outer.line().promoteVariation(place.node(), place.variation());
    return rebuilt(treeWith(outer, edited), node().turn());
  }

  /**
   * Returns the record with this node one place further down among its parent's children, undoing
   * what {@link #promote()} does: when variations are written at this node's turn, the first of
   * them takes its place and this node's line becomes that variation's first variation; else a
   * variation moves after the variation written after it at the same turn (the last one, and a turn
   * with no variation, stay where they are).
   *
   * <pre>{@code
   * GameNode root = RecordReader.open(new StringReader("1. f2-e3A2 (1. d3-e3W1) *"), RecordFormat.PGN).next().root();
   * root.nextNode().orElseThrow().demote().record().turns().get(0).text()   // "d3-e3W1"
   * }</pre>
   *
   * @return this node, in the edited record
   * @throws IllegalStateException for the root
   */
  public GameNode demote() {
    parentOrThrow("demote");
    if (hasAlternatives()) {
      // the first alternative written at this turn takes its place, this node the next one
      RecordLine edited = place.line().promoteVariation(index, 0);
      return rebuilt(treeWith(place, edited), node().turn());
    }
    Place outer = place.outer();
    if (outer == null
        || index > 0
        || place.variation() + 1 >= outer.line().nodes().get(place.node()).variations().size()) {
      return this;
    }
    RecordLine edited = outer.line().demoteVariation(place.node(), place.variation());
    return rebuilt(treeWith(outer, edited), node().turn());
  }

  /**
   * Returns whether two nodes stand at the same place of equal trees: the same start and the same
   * turns, comments, marks and variations (whatever format each came from), and the same way from
   * the root.
   *
   * <pre>{@code
   * RecordReader.open(new StringReader("1. f2-e3A2 *"), RecordFormat.PGN).next().root().equals(
   *     RecordReader.open(new StringReader("1. f2-e3A *"), RecordFormat.PGN).next().root())   // true
   * }</pre>
   */
  @Override
  public boolean equals(Object o) {
    if (!(o instanceof GameNode n) || choice != n.choice || index != n.index || ply != n.ply) {
      return false;
    }
    if (parent == null || n.parent == null) {
      return parent == n.parent
          && record.start().equals(n.record.start())
          && record.tree().equals(n.record.tree());
    }
    return parent.equals(n.parent);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * ply + choice) + record.tree().hashCode();
  }

  /**
   * Returns the node's ply and turn as written, or {@code root} for the root.
   *
   * <pre>
   * {@code RecordReader.open(new StringReader("1. f2-e3A2 *"), RecordFormat.PGN).next().root().toString()   // "root"}
   * </pre>
   */
  @Override
  public String toString() {
    return parent == null ? "root" : "ply " + ply + ": " + node().turn().text();
  }

  /** This node's node of the record's tree; not for the root. */
  private RecordNode node() {
    return place.line().nodes().get(index);
  }

  /** Whether this node's turn is the first of a variation. */
  private boolean startsVariation() {
    return place.outer() != null && index == 0;
  }

  /** Whether this node's turn follows the one before it on the same line. */
  private boolean continuesItsLine() {
    return place.outer() == null || index > 0;
  }

  /** Whether variations are written at this node's turn, the first with a turn. */
  private boolean hasAlternatives() {
    List<RecordLine> vs = node().variations();
    return !vs.isEmpty() && !vs.get(0).nodes().isEmpty();
  }

  private GameNode parentOrThrow(String what) {
    if (parent == null) {
      throw new IllegalStateException("the root has no parent to " + what + " it in");
    }
    return parent;
  }

  /**
   * The places of the turns that may follow this node, legal or not: the next turn of its line, the
   * first turn of each variation written at that turn, and after each the first turns of the
   * variations written at its own first turn (alternatives from the same position too), in the
   * order of the text.
   */
  private List<Slot> slots() {
    List<Slot> out = new ArrayList<>();
    int next = index + 1;
    if (next < place.line().nodes().size()) {
      addWithAlternatives(new Slot(place, next), out);
    }
    return out;
  }

  private static void addWithAlternatives(Slot s, List<Slot> out) {
    out.add(s);
    List<RecordLine> vs = s.node().variations();
    for (int k = 0; k < vs.size(); k++) {
      if (!vs.get(k).nodes().isEmpty()) {
        addWithAlternatives(new Slot(new Place(vs.get(k), s.place(), s.index(), k), 0), out);
      }
    }
  }

  /** The children, each turn resolved against this node's game; those that do not resolve out. */
  private ImmutableList<GameNode> resolveChildren() {
    if (game.isOver()) {
      return ImmutableList.of();
    }
    List<Slot> slots = slots();
    ImmutableList.Builder<GameNode> out = ImmutableList.builderWithExpectedSize(slots.size());
    for (int c = 0; c < slots.size(); c++) {
      Slot s = slots.get(c);
      Optional<Game> after = resolve(s.node().turn());
      if (after.isPresent()) {
        out.add(new GameNode(record, this, s.place(), s.index(), c, after.get()));
      }
    }
    return out.build();
  }

  /** The game after a recorded turn played here, or empty when it is not legal here. */
  private Optional<Game> resolve(RecordedTurn rt) {
    Optional<WrittenTurn> written = rt.written();
    if (written.isEmpty() || Movetext.givenToOtherSide(rt, game)) {
      return Optional.empty();
    }
    try {
      return Optional.of(game.play(written.get().resolve(game)));
    } catch (FanoronaException e) {
      return Optional.empty();
    }
  }

  /** The child at one of the {@link #slots()}, with the game after it. */
  private GameNode child(int c, Game after) {
    Slot s = slots().get(c);
    return new GameNode(record, this, s.place(), s.index(), c, after);
  }

  /** The child whose recorded turn is this very object, with the game after it. */
  @SuppressWarnings("ReferenceEquality") // a turn is found by identity, as the edit left it
  private GameNode childAt(RecordedTurn turn, Game after) {
    List<Slot> slots = slots();
    for (int c = 0; c < slots.size(); c++) {
      if (slots.get(c).node().turn() == turn) {
        return new GameNode(record, this, slots.get(c).place(), slots.get(c).index(), c, after);
      }
    }
    throw new IllegalStateException("no such child: " + turn);
  }

  /** The main line of a tree in which the line at a place is replaced. */
  private static RecordLine treeWith(Place at, RecordLine replacement) {
    Place outer = at.outer();
    if (outer == null) {
      return replacement;
    }
    RecordLine line = outer.line();
    RecordNode n = line.nodes().get(at.node());
    List<RecordLine> vs = new ArrayList<>(n.variations());
    vs.set(at.variation(), replacement);
    return treeWith(outer, line.withNode(at.node(), n.withVariations(vs)));
  }

  /**
   * This node in a record with another tree, reached from the root by the same children; the last
   * step is to the child whose recorded turn is {@code last} (the same object, which every edit of
   * a line keeps) when one is given, else by the same choice. The games on the way are this node's
   * and its parents': an edit changes no turn on the way.
   */
  private GameNode rebuilt(RecordLine tree, @Nullable RecordedTurn last) {
    Deque<GameNode> way = new ArrayDeque<>();
    for (GameNode n = this; n != null; n = n.parent) {
      way.push(n);
    }
    GameRecord edited = record.withTree(tree);
    GameNode at = new GameNode(edited, null, new Place(tree, null, 0, 0), -1, -1, way.pop().game);
    while (!way.isEmpty()) {
      GameNode n = way.pop();
      at = way.isEmpty() && last != null ? at.childAt(last, n.game) : at.child(n.choice, n.game);
    }
    return at;
  }
}
