package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 34, cause 10: a Termination tag given to {@code GameRecord.of} is kept as written. */
class TerminationTagTest {
  @ParameterizedTest
  @ValueSource(strings = {"", " ", "\t", "time forfeit"})
  void aGivenTerminationIsKeptEvenBlank(String value) {
    Game resigned = Game.start(Variant.sivy()).play("f2-e3A").resign(Side.BLACK);
    for (String key : new String[] {"Termination", "termination"}) {
      GameRecord r = GameRecord.of(resigned, Map.of(key, value), RecordFormat.PGN);
      assertEquals(value, r.tags().get(key), r.tags().toString());
      assertEquals(1, r.tags().keySet().stream().filter(k -> k.equalsIgnoreCase(key)).count());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"White", "Event"})
  void withoutOneTheEndingIsNamed(String otherKey) {
    Game resigned = Game.start(Variant.sivy()).play("f2-e3A").resign(Side.BLACK);
    GameRecord r = GameRecord.of(resigned, Map.of(otherKey, "x"), RecordFormat.PGN);
    assertEquals("resignation", r.tags().get("Termination"));
  }
}
