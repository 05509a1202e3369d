package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Variant;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The tables of format 3, split as Syzygy's are: for each material a WDL section of 2 bits a
 * position (0 a draw, 1 a win, 2 a loss for the side to move) that a search probes, and a distance
 * section of the moves to the end (1 or 2 bytes a position), which with the WDL result gives the
 * half-moves exactly: {@code 2 × moves − 1} for a win, {@code 2 × moves} for a loss. The file is
 * not compressed, so that it is memory-mapped instead of read: opening it maps and checks it
 * (CRC-32C of the header and of each material), probing reads the mapped pages, which the system
 * shares between processes. {@link TableBuild} writes it. Immutable and thread-safe.
 *
 * <p>Layout: the ASCII line {@code fanorona-sivy-tables 3}, the most stones, the materials, and for
 * each (by mover, then opponent) its stones, positions, distance width, offset and CRC-32C, then
 * the header's CRC-32C; then each material's WDL and distance sections.
 *
 * <pre>{@code
 * MappedTables t = MappedTables.open(Path.of("sivy-6.tables"));
 * t.wdl(3, 3, rank);    // 1: a win
 * t.code(3, 3, rank);   // 12: a win in 11 half-moves
 * }</pre>
 */
final class MappedTables {
  /** The format version. */
  static final int VERSION = 3;

  /** The first bytes of a file: what tells this format from the deflated format 2. */
  static final byte[] MAGIC =
      ("fanorona-sivy-tables " + VERSION + "\n").getBytes(StandardCharsets.US_ASCII);

  /** Bytes of a material's entry in the header. */
  private static final int ENTRY = 4 + 4 + 8 + 4 + 8 + 4;

  private final int maxStones;
  private final ByteBuffer[][] wdl;
  private final ByteBuffer[][] moves;
  private final int[][] width;
  private final long positions;

  private MappedTables(
      int maxStones, ByteBuffer[][] wdl, ByteBuffer[][] moves, int[][] width, long positions) {
    this.maxStones = maxStones;
    this.wdl = wdl;
    this.moves = moves;
    this.width = width;
    this.positions = positions;
  }

  /** The WDL value of a verdict code: 0 a draw, 1 a win, 2 a loss. */
  static int wdl(short code) {
    return code == 0 ? 0 : (code & 1) == 0 ? 1 : 2;
  }

  /** The moves to the end of a verdict code: {@code (plies + 1) / 2}, 0 for a draw. */
  static int moves(short code) {
    return code / 2;
  }

  /** The verdict code of a WDL value and moves to the end. */
  static short code(int wdl, int moves) {
    return (short) (wdl == 0 ? 0 : wdl == 1 ? 2 * moves : 2 * moves + 1);
  }

  /** The bytes of the WDL section of {@code n} positions. */
  static long wdlBytes(long n) {
    return (n + 3) / 4;
  }

  /** The bytes of both sections of {@code n} positions. */
  static long sectionBytes(long n, int width) {
    return wdlBytes(n) + n * width;
  }

  /** {@return the most stones of the tables} */
  int maxStones() {
    return maxStones;
  }

  /** {@return the positions, the side to move as White} */
  long positions() {
    return positions;
  }

  /** The WDL value of the position of rank {@code rank} of a material. */
  int wdl(int mover, int opponent, long rank) {
    int i = (int) rank;
    return (wdl[mover][opponent].get(i >>> 2) >>> ((i & 3) * 2)) & 3;
  }

  /** The verdict code of the position of rank {@code rank} of a material. */
  short code(int mover, int opponent, long rank) {
    int w = wdl(mover, opponent, rank);
    if (w == 0) {
      return 0;
    }
    int i = (int) rank;
    ByteBuffer d = moves[mover][opponent];
    int m = width[mover][opponent] == 1 ? d.get(i) & 0xFF : d.getShort(2 * i) & 0xFFFF;
    return code(w, m);
  }

