package io.github.fanorona.js;

import com.google.common.collect.ImmutableMap;
import io.github.fanorona.core.Click;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Perft;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.Level;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Writes the JVM's answers that the npm package's Node tests ({@code src/test/node}) compare its
 * own with: perft 1-6 of Sivy and Dimy, 1,000 seeded random games of every variant under several
 * rulesets (each position, each list of legal turns, each outcome), the turn builder's state after
 * every click along 100 of them, records written in each format, and searches by depth and level.
 * The build runs it under {@code -Pjs} ({@code java ExpectedAnswers DIR}); the seed is fixed and
 * printed, so that a failure names the game to replay.
 */
public final class ExpectedAnswers {
  static final long SEED = 20261207L;

  /** The variants and rules the random games are drawn from (variant, rules; "" for default). */
  private static final String[][] SETUPS = {
    {"sivy", ""},
    {"sivy", "youzai"},
    {"sivy", "boardspace"},
    {"sivy", "huffing=on"},
    {"sivy", "chain=mandatory,capture=larger"},
    {"sivy", "no-capture-draw=10,repetition-draw=2,no-move=draw"},
    {"dimy", ""},
    {"dimy", "first-turn-chain=forbidden"},
    {"telo", ""},
    {"telo-capture", ""},
    {"vela", ""},
    {"board:3x5", "huffing=on"},
    {"board:7x3", ""},
  };

  private static final int GAMES = 1000;
  private static final int CLICKED_GAMES = 100;
  private static final int MAX_PLIES = 150;

