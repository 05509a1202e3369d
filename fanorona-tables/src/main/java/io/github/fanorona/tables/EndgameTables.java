package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * Endgame tables of Fanoron-Sivy under the standard move rules: the verdict (win, loss or draw for
 * the side to move, and the half-moves to the end) of every position with at most {@link
 * #maxStones()} stones on the board. They are solved by {@link RetrogradeSolver} and stored by
 * material, the side to move playing White, one byte per position in the order of {@link
 * StateIndex} (0 a draw, plies + 1 a win or loss, which the parity tells), so a table needs no
 * keys; the file is that, deflated. Immutable and thread-safe once built or loaded.
 *
 * <pre>{@code
 * EndgameTables t = EndgameTables.build(3, 1);
 * t.probe(Position.parse("9/2W6/4W4/9/3B1B3 w 0 1"), Ruleset.standard());   // Optional[win in 5]
 * }</pre>
 *
 * <p>The tables hold for the standard rules and any no-capture or repetition draw on top (the
 * engine checks a win's distance against the no-capture limit itself); other move rules (larger
 * capture, mandatory chains, huffing, Vela, forbidden first-turn chains) get no answer.
 *
 * @since 1.0.0
 */
public final class EndgameTables implements EndgameOracle {
  private static final String MAGIC = "fanorona-sivy-tables 1";
  private static final Ruleset RULES = Ruleset.standard();

  /** The most stones a file may hold tables for: 6 stones would take 300 MB. */
  public static final int MOST_STONES = 5;

  private final Geometry geometry;
  private final int maxStones;
  private final byte[][][] codes;

  private EndgameTables(Geometry geometry, int maxStones, byte[][][] codes) {
    this.geometry = geometry;
    this.maxStones = maxStones;
    this.codes = codes;
  }

  /**
   * Solves every Sivy position with up to {@code maxStones} stones.
   *
   * <pre>
   * {@code EndgameTables.build(4, 2)   // a few seconds to minutes, see fanorona-cli/PLAYING.md}
   * </pre>
   *
   * @param maxStones 2 to {@link #MOST_STONES}
   * @param threads the solver's threads, at least 1
   * @return the tables
   * @throws IllegalArgumentException if an argument is out of range
   */
  public static EndgameTables build(int maxStones, int threads) {
    checkStones(maxStones);
    Variant sivy = Variant.sivy();
    Solution solution = RetrogradeSolver.of(sivy, RULES).withThreads(threads).solveEvery(maxStones);
    Geometry g = sivy.geometry();
    byte[][][] codes = new byte[maxStones][maxStones][];
    for (int mover = 1; mover < maxStones; mover++) {
      for (int opponent = 1; mover + opponent <= maxStones; opponent++) {
        codes[mover][opponent] = material(solution, StateIndex.of(g, mover, opponent));
      }
    }
    return new EndgameTables(g, maxStones, codes);
  }

  private static byte[] material(Solution solution, StateIndex index) {
    byte[] out = new byte[Math.toIntExact(index.perSide())];
    for (int i = 0; i < out.length; i++) {
      Verdict v = solution.verdict(index.white(i), index.black(i)).orElseThrow();
      if (v.code() > 255) {
        throw new IllegalStateException(v + " does not fit a table byte");
      }
      out[i] = (byte) v.code();
    }
    return out;
  }

  private static void checkStones(int maxStones) {
    if (maxStones < 2 || maxStones > MOST_STONES) {
      throw new IllegalArgumentException(
          "endgame tables hold 2 to " + MOST_STONES + " stones, not " + maxStones);
    }
  }

  /**
   * Returns the most stones a position of these tables has.
   *
   * <pre>{@code tables.maxStones()   // 4}</pre>
   *
   * @return the stone count, both sides together
   */
  public int maxStones() {
    return maxStones;
  }

  /**
   * Returns the number of positions the tables hold (the side to move playing White).
   *
   * <pre>{@code EndgameTables.build(2, 1).positions() == 45 * 44}</pre>
   *
   * @return the entries
   */
  public long positions() {
    long n = 0;
    for (byte[][] row : codes) {
      for (byte[] m : row) {
        n += m == null ? 0 : m.length;
      }
    }
    return n;
  }

  /**
   * Returns the verdict of a Sivy position for its side to move, or empty when the tables do not
   * cover it: another board, more stones, a side without stones, stones in hand or liable to a
   * huff, or move rules other than the standard ones.
   *
   * <pre>{@code tables.probe(game.position(), game.ruleset())}</pre>
   *
   * @param position a position
   * @param ruleset the rules in force
   * @return the verdict, or empty
   */
  @Override
  public Optional<Verdict> probe(Position position, Ruleset ruleset) {
    if (position.geometry() != geometry
        || position.isPlacement()
        || position.huffable() != 0
        || !sameMoveRules(ruleset)) {
      return Optional.empty();
    }
    Side side = position.sideToMove();
    long mover = position.stones(side);
    long opponent = position.stones(side.opponent());
    int m = Long.bitCount(mover);
    int o = Long.bitCount(opponent);
    if (m == 0 || o == 0 || m + o > maxStones) {
      return Optional.empty();
    }
    long rank = StateIndex.of(geometry, m, o).rankUnchecked(mover, opponent);
    return Optional.of(Verdict.ofCode((short) (codes[m][o][(int) rank] & 0xFF)));
  }

  private static boolean sameMoveRules(Ruleset ruleset) {
    return ruleset.toBuilder().noCaptureDrawPlies(0).repetitionDrawCount(0).build().equals(RULES);
  }

  /**
   * Writes the tables to a file.
   *
   * <pre>{@code tables.save(Path.of("sivy4.tables"))}</pre>
   *
   * @param file the file, replaced if it exists
   * @throws IOException if it cannot be written
   */
  public void save(Path file) throws IOException {
    try (DataOutputStream out =
        new DataOutputStream(
            new DeflaterOutputStream(new BufferedOutputStream(Files.newOutputStream(file))))) {
      out.writeUTF(MAGIC);
      out.writeInt(maxStones);
      for (int mover = 1; mover < maxStones; mover++) {
        for (int opponent = 1; mover + opponent <= maxStones; opponent++) {
          out.write(codes[mover][opponent]);
        }
      }
    }
  }

  /**
   * Reads tables written by {@link #save}.
   *
   * <pre>{@code EndgameTables.load(Path.of("sivy4.tables"))}</pre>
   *
   * @param file the file
   * @return the tables
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a tables file, or is damaged or cut short
   */
  public static EndgameTables load(Path file) throws IOException {
    Geometry g = Variant.sivy().geometry();
    try (DataInputStream in =
        new DataInputStream(
            new InflaterInputStream(new BufferedInputStream(Files.newInputStream(file))))) {
      if (!in.readUTF().equals(MAGIC)) {
        throw new IllegalArgumentException(file + " is not a fanorona endgame tables file");
      }
      int maxStones = in.readInt();
      checkStones(maxStones);
      byte[][][] codes = new byte[maxStones][maxStones][];
      for (int mover = 1; mover < maxStones; mover++) {
        for (int opponent = 1; mover + opponent <= maxStones; opponent++) {
          byte[] m = new byte[Math.toIntExact(StateIndex.of(g, mover, opponent).perSide())];
          in.readFully(m);
          codes[mover][opponent] = m;
        }
      }
      if (in.read() != -1) {
        throw new IllegalArgumentException(file + " has data after its tables");
      }
      return new EndgameTables(g, maxStones, codes);
    } catch (EOFException | java.util.zip.ZipException | java.io.UTFDataFormatException e) {
      throw new IllegalArgumentException(
          file + " is not a fanorona endgame tables file, or is cut short", e);
    }
  }

  /**
   * Returns a description such as {@code Sivy endgame tables, up to 4 stones}.
   *
   * <pre>{@code tables.toString()}</pre>
   */
  @Override
  public String toString() {
    return "Sivy endgame tables, up to " + maxStones + " stones, " + positions() + " positions";
  }
}
