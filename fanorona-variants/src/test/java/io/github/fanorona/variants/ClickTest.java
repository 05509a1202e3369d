package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
  private static final int GAMES = 1_000;

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
    play(variant, rules, 2 * GAMES, 150);
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
        Game now = game;
        int plyNow = ply;
        Supplier<String> at =
            () ->
                variantName
                    + " '"
                    + rules
                    + "' seed "
                    + seed
                    + " ply "
                    + plyNow
                    + " at "
                    + now.position();
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

  /** One turn made of random clicks. */
  private static Turn clickATurn(TurnBuilder start, SplittableRandom random, Supplier<String> at) {
    TurnBuilder b = start;
    for (int clicks = 0; ; clicks++) {
      TurnBuilder now = b;
      List<Supplier<TurnBuilder>> next = new ArrayList<>();
      if (b.back().isEmpty()) {
        b.huffChoices().forEach(h -> next.add(() -> now.huff(h)));
        b.drops().forEach(d -> next.add(() -> now.drop(d)));
      }
      if (b.steps().isEmpty()) {
        b.stones().forEach(stone -> next.add(() -> now.select(stone)));
      }
      for (Point to : b.targets()) {
        b.options(to).forEach(s -> next.add(() -> now.step(s)));
      }
      Optional<Turn> stop = b.finish();
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
        out.addAll(reachable(b.huff(h), at));
      }
      for (Point d : b.drops()) {
        TurnBuilder dropped = b.drop(d);
        assertTrue(dropped.targets().isEmpty(), () -> at.get() + ": a drop is a whole turn");
        out.add(dropped.finish().orElseThrow());
      }
    }
    if (b.stone().isEmpty()) {
      for (Point stone : b.stones()) {
        out.addAll(reachable(b.select(stone), at));
      }
      return out;
    }
    b.finish().ifPresent(out::add);
    assertFalse(
        b.targets().isEmpty() && b.finish().isEmpty(), () -> at.get() + ": a dead end at " + b);
    for (Point to : b.targets()) {
      List<Step> options = b.options(to);
      assertFalse(options.isEmpty(), () -> at.get() + ": a target without an option at " + b);
      for (Step s : options) {
        assertEquals(to, s.to(), at);
        out.addAll(reachable(b.step(s), at));
      }
    }
    return out;
  }

  private static List<String> texts(List<Turn> turns) {
    return turns.stream().map(Turn::toString).sorted().toList();
  }
}
