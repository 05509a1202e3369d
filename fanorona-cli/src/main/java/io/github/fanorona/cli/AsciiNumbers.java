package io.github.fanorona.cli;

import picocli.CommandLine;

/**
 * The numbers the tool reads, in ASCII digits only ({@code 0}–{@code 9}, an optional leading {@code
 * -}), as position strings and {@code --rules} read theirs: {@code Integer.parseInt} would take
 * other scripts' digits too ({@code ٣} for 3). Every {@code int} and {@code long} option and
 * parameter is read through here.
 *
 * <pre>{@code AsciiNumbers.parseInt("42")   // 42; "٣" throws NumberFormatException}</pre>
 */
final class AsciiNumbers {
  private AsciiNumbers() {}

  /** Makes picocli read every {@code int} and {@code long} of the tool in ASCII digits. */
  static void registerIn(CommandLine root) {
    CommandLine.ITypeConverter<Integer> ints =
        text -> convert(text, Integer.MIN_VALUE, Integer.MAX_VALUE).intValue();
    CommandLine.ITypeConverter<Long> longs = text -> convert(text, Long.MIN_VALUE, Long.MAX_VALUE);
    root.registerConverter(Integer.class, ints);
    root.registerConverter(Integer.TYPE, ints);
    root.registerConverter(Long.class, longs);
    root.registerConverter(Long.TYPE, longs);
  }

  private static Long convert(String text, long least, long most) {
    try {
      return parse(text, least, most);
    } catch (NumberFormatException e) {
      throw new CommandLine.TypeConversionException(e.getMessage());
    }
  }

  /**
   * Reads an {@code int} written in ASCII digits.
   *
   * @throws NumberFormatException naming the text and what a number may hold
   */
  static int parseInt(String text) {
    return (int) parse(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  private static long parse(String text, long least, long most) {
    int start = text.startsWith("-") ? 1 : 0;
    boolean digits = text.length() > start && text.length() <= start + 19;
    for (int i = start; digits && i < text.length(); i++) {
      char c = text.charAt(i);
      digits = c >= '0' && c <= '9';
    }
    long n;
    try {
      n = digits ? Long.parseLong(text) : 0;
    } catch (NumberFormatException e) {
      digits = false;
      n = 0;
    }
    if (!digits) {
      throw new NumberFormatException(
          "'"
              + io.github.fanorona.core.FanoronaException.quote(text)
              + "' is not a number in ASCII digits (0-9)");
    }
    if (n < least || n > most) {
      throw new NumberFormatException("'" + text + "' is out of range, " + least + " to " + most);
    }
    return n;
  }
}
