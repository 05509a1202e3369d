package io.github.fanorona.examples;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the documentation's examples print, for {@link DocExamplesTest}: an example's line {@code
 * System.out.println(x); // shown} is compiled as {@code PrintedLines.println("key", x);}, which
 * prints {@code x} as before and keeps it, so that the test can compare it with {@code shown}. In
 * the comment, {@code ...} stands for any text and {@code " — "} starts a remark that is not
 * printed.
 */
public final class PrintedLines {
  private static final Pattern PRINT =
      Pattern.compile("(?m)^(\\s*)System\\.out\\.println\\((.*)\\);(\\s*)// (.*)$");
  private static final Map<String, String> PRINTED = new ConcurrentHashMap<>();

  private PrintedLines() {}

  /** One printed line shown in a comment: its key and what the comment shows. */
  record Shown(String key, String comment) {
    /** Whether the printed text is what the comment shows ({@code ...} matching any text). */
    boolean matches(String printed) {
      String shown = comment.split(" — ", 2)[0].strip();
      List<String> parts = new ArrayList<>();
      for (String part : shown.split("\\.\\.\\.", -1)) {
        parts.add(Pattern.quote(part));
      }
      return Pattern.compile(String.join(".*", parts), Pattern.DOTALL).matcher(printed).matches();
    }
  }

  /** The example's code with each commented {@code println} kept, and the lines it shows. */
  record Instrumented(String code, List<Shown> shown) {}

  /** Rewrites the {@code println} lines of an example whose comment shows what they print. */
  static Instrumented instrument(String prefix, String code) {
    Matcher m = PRINT.matcher(code);
    StringBuilder out = new StringBuilder();
    List<Shown> shown = new ArrayList<>();
    while (m.find()) {
      String key = prefix + ":" + shown.size();
      shown.add(new Shown(key, m.group(4)));
      String call =
          m.group(1)
              + PrintedLines.class.getName()
              + ".println(\""
              + key
              + "\", "
              + m.group(2)
              + ");"
              + m.group(3)
              + "// "
              + m.group(4);
      m.appendReplacement(out, Matcher.quoteReplacement(call));
    }
    m.appendTail(out);
    return new Instrumented(out.toString(), shown);
  }

  /**
   * Prints a value as {@code System.out.println} does and keeps its text under a key.
   *
   * @param key the example and line
   * @param value what the example prints
   */
  public static void println(String key, Object value) {
    String text = String.valueOf(value);
    PRINTED.put(key, text);
    System.out.println(text);
  }

  /** What was printed under a key, or null if that line did not run. */
  static String printed(String key) {
    return PRINTED.get(key);
  }
}
