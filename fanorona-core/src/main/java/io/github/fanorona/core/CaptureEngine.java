package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Optional;

/**
 * The rules engine of the capture game (Fanoron-Sivy, Fanoron-Dimy and capture-Telo) on any board
 * of up to 64 points, under every option of {@link Ruleset}: capture choice, chain continuation,
 * first-turn chains, huffing and Vela.
 *
 * <p>A turn is either a capture chain or, when no stone can capture (or under huffing, at the
 * player's choice), a paika. After a capture the same stone may capture again; it may not step in
 * the direction of the step just before, nor land on a point it has stood on during the turn, and
 * every stopping point of a chain is its own turn.
 *
 * <pre>{@code
 * CaptureEngine engine = CaptureEngine.instance();
 * Position start = Variant.sivy().start();
 * engine.legalTurns(start, Ruleset.standard());        // 5 turns
 * }</pre>
 *
 * <p>The engine keeps one reusable search per thread, so generation allocates nothing per turn; it
 * is safe to use from many threads at once.
 *
 * @since 1.0.0
 */
public final class CaptureEngine implements RulesEngine {
  private static final CaptureEngine INSTANCE = new CaptureEngine();

  private final ThreadLocal<ChainSearch> searches =
      ThreadLocal.withInitial(() -> new ChainSearch(Geometry.of(9, 5), Ruleset.standard()));

  private final ThreadLocal<FastPerft> fastCounters =
      ThreadLocal.withInitial(() -> new FastPerft(Geometry.of(9, 5)));

  private final ThreadLocal<ChainPerft> chainCounters = ThreadLocal.withInitial(ChainPerft::new);

  private final ThreadLocal<Collector> collectors = ThreadLocal.withInitial(Collector::new);

  private CaptureEngine() {}

  /** Gathers turns into a reused list, so a call allocates only its turns and their list. */
  private static final class Collector implements TurnVisitor {
    final ArrayList<Turn> turns = new ArrayList<>();

    @Override
    public boolean visit(TurnView t) {
      turns.add(t.toTurn());
      return true;
    }
  }

  /**
   * Returns the legal turns, allocating only the turns and the list that holds them.
   *
   * <pre>
   * {@code CaptureEngine.instance().legalTurns(Variant.sivy().start(), Ruleset.standard()).size() // 5}
   * </pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @return the legal turns; empty when the side to move has none
   */
  @Override
  public ImmutableList<Turn> legalTurns(Position position, Ruleset ruleset) {
    Collector c = collectors.get();
    if (!c.turns.isEmpty()) {
      // Called again from inside a visitor: fall back to a fresh list.
      return RulesEngine.super.legalTurns(position, ruleset);
    }
    try {
      forEachTurn(position, ruleset, c);
      return ImmutableList.copyOf(c.turns);
    } finally {
      c.turns.clear();
    }
  }

  /**
   * {@return the engine}
   *
   * <pre>{@code Variant.sivy().engine() == CaptureEngine.instance() // true}</pre>
   */
  public static CaptureEngine instance() {
    return INSTANCE;
  }

  private ChainSearch acquire(Position p, Ruleset r) {
    ChainSearch s = searches.get();
    if (s.claim()) {
      s.configure(p.geometry(), r);
      return s;
    }
    // A visitor that generates again (a search engine, say) gets a fresh search.
    s = new ChainSearch(p.geometry(), r);
    s.claim();
    return s;
  }

  private static void checkCaptureGame(Position position) {
    if (position.isPlacement()) {
      throw new IllegalArgumentException(
          "the capture game has no stones in hand; use the placement game's engine");
    }
  }

  @Override
  public boolean forEachTurn(Position position, Ruleset ruleset, TurnVisitor visitor) {
    checkCaptureGame(position);
    ChainSearch s = acquire(position, ruleset);
    try {
      return s.visit(position, visitor);
    } finally {
      s.release();
    }
  }

  /**
   * Perft with bulk counting and the table of subtree counts as the options say, for {@link
   * Perft#leaves}. The rules without huffing and Vela have a counter of their own, {@link
   * FastPerft}, with the table; the others are counted over the turns the generator visits.
   */
  long perft(Position position, Ruleset ruleset, int depth, Perft.Options options) {
    checkCaptureGame(position);
    if (depth > Perft.MAX_DEPTH) {
      // Both counters keep per-depth state: a deeper request must not size it, or recurse that far.
      return Perft.beyondMaxDepth(this, position, ruleset, depth);
    }
    if (!FastPerft.serves(ruleset)) {
      return chainCounters.get().perft(position, ruleset, depth, options.bulk());
    }
    FastPerft f = fastCounters.get();
    f.configure(position.geometry(), ruleset, options.bulk(), options.tableBytesPerThread());
    Side side = position.sideToMove();
    return f.perft(
        position.stones(side),
        position.stones(side.opponent()),
        side.ordinal(),
        position.turnNumber(),
        depth);
  }

  @Override
  public Optional<Outcome> boardOutcome(Position position, Ruleset ruleset, boolean canMove) {
    Side side = position.sideToMove();
    if (position.count(side) == 0) {
      return Optional.of(Outcome.win(side.opponent(), Outcome.Reason.NO_STONES));
    }
    if (canMove) {
      return Optional.empty();
    }
    long own = position.stones(side);
    long opp = position.stones(side.opponent());
    int beneficiary = ruleset.velaBeneficiary().map(Enum::ordinal).orElse(-1);
    if (beneficiary == side.ordinal()
        && ChainSearch.velaPhase(beneficiary, side.ordinal(), own, opp)
        && own != 0) {
      Side winner =
          ruleset.velaNoCapture() == Ruleset.VelaNoCapture.OTHER_LOSES ? side : side.opponent();
      return Optional.of(Outcome.win(winner, Outcome.Reason.VELA_NO_CAPTURE));
    }
    return Optional.of(
        ruleset.noMoveResult() == Ruleset.NoMoveResult.LOSS
            ? Outcome.win(side.opponent(), Outcome.Reason.NO_LEGAL_TURN)
            : Outcome.draw(Outcome.Reason.NO_LEGAL_TURN));
  }

  @Override
  public String toString() {
    return "CaptureEngine";
  }
}
