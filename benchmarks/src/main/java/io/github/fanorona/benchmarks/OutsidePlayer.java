package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Turn;
import io.github.fanorona.lab.Player;
import java.lang.reflect.InvocationTargetException;
import java.util.function.Function;

/**
 * An engine someone else wrote, loaded by class name at run time from a jar on the class path, so
 * that nothing of the project is compiled against it (the 1997 engine of {@code
 * ../shared/opponents/eppstein-1997} is GPL code, kept out of the repository and the build). The
 * class implements {@code Function<Game, Turn>} and has a public constructor taking its settings as
 * text; {@code EppsteinPlayer:time=100} names the class and its settings.
 */
final class OutsidePlayer implements Player {
  private final Function<Game, Turn> engine;
  private final String name;

  private OutsidePlayer(Function<Game, Turn> engine) {
    this.engine = engine;
    this.name = engine.toString();
  }

  /**
   * Loads {@code CLASS:SETTINGS}.
   *
   * @throws IllegalArgumentException if the class is not on the class path, is not a {@code
   *     Function<Game, Turn>} or refuses its settings
   */
  static OutsidePlayer load(String spec) {
    int colon = spec.indexOf(':');
    String className = colon < 0 ? spec : spec.substring(0, colon);
    String settings = colon < 0 ? "" : spec.substring(colon + 1);
    Object made;
    try {
      made = Class.forName(className).getConstructor(String.class).newInstance(settings);
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException(
          "no class "
              + className
              + " on the class path: add the opponent's jar (java -cp benchmarks.jar:OPPONENT.jar)",
          e);
    } catch (InvocationTargetException e) {
      throw new IllegalArgumentException(
          className + " refused the settings '" + settings + "': " + e.getTargetException(), e);
    } catch (ReflectiveOperationException e) {
      throw new IllegalArgumentException(
          className + " has no public constructor taking its settings as a String", e);
    }
    if (!(made instanceof Function<?, ?>)) {
      throw new IllegalArgumentException(className + " is not a Function<Game, Turn>");
    }
    @SuppressWarnings("unchecked") // the opponent's contract: it maps a game to its turn
    Function<Game, Turn> engine = (Function<Game, Turn>) made;
    return new OutsidePlayer(engine);
  }

  @Override
  public Turn choose(Game game) {
    Turn t = engine.apply(game);
    if (!game.legalTurns().contains(t)) {
      throw new IllegalStateException(name + " played " + t + ", not a legal turn of " + game);
    }
    return t;
  }

  @Override
  public String name() {
    return name;
  }
}
