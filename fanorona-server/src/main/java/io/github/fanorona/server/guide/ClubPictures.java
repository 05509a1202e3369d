package io.github.fanorona.server.guide;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.notation.SvgBoard;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The pictures of the club's pages, drawn once by the library's {@link SvgBoard} as the guide's are
 * ({@link GuidePictures} draws the before and after of a turn): the three boards, the Youzai chain
 * limits, and the positions of the examples and the strategy page. Each position and turn is
 * written here as text; {@code ClubPagesTest} checks with the library, under the Youzai rules, that
 * each turn shown is legal (and each refused one is not) and that the replies the captions count
 * are the ones there.
 *
 * <pre>{@code ClubPictures.draw().get("sivy.svg").isPresent()   // true}</pre>
 */
public final class ClubPictures {
  /** A refused continuation of a chain: after the first capture, the same direction again. */
  static final String SAME_DIRECTION = "8B/9/1BW2B3/9/9 w";

  /** A refused continuation: back to the point the stone started from. */
  static final String VISITED = "4B4/9/1BW6/3B5/8B w";

  /** A step that may approach (taking g5) or withdraw (taking d2 and c1). */
  static final String CHOICE = "6B2/9/4W4/3B5/2B6 w";

  /** A chain that should stop after its first capture: on c3 the stone is taken back with more. */
  static final String STOP = "B8/2WBWW3/9/2W6/1B2B4 w";

  /** Two captures: the larger one gives four stones back, the smaller nothing. */
  static final String GREEDY = "9/BBW1W2B1/9/5WW2/9 w";

  /** White's opening and Black's largest answer, from the start. */
  static final String OPENING = "d2-e3A";

  /** Black's largest answer to {@link #OPENING}. */
  static final String OPENING_REPLY = "g4-g5W-f4A-g3A";

  /** The purple of the play page's hint: the other side's idea, not a turn played. */
  static final String REPLY = "#8e24aa";

  private final Map<String, String> svgs;

  private ClubPictures(Map<String, String> svgs) {
    this.svgs = svgs;
  }

  /**
   * Draws the pictures.
   *
   * <pre>{@code ClubPictures.draw().svgs().containsKey("sivy.svg")   // true}</pre>
   *
   * @return the pictures
   */
  public static ClubPictures draw() {
    Map<String, String> out = new LinkedHashMap<>();
    out.put("telo", GuidePictures.picture(Variants.TELO.start()));
    out.put("dimy", GuidePictures.picture(Variants.DIMY.start()));
    out.put("sivy", GuidePictures.picture(Variant.sivy().start()));
    out.put("rules-same-direction", refused(SAME_DIRECTION, "c3-d3W", "d3", "e3"));
    out.put("rules-visited", refused(VISITED, "c3-d4A-d3A", "d3", "c3"));
    out.put("examples-choice", GuidePictures.choice(CHOICE, "e3-f4A", "e3-f4W"));
    out.put("examples-choice-approach", GuidePictures.after(CHOICE, "e3-f4A"));
    out.put("examples-choice-withdrawal", GuidePictures.after(CHOICE, "e3-f4W"));
    out.put("examples-stop", withReply(STOP, "c4-b4W"));
    out.put("examples-continue", withReply(STOP, "c4-b4W-c3W"));
    Position start = Variant.sivy().start();
    out.put("examples-opening", GuidePictures.after(start.toString(), OPENING));
    Position opened = start.play(GuidePictures.read(start, OPENING));
    out.put("examples-reply", GuidePictures.after(opened.toString(), OPENING_REPLY));
    out.put("strategy-greedy", withReply(GREEDY, "c4-d4W"));
    out.put("strategy-patient", withReply(GREEDY, "f2-g3A"));
    return new ClubPictures(GuidePictures.named(out));
  }

  /**
   * {@return the pictures, each SVG text under its file's name ({@code NAME.svg})}
   *
   * <pre>{@code pictures.svgs().containsKey("start.svg")   // true}</pre>
   */
  public Map<String, String> svgs() {
    return svgs;
  }

  /** The names of the pictures, for the pages' tests. */
  Set<String> names() {
    return svgs.keySet();
  }

  /**
   * The position after a legal turn, and a red arrow with a ✗ for the step the chain may not take
   * next.
   */
  private static String refused(String position, String turn, String from, String to) {
    Position p = Position.parse(position);
    Turn t = GuidePictures.read(p, turn);
    String svg =
        SvgBoard.draw(
            p.play(t),
            GuidePictures.options()
                .withPointIds(true)
                .withLastTurn(t)
                .withArrow(Point.parse(from), Point.parse(to), GuidePictures.RED));
    return GuidePictures.mark(svg, to, false);
  }

  /**
   * The position after a legal turn, with the opponent's largest capture there (none if the
   * opponent cannot capture): its steps as purple arrows, the stones it would take marked ×.
   */
  private static String withReply(String position, String turn) {
    Position p = Position.parse(position);
    Turn t = GuidePictures.read(p, turn);
    Position after = p.play(t);
    SvgBoard.Options o = GuidePictures.options().withLastTurn(t);
    Optional<Turn> reply = largestReply(after);
    if (reply.isPresent()) {
      for (io.github.fanorona.core.Step step : reply.get().steps()) {
        o = o.withArrow(step.from(), step.to(), REPLY);
      }
      o = o.withCaptured(reply.get().capturedPoints());
    }
    return SvgBoard.draw(after, o);
  }

  /** The side to move's capture that takes the most stones, under the Youzai rules. */
  static Optional<Turn> largestReply(Position p) {
    return Game.start(Variant.sivy(), Presets.YOUZAI.ruleset(), p).legalTurns().stream()
        .filter(Turn::isCapture)
        .max(Comparator.comparingInt(Turn::captureCount));
  }
}
