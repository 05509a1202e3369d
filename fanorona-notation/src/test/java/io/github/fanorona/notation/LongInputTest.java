package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.FanoronaParseException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Very long lines and values must neither overflow the stack nor take long. */
class LongInputTest {
  private static final String LONG = "ab\\\"c".repeat(40_000);

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "[Event \"%s\"]\\n\\n1. d3-e3W *\\n|1",
        "(;GM[Fanorona]GN[%s];P0[1 Capture W D 3 E 3];P0[2 done])|1",
        "Board: %s\\nWhite (a): x\\n\\n1. d3-e3W\\n|1",
        "1. d3-e3W {%s} *\\n|1",
        "Board: 1\\nfanorona move 1 ann pw d3-e3W%s\\n|1",
        "Board: 1\\n\\n1. d3-e3W\\n    a   b   %s\\n|4",
        "1. d3-e3W %s *\\n|2",
        "1. d3-e3W * %s\\n|1",
        "[%s]\\n\\n1. d3-e3W *\\n|1",
        "[Variant \"%s\"]\\n\\n1. d3-e3W *\\n|1"
      })
  void longTextIsReadWithoutTrouble(String template, int turns) {
    String text = template.replace("\\n", "\n").replace("%s", LONG);
    assertTimeoutPreemptively(
        Duration.ofSeconds(30),
        () -> {
          try {
            for (Validation v :
                Records.read(text).stream().map(RecordValidator::validate).toList()) {
              assertEquals(turns, v.record().turns().size(), template);
              for (Problem p : v.problems()) {
                assertTrue(p.toString().length() < 5_000, () -> p.toString().substring(0, 200));
              }
              RecordFormat.PGN.text(v.record());
            }
          } catch (FanoronaParseException expected) {
            // a clean refusal is fine
          }
        });
  }

  @Test
  void aLogOfManyGamesIsReadInOnePass() {
    int games = 100_000;
    String text = "1. d3-e3W * 1. f2-e3A2 *\n".repeat(games / 2);
    // a hang guard, not a speed test: reading a copy of the rest for each game took minutes
    List<GameRecord> read =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60), () -> Records.read(RecordFormat.AW_LOG, text));
    assertEquals(games, read.size());
    GameRecord last = read.get(games - 1);
    assertEquals(games / 2, last.turns().get(0).line());
    assertEquals(16, last.turns().get(0).column());
    assertEquals("f2-e3A2", last.turns().get(0).text());
  }
}
