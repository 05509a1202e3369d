package io.github.fanorona.benchmarks;

import com.google.common.base.Splitter;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds where our engine lost the games of a gauntlet, and at what depth it would have seen it:
 * reads {@code --games-out} files of {@link Tournament}, and for each game our side lost replays it
 * and takes the turn where the game turned ({@link #turningPoint}: where our fixed-depth search's
 * score at one decision fell by two stones at the next, or where the game was behind from the
 * random opening on), and prints the course of the game (our score and the material at each of our
 * decisions) and how the same opening went with the other colour. For that position it prints the
 * position text ({@link io.github.fanorona.core.Position#parse} reads it), our turn, the 1997
 * engine's reply, what the outside engine plays in our seat, what a timed search of ours plays
 * there now, and, for each configuration, the best turn at every fixed depth: from which depth on
 * the played turn is avoided, with that search's nodes and time.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar:/tmp/eppstein.jar \
 *     io.github.fanorona.benchmarks.Blunders \
 *     --games-in /work/notes/games/base-new-s5.txt,/work/notes/games/base-new-s6.txt \
 *     --configs new-FORCED_CAPTURES,new --max-depth 10 --ms 100 --opponent EppsteinPlayer:ply=6
 * </pre>
 *
 * <p>A turn is "avoided from depth D" when the search of every depth from D to {@code --max-depth}
 * picks another turn; the deepest search also scores the played turn (its child searched one
 * shallower), so that a turn the deepest search still plays, or scores within a stone of its best,
 * is marked as not confirmed: the game may have turned elsewhere, or beyond the depths searched.
 */
public final class Blunders {
  /** A game line of a {@code --games-out} file that our side lost. */
  private static final Pattern LOST =
      Pattern.compile("^opening (\\d+) (.*)=(White|Black) loss [A-Z_]+: (.*)$");

  /** Any game line: the opening, the configuration, our colour and the ending. */
  private static final Pattern GAME =
      Pattern.compile("^opening (\\d+) (.*)=(White|Black) ([^:]*): .*$");

  /** The turn is a blunder by the deepest search when its best scores this much more. */
  private static final int CONFIRMED = 100;

  /** A decision scored at least this (a stone behind) was still about level. */
  private static final int LEVEL = -100;

  /** A fall of this much (two stones) by our next decision is a surprise. */
  private static final int SURPRISE = 200;

  /** Forced results count as this much (fifteen stones) when looking for the turning point. */
  private static final int CLAMP = 1500;

  private Blunders() {}

  /**
   * Prints each lost game's turning point and how each configuration sees it, then a tally.
   *
   * @param args {@code --games-in FILE,FILE --configs SPEC,SPEC --max-depth 10 --ms 100 --opponent
   *     CLASS:SETTINGS --score-depth 6 --opening-turns 4} (the opponent {@code none} skips asking
   *     the outside engine)
   * @throws IOException if the games cannot be read
   */
  public static void main(String[] args) throws IOException {
    List<Path> in = new ArrayList<>();
    String configs = "new";
    int maxDepth = 10;
    int ms = 100;
    int scoreDepth = 6;
    int openingTurns = 4;
    String opponent = "EppsteinPlayer:ply=6";
    for (int i = 0; i < args.length; i += 2) {
      String v = args[i + 1];
      switch (args[i]) {
        case "--games-in" -> Splitter.on(',').split(v).forEach(f -> in.add(Path.of(f)));
        case "--configs" -> configs = v;
        case "--max-depth" -> maxDepth = Integer.parseInt(v);
        case "--ms" -> ms = Integer.parseInt(v);
        case "--score-depth" -> scoreDepth = Integer.parseInt(v);
        case "--opening-turns" -> openingTurns = Integer.parseInt(v);
        case "--opponent" -> opponent = v;
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    Optional<OutsidePlayer> outside =
        opponent.equals("none") ? Optional.empty() : Optional.of(OutsidePlayer.load(opponent));
    List<String> specs = Splitter.on(',').splitToList(configs);
    // A cold JVM searches a tenth as fast: the timed searches below would say nothing of a game's.
    Engine warm = Tournament.engine(specs.get(0), SearchLimits.time(Duration.ofMillis(ms)));
    Game opening = Game.start(io.github.fanorona.core.Variant.sivy());
    for (int i = 0; i < 30; i++) {
      warm.search(opening);
    }
    Map<String, Tally> tallies = new LinkedHashMap<>();
    int lost = 0;
    int outsideAvoids = 0;
    int fromOpening = 0;
    int otherWon = 0;
    for (Path file : in) {
      List<String> lines = Files.readAllLines(file);
      // Each opening is played with both colours: how the same opening went with the other one.
      Map<String, String> paired = new TreeMap<>();
      for (String line : lines) {
        Matcher g = GAME.matcher(line);
        if (g.matches()) {
          paired.put(g.group(1) + " " + g.group(2) + " " + g.group(3), g.group(4));
        }
      }
      for (String line : lines) {
        Matcher m = LOST.matcher(line);
        if (!m.matches()) {
          continue;
        }
        lost++;
        Side ours = m.group(3).equals("White") ? Side.WHITE : Side.BLACK;
        Game whole = Conversions.replay(m.group(4));
        Turning turning = turningPoint(whole, ours, specs.get(0), scoreDepth, openingTurns);
        int at = turning.at();
        Game before = prefix(whole, at);
        List<Turn> turns = whole.turns();
        Turn played = turns.get(at);
        fromOpening += turning.fromOpening() ? 1 : 0;
        String otherColour = ours == Side.WHITE ? "Black" : "White";
        String other = paired.getOrDefault(m.group(1) + " " + m.group(2) + " " + otherColour, "?");
        otherWon += other.startsWith("win") ? 1 : 0;
        System.out.printf(
            Locale.ROOT,
            "%n%s opening %s, ours %s, lost in %d turns (with the other colour: %s)%n"
                + "  course (turn:score(material)):%s%n"
                + "  turned at turn %d%s, %s before, %s two turns later%n"
                + "  position %s%n  played %s, reply %s%n",
            file.getFileName(),
            m.group(1),
            ours,
            turns.size(),
            other,
            turning.course(),
            at,
            turning.fromOpening() ? " (behind from the opening)" : "",
            material(whole, ours, at),
            material(whole, ours, at + 4),
            before.position(),
            played,
            at + 1 < turns.size() ? turns.get(at + 1) : "none");
        Engine scorer = Tournament.engine(specs.get(0), SearchLimits.depth(scoreDepth));
        System.out.printf(
            Locale.ROOT,
            "  %s scores it %d, and %d at our next turn%n",
            scorer,
            scorer.search(before).score(),
            scorer.search(prefix(whole, Math.min(at + 2, turns.size() - 1))).score());
        if (outside.isPresent()) {
          Turn theirs = outside.get().choose(before);
          boolean avoids = !theirs.equals(played);
          outsideAvoids += avoids ? 1 : 0;
          System.out.printf(
              Locale.ROOT,
              "  %s in our seat: %s (%s)%n",
              outside.get().name(),
              theirs,
              avoids ? "avoids it" : "the same");
        }
        for (String spec : specs) {
          Seen seen = study(spec, before, played, maxDepth, ms);
          tallies.computeIfAbsent(spec, k -> new Tally()).add(seen);
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%n%d lost games: %d behind from the opening; %d with the same opening won with the other"
            + " colour",
        lost,
        fromOpening,
        otherWon);
    if (outside.isPresent()) {
      System.out.printf(
          Locale.ROOT, "; %s avoids %d of the turns", outside.get().name(), outsideAvoids);
    }
    System.out.println();
    tallies.forEach((spec, t) -> System.out.printf(Locale.ROOT, "%-40s %s%n", spec, t));
  }

  /** What one configuration makes of one turning point. */
  private record Seen(boolean timedAvoids, int timedDepth, int from, boolean confirmed) {}

  private static Seen study(String spec, Game before, Turn played, int maxDepth, int ms)
      throws IOException {
    SearchResult timed =
        Tournament.engine(spec, SearchLimits.time(Duration.ofMillis(ms))).search(before);
    StringBuilder depths = new StringBuilder();
    int from = -1;
    SearchResult deepest = timed; // replaced by each depth's search: the last is the deepest
    String fromCost = "";
    for (int d = 1; d <= maxDepth; d++) {
      SearchResult r = Tournament.engine(spec, SearchLimits.depth(d)).search(before);
      boolean avoids = !r.best().equals(played);
      depths.append(' ').append(d).append(avoids ? ":other" : ":SAME");
      if (avoids && from < 0) {
        from = d;
        fromCost =
            String.format(Locale.ROOT, " (%d nodes, %d ms)", r.nodes(), r.elapsed().toMillis());
      } else if (!avoids) {
        from = -1;
        fromCost = "";
      }
      deepest = r;
    }
    // The played turn at the deepest depth: its child one shallower, from the other side.
    SearchResult child =
        Tournament.engine(spec, SearchLimits.depth(maxDepth - 1)).search(before.play(played));
    int playedScore = -child.score();
    boolean confirmed = from > 0 && deepest.score() - playedScore >= CONFIRMED;
    System.out.printf(
        Locale.ROOT,
        "  %-28s %d ms: %s depth %d, %d nodes, score %d (%s)%n    depths%s%n"
            + "    avoided from depth %s%s; at depth %d best %s scores %d, the played turn %d%s%n",
        spec,
        ms,
        timed.best(),
        timed.depth(),
        timed.nodes(),
        timed.score(),
        timed.best().equals(played) ? "plays it" : "avoids it",
        depths,
        from > 0 ? Integer.toString(from) : "never",
        fromCost,
        maxDepth,
        deepest.best(),
        deepest.score(),
        playedScore,
        confirmed ? "" : " (not confirmed)");
    return new Seen(!timed.best().equals(played), timed.depth(), from, confirmed);
  }

  /**
   * Where a game turned.
   *
   * @param at the index of our turn that turned it
   * @param fromOpening whether our first decision was already scored two stones behind
   * @param course each decision's turn index, score and material, as text
   */
  record Turning(int at, boolean fromOpening, String course) {}

  /** The tally of one configuration over every turning point. */
  private static final class Tally {
    private int positions;
    private int timedAvoids;
    private int confirmed;
    private final Map<String, Integer> from = new TreeMap<>();

    void add(Seen s) {
      positions++;
      timedAvoids += s.timedAvoids() ? 1 : 0;
      confirmed += s.confirmed() ? 1 : 0;
      String key = s.from() < 0 ? "never" : String.format(Locale.ROOT, "%02d", s.from());
      from.merge(key, 1, Integer::sum);
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%d positions: avoided at the timed search %d; confirmed by the deepest search %d;"
              + " avoided from depth %s",
          positions,
          timedAvoids,
          confirmed,
          from);
    }
  }

  /**
   * Our turn where the game turned: the last decision our fixed-depth search still scored at least
   * about level ({@link #LEVEL}) that it scored at least {@link #SURPRISE} lower at our next
   * decision, two plies on (scores of forced results counted as {@link #CLAMP}, so that a mate seen
   * late does not outweigh the turn that lost the stones); where there is none (a slow decline),
   * the last decision still scored about level. A game whose first decision already scored {@link
   * #SURPRISE} or more behind was lost in the opening, and turned there. The first {@code opening}
   * turns (the match's random opening) are not ours to judge.
   */
  static Turning turningPoint(Game whole, Side ours, String spec, int depth, int opening)
      throws IOException {
    List<Turn> turns = whole.turns();
    Engine engine = Tournament.engine(spec, SearchLimits.depth(depth));
    StringBuilder course = new StringBuilder();
    int last = -1;
    int lastLevel = -1;
    int previous = 0;
    int previousAt = -1;
    int first = -1;
    Game g = prefix(whole, 0);
    for (int i = 0; i < turns.size(); i++) {
      if (i >= opening && g.position().sideToMove() == ours) {
        int score = Math.max(-CLAMP, Math.min(CLAMP, engine.search(g).score()));
        course.append(
            String.format(
                Locale.ROOT,
                " %d:%d(%d-%d)",
                i,
                score,
                g.position().count(ours),
                g.position().count(ours.opponent())));
        if (previousAt >= 0) {
          int fall = previous - score;
          if (previous >= LEVEL && fall >= SURPRISE) {
            last = previousAt;
          }
        }
        if (previousAt < 0 && score <= -SURPRISE) {
          first = i;
        }
        if (score >= LEVEL) {
          lastLevel = i;
        }
        previous = score;
        previousAt = i;
      }
      g = g.play(turns.get(i));
    }
    if (first >= 0) {
      return new Turning(first, true, course.toString());
    }
    int at = last >= 0 ? last : lastLevel >= 0 ? lastLevel : Math.max(opening, previousAt);
    return new Turning(at, false, course.toString());
  }

  /** The game after its first {@code n} turns. */
  static Game prefix(Game whole, int n) {
    Game g = whole;
    for (int i = whole.turns().size(); i > n; i--) {
      g = g.undo().orElseThrow();
    }
    return g;
  }

  private static String material(Game whole, Side ours, int turns) {
    Game g = prefix(whole, Math.min(turns, whole.turns().size()));
    return g.position().count(ours) + "-" + g.position().count(ours.opponent());
  }
}
