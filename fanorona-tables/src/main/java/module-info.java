/**
 * Exact values of Fanorona positions: the retrograde solver of small boards, endgame tables of the
 * standard board (built, saved, loaded and probed), the dense state index and the board's
 * symmetries.
 *
 * <pre>{@code
 * EndgameTables tables = EndgameTables.build(3, 1);   // every Sivy position of up to 3 stones
 * }</pre>
 */
module io.github.fanorona.tables {
  requires transitive io.github.fanorona.core;
  // EndgameTables is the engine's EndgameOracle: the tables build on the engine's interface, so
  // that the engine needs no solver.
  requires transitive io.github.fanorona.engine;
  requires static transitive org.jspecify;

  exports io.github.fanorona.tables;
}
