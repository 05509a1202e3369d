package io.github.fanorona.server.play;

import io.github.fanorona.core.Click;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * A session as the page draws it: the board after the clicks so far (the builder's preview), what
 * glows, the dots, a pending choice with the steps each option takes, the move list, the last turn,
 * a hint and the outcome. Its values are the library's own (points, sides, steps, turns, the
 * outcome); the site's JSON mapping writes them as the page reads them ({@code d3}, {@code w}, a
 * turn's arrows), at the edge.
 *
 * <pre>{@code BoardState.of(session).stage()   // "SELECT"}</pre>
 *
 * @param id the game's id
 * @param variant the variant's name
 * @param variantName the variant's name as shown
 * @param preset the preset's name
 * @param rules the ruleset's options, as written
 * @param level the computer's level (0 in a club game)
 * @param width the board's width
 * @param height the board's height
 * @param strong the board's strong points
 * @param human the side whose clicks these are
 * @param toMove the side to move
 * @param white White's stones on the board shown
 * @param black Black's stones on the board shown
 * @param placement whether stones are still put from the hand (Telo)
 * @param whiteInHand White's stones in hand
 * @param blackInHand Black's stones in hand
 * @param huffable the stones that may be huffed now
 * @param stage what the clicks do next: the builder's stage, WAIT for the computer, OVER
 * @param glow the stones that may start the turn
 * @param selected the stone chosen, "" for none
 * @param targets the points the chosen stone may go to
 * @param huffs the stones that may be huffed
 * @param drops the points a stone may be put on
 * @param canStop whether the chain may stop here
 * @param path the points the moving stone has stood on this turn
 * @param taken the stones taken this turn so far
 * @param choice the steps of a pending choice between approach and withdrawal
 * @param moves the move list
 * @param last the last turn
 * @param hint the engine's suggestion
 * @param outcome how the game ended
 * @param computerToMove whether the computer is to play
 * @param canUndo whether an Undo takes back a turn of the person's
 * @param message the last refused click in the library's words, or ""
 * @param drawMoves the moves each side may play without a capture before the game is drawn (the
 *     ruleset's limit in turns of both sides, halved; 0 for none), for the draw's reason in words
 * @param start the position the game started from, as text: the page's own rules replay the move
 *     list from it
 * @param position the game's position as text, which the page's replay must reach
 */
public record BoardState(
    String id,
    String variant,
    String variantName,
    String preset,
    String rules,
    int level,
    int width,
    int height,
    List<Point> strong,
    Side human,
    Side toMove,
    Set<Point> white,
    Set<Point> black,
    boolean placement,
    int whiteInHand,
    int blackInHand,
    Set<Point> huffable,
    String stage,
    Set<Point> glow,
    String selected,
    Set<Point> targets,
    Set<Point> huffs,
    Set<Point> drops,
    boolean canStop,
    List<Point> path,
    Set<Point> taken,
    List<Step> choice,
    List<Move> moves,
    @Nullable Turn last,
    @Nullable Turn hint,
    @Nullable Outcome outcome,
    boolean computerToMove,
    boolean canUndo,
    String message,
    int drawMoves,
    String start,
    String position) {

  /**
   * One entry of the move list: the turn's number, its side and the turn (the JSON mapping writes
   * it in A/W with counts).
   *
   * @param n the turn's number
   * @param side the side that played it
   * @param turn the turn
   */
  public record Move(int n, Side side, Turn turn) {}

  /**
   * The board after an earlier turn, for the move list's replay.
   *
   * @param turn the turns played to it
   * @param white White's stones
   * @param black Black's stones
   * @param last the turn that led to it
   */
  public record Replay(int turn, Set<Point> white, Set<Point> black, Turn last) {}

  /** The strong points of each board, the same for every request on it. */
  private static final Map<Geometry, List<Point>> STRONG = new ConcurrentHashMap<>();

  /**
   * Returns the state of a session.
   *
   * <pre>{@code BoardState.of(session).glow()   // [d2, e2, f2, d3]}</pre>
   *
   * @param s the session
   * @return the state
   */
  public static BoardState of(Session s) {
    Game game = s.game();
    TurnBuilder b = s.builder();
    Position board = b.preview();
    Geometry g = board.geometry();
    boolean humanToMove = !game.isOver() && game.position().sideToMove() == s.human();
    boolean clicking = humanToMove && s.pending().isEmpty();
    List<Turn> turns = game.turns();
    return new BoardState(
        s.id(),
        s.variant(),
        game.variant().displayName(),
        s.preset(),
        game.ruleset().optionString(),
        s.level(),
        g.width(),
        g.height(),
        STRONG.computeIfAbsent(g, BoardState::strong),
        s.human(),
        game.position().sideToMove(),
        board.points(Side.WHITE),
        board.points(Side.BLACK),
        board.isPlacement(),
        board.inHand(Side.WHITE),
        board.inHand(Side.BLACK),
        humanToMove ? game.position().huffablePoints() : Set.of(),
        humanToMove ? b.stage().name() : game.isOver() ? "OVER" : "WAIT",
        clicking ? b.stones() : Set.of(),
        b.stone().map(Point::toString).orElse(""),
        clicking ? b.targets() : Set.of(),
        humanToMove ? b.huffChoices() : Set.of(),
        humanToMove ? b.drops() : Set.of(),
        humanToMove && !b.steps().isEmpty() && b.canStop(),
        path(b),
        taken(b.steps()),
        s.pending().<List<Step>>map(Click::options).orElse(List.of()),
        moves(game),
        turns.isEmpty() ? null : turns.get(turns.size() - 1),
        s.hint().orElse(null),
        game.outcome().orElse(null),
        s.computerToMove(),
        canUndo(s),
        s.message(),
        game.ruleset().noCaptureDrawPlies() / 2,
        game.startPosition().toString(),
        game.position().toString());
  }

  /**
   * Returns the board after the first {@code turns} turns of a game, with the last of them: the
   * page's replay of an earlier turn.
   *
   * <pre>{@code BoardState.replay(game, 1).last()   // the first turn}</pre>
   *
   * @param g the game
   * @param turns how many turns
   * @return the board then
   * @throws io.github.fanorona.server.Refusal 400 {@code out_of_range} past the turns played
   */
  public static Replay replay(Game g, int turns) {
    if (turns < 1 || turns > g.turns().size()) {
      throw io.github.fanorona.server.Refusal.of(
          400, "out_of_range.turn", "value", g.turns().size());
    }
    Position p = g.positions().get(turns);
    return new Replay(turns, p.points(Side.WHITE), p.points(Side.BLACK), g.turns().get(turns - 1));
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
  private static List<Point> path(TurnBuilder b) {
    if (b.steps().isEmpty()) {
      return List.of();
    }
    List<Point> a = new ArrayList<>();
    a.add(b.steps().get(0).from());
    b.steps().forEach(st -> a.add(st.to()));
    return a;
  }

  private static Set<Point> taken(List<Step> steps) {
    Set<Point> out = new LinkedHashSet<>();
    steps.forEach(st -> out.addAll(st.captured()));
    return out;
  }

  private static List<Point> strong(Geometry g) {
    List<Point> strong = new ArrayList<>();
    for (Point p : g.points()) {
      if (g.isStrong(p)) {
        strong.add(p);
      }
    }
    return List.copyOf(strong);
  }

  /** The move list of a game: a number, a side and the turn. */
  private static List<Move> moves(Game game) {
    List<Position> positions = game.positions();
    List<Turn> turns = game.turns();
    List<Move> out = new ArrayList<>(turns.size());
    for (int i = 0; i < turns.size(); i++) {
      Position before = positions.get(i);
      out.add(new Move(before.turnNumber(), before.sideToMove(), turns.get(i)));
    }
    return out;
  }
}
