/**
 * The search behind {@link io.github.fanorona.engine.Engine}, inside the engine: the fast
 * alpha-beta search ({@link io.github.fanorona.engine.search.Search}) over its own bitboard tables
 * ({@link io.github.fanorona.engine.search.Board}) and turn lists ({@link
 * io.github.fanorona.engine.search.TurnList}, tied to core's kernel by a test), its evaluation
 * ({@link io.github.fanorona.engine.search.Evaluator}) and shared table of scores ({@link
 * io.github.fanorona.engine.search.ScoreTable}); and the search of the rules the fast one does not
 * cover (huffing, Vela, the placement game: {@link io.github.fanorona.engine.search.GeneralSearch}
 * with its children, evaluation and transposition table). Not exported by the engine's module: the
 * public door is {@code Engine.search}.
 */
@NullMarked
package io.github.fanorona.engine.search;

import org.jspecify.annotations.NullMarked;