  /** Whether a file starts as a file of this format. */
  static boolean isMapped(Path file) throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      ByteBuffer head = ByteBuffer.allocate(MAGIC.length);
      while (head.hasRemaining() && ch.read(head) >= 0) {
        // reads the first bytes, however short the file
      }
      return Arrays.equals(head.array(), MAGIC);
    }
  }

  /**
   * Maps a file of this format and checks its checksums.
   *
   * @throws IllegalArgumentException naming the file if it is damaged or cut short
   */
  static MappedTables open(Path file) throws IOException {
    Geometry g = Variant.sivy().geometry();
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      long size = ch.size();
      ByteBuffer fixed = read(ch, 0, MAGIC.length + 8, file);
      fixed.position(MAGIC.length);
      int maxStones = fixed.getInt();
      int materials = fixed.getInt();
      if (maxStones < 2 || maxStones > EndgameTables.MOST_STONES) {
        throw damaged(file, "it claims " + maxStones + " stones");
      }
      if (materials != (maxStones - 1) * maxStones / 2) {
        throw damaged(file, "it claims " + materials + " materials");
      }
      int headerBytes = MAGIC.length + 8 + materials * ENTRY;
      ByteBuffer header = read(ch, 0, headerBytes + 4, file);
      CRC32C crc = new CRC32C();
      crc.update(header.duplicate().limit(headerBytes));
      if ((int) crc.getValue() != header.getInt(headerBytes)) {
        throw damaged(file, "its header's checksum does not match");
      }
      header.position(MAGIC.length + 8);
      ByteBuffer[][] wdl = new ByteBuffer[maxStones][maxStones];
      ByteBuffer[][] moves = new ByteBuffer[maxStones][maxStones];
      int[][] width = new int[maxStones][maxStones];
      long positions = 0;
      for (int k = 0; k < materials; k++) {
        int m = header.getInt();
        int o = header.getInt();
        long n = header.getLong();
        int w = header.getInt();
        long offset = header.getLong();
        int sum = header.getInt();
        if (m < 1 || o < 1 || m + o > maxStones || n != StateIndex.of(g, m, o).perSide()) {
          throw damaged(file, "its material " + m + "v" + o + " is not of the board");
        }
        long bytes = sectionBytes(n, w);
        if ((w != 1 && w != 2) || offset < headerBytes + 4 || offset + bytes > size) {
          throw damaged(file, "it is cut short (material " + m + "v" + o + ")");
        }
        MappedByteBuffer mapped = ch.map(FileChannel.MapMode.READ_ONLY, offset, bytes);
        CRC32C c = new CRC32C();
        c.update(mapped.duplicate());
        if ((int) c.getValue() != sum) {
          throw damaged(file, "the checksum of material " + m + "v" + o + " does not match");
        }
        wdl[m][o] = mapped.duplicate().limit((int) wdlBytes(n)).slice();
        moves[m][o] = mapped.duplicate().position((int) wdlBytes(n)).slice();
        width[m][o] = w;
        positions += n;
      }
      return new MappedTables(maxStones, wdl, moves, width, positions);
    }
  }

  private static ByteBuffer read(FileChannel ch, long at, int bytes, Path file) throws IOException {
    ByteBuffer b = ByteBuffer.allocate(bytes);
    while (b.hasRemaining()) {
      if (ch.read(b, at + b.position()) < 0) {
        throw damaged(file, "it is cut short");
      }
    }
    return b.flip();
  }

  private static IllegalArgumentException damaged(Path file, String why) {
    return new IllegalArgumentException(
        file + ": damaged endgame tables file, " + why + "; build it again");
  }

  /** The header of a file being written: its materials, in order, with their checksums. */
  static final class Header {
    private final int maxStones;
    private final List<long[]> entries = new ArrayList<>();

    Header(int maxStones) {
      this.maxStones = maxStones;
    }

    /** Adds the next material (by mover, then opponent), its distance width and its CRC-32C. */
    void add(int mover, int opponent, int width, int crc) {
      entries.add(new long[] {mover, opponent, width, crc});
    }

    /** Writes the header, the offsets following from the materials' sizes. */
    void writeTo(OutputStream sink) throws IOException {
      Geometry g = Variant.sivy().geometry();
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      DataOutputStream out = new DataOutputStream(bytes);
      out.write(MAGIC);
      out.writeInt(maxStones);
      out.writeInt(entries.size());
      long offset = MAGIC.length + 8 + (long) entries.size() * ENTRY + 4;
      for (long[] e : entries) {
        long n = StateIndex.of(g, (int) e[0], (int) e[1]).perSide();
        out.writeInt((int) e[0]);
        out.writeInt((int) e[1]);
        out.writeLong(n);
        out.writeInt((int) e[2]);
        out.writeLong(offset);
        out.writeInt((int) e[3]);
        offset += sectionBytes(n, (int) e[2]);
      }
      CRC32C crc = new CRC32C();
      crc.update(bytes.toByteArray());
      out.writeInt((int) crc.getValue());
      sink.write(bytes.toByteArray());
    }
  }
}
