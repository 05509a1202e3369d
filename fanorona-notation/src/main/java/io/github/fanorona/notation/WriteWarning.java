package io.github.fanorona.notation;

/**
 * A fact of a record that a writer could not keep exactly: a tag whose key or value the format
 * cannot hold, or a comment, mark or variation of the game tree that it cannot hold (<a
 * href="{@docRoot}/doc-files/NOTATION.html#what-each-format-holds">NOTATION.md §5, "What each
 * format holds"</a>). The writer writes what it can, says so here, and never changes a fact
 * silently.
 *
 * <pre>{@code
 * List<WriteWarning> warnings = RecordFormat.GAMERZ.write(RecordValidator.validate(record)).warnings();
 * warnings.get(0).toString();
 * // "game 1, tag 'Note': a Gamerz-style value holds no line end; written with a space for each"
 * }</pre>
 *
 * @param game the 1-based index of the game in its file
 * @param tag the tag's key, as the record has it, or {@code ""} for a fact of the game tree
 * @param message what was not kept, and how it was written instead; for a fact of the tree, where
 *     it stands first ({@code turn 12 (White): the comment after the turn is not written: ...})
 * @since 1.0.0
 */
public record WriteWarning(int game, String tag, String message) {
  /**
   * Returns {@code game G, tag 'KEY': message}, the key with control characters escaped, or {@code
   * game G: message} for a fact of the game tree.
   *
   * <pre>
   * {@code new WriteWarning(2, "My Key", "dropped").toString()   // "game 2, tag 'My Key': dropped"}
   * </pre>
   */
  @Override
  public String toString() {
    if (tag.isEmpty()) {
      return "game " + game + ": " + message;
    }
    return "game "
        + game
        + ", tag '"
        + io.github.fanorona.core.FanoronaException.quote(tag)
        + "': "
        + message;
  }
}
