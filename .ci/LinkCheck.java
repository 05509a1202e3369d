import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Checks the links of a generated javadoc site: every relative link (href or src) of every page
 * must name a file of the site and, with a fragment, an id or name on that page. Links out of the
 * site are only counted by host, since the build runs offline.
 *
 * <p>Run as a source file: {@code java .ci/LinkCheck.java target/site/apidocs}. Exit status 0 when
 * every link resolves, 1 with one line per broken link, 2 on bad arguments.
 */
public class LinkCheck {
  private static final Pattern LINK = Pattern.compile("\\s(?:href|src)=\"([^\"]*)\"");
  private static final Pattern ANCHOR = Pattern.compile("\\s(?:id|name)=\"([^\"]*)\"");

  public static void main(String[] args) throws IOException {
    if (args.length != 1 || !Files.isDirectory(Path.of(args[0]))) {
      System.err.println("usage: java .ci/LinkCheck.java SITE_DIRECTORY");
      System.exit(2);
    }
    Path site = Path.of(args[0]).toAbsolutePath().normalize();
    List<Path> pages;
    try (Stream<Path> walk = Files.walk(site)) {
      pages = walk.filter(p -> p.toString().endsWith(".html")).sorted().toList();
    }
    Map<Path, Set<String>> anchors = new HashMap<>();
    Map<String, Integer> external = new TreeMap<>();
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (Path page : pages) {
      Matcher m = LINK.matcher(Files.readString(page));
      while (m.find()) {
        String link = m.group(1).replace("&amp;", "&");
        if (link.isEmpty() || link.startsWith("javascript:") || link.startsWith("mailto:")) {
          continue;
        }
        if (link.matches("[a-zA-Z][a-zA-Z+.-]*:.*")) {
          external.merge(link.replaceFirst("^([a-z]+://[^/]+).*", "$1"), 1, Integer::sum);
          continue;
        }
        checked++;
        int hash = link.indexOf('#');
        String file = hash < 0 ? link : link.substring(0, hash);
        String fragment = hash < 0 ? "" : decode(link.substring(hash + 1));
        int query = file.indexOf('?');
        if (query >= 0) {
          file = file.substring(0, query);
        }
        Path target = file.isEmpty() ? page : page.getParent().resolve(decode(file)).normalize();
        String where = site.relativize(page) + ": " + link;
        if (!target.startsWith(site)) {
          broken.add(where + " (leaves the site)");
        } else if (!Files.exists(target)) {
          broken.add(where + " (no such file)");
        } else if (!fragment.isEmpty()
            && target.toString().endsWith(".html")
            && !hasAnchor(anchors.computeIfAbsent(target, LinkCheck::anchorsOf), target, fragment)) {
          broken.add(where + " (no such anchor)");
        }
      }
    }
    broken.forEach(System.out::println);
    System.out.println(
        pages.size()
            + " pages, "
            + checked
            + " links inside the site, "
            + broken.size()
            + " broken; links out: "
            + external);
    System.exit(broken.isEmpty() ? 0 : 1);
  }

  /**
   * JDK 17's javadoc links the package groups of constant-values.html by their common prefix
   * ({@code #io.github}) while the sections are named by package: that page's own links are taken
   * to resolve when a section starts with the prefix.
   */
  private static boolean hasAnchor(Set<String> ids, Path page, String fragment) {
    return ids.contains(fragment)
        || (page.getFileName().toString().equals("constant-values.html")
            && ids.stream().anyMatch(id -> id.startsWith(fragment + ".")));
  }

  private static Set<String> anchorsOf(Path page) {
    Set<String> ids = new HashSet<>();
    try {
      Matcher m = ANCHOR.matcher(Files.readString(page));
      while (m.find()) {
        ids.add(
            m.group(1)
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&amp;", "&"));
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return ids;
  }

  /** Percent escapes only: a {@code +} in a javadoc anchor is a plus, not a blank. */
  private static String decode(String text) {
    return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
  }
}
