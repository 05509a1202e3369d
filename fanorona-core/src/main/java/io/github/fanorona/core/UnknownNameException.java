package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;

/**
 * A name that is not known: a variant, a rule preset, a rule option or one of its values. It
 * carries what was asked for and the names that are known, so a program can offer them.
 *
 * <pre>{@code
 * try {
 *   Variants.byName("chess");
 * } catch (UnknownNameException e) {
 *   e.what();    // "variant"
 *   e.name();    // "chess"
 *   e.known();   // [sivy, dimy, telo, telo-capture, vela, board:WxH (odd W and H)]
 * }
 * }</pre>
 *
 * @since 1.0.0
 */
public final class UnknownNameException extends FanoronaException {
  private static final long serialVersionUID = 1L;

  /** What kind of name was looked up: "variant", "preset", "rule option", ... */
  private final String what;

  /** The name as it was given. */
  private final String name;

  /** The names that would have been understood. */
  private final ImmutableList<String> known;

  /**
   * Creates the exception with the standard message {@code unknown WHAT 'NAME'; known: ...}.
   *
   * <pre>
   * {@code new UnknownNameException("variant", "chess", ImmutableList.of("sivy", "dimy")).getMessage() // "unknown variant 'chess'; known: sivy, dimy"}
   * </pre>
   *
   * @param what what kind of name it is, such as {@code "variant"}
   * @param name the name as given
   * @param known the names that are known
   */
  public UnknownNameException(String what, String name, ImmutableList<String> known) {
    this(what, name, known, "unknown " + what + " '" + quote(name) + "'; known: " + join(known), 0);
  }

  /**
   * Creates the exception with a message of its own and the column of the name in its text.
   *
   * <pre>{@code
   * ImmutableList<String> known = ImmutableList.of("capture", "chain");
   * String reason = "unknown option 'chian'; known: capture, chain";
   * new UnknownNameException("rule option", "chian", known, reason, 1).column();   // 1
   * }</pre>
   *
   * @param what what kind of name it is, such as {@code "rule option"}
   * @param name the name as given
   * @param known the names that are known
   * @param reason the whole message, naming the known names
   * @param column the 1-based column of the name, or 0
   */
  public UnknownNameException(
      String what, String name, ImmutableList<String> known, String reason, int column) {
    this(what, name, known, reason, column > 0 ? 1 : 0, column, 0);
  }

  private UnknownNameException(
      String what,
      String name,
      ImmutableList<String> known,
      String reason,
      int line,
      int column,
      int moveNumber) {
    super(reason, line, column, moveNumber);
    this.what = what;
    this.name = name;
    this.known = known;
  }

  /** {@return what kind of name was looked up} */
  public String what() {
    return what;
  }

  /** {@return the name as it was given} */
  public String name() {
    return name;
  }

  /** {@return the names that are known} */
  public ImmutableList<String> known() {
    return known;
  }

  private static String join(ImmutableList<String> names) {
    return names.isEmpty() ? "none" : String.join(", ", names);
  }

  @Override
  UnknownNameException at(int line, int column, int moveNumber) {
    return new UnknownNameException(what, name, known, reason(), line, column, moveNumber);
  }
}
