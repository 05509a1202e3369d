package io.github.fanorona.variants;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.UnknownNameException;
import io.github.fanorona.core.Variant;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The registry of rule presets, one for each source the library follows (<a
 * href="{@docRoot}/doc-files/RULES.html#4-rule-options">RULES.md §4</a>), found by name or alias in
 * any case.
 *
 * <table>
 *   <caption>Presets</caption>
 *   <tr><th>name</th><th>source</th><th>rules</th></tr>
 *   <tr><td>{@code standard}</td>
 *       <td><a href="{@docRoot}/doc-files/RULES.html#3-the-capture-game">RULES.md §3</a>
 *       (Wikipedia; Schadd et al. 2008)</td>
 *       <td>free choice, optional chains, no automatic draw</td></tr>
 *   <tr><td>{@code seed000}, {@code trilingual}</td>
 *       <td>the trilingual play site (source 000 in the README's table)</td>
 *       <td>{@code no-capture-draw=20}: "no capture for 10 moves by each player"</td></tr>
 *   <tr><td>{@code youzai}</td><td>the Youzai club's server (source 001)</td>
 *       <td>{@code no-capture-draw=50}: "50 demi-coups sans prise"</td></tr>
 *   <tr><td>{@code french}</td><td>the French rules sheet (source 002)</td>
 *       <td>{@code capture=larger,first-turn-chain=forbidden,huffing=on}</td></tr>
 *   <tr><td>{@code vela}</td>
 *       <td>the French history page that describes Vela (source 003)</td>
 *       <td>the {@code vela} variant, {@code vela=black}: the loser starts, takes one stone a
 *       turn</td></tr>
 *   <tr><td>{@code vela-bell}</td>
 *       <td>Bell 1979 (<a href="{@docRoot}/doc-files/RULES.html#6-vela">RULES.md §6</a>)</td>
 *       <td>as {@code vela}, but a beneficiary without a capture loses</td></tr>
 *   <tr><td>{@code seed004}, {@code english}</td><td>the English rules page (source 004)</td>
 *       <td>{@code repetition-draw=3}; a side without a move loses</td></tr>
 *   <tr><td>{@code boardspace}</td><td>Boardspace.net</td>
 *       <td>standard rules, draws only by agreement</td></tr>
 *   <tr><td>{@code abstract-play}</td><td>Abstract Play</td>
 *       <td>{@code repetition-draw=4}</td></tr>
 * </table>
 *
 * <pre>{@code
 * Presets.byName("Youzai").ruleset().noCaptureDrawPlies();     // 50
 * Presets.parse("youzai,capture=larger").ruleset();             // Youzai's rules, larger group
 * Presets.ruleset("huffing=on", Variants.DIMY);                 // Dimy's default plus huffing
 * }</pre>
 *
 * <p>Thread safety: Static methods and immutable constants only, thread-safe.
 *
 * @since 1.0.0
 */
public final class Presets {
  /**
   * The standard rules: free choice between approach and withdrawal, optional chains (also on the
   * first turn), compulsory capture, a side without a legal turn loses, no automatic draw.
   *
   * <pre>{@code Presets.STANDARD.ruleset().equals(Ruleset.standard()) // true}</pre>
   */
  public static final Preset STANDARD =
      Preset.of(
          "standard",
          "RULES.md §3 (Wikipedia; Schadd et al. 2008, \"Best play in Fanorona leads to draw\")",
          "free choice, optional chains, no automatic draw",
          Ruleset.standard());

  /**
   * The trilingual (French, English, Malagasy) play site's rules (source 000 in the README's
   * table), step 11: "if there is no capture for 10 moves by each player, the game is drawn" (20
   * half-moves); "you may also resign at any time" (resignation is a game event, {@code
   * Game.resign}); a side without a legal move loses; chains may stop at any time (step 9).
   *
   * <pre>{@code Presets.SEED_000.ruleset().noCaptureDrawPlies()   // 20}</pre>
   */
  public static final Preset SEED_000 =
      Preset.of(
              "seed000",
              "the trilingual (French, English, Malagasy) play site's rules page, \"Règles /"
                  + " Rules / Lalàna\", step 11",
              "draw after 10 moves each without capture (trilingual site)",
              Ruleset.builder().noCaptureDrawPlies(20).build())
          .withAliases("trilingual");

  /**
   * The Youzai board-game club's server (source 001 in the README's table): "Ce site déclare la
   * nulle après 50 demi-coups sans prise"; leaving the opponent without a move wins; chains may
   * stop at any time.
   *
   * <pre>{@code Presets.YOUZAI.ruleset().noCaptureDrawPlies()   // 50}</pre>
   */
  public static final Preset YOUZAI =
      Preset.of(
              "youzai",
              "the Youzai board-game club's server, \"Règles de ce site\"",
              "draw after 50 half-moves without capture (Youzai club)",
              Ruleset.builder().noCaptureDrawPlies(50).build())
          .withAliases("seed001");

  /**
   * The French rules sheet "Le Fanorona" (source 002 in the README's table): "seul le groupe le
   * plus nombreux est sorti du jeu" (the larger group, a tie is the player's choice); "A partir du
   * deuxième tour, toute capture autorise le pion preneur à enchaîner" (no chain on a player's
   * first turn); "Lorsqu'un joueur s'aperçoit d'une omission de son adversaire, il retire le pion
   * fautif du jeu" (huffing).
   *
   * <pre>
   * {@code Presets.FRENCH.ruleset().optionString()   // "capture=larger,first-turn-chain=forbidden,huffing=on"}
   * </pre>
   */
  public static final Preset FRENCH =
      Preset.of(
              "french",
              "the French rules sheet \"Le Fanorona\"",
              "larger group, no first-turn chain, huffing (French rules sheet)",
              Ruleset.parse("capture=larger,first-turn-chain=forbidden,huffing=on"))
          .withAliases("seed002");

  /**
   * The French history page that describes Vela (source 003 in the README's table): the previous
   * game's loser (here Black) starts and, until the winner is down to five stones, takes exactly
   * one stone a turn and may not play paika; the winner only steps and must leave a capture
   * "autrement il perd par forfait".
   *
   * <pre>{@code Presets.VELA.variant()   // Optional[Vela]}</pre>
   */
  public static final Preset VELA =
      Preset.of(
              "vela",
              "the French history page that describes Vela",
              "Vela; leaving no capture forfeits (French history page)",
              Ruleset.parse("vela=black"))
          .withVariant(Variants.VELA)
          .withAliases("seed003");

  /**
   * Vela as Bell (1979) has it (<a href="{@docRoot}/doc-files/RULES.html#6-vela">RULES.md §6</a>):
   * as {@link #VELA}, but a beneficiary that cannot capture during the handicap phase loses.
   *
   * <pre>{@code Presets.VELA_BELL.ruleset().velaNoCapture()   // BENEFICIARY_LOSES}</pre>
   */
  public static final Preset VELA_BELL =
      Preset.of(
              "vela-bell",
              "Bell 1979, as cited in RULES.md §5",
              "Vela; a beneficiary without a capture loses (Bell 1979)",
              Ruleset.parse("vela=black,vela-no-capture=beneficiary-loses"))
          .withVariant(Variants.VELA);

  /**
   * The English rules page "How to Play Fanorona" (source 004 in the README's table): "repeating
   * the same position three times is scored as a draw here"; "A player who is left with no stones,
   * or who cannot move a single stone, loses"; "continuing a capture sequence is optional".
   *
   * <pre>{@code Presets.SEED_004.ruleset().repetitionDrawCount()   // 3}</pre>
   */
  public static final Preset SEED_004 =
      Preset.of(
              "seed004",
              "the English rules page \"How to Play Fanorona\"",
              "threefold repetition draws, no move loses (English rules page)",
              Ruleset.builder()
                  .repetitionDrawCount(3)
                  .noMoveResult(Ruleset.NoMoveResult.LOSS)
                  .build())
          .withAliases("english");

  /**
   * Boardspace.net: standard rules; a game ends by capture, resignation or an agreed draw ({@code
   * offerdraw}/{@code acceptdraw} in its records, <a
   * href="{@docRoot}/doc-files/NOTATION.html#5-game-records">NOTATION.md §5</a>, Boardspace SGF),
   * never by an automatic draw.
   *
   * <pre>{@code Presets.BOARDSPACE.ruleset().equals(Ruleset.standard()) // true}</pre>
   */
  public static final Preset BOARDSPACE =
      Preset.of(
          "boardspace",
          "Boardspace.net (game records: offerdraw/acceptdraw, NOTATION.md §5.3)",
          "standard rules, draws only by agreement (Boardspace.net)",
          Ruleset.standard());

  /**
   * Abstract Play: standard rules with a draw on the fourth occurrence of a position (<a
   * href="{@docRoot}/doc-files/RULES.html#4-rule-options">RULES.md §4</a>).
   *
   * <pre>{@code Presets.ABSTRACT_PLAY.ruleset().repetitionDrawCount()   // 4}</pre>
   */
  public static final Preset ABSTRACT_PLAY =
      Preset.of(
              "abstract-play",
              "Abstract Play (abstractplay.com), as summarised in RULES.md §4",
              "fourfold repetition draws (Abstract Play)",
              Ruleset.builder().repetitionDrawCount(4).build())
          .withAliases("abstractplay");

  private static final ImmutableList<Preset> ALL =
      ImmutableList.of(
          STANDARD, SEED_000, YOUZAI, FRENCH, VELA, VELA_BELL, SEED_004, BOARDSPACE, ABSTRACT_PLAY);

  private Presets() {}

  /** {@return every preset, the standard rules first} */
  public static ImmutableList<Preset> all() {
    return ALL;
  }

  /**
   * Finds a preset by name or alias, in any case.
   *
   * <pre>{@code Presets.find("Trilingual")   // Optional[seed000]}</pre>
   *
   * @param name the name
   * @return the preset, or empty if none is called so
   */
  public static Optional<Preset> find(String name) {
    return ALL.stream().filter(p -> p.isCalled(name)).findFirst();
  }

  /**
   * Returns the preset with a name or alias, in any case.
   *
   * <pre>{@code Presets.byName("english") == Presets.SEED_004 // true}</pre>
   *
   * @param name the name
   * @return the preset
   * @throws UnknownNameException naming the known presets if none is called so
   */
  public static Preset byName(String name) {
    return find(name).orElseThrow(() -> new UnknownNameException("preset", name.strip(), known()));
  }

  private static ImmutableList<String> known() {
    return ALL.stream().map(Preset::name).collect(ImmutableList.toImmutableList());
  }

  /** The known preset names, comma-separated, for messages. */
  static String names() {
    return ALL.stream().map(Preset::name).collect(Collectors.joining(", "));
  }

  /**
   * Parses the command-line form {@code PRESET[,key=value...]}, a preset name followed by options
   * that override its own, or a bare option list {@code key=value,...} taken on top of the standard
   * rules (as the {@code standard} preset). Names are case-insensitive.
   *
   * <pre>{@code
   * Presets.parse("youzai,capture=larger").ruleset().optionString()   // "capture=larger,no-capture-draw=50"
   * Presets.parse("huffing=on").name()                               // "standard"
   * }</pre>
   *
   * @param text the preset text
   * @return the preset with its overrides applied
   * @throws UnknownNameException if the first item is neither a preset nor an option, naming the
   *     presets and the valid options
   * @throws FanoronaParseException with the column of a malformed option, the presets and the valid
   *     options
   */
  public static Preset parse(String text) {
    int comma = text.indexOf(',');
    String head = comma < 0 ? text : text.substring(0, comma);
    if (head.isBlank() || head.contains("=")) {
      return withOptions(STANDARD, text, 1);
    }
    int headColumn = 1 + (head.length() - head.stripLeading().length());
    Preset preset =
        find(head)
            .orElseThrow(
                () ->
                    new UnknownNameException(
                        "preset",
                        head.strip(),
                        known(),
                        "unknown preset '"
                            + FanoronaException.quote(head.strip())
                            + "'; known presets: "
                            + names()
                            + "; or give options: "
                            + Ruleset.validOptions(),
                        headColumn));
    return comma < 0 ? preset : withOptions(preset, text.substring(comma + 1), comma + 2);
  }

  /**
   * Returns the ruleset a command-line rules text gives a variant: a named preset's rules with its
   * overrides, or, for a bare option list, the variant's default ruleset with those options changed
   * (so {@code --variant vela --rules vela-no-capture=beneficiary-loses} keeps Vela). A preset
   * written for the ordinary game keeps the Vela rule of a Vela variant unless the text sets {@code
   * vela} itself: {@code --variant vela --rules youzai} is the Vela under Youzai's rules, {@code
   * --variant vela --rules youzai,vela=off} has no Vela rule.
   *
   * <pre>{@code
   * Presets.ruleset("vela-no-capture=beneficiary-loses", Variants.VELA).velaBeneficiary()   // Optional[Black]
   * Presets.ruleset("youzai", Variants.DIMY).noCaptureDrawPlies()                          // 50
   * Presets.ruleset("youzai", Variants.VELA).velaBeneficiary()                             // Optional[Black]
   * }</pre>
   *
   * @param text the rules text
   * @param variant the variant the game is of
   * @return the ruleset
   * @throws FanoronaException as {@link #parse(String)}
   */
  public static Ruleset ruleset(String text, Variant variant) {
    int comma = text.indexOf(',');
    String head = comma < 0 ? text : text.substring(0, comma);
    if (head.isBlank() || head.contains("=")) {
      Preset base = Preset.of(variant.name(), variant.displayName(), "", variant.defaultRuleset());
      return withOptions(base, text, 1).ruleset();
    }
    Preset preset = parse(text);
    Optional<Side> vela = variant.defaultRuleset().velaBeneficiary();
    boolean setsVela =
        Splitter.on(',').splitToStream(preset.overrides()).anyMatch(o -> o.startsWith("vela="));
    if (vela.isPresent() && preset.variant().isEmpty() && !setsVela) {
      return preset.ruleset().toBuilder().velaBeneficiary(vela).build();
    }
    return preset.ruleset();
  }

  private static Preset withOptions(Preset preset, String options, int column) {
    try {
      return preset.withOptions(options);
    } catch (UnknownNameException e) {
      throw new UnknownNameException(
          e.what(),
          e.name(),
          e.known(),
          e.reason() + "; presets: " + names(),
          column + Math.max(1, e.column()) - 1);
    } catch (FanoronaParseException e) {
      String reason = e.reason();
      if (find(lastQuotedFound(reason)).isPresent() && reason.startsWith("expected key=value")) {
        reason = "a preset name must come first; " + reason;
      }
      if (!reason.contains("valid options")) {
        reason += "; valid options: " + Ruleset.validOptions();
      }
      throw new FanoronaParseException(
          reason + "; presets: " + names(), 1, column + Math.max(1, e.column()) - 1, 0);
    }
  }

  /**
   * The text quoted after the last {@code found '} of a message that has a closing quote after it,
   * or the whole message: {@code replaceFirst("^.*found '([^']*)'.*$", "$1")} on a one-line
   * message, without the regex engine (which the npm package, fanorona-js, would otherwise carry).
   */
  private static String lastQuotedFound(String reason) {
    String found = "found '";
    for (int i = reason.lastIndexOf(found); i >= 0; i = reason.lastIndexOf(found, i - 1)) {
      int start = i + found.length();
      int end = reason.indexOf('\'', start);
      if (end >= 0) {
        return reason.substring(start, end);
      }
    }
    return reason;
  }
}
