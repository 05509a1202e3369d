package io.github.fanorona.server.web;

import com.google.common.base.Splitter;
import io.github.fanorona.server.play.BoardState;
import io.github.fanorona.server.play.Warmup;
import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.StoreException;
import io.github.fanorona.tables.EndgameTables;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Starts the play site: {@code java -jar fanorona-server/target/fanorona-server.jar [--host H]
 * [--port P] [--max-games N] [--database URL] [--trusted-proxy ADDRESSES] [--tables FILE|none]}.
 * The club's players and games are stored in the database ({@code ~/.fanorona/club.db} unless
 * {@code --database} or {@code FANORONA_DB} names another). The strongest level and the hints probe
 * the endgame tables of {@link EndgameTables#defaultFileIfPresent()} ({@code fanorona tables build}
 * makes it), or those {@code --tables} names; {@code --tables none} plays without. It prints the
 * address to open and serves until stopped.
 *
 * <pre>{@code
 * $ java -jar fanorona-server/target/fanorona-server.jar --port 8080
 * Fanorona play site: http://127.0.0.1:8080/
 * }</pre>
 */
public final class PlaySite {
  private PlaySite() {}

  /**
   * Starts the site and waits.
   *
   * <pre>{@code PlaySite.main(new String[] {"--port", "0"})}</pre>
   *
   * @param args {@code --host}, {@code --port}, {@code --max-games}, {@code --database}, {@code
   *     --trusted-proxy} (the reverse proxies, comma-separated IP addresses, whose {@code
   *     X-Forwarded-For} names the client), {@code --tables} (a file of endgame tables, or {@code
   *     none})
   * @throws InterruptedException if interrupted while serving
   */
  public static void main(String[] args) throws InterruptedException {
    String env = System.getenv(Database.ENV);
    SiteConfig config =
        SiteConfig.defaults()
            .withDatabase(
                env == null || env.isEmpty() ? Database.sqliteUrl(Database.defaultFile()) : env)
            .withTables(EndgameTables.defaultFileIfPresent().map(Path::toString).orElse(""));
    for (int i = 0; i < args.length; i += 2) {
      String value = i + 1 < args.length ? args[i + 1] : "";
      switch (args[i]) {
        case "--host" -> config = config.withHost(value);
        case "--port" -> config = config.withPort(number(args[i], value, 0, 65535));
        case "--max-games" -> config = config.withMaxGames(number(args[i], value, 1, 1_000_000));
        case "--database" -> config = config.withDatabase(value);
        case "--tables" -> config = config.withTables(value.equals("none") ? "" : value);
        case "--trusted-proxy" -> {
          try {
            List<String> proxies = Splitter.on(',').trimResults().splitToList(value);
            proxies.forEach(TrustedProxies::parse);
            config = config.withTrustedProxies(proxies);
          } catch (IllegalArgumentException e) {
            System.err.println("--trusted-proxy: " + e.getMessage());
            System.exit(2);
          }
        }
        case "--help", "-h" -> {
          System.out.println(
              "usage: java -jar fanorona-server.jar [--host 127.0.0.1] [--port 8080]"
                  + " [--max-games 1000] [--database jdbc:sqlite:FILE|jdbc:postgresql:URL]"
                  + " [--trusted-proxy 127.0.0.1[,ADDRESS…]] [--tables FILE|none]");
          return;
        }
        default -> {
          System.err.println("unknown option " + args[i] + " (try --help)");
          System.exit(2);
        }
      }
    }
    refuseBadHost(config.host());
    refuseTooManyGames(config.maxGames(), Runtime.getRuntime().maxMemory());
    Site site;
    try {
      site = open(config);
    } catch (StoreException e) {
      // the store's sentence names the URL without its password
      System.err.println(e.getMessage());
      System.exit(1);
      return;
    } catch (RuntimeException e) {
      System.err.println(
          "cannot listen on " + config.host() + " port " + config.port() + ": " + reason(e));
      System.exit(1);
      return;
    }
    String host = config.host().contains(":") ? "[" + config.host() + "]" : config.host();
    System.out.println("Fanorona play site: http://" + host + ":" + site.port() + "/");
    // close() returns within seconds whatever the server's state: SIGTERM always stops it
    Runtime.getRuntime().addShutdownHook(new Thread(site::close));
    new CountDownLatch(1).await();
  }

  /** What a held game keeps, with room: the load test measures 40-55 KB (benchmarks/README.md). */
  static final long BYTES_PER_GAME = 64 * 1024;

  /**
   * The most games a heap holds: half of it for the games (the rest for requests, searches and the
   * collector's room), at {@link #BYTES_PER_GAME} each.
   *
   * <pre>{@code PlaySite.mostGames(256L << 20)   // 2048}</pre>
   */
  static int mostGames(long maxHeap) {
    return (int) Math.min(1_000_000, maxHeap / 2 / BYTES_PER_GAME);
  }

  /** A cap of games the heap cannot hold ends the program with status 2, before it starts. */
  static void refuseTooManyGames(int maxGames, long maxHeap) {
    int most = mostGames(maxHeap);
    if (maxGames > most) {
      System.err.println(
          "--max-games "
              + maxGames
              + " needs about "
              + ((2L * maxGames * BYTES_PER_GAME) >> 20)
              + " MB of heap, and this JVM has "
              + (maxHeap >> 20)
              + " MB: give --max-games "
              + most
              + " or less, or a larger -Xmx");
      System.exit(2);
    }
  }

  /**
   * An address that is not one of this machine's ends the program with status 2 in a sentence (it
   * was "Port already in use" and a 30-line stack trace).
   */
  static void refuseBadHost(String host) {
    String why;
    try {
      InetAddress a = InetAddress.getByName(host);
      if (a.isAnyLocalAddress()
          || a.isLoopbackAddress()
          || NetworkInterface.getByInetAddress(a) != null) {
        return;
      }
      why = "is not an address of this machine";
    } catch (UnknownHostException e) {
      why = "is not an address or a known host name";
    } catch (SocketException e) {
      why = "cannot be checked: " + e.getMessage();
    }
    System.err.println(
        "--host " + host + " " + why + " (try 127.0.0.1, or 0.0.0.0 for every address)");
    System.exit(2);
  }

  /** The deepest cause's words, such as "Address already in use". */
  private static String reason(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return String.valueOf(t.getMessage());
  }

  /**
   * Warms the click path up (at most 2 s of games against the computer), then starts the site: the
   * jar's way of starting, which the load test starts too.
   */
  static Site open(SiteConfig config) {
    JsonMapping json = JsonMapping.mapper();
    Warmup.run(Duration.ofSeconds(2), 30, state -> json.toJsonString(state, BoardState.class));
    return Site.start(config);
  }

  /** An option's whole number within bounds; anything else ends the program with status 2. */
  private static int number(String option, String value, int min, int max) {
    try {
      int n = Integer.parseInt(value);
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    System.err.println(
        option + " takes a whole number from " + min + " to " + max + ", not '" + value + "'");
    System.exit(2);
    return min;
  }
}
