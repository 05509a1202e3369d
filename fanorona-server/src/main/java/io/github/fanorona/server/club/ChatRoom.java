package io.github.fanorona.server.club;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Allowance;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.store.StoreException;
import java.text.Normalizer;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The chat of the club's games between their two players: a line is written to the {@link
 * ClubStore} first, then told to the other instances through the store's relay (event {@code
 * "chat"}, as a draw offer's {@code "offer"}) and sent at once to the players' pages here. A page
 * that opens is sent the game's whole chat, so a reload shows it.
 *
 * <p>Only the two players read it: a spectator's page is sent no line. The club's games are open to
 * anyone with the link or the lobby's list, guests included, and what two players say to each other
 * (often friends who invited each other) is theirs, not an audience's; nor can a spectator pass a
 * hint to a player through it.
 *
 * <p>Every line is bounded ({@link Line#MAX_TEXT} characters), each player says at most {@link
 * #BURST} lines at once and one every {@link #REFILL_MILLIS} ms after that, and a game holds at
 * most {@link #MAX_LINES} lines.
 *
 * <pre>{@code room.say(table, Side.WHITE, "good luck")   // both players' pages show it}</pre>
 */
public final class ChatRoom {
  /**
   * One line of a club game's chat, as stored and as the players' pages receive it: said by a side,
   * its words cleaned ({@link #clean}) and bounded. The pages show it as text, never as markup.
   *
   * <pre>{@code Line.said(Side.WHITE, "  good  game ", now).text()   // "good game"}</pre>
   *
   * @param id the line's id (128 random bits, URL-safe): a page shows a line once
   * @param side who said it: "w" or "b"
   * @param text the words, 1 to {@link #MAX_TEXT} characters
   * @param at when it was said, in ms since the epoch
   */
  public record Line(String id, String side, String text, long at) {
    /** The most characters (code points) of a line: a sentence, not a letter. */
    public static final int MAX_TEXT = 140;

    /**
     * A line said now by a side, its words cleaned.
     *
     * <pre>{@code Line.said(Side.BLACK, "gg", 1700000000000L).side()   // "b"}</pre>
     *
     * @param side who says it
     * @param words the words as typed
     * @param at when, in ms since the epoch
     * @return the line
     * @throws Refusal 400 {@code chat_empty} for no words, {@code chat_too_long} past the bound
     */
    public static Line said(Side side, String words, long at) {
      return new Line(Ids.newId(), String.valueOf(side.letter()), clean(words), at);
    }

    /**
     * The words of a line as kept: NFC, every control and format character (line breaks, bidi
     * overrides that would turn the rest of the page around) a space, runs of spaces one, trimmed.
     *
     * <pre>{@code Line.clean("a\n\u202Eb")   // "a b"}</pre>
     *
     * @param words the words as typed
     * @return the words as kept
     * @throws Refusal 400 {@code chat_empty} for no words, {@code chat_too_long} past {@link
     *     #MAX_TEXT} characters
     */
    public static String clean(String words) {
      // bounded before any work on it: the socket's message bound is far larger than a line
      if (words.length() > 4 * MAX_TEXT) {
        throw Refusal.of(400, "chat_too_long", "max", MAX_TEXT);
      }
      StringBuilder b = new StringBuilder();
      Normalizer.normalize(words, Normalizer.Form.NFC)
          .codePoints()
          .forEach(
              c -> {
                int type = Character.getType(c);
                boolean blank =
                    Character.isWhitespace(c)
                        || Character.isSpaceChar(c)
                        || type == Character.CONTROL
                        || type == Character.FORMAT
                        || type == Character.SURROGATE;
                b.appendCodePoint(blank ? ' ' : c);
              });
      String text = b.toString().replaceAll(" {2,}", " ").strip();
      if (text.isEmpty()) {
        throw Refusal.of(400, "chat_empty");
      }
      if (text.codePointCount(0, text.length()) > MAX_TEXT) {
        throw Refusal.of(400, "chat_too_long", "max", MAX_TEXT);
      }
      return text;
    }
  }

  /** The most lines a game keeps: a long game's talk, not a channel. */
  static final int MAX_LINES = 200;

  /** The lines a player may say at once. */
  static final int BURST = 4;

  /** After the burst, one line a player may say every so many ms. */
  static final long REFILL_MILLIS = 3_000;

  /**
   * What a table holds of its chat: the lines, and each side's allowance (a token bucket); guarded
   * by the table's lock.
   */
  static final class Lines {
    final List<Line> lines = new ArrayList<>();
    private final Set<String> ids = new HashSet<>();
    private final Allowance[] allowance = {allowance(), allowance()};

    /** Adds the lines not held yet; returns them. */
    List<Line> add(List<Line> heard) {
      List<Line> added = new ArrayList<>();
      for (Line l : heard) {
        if (ids.add(l.id())) {
          lines.add(l);
          added.add(l);
        }
      }
      return added;
    }

    /** Takes one line of a side's allowance, if it has one. */
    boolean allow(int side, long nowMillis) {
      return allowance[side].take(TimeUnit.MILLISECONDS.toNanos(nowMillis));
    }

    /** A side's allowance, full from the first line on (a clock in ms since the epoch). */
    private static Allowance allowance() {
      return new Allowance(BURST, Duration.ofMillis(REFILL_MILLIS), 0);
    }
  }

  /**
   * What a page is sent of the chat: {@code all} the game's lines (a page that opens) or the new
   * ones.
   *
   * @param type always {@code "chat"}
   * @param all whether these are all the lines (the page shows only them)
   * @param lines the lines, in the order they were said
   */
  record View(String type, boolean all, List<Line> lines) {}

  private final ClubStore store;
  private final InstantSource time;
  private final String instance;

  ChatRoom(ClubStore store, InstantSource time, String instance) {
    this.store = store;
    this.time = time;
    this.instance = instance;
  }

  /**
   * A line said by a player of the game (the table's lock held): cleaned, bounded, stored, told.
   *
   * @throws Refusal 400 for a line empty or too long, 429 {@code chat_too_fast} past the player's
   *     allowance, 409 {@code chat_full} past the game's lines
   */
  void say(ClubTable t, Side side, String words) {
    long now = time.millis();
    Line line = Line.said(side, words, now);
    if (t.chat.lines.size() >= MAX_LINES) {
      throw Refusal.of(409, "chat_full", "max", MAX_LINES);
    }
    if (!t.chat.allow(ClubTable.index(side), now)) {
      throw Refusal.of(429, "chat_too_fast", "seconds", REFILL_MILLIS / 1000);
    }
    store.say(t.id, line);
    t.chat.add(List.of(line));
    store.publish(t.id, "chat " + instance);
    send(t, new View("chat", false, List.of(line)));
  }

  /** Reads a game's lines from the store as a table is taken up (the table's lock held). */
  void load(ClubTable t) {
    t.chat.add(store.chat(t.id));
  }

  /** Lines said on another instance: read again, and the new ones sent to the players here. */
  void heard(ClubTable t) {
    List<Line> added;
    try {
      added = t.chat.add(store.chat(t.id));
    } catch (StoreException e) {
      return; // the database is away: a page opened later reads them
    }
    if (!added.isEmpty()) {
      send(t, new View("chat", false, added));
    }
  }

  /** A page that opens: its player (never a spectator) is sent the whole chat. */
  void opened(ClubTable t, ClubTable.Socket socket) {
    if (t.sideOf(socket.player()).isPresent()) {
      socket.send(new View("chat", true, List.copyOf(t.chat.lines)));
    }
  }

  private static void send(ClubTable t, View v) {
    for (ClubTable.Socket c : t.sockets.values()) {
      if (c.isOpen() && t.sideOf(c.player()).isPresent()) {
        c.send(v);
      }
    }
  }
}
