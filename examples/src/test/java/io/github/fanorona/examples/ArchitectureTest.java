package io.github.fanorona.examples;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.AccessTarget.CodeUnitAccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnView;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The architecture a reader relies on, checked on the compiled main classes of every module:
 * modules import one way (core knows no other module; variants knows core; notation knows core and
 * variants; the engine knows core; tables know core and the engine, whose oracle interface they
 * implement; the unreleased lab knows the engine; the tool knows all; the examples all but the tool
 * and the lab), the engine's switches for the lab used by the engine and the lab only, no package
 * cycles, no class in notation touches bitboards (see {@link #BITBOARD_API}), and no record format
 * calls another.
 */
class ArchitectureTest {
  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("io.github.fanorona");

  /**
   * The bitboard API: the public members of core that take or return stones as a {@code long} mask
   * (bit {@code y * width + x}) or a point as an {@code int} index. The engine and its tests use
   * them for speed; text and diagrams speak in {@code Point}s, {@code Step}s and {@code Turn}s.
   * Written as {@code Owner.method(ParameterTypes)}; a test checks that each exists.
   */
  static final Set<String> BITBOARD_API =
      Set.of(
          "Position.of(Geometry, long, long, Side)",
          "Position.placement(Geometry, long, long, Side, int, int)",
          "Position.stones(Side)",
          "Position.empty()",
          "Position.huffable()",
          "Position.withHuffable(long)",
          "Geometry.index(Point)",
          "Geometry.point(int)",
          "Geometry.allMask()",
          "TurnView.originIndex()",
          "TurnView.landingIndex(int)",
          "TurnView.capturedMask(int)",
          "TurnView.endIndex()",
          "TurnView.takenMask()",
          "TurnView.huffIndex()",
          "TurnView.liableAfter()");

  @Test
  void modulesImportOneWay() {
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("core")
        .definedBy("io.github.fanorona.core..")
        .layer("variants")
        .definedBy("io.github.fanorona.variants..")
        .layer("notation")
        .definedBy("io.github.fanorona.notation..")
        .layer("tables")
        .definedBy("io.github.fanorona.tables..")
        .layer("engine")
        .definedBy("io.github.fanorona.engine..")
        .layer("lab")
        .definedBy("io.github.fanorona.lab..")
        .layer("tool")
        .definedBy("io.github.fanorona.cli..")
        .layer("examples")
        .definedBy("io.github.fanorona.examples..")
        .whereLayer("examples")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("tool")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("lab")
        .mayOnlyBeAccessedByLayers("tool")
        .whereLayer("tables")
        .mayOnlyBeAccessedByLayers("tool", "examples")
        .whereLayer("engine")
        .mayOnlyBeAccessedByLayers("tables", "lab", "tool", "examples")
        .whereLayer("notation")
        .mayOnlyBeAccessedByLayers("tool", "examples")
        .whereLayer("variants")
        .mayOnlyBeAccessedByLayers("notation", "tool", "examples")
        .check(CLASSES);
  }

  /**
   * The engine's switches ({@code engine.search}, exported to the lab module only) are used by the
   * engine, the lab and the benchmarks (which run on the class path); the tool plays the lab's
   * players and switches nothing itself, and no released module but the engine reaches them.
   */
  @Test
  void onlyTheEngineAndTheLabUseTheEnginesSwitches() {
    noClasses()
        .that()
        .resideOutsideOfPackages(
            "io.github.fanorona.engine..",
            "io.github.fanorona.lab..",
            "io.github.fanorona.benchmarks..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.github.fanorona.engine.search..")
        .check(CLASSES);
  }

  /** The released engine holds no match, player or tuning type: those are the lab's. */
  @Test
  void theReleasedEngineHoldsNoLabType() {
    for (JavaClass c : CLASSES) {
      if (c.getPackageName().startsWith("io.github.fanorona.engine")) {
        String name = c.getSimpleName();
        assertFalse(
            name.contains("Match")
                || name.contains("Player")
                || name.contains("Tuning")
                || name.contains("Baseline"),
            c.getName() + " is lab furniture in the released engine");
      }
    }
  }

  /** The rules know nothing of the engine, the tables or the tool. */
  @Test
  void theRulesDependOnNothingOfTheEngineTablesOrTool() {
    noClasses()
        .that()
        .resideInAnyPackage("io.github.fanorona.core..", "io.github.fanorona.variants..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "io.github.fanorona.engine..",
            "io.github.fanorona.tables..",
            "io.github.fanorona.lab..",
            "io.github.fanorona.cli..")
        .check(CLASSES);
  }

  /** The command line is the tool's business: no library module or example uses picocli. */
  @Test
  void onlyTheToolUsesPicocli() {
    noClasses()
        .that()
        .resideOutsideOfPackage("io.github.fanorona.cli..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("picocli..")
        .check(CLASSES);
  }

  /** No cycles between modules: each module's packages taken together. */
  @Test
  void noCyclesBetweenModules() {
    slices().matching("io.github.fanorona.(*)..").should().beFreeOfCycles().check(CLASSES);
  }

  /**
   * No cycles between the packages of a module either (issue 45): a module's machinery lies
   * package-private beside the concept it serves, as Guava's does, and a package of its own holds
   * only machinery that needs nothing package-private of the types that use it, so that it is used
   * one way (the engine's {@code engine.search} holds only the switches its search reads).
   */
  @Test
  void noPackageCyclesInsideAModule() {
    for (String module : List.of("core", "variants", "notation", "tables", "engine")) {
      // each package its own slice
      slices()
          .matching("io.github.fanorona.(**)")
          .should()
          .beFreeOfCycles()
          .check(
              CLASSES.that(
                  JavaClass.Predicates.resideInAPackage("io.github.fanorona." + module + "..")));
    }
  }

  /**
   * No "access door": no class hands out the package-private members of another package through a
   * static {@code door()} (the JDK's shared secrets), which tied each package to the other both
   * ways and, on the class path, handed anyone a {@code Turn}'s constructor (issue 45).
   */
  @Test
  void noAccessDoors() {
    Set<String> doors = new TreeSet<>();
    for (JavaClass c : CLASSES) {
      if (c.getMethods().stream()
          .anyMatch(
              m -> m.getName().equals("door") && m.getModifiers().contains(JavaModifier.STATIC))) {
        doors.add(c.getName());
      }
    }
    assertEquals(Set.of(), doors, "access doors");
  }

  @Test
  void notationDoesNotTouchBitboards() {
    ArchRule rule =
        noClasses()
            .that()
            .resideInAPackage("io.github.fanorona.notation..")
            .should(useTheBitboardApi());
    rule.check(CLASSES);
  }

  /**
   * The record formats are peers: each reads and writes its own text through the shared helpers
   * ({@code Movetext}, {@code RecordText}, {@code TextCursor}, {@code RecordTags}, {@code
   * GameRecord}, {@code Problem}); none calls another.
   */
  @Test
  void recordFormatsDoNotCallEachOther() {
    for (String format : FORMATS) {
      noClasses()
          .that()
          .haveFullyQualifiedName("io.github.fanorona.notation." + format)
          .or()
          .haveNameMatching("io\\.github\\.fanorona\\.notation\\." + format + "\\$.*")
          .should()
          .dependOnClassesThat(isAnotherFormat(format))
          .check(CLASSES);
    }
  }

  private static final List<String> FORMATS =
      List.of("PgnRecord", "MoveLog", "GamerzRecord", "BoardspaceSgf");

  private static com.tngtech.archunit.base.DescribedPredicate<JavaClass> isAnotherFormat(
      String format) {
    return com.tngtech.archunit.base.DescribedPredicate.describe(
        "are another record format than " + format,
        c -> {
          String top = c.getName().replaceFirst("\\$.*$", "");
          return FORMATS.stream()
              .filter(f -> !f.equals(format))
              .anyMatch(f -> top.equals("io.github.fanorona.notation." + f));
        });
  }

  @Test
  void everyMemberOfTheBitboardApiExists() {
    Set<String> declared = new TreeSet<>();
    for (Class<?> owner :
        List.of(Position.class, Geometry.class, Turn.class, TurnView.class, CaptureEngine.class)) {
      for (Method m : owner.getMethods()) {
        declared.add(
            owner.getSimpleName()
                + "."
                + m.getName()
                + "("
                + java.util.Arrays.stream(m.getParameterTypes())
                    .map(Class::getSimpleName)
                    .collect(Collectors.joining(", "))
                + ")");
      }
    }
    for (String member : BITBOARD_API) {
      // A member hidden or renamed: notation cannot call it under this name any more.
      assertTrue(
          declared.contains(member),
          member + " is not a public member of core any more: update BITBOARD_API");
    }
  }

  private static ArchCondition<JavaClass> useTheBitboardApi() {
    return new ArchCondition<>("use the bitboard API of core") {
      @Override
      public void check(JavaClass item, ConditionEvents events) {
        for (String use : bitboardUses(item)) {
          events.add(SimpleConditionEvent.violated(item, use));
        }
      }
    };
  }

  /** Calls and method references from a class to the bitboard API, described with location. */
  private static List<String> bitboardUses(JavaClass c) {
    List<String> out = new ArrayList<>();
    List<JavaAccess<? extends CodeUnitAccessTarget>> accesses = new ArrayList<>();
    accesses.addAll(c.getMethodCallsFromSelf());
    accesses.addAll(c.getMethodReferencesFromSelf());
    for (JavaAccess<? extends CodeUnitAccessTarget> a : accesses) {
      CodeUnitAccessTarget t = a.getTarget();
      String member =
          t.getOwner().getSimpleName()
              + "."
              + t.getName()
              + "("
              + t.getRawParameterTypes().stream()
                  .map(JavaClass::getSimpleName)
                  .collect(Collectors.joining(", "))
              + ")";
      if (BITBOARD_API.contains(member)) {
        out.add(a.getDescription());
      }
    }
    return out;
  }
}
