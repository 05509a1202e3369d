package io.github.fanorona.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No public method of a released module is there for nothing (issue 45): each is called (or
 * referenced, as in {@code Turn::toString}) from outside its own class by a program (the main code
 * of any module: the released ones, the tool, the site, the lab, the benchmarks, the examples), by
 * a documentation example (the README's, the guide's, the site's first page's, a package's or
 * module's overview), or by a consumer project ({@code consumers/}). Tests do not count: a method
 * only a test calls is a method no user needs. A method that overrides or implements another (an
 * interface's, {@code Object}'s) is used through that one and is not counted; nor are the {@code
 * values}/{@code valueOf} a compiler writes for each enum, nor a record's component accessors. The
 * classes are read from every module's {@code target/classes}, so the build must have compiled them
 * (it has, when this module is tested in the reactor); the examples and consumers are read as text,
 * a static method found as {@code Owner.name(} or {@code Owner::name}, any other as {@code .name(}
 * or {@code ::name}.
 */
class UncalledMethodsTest {
  private static final List<String> RELEASED = PublicApiTest.RELEASED;

  /**
   * Every module whose classes may call them: the released ones, the applications, the lab, the npm
   * package's JavaScript face.
   */
  private static final List<String> ALL =
      ImmutableList.<String>builder()
          .addAll(RELEASED)
          .add("fanorona-lab", "fanorona-cli", "fanorona-server", "fanorona-js", "benchmarks")
          .add("examples")
          .build();

  /**
   * The public methods kept although only tests call them, each with the reason: queries of a
   * public value that a user interface needs and that the rules' tests in another module read.
   */
  static final java.util.Map<String, String> KEPT =
      java.util.Map.of(
          "Game.occurrences",
          "how often the position has stood: a site warns before a repetition draw",
          "AlignmentEngine.aligned",
          "the three-in-a-row judge of Fanoron-Telo, the level below boardOutcome for engines",
          "AlignmentEngine.lines",
          "the lines of three a Fanoron-Telo board has, which a site draws",
          "Variant.aliases",
          "the other names Variants.byName finds a variant by, which a program lists");

  @Test
  void theKeptMethodsAreStillPublic() {
    for (String kept : KEPT.keySet()) {
      String[] parts = kept.split("\\.");
      Class<?> owner =
          List.of(
                  io.github.fanorona.core.Game.class,
                  io.github.fanorona.core.AlignmentEngine.class,
                  io.github.fanorona.core.Variant.class)
              .stream()
              .filter(c -> c.getSimpleName().equals(parts[0]))
              .findFirst()
              .orElseThrow();
      assertTrue(
          java.util.Arrays.stream(owner.getMethods()).anyMatch(m -> m.getName().equals(parts[1])),
          kept + " is no longer public: take it off KEPT");
    }
  }

  @Test
  void everyPublicMethodOfTheReleasedModulesIsCalledByAProgramAnExampleOrAConsumer()
      throws IOException {
    Path root = Paths.get("..").toAbsolutePath().normalize();
    List<Path> dirs = new ArrayList<>();
    for (String module : ALL) {
      Path p = root.resolve(module).resolve("target").resolve("classes");
      assertTrue(Files.isDirectory(p), p + " is compiled");
      dirs.add(p);
    }
    JavaClasses classes = new ClassFileImporter().importPaths(dirs);
    String examples = examples(root);
    TreeSet<String> uncalled = new TreeSet<>();
    int counted = 0;
    for (JavaClass c : classes) {
      if (!released(root, c) || !c.getModifiers().contains(JavaModifier.PUBLIC)) {
        continue;
      }
      for (JavaMethod m : c.getMethods()) {
        if (!m.getModifiers().contains(JavaModifier.PUBLIC)
            || m.getModifiers().contains(JavaModifier.SYNTHETIC)
            || m.getModifiers().contains(JavaModifier.BRIDGE)
            || isEnumHelper(c, m)
            || isComponent(c, m)
            || overrides(c, m)) {
          continue;
        }
        counted++;
        if (m.getAccessesToSelf().stream().noneMatch(a -> fromOutside(a, c))
            && !inExamples(examples, c, m)
            && !KEPT.containsKey(c.getSimpleName() + "." + m.getName())) {
          uncalled.add(
              c.getName()
                  + "."
                  + m.getName()
                  + m.getRawParameterTypes().stream().map(JavaClass::getSimpleName).toList());
        }
      }
    }
    assertTrue(counted > 250, "the released modules' public methods were found: " + counted);
    assertEquals(
        List.of(),
        List.copyOf(uncalled),
        uncalled.size()
            + " of "
            + counted
            + " public methods are called by no program, documentation example or consumer"
            + " (tests do not count):\n"
            + String.join("\n", uncalled));
  }

  /**
   * The text of every documentation example and consumer project: the README's, the guide's and the
   * site's first page's Java blocks, the released modules' package and module overviews, and the
   * consumers' sources.
   */
  private static String examples(Path root) throws IOException {
    StringBuilder text = new StringBuilder();
    for (String doc : List.of("README.md", "docs/GUIDE.md", "docs/javadoc/overview.html")) {
      text.append(Files.readString(root.resolve(doc))).append('\n');
    }
    List<Path> sources = new ArrayList<>();
    for (String module : RELEASED) {
      try (Stream<Path> walk = Files.walk(root.resolve(module).resolve("src/main/java"))) {
        walk.filter(
                p ->
                    p.getFileName().toString().equals("package-info.java")
                        || p.getFileName().toString().equals("module-info.java"))
            .forEach(sources::add);
      }
    }
    try (Stream<Path> walk = Files.walk(root.resolve("consumers"))) {
      walk.filter(p -> p.toString().endsWith(".java") && !p.toString().contains("/target/"))
          .forEach(sources::add);
    }
    for (Path p : sources) {
      text.append(Files.readString(p)).append('\n');
    }
    return text.toString();
  }

  /** Whether an example or a consumer calls or references a method, told by its name. */
  private static boolean inExamples(String examples, JavaClass c, JavaMethod m) {
    String name = m.getName();
    if (m.getModifiers().contains(JavaModifier.STATIC)) {
      String owner = c.getSimpleName();
      return examples.contains(owner + "." + name + "(") || examples.contains(owner + "::" + name);
    }
    return examples.contains("." + name + "(") || examples.contains("::" + name);
  }

  /** Whether a class comes from a released module's main classes. */
  private static boolean released(Path root, JavaClass c) {
    Optional<java.net.URI> source = c.getSource().map(s -> s.getUri());
    if (source.isEmpty()) {
      return false;
    }
    String uri = source.get().toString();
    return RELEASED.stream().anyMatch(m -> uri.contains("/" + m + "/target/classes/"));
  }

  /** Whether a record's method is a component's accessor. */
  private static boolean isComponent(JavaClass c, JavaMethod m) {
    return m.getRawParameterTypes().isEmpty()
        && c.reflect().isRecord()
        && java.util.Arrays.stream(c.reflect().getRecordComponents())
            .anyMatch(rc -> rc.getName().equals(m.getName()));
  }

  private static boolean isEnumHelper(JavaClass c, JavaMethod m) {
    return c.isEnum() && (m.getName().equals("values") || m.getName().equals("valueOf"));
  }

  /**
   * Whether a method overrides or implements one of a supertype (Object's and the JDK's included),
   * by reflection, so that a generic parameter ({@code Comparable<Point>.compareTo}) matches.
   */
  private static boolean overrides(JavaClass c, JavaMethod m) {
    if (m.getModifiers().contains(JavaModifier.STATIC)) {
      return false;
    }
    Method own = m.reflect();
    List<Class<?>> supers = new ArrayList<>();
    List<Class<?>> todo = new ArrayList<>(List.of(c.reflect()));
    while (!todo.isEmpty()) {
      Class<?> k = todo.remove(todo.size() - 1);
      if (k.getSuperclass() != null) {
        supers.add(k.getSuperclass());
        todo.add(k.getSuperclass());
      }
      for (Class<?> i : k.getInterfaces()) {
        supers.add(i);
        todo.add(i);
      }
    }
    for (Class<?> s : supers) {
      for (Method sm : s.getDeclaredMethods()) {
        if (sm.getName().equals(own.getName())
            && !Modifier.isStatic(sm.getModifiers())
            && !Modifier.isPrivate(sm.getModifiers())
            && assignable(sm.getParameterTypes(), own.getParameterTypes())) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean assignable(Class<?>[] to, Class<?>[] from) {
    if (to.length != from.length) {
      return false;
    }
    for (int i = 0; i < to.length; i++) {
      if (!to[i].isAssignableFrom(from[i])) {
        return false;
      }
    }
    return true;
  }

  /** Whether an access comes from outside the method's own top-level class. */
  private static boolean fromOutside(JavaAccess<?> a, JavaClass owner) {
    return !top(a.getOriginOwner()).equals(top(owner));
  }

  private static JavaClass top(JavaClass c) {
    JavaClass t = c;
    while (t.getEnclosingClass().isPresent()) {
      t = t.getEnclosingClass().get();
    }
    return t;
  }
}
