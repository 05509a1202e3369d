/**
 * The record formats' machinery, not exported: one reader and writer per format (PGN-style, A/W
 * log, Gamerz-style, Boardspace SGF) behind {@link io.github.fanorona.notation.RecordFormat}, the
 * cursor over a text, the movetext they share, tags, the tree of variations a reader fills, the
 * guard against a file that is not text, and the check of a record's diagram. {@code RecordFormat},
 * {@code RecordReader} and {@code RecordValidator} are the doors.
 *
 * <pre>{@code
 * RecordFormat.PGN.write(Game.start(Variant.sivy()).play("f2-e3A"), Map.of());
 * // "[Result \"*\"]\n\n1. f2-e3A2\n*\n"
 * }</pre>
 */
@NullMarked
package io.github.fanorona.notation.records;

import org.jspecify.annotations.NullMarked;
