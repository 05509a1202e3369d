package io.github.fanorona.core;

/**
 * How a capturing step takes stones.
 *
 * <pre>{@code
 * CaptureKind.APPROACH.letter();   // 'A'
 * }</pre>
 *
 * @since 1.0.0
 */
public enum CaptureKind {
  /** The stone moves towards an enemy stone: the line beyond the landing point is taken. */
  APPROACH('A'),
  /** The stone moves away from an enemy stone: the line behind the starting point is taken. */
  WITHDRAWAL('W');

  private final char letter;

  CaptureKind(char letter) {
    this.letter = letter;
  }

  /**
   * {@return the letter of A/W notation}
   *
   * <pre>{@code CaptureKind.WITHDRAWAL.letter() // 'W'}</pre>
   */
  public char letter() {
    return letter;
  }
}
