package io.github.fanorona.notation;

import java.util.ArrayList;
import java.util.List;

/** A game tree without the places its turns were read at, to compare trees read from texts. */
final class Shapes {
  private Shapes() {}

  /** The tree as text: turns, glyphs, marks, comments and nested variations. */
  static String of(RecordLine line) {
    List<String> out = new ArrayList<>();
    add(line, out);
    return String.join(" ", out);
  }

  /**
   * The tree of a replayed record as text, each turn as the replay resolved it (so that two
   * spellings of one turn compare equal), with its glyphs, marks, comments and variations.
   */
  static String resolved(Validation v) {
    List<String> out = new ArrayList<>();
    addResolved(v.record().tree(), v.tree(), v.game().turns(), out);
    return String.join(" ", out);
  }

  private static void addResolved(
      RecordLine line,
      Replayed replay,
      List<io.github.fanorona.core.Turn> played,
      List<String> out) {
    out.add("<" + line.comment() + ">");
    for (int i = 0; i < line.nodes().size(); i++) {
      RecordNode n = line.nodes().get(i);
      out.add(
          (i < played.size() ? played.get(i).toString() : "?" + n.turn().text())
              + n.turn().annotation());
      out.add(n.numericMarks().toString());
      out.add("<" + n.comment() + ">");
      for (int k = 0; k < n.variations().size(); k++) {
        Replayed r = replay.variation(i, k);
        out.add("(");
        addResolved(n.variations().get(k), r, r.turns(), out);
        out.add(")");
      }
    }
  }

  private static void add(RecordLine line, List<String> out) {
    out.add("<" + line.comment() + ">");
    for (RecordNode n : line.nodes()) {
      out.add(n.turn().text() + n.turn().annotation());
      out.add(n.numericMarks().toString());
      out.add("<" + n.comment() + ">");
      for (RecordLine v : n.variations()) {
        out.add("(");
        add(v, out);
        out.add(")");
      }
    }
  }
}
