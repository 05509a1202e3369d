package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Zobrist keys are written out without the JDK's {@link SplittableRandom} (absent in TeaVM);
 * they must stay the keys that generator gave, so that hashes stored by earlier versions agree.
 */
class ZobristKeysTest {
  @Test
  void everyKeyIsTheOneSplittableRandomGave() {
    SplittableRandom r = new SplittableRandom(Zobrist.SEED);
    for (Side side : Side.values()) {
      for (int i = 0; i < 64; i++) {
        assertEquals(r.nextLong(), Zobrist.stone(side, i), side + " stone on " + i);
      }
    }
    for (int i = 0; i < 64; i++) {
      assertEquals(r.nextLong(), Zobrist.huffable(1L << i), "huffable stone on " + i);
    }
    for (Side side : Side.values()) {
      // A hand of 0 has the key 0, so that an empty hand changes no hash; its slot is drawn all
      // the same, which keeps the later keys where they were.
      assertEquals(0, Zobrist.hand(side, 0));
      r.nextLong();
      for (int count = 1; count <= Zobrist.MAX_HAND; count++) {
        assertEquals(r.nextLong(), Zobrist.hand(side, count), side + " hand of " + count);
      }
    }
    assertEquals(r.nextLong(), Zobrist.BLACK_TO_MOVE, "black to move");
  }

  @Test
  void keysOfManyStonesAreTheXorOfEachStonesKey() {
    long mask = 0b1011_0001L;
    assertEquals(
        Zobrist.stone(Side.WHITE, 0)
            ^ Zobrist.stone(Side.WHITE, 4)
            ^ Zobrist.stone(Side.WHITE, 5)
            ^ Zobrist.stone(Side.WHITE, 7),
        Zobrist.stones(Side.WHITE, mask));
  }
}
