package io.github.fanorona.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The code examples in the README, the guide, the documentation site's first page and the released
 * modules' package and module overviews are the documentation users copy first, so each one is
 * compiled and run here against the real library.
 */
class DocExamplesTest {
  private static final Pattern BLOCK =
      Pattern.compile("<pre>\\{@code\\s*\\n(.*?)\\}</pre>", Pattern.DOTALL);
  private static final Pattern README_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern PROGRAM =
      Pattern.compile("(?m)^public class (\\w+) \\{\\n\\s*public static void main\\(");
  private static final String SITE_OVERVIEW = "docs/javadoc/overview.html";
  private static final String IMPORTS =
      "import io.github.fanorona.core.*;\n"
          + "import io.github.fanorona.variants.*;\n"
          + "import io.github.fanorona.notation.*;\n"
          + "import io.github.fanorona.tables.*;\n"
          + "import io.github.fanorona.engine.*;\n"
          + "import io.github.fanorona.engine.search.*;\n"
          + "import java.util.*;\n"
          + "import java.nio.file.*;\n"
          + "import com.google.common.collect.*;\n";

  @TestFactory
  Stream<DynamicTest> overviewExamplesCompileAndRun() throws IOException {
    List<Example> examples = new ArrayList<>();
    Path root = Paths.get("..").toAbsolutePath().normalize();
    for (String module :
        List.of(
            "fanorona-core",
            "fanorona-variants",
            "fanorona-notation",
            "fanorona-tables",
            "fanorona-engine")) {
      Path src = root.resolve(module).resolve("src/main/java");
      List<Path> files;
      try (Stream<Path> walk = Files.walk(src)) {
        files =
            walk.filter(
                    p ->
                        p.getFileName().toString().equals("package-info.java")
                            || p.getFileName().toString().equals("module-info.java"))
                .sorted()
                .toList();
      }
      for (Path file : files) {
        Matcher m = BLOCK.matcher(Files.readString(file));
        int n = 0;
        while (m.find()) {
          n++;
          String code = m.group(1).replaceAll("(?m)^\\s*\\* ?", "");
          examples.add(new Example(root.relativize(file) + " example " + n, code));
        }
      }
    }
    assertFalse(examples.isEmpty(), "no overview examples found under " + root);
    int n = 0;
    for (String doc : List.of("README.md", "docs/GUIDE.md", SITE_OVERVIEW)) {
      List<String> blocks = javaBlocks(root, doc);
      for (int i = 0; i < blocks.size(); i++) {
        n++;
        // Paths are relative to the checkout; tests run inside the examples module.
        String code =
            blocks.get(i).replace("\"examples/data/", "\"" + root.resolve("examples/data") + "/");
        examples.add(new Example(doc + " example " + (i + 1), code));
      }
    }
    assertTrue(n >= 12, "expected the README's and the guide's Java examples, found " + n);
    // One compiler run for all of them (a run per example cost most of this test's time); when
    // that fails, each example is compiled again on its own to say which ones do not compile.
    Path out = Paths.get("target", "doc-examples");
    deleteTree(out);
    Files.createDirectories(out);
    List<Source> sources = new ArrayList<>();
    for (int i = 0; i < examples.size(); i++) {
      sources.add(source("ex" + i, examples.get(i).code()));
    }
    boolean together = compile(sources, out, new StringWriter());
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < examples.size(); i++) {
      Example e = examples.get(i);
      Source source = sources.get(i);
      tests.add(
          DynamicTest.dynamicTest(
              e.name(),
              () -> {
                if (together) {
                  run(out, source);
                } else {
                  compileAndRun(e.name(), source);
                }
              }));
    }
    return tests.stream();
  }

  @AfterAll
  static void deleteTheClasses() throws IOException {
    deleteTree(Paths.get("target", "doc-examples"));
  }

  /** A code example and where it stands. */
  private record Example(String name, String code) {}

  /**
   * The site's first page and the guide teach the same steps: their examples are the same text, in
   * the same order, so that neither can go stale while the other is fixed.
   */
  @Test
  void siteOverviewHasTheGuidesExamples() throws IOException {
    Path root = Paths.get("..").toAbsolutePath().normalize();
    List<String> guide = javaBlocks(root, "docs/GUIDE.md");
    List<String> overview = javaBlocks(root, SITE_OVERVIEW);
    for (int i = 0; i < Math.min(guide.size(), overview.size()); i++) {
      assertEquals(
          guide.get(i),
          overview.get(i),
          "example " + (i + 1) + " of " + SITE_OVERVIEW + " differs from docs/GUIDE.md's");
    }
    assertEquals(guide.size(), overview.size(), "examples in docs/GUIDE.md and " + SITE_OVERVIEW);
  }

  /** The Java examples of a Markdown file (```java fences) or of an HTML page ({@code <pre>}). */
  private static List<String> javaBlocks(Path root, String doc) throws IOException {
    Matcher m =
        (doc.endsWith(".md") ? README_BLOCK : BLOCK).matcher(Files.readString(root.resolve(doc)));
    List<String> blocks = new ArrayList<>();
    while (m.find()) {
      blocks.add(m.group(1));
    }
    return blocks;
  }

  /** An example made a class of its own package: a whole program, or a body for a method. */
  private record Source(
      String pkg, String className, boolean program, String text, List<PrintedLines.Shown> shown) {}

  /**
   * The example as a class of its own package: the guide shows each example's imports, which go
   * above the class (an example with imports gets no others, so that its own list is checked to be
   * complete); the rest goes into its body, or, for a whole program (the guide's first example),
   * stays as it is and its main method is run.
   */
  private static Source source(String pkg, String published) {
    PrintedLines.Instrumented instrumented = PrintedLines.instrument(pkg, published);
    String code = instrumented.code();
    List<PrintedLines.Shown> shown = instrumented.shown();
    boolean ownImports = code.lines().anyMatch(line -> line.startsWith("import "));
    StringBuilder imports = new StringBuilder(ownImports ? "" : IMPORTS);
    StringBuilder body = new StringBuilder();
    for (String line : code.split("\n", -1)) {
      (line.startsWith("import ") ? imports : body).append(line).append('\n');
    }
    Matcher program = PROGRAM.matcher(body);
    if (program.find()) {
      return new Source(
          pkg, program.group(1), true, "package " + pkg + ";\n" + imports + body, shown);
    }
    String text =
        "package "
            + pkg
            + ";\n"
            + imports
            + "public class OverviewExample {\n  public static void run() throws Exception {\n"
            + body
            + "\n  }\n}\n";
    return new Source(pkg, "OverviewExample", false, text, shown);
  }

  private static void compileAndRun(String name, Source source) throws Exception {
    // Under target/, not the system's temporary folder, and deleted after the run.
    Path out =
        Files.createTempDirectory(Files.createDirectories(Paths.get("target")), "doc-example");
    try {
      StringWriter diagnostics = new StringWriter();
      if (!compile(List.of(source), out, diagnostics)) {
        fail(name + " does not compile:\n" + diagnostics + "\n" + source.text());
      }
      run(out, source);
    } finally {
      deleteTree(out);
    }
  }

  private static boolean compile(List<Source> sources, Path out, StringWriter diagnostics)
      throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null)) {
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(out.toFile()));
      List<JavaFileObject> units = new ArrayList<>();
      for (Source source : sources) {
        units.add(
            new SimpleJavaFileObject(
                URI.create("string:///" + source.pkg() + "/" + source.className() + ".java"),
                JavaFileObject.Kind.SOURCE) {
              @Override
              public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source.text();
              }
            });
      }
      return compiler
          .getTask(
              diagnostics,
              files,
              null,
              List.of("-classpath", System.getProperty("java.class.path"), "-proc:none"),
              null,
              units)
          .call();
    }
  }

  private static void run(Path out, Source source) throws Exception {
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {out.toUri().toURL()}, DocExamplesTest.class.getClassLoader())) {
      Class<?> example = loader.loadClass(source.pkg() + "." + source.className());
      if (source.program()) {
        Method main = example.getMethod("main", String[].class);
        main.invoke(null, (Object) new String[0]);
      } else {
        example.getMethod("run").invoke(null);
      }
    }
    for (PrintedLines.Shown shown : source.shown()) {
      String printed = PrintedLines.printed(shown.key());
      assertTrue(
          printed != null && shown.matches(printed),
          "an example prints\n"
              + printed
              + "\nbut its comment shows\n"
              + shown.comment()
              + "\n"
              + source.text());
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
