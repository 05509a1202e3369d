package io.github.fanorona.examples;

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
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The code examples in the README and in the released modules' package and module overviews are the
 * documentation users copy first, so each one is compiled and run here against the real library.
 */
class DocExamplesTest {
  private static final Pattern BLOCK =
      Pattern.compile("<pre>\\{@code\\s*\\n(.*?)\\}</pre>", Pattern.DOTALL);
  private static final Pattern README_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
  private static final String IMPORTS =
      "import io.github.fanorona.core.*;\n"
          + "import io.github.fanorona.variants.*;\n"
          + "import io.github.fanorona.notation.*;\n"
          + "import io.github.fanorona.tables.*;\n"
          + "import io.github.fanorona.engine.*;\n"
          + "import java.util.*;\n"
          + "import java.nio.file.*;\n"
          + "import com.google.common.collect.*;\n";

  @TestFactory
  Stream<DynamicTest> overviewExamplesCompileAndRun() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
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
          String name = root.relativize(file) + " example " + n;
          tests.add(DynamicTest.dynamicTest(name, () -> compileAndRun(name, code)));
        }
      }
    }
    assertFalse(tests.isEmpty(), "no overview examples found under " + root);
    int n = 0;
    for (String doc : List.of("README.md", "docs/GUIDE.md")) {
      Matcher blocks = README_BLOCK.matcher(Files.readString(root.resolve(doc)));
      int inDoc = 0;
      while (blocks.find()) {
        n++;
        inDoc++;
        // Paths are relative to the checkout; tests run inside the examples module.
        String code =
            blocks.group(1).replace("\"examples/data/", "\"" + root.resolve("examples/data") + "/");
        String name = doc + " example " + inDoc;
        tests.add(DynamicTest.dynamicTest(name, () -> compileAndRun(name, code)));
      }
    }
    assertTrue(n >= 12, "expected the README's and the guide's Java examples, found " + n);
    return tests.stream();
  }

  private static void compileAndRun(String name, String code) throws Exception {
    String className = "OverviewExample";
    // The guide shows each example's imports: they go above the class, the rest into its body.
    StringBuilder imports = new StringBuilder(IMPORTS);
    StringBuilder body = new StringBuilder();
    for (String line : code.split("\n", -1)) {
      (line.startsWith("import ") ? imports : body).append(line).append('\n');
    }
    String source =
        imports
            + "public class "
            + className
            + " {\n  public static void run() throws Exception {\n"
            + body
            + "\n  }\n}\n";
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    // Under target/, not the system's temporary folder: a test run leaves nothing behind there.
    Path out =
        Files.createTempDirectory(Files.createDirectories(Paths.get("target")), "doc-example");
    StringWriter diagnostics = new StringWriter();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null)) {
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(out.toFile()));
      JavaFileObject unit =
          new SimpleJavaFileObject(
              URI.create("string:///" + className + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
              return source;
            }
          };
      boolean ok =
          compiler
              .getTask(
                  diagnostics,
                  files,
                  null,
                  List.of("-classpath", System.getProperty("java.class.path"), "-proc:none"),
                  null,
                  List.of(unit))
              .call();
      if (!ok) {
        fail(name + " does not compile:\n" + diagnostics + "\n" + source);
      }
    }
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {out.toUri().toURL()}, DocExamplesTest.class.getClassLoader())) {
      Method run = loader.loadClass(className).getMethod("run");
      run.invoke(null);
    }
  }
}
