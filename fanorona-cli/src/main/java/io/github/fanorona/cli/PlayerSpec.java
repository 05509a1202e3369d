package io.github.fanorona.cli;

import com.google.common.base.Splitter;
import io.github.fanorona.engine.EndgameOracle;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.lab.Player;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Reads a player as the {@code match} command takes it: {@code random}, or engine settings {@code
 * depth=N}, {@code time=MS}, or both ({@code depth=20,time=500}).
 */
final class PlayerSpec {
  private PlayerSpec() {}

  static Player parse(String spec, long seed, Optional<EndgameOracle> oracle) {
    String text = spec.strip();
    if (text.equals("random")) {
      return Player.random(seed);
    }
    Engine engine = oracle.map(o -> engine(text).withOracle(o)).orElseGet(() -> engine(text));
    Player player = Player.engine(engine);
    return new Player() {
      @Override
      public io.github.fanorona.core.Turn choose(io.github.fanorona.core.Game game) {
        return player.choose(game);
      }

      @Override
      public String name() {
        return text;
      }
    };
  }

  /** Engine settings {@code depth=N[,time=MS]} or {@code time=MS} (then up to the deepest). */
  static Engine engine(String text) {
    Optional<Integer> depth = Optional.empty();
    Optional<Integer> millis = Optional.empty();
    List<String> parts = Splitter.on(',').trimResults().splitToList(text);
    for (String part : parts) {
      List<String> kv = Splitter.on('=').trimResults().splitToList(part);
      if (kv.size() != 2 || !(kv.get(0).equals("depth") || kv.get(0).equals("time"))) {
        throw new IllegalArgumentException(
            "player '" + text + "': expected random, depth=N, time=MS or depth=N,time=MS");
      }
      int value = number(kv.get(1), text);
      if (kv.get(0).equals("depth")) {
        depth = Optional.of(value);
      } else {
        millis = Optional.of(value);
      }
    }
    if (depth.isEmpty() && millis.isEmpty()) {
      throw new IllegalArgumentException("player '" + text + "': give a depth or a time");
    }
    SearchLimits limits =
        depth.isEmpty()
            ? SearchLimits.time(Duration.ofMillis(millis.orElseThrow()))
            : SearchLimits.depth(depth.get());
    if (depth.isPresent() && millis.isPresent()) {
      limits = limits.withTime(Duration.ofMillis(millis.get()));
    }
    return Engine.of(limits);
  }

  private static int number(String value, String spec) {
    try {
      return AsciiNumbers.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("player '" + spec + "': " + e.getMessage(), e);
    }
  }
}