  private ExpectedAnswers() {}

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    Files.createDirectories(dir);
    System.out.println("ExpectedAnswers: seed " + SEED + ", into " + dir);
    Files.writeString(dir.resolve("perft.json"), perft());
    List<Game> games = new ArrayList<>();
    Files.writeString(dir.resolve("games.json"), games(games));
    Files.writeString(dir.resolve("clicks.json"), clicks(games.subList(0, CLICKED_GAMES)));
    Files.writeString(dir.resolve("records.json"), records(games.subList(0, 40)));
    Files.writeString(dir.resolve("searches.json"), searches(games.subList(0, 12)));
  }

  private static String perft() {
    Json out = new Json().open('{');
    for (String name : List.of("sivy", "dimy")) {
      Variant v = Variants.byName(name);
      Json counts = new Json().open('[');
      for (int depth = 1; depth <= 6; depth++) {
        counts.number(Perft.count(v, v.start(), depth, Perft.Options.defaults()));
      }
      out.key(name).raw(counts.close(']'));
    }
    return out.close('}');
  }

  /** Plays the random games, keeps them, and writes what each position answered. */
  private static String games(List<Game> keep) {
    Json out = new Json().open('[');
    for (int g = 0; g < GAMES; g++) {
      SplittableRandom random = new SplittableRandom(SEED + g);
      String[] setup = SETUPS[g % SETUPS.length];
      Variant variant = Variants.byName(setup[0]);
      Ruleset rules =
          setup[1].isEmpty() ? variant.defaultRuleset() : Presets.ruleset(setup[1], variant);
      Game game = Game.start(variant, rules, variant.start(rules));
      Json turns = new Json().open('[');
      Json legal = new Json().open('[');
      Json positions = new Json().open('[').string(game.position().toString());
      while (!game.isOver() && game.turns().size() < MAX_PLIES) {
        List<Turn> list = game.legalTurns();
        legal.raw(strings(list));
        Turn t = list.get(random.nextInt(list.size()));
        turns.string(t.toString());
        game = game.play(t);
        positions.string(game.position().toString());
      }
      legal.raw(strings(game.legalTurns()));
      keep.add(game);
      out.raw(
          new Json()
              .open('{')
              .key("variant")
              .string(setup[0])
              .key("rules")
              .string(setup[1])
              .key("turns")
              .raw(turns.close(']'))
              .key("legal")
              .raw(legal.close(']'))
              .key("positions")
              .raw(positions.close(']'))
              .key("outcome")
              .raw(game.outcome().map(ExpectedAnswers::outcome).orElse("null"))
              .key("drawState")
              .raw(
                  new Json()
                      .open('[')
                      .number(game.occurrences())
                      .number(game.ruleset().repetitionDrawCount())
                      .number(game.position().pliesSinceCapture())
                      .number(game.ruleset().noCaptureDrawPlies())
                      .close(']'))
              .close('}'));
    }
    return out.close(']');
  }

  private static String outcome(Outcome o) {
    return new Json()
        .open('{')
        .key("winner")
        .raw(o.winner().map(s -> Json.quote(Values.word(s))).orElse("null"))
        .key("draw")
        .raw(String.valueOf(o.isDraw()))
        .key("reason")
        .string(Values.word(o.reason()))
        .key("result")
        .string(o.resultString())
        .key("text")
        .string(o.toString())
        .close('}');
  }

  /**
   * Along each game, clicks every turn in: first a random point (refused, or a selection that
   * {@code back} takes back), then the turn's huff or drop, its stone and each landing, answering a
   * choice with the step's capture, and "stop here" when the turn does not finish by itself. Each
   * action is written with the builder's state after it.
   */
  private static String clicks(List<Game> games) {
    Json out = new Json().open('[');
    int g = 0;
    for (Game whole : games) {
      SplittableRandom random = new SplittableRandom(SEED * 31 + g++);
      Game game = Game.start(whole.variant(), whole.ruleset(), whole.startPosition());
      Json plies = new Json().open('[');
      for (Turn turn : whole.turns()) {
        Json actions = new Json().open('[');
        TurnBuilder b = TurnBuilder.start(game);
        List<Point> points = game.variant().geometry().points();
        Point any = points.get(random.nextInt(points.size()));
        Click stray = b.click(any);
        actions.raw(action("click", any.toString(), null, stray));
        if (stray.kind() != Click.Kind.REFUSED) {
          b = stray.builder().back().orElseThrow();
          actions.raw(action("back", null, null, null, b));
        }
        Click c;
        if (turn.kind() == Turn.Kind.DROP) {
          c = b.click(turn.destination());
          actions.raw(action("click", turn.destination().toString(), null, c));
        } else {
          if (turn.huffed().isPresent()) {
            c = b.click(turn.huffed().get());
            actions.raw(action("click", turn.huffed().get().toString(), null, c));
            b = c.builder();
          }
          c = b.click(turn.origin());
          actions.raw(action("click", turn.origin().toString(), null, c));
          for (Step s : turn.steps()) {
            c = c.builder().click(s.to());
            actions.raw(action("click", s.to().toString(), null, c));
            if (c.kind() == Click.Kind.NEEDS_CHOICE) {
              String capture = s.capture().map(Values::word).orElse(null);
              c = c.choose(s);
              actions.raw(action("choose", null, capture, c));
            }
          }
          if (c.kind() != Click.Kind.FINISHED) {
            c = c.builder().stop();
            actions.raw(action("stop", null, null, c));
          }
        }
        if (!c.turn().equals(Optional.of(turn))) {
          throw new AssertionError("the clicks made " + c + ", not " + turn + " in " + game);
        }
        plies.raw(actions.close(']'));
        game = game.play(turn);
      }
      out.raw(plies.close(']'));
    }
    return out.close(']');
  }

  private static String action(String op, String point, String capture, Click click) {
    return action(op, point, capture, click, click.builder());
  }

  private static String action(
      String op, String point, String capture, Click click, TurnBuilder after) {
    Json a = new Json().open('{').key("op").string(op);
    if (point != null) {
      a.key("point").string(point);
    }
    if (op.equals("choose")) {
      a.key("capture").raw(capture == null ? "null" : Json.quote(capture));
    }
    if (click != null) {
      a.key("kind")
          .string(Values.word(click.kind()))
          .key("message")
          .string(click.message())
          .key("turn")
          .raw(click.turn().map(t -> Json.quote(t.toString())).orElse("null"))
          .key("options")
          .raw(strings(click.options()));
    }
    return a.key("builder").raw(builder(after)).close('}');
  }

  private static String builder(TurnBuilder b) {
    return new Json()
        .open('{')
        .key("stage")
        .string(Values.word(b.stage()))
        .key("stones")
        .raw(strings(b.stones()))
        .key("targets")
        .raw(strings(b.targets()))
        .key("huffChoices")
        .raw(strings(b.huffChoices()))
        .key("drops")
        .raw(strings(b.drops()))
        .key("stone")
        .raw(b.stone().map(p -> Json.quote(p.toString())).orElse("null"))
        .key("huffed")
        .raw(b.huffed().map(p -> Json.quote(p.toString())).orElse("null"))
        .key("steps")
        .raw(strings(b.steps()))
        .key("canStop")
        .raw(String.valueOf(b.canStop()))
        .key("preview")
        .string(b.preview().toString())
        .close('}');
  }

  /** Each game written in each format, with tags, as the package's writeRecord must write it. */
  private static String records(List<Game> games) {
    Json out = new Json().open('[');
    for (Game game : games) {
      Json formats = new Json().open('{');
      // in the order JavaScript gives them ({White, Event}), whatever the writer makes of it
      Map<String, String> tags = ImmutableMap.of("White", "Ann \"A\"", "Event", "club night");
      for (RecordFormat f : RecordFormat.values()) {
        formats.key(f.word()).string(f.write(game, tags).text());
      }
      out.raw(described(game).key("written").raw(formats.close('}')).close('}'));
    }
    return out.close(']');
  }

  /** Searches by depth and by the levels that stop at a depth, from positions along games. */
  private static String searches(List<Game> games) {
    Json out = new Json().open('[');
    int i = 0;
    for (Game whole : games) {
      List<Turn> turns = whole.turns();
      Game game = Game.start(whole.variant(), whole.ruleset(), whole.startPosition());
      for (Turn t : turns.subList(0, Math.min(turns.size(), 3 + i % 7))) {
        game = game.play(t);
      }
      if (game.isOver()) {
        continue;
      }
      String limits;
      SearchResult r;
      if (i % 2 == 0) {
        int depth = 3 + i % 3;
        limits = "{\"depth\":" + depth + "}";
        r = Engine.of(SearchLimits.depth(depth)).search(game);
      } else {
        Level level = Level.of(1 + i % 7);
        limits = "{\"level\":" + level.number() + "}";
        r = level.engine().search(game);
      }
      i++;
      out.raw(
          described(game)
              .key("limits")
              .raw(limits)
              .key("best")
              .string(r.best().toString())
              .key("pv")
              .raw(strings(r.pv()))
              .key("score")
              .number(r.score())
              .key("scoreText")
              .string(r.scoreText())
              .key("depth")
              .number(r.depth())
              .key("nodes")
              .number(r.nodes())
              .close('}'));
    }
    return out.close(']');
  }

  /** An object that starts with the game's variant, rules and turns, for more keys to follow. */
  private static Json described(Game game) {
    return new Json()
        .open('{')
        .key("variant")
        .string(game.variant().name())
        .key("rules")
        .string(game.ruleset().optionString())
        .key("turns")
        .raw(strings(game.turns()));
  }

  private static String strings(Iterable<?> items) {
    Json out = new Json().open('[');
    for (Object item : items) {
      out.string(item.toString());
    }
    return out.close(']');
  }

  /** Just enough JSON writing for these files: values appended with their commas. */
  private static final class Json {
    private final StringBuilder sb = new StringBuilder();
    private boolean first = true;

    Json open(char c) {
      sb.append(c);
      return this;
    }

    String close(char c) {
      return sb.append(c).toString();
    }

    Json key(String key) {
      comma();
      sb.append(quote(key)).append(':');
      first = true;
      return this;
    }

    Json string(String value) {
      return raw(quote(value));
    }

    Json number(long value) {
      return raw(Long.toString(value));
    }

    Json raw(String json) {
      comma();
      sb.append(json);
      return this;
    }

    private void comma() {
      if (!first) {
        sb.append(',');
      }
      first = false;
    }

    static String quote(String s) {
      StringBuilder q = new StringBuilder("\"");
      for (int i = 0; i < s.length(); i++) {
        char c = s.charAt(i);
        if (c == '"' || c == '\\') {
          q.append('\\').append(c);
        } else if (c < 0x20) {
          q.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
        } else {
          q.append(c);
        }
      }
      return q.append('"').toString();
    }
  }
}
