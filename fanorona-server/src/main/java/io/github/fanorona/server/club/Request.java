package io.github.fanorona.server.club;

import io.github.fanorona.core.Side;

/**
 * A request standing in a club game, as the {@link ClubStore} keeps it for every instance of the
 * club: a draw offered, a takeback asked, a rematch offered, each by a side with so many turns
 * played. A draw offer and a takeback stand only while the game has those turns.
 *
 * <pre>{@code new Request(Request.Kind.DRAW, Side.WHITE, 12, false, "")}</pre>
 *
 * @param kind what is asked
 * @param side the side that asks
 * @param ply the turns played when it was asked
 * @param declined whether the other side declined it
 * @param next a rematch agreed: the new game's id, else ""
 */
public record Request(Kind kind, Side side, int ply, boolean declined, String next) {
  /** What a request asks for. */
  public enum Kind {
    /** A draw by agreement, in a live game. */
    DRAW,
    /** The asker's last turn taken back, in a live casual game. */
    TAKEBACK,
    /** A new game of the same terms, colours swapped, once a game ended. */
    REMATCH;

    /** {@return the kind as the store writes it: "draw", "takeback", "rematch"} */
    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }
}
