package io.github.fanorona.notation;

/**
 * The text formats a game record can come in (NOTATION.md §4 and §5).
 *
 * <pre>{@code RecordReader.detect(text)   // RecordFormat.BOARDSPACE_SGF}</pre>
 */
public enum RecordFormat {
  /** Tags in brackets followed by A/W movetext; many games per file (§5.1). */
  PGN("pgn"),
  /** A bare numbered move list in A/W notation (§4). */
  AW_LOG("aw"),
  /** Richard's PBeM Server record: header, history and the ASCII board (§5.2). */
  GAMERZ("gamerz"),
  /** A Boardspace.net SGF archive, read only (§5.3). */
  BOARDSPACE_SGF("sgf");

  private final String word;

  RecordFormat(String word) {
    this.word = word;
  }

  /**
   * Returns the short name used on the command line ({@code pgn}, {@code aw}, {@code gamerz},
   * {@code sgf}).
   *
   * <pre>{@code RecordFormat.AW_LOG.word()   // "aw"}</pre>
   *
   * @return the name
   */
  public String word() {
    return word;
  }
}
