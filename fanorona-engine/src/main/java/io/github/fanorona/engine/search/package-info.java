/**
 * The engine's switches, for the project's own matches and tuning: the parts of the search that can
 * be switched off ({@link io.github.fanorona.engine.search.SearchFeature}) and the evaluation's
 * weights ({@link io.github.fanorona.engine.search.EvaluationWeights}). The engine's search reads
 * them; the lab's {@code Tuning} sets them on an engine. Not released API: the engine's module
 * exports this package to the lab alone. It holds only these values, which need nothing of the
 * engine, so that it is used one way; the search itself is package-private beside {@code Engine}.
 */
@NullMarked
package io.github.fanorona.engine.search;

import org.jspecify.annotations.NullMarked;
