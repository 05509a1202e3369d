/**
 * Reading and writing Fanorona turns, move logs, game records and diagrams, and validating recorded
 * games.
 *
 * <p>Every reader throws {@link io.github.fanorona.core.FanoronaParseException} for malformed
 * input, with the line, column and move number of the problem.
 *
 * <p>A record's game tree is an immutable value an editor changes one step at a time, each step a
 * new tree that {@link io.github.fanorona.notation.GameRecord#toBuilder()} puts back:
 *
 * <pre>{@code
 * GameRecord r = RecordReader.open(new java.io.StringReader(
 *     "[Event \"e\"]\n\n1. f2-e3A2 (1. d3-e3W1) (1. d2-e3A1) 1... d5-d4A3 *\n")).next();
 * RecordLine tree = r.tree();
 * tree.isAnnotated();                                  // true: it has variations
 * tree = tree.promoteVariation(0, 0);                  // 1. d3-e3W1 is the main line now
 * tree = tree.demoteVariation(0, 0);                   // f2-e3A2's line after d2-e3A1
 * tree = tree.removeVariation(0, 1);                   // f2-e3A2's line gone
 * tree = tree.withNode(0, tree.nodes().get(0).withComment("the usual start"));
 * GameRecord edited = r.toBuilder().tree(tree).build();
 * edited.turns().size();                               // 1: d3-e3W1
 * edited.tree().nodes().get(0).comment();              // "the usual start"
 * }</pre>
 */
@NullMarked
package io.github.fanorona.notation;

import org.jspecify.annotations.NullMarked;
