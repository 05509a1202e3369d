package io.github.fanorona.server.web;

import java.time.Duration;
import java.util.List;

/**
 * How a site runs: its address, the cap on games and their idle time, the computer's pool, and what
 * one client (one address) may hold.
 *
 * <pre>{@code SiteConfig.defaults().withHost("0.0.0.0").withPort(8080)}</pre>
 *
 * @param host the address to listen on ({@code 127.0.0.1} unless told otherwise)
 * @param port the port, 0 for any free one
 * @param maxGames the most games held at once; past it a new game is refused, none is dropped
 * @param idle how long an untouched game is kept
 * @param searchThreads the searches that run at once
 * @param database the club's database, a {@code jdbc:sqlite:} or {@code jdbc:postgresql:} URL
 *     ({@code store.Database}), or empty: players and games in memory only (the defaults; the
 *     command line names a file)
 * @param searchQueue the searches that may wait for a thread; more are refused with a 503
 * @param gamesPerClient the most games in play one address holds at once (finished ones do not
 *     count)
 * @param gamesPerMinute the most games one address starts in a minute
 * @param connectionsPerClient the most connections one address keeps open
 * @param trustedProxies the reverse proxies (IP addresses) whose {@code X-Forwarded-For} names the
 *     client: behind them the per-address bounds count the players' addresses (none by default: the
 *     header is ignored)
 * @param tables a file of endgame tables ({@code fanorona tables build}) that the strongest level
 *     and the hints probe once it is loaded, or empty for none (the defaults; the command line
 *     takes the tables' default file where it exists, {@code EndgameTables.defaultFileIfPresent()})
 */
public record SiteConfig(
    String host,
    int port,
    int maxGames,
    Duration idle,
    int searchThreads,
    int searchQueue,
    int gamesPerClient,
    int gamesPerMinute,
    int connectionsPerClient,
    String database,
    List<String> trustedProxies,
    String tables) {

  /**
   * Returns the defaults: loopback, port 8080, 1000 games idle for at most 30 minutes, one search
   * thread per two cores and 64 waiting searches (so that 50 players, each waiting for one search
   * at a time, are never refused); one address holds at most 60 games in play and starts at most 60
   * a minute (a class of 30 behind one address plays at once, each player starting the next game)
   * and keeps at most 32 connections open.
   *
   * <pre>{@code SiteConfig.defaults().port()   // 8080}</pre>
   *
   * @return the defaults
   */
  public static SiteConfig defaults() {
    int threads = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
    return new SiteConfig(
        "127.0.0.1",
        8080,
        1000,
        Duration.ofMinutes(30),
        threads,
        64,
        60,
        60,
        32,
        "",
        List.of(),
        "");
  }

  /**
   * Returns this configuration on another address.
   *
   * <pre>{@code SiteConfig.defaults().withHost("0.0.0.0")}</pre>
   *
   * @param value the address
   * @return the configuration
   */
  public SiteConfig withHost(String value) {
    return new SiteConfig(
        value,
        port,
        maxGames,
        idle,
        searchThreads,
        searchQueue,
        gamesPerClient,
        gamesPerMinute,
        connectionsPerClient,
        database,
        trustedProxies,
        tables);
  }

  /**
   * Returns this configuration on another port.
   *
   * <pre>{@code SiteConfig.defaults().withPort(0)   // any free port}</pre>
   *
   * @param value the port
   * @return the configuration
   */
  public SiteConfig withPort(int value) {
    return new SiteConfig(
        host,
        value,
        maxGames,
        idle,
        searchThreads,
        searchQueue,
        gamesPerClient,
        gamesPerMinute,
        connectionsPerClient,
        database,
        trustedProxies,
        tables);
  }

  /**
   * Returns this configuration with another cap on games.
   *
   * <pre>{@code SiteConfig.defaults().withMaxGames(200)}</pre>
   *
   * @param value the most games held at once
   * @return the configuration
   */
  public SiteConfig withMaxGames(int value) {
    return new SiteConfig(
        host,
        port,
        value,
        idle,
        searchThreads,
        searchQueue,
        gamesPerClient,
        gamesPerMinute,
        connectionsPerClient,
        database,
        trustedProxies,
        tables);
  }

  /**
   * Returns this configuration with other bounds on one address.
   *
   * <pre>{@code SiteConfig.defaults().withClientBounds(100, 1000, 64).gamesPerClient()   // 100}
   * </pre>
   *
   * @param games the most games one address holds at once
   * @param perMinute the most games one address starts in a minute
   * @param connections the most connections one address keeps open
   * @return the configuration
   */
  public SiteConfig withClientBounds(int games, int perMinute, int connections) {
    return new SiteConfig(
        host,
        port,
        maxGames,
        idle,
        searchThreads,
        searchQueue,
        games,
        perMinute,
        connections,
        database,
        trustedProxies,
        tables);
  }

  /**
   * Returns this configuration with the club's database: players and games are stored as they are
   * played, and a restarted site takes its live games up again.
   *
   * <pre>{@code SiteConfig.defaults().withDatabase("jdbc:sqlite:/var/lib/fanorona/club.db")}</pre>
   *
   * @param url a {@code jdbc:sqlite:} or {@code jdbc:postgresql:} URL, or empty for none
   * @return the configuration
   */
  public SiteConfig withDatabase(String url) {
    return new SiteConfig(
        host,
        port,
        maxGames,
        idle,
        searchThreads,
        searchQueue,
        gamesPerClient,
        gamesPerMinute,
        connectionsPerClient,
        url,
        trustedProxies,
        tables);
  }

  /**
   * Returns this configuration behind reverse proxies: a request from one of them comes from the
   * address its {@code X-Forwarded-For} header names, and their own connections are not bounded per
   * address.
   *
   * <pre>{@code SiteConfig.defaults().withTrustedProxies(List.of("127.0.0.1"))}</pre>
   *
   * @param addresses the proxies' IP addresses
   * @return the configuration
   */
  public SiteConfig withTrustedProxies(List<String> addresses) {
    return new SiteConfig(
        host,
        port,
        maxGames,
        idle,
        searchThreads,
        searchQueue,
        gamesPerClient,
        gamesPerMinute,
        connectionsPerClient,
        database,
        List.copyOf(addresses),
        tables);
  }

  /**
   * Returns this configuration with endgame tables: the site loads them in the background after it
   * starts, and from then on its strongest level and its hints play the endings they hold
   * perfectly. A file that cannot be read is reported and the site plays on without it.
   *
   * <pre>{@code SiteConfig.defaults().withTables("/var/lib/fanorona/sivy-5.tables").tables()
   * // "/var/lib/fanorona/sivy-5.tables"}</pre>
   *
   * @param file the tables' file, or empty for none
   * @return the configuration
   */
  public SiteConfig withTables(String file) {
    return new SiteConfig(
        host,
        port,
        maxGames,
        idle,
        searchThreads,
        searchQueue,
        gamesPerClient,
        gamesPerMinute,
        connectionsPerClient,
        database,
        trustedProxies,
        file);
  }
}
