package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.UnknownNameException;
import io.github.fanorona.core.Variant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Each preset shows the rule that sets its source apart. */
class PresetsTest {
  // Two lone stones that can never meet: White a1, Black i5. The cycle a1-a2, i5-i4, a2-a1, i4-i5
  // repeats the start every 4 half-moves and never captures.
  private static final Position LONE = Position.parse("8B/9/9/9/W8 w 0 1");
  private static final List<String> CYCLE = List.of("a1-a2", "i5-i4", "a2-a1", "i4-i5");

  /** Plays the cycle; returns the number of half-moves after which the game was over, or -1. */
  private static int plyWhenOver(Ruleset r, int maxPlies) {
    Game g = Game.start(Variant.sivy(), r, LONE);
    for (int ply = 1; ply <= maxPlies; ply++) {
      g = g.play(CYCLE.get((ply - 1) % 4));
      if (g.isOver()) {
        return ply;
      }
    }
    return -1;
  }

  private static Outcome outcomeAt(Ruleset r, int plies) {
    Game g = Game.start(Variant.sivy(), r, LONE);
    for (int ply = 1; ply <= plies; ply++) {
      g = g.play(CYCLE.get((ply - 1) % 4));
    }
    return g.outcome().orElseThrow();
  }

  private static Set<String> captures(String position, Ruleset r) {
    return Variant.sivy().engine().legalTurns(Position.parse(position), r).stream()
        .filter(Turn::isCapture)
        .map(Turn::toString)
        .collect(Collectors.toSet());
  }

  @Test
  void standardAndBoardspaceNeverDrawOnTheirOwn() {
    assertEquals(Ruleset.standard(), Presets.STANDARD.ruleset());
    assertEquals(Ruleset.standard(), Presets.BOARDSPACE.ruleset());
    assertEquals(-1, plyWhenOver(Presets.STANDARD.ruleset(), 120));
    assertEquals(-1, plyWhenOver(Presets.BOARDSPACE.ruleset(), 120));
    Game agreed = Game.start(Variant.sivy(), Presets.BOARDSPACE.ruleset()).agreeDraw();
    assertEquals(Optional.of(Outcome.draw(Outcome.Reason.AGREEMENT)), agreed.outcome());
  }

