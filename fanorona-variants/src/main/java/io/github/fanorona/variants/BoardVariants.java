package io.github.fanorona.variants;

import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The capture game on any board of odd width and height, from the standard start (Schadd et al.
 * 2008): Black fills the rows above the middle row, White the rows below; the middle row, read from
 * the left, alternates Black, White, ... up to the centre, the centre is empty, and its right half
 * is the left half turned half a turn with the colours swapped. So the middle rows of widths 3, 5,
 * 7 and 9 are {@code B1W}, {@code BW1BW}, {@code BWB1WBW} and {@code BWBW1BWBW}, and the 9×5, 5×5
 * and 3×3 boards get the Sivy, Dimy and capture-Telo starts.
 *
 * <pre>{@code
 * Variant v = BoardVariants.board(7, 3);
 * v.name();                  // "board:7x3"
 * v.start().toString();      // "BBBBBBB/BWB1WBW/WWWWWWW w 0 1"
 * BoardVariants.find("board:7x3");  // Optional[board:7x3]
 * BoardVariants.board(7, 3) == BoardVariants.board(7, 3);   // true
 * }</pre>
 *
 * <p>Not exported (public here for {@code Variants} only): {@link Variants} is the one catalogue,
 * and {@link Variants#board(int, int)} and {@link Variants#byName(String)} ({@code board:WxH})
 * reach these variants.
 */
final class BoardVariants {
  /** The prefix of a board variant's name. */
  public static final String PREFIX = "board:";

  /** The display name's prefix, {@code Fanorona WxH}, that records of old carry. */
  private static final String DISPLAY_PREFIX = "fanorona ";

  /**
   * One variant value per board, so that a board variant read back from a record is the very
   * variant it was written from (variants compare by identity).
   */
  private static final ConcurrentMap<String, Variant> MADE = new ConcurrentHashMap<>();

  private BoardVariants() {}

  /**
   * Returns the capture game on a board of {@code width} columns and {@code height} rows, from the
   * standard start, White to move, standard rules.
   *
   * <pre>{@code BoardVariants.board(3, 5).start().toString()   // "BBB/BBB/B1W/WWW/WWW w 0 1"}
   * </pre>
   *
   * @param width columns, odd, 1 to 25
   * @param height rows, odd
   * @return the variant, named {@code board:WxH}; the same value for the same size
   * @throws IllegalArgumentException if a side is even or the board has more than 64 points
   */
  public static Variant board(int width, int height) {
    Position start = start(width, height);
    String size = width + "x" + height;
    return MADE.computeIfAbsent(
        size,
        s ->
            Variant.builder(PREFIX + s, start, CaptureEngine.instance())
                .displayName("Fanorona " + s)
                .description("the capture game on " + s + " from the standard start")
                .build());
  }

  /**
   * Returns the standard start of a board of odd width and height.
   *
   * <pre>{@code BoardVariants.start(5, 5).equals(Variants.DIMY.start())   // true}</pre>
   *
   * @param width columns, odd
   * @param height rows, odd
   * @return the start position, White to move
   * @throws IllegalArgumentException if a side is even or the board has more than 64 points
   */
  private static Position start(int width, int height) {
    if (width % 2 == 0 || height % 2 == 0 || width < 1 || height < 1) {
      throw new IllegalArgumentException(
          "the standard start needs a board of odd width and height (such as 3x3, 5x3, 7x3, 9x5)"
              + " with at most 64 points and 25 columns, not "
              + width
              + "x"
              + height);
    }
    if (width * height > 64 || width > Point.MAX_COLUMNS) {
      throw new IllegalArgumentException(
          "a board holds at most 64 points and 25 columns, not " + width + "x" + height);
    }
    Geometry g = Geometry.of(width, height);
    int middle = height / 2;
    int centre = width / 2;
    long white = 0;
    long black = 0;
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        long bit = 1L << (y * width + x);
        Optional<Side> side =
            y < middle
                ? Optional.of(Side.WHITE)
                : y > middle ? Optional.of(Side.BLACK) : middleRow(x, centre);
        if (side.equals(Optional.of(Side.WHITE))) {
          white |= bit;
        } else if (side.equals(Optional.of(Side.BLACK))) {
          black |= bit;
        }
      }
    }
    return Position.of(g, white, black, Side.WHITE);
  }

  /** The stone at column {@code x} of the middle row: B, W, B, ... to the centre, then mirrored. */
  private static Optional<Side> middleRow(int x, int centre) {
    if (x == centre) {
      return Optional.empty();
    }
    // The right half is the left half turned half a turn, colours swapped: the point x takes the
    // colour opposite to its mirror image's, which is Black at even distance from the left edge.
    int left = x < centre ? x : 2 * centre - x;
    Side fromLeft = left % 2 == 0 ? Side.BLACK : Side.WHITE;
    return Optional.of(x < centre ? fromLeft : fromLeft.opponent());
  }

  /**
   * Finds the board variant a name such as {@code board:7x3} (any case) names; its display name
   * {@code Fanorona 7x3} names it too.
   *
   * <pre>
   * {@code BoardVariants.find("Board:3x3")   // Optional[board:3x3]; Optional.empty() for "dimy"}
   * </pre>
   *
   * @param name a name
   * @return the variant, or empty if the name does not have the form {@code board:WxH}
   * @throws FanoronaParseException if it has that form but the board has no standard start
   */
  public static Optional<Variant> find(String name) {
    // board:WxH or Fanorona WxH, W and H of one or two digits; read by hand, as a regular
    // expression would bring the regex engine into the npm package (fanorona-js).
    String lower = name.toLowerCase(Locale.ROOT);
    String size;
    if (lower.startsWith(PREFIX)) {
      size = lower.substring(PREFIX.length());
    } else if (lower.startsWith(DISPLAY_PREFIX)) {
      size = lower.substring(DISPLAY_PREFIX.length());
    } else {
      return Optional.empty();
    }
    int x = size.indexOf('x');
    if (x < 0 || !isNumber(size.substring(0, x)) || !isNumber(size.substring(x + 1))) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          board(Integer.parseInt(size.substring(0, x)), Integer.parseInt(size.substring(x + 1))));
    } catch (IllegalArgumentException e) {
      throw new FanoronaParseException(e.getMessage() == null ? name : e.getMessage(), 0);
    }
  }

  /** {@return whether the text is one or two ASCII digits} */
  private static boolean isNumber(String text) {
    if (text.isEmpty() || text.length() > 2) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) < '0' || text.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }
}
