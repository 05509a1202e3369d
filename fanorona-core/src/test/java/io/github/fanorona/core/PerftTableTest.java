package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The table of subtree counts takes the largest power-of-two size within the bytes it is given. */
class PerftTableTest {
  @ParameterizedTest(name = "{0} bytes")
  @CsvSource({"0, 32768", "40000, 32768", "65536, 65536", "100000, 65536", "33554432, 33554432"})
  void aTableNeverExceedsItsSizeButForTheSmallestOne(long bytes, long expected) {
    PerftTable t = new PerftTable();
    t.allocate(bytes);
    assertEquals(expected, t.bytes());
  }
}
