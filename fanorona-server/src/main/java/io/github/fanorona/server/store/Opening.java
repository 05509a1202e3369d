package io.github.fanorona.server.store;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.store.StoreException.Kind;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What {@link Database#open} does besides the pool and the migration: a SQLite file is locked for
 * this process, so that a second site on it is refused at start, and the games a crash left live
 * with an ending turn are finished.
 */
final class Opening {
  private static final Logger LOG = LoggerFactory.getLogger("io.github.fanorona.server");

  /** The SQLite files this process has locked, each with the number of databases open on it. */
  private static final Map<Path, Lock> LOCKS = new HashMap<>();

  private Opening() {}

  /**
   * A lock on a SQLite file for this process: a file beside it ({@code club.db.lock}) locked by the
   * operating system, which lets it go when the process ends however it ends (a {@code kill -9}
   * included). The database itself is not locked this way: its own locks are SQLite's, and a lock
   * of this process on it would be let go when any of its descriptors closed. Several databases of
   * one process on one file (the tests') share the lock.
   */
  static final class Lock {
    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    private int users = 1;

    private Lock(Path file, FileChannel channel, FileLock lock) {
      this.file = file;
      this.channel = channel;
      this.lock = lock;
    }

    /** Lets the lock go once every database of this process on the file is closed. */
    void release() {
      synchronized (LOCKS) {
        if (users == 0 || --users > 0) {
          return;
        }
        LOCKS.remove(file, this);
        try {
          lock.release();
          channel.close();
        } catch (IOException e) {
          // the process's end lets it go
        }
      }
    }
  }

  /**
   * Locks a SQLite database's file for this process.
   *
   * @param database the database's file
   * @return the lock, to release when the database is closed
   * @throws StoreException {@link Kind#UNAVAILABLE} if another process holds it, or the lock's file
   *     cannot be made
   */
  static Lock lock(Path database) {
    Path file = real(database);
    Path lockFile = file.resolveSibling(file.getFileName() + ".lock");
    synchronized (LOCKS) {
      Lock held = LOCKS.get(file);
      if (held != null) {
        held.users++;
        return held;
      }
      FileChannel channel = null;
      try {
        channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = channel.tryLock();
        if (lock == null) {
          channel.close();
          throw new StoreException(
              Kind.UNAVAILABLE,
              "another site already runs on the database "
                  + file
                  + ": only one site may use a SQLite file (several share a PostgreSQL database)");
        }
        Lock made = new Lock(file, channel, lock);
        LOCKS.put(file, made);
        return made;
      } catch (IOException e) {
        try {
          if (channel != null) {
            channel.close();
          }
        } catch (IOException ignored) {
          // the first failure is the one told
        }
        throw new StoreException(
            Kind.UNAVAILABLE, "cannot lock the database " + file + ": " + Database.reason(e), e);
      }
    }
  }

  /** The file's path with its folder's links resolved, so that two names of one file are one. */
  private static Path real(Path database) {
    Path absolute = database.toAbsolutePath().normalize();
    Path parent = absolute.getParent();
    try {
      return parent == null ? absolute : parent.toRealPath().resolve(absolute.getFileName());
    } catch (IOException e) {
      return absolute;
    }
  }

  /** Finishes the live games whose stored turns end them ({@link GameRows#finishEnded}). */
  static List<String> finishEnded(GameRows rows) {
    List<GameRow> live =
        rows.games(
            "status = ? AND EXISTS (SELECT 1 FROM turns t WHERE t.game_id = games.id)",
            Integer.MAX_VALUE,
            GameStatus.LIVE.word());
    List<String> finished = new ArrayList<>();
    for (GameRow g : live) {
      Game game;
      try {
        game = rows.replayed(g);
      } catch (StoreException e) {
        throw e;
      } catch (RuntimeException e) {
        LOG.warn(
            "game {}… does not replay from its stored turns: {}",
            g.id().substring(0, 4),
            e.getMessage());
        continue;
      }
      Optional<Outcome> o = game.outcome();
      if (o.isEmpty()) {
        continue;
      }
      try {
        rows.finish(g.id(), o.get().resultString(), Termination.of(o.get().reason()), g.version());
        finished.add(g.id());
      } catch (StoreException e) {
        if (e.kind() != Kind.CONFLICT) {
          throw e;
        }
        // another server finished it, or played on from it, first
      }
    }
    if (!finished.isEmpty()) {
      LOG.warn(
          "finished {} game(s) whose stored turns had ended them but whose end was not stored",
          finished.size());
    }
    return finished;
  }
}
