package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.List;

/** Helpers shared by the game-level classes. */
final class Games {
  private Games() {}

  /** The turns' canonical texts in sorted order, as the tool and messages list them. */
  static ImmutableList<String> sortedText(List<Turn> turns) {
    return turns.stream().map(Turn::toString).sorted().collect(ImmutableList.toImmutableList());
  }
}
