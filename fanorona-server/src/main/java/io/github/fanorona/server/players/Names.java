package io.github.fanorona.server.players;

import io.github.fanorona.server.Refusal;
import java.util.List;
import java.util.Random;

/**
 * A player's display name: a guest's generated one ({@code "Indri 482"}), and the rules a chosen
 * one must keep. A name is shown to other people (the lobby, a game's page, a record's tags), so it
 * is bounded and has no control or formatting characters; it may hold {@code <} or {@code &}: every
 * page writes names as text, never as markup.
 *
 * <pre>{@code
 * Names.clean("  Rakoto   Be ")   // "Rakoto Be"
 * Names.clean("<b>x</b>")         // "<b>x</b>" (shown as those seven characters)
 * Names.clean("")                 // Refusal 400 bad_name
 * }</pre>
 */
final class Names {
  /** The longest name, in characters (code points). */
  static final int MAX = 24;

  /** Madagascar's animals and trees: a guest's name is one of them and a number. */
  private static final List<String> WORDS =
      List.of(
          "Indri",
          "Sifaka",
          "Fossa",
          "Tenrec",
          "Zebu",
          "Baobab",
          "Ravinala",
          "Aye-aye",
          "Vanga",
          "Tsingy",
          "Boa",
          "Gecko",
          "Lemur",
          "Chameleon",
          "Kingfisher",
          "Vintsy");

  private Names() {}

  /** A new guest's name: a word and a number from 100 to 999, such as {@code "Fossa 217"}. */
  static String guest(Random random) {
    return WORDS.get(random.nextInt(WORDS.size())) + " " + (100 + random.nextInt(900));
  }

  /**
   * A chosen name, its spaces trimmed and runs of them made one.
   *
   * @throws Refusal 400 {@code bad_name} if it is empty, longer than {@link #MAX} or holds a
   *     control or formatting character (a new line, a right-to-left mark)
   */
  static String clean(String name) {
    String s = name.strip().replaceAll("\\s+", " ");
    int length = s.codePointCount(0, s.length());
    boolean plain =
        s.codePoints()
            .noneMatch(
                c ->
                    Character.isISOControl(c)
                        || Character.getType(c) == Character.FORMAT
                        || Character.getType(c) == Character.PRIVATE_USE
                        || Character.getType(c) == Character.SURROGATE);
    if (length < 1 || length > MAX || !plain) {
      throw Refusal.of(400, "bad_name", "MAX", MAX);
    }
    return s;
  }
}
