package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.IllegalTurnException;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 45: a record's game tree walked and edited node by node, as python-chess's {@code
 * GameNode}: each node knows its parent, ply, position and turn (resolved, the text as written
 * beside it); variations are added, removed, promoted and demoted, and comments and marks set, by
 * node, each edit a new record whose tree reads back equal from PGN-style and SGF text.
 */
class GameNodeTest {
  private static GameRecord read(String text) {
    return RecordReader.open(new java.io.StringReader(text), RecordFormat.PGN).next();
  }

  @Test
  void eachNodeKnowsItsParentPlyPositionAndTurn() {
    GameRecord r = read(AnnotatedGamesTest.ISSUE);
    GameNode root = r.root();
    assertEquals(0, root.ply());
    assertEquals(Optional.empty(), root.parent());
    assertEquals(Optional.empty(), root.turn());
    assertEquals(Optional.empty(), root.recorded());
    assertEquals(r.start(), root.position());
    assertEquals(List.of(), root.marks());
    assertEquals(3, root.mainline().size());
    assertEquals(2, root.variations().size());

    Game g = Game.start(Variant.sivy());
    GameNode previous = root;
    for (GameNode n : root.mainline()) {
      assertSame(previous, n.parent().orElseThrow());
      assertEquals(previous.ply() + 1, n.ply());
      Turn t = n.turn().orElseThrow();
      assertEquals(n.recorded().orElseThrow().written().orElseThrow().resolve(g), t);
      g = g.play(t);
      assertEquals(g.position(), n.position());
      assertEquals(g.turns(), n.game().turns());
      previous = n;
    }
    GameNode first = root.nextNode().orElseThrow();
    assertEquals("f2-e3A2", first.recorded().orElseThrow().text());
    assertEquals("f2-e3A", first.turn().orElseThrow().toString());
    assertEquals("a good start", first.comment());
    assertEquals(Side.BLACK, first.position().sideToMove());
    GameNode other = root.variations().get(1);
    assertEquals("d3-e3W1", other.recorded().orElseThrow().text());
    assertEquals("also", other.comment());
    assertEquals(1, other.ply());
    assertEquals(List.of(), other.variations());
    assertEquals(Optional.empty(), other.nextNode());
    GameNode last = first.mainline().get(1);
    assertEquals(List.of(1), last.marks());
    assertEquals("end", last.comment());
    assertEquals("ply 3: e3-d3A", last.toString());
    assertEquals(List.of(), last.mainline());
    // the children are resolved once
    assertSame(root.variations(), root.variations());
  }

  @Test
  void aTurnThatIsNotLegalWhereItIsWrittenIsNoNode() {
    GameRecord r = read("1. f2-e3A2 (1. a1-a2) (1. d3-e3W1) 1... d5-d4A3 2. a1-b1 *\n");
    GameNode root = r.root();
    assertEquals(
        List.of("f2-e3A2", "d3-e3W1"),
        root.variations().stream().map(n -> n.recorded().orElseThrow().text()).toList());
    assertEquals(2, root.mainline().size());
    // the record keeps what is not a node, through an edit too: an edit moves a node among the
    // variations written, nodes or not
    GameNode up = root.variations().get(1).promote();
    assertEquals(List.of("f2-e3A2", "d3-e3W1"), children(up.parent().orElseThrow()));
    GameRecord edited = up.promote().record();
    assertEquals(List.of("d3-e3W1"), texts(edited.turns()));
    assertEquals("a1-a2", edited.tree().nodes().get(0).variations().get(1).turns().get(0).text());
  }

