package io.github.fanorona.server;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.clock.GameClock;
import java.time.Instant;

/**
 * A game's clock as the pages read it: both times left in milliseconds at the server's instant, the
 * side whose clock runs, and that instant. A page counts the running clock down from these for
 * display only; the next state the server pushes corrects it.
 *
 * <pre>{@code
 * ClockJson.of(GameClock.start(TimeControl.parse("5+3"), t0), t0.plusSeconds(1))
 * // {"control":"5+3","white":299000,"black":300000,"toMove":"w","running":true,"flagged":null,
 * //  "serverTime":<t0 + 1 s, in ms since 1970>}
 * }</pre>
 */
final class ClockJson {
  private ClockJson() {}

  static String of(GameClock clock, Instant now) {
    return Json.object()
        .put("control", clock.control().toString())
        .put("white", clock.remaining(Side.WHITE, now).toMillis())
        .put("black", clock.remaining(Side.BLACK, now).toMillis())
        .put("toMove", StateJson.letter(clock.toMove()))
        .put("running", clock.running())
        .putRaw(
            "flagged", clock.flagged().map(s -> "\"" + StateJson.letter(s) + "\"").orElse("null"))
        .put("serverTime", now.toEpochMilli())
        .toString();
  }
}
