package io.github.fanorona.tables;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.reference.PlainSearch;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A second check of endgame tables that shares nothing with the solver but the tables' answers: a
 * position's successors come from the core library's public rules ({@link Game#legalTurns}, {@link
 * Position#play}), not from the solver's {@code Successors}, and its verdict must be the fixpoint
 * of theirs (a win in d has a turn to a loss in d − 1, the fastest; a loss in d has only turns to
 * wins, the slowest in d − 1; a draw has no turn to a loss and one to a draw). A sample is checked
 * again by a plain minimax ({@link PlainSearch}) of a few half-moves.
 *
 * <pre>{@code
 * String wrong = IndependentCheck.fixpoint(p -> tables.probe(p, rules), position);   // null: holds
 * }</pre>
 */
final class IndependentCheck {
  private static final Variant SIVY = Variant.sivy();
  private static final Ruleset RULES = Ruleset.standard();

  private IndependentCheck() {}

  /** A random Sivy position of a material, White to move, its stones on distinct points. */
  static Position random(SplittableRandom random, int white, int black) {
    Geometry g = SIVY.geometry();
    long w = 0;
    long b = 0;
    while (Long.bitCount(w) < white) {
      w |= 1L << random.nextInt(g.size());
    }
    while (Long.bitCount(b) < black) {
      long bit = 1L << random.nextInt(g.size());
      if ((w & bit) == 0) {
        b |= bit;
      }
    }
    return Position.of(g, w, b, Side.WHITE);
  }

  /** The tables' verdict of a position, a side without stones being a loss in 0. */
  private static Verdict verdict(Function<Position, Optional<Verdict>> tables, Position p) {
    if (p.count(p.sideToMove()) == 0) {
      return Verdict.inPlies(0);
    }
    return tables.apply(p).orElseThrow(() -> new IllegalStateException("not in the tables: " + p));
  }

  /** Whether {@code a} is better than {@code b} for the side that moves into them. */
  private static boolean better(Verdict a, Verdict b) {
    return rank(a) > rank(b);
  }

  /** Wins first (the fastest best), then draws, then losses (the slowest best). */
  private static long rank(Verdict v) {
    return switch (v.result()) {
      case WIN -> 2_000_000L - v.plies();
      case DRAW -> 0;
      case LOSS -> -2_000_000L + v.plies();
    };
  }

  /**
   * Recomputes a position's verdict from its successors' verdicts in the tables.
   *
   * @return null if it is the tables' verdict, else what is wrong
   */
  static @Nullable String fixpoint(Function<Position, Optional<Verdict>> tables, Position p) {
    Verdict stored = verdict(tables, p);
    List<Turn> turns = Game.start(SIVY, RULES, p).legalTurns();
    Verdict expected;
    if (turns.isEmpty()) {
      expected = RULES.noMoveResult() == Ruleset.NoMoveResult.LOSS ? Verdict.inPlies(0) : null;
    } else {
      expected = null;
      for (Turn t : turns) {
        Verdict v = verdict(tables, p.play(t)).parent();
        if (expected == null || better(v, expected)) {
          expected = v;
        }
      }
    }
    Verdict want = expected == null ? Verdict.draw() : expected;
    return want.equals(stored)
        ? null
        : p + ": the tables say " + stored + ", its " + turns.size() + " turns say " + want;
  }

  /**
   * Checks a verdict against a plain full-width minimax ({@link PlainSearch}) of {@code depth}
   * half-moves: where the minimax decides the position, the result and the distance are the
   * tables'; where it does not, the tables say a draw or a distance beyond the depth.
   *
   * @return null if it holds, else what is wrong
   */
  static @Nullable String minimax(
      Function<Position, Optional<Verdict>> tables, Position p, int depth) {
    Verdict v = verdict(tables, p);
    int plain = PlainSearch.value(Game.start(SIVY, RULES, p), depth);
    boolean agrees =
        plain == 0
            ? v.result() == Verdict.Result.DRAW || v.plies() > depth
            : v.result() == (plain > 0 ? Verdict.Result.WIN : Verdict.Result.LOSS)
                && v.plies() == PlainSearch.distance(plain);
    return agrees ? null : p + ": the tables say " + v + ", minimax " + plain;
  }

  /** Whether a minimax of {@code depth} half-moves decides the position. */
  static boolean decides(Position p, int depth) {
    return PlainSearch.value(Game.start(SIVY, RULES, p), depth) != 0;
  }
}
