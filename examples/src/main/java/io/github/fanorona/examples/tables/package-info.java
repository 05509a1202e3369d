/**
 * Endgame tables for the standard board: every Fanoron-Sivy position with few stones, solved by the
 * retrograde solver of {@link io.github.fanorona.examples.solve}, saved to a compact file and
 * probed by the engine, which then plays those endings perfectly.
 *
 * <pre>{@code
 * EndgameTables t = EndgameTables.build(4, 2);
 * t.save(Path.of("sivy4.tables"));
 * Engine engine = Engine.of(SearchLimits.depth(4)).withOracle(EndgameTables.load(Path.of("sivy4.tables")));
 * }</pre>
 */
@NullMarked
package io.github.fanorona.examples.tables;

import org.jspecify.annotations.NullMarked;
