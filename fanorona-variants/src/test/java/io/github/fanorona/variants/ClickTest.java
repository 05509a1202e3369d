package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.fanorona.core.Click;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random games of every variant played purely by clicks on a {@link TurnBuilder}: each turn
 * is made of random clicks (a huff or not, a drop, a glowing stone, a target and one of its
 * options, "stop here", now and then a click back), and must be one of {@code legalTurns()}. At
 * every position visited, the turns reachable by clicks (every path through the click screens) must
 * be exactly the legal turns, each once. Failures name the variant, rules, seed and ply.
 */
class ClickTest {
  /** {@code -Plong} sets {@code fanorona.long}: the full counts of games. */
  private static final boolean LONG = Boolean.getBoolean("fanorona.long");

  /** Games per rules: a few hundred in the default run, a thousand under {@code -Plong}. */
  private static final int GAMES = LONG ? 1_000 : 200;

  /** Plies per game in the default run; the positions of a huffing game list many more turns. */
  private static final int MAX_PLIES = 20;

  private static final int MAX_HUFFING_PLIES = 10;

  /** Clicks after which a turn takes no more clicks back, so that every turn ends. */
  private static final int MAX_CLICKS = 60;

  static Stream<Arguments> rules() {
    return Stream.of(
        Arguments.of("sivy", ""),
        Arguments.of("dimy", ""),
        Arguments.of("telo", ""),
        Arguments.of("telo-capture", ""),
        Arguments.of("vela", "vela"),
        Arguments.of("vela", "vela,vela=white"),
        Arguments.of("sivy", "huffing=on"),
        Arguments.of("dimy", "french"),
        Arguments.of("sivy", "chain=mandatory,capture=larger"));
  }

  @ParameterizedTest(name = "{0} rules ''{1}''")
  @MethodSource("rules")
  void randomClickGamesFinishOnlyLegalTurnsAndReachEveryOne(String variant, String rules) {
    play(variant, rules, GAMES, rules.contains("huffing") ? MAX_HUFFING_PLIES : MAX_PLIES);
  }

  @Tag("long")
  @ParameterizedTest(name = "{0} rules ''{1}'', longer games")
  @MethodSource("rules")
  void longerRandomClickGames(String variant, String rules) {
    play(variant, rules, 2_000, 150);
  }

  private static void play(String variantName, String rules, int games, int maxPlies) {
    Variant variant = Variants.byName(variantName);
    Ruleset ruleset = Presets.ruleset(rules, variant);
    long base = 0xC11C_0000L + variantName.hashCode() * 31L + rules.hashCode();
    for (int i = 0; i < games; i++) {
      long seed = base + i;
      SplittableRandom random = new SplittableRandom(seed);
      Game game = Game.start(variant, ruleset);
      for (int ply = 0; ply < maxPlies && !game.isOver(); ply++) {
        Supplier<String> at = where(variantName, rules, seed, ply, game);
        List<Turn> legal = game.legalTurns();
        TurnBuilder start = TurnBuilder.start(game);
        List<String> clickable = texts(reachable(start, at));
        assertEquals(texts(legal), clickable, () -> at.get() + ": the turns reachable by clicks");
        Turn turn = clickATurn(start, random, at);
        assertTrue(
            legal.contains(turn), () -> at.get() + ": clicked " + turn + ", not a legal turn");
        game = game.play(turn);
      }
    }
  }

  /** Where a check failed: the variant, the rules, the seed, the ply and the position. */
  private static Supplier<String> where(
      String variant, String rules, long seed, int ply, Game game) {
    return () ->
        variant + " '" + rules + "' seed " + seed + " ply " + ply + " at " + game.position();
  }

  /** One turn made of random clicks. */
  private static Turn clickATurn(TurnBuilder start, SplittableRandom random, Supplier<String> at) {
    TurnBuilder b = start;
    for (int clicks = 0; ; clicks++) {
      TurnBuilder now = b;
      List<Supplier<TurnBuilder>> next = new ArrayList<>();
      if (b.back().isEmpty()) {
        b.huffChoices().forEach(h -> next.add(() -> taken(now.click(h), at)));
        b.drops().forEach(d -> next.add(() -> taken(now.click(d), at)));
      }
      if (b.steps().isEmpty()) {
        b.stones().forEach(stone -> next.add(() -> taken(now.click(stone), at)));
      }
      for (Point to : b.targets()) {
        b.options(to).forEach(s -> next.add(() -> taken(now.click(s), at)));
      }
      Optional<Turn> stop = b.canStop() ? b.stop().turn() : Optional.empty();
      if (next.isEmpty() && stop.isEmpty()) {
        fail(at.get() + ": a dead end after the clicks " + b);
      }
      Optional<TurnBuilder> back = b.back();
      if (back.isPresent() && clicks < MAX_CLICKS && random.nextInt(10) == 0) {
        b = back.get();
        continue;
      }
      int pick = random.nextInt(next.size() + (stop.isPresent() ? 1 : 0));
      if (pick == next.size()) {
        return stop.orElseThrow();
      }
      b = next.get(pick).get();
    }
  }

