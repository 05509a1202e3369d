package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.clock.GameClock;
import io.github.fanorona.server.clock.TimeControl;
import io.github.fanorona.server.club.ClubView;
import java.time.Instant;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The site's JSON at the edge: the library's values as the pages read them, and strict bodies. */
class JsonMappingTest {
  private static final Instant T0 = Instant.parse("2026-12-02T20:00:00Z");
  private static final JsonMapping JSON = JsonMapping.mapper();

  /** A body of two fields, as a route reads it. */
  record Body(@Nullable String point, @Nullable Integer depth) {}

  @Test
  void aClockIsWrittenAtTheServersInstant() {
    GameClock c = GameClock.start(TimeControl.parse("5+3"), T0);
    assertEquals(
        "{\"control\":\"5+3\",\"white\":299000,\"black\":300000,\"toMove\":\"w\","
            + "\"running\":true,\"flagged\":null,\"serverTime\":"
            + T0.plusSeconds(1).toEpochMilli()
            + "}",
        JSON.toJsonString(ClubView.Clock.of(c, T0.plusSeconds(1)), ClubView.Clock.class));
    GameClock lost = c.press(Side.WHITE, T0.plusSeconds(400));
    assertEquals(
        "{\"control\":\"5+3\",\"white\":0,\"black\":300000,\"toMove\":\"w\","
            + "\"running\":false,\"flagged\":\"w\",\"serverTime\":"
            + T0.plusSeconds(401).toEpochMilli()
            + "}",
        JSON.toJsonString(ClubView.Clock.of(lost, T0.plusSeconds(401)), ClubView.Clock.class));
  }

  @Test
  void aBodyIsOneObjectOfItsFieldsEachGivenOnce() {
    Body b = JSON.fromJsonString(" {\"point\" : \"e3\", \"depth\": 4, \"x\": true} ", Body.class);
    assertEquals(new Body("e3", 4), b, "a field it does not know is ignored");
    assertEquals(new Body(null, null), JSON.fromJsonString("  ", Body.class), "blank is {}");
    for (String bad :
        new String[] {
          "{\"point\":[1]}", "{\"point\":\"e3\",}", "{} x", "[1,2]", "{\"depth\":\"deep\"}"
        }) {
      Refusal r = assertThrows(Refusal.class, () -> JSON.fromJsonString(bad, Body.class), bad);
      assertEquals(400, r.status(), bad);
      assertEquals("malformed_body", r.code(), bad);
      assertTrue(r.getMessage().contains("a field it does not know is ignored"), r.getMessage());
    }
    Refusal twice =
        assertThrows(
            Refusal.class,
            () -> JSON.fromJsonString("{\"point\":\"e3\",\"point\":\"a1\"}", Body.class));
    assertTrue(twice.getMessage().contains("a field is given twice ('point')"), twice.getMessage());
  }
}