  @Test
  void promoteAndDemoteMoveANodeAmongItsSiblings() {
    GameRecord r = read("1. f2-e3A2 (1. d3-e3W1) (1. d2-e3A2) 1... d5-d4A3 *\n");
    GameNode root = r.root();
    GameNode third = root.variations().get(2);
    GameNode up = third.promote();
    assertEquals(List.of("f2-e3A2", "d2-e3A2", "d3-e3W1"), children(up.parent().orElseThrow()));
    assertEquals("d2-e3A2", up.recorded().orElseThrow().text());
    GameNode main = up.promote();
    assertEquals(List.of("d2-e3A2", "f2-e3A2", "d3-e3W1"), children(main.parent().orElseThrow()));
    assertEquals(List.of("d2-e3A2"), texts(main.record().turns()));
    assertSame(main, main.promote(), "the main continuation stays");
    GameNode down = main.demote();
    assertEquals(List.of("f2-e3A2", "d2-e3A2", "d3-e3W1"), children(down.parent().orElseThrow()));
    assertEquals(List.of("f2-e3A2", "d5-d4A3"), texts(down.record().turns()));
    GameNode last = down.demote();
    assertEquals(List.of("f2-e3A2", "d3-e3W1", "d2-e3A2"), children(last.parent().orElseThrow()));
    assertSame(last, last.demote(), "the last variation stays");
    // back where it started: the same tree as read
    assertEquals(root, last.parent().orElseThrow());
    assertEquals(r.tree(), last.record().tree());
    // the record it came from is as it was
    assertEquals(List.of("f2-e3A2", "d3-e3W1", "d2-e3A2"), children(r.root()));
    assertThrows(IllegalStateException.class, root::promote);
    assertThrows(IllegalStateException.class, root::demote);
    assertThrows(IllegalStateException.class, root::remove);
  }

  @Test
  void aVariationWrittenAtAVariationsFirstTurnIsAChildOfTheSameNode() {
    GameRecord r = read("1. f2-e3A2 (1. d3-e3W1 (1. d2-e3A2 {third})) 1... d5-d4A3 *\n");
    GameNode root = r.root();
    assertEquals(List.of("f2-e3A2", "d3-e3W1", "d2-e3A2"), children(root));
    GameNode third = root.variations().get(2);
    assertEquals(1, third.ply());
    assertEquals("third", third.comment());
    GameNode up = third.promote();
    assertEquals(List.of("f2-e3A2", "d2-e3A2", "d3-e3W1"), children(up.parent().orElseThrow()));
    assertEquals(1, indexIn(up));
    GameNode down = up.demote();
    assertEquals(List.of("f2-e3A2", "d3-e3W1", "d2-e3A2"), children(down.parent().orElseThrow()));
    assertEquals(2, indexIn(down));
    assertEquals(r.tree(), down.record().tree());
    GameNode p = root.variations().get(1).remove();
    assertEquals(List.of("f2-e3A2", "d2-e3A2"), children(p));
    assertEquals("third", p.variations().get(1).comment());
    readsBackEqual(up.record(), 0);
    readsBackEqual(p.record(), 0);
  }

  @Test
  void removeTakesANodeAndWhatFollowsIt() {
    GameRecord r = read("1. f2-e3A2 (1. d3-e3W1 {also}) (1. d2-e3A2) 1... d5-d4A3 *\n");
    GameNode root = r.root();
    GameNode p = root.variations().get(1).remove();
    assertEquals(root.ply(), p.ply());
    assertEquals(List.of("f2-e3A2", "d2-e3A2"), children(p));
    // the continuation removed: the first variation continues the line
    GameNode q = root.nextNode().orElseThrow().remove();
    assertEquals(List.of("d3-e3W1", "d2-e3A2"), children(q));
    assertEquals(List.of("d3-e3W1"), texts(q.record().turns()));
    assertEquals("also", q.nextNode().orElseThrow().comment());
    // the last turn of a line removed
    GameNode first = root.nextNode().orElseThrow();
    GameNode cut = first.nextNode().orElseThrow().remove();
    assertEquals(List.of(), cut.variations());
    assertEquals(List.of("f2-e3A2"), texts(cut.record().turns()));
    assertEquals(first.turn(), cut.turn());
    assertNotEquals(first, cut, "a node of another tree");
  }

