package io.github.fanorona.server.web;

import java.util.concurrent.CountDownLatch;

/**
 * The site in a process of its own for {@link DurabilityTest}, which kills it ({@code kill -9})
 * again and again: its club database is the first argument, and its bounds per address are wide,
 * since the test's 60 players all come from 127.0.0.1. It prints {@code port N} once it listens.
 */
final class DurableServer {
  private DurableServer() {}

  public static void main(String[] args) throws Exception {
    Site site =
        Site.start(
            SiteConfig.defaults()
                .withPort(0)
                .withMaxGames(4000)
                .withClientBounds(4000, 1_000_000, 1000)
                .withDatabase(args[0]));
    System.out.println("port " + site.port());
    System.out.flush();
    new CountDownLatch(1).await();
  }
}
