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
