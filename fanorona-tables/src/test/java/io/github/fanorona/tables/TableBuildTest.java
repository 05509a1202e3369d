package io.github.fanorona.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The resumable build into format 3, and the mapped tables it writes. */
class TableBuildTest {
  private static EndgameTables inMemory;

  @BeforeAll
  static void build() {
    inMemory = EndgameTables.build(4, 2);
  }

  /** Every {@code step}th position of every material: the same verdict as in format 2. */
  private static void assertSameAsInMemory(EndgameTables mapped, int stones, int step) {
    assertEquals(inMemoryPositions(stones), mapped.positions());
    for (int m = 1; m < stones; m++) {
      for (int o = 1; m + o <= stones; o++) {
        StateIndex index = StateIndex.of(Variant.sivy().geometry(), m, o);
        for (long i = 0; i < index.perSide(); i += step) {
          Position p = index.position(i);
          assertEquals(
              inMemory.probe(p, Ruleset.standard()), mapped.probe(p, Ruleset.standard()), "" + p);
          assertEquals(
              inMemory.probe(p, Ruleset.standard()).map(Verdict::result),
              mapped.result(p, Ruleset.standard()),
              "" + p);
        }
      }
    }
  }

  private static long inMemoryPositions(int stones) {
    long n = 0;
    for (int m = 1; m < stones; m++) {
      for (int o = 1; m + o <= stones; o++) {
        n += StateIndex.of(Variant.sivy().geometry(), m, o).perSide();
      }
    }
    return n;
  }

  @Test
  void theSplitFileHoldsTheSolversVerdicts(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("sivy-4.tables");
    List<String> stages = new ArrayList<>();
    TableBuild.build(file, 4, 2, (stage, done, total) -> stages.add(stage));
    EndgameTables mapped = EndgameTables.load(file);
    assertEquals(4, mapped.maxStones());
    assertSameAsInMemory(mapped, 4, 1);
    assertTrue(stages.stream().anyMatch(s -> s.startsWith("saved 2v2: ")), stages.toString());
    assertTrue(stages.stream().anyMatch(s -> s.matches("saved 3v1\\+1v3: .* left, about .*")));
    assertFalse(Files.exists(TableBuild.partsOf(file)), "the parts are deleted once joined");
    assertEquals(
        MappedTables.wdlBytes(mapped.positions()) + mapped.positions(),
        Files.size(file) - 200,
        200,
        "2 bits and a byte a position, and a header");
    Path copy = dir.resolve("copy.tables");
    mapped.save(copy);
    assertEquals(mapped.toString(), EndgameTables.load(copy).toString());
  }

  @Test
  void anInterruptedBuildGoesOnFromThePairsItSaved(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("sivy-4.tables");
    RuntimeException stop = new IllegalStateException("interrupted");
    SolveProgress interrupting =
        (stage, done, total) -> {
          if (stage.startsWith("saved 2v2")) {
            throw stop;
          }
        };
    assertThrows(IllegalStateException.class, () -> TableBuild.build(file, 4, 2, interrupting));
    assertFalse(Files.exists(file));
    Path parts = TableBuild.partsOf(file);
    assertTrue(Files.exists(parts.resolve("1v1.part")));
    assertTrue(Files.exists(parts.resolve("2v2.part")));
    // A damaged part is solved again, not trusted.
    byte[] bytes = Files.readAllBytes(parts.resolve("1v2.part"));
    bytes[bytes.length / 2] ^= 4;
    Files.write(parts.resolve("1v2.part"), bytes);
    List<String> stages = new ArrayList<>();
    TableBuild.build(file, 4, 2, (stage, done, total) -> stages.add(stage));
    assertTrue(stages.contains("restored 1v1"), stages.toString());
    assertTrue(stages.contains("restored 2v2"), stages.toString());
    assertFalse(stages.contains("restored 2v1+1v2"), stages.toString());
    assertTrue(stages.stream().anyMatch(s -> s.startsWith("saved 2v1+1v2: ")), stages.toString());
    assertSameAsInMemory(EndgameTables.load(file), 4, 11);
  }

  @Test
  void aDamagedSplitFileIsRefusedNamingIt(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("sivy-3.tables");
    TableBuild.build(file, 3, 1, SolveProgress.none());
    byte[] bytes = Files.readAllBytes(file);
    bytes[bytes.length - 10] ^= 1;
    Files.write(file, bytes);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> EndgameTables.load(file));
    assertTrue(e.getMessage().startsWith(file + ": damaged"), e.getMessage());
    Files.write(file, java.util.Arrays.copyOf(bytes, 300));
    assertThrows(IllegalArgumentException.class, () -> EndgameTables.load(file));
  }
}
