package io.github.fanorona.server.store;

/**
 * A server in miniature for {@link StoreSafetyTest}: it stores the turns of one game as fast as it
 * can, saying "stored N" after each is committed, until it is killed (or has stored 100,000).
 */
public final class TurnWriter {
  private TurnWriter() {}

  static String text(int ply) {
    return "turn " + ply;
  }

  /**
   * Stores turns.
   *
   * @param args the database's URL and the game's id
   */
  public static void main(String[] args) {
    Database db = Database.open(args[0]);
    GameRow g = db.games().game(args[1]).orElseThrow();
    for (int ply = 1; ply <= 100_000; ply++) {
      g = db.games().appendTurn(g.id(), ply, text(ply), g.version());
      System.out.println("stored " + ply);
      System.out.flush();
    }
  }
}
