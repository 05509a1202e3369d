package io.github.fanorona.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jdk.jshell.ExpressionSnippet;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.VarSnippet;
import org.junit.jupiter.api.Test;

/**
 * The guide's jshell session (docs/GUIDE.md §1, and the same on the site's first page) shows what
 * jshell prints: each {@code jshell>} line is evaluated by the JDK's own jshell engine, on this
 * test's class path (the modules and Guava, which {@code examples.jar} holds), and the value it
 * shows, {@code name ==> value}, must be the line under it.
 */
class GuideJshellTest {
  private static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();
  private static final String COMMAND = "$ jshell --class-path examples/target/examples.jar";
  private static final String PROMPT = "jshell> ";

  @Test
  void theGuidesJshellSessionShowsWhatJshellPrints() throws IOException {
    List<String> guide = session(Files.readString(ROOT.resolve("docs/GUIDE.md")));
    List<String> site =
        session(
            Files.readString(ROOT.resolve("docs/javadoc/overview.html"))
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&#64;", "@")
                .replace("&#123;", "{")
                .replace("&#125;", "}")
                .replace("&amp;", "&"));
    assertEquals(guide, site, "the guide and the site's first page show the same session");
    List<String> shown = new ArrayList<>();
    shown.add(COMMAND);
    try (JShell jshell = JShell.builder().executionEngine("local").build()) {
      for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
        jshell.addToClasspath(entry);
      }
      for (String line : guide) {
        if (!line.startsWith(PROMPT)) {
          continue;
        }
        String input = line.substring(PROMPT.length());
        shown.add(line);
        // as the jshell tool does, complete a line that lacks only its semicolon
        String source = jshell.sourceCodeAnalysis().analyzeCompletion(input).source();
        for (SnippetEvent e : jshell.eval(source)) {
          if (e.causeSnippet() != null) {
            continue; // a snippet that this one updated, not this one's own answer
          }
          assertEquals(
              Snippet.Status.VALID,
              e.status(),
              input
                  + ": "
                  + jshell.diagnostics(e.snippet()).map(d -> d.getMessage(Locale.ROOT)).toList());
          assertNull(e.exception(), input);
          String value = e.value();
          if (value != null && !value.isEmpty()) {
            shown.add(name(e.snippet()) + " ==> " + value);
          }
        }
      }
    }
    assertTrue(shown.size() >= 8, "too short a session: " + shown);
    assertEquals(guide, shown);
  }

  /**
   * The name jshell shows before a value: the variable's, or {@code $N} for an expression, N the
   * snippet's number (the tool numbers them so; the engine alone would count its own $1, $2).
   */
  private static String name(Snippet s) {
    if (s.subKind() == Snippet.SubKind.TEMP_VAR_EXPRESSION_SUBKIND) {
      return "$" + s.id();
    }
    if (s instanceof VarSnippet v) {
      return v.name();
    }
    return ((ExpressionSnippet) s).name();
  }

  /** The lines of the session, from the jshell command to the end of its block. */
  private static List<String> session(String page) {
    List<String> lines = page.lines().toList();
    int start = lines.indexOf(COMMAND);
    assertTrue(start >= 0, "no jshell session starting with " + COMMAND);
    List<String> out = new ArrayList<>();
    for (String line : lines.subList(start, lines.size())) {
      if (line.startsWith("```") || line.startsWith("</pre>")) {
        break;
      }
      out.add(line);
    }
    return out;
  }
}
