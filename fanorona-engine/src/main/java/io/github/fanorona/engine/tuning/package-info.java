/**
 * The engine's switches for the project's own matches and tuning: parts of the search to switch
 * off, evaluation weights, the static evaluation and the baseline search. Not part of the released
 * API: the engine's module exports this package to {@code io.github.fanorona.lab} only.
 *
 * <pre>{@code
 * Engine plain = Tuning.without(Engine.of(SearchLimits.depth(4)), SearchFeature.FUTILITY);
 * plain.toString();   // "engine depth 4 without [FUTILITY]"
 * }</pre>
 */
@NullMarked
package io.github.fanorona.engine.tuning;

import org.jspecify.annotations.NullMarked;