  @Test
  void addVariationPlaysATurnAfterANode() {
    GameRecord r = read("1. f2-e3A2 *\n");
    GameNode first = r.root().nextNode().orElseThrow();
    // at the end of a line, the new turn continues it
    Turn reply = first.game().legalTurns().get(0);
    GameNode next = first.addVariation(reply);
    assertEquals(2, next.ply());
    assertEquals(reply, next.turn().orElseThrow());
    assertEquals(2, next.record().turns().size());
    assertEquals(first.game().play(reply).position(), next.position());
    // where a line goes on, a variation after the others
    GameNode root = next.record().root();
    Turn instead = root.game().legalTurns().get(0);
    GameNode added = root.addVariation(instead);
    assertEquals(1, added.ply());
    assertEquals(2, added.parent().orElseThrow().variations().size());
    assertEquals(added, added.parent().orElseThrow().variations().get(1));
    assertEquals(2, added.record().turns().size(), "the main line is as it was");
    assertThrows(IllegalTurnException.class, () -> root.addVariation(next.turn().orElseThrow()));
    // written and read back: the same tree
    GameRecord back = read(RecordFormat.PGN.text(RecordValidator.validate(added.record())));
    assertEquals(added.record().root(), back.root());
  }

  @Test
  void commentsAndMarksAreSetByNode() {
    GameRecord r = read("1. f2-e3A2 ! (1. d3-e3W1) 1... d5-d4A3 *\n");
    GameNode root = r.root().withComment("before");
    assertEquals("before", root.comment());
    GameNode first = root.nextNode().orElseThrow();
    assertEquals(List.of(1), first.marks());
    first = first.withComment("after").withMarks(List.of(5, 14));
    assertEquals(List.of(5, 14), first.marks());
    assertEquals("!?", first.recorded().orElseThrow().annotation());
    assertEquals(List.of(14, 3), first.withMarks(List.of(14, 3)).marks());
    assertEquals("", first.withMarks(List.of(14, 3)).recorded().orElseThrow().annotation());
    assertThrows(
        IllegalArgumentException.class, () -> root.nextNode().get().withMarks(List.of(256)));
    assertThrows(IllegalStateException.class, () -> root.withMarks(List.of(1)));
    GameNode other = first.parent().orElseThrow().variations().get(1).withStartingComment("or");
    assertEquals("or", other.startingComment());
    assertEquals("", other.comment());
    assertThrows(IllegalStateException.class, () -> root.withStartingComment("x"));
    assertThrows(
        IllegalStateException.class,
        () -> root.nextNode().orElseThrow().nextNode().orElseThrow().withStartingComment("x"));
    String pgn = RecordFormat.PGN.text(RecordValidator.validate(other.record()));
    assertEquals(
        "[Result \"*\"]\n\n{before}\n1. f2-e3A2!? $14 {after} ({or}\n1. d3-e3W1) 1... d5-d4A3\n*\n",
        pgn);
    assertEquals(other.record().root(), read(pgn).root());
    assertNotEquals(r.root(), read(pgn).root());
  }

