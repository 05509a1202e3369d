package io.github.fanorona.core;

/**
 * One of the two players. White moves first in the standard game and sits on rows 1 and 2.
 *
 * <pre>{@code
 * Side.WHITE.opponent();   // BLACK
 * Side.fromLetter('b');    // BLACK
 * Side.BLACK.toString();   // "Black", as outcomes and messages write it
 * }</pre>
 *
 * @since 1.0.0
 */
public enum Side {
  /** The player on rows 1 and 2, who starts the standard game. */
  WHITE('w', "White"),
  /** The player on the top rows. */
  BLACK('b', "Black");

  private final char letter;
  private final String displayName;

  Side(char letter, String displayName) {
    this.letter = letter;
    this.displayName = displayName;
  }

  /**
   * Returns the other side.
   *
   * <pre>{@code Side.BLACK.opponent() // WHITE}</pre>
   *
   * @return the opponent of this side
   */
  public Side opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /**
   * {@return the lower-case letter used for this side in position strings}
   *
   * <pre>{@code Side.WHITE.letter() // 'w'}</pre>
   */
  public char letter() {
    return letter;
  }

  /**
   * {@return the capitalised English name, as used in messages and records}
   *
   * <pre>{@code Side.BLACK.displayName()   // "Black"}</pre>
   */
  public String displayName() {
    return displayName;
  }

  /**
   * Returns the capitalised English name, the same as {@link #displayName()}: a side printed on its
   * own reads as it does in an outcome ({@code White wins}), not as the constant's name.
   *
   * <pre>{@code Side.WHITE.toString()   // "White"}</pre>
   *
   * @return {@code White} or {@code Black}
   */
  @Override
  public String toString() {
    return displayName;
  }

  /**
   * Returns the side for a letter of a position string, in either case.
   *
   * <pre>{@code Side.fromLetter('W') // WHITE}</pre>
   *
   * @param letter {@code w} or {@code b}, any case
   * @return the side
   * @throws IllegalArgumentException if the letter is neither
   */
  public static Side fromLetter(char letter) {
    return switch (letter) {
      case 'w', 'W' -> WHITE;
      case 'b', 'B' -> BLACK;
      default ->
          throw new IllegalArgumentException(
              "expected a side letter 'w' or 'b', found '" + letter + "'");
    };
  }
}