  /** Every turn that some path of clicks finishes, once per path. */
  private static List<Turn> reachable(TurnBuilder b, Supplier<String> at) {
    List<Turn> out = new ArrayList<>();
    if (b.back().isEmpty()) {
      for (Point h : b.huffChoices()) {
        out.addAll(reachable(taken(b.click(h), at), at));
      }
      for (Point d : b.drops()) {
        Click dropped = b.click(d);
        assertEquals(Click.Kind.FINISHED, dropped.kind(), () -> at.get() + ": a drop is a turn");
        assertTrue(dropped.builder().targets().isEmpty(), () -> at.get() + ": a drop is whole");
        out.add(dropped.turn().orElseThrow());
      }
    }
    if (b.stone().isEmpty()) {
      for (Point stone : b.stones()) {
        out.addAll(reachable(taken(b.click(stone), at), at));
      }
      return out;
    }
    if (b.canStop()) {
      out.add(b.stop().turn().orElseThrow());
    }
    assertFalse(b.targets().isEmpty() && !b.canStop(), () -> at.get() + ": a dead end at " + b);
    for (Point to : b.targets()) {
      List<Step> options = b.options(to);
      assertFalse(options.isEmpty(), () -> at.get() + ": a target without an option at " + b);
      for (Step s : options) {
        assertEquals(to, s.to(), at);
        out.addAll(reachable(taken(b.click(s), at), at));
      }
    }
    return out;
  }

  /** The builder after a click that the builder offered, which must not be refused. */
  private static TurnBuilder taken(Click c, Supplier<String> at) {
    assertNotEquals(Click.Kind.REFUSED, c.kind(), () -> at.get() + ": " + c.message());
    return c.builder();
  }

  private static List<String> texts(List<Turn> turns) {
    return turns.stream().map(Turn::toString).sorted().toList();
  }

  // ---------------------------------------------------------------- a player with one call per
  // click

  /** Whole games by {@link TurnBuilder#click(Point)} alone, per rules: 3, or 8 under -Plong. */
  private static final int CLICK_GAMES = LONG ? 8 : 3;

  /** A game that has not ended after this many plies stops there. */
  private static final int CLICK_PLIES = 80;

  /** Clicks in one turn after which a click-only player is taken to have stalled. */
  private static final int CLICKS_PER_TURN = 200;

  /** After this many clicks in a turn the player stops changing its mind. */
  private static final int FICKLE_CLICKS = 20;

  /** The seed of the generator of game seeds; {@code -Dfanorona.clickSeed=N} replays another. */
  private static final long CLICK_SEED = Long.getLong("fanorona.clickSeed", 0xC11C_5EEDL);

  static Stream<Arguments> clickGames() {
    return games(CLICK_GAMES);
  }

  static Stream<Arguments> moreClickGames() {
    return games(160);
  }

  /** The rules of {@link #rules()}, each with game seeds drawn from {@link #CLICK_SEED}. */
  private static Stream<Arguments> games(int perRules) {
    SplittableRandom seeds = new SplittableRandom(CLICK_SEED);
    return rules()
        .flatMap(
            a ->
                seeds.longs(perRules).mapToObj(seed -> Arguments.of(a.get()[0], a.get()[1], seed)));
  }

  @ParameterizedTest(name = "{0} rules ''{1}'' seed {2}")
  @MethodSource("clickGames")
  void aPlayerWhoOnlyClicksPointsAndStopHereNeverStalls(String variant, String rules, long seed) {
    playByClicks(variant, rules, seed);
  }

  @Tag("long")
  @ParameterizedTest(name = "{0} rules ''{1}'' seed {2}, more games")
  @MethodSource("moreClickGames")
  void moreGamesByClicksAlone(String variant, String rules, long seed) {
    playByClicks(variant, rules, seed);
  }

