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
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * No public method of a released module is there for nothing: each is called (or referenced, as in
 * {@code Turn::toString}) from outside its own class by main code or a test of some module. A
 * method that overrides or implements another (an interface's, {@code Object}'s) is used through
 * that one and is not counted; nor are the {@code values}/{@code valueOf} a compiler writes for
 * each enum. The classes are read from every module's {@code target/classes} and {@code
 * target/test-classes}, so the build must have compiled them (it has, when this module is tested in
 * the reactor).
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

  @Test
  void everyPublicMethodOfTheReleasedModulesIsCalledFromOutsideItsClass() {
    Path root = Paths.get("..").toAbsolutePath().normalize();
    List<Path> dirs = new ArrayList<>();
    for (String module : ALL) {
      for (String d : List.of("classes", "test-classes")) {
        if (d.equals("test-classes")
            && !Files.isDirectory(root.resolve(module).resolve("src/test"))) {
          continue; // a module with no tests (the benchmarks)
        }
        Path p = root.resolve(module).resolve("target").resolve(d);
        assertTrue(Files.isDirectory(p), p + " is compiled");
        dirs.add(p);
      }
    }
    JavaClasses classes = new ClassFileImporter().importPaths(dirs);
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
        if (m.getAccessesToSelf().stream().noneMatch(a -> fromOutside(a, c))) {
          uncalled.add(
              c.getName()
                  + "."
                  + m.getName()
                  + m.getRawParameterTypes().stream().map(JavaClass::getSimpleName).toList());
        }
      }
    }
    assertTrue(counted > 300, "the released modules' public methods were found: " + counted);
    assertEquals(
        List.of(),
        List.copyOf(uncalled),
        uncalled.size()
            + " of "
            + counted
            + " public methods are called by nothing outside their"
            + " class, not even a test:\n"
            + String.join("\n", uncalled));
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
