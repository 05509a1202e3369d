package io.github.fanorona.server.web;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * The site in a process of its own for {@link LoadTest}, started as the jar starts it ({@link
 * PlaySite#open}: warmed up, default pool), so that the players' threads and their garbage do not
 * run inside the server they measure. It prints {@code port N}, then answers each line read on
 * standard input: {@code stats} prints the heap figures, {@code gc} collects fully first (so that
 * {@code live} is what the held games keep). It stops when its input closes, so it never outlives
 * the test.
 *
 * <p>The peak heap is taken from the collector's own notifications (the heap used just before each
 * collection), so nothing samples the heap and the peak between samples cannot be missed.
 */
final class LoadServer {
  private static final AtomicLong PEAK = new AtomicLong();
  private static final AtomicLong LIVE_AFTER_GC = new AtomicLong();
  private static final AtomicLong COLLECTIONS = new AtomicLong();
  private static final AtomicLong PAUSE_MILLIS_MAX = new AtomicLong();

  private LoadServer() {}

  public static void main(String[] args) throws Exception {
    int cap = Integer.parseInt(args[0]);
    watchCollections();
    try (Site site =
        PlaySite.open(
            SiteConfig.defaults()
                .withPort(0)
                .withMaxGames(cap)
                // the 50 players share 127.0.0.1: room for their games and connections, which
                // still bounds the attackers of the load test, each on an address of its own
                .withClientBounds(cap / 2, 2000, 64))) {
      System.out.println("port " + site.port());
      System.out.flush();
      BufferedReader in =
          new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.equals("gc")) {
          System.gc();
        }
        long used = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        System.out.printf(
            Locale.ROOT,
            "stats peak=%d used=%d live=%d max=%d collections=%d longestPauseMs=%d games=%d cap=%d%n",
            Math.max(PEAK.get(), used),
            used,
            LIVE_AFTER_GC.get(),
            Runtime.getRuntime().maxMemory(),
            COLLECTIONS.get(),
            PAUSE_MILLIS_MAX.get(),
            site.games(),
            cap);
        System.out.flush();
      }
    }
  }

  private static void watchCollections() {
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      ((NotificationEmitter) gc)
          .addNotificationListener(
              (n, handback) -> {
                if (!n.getType()
                    .equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
                  return;
                }
                GarbageCollectionNotificationInfo info =
                    GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData());
                PEAK.accumulateAndGet(sum(info.getGcInfo().getMemoryUsageBeforeGc()), Math::max);
                LIVE_AFTER_GC.set(sum(info.getGcInfo().getMemoryUsageAfterGc()));
                COLLECTIONS.incrementAndGet();
                // G1's concurrent cycle is reported too; its duration is not a pause.
                if (!info.getGcName().contains("Concurrent")) {
                  PAUSE_MILLIS_MAX.accumulateAndGet(info.getGcInfo().getDuration(), Math::max);
                }
              },
              null,
              null);
    }
  }

  private static long sum(Map<String, MemoryUsage> pools) {
    long total = 0;
    for (Map.Entry<String, MemoryUsage> e : pools.entrySet()) {
      // Only the heap's pools: code cache and metaspace are not the games' memory.
      if (!e.getKey().contains("Code")
          && !e.getKey().contains("Metaspace")
          && !e.getKey().contains("Class")) {
        total += e.getValue().getUsed();
      }
    }
    return total;
  }
}
