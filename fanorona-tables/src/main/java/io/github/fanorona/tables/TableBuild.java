package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;

/**
 * Builds the tables of format 3 ({@link MappedTables}) into a file, resumably: each pair of
 * materials is saved, atomically and with a CRC-32C, to a part file of the folder {@code
 * FILE.parts} as soon as it is solved, and a build that an interruption stopped loads the parts it
 * finds and goes on from there. Once every material is solved the parts are joined into the file
 * (atomically too) and deleted. After each pair it reports, as a {@link SolveProgress} stage, the
 * pair's positions, its time and rate, and the positions left with the time they should take.
 *
 * <pre>{@code
 * TableBuild.build(Path.of("sivy-6.tables"), 6, 2, progress);   // 6v0 ... "saved 3v3: ..."
 * }</pre>
 */
final class TableBuild {
  private static final String PART_MAGIC = "fanorona-sivy-part " + MappedTables.VERSION;
  private static final Ruleset RULES = Ruleset.standard();

  private TableBuild() {}

  /** The folder of the parts of a file's build: {@code FILE.parts} beside it. */
  static Path partsOf(Path file) {
    Path abs = file.toAbsolutePath();
    return abs.resolveSibling(abs.getFileName() + ".parts");
  }

  /**
   * Solves every Sivy position of up to {@code maxStones} stones into {@code file}, going on from
   * the parts an earlier, interrupted build of it saved.
   *
   * @param file the tables file to write (its folder must exist)
   * @param maxStones 2 or more
   * @param threads the solver's threads
   * @param progress told of each stage and of each pair saved
   * @throws IOException if a part or the file cannot be written
   */
  static void build(Path file, int maxStones, int threads, SolveProgress progress)
      throws IOException {
    Path parts = partsOf(file);
    Files.createDirectories(parts);
    Variant sivy = Variant.sivy();
    Geometry g = sivy.geometry();
    long total = 0;
    for (int m = 1; m < maxStones; m++) {
      for (int o = 1; m + o <= maxStones; o++) {
        total += StateIndex.of(g, m, o).perSide();
      }
    }
    Parts store = new Parts(parts, progress, total);
    try {
      RetrogradeSolver.of(sivy, RULES)
          .withThreads(threads)
          .withProgress(progress)
          .solveEvery(maxStones, store);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    AtomicFile.write(file, out -> join(parts, g, maxStones, out));
    progress.update("joined", total, total);
    try (DirectoryStream<Path> left = Files.newDirectoryStream(parts)) {
      for (Path p : left) {
        Files.delete(p);
      }
    }
    Files.delete(parts);
  }

  private static Path part(Path parts, int mover, int opponent) {
    return parts.resolve(mover + "v" + opponent + ".part");
  }

  /** Writes the file of format 3 from the parts: header, then each material's sections. */
  private static void join(Path parts, Geometry g, int maxStones, OutputStream sink)
      throws IOException {
    MappedTables.Header header = new MappedTables.Header(maxStones);
    for (int m = 1; m < maxStones; m++) {
      for (int o = 1; m + o <= maxStones; o++) {
        try (DataInputStream in = openPart(part(parts, m, o))) {
          int width = readPartHeader(in, m, o, StateIndex.of(g, m, o).perSide());
          header.add(m, o, width, crcOfSections(part(parts, m, o)));
        }
      }
    }
    OutputStream out = new BufferedOutputStream(sink, 1 << 16);
    header.writeTo(out);
    byte[] buffer = new byte[1 << 16];
    for (int m = 1; m < maxStones; m++) {
      for (int o = 1; m + o <= maxStones; o++) {
        try (DataInputStream in = openPart(part(parts, m, o))) {
          long n = StateIndex.of(g, m, o).perSide();
          int width = readPartHeader(in, m, o, n);
          long left = MappedTables.sectionBytes(n, width);
          while (left > 0) {
            int k = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (k < 0) {
              throw new EOFException(part(parts, m, o) + " is cut short");
            }
            out.write(buffer, 0, k);
            left -= k;
          }
        }
      }
    }
    out.flush();
  }

  private static DataInputStream openPart(Path p) throws IOException {
    return new DataInputStream(new BufferedInputStream(Files.newInputStream(p), 1 << 16));
  }

  /** Reads a part's header, checks it is of the material, and returns its distance width. */
  private static int readPartHeader(DataInputStream in, int mover, int opponent, long n)
      throws IOException {
    String magic = in.readUTF();
    int m = in.readInt();
    int o = in.readInt();
    long size = in.readLong();
    int width = in.readInt();
    if (!magic.equals(PART_MAGIC)
        || m != mover
        || o != opponent
        || size != n
        || (width != 1 && width != 2)) {
      throw new IOException("not the part of " + mover + "v" + opponent);
    }
    return width;
  }

  /**
   * The CRC-32C of a part's sections (what the joined file checks), after checking the part's own
   * checksum, which covers its header too.
   */
  private static int crcOfSections(Path p) throws IOException {
    CRC32C whole = new CRC32C();
    CRC32C sections = new CRC32C();
    try (InputStream raw = new BufferedInputStream(Files.newInputStream(p), 1 << 16)) {
      CheckedInputStream checked = new CheckedInputStream(raw, whole);
      DataInputStream in = new DataInputStream(checked);
      in.readUTF();
      in.readInt();
      in.readInt();
      long n = in.readLong();
      int width = in.readInt();
      long left = MappedTables.sectionBytes(n, width);
      byte[] buffer = new byte[1 << 16];
      while (left > 0) {
        int k = in.read(buffer, 0, (int) Math.min(buffer.length, left));
        if (k < 0) {
          throw new EOFException(p + " is cut short");
        }
        sections.update(buffer, 0, k);
        left -= k;
      }
      int computed = (int) whole.getValue();
      if (new DataInputStream(raw).readInt() != computed || raw.read() != -1) {
        throw new IOException(p + ": its checksum does not match its content");
      }
    }
    return (int) sections.getValue();
  }

  /** The part files of one build: where the solver keeps each pair and finds it again. */
  private static final class Parts implements Run.PairStore {
    private final Path folder;
    private final SolveProgress progress;
    private final long total;
    private final long started = System.nanoTime();
    private long done;
    private long solvedHere;

    Parts(Path folder, SolveProgress progress, long total) {
      this.folder = folder;
      this.progress = progress;
      this.total = total;
    }

    @Override
    public boolean restore(MaterialLayer a, MaterialLayer b) {
      try {
        crcOfSections(part(folder, a.mover(), a.opponent()));
        crcOfSections(part(folder, b.mover(), b.opponent()));
        read(a);
        read(b);
      } catch (IOException e) {
        return false; // missing, cut short or damaged: solved again, and saved over
      }
      done += (long) a.count() + (b == a ? 0 : b.count());
      return true;
    }

    private void read(MaterialLayer layer) throws IOException {
      try (DataInputStream in = openPart(part(folder, layer.mover(), layer.opponent()))) {
        int width = readPartHeader(in, layer.mover(), layer.opponent(), layer.size());
        int n = layer.count();
        byte[] wdl = new byte[(int) MappedTables.wdlBytes(n)];
        in.readFully(wdl);
        byte[] moves = new byte[n * width];
        in.readFully(moves);
        short[] values = layer.values();
        for (int i = 0; i < n; i++) {
          int w = (wdl[i >>> 2] >>> ((i & 3) * 2)) & 3;
          int d =
              width == 1
                  ? moves[i] & 0xFF
                  : ((moves[2 * i] & 0xFF) << 8) | (moves[2 * i + 1] & 0xFF);
          values[i] = MappedTables.code(w, d);
        }
      }
    }

    @Override
    public void keep(MaterialLayer a, MaterialLayer b, long nanos) {
      try {
        write(a);
        if (b != a) {
          write(b);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      long positions = (long) a.count() + (b == a ? 0 : b.count());
      done += positions;
      solvedHere += positions;
      double seconds = nanos / 1e9;
      double rate = solvedHere / ((System.nanoTime() - started) / 1e9);
      progress.update(
          String.format(
              Locale.ROOT,
              "saved %s%s: %,d positions in %.1f s (%.2f M/s); %,d left, about %.0f s",
              a,
              b == a ? "" : "+" + b,
              positions,
              seconds,
              positions / seconds / 1e6,
              total - done,
              (total - done) / rate),
          done,
          total);
    }

    private void write(MaterialLayer layer) throws IOException {
      short[] values = layer.values();
      int n = layer.count();
      int most = 0;
      for (short v : values) {
        most = Math.max(most, MappedTables.moves(v));
      }
      int width = most <= 0xFF ? 1 : 2;
      if (most > 0xFFFF) {
        throw new IllegalStateException(layer + " has a distance beyond 65535 moves");
      }
      byte[] wdl = new byte[(int) MappedTables.wdlBytes(n)];
      byte[] moves = new byte[n * width];
      for (int i = 0; i < n; i++) {
        wdl[i >>> 2] |= (byte) (MappedTables.wdl(values[i]) << ((i & 3) * 2));
        int d = MappedTables.moves(values[i]);
        if (width == 1) {
          moves[i] = (byte) d;
        } else {
          moves[2 * i] = (byte) (d >>> 8);
          moves[2 * i + 1] = (byte) d;
        }
      }
      AtomicFile.write(
          part(folder, layer.mover(), layer.opponent()),
          sink -> {
            CheckedOutputStream checked =
                new CheckedOutputStream(new BufferedOutputStream(sink, 1 << 16), new CRC32C());
            DataOutputStream out = new DataOutputStream(checked);
            out.writeUTF(PART_MAGIC);
            out.writeInt(layer.mover());
            out.writeInt(layer.opponent());
            out.writeLong(layer.size());
            out.writeInt(width);
            out.write(wdl);
            out.write(moves);
            out.flush();
            DataOutputStream tail = new DataOutputStream(sink);
            tail.writeInt((int) checked.getChecksum().getValue());
            tail.flush();
          });
    }
  }
}
