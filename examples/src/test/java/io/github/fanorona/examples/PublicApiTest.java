package io.github.fanorona.examples;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The public API of every released module is recorded in its {@code api.txt}, one signature a line,
 * so that a change to it is a decision: the build fails until the listing is updated on purpose,
 * with {@code ./mvnw -B -pl examples -am verify -Dapi.update=true} (or just this test), and the
 * diff of {@code api.txt} shows the change in review.
 */
class PublicApiTest {
  private static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();

  /** The released modules, in the order they build. */
  static final List<String> RELEASED =
      List.of(
          "fanorona-core",
          "fanorona-variants",
          "fanorona-notation",
          "fanorona-tables",
          "fanorona-engine");

  @TestFactory
  Stream<DynamicTest> theApiOfEachReleasedModuleIsTheRecordedOne() {
    return RELEASED.stream().map(m -> DynamicTest.dynamicTest(m, () -> check(m)));
  }

  private static void check(String module) throws IOException, ClassNotFoundException {
    List<String> actual = listing(ROOT.resolve(module).resolve("target/classes"));
    assertFalse(actual.isEmpty(), module + ": no public types found");
    Path recorded = ROOT.resolve(module).resolve("api.txt");
    String text = String.join("\n", actual) + "\n";
    if (Boolean.getBoolean("api.update")) {
      Files.writeString(recorded, text, StandardCharsets.UTF_8);
      return;
    }
    List<String> expected =
        Files.exists(recorded) ? Files.readAllLines(recorded, StandardCharsets.UTF_8) : List.of();
    if (!expected.equals(actual)) {
      fail(
          module
              + "'s public API differs from "
              + ROOT.relativize(recorded)
              + ":\n"
              + difference(expected, actual)
              + "If the change is meant, rerun with -Dapi.update=true and commit api.txt.");
    }
  }

  /** Lines only in one of the two listings, marked {@code -} (recorded) and {@code +} (built). */
  private static String difference(List<String> expected, List<String> actual) {
    StringBuilder out = new StringBuilder();
    TreeSet<String> gone = new TreeSet<>(expected);
    actual.forEach(gone::remove);
    TreeSet<String> added = new TreeSet<>(actual);
    expected.forEach(added::remove);
    gone.forEach(l -> out.append("- ").append(l).append('\n'));
    added.forEach(l -> out.append("+ ").append(l).append('\n'));
    return out.toString();
  }

  /**
   * Every public type of a class folder's exported packages (those its {@code module-info} exports
   * to everyone: a package exported only to named modules, such as the engine's switches for the
   * lab, is not API) and its public and protected members, sorted.
   */
  static List<String> listing(Path classes) throws IOException, ClassNotFoundException {
    Set<String> exported = exportedPackages(classes);
    TreeSet<String> out = new TreeSet<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(classes)) {
      files = walk.filter(p -> p.toString().endsWith(".class")).toList();
    }
    for (Path file : files) {
      String name =
          classes.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
      if (name.endsWith("module-info") || name.endsWith("package-info")) {
        continue;
      }
      Class<?> type = Class.forName(name, false, PublicApiTest.class.getClassLoader());
      if (exported.contains(type.getPackageName()) && isExported(type)) {
        describe(type, out);
      }
    }
    return new ArrayList<>(out);
  }

  /** The packages a module exports to every reader. */
  private static Set<String> exportedPackages(Path classes) throws IOException {
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      return ModuleDescriptor.read(in).exports().stream()
          .filter(e -> !e.isQualified())
          .map(ModuleDescriptor.Exports::source)
          .collect(Collectors.toSet());
    }
  }

  /** Public, and every enclosing type public too: what a user can name. */
  private static boolean isExported(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
      if (!Modifier.isPublic(c.getModifiers()) || c.isAnonymousClass() || c.isLocalClass()) {
        return false;
      }
    }
    return !type.isSynthetic();
  }

  private static void describe(Class<?> type, TreeSet<String> out) {
    String owner = type.getName();
    out.add(owner + " : " + kind(type));
    boolean extensible = !Modifier.isFinal(type.getModifiers()) && !type.isSealed();
    for (Field f : type.getDeclaredFields()) {
      if (visible(f.getModifiers(), extensible) && !f.isSynthetic()) {
        out.add(owner + " : " + f.toGenericString());
      }
    }
    List<Executable> members = new ArrayList<>(List.of(type.getDeclaredConstructors()));
    members.addAll(List.of(type.getDeclaredMethods()));
    for (Executable e : members) {
      boolean generated = e.isSynthetic() || (e instanceof Method m && m.isBridge());
      if (visible(e.getModifiers(), extensible) && !generated) {
        out.add(owner + " : " + (e instanceof Constructor<?> c ? c : e).toGenericString());
      }
    }
  }

  private static boolean visible(int modifiers, boolean extensible) {
    return Modifier.isPublic(modifiers) || (extensible && Modifier.isProtected(modifiers));
  }

  private static String kind(Class<?> type) {
    String modifiers = Modifier.toString(type.getModifiers() & ~Modifier.INTERFACE);
    String sealed = type.isSealed() ? " sealed" : "";
    String what =
        type.isAnnotation()
            ? "@interface"
            : type.isInterface()
                ? "interface"
                : type.isEnum() ? "enum" : type.isRecord() ? "record" : "class";
    Class<?> parent = type.getSuperclass();
    String extendsPart =
        parent == null || parent == Object.class || type.isEnum() || type.isRecord()
            ? ""
            : " extends " + parent.getName();
    List<String> interfaces = new ArrayList<>();
    for (java.lang.reflect.Type t : type.getGenericInterfaces()) {
      interfaces.add(t.getTypeName());
    }
    String implementsPart =
        interfaces.isEmpty()
            ? ""
            : (type.isInterface() ? " extends " : " implements ") + String.join(", ", interfaces);
    return (modifiers + sealed + " " + what).trim() + extendsPart + implementsPart;
  }
}
