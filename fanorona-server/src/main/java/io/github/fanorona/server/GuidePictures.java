package io.github.fanorona.server;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import io.github.fanorona.notation.SvgBoard;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The guide's pictures, drawn once by the library's {@link SvgBoard} from real positions and legal
 * turns: each "after" picture is the position the engine's turn leads to, with the turn's green
 * arrows, the dashed circle where its stone stood and the orange (approach) or blue (withdrawal)
 * rings on the stones it took. A picture is asked for by name; the names are fixed here.
 *
 * <pre>{@code GuidePictures.draw().get("approach-after.svg")   // Optional[<?xml ...]}</pre>
 */
final class GuidePictures {
  private static final int SIZE = 360;

  private final Map<String, String> svgs;

  private GuidePictures(Map<String, String> svgs) {
    this.svgs = svgs;
  }

  static GuidePictures draw() {
    Map<String, String> out = new LinkedHashMap<>();
    out.put("board", picture(Position.parse("9/9/9/9/9 w")));
    out.put("start", picture(Variant.sivy().start()));
    out.put("move-strong", after("8B/9/4W4/9/9 w", "e3-f4"));
    out.put("move-weak", after("8B/9/9/4W4/9 w", "e2-e3"));
    out.put("approach-before", before("8B/9/1W1BB4/9/9 w", "b3-c3A"));
    out.put("approach-after", after("8B/9/1W1BB4/9/9 w", "b3-c3A"));
    out.put("approach-diagonal-before", before("8B/3B5/2B6/9/W8 w", "a1-b2A"));
    out.put("approach-diagonal-after", after("8B/3B5/2B6/9/W8 w", "a1-b2A"));
    out.put("withdrawal-before", before("8B/9/BBW6/9/9 w", "c3-d3W"));
    out.put("withdrawal-after", after("8B/9/BBW6/9/9 w", "c3-d3W"));
    out.put("run-empty", after("8B/9/1W1BB1B2/9/9 w", "b3-c3A"));
    out.put("run-own", after("8B/9/1W1BBW3/9/9 w", "b3-c3A"));
    out.put("run-gap", after("8B/9/1W2B4/9/9 w", "b3-c3"));
    out.put("choice-both", choice("8B/9/1BW1B4/9/9 w", "c3-d3A", "c3-d3W"));
    out.put("choice-approach", after("8B/9/1BW1B4/9/9 w", "c3-d3A"));
    out.put("choice-withdrawal", after("8B/9/1BW1B4/9/9 w", "c3-d3W"));
    out.put("compulsory", after("8B/9/1W1B5/9/W8 w", "b3-c3A"));
    List<Turn> openings = Game.start(Variant.sivy()).legalTurns();
    for (int i = 0; i < openings.size(); i++) {
      Turn t = openings.get(i);
      out.put("opening-" + (i + 1), drawn(Variant.sivy().start().play(t), t));
    }
    out.put("chain-before", before("2B6/9/1W1B5/9/8B w", "b3-c3A-c4A"));
    out.put("chain-first", after("2B6/9/1W1B5/9/8B w", "b3-c3A"));
    out.put("chain-after", after("2B6/9/1W1B5/9/8B w", "b3-c3A-c4A"));
    out.put("paika", after("8B/9/9/9/W8 w", "a1-b2"));
    out.put("end", after("9/9/1W1B5/9/9 w", "b3-c3A"));
    Map<String, String> named = new LinkedHashMap<>();
    out.forEach((k, v) -> named.put(k + ".svg", v));
    return new GuidePictures(Map.copyOf(named));
  }

  Optional<String> get(String name) {
    return Optional.ofNullable(svgs.get(name));
  }

  /** The names of the pictures, for the guide's tests. */
  java.util.Set<String> names() {
    return svgs.keySet();
  }

  /**
   * A position before a legal turn: the turn's green arrows and a red dashed circle with a cross on
   * each stone it will take.
   */
  private static String before(String position, String turn) {
    Position p = Position.parse(position);
    Turn t = read(p, turn);
    return SvgBoard.draw(p, options().withArrows(t).withCaptured(t.capturedPoints()));
  }

  /** A step that may approach or withdraw: one arrow, orange and blue rings on what each takes. */
  private static String choice(String position, String approach, String withdrawal) {
    Position p = Position.parse(position);
    Turn a = read(p, approach);
    Turn w = read(p, withdrawal);
    return SvgBoard.draw(
        p, options().withArrows(a).withRings(a.steps().get(0)).withRings(w.steps().get(0)));
  }

  /** A legal turn of a position under the standard rules, read as A/W text. */
  private static Turn read(Position p, String turn) {
    return WrittenTurn.parse(turn).resolve(Game.start(Variant.sivy(), Ruleset.standard(), p));
  }

  private static SvgBoard.Options options() {
    return SvgBoard.Options.defaults().withSize(SIZE).withCoordinates(true);
  }

  private static String picture(Position p) {
    return SvgBoard.draw(p, SvgBoard.Options.defaults().withSize(SIZE).withCoordinates(true));
  }

  /** The position a legal turn leads to, drawn with that turn; the turn is read as A/W text. */
  private static String after(String position, String turn) {
    Position before = Position.parse(position);
    Turn t = read(before, turn);
    return drawn(before.play(t), t);
  }

  private static String drawn(Position after, Turn t) {
    return SvgBoard.draw(
        after, SvgBoard.Options.defaults().withSize(SIZE).withCoordinates(true).withLastTurn(t));
  }
}
