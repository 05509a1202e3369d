/**
 * A computer opponent for Fanorona: an alpha-beta search with depth and time limits, hints with
 * their principal line, and an endgame oracle interface ({@code EndgameTables} of {@code
 * fanorona-tables} implements it; the engine needs no tables).
 *
 * <pre>{@code
 * SearchResult hint = Engine.of(SearchLimits.depth(6)).search(Game.start(Variant.sivy()));
 * hint.best().toString();   // "f2-e3A"
 * }</pre>
 */
// The lab module is built after this one: javac warns that the target of the qualified export
// is not there yet, and the build treats warnings as errors.
@SuppressWarnings("module")
module io.github.fanorona.engine {
  requires transitive io.github.fanorona.core;
  requires static transitive org.jspecify;

  exports io.github.fanorona.engine;
  // The engine's switches, not released API: the lab alone reads them (SearchFeature,
  // EvaluationWeights), for the project's own matches and tuning, and sets them on an engine
  // through the engine's package-private settings, which this module opens to the lab alone.
  exports io.github.fanorona.engine.search to
      io.github.fanorona.lab;

  opens io.github.fanorona.engine to
      io.github.fanorona.lab;
}
