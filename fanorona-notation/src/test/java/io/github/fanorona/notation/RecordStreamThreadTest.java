package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

/**
 * A {@link RecordStream} belongs to the thread that reads it first: another thread's call is a
 * clear {@link IllegalStateException}, not duplicated or garbled games.
 */
class RecordStreamThreadTest {
  private static String games(int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= n; i++) {
      sb.append("[Event \"game ").append(i).append("\"]\n\n1. f2-e3A2 d5-d4A3 *\n\n");
    }
    return sb.toString();
  }

  @Test
  void anotherThreadIsRefusedClearly() throws Exception {
    try (RecordStream games = RecordReader.open(new StringReader(games(10)))) {
      assertEquals("game 1", games.next().tags().get("Event"));
      ExecutionException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              ExecutionException.class, () -> CompletableFuture.supplyAsync(games::next).get());
      assertTrue(e.getCause() instanceof IllegalStateException, String.valueOf(e.getCause()));
      assertTrue(e.getCause().getMessage().contains("one thread"), e.getCause().getMessage());
      // The owner reads on, nothing lost.
      assertEquals("game 2", games.next().tags().get("Event"));
    }
  }

  @Test
  void aStreamNotYetReadMayBeHandedToAnotherThread() throws Exception {
    RecordStream games = RecordReader.open(new StringReader(games(3)));
    int read =
        CompletableFuture.supplyAsync(
                () -> {
                  int n = 0;
                  try (games) {
                    while (games.hasNext()) {
                      games.next();
                      n++;
                    }
                  } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                  }
                  return n;
                })
            .get();
    assertEquals(3, read);
  }
}