  @Test
  void seed000DrawsAfterTenMovesByEachPlayerWithoutCapture() {
    assertEquals(20, plyWhenOver(Presets.SEED_000.ruleset(), 120));
    assertEquals(
        Outcome.Reason.NO_CAPTURE_LIMIT, outcomeAt(Presets.SEED_000.ruleset(), 20).reason());
    Game resigned = Game.start(Variant.sivy(), Presets.byName("trilingual").ruleset());
    assertEquals(
        Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.RESIGNATION)),
        resigned.resign(Side.WHITE).outcome());
  }

  @Test
  void youzaiDrawsOnTheFiftiethHalfMoveWithoutCaptureNotTheFortyNinth() {
    assertEquals(50, plyWhenOver(Presets.YOUZAI.ruleset(), 120));
    assertTrue(outcomeAt(Presets.YOUZAI.ruleset(), 50).winner().isEmpty());
  }

  @Test
  void seed004DrawsOnTheThirdOccurrenceAndASideWithoutAMoveLoses() {
    // The start position occurs for the third time after 8 half-moves.
    assertEquals(8, plyWhenOver(Presets.SEED_004.ruleset(), 120));
    assertEquals(Outcome.Reason.REPETITION, outcomeAt(Presets.SEED_004.ruleset(), 8).reason());
    // White a1 is walled in by Black a2, b1, b2.
    Position stuck = Position.parse("9/9/9/BB7/WB7 w 0 9");
    assertEquals(
        Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.NO_LEGAL_TURN)),
        Variant.sivy().engine().boardOutcome(stuck, Presets.byName("english").ruleset()));
  }

  @Test
  void abstractPlayDrawsOnTheFourthOccurrence() {
    assertEquals(12, plyWhenOver(Presets.ABSTRACT_PLAY.ruleset(), 120));
    assertEquals(
        Outcome.Reason.REPETITION, outcomeAt(Presets.ABSTRACT_PLAY.ruleset(), 12).reason());
  }

  @Test
  void frenchTakesTheLargerGroup() {
    // e3-f3 approaches g3 (one stone) or withdraws from d3, c3 (two).
    String p = "9/9/2BBW1B2/9/9 w 0 5";
    assertEquals(Set.of("e3-f3A", "e3-f3W"), captures(p, Ruleset.standard()));
    assertEquals(Set.of("e3-f3W"), captures(p, Presets.FRENCH.ruleset()));
  }

  @Test
  void frenchForbidsAChainOnAPlayersFirstTurn() {
    // a4-a3A takes a2; from a3, b3A would take c3.
    String first = "8B/W8/2B6/B8/9 w 0 1";
    String later = "8B/W8/2B6/B8/9 w 0 2";
    assertEquals(Set.of("a4-a3A", "a4-a3A-b3A"), captures(first, Ruleset.standard()));
    assertEquals(Set.of("a4-a3A"), captures(first, Presets.FRENCH.ruleset()));
    assertEquals(Set.of("a4-a3A", "a4-a3A-b3A"), captures(later, Presets.FRENCH.ruleset()));
  }

  @Test
  void frenchLetsAPlayerOmitACaptureAtTheCostOfAHuff() {
    String p = "8B/W8/2B6/B8/9 w 0 2";
    List<Turn> turns =
        Variant.sivy().engine().legalTurns(Position.parse(p), Presets.FRENCH.ruleset());
    assertTrue(turns.stream().anyMatch(t -> !t.isCapture()));
    Game g = Game.start(Variant.sivy(), Presets.FRENCH.ruleset(), Position.parse(p)).play("a4-b4");
    assertTrue(g.legalTurns().stream().anyMatch(t -> t.toString().startsWith("xb4:")));
  }

  @Test
  void velaPresetsBringTheirVariantAndForfeitRule() {
    assertEquals(Optional.of(Variants.VELA), Presets.VELA.variant());
    assertEquals(Optional.of(Side.BLACK), Presets.VELA.ruleset().velaBeneficiary());
    assertEquals(Ruleset.VelaNoCapture.OTHER_LOSES, Presets.VELA.ruleset().velaNoCapture());
    assertEquals(
        Ruleset.VelaNoCapture.BENEFICIARY_LOSES, Presets.VELA_BELL.ruleset().velaNoCapture());
    assertEquals(Variants.VELA.defaultRuleset(), Presets.VELA.ruleset());
  }

  @Test
  void everyPresetCitesItsSourceAndIsFoundByEveryName() {
    for (Preset p : Presets.all()) {
      assertFalse(p.source().isBlank(), p.name());
      assertFalse(p.description().isBlank(), p.name());
      // "seed 001" named a page by the project's own history; a user reads the page's name
      assertFalse(p.source().contains("seed"), p.source());
      assertFalse(p.description().contains("seed"), p.description());
      assertEquals(p, Presets.byName(p.name().toUpperCase(java.util.Locale.ROOT)));
      for (String alias : p.aliases()) {
        assertEquals(p, Presets.byName(alias));
      }
      assertEquals(p, Presets.parse(p.toString()));
    }
    assertEquals(Presets.SEED_000, Presets.byName("Trilingual"));
    assertEquals(Presets.SEED_004, Presets.byName("ENGLISH"));
    assertEquals(Presets.all().size(), Presets.all().stream().map(Preset::name).distinct().count());
  }

  @Test
  void parseTakesAPresetWithOverridesOrBareOptions() {
    Preset p = Presets.parse(" Youzai , Capture = larger");
    assertEquals("youzai", p.name());
    assertEquals("youzai,capture=larger", p.toString());
    assertEquals(50, p.ruleset().noCaptureDrawPlies());
    assertEquals(Ruleset.CaptureChoice.LARGER_GROUP, p.ruleset().captureChoice());
    assertEquals(p, Presets.parse(p.toString()));

    Preset bare = Presets.parse("huffing=on,no-capture-draw=30");
    assertEquals("standard", bare.name());
    assertEquals(Ruleset.parse("huffing=on,no-capture-draw=30"), bare.ruleset());
    assertEquals(Ruleset.standard(), Presets.parse("").ruleset());
  }

  @Test
  void bareOptionsApplyOnTopOfTheVariantsDefault() {
    Ruleset r = Presets.ruleset("vela-no-capture=beneficiary-loses", Variants.VELA);
    assertEquals(Optional.of(Side.BLACK), r.velaBeneficiary());
    assertEquals(Ruleset.VelaNoCapture.BENEFICIARY_LOSES, r.velaNoCapture());
    assertEquals(50, Presets.ruleset("youzai", Variants.DIMY).noCaptureDrawPlies());
    assertEquals(Variants.VELA.defaultRuleset(), Presets.ruleset("", Variants.VELA));
  }

  @Test
  void aPresetOfTheOrdinaryGameKeepsTheVelaRuleOfTheVelaVariant() {
    Ruleset youzai = Presets.ruleset("youzai", Variants.VELA);
    assertEquals(Optional.of(Side.BLACK), youzai.velaBeneficiary());
    // Everything else is Youzai's.
    assertEquals(
        Presets.byName("youzai").ruleset(),
        youzai.toBuilder().velaBeneficiary(Optional.empty()).build());
    assertEquals(
        Optional.of(Side.WHITE),
        Presets.ruleset("youzai,vela=white", Variants.VELA).velaBeneficiary());
    // Set in the text, the Vela rule is the text's, even off.
    assertEquals(
        Optional.empty(), Presets.ruleset("youzai,vela=off", Variants.VELA).velaBeneficiary());
    // A Vela preset, and other variants, are left as they are.
    assertEquals(
        Optional.empty(), Presets.ruleset("vela,vela=off", Variants.VELA).velaBeneficiary());
    assertEquals(Optional.empty(), Presets.ruleset("youzai", Variants.DIMY).velaBeneficiary());
  }

  @Test
  void badTextNamesTheColumnThePresetsAndTheOptions() {
    UnknownNameException unknown =
        assertThrows(UnknownNameException.class, () -> Presets.parse("  bogus,huffing=on"));
    assertEquals("bogus", unknown.name());
    assertTrue(unknown.known().contains("youzai"), unknown.known().toString());
    assertEquals(3, unknown.column());
    assertTrue(unknown.reason().contains("youzai"), unknown.reason());
    assertTrue(unknown.reason().contains("huffing=off|on"), unknown.reason());

    UnknownNameException badValue =
        assertThrows(UnknownNameException.class, () -> Presets.parse("youzai,capture=large"));
    assertEquals(8, badValue.column());
    assertTrue(badValue.reason().contains("free|larger"), badValue.reason());
    assertTrue(badValue.reason().contains("abstract-play"), badValue.reason());

    FanoronaParseException late =
        assertThrows(FanoronaParseException.class, () -> Presets.parse("huffing=on,youzai"));
    assertEquals(12, late.column());
    assertTrue(late.reason().contains("preset name must come first"), late.reason());

    UnknownNameException name =
        assertThrows(UnknownNameException.class, () -> Presets.byName("nope"));
    assertTrue(name.reason().contains("seed004"), name.reason());
    assertThrows(UnknownNameException.class, () -> Presets.ruleset("capture=maybe", Variants.DIMY));
  }
}
