package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.Database;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The play site's command line ({@link PlaySite}) in a JVM of its own, for the tests that must kill
 * the server as an operator's {@code kill -9} would: nothing in the test's JVM can be flushed or
 * closed on the way out.
 *
 * <pre>{@code
 * Process p = ChildSite.start("-Xmx128m", "--port", "0");
 * int port = ChildSite.port(p);   // the port it printed on its first line, e.g. 40123
 * p.destroyForcibly();            // SIGKILL
 * }</pre>
 */
final class ChildSite {
  private ChildSite() {}

  /**
   * Starts the site with a heap option and the command line's arguments; without {@code --database}
   * its club database is a file in the build's folder, not the user's home.
   */
  static Process start(String heap, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add(heap);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(PlaySite.class.getName());
    command.addAll(List.of(args));
    ProcessBuilder b = new ProcessBuilder(command);
    b.environment()
        .put(Database.ENV, Database.sqliteUrl(Path.of("target", "playsite-test", "club.db")));
    return b.start();
  }

  /** The port a started site prints on its first line. */
  static int port(Process p) throws IOException {
    BufferedReader out =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    String line = out.readLine();
    Matcher m = Pattern.compile("http://127\\.0\\.0\\.1:(\\d+)/").matcher(String.valueOf(line));
    assertTrue(m.find(), line);
    // The rest of its output is read and dropped, so that a full pipe never blocks the site.
    Thread drain =
        new Thread(
            () -> {
              try {
                while (out.readLine() != null) {
                  // dropped
                }
              } catch (IOException e) {
                // the site is gone
              }
            },
            "child-site-output");
    drain.setDaemon(true);
    drain.start();
    return Integer.parseInt(m.group(1));
  }
}