  /**
   * One whole game by random clicks on points (and "stop here"): it ends or reaches {@link
   * #CLICK_PLIES}, and every turn is one of the legal turns, with the preview of its last click the
   * board of the next position.
   */
  private static void playByClicks(String variantName, String rules, long seed) {
    Variant variant = Variants.byName(variantName);
    Game game = Game.start(variant, Presets.ruleset(rules, variant));
    SplittableRandom random = new SplittableRandom(seed);
    int ply = 0;
    for (; ply < CLICK_PLIES && !game.isOver(); ply++) {
      Supplier<String> at = where(variantName, rules, seed, ply, game);
      Clicked done = clickOnly(TurnBuilder.start(game), random, at);
      Turn turn = done.turn();
      assertTrue(
          game.legalTurns().contains(turn), () -> at.get() + ": clicked " + turn + ", not legal");
      Position next = game.position().play(turn);
      for (Side side : Side.values()) {
        assertEquals(
            next.stones(side),
            done.board().stones(side),
            () -> at.get() + ": the preview after " + turn + " is not the next board");
      }
      game = game.play(turn);
    }
    assertTrue(game.isOver() || ply == CLICK_PLIES, "the game ends or reaches the limit");
  }

  /** A turn a click-only player finished, and the board its builder showed at the end. */
  private record Clicked(Turn turn, Position board) {}

  /**
   * One turn by clicks alone: a random point that the stage says a click is for, now and then a
   * point that it is not (which must be refused and change nothing), a random option when a click
   * needs a choice, and "stop here" where the turn may stop. Every point of the board is clicked at
   * every step, and exactly those outside {@link #clickable} must be refused.
   */
  private static Clicked clickOnly(
      TurnBuilder start, SplittableRandom random, Supplier<String> at) {
    List<Point> board = start.position().geometry().points();
    TurnBuilder b = start;
    for (int clicks = 0; clicks < CLICKS_PER_TURN; clicks++) {
      TurnBuilder now = b;
      Set<Point> clickable = clickable(b, clicks < FICKLE_CLICKS);
      // Every point of the board now and then, else a few: a refusal lists the legal turns.
      List<Point> probed =
          random.nextInt(4) == 0
              ? board
              : random.ints(3, 0, board.size()).mapToObj(board::get).toList();
      for (Point p : probed) {
        Click c = b.click(p);
        boolean refused = c.kind() == Click.Kind.REFUSED;
        if (refused) {
          assertEquals(now, c.builder(), () -> at.get() + ": a refused click changed " + now);
          assertTrue(
              c.message().contains("legal here"), () -> at.get() + ": refusal " + c.message());
        }
        boolean expected = !clickable.contains(p) && !b.stones().contains(p);
        if (refused != expected) {
          fail(at.get() + ": clicking " + p + " at " + b + " did " + c);
        }
      }
      assertEquals(b.canStop(), b.stop().kind() == Click.Kind.FINISHED, () -> at.get() + " " + now);
      List<Point> choices = List.copyOf(clickable);
      boolean stop = b.canStop() && random.nextInt(choices.size() + 1) == 0;
      if (choices.isEmpty() && !stop) {
        fail(at.get() + ": a click-only player is stuck at " + b);
      }
      Click c = stop ? b.stop() : b.click(choices.get(random.nextInt(choices.size())));
      if (c.kind() == Click.Kind.NEEDS_CHOICE) {
        Click asked = c;
        assertTrue(asked.options().size() > 1, () -> at.get() + ": " + asked);
        assertTrue(
            asked.options().stream().allMatch(s -> s.to().equals(asked.options().get(0).to())),
            () -> at.get() + ": " + asked);
        Step option = asked.options().get(random.nextInt(asked.options().size()));
        c =
            option.capture().isPresent() && random.nextBoolean()
                ? asked.choose(option.capture().get())
                : asked.choose(option);
      }
      Click result = c;
      assertFalse(result.kind() == Click.Kind.REFUSED, () -> at.get() + ": refused " + result);
      if (result.kind() == Click.Kind.FINISHED) {
        assertTrue(result.turn().isPresent(), at);
        return new Clicked(result.turn().get(), result.builder().preview());
      }
      assertTrue(result.turn().isEmpty(), at);
      b = result.builder();
    }
    throw new AssertionError(at.get() + ": no turn after " + CLICKS_PER_TURN + " clicks: " + b);
  }

  /**
   * The points a click is for at this stage of the turn, as {@link TurnBuilder.Stage} documents
   * them; while {@code fickle}, the selected stone and the other glowing stones too.
   */
  private static Set<Point> clickable(TurnBuilder b, boolean fickle) {
    Set<Point> out = new LinkedHashSet<>();
    switch (b.stage()) {
      case DROP -> out.addAll(b.drops());
      case MUST_HUFF -> out.addAll(b.huffChoices());
      case SELECT -> {
        out.addAll(b.huffChoices());
        out.addAll(b.stones());
      }
      case TARGET -> {
        out.addAll(b.targets());
        if (fickle) {
          out.addAll(b.stones());
        }
      }
      case CHAIN -> out.addAll(b.targets());
      case NO_TURN, COMPLETE -> {}
    }
    return out;
  }
}