  /**
   * Seeded: the random annotated trees of {@link AnnotatedRoundTripTest}, walked whole (every turn
   * a node, each resolved where it stands) and edited at random nodes; each edit undone by its
   * inverse gives the tree back, and each edited tree reads back equal from PGN-style and SGF.
   */
  @Test
  void randomTreesWalkedWholeAndEdited() {
    for (long seed = 1; seed <= 60; seed++) {
      GameRecord r = AnnotatedRoundTripTest.record(seed);
      List<GameNode> nodes = new ArrayList<>();
      walk(r.root(), nodes);
      assertEquals(turnsIn(r.tree()), nodes.size() - 1, "seed " + seed);
      SplittableRandom random = new SplittableRandom(seed);
      GameNode n = nodes.get(random.nextInt(nodes.size()));
      if (n.parent().isPresent()) {
        List<GameNode> siblings = n.parent().get().variations();
        int at = siblings.indexOf(n);
        GameNode up = n.promote();
        GameNode down = n.demote();
        if (at > 0) {
          assertTrue(indexIn(up) < at, "seed " + seed);
        } else {
          assertSame(n, up);
        }
        assertTrue(indexIn(down) >= at, "seed " + seed);
        for (GameNode moved : List.of(up, down)) {
          // no turn lost or added, the same children in another order
          List<GameNode> all = new ArrayList<>();
          walk(moved.record().root(), all);
          assertEquals(nodes.size(), all.size(), "seed " + seed);
          assertEquals(sorted(children(n.parent().get())), sorted(children(moved.parent().get())));
          assertEquals(n.turn(), moved.turn());
          readsBackEqual(moved.record(), seed);
        }
        GameNode removed = n.remove();
        assertEquals(siblings.size() - 1, removed.variations().size(), "seed " + seed);
        readsBackEqual(removed.record(), seed);
      }
      GameNode edited = n.withComment("seed " + seed);
      if (!n.game().isOver()) {
        edited = edited.addVariation(n.game().legalTurns().get(0));
      }
      readsBackEqual(edited.record(), seed);
    }
  }

  private static void readsBackEqual(GameRecord edited, long seed) {
    Validation v = RecordValidator.validate(edited);
    assertTrue(v.isLegal(), v.problems().toString());
    for (RecordFormat f : new RecordFormat[] {RecordFormat.PGN, RecordFormat.BOARDSPACE_SGF}) {
      GameRecord back = AnnotatedGamesTest.read(f.text(v));
      assertEquals(edited.root(), back.root(), "seed " + seed + ", " + f);
      assertEquals(edited.root().hashCode(), back.root().hashCode(), "seed " + seed + ", " + f);
    }
  }

  private static void walk(GameNode n, List<GameNode> out) {
    out.add(n);
    for (GameNode c : n.variations()) {
      assertSame(n, c.parent().orElseThrow());
      assertEquals(n.ply() + 1, c.ply());
      assertEquals(n.game().play(c.turn().orElseThrow()).position(), c.position());
      walk(c, out);
    }
  }

  private static int turnsIn(RecordLine line) {
    int count = 0;
    for (RecordNode n : line.nodes()) {
      count++;
      for (RecordLine v : n.variations()) {
        count += turnsIn(v);
      }
    }
    return count;
  }

  /**
   * A tree as its walk shows it: each node's ply, turn as resolved, marks, comments and children,
   * depth first.
   */
  static List<String> described(GameNode root) {
    List<GameNode> nodes = new ArrayList<>();
    walk(root, nodes);
    return nodes.stream()
        .map(
            n ->
                n.ply()
                    + " "
                    + n.turn().map(Turn::toString).orElse("root")
                    + " "
                    + n.marks()
                    + " <"
                    + n.startingComment()
                    + "> <"
                    + n.comment()
                    + "> "
                    + n.variations().size())
        .toList();
  }

  private static int indexIn(GameNode n) {
    return n.parent().orElseThrow().variations().indexOf(n);
  }

  private static List<String> sorted(List<String> texts) {
    return texts.stream().sorted().toList();
  }

  private static List<String> children(GameNode n) {
    return n.variations().stream().map(c -> c.recorded().orElseThrow().text()).toList();
  }

  private static List<String> texts(List<RecordedTurn> turns) {
    return turns.stream().map(RecordedTurn::text).toList();
  }

  @Test
  void nodesAreEqualAtTheSamePlaceOfEqualTrees() {
    GameNode a = read("1. f2-e3A2 (1. d3-e3W1) *\n").root();
    GameNode b = read("1. f2-e3A (1. d3-e3W) *\n").root();
    assertEquals(a, b);
    assertEquals(a.variations().get(1), b.variations().get(1));
    assertNotEquals(a.variations().get(0), b.variations().get(1));
    assertFalse(a.variations().get(0).equals(a));
  }
}
