package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The solve's progress bar, and the lines of a resumable build that stay as a log. */
class ProgressBarTest {
  @Test
  void eachPairOfABuildIsALineOfItsOwnNeverThrottled() {
    StringWriter text = new StringWriter();
    ProgressBar bar = new ProgressBar(new PrintWriter(text));
    bar.update("solve 3v3 d4", 10, 100);
    bar.update("restored 2v2", 20, 100);
    bar.update("saved 3v3: 10 positions in 1.0 s (0.00 M/s); 70 left, about 9 s", 30, 100);
    bar.update("solve 3v3 d5", 40, 100); // within a quarter second of the first: not drawn
    bar.finish();
    String out = text.toString();
    assertTrue(out.startsWith("\r[##"), out);
    assertTrue(
        out.endsWith(
            "\rrestored 2v2\n\rsaved 3v3: 10 positions in 1.0 s (0.00 M/s); 70 left, about 9 s\n"),
        out);
    assertEquals(1, out.split("solve 3v3", -1).length - 1, out);
  }
}
