package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link TurnView#endIndex()} and {@link TurnView#takenMask()}: the generator's own answers, the
 * interface's defaults and the kept {@link Turn} agree, and with the origin they make the next
 * bitboards that {@link Position#play(TurnView)} makes.
 */
class TurnViewTest {
  private static final CaptureEngine ENGINE = CaptureEngine.instance();

  @Test
  void theOpeningTurnD2E3EndsOnE3AndTakesF4AndG5() {
    Position start = Variant.sivy().start();
    Geometry g = start.geometry();
    long[] taken = {-1};
    int[] end = {-1};
    ENGINE.forEachTurn(
        start,
        Ruleset.standard(),
        v -> {
          if (v.toTurn().toString().equals("d2-e3A")) {
            end[0] = v.endIndex();
            taken[0] = v.takenMask();
          }
          return true;
        });
    assertEquals(22, end[0]);
    assertEquals(Point.parse("e3"), g.point(end[0]));
    assertEquals(1L << g.index(Point.parse("f4")) | 1L << g.index(Point.parse("g5")), taken[0]);
  }

  @Test
  void aPaikaTakesNothingAndEndsOnItsLanding() {
    Position p = Position.of(Geometry.of(5, 5), 1L, 1L << 24, Side.WHITE);
    ENGINE.forEachTurn(
        p,
        Ruleset.standard(),
        v -> {
          assertEquals(Turn.Kind.PAIKA, v.kind());
          assertEquals(0, v.takenMask());
          assertEquals(v.landingIndex(0), v.endIndex());
          return true;
        });
  }

  @Test
  void theViewsAgreeWithTheDefaultsTheTurnAndPlay() {
    Random random = new Random(18);
    String[] rulesets = {"", "capture=larger", "chain=mandatory", "huffing=on", "vela=black"};
    int checked = 0;
    for (String text : rulesets) {
      Ruleset r = Ruleset.parse(text);
      Position p = Variant.sivy().start(r);
      for (int ply = 0; ply < 60 && ENGINE.hasLegalTurn(p, r); ply++) {
        Position here = p;
        Side mover = here.sideToMove();
        List<Turn> turns = new ArrayList<>();
        ENGINE.forEachTurn(
            here,
            r,
            v -> {
              Turn t = v.toTurn();
              TurnView byDefault = defaultsOf(v);
              assertEquals(byDefault.endIndex(), v.endIndex(), t.toString());
              assertEquals(byDefault.takenMask(), v.takenMask(), t.toString());
              assertEquals(t.capturedMask(), v.takenMask(), t.toString());
              assertEquals(t.view().endIndex(), v.endIndex(), t.toString());
              assertEquals(t.view().takenMask(), v.takenMask(), t.toString());
              // The next bitboards from the view alone, as a counter makes them.
              long other = here.stones(mover.opponent()) & ~v.takenMask();
              if (v.huffIndex() >= 0) {
                other &= ~(1L << v.huffIndex());
              }
              long own = here.stones(mover) & ~(1L << v.originIndex()) | 1L << v.endIndex();
              Position next = here.play(v);
              assertEquals(next.stones(mover), own, t.toString());
              assertEquals(next.stones(mover.opponent()), other, t.toString());
              turns.add(t);
              return true;
            });
        checked += turns.size();
        p = here.play(turns.get(random.nextInt(turns.size())));
      }
    }
    assertEquals(true, checked > 1000, "turns checked: " + checked);
  }

  /** A view that answers only the abstract methods, so the interface's defaults are used. */
  private static TurnView defaultsOf(TurnView v) {
    return new TurnView() {
      @Override
      public Turn.Kind kind() {
        return v.kind();
      }

      @Override
      public int originIndex() {
        return v.originIndex();
      }

      @Override
      public int stepCount() {
        return v.stepCount();
      }

      @Override
      public int landingIndex(int i) {
        return v.landingIndex(i);
      }

      @Override
      public boolean isApproach(int i) {
        return v.isApproach(i);
      }

      @Override
      public long capturedMask(int i) {
        return v.capturedMask(i);
      }

      @Override
      public int huffIndex() {
        return v.huffIndex();
      }

      @Override
      public long liableAfter() {
        return v.liableAfter();
      }

      @Override
      public Turn toTurn() {
        return v.toTurn();
      }
    };
  }
}
