package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class AllowanceTest {
  private static final long SECOND = 1_000_000_000L;

  @Test
  void aBurstThenOneARefill() {
    Allowance a = new Allowance(3, Duration.ofSeconds(1), 0);
    for (int i = 0; i < 3; i++) {
      assertTrue(a.take(0), "burst " + i);
    }
    assertFalse(a.take(0));
    assertFalse(a.take(SECOND / 2));
    assertTrue(a.take(SECOND));
    assertFalse(a.take(SECOND));
    // a long pause fills the bucket to its burst, never past it
    int taken = 0;
    while (a.take(100 * SECOND)) {
      taken++;
    }
    assertEquals(3, taken);
  }
}
