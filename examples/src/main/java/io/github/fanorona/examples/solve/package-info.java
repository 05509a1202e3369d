/**
 * Strong solving of small boards by retrograde analysis: {@link
 * io.github.fanorona.examples.solve.RetrogradeSolver} computes win, loss or draw and the distance
 * to the end for every reachable position (or every position of some materials), and {@link
 * io.github.fanorona.examples.solve.SolveCommand} is the {@code fanorona solve} command. See {@code
 * examples/SOLVING.md}.
 */
@NullMarked
package io.github.fanorona.examples.solve;

import org.jspecify.annotations.NullMarked;
