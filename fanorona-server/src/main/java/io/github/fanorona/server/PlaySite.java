package io.github.fanorona.server;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * Starts the play site: {@code java -jar fanorona-server/target/fanorona-server.jar [--host H]
 * [--port P] [--max-games N]}. It prints the address to open and serves until stopped.
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
   * @param args {@code --host}, {@code --port}, {@code --max-games}
   * @throws InterruptedException if interrupted while serving
   */
  public static void main(String[] args) throws InterruptedException {
    SiteConfig config = SiteConfig.defaults();
    for (int i = 0; i < args.length; i += 2) {
      String value = i + 1 < args.length ? args[i + 1] : "";
      switch (args[i]) {
        case "--host" -> config = config.withHost(value);
        case "--port" -> config = config.withPort(number(args[i], value, 0, 65535));
        case "--max-games" -> config = config.withMaxGames(number(args[i], value, 1, 1_000_000));
        case "--help", "-h" -> {
          System.out.println(
              "usage: java -jar fanorona-server.jar [--host 127.0.0.1] [--port 8080]"
                  + " [--max-games 1000]");
          return;
        }
        default -> {
          System.err.println("unknown option " + args[i] + " (try --help)");
          System.exit(2);
        }
      }
    }
    Site site = open(config);
    String host = config.host().contains(":") ? "[" + config.host() + "]" : config.host();
    System.out.println("Fanorona play site: http://" + host + ":" + site.port() + "/");
    Runtime.getRuntime().addShutdownHook(new Thread(site::close));
    new CountDownLatch(1).await();
  }

  /**
   * Warms the click path up (at most 2 s of games against the computer), then starts the site: the
   * jar's way of starting, which the load test starts too.
   */
  static Site open(SiteConfig config) {
    Warmup.run(Duration.ofSeconds(2), 30);
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
