package io.github.fanorona.server;

import io.github.fanorona.core.Click;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import io.github.fanorona.core.TurnNotation;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A session as the page draws it: the board after the clicks so far (the builder's preview), what
 * glows, the dots, a pending choice with the stones each option takes, the move list in A/W with
 * counts, the last turn, a hint and the outcome. Points are written as {@code d3}.
 *
 * <pre>
 * {@code StateJson.of(session)   // {"id":"…","stage":"SELECT","glow":["d2","e2","f2","d3"],…}}
 * </pre>
 */
final class StateJson {
  /** The strong points of each board, the same for every request on it. */
  private static final Map<Geometry, String> STRONG = new ConcurrentHashMap<>();

  private StateJson() {}

  static String of(Session s) {
    Game game = s.game();
    TurnBuilder b = s.builder();
    Position board = b.preview();
    Geometry g = board.geometry();
    boolean humanToMove = !game.isOver() && game.position().sideToMove() == s.human();
    Json j =
        Json.object()
            .put("id", s.id())
            .put("variant", s.variant())
            .put("variantName", game.variant().displayName())
            .put("preset", s.preset())
            .put("rules", game.ruleset().optionString())
            .put("level", s.level())
            .put("width", g.width())
            .put("height", g.height())
            .putRaw("strong", STRONG.computeIfAbsent(g, StateJson::strong))
            .put("human", letter(s.human()))
            .put("toMove", letter(game.position().sideToMove()))
            .putStrings("white", board.points(Side.WHITE))
            .putStrings("black", board.points(Side.BLACK))
            .put("placement", board.isPlacement())
            .put("whiteInHand", board.inHand(Side.WHITE))
            .put("blackInHand", board.inHand(Side.BLACK))
            .putStrings("huffable", humanToMove ? game.position().huffablePoints() : Set.of())
            .put("stage", humanToMove ? b.stage().name() : game.isOver() ? "OVER" : "WAIT")
            .putStrings("glow", humanToMove && s.pending().isEmpty() ? b.stones() : Set.of())
            .put("selected", b.stone().map(Point::toString).orElse(""))
            .putStrings("targets", humanToMove && s.pending().isEmpty() ? b.targets() : Set.of())
            .putStrings("huffs", humanToMove ? b.huffChoices() : Set.of())
            .putStrings("drops", humanToMove ? b.drops() : Set.of())
            .put("canStop", humanToMove && !b.steps().isEmpty() && b.canStop())
            .put("path", path(b))
            .putStrings("taken", taken(b.steps()))
            .put("choice", choice(s))
            .putRaw("moves", s.moves())
            .putRaw("last", last(game))
            .putRaw("hint", s.hint().map(StateJson::turn).map(Json::toString).orElse("null"))
            .putRaw("outcome", game.outcome().map(StateJson::outcome).orElse("null"))
            .put("computerToMove", s.computerToMove())
            .put("canUndo", canUndo(s))
            .put("message", s.message());
    return j.toString();
  }

  static String letter(Side side) {
    return String.valueOf(side.letter());
  }

  private static boolean canUndo(Session s) {
    if (s.game().isOver()) {
      return false;
    }
    for (Game g = s.game(); g.undo().isPresent(); g = g.undo().get()) {
      if (g.undo().get().position().sideToMove() == s.human()) {
        return true;
      }
    }
    return false;
  }

  /** The points the moving stone has stood on so far this turn. */
  private static Json path(TurnBuilder b) {
    Json a = Json.array();
    if (b.steps().isEmpty()) {
      return a;
    }
    a.add(b.steps().get(0).from().toString());
    b.steps().forEach(st -> a.add(st.to().toString()));
    return a;
  }

  private static Set<Point> taken(List<Step> steps) {
    Set<Point> out = new LinkedHashSet<>();
    steps.forEach(st -> out.addAll(st.captured()));
    return out;
  }

  private static Json choice(Session s) {
    Json a = Json.array();
    for (Click c : s.pending().stream().toList()) {
      for (Step st : c.options()) {
        a.add(
            Json.object()
                .put("kind", st.capture().map(k -> String.valueOf(k.letter())).orElse("-"))
                .put("from", st.from().toString())
                .put("to", st.to().toString())
                .putStrings("captured", st.captured()));
      }
    }
    return a;
  }

  private static String strong(Geometry g) {
    List<Point> strong = new ArrayList<>();
    for (Point p : g.points()) {
      if (g.isStrong(p)) {
        strong.add(p);
      }
    }
    return Json.array().addStrings(strong).toString();
  }

  /** The move list of a game, as a JSON array: a number, a side and the A/W text a turn. */
  static String moves(Game game) {
    Json a = Json.array();
    List<Position> positions = game.positions();
    List<Turn> turns = game.turns();
    for (int i = 0; i < turns.size(); i++) {
      a.add(move(positions.get(i), turns.get(i)));
    }
    return a.toString();
  }

  /**
   * The move list of a game one turn longer than the one {@code moves} was written for: only the
   * new turn is written.
   */
  static String withLastTurn(String moves, Game next) {
    List<Position> positions = next.positions();
    List<Turn> turns = next.turns();
    int last = turns.size() - 1;
    String entry = move(positions.get(last), turns.get(last)).toString();
    String head = moves.substring(0, moves.length() - 1);
    return head + (head.length() > 1 ? "," : "") + entry + "]";
  }

  private static Json move(Position before, Turn turn) {
    return Json.object()
        .put("n", before.turnNumber())
        .put("side", letter(before.sideToMove()))
        .put("text", TurnNotation.format(turn, PointStyle.STANDARD, true));
  }

  private static String last(Game game) {
    List<Turn> turns = game.turns();
    return turns.isEmpty() ? "null" : turn(turns.get(turns.size() - 1)).toString();
  }

  /** A turn as arrows: the points its stone stood on, and the stones it took, by kind. */
  static Json turn(Turn t) {
    Json path = Json.array();
    Json approach = Json.array();
    Json withdrawal = Json.array();
    Json steps = Json.array();
    path.add(t.origin().toString());
    if (t.kind() != Turn.Kind.DROP) {
      for (Step st : t.steps()) {
        path.add(st.to().toString());
        steps.add(Json.array().addStrings(st.captured()));
        for (Point p : st.captured()) {
          boolean a = st.capture().map(k -> k.letter() == 'A').orElse(true);
          (a ? approach : withdrawal).add(p.toString());
        }
      }
    }
    return Json.object()
        .put("text", TurnNotation.format(t, PointStyle.STANDARD, true))
        .put("drop", t.kind() == Turn.Kind.DROP)
        .put("path", path)
        .put("approach", approach)
        .put("withdrawal", withdrawal)
        .put("steps", steps)
        .put("huffed", t.huffed().map(Point::toString).orElse(""));
  }

  private static String outcome(Outcome o) {
    return Json.object()
        .put("result", o.resultString())
        .put("winner", o.winner().map(StateJson::letter).orElse(""))
        .put("reason", o.reason().name())
        .toString();
  }
}
