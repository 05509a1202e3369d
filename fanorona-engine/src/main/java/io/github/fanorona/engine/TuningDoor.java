package io.github.fanorona.engine;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.engine.tuning.EvaluationWeights;
import io.github.fanorona.engine.tuning.SearchFeature;
import io.github.fanorona.engine.tuning.Tuning;

/** The engine's side of {@link Tuning}: the lab's switches, given the engine's package access. */
final class TuningDoor implements Tuning.Door {
  @Override
  public Engine without(Engine engine, SearchFeature feature) {
    return engine.without(feature);
  }

  @Override
  public Engine withWeights(Engine engine, EvaluationWeights weights) {
    return engine.withWeights(weights);
  }

  @Override
  public int evaluate(Engine engine, Position position) {
    return engine.evaluate(position);
  }

  @Override
  public SearchResult searchAsBaseline(Engine engine, Game game) {
    return engine.searchAsBaseline(game);
  }
}
