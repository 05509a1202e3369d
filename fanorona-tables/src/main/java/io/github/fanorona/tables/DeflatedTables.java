package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;
import org.jspecify.annotations.Nullable;

/**
 * The tables file of format 2 ({@link EndgameTables#VERSION}), for tables of up to {@link
 * EndgameTables#MOST_IN_MEMORY} stones held in memory: a header, one byte a position (the verdict
 * code) for each material in turn, and a CRC-32C of all of it, deflated.
 *
 * <pre>{@code
 * DeflatedTables.write(codes, 5, out);
 * byte[][][] back = DeflatedTables.read(file, Variant.sivy().geometry());
 * }</pre>
 */
final class DeflatedTables {
  /** The first thing in a file, followed by a space and the format version. */
  static final String MAGIC = "fanorona-sivy-tables";

  private DeflatedTables() {}

  /** Writes the codes ({@code codes[mover][opponent]}, a byte a position) to a file's stream. */
  static void write(byte[][][] codes, int maxStones, OutputStream sink) throws IOException {
    DeflaterOutputStream deflated = new DeflaterOutputStream(new BufferedOutputStream(sink));
    CheckedOutputStream checked = new CheckedOutputStream(deflated, new CRC32C());
    DataOutputStream out = new DataOutputStream(checked);
    out.writeUTF(MAGIC + " " + EndgameTables.VERSION);
    out.writeInt(maxStones);
    for (int mover = 1; mover < maxStones; mover++) {
      for (int opponent = 1; mover + opponent <= maxStones; opponent++) {
        out.write(codes[mover][opponent]);
      }
    }
    out.flush();
    // The checksum covers the decoded bytes, so a flip that zlib's own Adler-32 misses is caught.
    new DataOutputStream(deflated).writeInt((int) checked.getChecksum().getValue());
    deflated.finish();
    deflated.flush();
  }

  /**
   * Reads the codes of a file, {@code codes[mover][opponent]}, as many rows as the tables' most
   * stones.
   *
   * @throws IllegalArgumentException naming the file, if it is not a tables file, is of another
   *     format version, or is damaged or cut short
   */
  static byte[][][] read(Path file, Geometry g) throws IOException {
    try (InflaterInputStream inflated =
        new InflaterInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
      CheckedInputStream checked = new CheckedInputStream(inflated, new CRC32C());
      DataInputStream in = new DataInputStream(checked);
      String header = in.readUTF();
      if (!header.startsWith(MAGIC + " ")) {
        throw new IllegalArgumentException(file + ": not a fanorona endgame tables file");
      }
      if (!header.equals(MAGIC + " " + EndgameTables.VERSION)) {
        throw new IllegalArgumentException(
            file
                + ": endgame tables of format "
                + header.substring(MAGIC.length() + 1)
                + ", this version reads only formats "
                + EndgameTables.VERSION
                + " (with a checksum) and "
                + MappedTables.VERSION
                + "; build them again");
      }
      int maxStones = in.readInt();
      if (maxStones < 2 || maxStones > EndgameTables.MOST_IN_MEMORY) {
        throw damaged(file, "it claims " + maxStones + " stones", null);
      }
      byte[][][] codes = new byte[maxStones][maxStones][];
      for (int mover = 1; mover < maxStones; mover++) {
        for (int opponent = 1; mover + opponent <= maxStones; opponent++) {
          byte[] m = new byte[Math.toIntExact(StateIndex.of(g, mover, opponent).perSide())];
          in.readFully(m);
          codes[mover][opponent] = m;
        }
      }
      int computed = (int) checked.getChecksum().getValue();
      int stored = new DataInputStream(inflated).readInt();
      if (stored != computed) {
        throw damaged(file, "its checksum does not match its content", null);
      }
      if (inflated.read() != -1) {
        throw damaged(file, "it has data after its tables", null);
      }
      return codes;
    } catch (EOFException | java.util.zip.ZipException | java.io.UTFDataFormatException e) {
      throw damaged(file, "it is cut short or not deflated data (" + e.getMessage() + ")", e);
    }
  }

  private static IllegalArgumentException damaged(
      Path file, String why, @Nullable Exception cause) {
    return new IllegalArgumentException(
        file + ": damaged endgame tables file, " + why + "; build it again", cause);
  }
}
