package io.github.fanorona.variants;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.AlignmentEngine;
import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.UnknownNameException;
import io.github.fanorona.core.Variant;
import java.util.Optional;

/**
 * The registry of known variants, found by name or alias in any case.
 *
 * <pre>{@code
 * Variants.byName("tsivy");          // Fanoron-Sivy
 * Variants.byName("telo");           // Fanoron-Telo, the alignment game
 * Variants.byName("telo-capture");   // the 3x3 capture game
 * Variants.all();                    // every variant, the standard game first
 * Variants.byName("board:7x3");       // the capture game on 7x3 from the standard start
 * }</pre>
 *
 * <p>Thread safety: Static methods and immutable constants only, thread-safe.
 *
 * @since 1.0.0
 */
public final class Variants {
  /**
   * Fanoron-Dimy: the capture game on a 5×5 board, 12 stones each.
   *
   * <pre>{@code Game.start(Variants.DIMY).legalTurns().size() // 5}</pre>
   */
  public static final Variant DIMY =
      Variant.builder(
              "dimy",
              Position.parse("BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w 0 1"),
              CaptureEngine.instance())
          .displayName("Fanoron-Dimy")
          .aliases("fanoron-dimy", "fanorona-dimy")
          .description("the capture game on the 5x5 board, 12 stones each")
          .build();

  /**
   * Fanoron-Telo, the alignment game (Murray 1951; <a
   * href="{@docRoot}/doc-files/RULES.html#7-telo-alignment-game">RULES.md §7</a>): the empty 3×3
   * board with both diagonals, 3 stones in hand each; drops, then one-step moves; three in a row
   * wins, during the drops too. Played by {@link AlignmentEngine}.
   *
   * <pre>{@code
   * Game game = Game.start(Variants.TELO).play("b2").play("a1");
   * Variants.TELO.start().toString();   // "3/3/3 w 3 3 0 1"
   * }</pre>
   */
  public static final Variant TELO =
      Variant.builder(
              "telo",
              Position.placement(Geometry.of(3, 3), 0, 0, Side.WHITE, 3, 3),
              AlignmentEngine.instance())
          .displayName("Fanoron-Telo")
          .aliases("fanoron-telo", "fanorona-telo")
          .description("three in a row on 3x3: 3 stones in hand, drops, then steps")
          .build();

  /**
   * The capture game on the 3×3 board (Schadd et al. 2008): White a1 b1 c1 c2, Black a2 a3 b3 c3.
   *
   * <pre>{@code Game.start(Variants.TELO_CAPTURE).position().toString() // "BBB/B1W/WWW w 0 1"}
   * </pre>
   */
  public static final Variant TELO_CAPTURE =
      Variant.builder("telo-capture", Position.parse("BBB/B1W/WWW w 0 1"), CaptureEngine.instance())
          .displayName("Fanoron-Telo (capture)")
          .aliases("fanoron-telo-capture", "telo-capture-game")
          .description("the capture game on 3x3, 4 stones each (Schadd et al. 2008)")
          .build();

  /**
   * Vela: the handicap game played after a loss, on the standard board; the previous game's loser
   * (here Black) starts and is the beneficiary (the French history page that describes Vela, source
   * 003 in the README's table).
   *
   * <pre>{@code Game.start(Variants.VELA).position().sideToMove() // BLACK}</pre>
   */
  public static final Variant VELA =
      Variant.builder(
              "vela", Variant.sivy().start().withSideToMove(Side.BLACK), CaptureEngine.instance())
          .displayName("Vela")
          .aliases("fanoron-vela")
          .description("the loser starts, taking 1 stone a turn (French history page)")
          .defaultRuleset(Ruleset.builder().velaBeneficiary(Optional.of(Side.BLACK)).build())
          .build();

  private static final ImmutableList<Variant> ALL =
      ImmutableList.of(Variant.sivy(), DIMY, TELO, TELO_CAPTURE, VELA);

  private Variants() {}

  /** {@return every known variant, the standard game first} */
  public static ImmutableList<Variant> all() {
    return ALL;
  }

  /**
   * Finds a variant by name, display name or alias, in any case.
   *
   * <pre>{@code Variants.find("DIMY")   // Optional[Fanoron-Dimy]}</pre>
   *
   * @param name the name
   * @return the variant, or empty if none is called so
   * @throws FanoronaParseException for a name {@code board:WxH} of a board without a standard start
   */
  public static Optional<Variant> find(String name) {
    Optional<Variant> known = ALL.stream().filter(v -> v.isCalled(name)).findFirst();
    return known.isPresent() ? known : BoardVariants.find(name);
  }

  /**
   * Returns the capture game on any board of odd width and height from the standard start, named
   * {@code board:WxH} (Schadd et al. 2008): Black fills the rows above the middle row, White the
   * rows below; the middle row alternates Black, White, ... up to the empty centre, and its right
   * half is the left half turned half a turn with the colours swapped. The 9×5, 5×5 and 3×3 boards
   * get the Sivy, Dimy and capture-Telo starts. The same size gives an equal variant.
   *
   * <pre>{@code Variants.board(9, 5).start().equals(Variant.sivy().start())   // true}</pre>
   *
   * @param width columns, odd
   * @param height rows, odd
   * @return the variant
   * @throws IllegalArgumentException if a side is even or the board has more than 64 points
   */
  public static Variant board(int width, int height) {
    return BoardVariants.board(width, height);
  }

  /**
   * Returns the variant with a name, display name or alias, in any case.
   *
   * <pre>{@code Variants.byName("fanorona") == Variant.sivy() // true}</pre>
   *
   * @param name the name
   * @return the variant
   * @throws UnknownNameException naming the known variants if none is called so
   * @throws FanoronaParseException naming the supported boards for a {@code board:WxH} without a
   *     standard start
   */
  public static Variant byName(String name) {
    return find(name)
        .orElseThrow(
            () ->
                new UnknownNameException(
                    "variant",
                    name,
                    ImmutableList.<String>builder()
                        .addAll(ALL.stream().map(Variant::name).iterator())
                        .add("board:WxH (odd W and H)")
                        .build()));
  }
}
