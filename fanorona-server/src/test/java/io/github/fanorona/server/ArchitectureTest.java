package io.github.fanorona.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The site's floor plan, checked on its compiled main classes: a package per job, each job's store
 * reached by that job (and the site that wires it) only, {@code web} over the jobs and never under
 * them, the shared words and the database below every job, no cycle between packages, one way to
 * the database, and no file or package too large to live in.
 */
class ArchitectureTest {
  private static final String SERVER = "io.github.fanorona.server";

  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages(SERVER);

  /** The jobs, each a package with its routes and one store of its own. */
  private static final List<String> JOBS =
      List.of("play", "club", "lobby", "players", "guide", "rating");

  /** The most lines a main class has, and the most classes a package holds. */
  private static final int MAX_LINES = 400;

  private static final int MAX_CLASSES = 12;

  @Test
  void webIsOverTheJobsAndNoJobDependsOnIt() {
    noClasses()
        .that()
        .resideOutsideOfPackage(SERVER + ".web..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage(SERVER + ".web..")
        .check(CLASSES);
  }

  @Test
  void theSharedWordsAndTheDatabaseAreBelowEveryJob() {
    noClasses()
        .that()
        .resideInAPackage(SERVER)
        .should()
        .dependOnClassesThat()
        .resideInAPackage(SERVER + ".(*)..")
        .check(CLASSES);
    for (String job : JOBS) {
      noClasses()
          .that()
          .resideInAnyPackage(SERVER + ".store..", SERVER + ".clock..")
          .should()
          .dependOnClassesThat()
          .resideInAPackage(SERVER + "." + job + "..")
          .check(CLASSES);
    }
  }

  @Test
  void noCycleBetweenPackages() {
    slices().matching(SERVER + ".(*)..").should().beFreeOfCycles().check(CLASSES);
  }

  /**
   * Each job's store (its interface, named {@code …Store} or {@code …Ledger}, and the classes that
   * implement it) is used by that job and by the site that makes it, no other job.
   */
  @Test
  void aJobsStoreIsItsOwn() {
    for (String job : JOBS) {
      String pkg = SERVER + "." + job + "..";
      classes()
          .that()
          .resideInAPackage(pkg)
          .and()
          .haveNameMatching(".*(Store|Ledger)")
          .should()
          .onlyBeAccessed()
          .byAnyPackage(pkg, SERVER + ".web..")
          .allowEmptyShould(job.equals("guide"))
          .check(CLASSES);
    }
  }

  /**
   * One way to the database: Jdbi, opened by {@code store.Database} over its pool; no class
   * prepares a JDBC statement or borrows from the pool itself (the relay's listening connection,
   * which Jdbi cannot listen on, is the one driver connection).
   */
  @Test
  void oneWayToTheDatabase() {
    noClasses()
        .that()
        .doNotHaveSimpleName("Database")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("javax.sql.DataSource")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("java.sql.PreparedStatement")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("com.zaxxer.hikari.HikariDataSource")
        .check(CLASSES);
    noClasses()
        .that()
        .resideOutsideOfPackage(SERVER + ".store..")
        .and()
        .haveSimpleNameNotStartingWith("Sql")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.jdbi..")
        .check(CLASSES);
  }

  /** No package holds more than {@value #MAX_CLASSES} top-level classes. */
  @Test
  void noPackageIsTooLarge() {
    Map<String, TreeSet<String>> byPackage = new TreeMap<>();
    for (JavaClass c : CLASSES) {
      if (c.isTopLevelClass() && !c.getSimpleName().equals("package-info")) {
        byPackage.computeIfAbsent(c.getPackageName(), k -> new TreeSet<>()).add(c.getSimpleName());
      }
    }
    assertTrue(byPackage.size() >= 10, byPackage.keySet().toString());
    String tooLarge =
        byPackage.entrySet().stream()
            .filter(e -> e.getValue().size() > MAX_CLASSES)
            .map(e -> e.getKey() + " " + e.getValue())
            .collect(Collectors.joining("; "));
    assertEquals("", tooLarge);
  }

  /** No main class is longer than {@value #MAX_LINES} lines. */
  @Test
  void noMainClassIsTooLong() throws IOException {
    Path main = Path.of("src/main/java/io/github/fanorona/server");
    try (Stream<Path> files = Files.walk(main)) {
      String tooLong =
          files
              .filter(p -> p.toString().endsWith(".java"))
              .filter(p -> lines(p) > MAX_LINES)
              .map(p -> main.relativize(p) + " " + lines(p))
              .collect(Collectors.joining("; "));
      assertEquals("", tooLong);
    }
  }

  private static long lines(Path p) {
    try (Stream<String> l = Files.lines(p)) {
      return l.count();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
