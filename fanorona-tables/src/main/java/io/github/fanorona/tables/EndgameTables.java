package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.EndgameOracle;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * Endgame tables of Fanoron-Sivy under the standard move rules: the verdict (win, loss or draw for
 * the side to move, and the half-moves to the end) of every position with at most {@link
 * #maxStones()} stones on the board. They are solved by {@link RetrogradeSolver} and stored by
 * material, the side to move playing White, in the order of {@link StateIndex}, so a table needs no
 * keys. Two file formats: tables built in memory ({@link #build}, up to {@value #MOST_IN_MEMORY}
 * stones) are saved as one byte per position (0 a draw, plies + 1 a win or loss, which the parity
 * tells), deflated, with a checksum (format 2), and loaded into memory; tables of 6 stones are
 * built by {@link #cached} resumably into format 3, split as Syzygy's tables are into a WDL table
 * of 2 bits a position and a table of the moves to the end, uncompressed and memory-mapped when
 * loaded. {@link #load} reads either. Immutable and thread-safe once built or loaded.
 *
 * <pre>{@code
 * EndgameTables t = EndgameTables.build(3, 1);
 * t.probe(Position.parse("9/2W6/4W4/9/3B5 w 0 1"), Ruleset.standard());   // Optional[win in 3]
 * }</pre>
 *
 * <p>The tables hold for the standard rules and any no-capture or repetition draw on top (the
 * engine checks a win's distance against the no-capture limit itself); other move rules (larger
 * capture, mandatory chains, huffing, Vela, forbidden first-turn chains) get no answer. They are
 * the engine's {@link EndgameOracle}: {@code Engine.of(limits).withOracle(tables)} plays the
 * endings they cover perfectly.
 *
 * <p>The file is longer than most for its javadoc: it is the module's one door (build, load, keep,
 * probe, the strongest engine), each with its example; the two file formats live in {@code
 * DeflatedTables} and {@code MappedTables}.
 *
 * @since 1.0.0
 */
public final class EndgameTables implements EndgameOracle {
  /**
   * The format version of the files {@link #save} writes of tables built in memory: 2 since the
   * files carry a CRC-32C of their decoded content (version 1 had only zlib's Adler-32). {@link
   * #load} reads format 2 and the split, memory-mapped format 3 of the 6-stone tables.
   */
  public static final int VERSION = 2;

  private static final Ruleset RULES = Ruleset.standard();

  /** The last ruleset found to have the standard move rules (rulesets are immutable). */
  private static volatile Ruleset lastAccepted = RULES;

  /** The index of each material, by mover and opponent, up to {@link #MOST_STONES} stones. */
  private static final StateIndex[][] INDICES = indices(Variant.sivy().geometry());

  /**
   * The most stones a file may hold tables for: the 6-stone tables are 680 MB, built into format 3
   * by {@link #cached} (see {@code benchmarks/README.md} for their build time).
   */
  public static final int MOST_STONES = 6;

  /**
   * The most stones {@link #build} solves in memory, and the tables {@link #strongestEngine} builds
   * when its file holds none: 5 (38.8 M positions, 22 s on two cores).
   */
  public static final int MOST_IN_MEMORY = 5;

  private final Geometry geometry;
  private final int maxStones;

  /** The codes by mover and opponent, for tables built in memory or of format 2; else null. */
  private final byte @Nullable [][][] codes;

  /** The mapped tables of format 3, or null. */
  private final @Nullable MappedTables mapped;

  /** The file the mapped tables are read from, or null. */
  private final @Nullable Path source;

  private EndgameTables(Geometry geometry, byte[][][] codes) {
    this.geometry = geometry;
    this.maxStones = codes.length;
    this.codes = codes;
    this.mapped = null;
    this.source = null;
  }

  private EndgameTables(Geometry geometry, MappedTables mapped, Path source) {
    this.geometry = geometry;
    this.maxStones = mapped.maxStones();
    this.codes = null;
    this.mapped = mapped;
    this.source = source;
  }

  /**
   * Solves every Sivy position with up to {@code maxStones} stones.
   *
   * <pre>
   * {@code EndgameTables.build(4, 2)   // a few seconds to minutes, see fanorona-cli/PLAYING.md}
   * </pre>
   *
   * @param maxStones 2 to {@link #MOST_IN_MEMORY}
   * @param threads the solver's threads, at least 1
   * @return the tables
   * @throws IllegalArgumentException if an argument is out of range
   */
  public static EndgameTables build(int maxStones, int threads) {
    return build(maxStones, threads, SolveProgress.none());
  }

  private static EndgameTables build(int maxStones, int threads, SolveProgress progress) {
    checkStones(maxStones, MOST_IN_MEMORY);
    Variant sivy = Variant.sivy();
    Solution solution =
        RetrogradeSolver.of(sivy, RULES)
            .withThreads(threads)
            .withProgress(progress)
            .solveEvery(maxStones);
    Geometry g = sivy.geometry();
    byte[][][] codes = new byte[maxStones][maxStones][];
    for (int mover = 1; mover < maxStones; mover++) {
      for (int opponent = 1; mover + opponent <= maxStones; opponent++) {
        codes[mover][opponent] = material(solution, StateIndex.of(g, mover, opponent));
      }
    }
    return new EndgameTables(g, codes);
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

  private static StateIndex[][] indices(Geometry g) {
    StateIndex[][] out = new StateIndex[MOST_STONES][MOST_STONES];
    for (int m = 1; m < MOST_STONES; m++) {
      for (int o = 1; m + o <= MOST_STONES; o++) {
        out[m][o] = StateIndex.of(g, m, o);
      }
    }
    return out;
  }

  private static void checkStones(int maxStones, int most) {
    if (maxStones < 2 || maxStones > most) {
      throw new IllegalArgumentException(
          "endgame tables hold 2 to " + most + " stones here, not " + maxStones);
    }
  }

  /**
   * {@return the most stones a position of these tables has}
   *
   * <pre>{@code EndgameTables.build(2, 1).maxStones()   // 2}</pre>
   */
  @Override
  public int maxStones() {
    return maxStones;
  }

  /**
   * Returns the number of positions the tables hold (the side to move playing White).
   *
   * <pre>{@code EndgameTables.build(2, 1).positions() // 1980}</pre>
   *
   * @return the entries
   */
  public long positions() {
    if (mapped != null) {
      return mapped.positions();
    }
    long n = 0;
    for (byte[][] row : Objects.requireNonNull(codes)) {
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
   * <pre>{@code
   * EndgameTables tables = EndgameTables.build(2, 1);
   * tables.probe(Position.parse("9/9/9/9/W1B6 w"), Ruleset.standard());   // Optional[win in 1]
   * }</pre>
   *
   * @param position a position
   * @param ruleset the rules in force
   * @return the verdict, or empty
   */
  public Optional<Verdict> probe(Position position, Ruleset ruleset) {
    int code = lookup(position, ruleset, false);
    return code < 0 ? Optional.empty() : Optional.of(Verdict.ofCode((short) code));
  }

  /**
   * The verdict code of a position the tables cover, or its WDL value ({@link MappedTables#wdl})
   * when {@code wdlOnly}, which tables of format 3 read from their WDL table alone; -1 if the
   * tables do not cover it.
   */
  private int lookup(Position position, Ruleset ruleset, boolean wdlOnly) {
    if (position.geometry() != geometry
        || position.isPlacement()
        || position.huffable() != 0
        || !sameMoveRules(ruleset)) {
      return -1;
    }
    Side side = position.sideToMove();
    long mover = position.stones(side);
    long opponent = position.stones(side.opponent());
    int m = Long.bitCount(mover);
    int o = Long.bitCount(opponent);
    if (m == 0 || o == 0 || m + o > maxStones) {
      return -1;
    }
    long rank = INDICES[m][o].rankUnchecked(mover, opponent);
    MappedTables split = mapped;
    if (split != null) {
      return wdlOnly ? split.wdl(m, o, rank) : split.code(m, o, rank);
    }
    short code = (short) (Objects.requireNonNull(codes)[m][o][(int) rank] & 0xFF);
    return wdlOnly ? MappedTables.wdl(code) : code;
  }

  /**
   * Returns the result of a Sivy position for its side to move, or empty where {@link #probe} is
   * empty: what a search needs at its nodes. Tables of format 3 answer it from their WDL table
   * alone (2 bits a position), without reading the distance.
   *
   * <pre>{@code
   * EndgameTables tables = EndgameTables.build(2, 1);
   * tables.result(Position.parse("9/9/9/9/W1B6 w"), Ruleset.standard());   // Optional[WIN]
   * }</pre>
   *
   * @param position a position
   * @param ruleset the rules in force
   * @return win, loss or draw, or empty
   */
  public Optional<Verdict.Result> result(Position position, Ruleset ruleset) {
    return switch (lookup(position, ruleset, true)) {
      case 0 -> Optional.of(Verdict.Result.DRAW);
      case 1 -> Optional.of(Verdict.Result.WIN);
      case 2 -> Optional.of(Verdict.Result.LOSS);
      default -> Optional.empty();
    };
  }

  /**
   * Returns what {@link #probe} says in the engine's terms ({@link EndgameOracle#plies}): the
   * half-moves to the end, whose parity tells a win (odd) from a loss (even), or {@link
   * EndgameOracle#DRAW}. The engine asks this; a program that shows a value to a player asks {@link
   * #probe}.
   *
   * <pre>{@code
   * EndgameTables tables = EndgameTables.build(2, 1);
   * tables.plies(Position.parse("9/9/9/9/W1B6 w"), Ruleset.standard());   // OptionalInt[1]
   * }</pre>
   *
   * @param position a position
   * @param ruleset the rules in force
   * @return the half-moves to the end, {@link EndgameOracle#DRAW}, or empty
   */
  @Override
  public OptionalInt plies(Position position, Ruleset ruleset) {
    Optional<Verdict> v = probe(position, ruleset);
    if (v.isEmpty()) {
      return OptionalInt.empty();
    }
    Verdict verdict = v.get();
    return OptionalInt.of(
        verdict.result() == Verdict.Result.DRAW ? EndgameOracle.DRAW : verdict.plies());
  }

  @SuppressWarnings("ReferenceEquality") // the very ruleset seen last: the fast path only
  private static boolean sameMoveRules(Ruleset ruleset) {
    // A search asks with one ruleset at every node: remembered, it costs a comparison, not the
    // copy and comparison of a whole ruleset (half the time of a probe, by ProbeBenchmark).
    if (ruleset == lastAccepted) {
      return true;
    }
    boolean same =
        ruleset.toBuilder().noCaptureDrawPlies(0).repetitionDrawCount(0).build().equals(RULES);
    if (same) {
      lastAccepted = ruleset;
    }
    return same;
  }

  /**
   * Returns whether a verdict of these tables holds under a ruleset exactly: its move rules are the
   * standard ones, and a win or loss ends before its no-capture limit can draw the game (half-moves
   * since the last capture plus the verdict's half-moves at most the limit). A draw stays a draw
   * under any draw rule, and a shortest forced win repeats no position, so a repetition draw cannot
   * come first. {@link #probe} answers under draw rules too, for a search that checks the distance
   * itself; a program that shows the answer to a player asks this first.
   *
   * <pre>{@code EndgameTables.holdsUnder(Ruleset.parse("no-capture-draw=2"), 0, Verdict.inPlies(5))
   * // false}</pre>
   *
   * @param ruleset the rules in force
   * @param pliesSinceCapture the position's half-moves since the last capture
   * @param verdict a verdict of these tables for the position
   * @return true if the verdict is the position's value under those rules
   */
  public static boolean holdsUnder(Ruleset ruleset, int pliesSinceCapture, Verdict verdict) {
    if (!sameMoveRules(ruleset)) {
      return false;
    }
    int limit = ruleset.noCaptureDrawPlies();
    return verdict.result() == Verdict.Result.DRAW
        || limit == 0
        || (long) pliesSinceCapture + verdict.plies() <= limit;
  }

  /** {@return the move rules the tables hold: the standard rules} */
  public static Ruleset rules() {
    return RULES;
  }

  /**
   * Writes the tables to a file, atomically: into a temporary file of the same folder, which then
   * replaces the file in one move, so a crash or a kill while saving leaves the old file whole. The
   * file is format version {@value #VERSION}: a header, the codes, and a CRC-32C of all of them,
   * deflated.
   *
   * <pre>{@code
   * Path file = Files.createTempFile("sivy", ".tables");
   * EndgameTables.build(2, 1).save(file);
   * boolean written = Files.size(file) > 0;   // true
   * Files.delete(file);
   * }</pre>
   *
   * @param file the file, replaced if it exists
   * @throws IOException if it cannot be written
   */
  public void save(Path file) throws IOException {
    Path from = source;
    if (from != null) {
      // Tables of format 3 are their file: saved as a copy of it.
      AtomicFile.write(file, out -> Files.copy(from, out));
      return;
    }
    byte[][][] kept = Objects.requireNonNull(codes);
    AtomicFile.write(file, out -> DeflatedTables.write(kept, maxStones, out));
  }

  /**
   * Reads tables written by {@link #save} (format 2, read into memory) or by {@link #cached} of 6
   * stones (format 3, memory-mapped), checking their checksums.
   *
   * <pre>{@code
   * Path file = Files.createTempFile("sivy", ".tables");
   * EndgameTables.build(2, 1).save(file);
   * EndgameTables.load(file).toString();   // "Sivy endgame tables, up to 2 stones, 1980 positions"
   * Files.delete(file);
   * }</pre>
   *
   * @param file the file
   * @return the tables
   * @throws IOException if the file cannot be read (a {@code FileSystemException} naming it, for a
   *     missing file or a folder)
   * @throws IllegalArgumentException naming the file, if it is not a tables file, is of another
   *     format version (an older file must be built again), or is damaged or cut short
   */
  public static EndgameTables load(Path file) throws IOException {
    if (Files.isDirectory(file)) {
      // opening a folder succeeds and its first read fails with no name ("Is a directory")
      throw new java.nio.file.FileSystemException(file.toString(), null, "is a folder, not a file");
    }
    Geometry g = Variant.sivy().geometry();
    if (MappedTables.isMapped(file)) {
      return new EndgameTables(g, MappedTables.open(file), file);
    }
    return new EndgameTables(g, DeflatedTables.read(file, g));
  }

  /**
   * Returns the tables of up to {@code maxStones} stones kept in a file: loaded when the file holds
   * tables of that many stones, else built (on every core) and saved there first, so that they are
   * built once. A damaged or older file, or one of another size, is built again and replaced. The
   * 5-stone tables ({@link #MOST_IN_MEMORY}) are 12.7 MB on disk and 39 MB in memory; building them
   * took 22 s on two cores of the machine of {@code benchmarks/README.md} (189 s on one busy core,
   * 404 MB resident), loading them 6-11 s on that machine under a heavy load. The 6-stone tables
   * are built into format 3, resumably: each solved pair of materials is saved in the folder {@code
   * FILE.parts} at once, and a build interrupted goes on from there when called again; they are 680
   * MB, memory-mapped, and take the time and memory {@code benchmarks/README.md} records.
   *
   * <pre>{@code
   * Path file = Files.createTempDirectory("t").resolve("sivy-3.tables");
   * EndgameTables.cached(file, 3).maxStones();   // 3: built and saved
   * EndgameTables.cached(file, 3).maxStones();   // 3: loaded
   * }</pre>
   *
   * @param file where the tables are kept (its folder is created if need be)
   * @param maxStones 2 to {@link #MOST_STONES}
   * @return the tables
   * @throws IOException if the file cannot be read or written
   * @throws IllegalArgumentException if {@code maxStones} is out of range
   */
  public static EndgameTables cached(Path file, int maxStones) throws IOException {
    return cached(file, maxStones, SolveProgress.none());
  }

  /**
   * Returns the tables kept in a file as {@link #cached(Path, int)} does, and reports what it does
   * as it goes, as a first call may run a minute: {@code load} before and after reading the file,
   * then the solver's stages ({@code find 3v2}, {@code solve 3v2}, ...) while it builds them, and
   * {@code save} once they are written; a 6-stone build says {@code saved 3v3: ...} (positions,
   * time, rate, and what is left) after each pair of materials, and {@code restored 2v3+3v2} for
   * each pair an interrupted build had saved.
   *
   * <pre>{@code
   * Path file = Files.createTempDirectory("t").resolve("sivy-3.tables");
   * List<String> stages = new ArrayList<>();
   * EndgameTables.cached(file, 3, (stage, done, total) -> stages.add(stage));
   * stages.get(stages.size() - 1);   // "save"
   * }</pre>
   *
   * @param file where the tables are kept (its folder is created if need be)
   * @param maxStones 2 to {@link #MOST_STONES}
   * @param progress what hears how far it has got (the {@code fanorona solve} bar, a log)
   * @return the tables
   * @throws IOException if the file cannot be read or written
   * @throws IllegalArgumentException if {@code maxStones} is out of range
   */
  public static EndgameTables cached(Path file, int maxStones, SolveProgress progress)
      throws IOException {
    checkStones(maxStones, MOST_STONES);
    if (Files.exists(file)) {
      try {
        progress.update("load", 0, 1);
        EndgameTables kept = load(file);
        progress.update("load", 1, 1);
        if (kept.maxStones() == maxStones) {
          return kept;
        }
      } catch (IllegalArgumentException e) {
        // A damaged or older file is only a cache: it is built again below.
      }
    }
    Path folder = file.toAbsolutePath().getParent();
    if (folder != null) {
      Files.createDirectories(folder);
    }
    int threads = Runtime.getRuntime().availableProcessors();
    if (maxStones > MOST_IN_MEMORY) {
      TableBuild.build(file, maxStones, threads, progress);
      return load(file);
    }
    EndgameTables built = build(maxStones, threads, progress);
    built.save(file);
    progress.update("save", 1, 1);
    return built;
  }

  /**
   * Returns where {@link #strongestEngine} finds its tables unless told otherwise, in the folder
   * {@code .fanorona} of the user's home folder: {@code sivy-6.tables} when it is there (built with
   * {@code fanorona tables build --stones 6}), else {@code sivy-5.tables}, which it builds the
   * first time.
   *
   * <pre>{@code EndgameTables.defaultFile()   // /home/ana/.fanorona/sivy-5.tables}</pre>
   *
   * @return the file
   */
  public static Path defaultFile() {
    Path folder = Path.of(System.getProperty("user.home"), ".fanorona");
    Path six = folder.resolve("sivy-" + MOST_STONES + ".tables");
    return Files.isRegularFile(six) ? six : folder.resolve("sivy-" + MOST_IN_MEMORY + ".tables");
  }

  /**
   * Returns the {@linkplain #defaultFile() default file} where it exists: the tables that {@code
   * fanorona play} and the play site probe unless told otherwise. Where none was built they play
   * without tables rather than spend minutes building them, as {@link #strongestEngine} would.
   *
   * <pre>
   * {@code EndgameTables.defaultFileIfPresent()   // once built: Optional[/home/ana/.fanorona/sivy-6.tables]}
   * </pre>
   *
   * @return the default file, or empty where it is not a file
   */
  public static Optional<Path> defaultFileIfPresent() {
    Path file = defaultFile();
    return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
  }

  /**
   * Returns the strongest configuration of the engine for the standard game in one call: {@link
   * Level#STRONGEST} (a second a turn) with the tables of a file as oracle: those it holds when
   * they have 5 stones or more (the 6-stone tables too), else the 5-stone tables, built and saved
   * there the first time ({@link #cached}, which costs what it says), then loaded.
   *
   * <pre>{@code
   * // the first call builds the tables into ~/.fanorona (22 s or more), later calls load them:
   * // say so as it goes
   * Engine best = EndgameTables.strongestEngine(EndgameTables.defaultFile(),
   *     (stage, done, total) -> System.err.printf("\r%s %d/%d ", stage, done, total));
   * game = game.play(best.search(game).best());   // the strongest turn there is
   * }</pre>
   *
   * @param file where the tables are kept, such as {@link #defaultFile()}
   * @param progress what hears how far loading or building the tables has got ({@link #cached(Path,
   *     int, SolveProgress)}), or {@link SolveProgress#none()}
   * @return the engine
   * @throws IOException if the file cannot be read or written
   */
  public static Engine strongestEngine(Path file, SolveProgress progress) throws IOException {
    if (Files.isRegularFile(file)) {
      try {
        progress.update("load", 0, 1);
        EndgameTables kept = load(file);
        progress.update("load", 1, 1);
        if (kept.maxStones() >= MOST_IN_MEMORY) {
          return Level.STRONGEST.engine().withOracle(kept);
        }
      } catch (IllegalArgumentException e) {
        // A damaged or older file is built again below, as cached does.
      }
    }
    return Level.STRONGEST.engine().withOracle(cached(file, MOST_IN_MEMORY, progress));
  }

  /**
   * Returns a description such as {@code Sivy endgame tables, up to 4 stones}.
   *
   * <pre>
   * {@code EndgameTables.build(2, 1).toString() // "Sivy endgame tables, up to 2 stones, 1980 positions"}
   * </pre>
   */
  @Override
  public String toString() {
    return "Sivy endgame tables, up to " + maxStones + " stones, " + positions() + " positions";
  }
}
