package io.github.fanorona.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ObjIntConsumer;
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
 * The javadoc examples that show a result ({@code <pre>{@code Variant.sivy().name() //
 * "sivy"}</pre>}) say what the code returns, so every one that stands on its own (it names no
 * variable of its surroundings) is compiled and run here and its result compared with the comment.
 * A result is checked when it is a value: a string literal, a character, a number, {@code true} or
 * {@code false}, an {@code Optional}, a list, a constant's name, one word such as {@code e3} or
 * {@code d3-e3W} (the value's {@code toString}), or {@code throws SomeException}; prose after the
 * comment marks is left as prose. In an example of several lines the comment is checked where it
 * ends a line that is a whole statement: an expression ({@code game.outcome(); // Optional.empty})
 * or a variable's declaration ({@code int n = turns.size(); // 5}).
 */
class ResultExamplesTest {
  private static final Pattern ONE_LINE =
      Pattern.compile("<pre>\\{@code (.+?)\\s+//\\s*(.+?)\\}</pre>", Pattern.DOTALL);
  private static final Pattern VALUE =
      Pattern.compile(
          "\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)'|-?\\d+(?:\\.\\d+)?|true|false"
              + "|Optional\\[.*\\]|Optional\\.empty|\\[.*\\]|[A-Z][A-Z_]+|[a-z][\\w.=+-]*"
              + "|throws [A-Z]\\w*");
  private static final String IMPORTS =
      "import io.github.fanorona.core.*;\n"
          + "import io.github.fanorona.variants.*;\n"
          + "import io.github.fanorona.notation.*;\n"
          + "import io.github.fanorona.tables.*;\n"
          + "import io.github.fanorona.engine.*;\n"
          + "import io.github.fanorona.engine.search.*;\n"
          + "import java.util.*;\n"
          + "import java.nio.file.*;\n"
          + "import java.io.*;\n"
          + "import java.time.*;\n"
          + "import com.google.common.collect.*;\n";
  private static final List<String> MODULES =
      List.of(
          "fanorona-core",
          "fanorona-variants",
          "fanorona-notation",
          "fanorona-tables",
          "fanorona-engine");

  /** A {@code <pre>{@code ...}</pre>} block: where it starts, and its code lines. */
  private record Block(String place, List<String> lines) {}

  /** One result comment: the code that computes it, and what the comment says it is. */
  private record Example(String place, String code, String expected) {}

  @Test
  void everyStandaloneResultExampleSaysWhatTheCodeReturns() throws Exception {
    List<Example> examples = new ArrayList<>();
    for (Block b : blocks()) {
      // One expression, possibly wrapped, its result on the last line: "expression // value".
      List<String> lines = b.lines();
      String last = lines.get(lines.size() - 1);
      String head = String.join(" ", lines.subList(0, lines.size() - 1)).strip();
      Matcher m = ONE_LINE.matcher("<pre>{@code " + (head + " " + last).strip() + "}</pre>");
      if ((lines.size() == 1 || last.strip().startsWith("//") && !head.contains(";"))
          && m.matches()
          && !m.group(1).strip().endsWith(";")) {
        String expected = m.group(2).strip();
        if (VALUE.matcher(expected).matches()) {
          examples.add(new Example(b.place(), m.group(1).strip(), expected));
        }
      }
    }
    List<String> methods = new ArrayList<>();
    for (int i = 0; i < examples.size(); i++) {
      methods.add(
          "public static void e"
              + i
              + "(ObjIntConsumer<Object> check) throws Exception {\n"
              + "check.accept("
              + examples.get(i).code()
              + ", "
              + i
              + ");\n}\n");
    }
    Set<Integer> standalone = compilable("ResultExamples", methods);
    List<List<Integer>> owned = new ArrayList<>();
    for (int i = 0; i < examples.size(); i++) {
      owned.add(List.of(i));
    }
    List<String> wrong = run("ResultExamples", "e", standalone, owned, examples);
    System.out.println(
        standalone.size() + " of " + examples.size() + " one-line result examples checked");
    assertEquals(List.of(), wrong, "javadoc results that the code does not return");
    assertTrue(
        standalone.size() >= 240,
        "expected at least 240 standalone one-line result examples, found " + standalone.size());
  }

  @Test
  void everyStandaloneBlockSaysWhatItsStatementsReturn() throws Exception {
    // The one-line examples that are statements (they end with a semicolon) are checked here too.
    List<Block> blocks =
        blocks().stream()
            .filter(b -> b.lines().size() > 1 || EXPRESSION.matcher(b.lines().get(0)).matches())
            .toList();
    List<Example> checks = new ArrayList<>();
    List<String> methods = new ArrayList<>();
    List<List<Integer>> checksOf = new ArrayList<>();
    for (int i = 0; i < blocks.size(); i++) {
      List<Integer> own = new ArrayList<>();
      StringBuilder body = new StringBuilder();
      boolean statementStarts = true;
      for (String line : blocks.get(i).lines()) {
        String code = line.replaceFirst("\\s*//.*$", "");
        Matcher declaration = DECLARATION.matcher(line);
        Matcher expression = EXPRESSION.matcher(line);
        if (statementStarts
            && declaration.matches()
            && VALUE.matcher(declaration.group(3)).matches()) {
          own.add(checks.size());
          body.append(declaration.group(1))
              .append("; check.accept(")
              .append(declaration.group(2))
              .append(", ")
              .append(checks.size())
              .append(");");
          checks.add(
              new Example(blocks.get(i).place(), declaration.group(1), declaration.group(3)));
        } else if (statementStarts
            && expression.matches()
            && balanced(expression.group(1))
            && VALUE.matcher(expression.group(2)).matches()) {
          own.add(checks.size());
          body.append("check.accept(")
              .append(expression.group(1))
              .append(", ")
              .append(checks.size())
              .append(");");
          checks.add(new Example(blocks.get(i).place(), expression.group(1), expression.group(2)));
        } else {
          body.append(line);
        }
        body.append('\n');
        String end = code.strip();
        statementStarts =
            end.isEmpty() || end.endsWith(";") || end.endsWith("{") || end.endsWith("}");
      }
      checksOf.add(own);
      methods.add(
          "public static void b"
              + i
              + "(ObjIntConsumer<Object> check) throws Exception {\n"
              + body
              + "}\n");
    }
    Set<Integer> standalone = compilable("BlockExamples", methods);
    // Only the blocks that say a result run: the others are compiled, but may write files.
    standalone.removeIf(i -> checksOf.get(i).isEmpty());
    List<String> wrong = run("BlockExamples", "b", standalone, checksOf, checks);
    int checked = standalone.stream().mapToInt(i -> checksOf.get(i).size()).sum();
    System.out.println(
        checked
            + " of "
            + checks.size()
            + " results checked in "
            + standalone.size()
            + " standalone blocks");
    assertEquals(List.of(), wrong, "javadoc results that the code does not return");
    assertTrue(
        checked >= 180,
        "expected at least 180 results checked in "
            + standalone.size()
            + " standalone blocks of several lines, found "
            + checked);
  }

  private static final Pattern DECLARATION =
      Pattern.compile(
          "(\\s*(?:final\\s+)?[A-Za-z_][\\w.]*(?:<.*>)?(?:\\[\\])*\\s+(\\w+)\\s*=[^=].*?);"
              + "\\s*//\\s*(.+?)\\s*");
  private static final Pattern EXPRESSION =
      Pattern.compile("\\s*(?!(?:return|throw|if|for|while|try|else)\\b)(.+?);\\s*//\\s*(.+?)\\s*");

  private static boolean balanced(String code) {
    int depth = 0;
    for (char c : code.toCharArray()) {
      depth += c == '(' || c == '{' || c == '[' ? 1 : c == ')' || c == '}' || c == ']' ? -1 : 0;
      if (depth < 0) {
        return false;
      }
    }
    return depth == 0;
  }

  private static final Pattern PRE = Pattern.compile("<pre>(?:\\s*\\*)?\\s*\\{@code");

  private Path output = Paths.get(".");

  /** Every example block of the released modules' main sources, its code unescaped. */
  private static List<Block> blocks() throws IOException {
    Path root = Paths.get("..").toAbsolutePath().normalize();
    List<Block> out = new ArrayList<>();
    for (String module : MODULES) {
      List<Path> files;
      try (Stream<Path> walk = Files.walk(root.resolve(module).resolve("src/main/java"))) {
        files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
      }
      for (Path file : files) {
        String text = Files.readString(file);
        // Formatted javadoc writes a long example as "<pre>", then "{@code ...}" on the next line.
        Matcher opening = PRE.matcher(text);
        int from = 0;
        while (opening.find(from)) {
          from = opening.start();
          int start = opening.end();
          int end = start;
          for (int depth = 1; depth > 0 && end < text.length(); end++) {
            char c = text.charAt(end);
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
          }
          List<String> lines = new ArrayList<>();
          for (String line : text.substring(start, end - 1).split("\n", -1)) {
            String code = unescape(line.replaceFirst("^\\s*\\*( |$)", ""));
            if (!code.isBlank()) {
              lines.add(lines.isEmpty() ? code.strip() : code);
            }
          }
          int lineNumber = 1 + (int) text.substring(0, from).chars().filter(c -> c == '\n').count();
          out.add(new Block(root.relativize(file) + ":" + lineNumber, lines));
          from = end;
        }
      }
    }
    return out;
  }

  /**
   * Compiles the methods into one class; those that need names from their context drop out. A
   * syntax error hides the other methods' errors, so it compiles again until all that is left does.
   */
  private Set<Integer> compilable(String className, List<String> methods) throws IOException {
    Set<Integer> kept = new LinkedHashSet<>();
    for (int i = 0; i < methods.size(); i++) {
      kept.add(i);
    }
    output = Files.createTempDirectory(Files.createDirectories(Paths.get("target")), className);
    for (int attempt = 0; attempt < 20; attempt++) {
      Set<Integer> failed = compile(className, methods, kept);
      if (failed.isEmpty()) {
        return kept;
      }
      kept.removeAll(failed);
    }
    fail("the " + className + " still do not compile after dropping those that do not stand alone");
    return kept;
  }

  private Set<Integer> compile(String className, List<String> methods, Set<Integer> kept)
      throws IOException {
    String imports = IMPORTS + "import java.util.function.ObjIntConsumer;\n";
    StringBuilder source = new StringBuilder(imports).append("public class " + className + " {\n");
    List<Integer> lineOwner = new ArrayList<>();
    for (int i = 0; i < imports.split("\n").length + 1; i++) {
      lineOwner.add(-1);
    }
    for (int i : kept) {
      source.append(methods.get(i));
      for (long n = methods.get(i).chars().filter(c -> c == '\n').count(); n > 0; n--) {
        lineOwner.add(i);
      }
    }
    source.append("}\n");
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null)) {
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(output.toFile()));
      String text = source.toString();
      JavaFileObject unit =
          new SimpleJavaFileObject(
              URI.create("string:///" + className + ".java"), JavaFileObject.Kind.SOURCE) {
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
    Set<Integer> failed = new LinkedHashSet<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.ERROR) {
        int line = (int) d.getLineNumber() - 1;
        failed.add(line >= 0 && line < lineOwner.size() ? lineOwner.get(line) : -1);
      }
    }
    if (failed.contains(-1)) {
      fail("the " + className + " class does not compile: " + diagnostics.getDiagnostics());
    }
    return failed;
  }

  /**
   * Runs the compiled methods and lists every result that differs from its comment; method {@code
   * i} computes the results {@code owned.get(i)}.
   */
  private List<String> run(
      String className,
      String prefix,
      Set<Integer> methods,
      List<List<Integer>> owned,
      List<Example> results)
      throws Exception {
    List<String> wrong = new ArrayList<>();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {output.toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> holder = loader.loadClass(className);
      for (int i : methods) {
        Map<Integer, Object> seen = new HashMap<>();
        ObjIntConsumer<Object> check = (value, n) -> seen.put(n, value);
        String thrown = "not reached";
        try {
          holder.getMethod(prefix + i, ObjIntConsumer.class).invoke(null, check);
        } catch (InvocationTargetException e) {
          thrown = thrown(e.getCause());
        }
        for (int n : owned.get(i)) {
          Example e = results.get(n);
          String actual = seen.containsKey(n) ? show(seen.get(n), e.expected()) : thrown;
          if (!agrees(actual, e.expected())) {
            wrong.add(
                e.place() + ": " + e.code() + "   // " + e.expected() + ", but it is " + actual);
          }
        }
      }
    }
    return wrong;
  }

  private static String thrown(Throwable t) {
    return "a thrown " + t;
  }

  /**
   * Equal, or for a string the comment shortened with "..." ("standard, seed000, ..."), a prefix;
   * {@code throws X} agrees with an exception whose class is called X.
   */
  private static boolean agrees(String actual, String expected) {
    if (expected.endsWith("...\"") || expected.endsWith("…\"")) {
      String head = expected.substring(0, expected.length() - (expected.endsWith("…\"") ? 2 : 4));
      return actual.startsWith(head);
    }
    if (expected.startsWith("throws ")) {
      return actual.matches(
          "a thrown ([\\w$]+\\.)*" + Pattern.quote(expected.substring(7)) + "(:.*)?");
    }
    return actual.equals(expected);
  }

  /**
   * The value as the comment would write it: strings quoted (with {@code \\n} for a line break),
   * characters in single quotes, everything else by toString.
   */
  private static String show(Object value, String expected) {
    if (value instanceof String s && expected.startsWith("\"")) {
      return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }
    if (value instanceof Character c && expected.startsWith("'")) {
      return "'" + c + "'";
    }
    return String.valueOf(value).toUpperCase(Locale.ROOT).equals(expected)
            && value instanceof Enum<?>
        ? expected
        : String.valueOf(value);
  }

  private static String unescape(String javadocCode) {
    return javadocCode
        .replace("{@literal @}", "@")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#64;", "@")
        .replace("&amp;", "&");
  }
}
