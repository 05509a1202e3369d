/**
 * Exact values of positions: the retrograde solver of small boards ({@link
 * io.github.fanorona.tables.RetrogradeSolver}, win, loss or draw and the distance to the end for
 * every reachable position, or every position of some materials), a depth-bounded proof search for
 * larger boards ({@link io.github.fanorona.tables.BoundedSearch}), endgame tables of the standard
 * board built by the solver, saved to a compact checksummed file and probed ({@link
 * io.github.fanorona.tables.EndgameTables}) and the dense index of positions they use ({@link
 * io.github.fanorona.tables.StateIndex}).
 *
 * <pre>{@code
 * Variant telo = Variants.board(3, 3);
 * Solution s = RetrogradeSolver.of(telo, Ruleset.standard()).solveFrom(telo.start());
 * s.verdict(telo.start());   // the value of the start for White, with its length in half-moves
 * EndgameTables t = EndgameTables.build(3, 1);
 * t.probe(Position.parse("9/9/4W4/9/3B1B3 w 0 1"), Ruleset.standard());   // Optional[draw]
 * }</pre>
 *
 * <p>Tables kept in a file are built once and loaded after that; building may take a minute, so the
 * call says how far it has got:
 *
 * <pre>{@code
 * Path file = Files.createTempDirectory("tables").resolve("sivy-3.tables");
 * EndgameTables kept =
 *     EndgameTables.cached(file, 3, (stage, done, total) -> System.out.println(stage));
 * kept.maxStones();   // 3; "find 2v1", "solve 2v1", ..., "save" were printed
 * }</pre>
 *
 * <p>The 6-stone tables (543.8 M positions) are built resumably into a split, memory-mapped file (a
 * WDL table of 2 bits a position for the search, the moves to the end for converting) that {@link
 * io.github.fanorona.tables.EndgameTables#load} reads as it reads the smaller files:
 *
 * <pre>
 * {@code EndgameTables six = EndgameTables.cached(Path.of("sivy-6.tables"), 6);  // 10-20 minutes, once
 * six.result(position, Ruleset.standard());   // Optional[WIN], from the WDL table alone}
 * </pre>
 */
@NullMarked
package io.github.fanorona.tables;

import org.jspecify.annotations.NullMarked;
