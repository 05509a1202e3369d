package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnView;
import io.github.fanorona.core.TurnVisitor;

/**
 * Lists the successors of a position as stone bitboards, seen from the side to move next: the rules
 * engine generates the legal turns, this class turns each into (mover, opponent) stones. One
 * instance per thread; {@link #expand} reuses it.
 */
final class Successors implements TurnVisitor {
  /** Receives one successor. */
  @FunctionalInterface
  interface Sink {
    /**
     * One legal turn's result: the next side to move's stones and its opponent's, and whether the
     * turn captured.
     */
    void accept(long nextMover, long nextOpponent, boolean capture);
  }

  private final Geometry geometry;
  private final RulesEngine engine;
  private final Ruleset ruleset;
  private long own;
  private long opp;
  private int turns;
  private int captures;
  private Sink sink = (a, b, c) -> {};

  Successors(Geometry geometry, RulesEngine engine, Ruleset ruleset) {
    this.geometry = geometry;
    this.engine = engine;
    this.ruleset = ruleset;
  }

  /**
   * Generates every legal turn of the side to move with stones {@code own}; returns their number.
   */
  int expand(long own, long opp, Sink sink) {
    this.own = own;
    this.opp = opp;
    this.sink = sink;
    this.turns = 0;
    this.captures = 0;
    engine.forEachTurn(Position.of(geometry, own, opp, Side.WHITE), ruleset, this);
    return turns;
  }

  /** Whether the last {@link #expand} found captures (then every turn captured). */
  boolean captured() {
    return captures > 0;
  }

  @Override
  public boolean visit(TurnView t) {
    turns++;
    boolean capture = t.kind() == Turn.Kind.CAPTURE;
    if (capture) {
      captures++;
    }
    long moved = (own & ~(1L << t.originIndex())) | (1L << t.endIndex());
    sink.accept(opp & ~t.takenMask(), moved, capture);
    return true;
  }
}
