package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The games of a record text read one at a time, in any format, so that a file of any size is never
 * held whole: only the game being read is in memory.
 *
 * <pre>{@code
 * List<String> problems = new ArrayList<>();
 * try (RecordStream games = RecordReader.open(new StringReader("1. d3-e3W *\n\n1. a1-a2 *"))) {
 *   while (games.hasNext()) {
 *     Validation v = RecordValidator.validate(games.next());
 *     v.problems().forEach(p -> problems.add(p.toString()));
 *   }
 * }
 * problems.size();   // 1
 * }</pre>
 *
 * <p>Thread safety: confined to one thread. The thread that first calls {@link #hasNext()} or
 * {@link #next()} owns the stream; a call from any other thread throws an {@link
 * IllegalStateException} instead of handing the same game to two threads or mixing their parts. A
 * stream not yet read may be handed to another thread; to share games, read them in one thread and
 * pass the {@link GameRecord}s on (they are immutable).
 *
 * @since 1.0.0
 */
public final class RecordStream implements Iterator<GameRecord>, Closeable {
  private final Codec.Games games;
  private final Closeable source;
  private final String nothingFound;
  private Optional<GameRecord> next = Optional.empty();
  private boolean any;
  private final AtomicReference<Thread> owner = new AtomicReference<>();

  RecordStream(Codec.Games games, Closeable source, String nothingFound) {
    this.games = games;
    this.source = source;
    this.nothingFound = nothingFound;
  }

  /**
   * Returns whether another game follows.
   *
   * <pre>{@code RecordReader.open(new StringReader("1. d3-e3W *\n1. f2-e3A2 *")).hasNext() // true}
   * </pre>
   *
   * @return true if {@link #next()} has a game
   * @throws FanoronaParseException if the text holds no game at all, or its structure breaks before
   *     the next game (an SGF file whose parentheses do not close)
   * @throws UncheckedIOException if reading fails
   * @throws IllegalStateException if called from another thread than the one that read first
   */
  @Override
  public boolean hasNext() {
    checkOwner();
    if (next.isEmpty()) {
      try {
        next = games.next();
      } catch (UncheckedIOException e) {
        if (e.getCause() instanceof CharacterCodingException c) {
          throw unchecked(c);
        }
        throw e;
      }
      if (next.isEmpty() && !any) {
        throw new FanoronaParseException(nothingFound, 1, 1, 0);
      }
      any = true;
    }
    return next.isPresent();
  }

  /**
   * Returns the next game, with the problems found while reading it.
   *
   * <pre>{@code
   * RecordStream games = RecordReader.open(new StringReader("1. d3-e3W *\n\n1. f2-e3A2 *"));
   * GameRecord first = games.next();
   * first.turns().get(0).text();   // "d3-e3W"
   * games.next().turns().get(0).text();   // "f2-e3A2"
   * games.hasNext();   // false
   * }</pre>
   *
   * @return the game
   * @throws NoSuchElementException if no game is left
   * @throws FanoronaParseException as {@link #hasNext()}
   */
  @Override
  public GameRecord next() {
    if (!hasNext()) {
      throw new NoSuchElementException("no more games");
    }
    GameRecord r = next.get();
    next = Optional.empty();
    return r;
  }

  /** The first reader owns the stream: a reader's state is not safe to share. */
  private void checkOwner() {
    Thread current = Thread.currentThread();
    if (owner.compareAndSet(null, current)) {
      return;
    }
    Thread first = owner.get();
    if (first != null && first != current) {
      throw new IllegalStateException(
          "a RecordStream is read by one thread: it belongs to thread '"
              + first.getName()
              + "', not '"
              + current.getName()
              + "'; read the games in one thread and pass the records on");
    }
  }

  /**
   * Returns the exception a failed read becomes: a text that is not UTF-8 is bad input, anything
   * else a failure to read.
   */
  static RuntimeException unchecked(IOException e) {
    if (e instanceof CharacterCodingException) {
      return new FanoronaParseException("the file is not UTF-8 text", 1, 1, 0);
    }
    return new UncheckedIOException(e);
  }

  /**
   * Closes the text read.
   *
   * <pre>{@code
   * RecordStream games = RecordReader.open(new StringReader("1. d3-e3W *"));
   * games.close();
   * games.hasNext();   // throws UncheckedIOException
   * }</pre>
   *
   * @throws IOException if closing fails
   */
  @Override
  public void close() throws IOException {
    source.close();
  }
}
