package io.github.fanorona.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.TestDatabases.Fresh;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Opening a database: the schema migrated once, and one sentence for every URL that fails. */
class DatabaseTest {

  private static StoreException refused(StoreException.Kind kind, String url) {
    return TestDatabases.refused(kind, () -> Database.open(url).close());
  }

  @Test
  void aUrlOfAnotherKindIsRefused() {
    StoreException e = refused(StoreException.Kind.INVALID, "mysql://localhost/club");
    assertTrue(e.getMessage().contains("jdbc:sqlite:"), e.getMessage());
    refused(StoreException.Kind.INVALID, "");
    refused(StoreException.Kind.INVALID, "jdbc:sqlite::memory:");
    refused(StoreException.Kind.INVALID, "jdbc:sqlite:");
  }

  @Test
  void anUnreachableServerIsOneSentenceWithoutThePassword() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort(); // closed again: nothing listens there
    }
    StoreException e =
        refused(
            StoreException.Kind.UNAVAILABLE,
            "jdbc:postgresql://127.0.0.1:" + port + "/club?user=club&password=hunter2");
    assertTrue(
        e.getMessage().startsWith("cannot open the database jdbc:postgresql://"), e.getMessage());
    assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
  }

  @Test
  void aFileThatIsNotADatabaseIsOneSentence(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("club.db");
    Files.writeString(
        file, "not a database at all, but long enough to look like a header".repeat(20));
    refused(StoreException.Kind.UNAVAILABLE, Database.sqliteUrl(file));
  }

  @Test
  void theFileAndItsFolderAreMade(@TempDir Path dir) {
    Path file = dir.resolve("a").resolve("b").resolve("club.db");
    try (Database db = Database.open(Database.sqliteUrl(file))) {
      assertFalse(db.isPostgres());
      assertTrue(Files.exists(file));
      assertTrue(db.url().startsWith("jdbc:sqlite:" + file), db.url());
    }
  }

  @ParameterizedTest
  @MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
  void reopeningKeepsTheRowsAndMigratesNothingTwice(TestDatabases.Kind kind) throws Exception {
    try (Fresh fresh = TestDatabases.fresh(kind)) {
      GameRow g;
      try (Database db = fresh.open()) {
        assertEquals(fresh.isPostgres(), db.isPostgres());
        g =
            db.games()
                .create(NewGame.of("sivy", "seed000").withWhite(TestDatabases.player(db, "Ann")));
      }
      try (Database db = fresh.open()) {
        assertEquals(Optional.of(g), db.games().game(g.id()));
      }
    }
  }

  @Test
  void theDefaultFileIsInTheHomeFolder() {
    assertEquals(
        Path.of(System.getProperty("user.home"), ".fanorona", "club.db"), Database.defaultFile());
  }
}
