/**
 * Reading and writing Fanorona turns, move logs, game records and diagrams, and validating recorded
 * games.
 *
 * <p>Every reader throws {@link io.github.fanorona.core.FanoronaParseException} for malformed
 * input, with the line, column and move number of the problem.
 */
@NullMarked
package io.github.fanorona.notation;

import org.jspecify.annotations.NullMarked;
