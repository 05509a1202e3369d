package io.github.fanorona.server.store;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.Termination;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The version of each game this server last read or wrote, which its next write names ({@link
 * GameRows}): a game another server wrote meanwhile then refuses the write as a conflict. An ended
 * game takes no more writes and is forgotten, and so is a game the site let go ({@link #retain}),
 * so that what it remembers is bounded as the site's games are; such a game's version is read again
 * from the database.
 *
 * <pre>{@code
 * GameRow g = versions.kept(rows.create(newGame));
 * versions.kept(rows.appendTurn(g.id(), 1, "d3-e3W", versions.of(g.id())));
 * }</pre>
 */
public final class Versions implements GameRow.Writes {
  private final GameRows rows;
  private final Map<String, Integer> versions = new ConcurrentHashMap<>();

  Versions(GameRows rows) {
    this.rows = rows;
  }

  /**
   * Returns the version to write a game from: the one this server last wrote, or the stored one.
   *
   * <pre>{@code versions.of(id)   // 7}</pre>
   *
   * @param id the game's id
   * @return its version
   * @throws StoreException {@code NOT_FOUND} for an unknown game
   */
  public int of(String id) {
    Integer v = versions.get(id);
    if (v != null) {
      return v;
    }
    return kept(rows.game(id).orElseThrow(() -> GameSql.notFound(id))).version();
  }

  /**
   * Notes a game as read or written, and returns it.
   *
   * <pre>{@code versions.kept(rows.game(id).orElseThrow())}</pre>
   *
   * @param g the game's row
   * @return the same row
   */
  public GameRow kept(GameRow g) {
    if (g.status().isOver()) {
      versions.remove(g.id());
    } else {
      versions.put(g.id(), g.version());
    }
    return g;
  }

  /**
   * Notes the version another server wrote a live game at, as its event told it (the next write
   * here names it).
   *
   * <pre>{@code versions.kept(id, 8)}</pre>
   *
   * @param id the game's id
   * @param version its version now
   */
  public void kept(String id, int version) {
    versions.put(id, version);
  }

  /**
   * Forgets the games the site no longer holds.
   *
   * <pre>{@code versions.retain(held::contains)}</pre>
   *
   * @param held whether the site holds a game (by id)
   */
  public void retain(Predicate<String> held) {
    versions.keySet().removeIf(id -> !held.test(id));
  }

  @Override
  public void append(String id, int ply, Turn turn) {
    kept(rows.appendTurn(id, ply, TurnNotation.format(turn), of(id)));
  }

  @Override
  public void appendLast(String id, int ply, Turn turn, Game over) {
    Outcome o = over.outcome().orElseThrow();
    kept(
        rows.appendLastTurn(
            id,
            ply,
            TurnNotation.format(turn),
            o.resultString(),
            Termination.of(o.reason()),
            of(id)));
  }

  @Override
  public void finish(String id, Game over, Termination termination) {
    kept(rows.finish(id, over.outcome().orElseThrow().resultString(), termination, of(id)));
  }
}
