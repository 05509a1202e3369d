package io.github.fanorona.js;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Preset;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import org.jspecify.annotations.Nullable;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSObjects;

/**
 * A game as JavaScript sees it: the library's {@link io.github.fanorona.core.Game}, an immutable
 * value, so that {@code play} and {@code undo} answer another game and leave this one as it was.
 *
 * <pre>{@code
 * const game = Game.start().play("f2-e3A");
 * game.legalTurns();   // ["d5-d4A", ...]
 * game.undo().position === Game.start().position;   // true
 * }</pre>
 */
public final class Game {
  private final io.github.fanorona.core.Game game;

  Game(io.github.fanorona.core.Game game) {
    this.game = game;
  }

  /** The options of {@link #start}: each may be left out. */
  interface StartOptions extends JSObject {
    @JSProperty
    @Nullable JSObject getVariant();

    @JSProperty
    @Nullable JSObject getRules();

    @JSProperty
    @Nullable JSObject getPosition();
  }

  /**
   * Starts a game: of a variant by name ({@code "sivy"} when left out), under rules given as a
   * preset name, a comma list of options or both ({@code "youzai"}, {@code "chain=mandatory"},
   * {@code "youzai,no-capture-draw=50"}; the variant's own rules when left out), from a position
   * given as text (the variant's start when left out).
   *
   * <pre>{@code Game.start({variant: "dimy"}).legalTurns().length   // 5}</pre>
   *
   * @param options the variant, the rules and the position, any of them left out
   * @return the game
   */
  @JSExport
  public static Game start(@Nullable StartOptions options) {
    try {
      @Nullable StartOptions given = Values.given(options);
      @Nullable String name = given == null ? null : Values.text(given.getVariant());
      @Nullable String rules = given == null ? null : Values.text(given.getRules());
      @Nullable String position = given == null ? null : Values.text(given.getPosition());
      Variant variant = name != null ? Variants.byName(name) : Variant.sivy();
      Ruleset ruleset = rules != null ? Presets.ruleset(rules, variant) : variant.defaultRuleset();
      Position start = position != null ? variant.parsePosition(position) : variant.start(ruleset);
      return new Game(io.github.fanorona.core.Game.start(variant, ruleset, start));
    } catch (FanoronaException e) {
      throw Errors.thrown(e);
    }
  }

  /**
   * {@return the names of the variants {@link #start} knows, besides boards named by their size
   * ("board:3x5")}
   */
  @JSExport
  public static String[] variants() {
    return Variants.all().stream().map(Variant::name).toArray(String[]::new);
  }

  /** {@return the names of the rule presets {@link #start} knows} */
  @JSExport
  public static String[] presets() {
    return Presets.all().stream().map(Preset::name).toArray(String[]::new);
  }

  /** {@return the variant's name, as {@link #start} takes it} */
  @JSExport
  @JSProperty
  public String getVariant() {
    return game.variant().name();
  }

  /** {@return the rule options that differ from the standard rules, as a comma list} */
  @JSExport
  @JSProperty
  public String getRules() {
    return game.ruleset().optionString();
  }

  /** {@return the position as text, which {@link #start} reads back} */
  @JSExport
  @JSProperty
  public String getPosition() {
    return game.position().toString();
  }

  /** {@return the position the game started from, as text} */
  @JSExport
  @JSProperty
  public String getStartPosition() {
    return game.startPosition().toString();
  }

  /** {@return "white" or "black"} */
  @JSExport
  @JSProperty
  public String getSideToMove() {
    return Values.side(game.position().sideToMove());
  }

  /** {@return the number of the turn to play, counted as the position's text counts it} */
  @JSExport
  @JSProperty
  public int getTurnNumber() {
    return game.position().turnNumber();
  }

  /** {@return the turns played, as text} */
  @JSExport
  @JSProperty
  public String[] getTurns() {
    return Values.turns(game.turns());
  }

  /** {@return whether the game is over} */
  @JSExport
  @JSProperty
  public boolean isOver() {
    return game.isOver();
  }

  /** {@return how the game ended, or null while it goes on} */
  @JSExport
  @JSProperty
  public Values.@Nullable JsOutcome getOutcome() {
    return game.outcome().map(Values::outcome).orElse(null);
  }

  /**
   * {@return how near the draw rules are: how often the position has occurred and after how many
   * the game is drawn, the plies since the last capture and after how many the game is drawn (0 for
   * a rule that is off)}
   */
  @JSExport
  @JSProperty
  public Values.JsDrawState getDrawState() {
    Values.JsDrawState out = JSObjects.create();
    out.setRepetitions(game.occurrences());
    out.setRepetitionLimit(game.ruleset().repetitionDrawCount());
    out.setPliesSinceCapture(game.position().pliesSinceCapture());
    out.setNoCaptureLimit(game.ruleset().noCaptureDrawPlies());
    return out;
  }

  /** {@return the legal turns, as text, in the library's order; none once the game is over} */
  @JSExport
  public String[] legalTurns() {
    return Values.turns(game.legalTurns());
  }

  /**
   * Plays a turn written in A/W notation ("f2-e3A", "d3-e3W-e4A", a paika step "e2-e3").
   *
   * @param turn the turn's text
   * @return the game after it
   * @throws FanoronaException (a {@code FanoronaError}) if the text is malformed, the turn illegal
   *     (with the legal turns) or ambiguous (with the candidates)
   */
  @JSExport
  public Game play(JSObject turn) {
    try {
      return new Game(game.play(Values.required(turn, "a turn such as \"f2-e3A\"")));
    } catch (FanoronaException e) {
      throw Errors.thrown(e);
    }
  }

  /** {@return the game before the last turn, or null at the start} */
  @JSExport
  public @Nullable Game undo() {
    return game.undo().map(Game::new).orElse(null);
  }

  /**
   * Ends the game by a resignation.
   *
   * @param side the side that resigns, "white" or "black"
   * @return the game, over
   */
  @JSExport
  public Game resign(JSObject side) {
    String loser = Values.required(side, "\"white\" or \"black\"");
    Side resigned =
        Values.constant(Side.class, loser)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "expected \"white\" or \"black\", found \"" + loser + "\""));
    return new Game(game.resign(resigned));
  }

  /** {@return the game, ended as a draw agreed by both players} */
  @JSExport
  public Game agreeDraw() {
    return new Game(game.agreeDraw());
  }

  /** {@return a turn to enter click by click in the current position} */
  @JSExport
  public TurnBuilder turnBuilder() {
    return new TurnBuilder(io.github.fanorona.core.TurnBuilder.start(game));
  }

  /** {@return the game in words: "Fanoron-Sivy game, 2 turns, White to move"} */
  @JSExport
  @Override
  public String toString() {
    return game.toString();
  }

  /** {@return the library's game this one shows JavaScript} */
  io.github.fanorona.core.Game game() {
    return game;
  }
}
