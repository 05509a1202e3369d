package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.lab.Match;
import io.github.fanorona.lab.MatchResult;
import io.github.fanorona.lab.Player;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Several of our configurations against one outside opponent, interleaved: for each opening of the
 * match every configuration plays it as White and then as Black, one game at a time, so that a load
 * on the machine that comes and goes weighs on every configuration alike. For each configuration it
 * reports the score with its Wilson interval, how the games ended (a wipe-out, no legal turn, a
 * draw rule, or adjudicated at the turn cap with the material then), and the wall and CPU time per
 * turn of both sides.
 */
final class Gauntlet {
  private final Match match;
  private final Player opponent;

  Gauntlet(Match match, Player opponent) {
    this.match = match;
    this.opponent = opponent;
  }

  /** One configuration's games: its tally, how they ended, and both sides' clocks. */
  private static final class Entry {
    final TimedPlayer ours;
    final TimedPlayer theirs;
    MatchResult result;
    final Map<String, Integer> endings = new TreeMap<>();

    Entry(Player ours, Player opponent) {
      this.ours = new TimedPlayer(ours);
      this.theirs = new TimedPlayer(opponent);
      this.result = MatchResult.empty(ours.name(), opponent.name());
    }
  }

  /**
   * Plays every configuration's games and prints each game, then each configuration's summary.
   *
   * @param games where to write every game's turns (to replay and study the losses), or empty
   */
  void play(List<Player> ours, Optional<Writer> games) throws IOException {
    List<Entry> entries = new ArrayList<>();
    for (Player p : ours) {
      entries.add(new Entry(p, opponent));
    }
    List<Game> openings = match.openings();
    PrintWriter out = new PrintWriter(games.orElse(Writer.nullWriter()), true);
    long start = System.nanoTime();
    for (int i = 0; i < match.games(); i++) {
      Game opening = openings.get(i / 2);
      Side oursSide = i % 2 == 0 ? Side.WHITE : Side.BLACK;
      for (Entry e : entries) {
        Game g =
            oursSide == Side.WHITE
                ? match.playOut(opening, e.ours, e.theirs)
                : match.playOut(opening, e.theirs, e.ours);
        e.result = e.result.add(g.outcome(), oursSide);
        String ending = ending(g, oursSide);
        e.endings.merge(ending, 1, Integer::sum);
        System.out.printf(
            Locale.ROOT,
            "opening %3d %-5s %-34s %-28s %3d turns | %s | %.1f min%n",
            i / 2,
            oursSide,
            e.ours.name(),
            ending,
            g.turns().size(),
            e.result.summary(),
            (System.nanoTime() - start) / 60e9);
        out.printf(
            Locale.ROOT,
            "opening %d %s=%s %s: %s%n",
            i / 2,
            e.ours.name(),
            oursSide,
            ending,
            g.turns().stream().map(Turn::toString).collect(Collectors.joining(" ")));
      }
    }
    for (Entry e : entries) {
      System.out.printf(
          Locale.ROOT,
          "%n%s%n  endings: %s%n  ours:   %s%n  theirs: %s%n",
          e.result.summary(),
          e.endings,
          e.ours.times(),
          e.theirs.times());
    }
  }

  /**
   * How a game ended, from our side: {@code win NO_STONES}, {@code loss NO_LEGAL_TURN}, {@code draw
   * REPETITION}, or {@code adjudicated 5-3 ahead} (our stones first).
   */
  static String ending(Game g, Side ours) {
    Optional<Outcome> o = g.outcome();
    if (o.isPresent()) {
      Optional<Side> winner = o.get().winner();
      String result = winner.isEmpty() ? "draw" : winner.get() == ours ? "win" : "loss";
      return result + " " + o.get().reason();
    }
    Position p = g.position();
    int mine = p.count(ours);
    int theirs = p.count(ours.opponent());
    String lead = mine > theirs ? "ahead" : mine < theirs ? "behind" : "level";
    return "adjudicated " + mine + "-" + theirs + " " + lead;
  }
}
