/**
 * The retrograde solver's machinery, not exported: the layers of one material ({@link
 * io.github.fanorona.tables.solve.MaterialLayer}), the run over them ({@link
 * io.github.fanorona.tables.solve.Run}), the discovery of reachable positions, the solve of each
 * pair of materials, the successors of a position, the threads and the memory budget. {@code
 * RetrogradeSolver} is the door.
 *
 * <pre>{@code
 * RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).solveEvery(2).positions();   // 1980
 * }</pre>
 */
@NullMarked
package io.github.fanorona.tables.solve;

import org.jspecify.annotations.NullMarked;
