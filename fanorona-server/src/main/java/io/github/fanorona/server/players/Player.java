package io.github.fanorona.server.players;

/**
 * A player: the id the site files its games and its searches under (not the secret of its session),
 * and the name other people see.
 *
 * <pre>{@code new Player("p1", "Indri 482").name()   // "Indri 482"}</pre>
 *
 * @param id a random id, told to no one
 * @param name the display name ({@link Names}): a guest's generated one until changed
 */
public record Player(String id, String name) {
  /** No one: a request without a valid session (it may watch, never act). */
  public static final Player NOBODY = new Player("", "");
}
