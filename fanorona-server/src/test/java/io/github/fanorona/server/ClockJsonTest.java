package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.clock.GameClock;
import io.github.fanorona.server.clock.TimeControl;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ClockJsonTest {
  private static final Instant T0 = Instant.parse("2026-12-02T20:00:00Z");

  @Test
  void aClockIsWrittenAtTheServersInstant() {
    GameClock c = GameClock.start(TimeControl.parse("5+3"), T0);
    assertEquals(
        "{\"control\":\"5+3\",\"white\":299000,\"black\":300000,\"toMove\":\"w\","
            + "\"running\":true,\"flagged\":null,\"serverTime\":"
            + T0.plusSeconds(1).toEpochMilli()
            + "}",
        ClockJson.of(c, T0.plusSeconds(1)));
    GameClock lost = c.press(Side.WHITE, T0.plusSeconds(400));
    assertEquals(
        "{\"control\":\"5+3\",\"white\":0,\"black\":300000,\"toMove\":\"w\","
            + "\"running\":false,\"flagged\":\"w\",\"serverTime\":"
            + T0.plusSeconds(401).toEpochMilli()
            + "}",
        ClockJson.of(lost, T0.plusSeconds(401)));
  }
}
