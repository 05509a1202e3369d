package io.github.fanorona.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The one-line javadoc examples that show a result ({@code <pre>{@code Variant.sivy().name() //
 * "sivy"}</pre>}) say what the code returns, so every one that stands on its own (it names no
 * variable of its surroundings) is compiled and run here and its result compared with the comment.
 * A result is checked when it is a value: a string literal, a number, {@code true} or {@code
 * false}, an {@code Optional}, a list, or a constant's name; prose after the comment marks is left
 * as prose.
 */
class ResultExamplesTest {
  private static final Pattern ONE_LINE =
      Pattern.compile("<pre>\\{@code (.+?)\\s+//\\s*(.+?)\\}</pre>");
  private static final Pattern VALUE =
      Pattern.compile(
          "\"(?:[^\"\\\\]|\\\\.)*\"|-?\\d+|true|false|Optional\\[.*\\]|Optional\\.empty"
              + "|\\[.*\\]|[A-Z][A-Z_]+");
  private static final String IMPORTS =
      "import io.github.fanorona.core.*;\n"
          + "import io.github.fanorona.variants.*;\n"
          + "import io.github.fanorona.notation.*;\n"
          + "import io.github.fanorona.tables.*;\n"
          + "import io.github.fanorona.engine.*;\n"
          + "import java.util.*;\n"
          + "import com.google.common.collect.*;\n";

  private record Example(String place, String code, String expected) {}

  @Test
  void everyStandaloneResultExampleSaysWhatTheCodeReturns() throws Exception {
    List<Example> examples = collect();
    Set<Integer> standalone = compilable(examples);
    List<String> wrong = new ArrayList<>();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {output.toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> holder = loader.loadClass("ResultExamples");
      for (int i : standalone) {
        Example e = examples.get(i);
        String actual = show(holder.getMethod("e" + i), e.expected());
        if (!agrees(actual, e.expected())) {
          wrong.add(
              e.place() + ": " + e.code() + "   // " + e.expected() + ", but it is " + actual);
        }
      }
    }
    assertEquals(List.of(), wrong, "javadoc results that the code does not return");
    assertTrue(
        standalone.size() >= 40,
        "expected at least 40 standalone result examples, found " + standalone.size());
  }

  private Path output = Paths.get(".");

  private static List<Example> collect() throws IOException {
    Path root = Paths.get("..").toAbsolutePath().normalize();
    List<Example> out = new ArrayList<>();
    for (String module :
        List.of(
            "fanorona-core",
            "fanorona-variants",
            "fanorona-notation",
            "fanorona-tables",
            "fanorona-engine")) {
      List<Path> files;
      try (Stream<Path> walk = Files.walk(root.resolve(module).resolve("src/main/java"))) {
        files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
      }
      for (Path file : files) {
        List<String> lines = Files.readAllLines(file);
        for (int n = 0; n < lines.size(); n++) {
          Matcher m = ONE_LINE.matcher(lines.get(n));
          if (m.find() && !m.group(1).strip().endsWith(";")) {
            String expected = m.group(2).strip();
            if (VALUE.matcher(expected).matches()) {
              String place = root.relativize(file) + ":" + (n + 1);
              out.add(new Example(place, unescape(m.group(1).strip()), expected));
            }
          }
        }
      }
    }
    return out;
  }

  /** Compiles every example as a method; those that need names from their context drop out. */
  private Set<Integer> compilable(List<Example> examples) throws IOException {
    Set<Integer> kept = new HashSet<>();
    for (int i = 0; i < examples.size(); i++) {
      kept.add(i);
    }
    output =
        Files.createTempDirectory(Files.createDirectories(Paths.get("target")), "result-examples");
    for (int attempt = 0; attempt < 3; attempt++) {
      Set<Integer> failed = compile(examples, kept);
      if (failed.isEmpty()) {
        return kept;
      }
      kept.removeAll(failed);
    }
    fail("the result examples still do not compile after dropping those that do not stand alone");
    return kept;
  }

  private Set<Integer> compile(List<Example> examples, Set<Integer> kept) throws IOException {
    StringBuilder source = new StringBuilder(IMPORTS).append("public class ResultExamples {\n");
    List<Integer> lineOwner = new ArrayList<>();
    for (int i = 0; i < IMPORTS.split("\n").length + 1; i++) {
      lineOwner.add(-1);
    }
    for (int i : kept) {
      source.append("public static Object e").append(i).append("() throws Exception {\n");
      source.append("return (").append(examples.get(i).code()).append(");\n}\n");
      lineOwner.add(i);
      lineOwner.add(i);
      lineOwner.add(i);
    }
    source.append("}\n");
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null)) {
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(output.toFile()));
      String text = source.toString();
      JavaFileObject unit =
          new SimpleJavaFileObject(
              URI.create("string:///ResultExamples.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
              return text;
            }
          };
      compiler
          .getTask(
              null,
              files,
              diagnostics,
              List.of(
                  "-classpath",
                  System.getProperty("java.class.path"),
                  "-proc:none",
                  "-Xmaxerrs",
                  "100000"),
              null,
              List.of(unit))
          .call();
    }
    Set<Integer> failed = new HashSet<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.ERROR) {
        int line = (int) d.getLineNumber() - 1;
        failed.add(line >= 0 && line < lineOwner.size() ? lineOwner.get(line) : -1);
      }
    }
    if (failed.contains(-1)) {
      fail("the result examples' class does not compile: " + diagnostics.getDiagnostics());
    }
    return failed;
  }

  /**
   * Equal, or for a string the comment shortened with "..." ("standard, seed000, ..."), a prefix.
   */
  private static boolean agrees(String actual, String expected) {
    if (expected.endsWith("...\"") || expected.endsWith("…\"")) {
      String head = expected.substring(0, expected.length() - (expected.endsWith("…\"") ? 2 : 4));
      return actual.startsWith(head);
    }
    return actual.equals(expected);
  }

  /** The value as the comment would write it: strings quoted, everything else by toString. */
  private static String show(Method method, String expected) throws Exception {
    Object value;
    try {
      value = method.invoke(null);
    } catch (InvocationTargetException e) {
      return "a thrown " + e.getCause();
    }
    if (value instanceof String s && expected.startsWith("\"")) {
      return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
    return String.valueOf(value).toUpperCase(Locale.ROOT).equals(expected)
            && value instanceof Enum<?>
        ? expected
        : String.valueOf(value);
  }

  private static String unescape(String javadocCode) {
    return javadocCode.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
  }
}
