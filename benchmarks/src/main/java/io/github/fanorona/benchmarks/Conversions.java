package io.github.fanorona.benchmarks;

import com.google.common.base.Splitter;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.lab.Match;
import io.github.fanorona.lab.MatchResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replays the endings a gauntlet left unconverted: from a {@code --games-out} file of {@link
 * Tournament}, each game adjudicated with our side ahead is cut where its final material was first
 * reached (the last capture), and each of our configurations plays on from there, on the same side,
 * against the outside opponent, to the same turn cap. It measures what a change to the ending's
 * play is worth on the games where it matters, in a tenth of a full gauntlet's time.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar:/tmp/eppstein.jar \
 *     io.github.fanorona.benchmarks.Conversions \
 *     --games-in /tmp/gauntlet-games.txt --opponent EppsteinPlayer:time=100 \
 *     --first 'new-tables5@2,4,4,8,3,0,0;new-tables5' --ms 100
 * </pre>
 *
 * <p>Configurations are separated by semicolons, since their weights contain commas.
 */
public final class Conversions {
  /** A game line of a {@code --games-out} file, adjudicated with our side ahead. */
  private static final Pattern AHEAD =
      Pattern.compile("^opening \\d+ .*=(White|Black) adjudicated \\d+-\\d+ ahead: (.*)$");

  private Conversions() {}

  /**
   * Plays on from every unconverted ending and prints each game and each configuration's tally.
   *
   * @param args {@code --games-in FILE --opponent CLASS:SETTINGS --first SPEC;SPEC --ms 100
   *     --max-turns 200}
   * @throws IOException if the games cannot be read or the tables built
   */
  public static void main(String[] args) throws IOException {
    Path in = null;
    String opponent = "EppsteinPlayer:time=100";
    String first = "new-tables5";
    int ms = 100;
    int maxTurns = 200;
    for (int i = 0; i < args.length; i += 2) {
      String v = args[i + 1];
      switch (args[i]) {
        case "--games-in" -> in = Path.of(v);
        case "--opponent" -> opponent = v;
        case "--first" -> first = v;
        case "--ms" -> ms = Integer.parseInt(v);
        case "--max-turns" -> maxTurns = Integer.parseInt(v);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (in == null) {
      throw new IllegalArgumentException("--games-in FILE is required");
    }
    List<Game> starts = new ArrayList<>();
    List<Side> sides = new ArrayList<>();
    for (String line : Files.readAllLines(in)) {
      Matcher m = AHEAD.matcher(line);
      if (m.matches()) {
        Side ours = m.group(1).equals("White") ? Side.WHITE : Side.BLACK;
        starts.add(lastCapture(replay(m.group(2))));
        sides.add(ours);
      }
    }
    Match match = Match.of(Variant.sivy(), Ruleset.standard()).withMaxTurns(maxTurns);
    TimedPlayer theirs = new TimedPlayer(OutsidePlayer.load(opponent));
    for (String spec : Splitter.on(';').omitEmptyStrings().split(first)) {
      TimedPlayer mine = new TimedPlayer(Tournament.player(spec, Tournament.limits(0, ms)));
      MatchResult result = MatchResult.empty(mine.name(), theirs.name());
      Map<String, Integer> endings = new TreeMap<>();
      for (int i = 0; i < starts.size(); i++) {
        Game start = starts.get(i);
        Side ours = sides.get(i);
        Game g =
            ours == Side.WHITE
                ? match.playOut(start, mine, theirs)
                : match.playOut(start, theirs, mine);
        result = result.add(g.outcome(), ours);
        String ending = Gauntlet.ending(g, ours);
        endings.merge(ending, 1, Integer::sum);
        System.out.printf(
            Locale.ROOT,
            "%-40s ending %2d %-5s from turn %3d %s: %-26s | %s%n",
            spec,
            i,
            ours,
            start.turns().size(),
            material(start.position(), ours),
            ending,
            result.summary());
      }
      System.out.printf(
          Locale.ROOT,
          "%n%s%n  endings: %s%n  ours:   %s%n  theirs: %s%n%n",
          result.summary(),
          endings,
          mine.times(),
          theirs.times());
    }
  }

  /** The game of a line of turns as {@link Turn#toString()} writes them, from the Sivy start. */
  static Game replay(String turns) {
    Game g = Game.start(Variant.sivy());
    for (String text : Splitter.on(' ').omitEmptyStrings().split(turns)) {
      g = g.play(text);
    }
    return g;
  }

  /** The game cut just after its last capture (where its final material was first reached). */
  static Game lastCapture(Game g) {
    int total = stones(g.position());
    Game cut = g;
    for (Game before = g.undo().orElse(null);
        before != null && stones(before.position()) == total;
        before = before.undo().orElse(null)) {
      cut = before;
    }
    return cut;
  }

  private static int stones(Position p) {
    return p.count(Side.WHITE) + p.count(Side.BLACK);
  }

  private static String material(Position p, Side ours) {
    return p.count(ours) + "-" + p.count(ours.opponent());
  }
}
