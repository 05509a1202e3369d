package io.github.fanorona.server.play;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.GameRow;
import io.github.fanorona.server.store.GameRows;
import io.github.fanorona.server.store.NewGame;
import io.github.fanorona.server.store.Versions;
import java.util.Optional;

/**
 * A {@link PlayStore} in the club's database: a game against the computer is a row of the same
 * {@code games} table as the club's (its {@code computer_side} and {@code computer_level} set),
 * each write naming the version this server last wrote ({@link Versions}). Turns are written as the
 * notation writes them, and read back by replaying the game: the database's text stays at this
 * edge.
 *
 * <pre>{@code new SqlPlayStore(db).create("sivy", "seed000", ann.id(), Side.WHITE, 1)   // "q9Xz…"}
 * </pre>
 */
public final class SqlPlayStore implements PlayStore {
  private final GameRows rows;
  private final Versions versions;

  /**
   * Creates the store over the club's database.
   *
   * <pre>{@code new SqlPlayStore(db)}</pre>
   *
   * @param db the database
   */
  public SqlPlayStore(Database db) {
    this.rows = db.games();
    this.versions = db.versions();
  }

  @Override
  public String create(String variant, String preset, String player, Side human, int level) {
    NewGame g = NewGame.of(variant, preset).withComputer(human.opponent(), level);
    return versions
        .kept(rows.create(human == Side.WHITE ? g.withWhite(player) : g.withBlack(player)))
        .id();
  }

  @Override
  public GameRow.Writes writes() {
    return versions;
  }

  @Override
  public void takeBack(String id, int plies) {
    versions.kept(rows.takeBack(id, plies, versions.of(id)));
  }

  @Override
  public void level(String id, int level) {
    versions.kept(rows.setComputerLevel(id, level, versions.of(id)));
  }

  @Override
  public Optional<Stored> find(String id) {
    Optional<GameRow> found = rows.game(id).filter(g -> g.computerSide().isPresent());
    if (found.isEmpty()) {
      return Optional.empty();
    }
    GameRow g = versions.kept(found.get());
    Side human = g.computerSide().orElseThrow().opponent();
    return Optional.of(
        new Stored(
            g.id(),
            g.player(human).orElse(""),
            human,
            g.computerLevel(),
            g.variant(),
            g.preset(),
            rows.replayed(g)));
  }
}
