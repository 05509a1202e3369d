/**
 * Reading and writing Fanorona turns, move logs, game records and diagrams, and validating recorded
 * games.
 *
 * <p>Every reader throws {@link io.github.fanorona.core.FanoronaParseException} for malformed
 * input, with the line, column and move number of the problem.
 *
 * <p>A record's game tree is walked and edited node by node, as python-chess's {@code GameNode}:
 * each {@link io.github.fanorona.notation.GameNode} knows its parent, ply, position and turn, and
 * each edit returns the node in a new record:
 *
 * <pre>{@code
 * GameRecord r = RecordReader.open(new java.io.StringReader(
 *     "[Event \"e\"]\n\n1. f2-e3A2 (1. d3-e3W1) (1. d2-e3A2) 1... d5-d4A3 *\n")).next();
 * GameNode root = r.root();
 * root.variations().size();                            // 3: f2-e3A2, then two variations
 * GameNode other = root.variations().get(1);           // 1. d3-e3W1
 * other.parent().orElseThrow().ply();                  // 0: the root
 * other = other.promote();                             // 1. d3-e3W1 is the main line now
 * other = other.demote();                              // and back after f2-e3A2
 * GameNode first = other.parent().orElseThrow().nextNode().orElseThrow();
 * first.mainline().size();                             // 1: d5-d4A3
 * first.position().sideToMove();                       // BLACK
 * first = first.withComment("the usual start").withMarks(java.util.List.of(1));
 * first.recorded().orElseThrow().text();               // "f2-e3A2"
 * first.turn().orElseThrow().toString();               // "f2-e3A"
 * GameNode added = first.addVariation(first.game().legalTurns().get(0));
 * added = added.withStartingComment("or").withComment("also");
 * added.startingComment();                             // "or"
 * GameRecord edited = added.remove().record();         // without the added turn
 * edited.root().nextNode().orElseThrow().comment();    // "the usual start"
 * edited.root().nextNode().orElseThrow().marks();      // [1]
 * }</pre>
 */
@NullMarked
package io.github.fanorona.notation;

import org.jspecify.annotations.NullMarked;
