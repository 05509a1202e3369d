package io.github.fanorona.server;

import io.github.fanorona.core.Side;
import java.util.List;
import java.util.Optional;

/**
 * Where the club writes its games as they are played, so that a restart or a crash loses no turn: a
 * game made, a seat taken, each turn (written before the players are told of it), the end. The
 * site's seam to the database ({@code store.ClubStore}); {@link #NONE} keeps nothing.
 *
 * <pre>{@code
 * ledger.turn("Qm9v…", 1, "d3-e3W");   // the turn row and the game's version, one transaction
 * ledger.live()                        // [the live games, each with its turns' texts]
 * }</pre>
 */
interface Ledger {
  /** A ledger that keeps nothing: a site without a database (some tests). */
  Ledger NONE =
      new Ledger() {
        @Override
        public void created(Stored game) {}

        @Override
        public void seated(String id, Side side, String player, String name) {}

        @Override
        public void turn(String id, int ply, String text) {}

        @Override
        public void finished(String id, String status, String result, String termination) {}

        @Override
        public List<Stored> live() {
          return List.of();
        }

        @Override
        public Optional<Stored> find(String id) {
          return Optional.empty();
        }
      };

  /**
   * A game as stored: its seats (player ids, "" for a free one, with their names), status and
   * turns.
   *
   * @param id the game's id
   * @param variant the variant's name
   * @param preset the preset's name
   * @param white the white player's id, or ""
   * @param whiteName the white player's name, or ""
   * @param black the black player's id, or ""
   * @param blackName the black player's name, or ""
   * @param status waiting, live, finished or aborted
   * @param turns the turns played, as A/W texts
   */
  record Stored(
      String id,
      String variant,
      String preset,
      String white,
      String whiteName,
      String black,
      String blackName,
      String status,
      List<String> turns) {}

  /** Writes a new game, with the seats taken so far. */
  void created(Stored game);

  /** Writes a seat taken. */
  void seated(String id, Side side, String player, String name);

  /** Writes a turn, the {@code ply}th (from 1) of the game; returns once it is stored. */
  void turn(String id, int ply, String text);

  /** Writes a game's end: finished with a result (1-0, 0-1, 1/2-1/2) or aborted (result ""). */
  void finished(String id, String status, String result, String termination);

  /** The games waiting or live, to take up again after a restart. */
  List<Stored> live();

  /** A game of any status, with its turns. */
  Optional<Stored> find(String id);
}
