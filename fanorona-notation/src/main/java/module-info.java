/**
 * Fanorona in text: A/W turns, move logs, PGN-style, Gamerz-style and Boardspace records, diagrams,
 * and record validation.
 *
 * <pre>{@code
 * Turn t = WrittenTurn.parse("d3e3w").resolve(Game.start(Variant.sivy()));   // d3-e3W
 * }</pre>
 */
module io.github.fanorona.notation {
  requires transitive io.github.fanorona.core;
  requires transitive io.github.fanorona.variants;
  requires static transitive org.jspecify;

  exports io.github.fanorona.notation;
}
