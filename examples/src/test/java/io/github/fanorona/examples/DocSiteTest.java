package io.github.fanorona.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The documentation site's pages that are not javadoc: RULES.md, NOTATION.md and JAVASCRIPT.md
 * ("Fanorona in JavaScript", the npm package) as HTML in docs/javadoc/resources/doc-files, which
 * every javadoc (each module's and the site) ships so that the javadoc's citations "RULES.md §4"
 * are links that work offline. The Markdown stays the one text: these pages are rendered from it,
 * and this test fails when they no longer match (rerun with {@code -Ddocs.update=true} to rewrite
 * them, then commit).
 *
 * <p>The renderer knows only what the two files use: headings, paragraphs, one level of bullets,
 * tables, fenced code, inline code, bold and italics. Headings get GitHub's anchors, so that a
 * citation's {@code #4-rule-options} is the same here and on the repository's page.
 */
class DocSiteTest {
  private static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();
  private static final Path DOC_FILES = ROOT.resolve("docs/javadoc/resources/doc-files");

  @Test
  void rulesAndNotationPagesAreRenderedFromTheirMarkdown() throws IOException {
    List<String> stale = new ArrayList<>();
    for (String source :
        List.of("fanorona-core/RULES.md", "fanorona-notation/NOTATION.md", "docs/JAVASCRIPT.md")) {
      Path md = ROOT.resolve(source);
      String name = md.getFileName().toString().replace(".md", ".html");
      String html = page(source, Files.readString(md));
      Path target = DOC_FILES.resolve(name);
      if (Boolean.getBoolean("docs.update")) {
        Files.createDirectories(DOC_FILES);
        Files.writeString(target, html);
      } else if (!Files.exists(target) || !Files.readString(target).equals(html)) {
        stale.add(ROOT.relativize(target).toString());
      }
    }
    assertTrue(
        stale.isEmpty(),
        stale
            + " no longer match their Markdown: rerun this test with -Ddocs.update=true and commit");
  }

  @Test
  void anchorsAreGitHubs() {
    assertEquals("4-rule-options", slug("4. Rule options"));
    assertEquals("7-opening-names-seed-003", slug("7. Opening names (seed 003)"));
    assertEquals("what-each-format-holds", slug("What each format holds"));
  }

  @Test
  void inlineMarkupIsRenderedAndCodeIsLeftAlone() {
    assertEquals(
        "a <code>*</code> token, <strong>strong</strong> and <em>on</em> &lt;rows&gt;",
        inline("a `*` token, **strong** and *on* <rows>"));
    assertEquals("<code>&lt;rows&gt; &amp;</code>", inline("`<rows> &`"));
  }

  static String page(String source, String markdown) {
    String title = markdown.lines().findFirst().orElse("").replaceFirst("^#+\\s*", "");
    return "<!DOCTYPE html>\n"
        + "<html lang=\"en\">\n"
        + "<head>\n"
        + "<meta charset=\"utf-8\">\n"
        + "<title>"
        + escape(title)
        + "</title>\n"
        + "<link rel=\"stylesheet\" href=\"../stylesheet.css\">\n"
        + "</head>\n"
        + "<body>\n"
        + "<!-- Rendered from "
        + source
        + " by DocSiteTest (examples): edit the Markdown, then run that test with"
        + " -Ddocs.update=true. -->\n"
        + "<main role=\"main\" style=\"max-width: 60em; margin: 1em 2em\">\n"
        + "<p><a href=\"../index.html\">Fanorona API</a> · <a href=\"RULES.html\">RULES.md</a> · "
        + "<a href=\"NOTATION.html\">NOTATION.md</a> · "
        + "<a href=\"JAVASCRIPT.html\">Fanorona in JavaScript</a></p>\n"
        + render(markdown)
        + "</main>\n"
        + "<footer style=\"margin: 1em 2em\"><p>Copyright &#169; 2026 the fanorona developers."
        + " Licensed under the <a href=\"https://www.apache.org/licenses/LICENSE-2.0\">Apache"
        + " License, Version 2.0</a>.</p></footer>\n"
        + "</body>\n"
        + "</html>\n";
  }

  static String render(String markdown) {
    List<String> lines = markdown.lines().toList();
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < lines.size()) {
      String line = lines.get(i);
      if (line.isBlank()) {
        i++;
      } else if (line.startsWith("```")) {
        out.append("<pre><code>");
        i++;
        while (i < lines.size() && !lines.get(i).startsWith("```")) {
          out.append(escape(lines.get(i))).append('\n');
          i++;
        }
        out.append("</code></pre>\n");
        i++;
      } else if (line.startsWith("#")) {
        int level = line.indexOf(' ');
        String text = line.substring(level + 1).trim();
        out.append("<h")
            .append(level)
            .append(" id=\"")
            .append(slug(text))
            .append("\">")
            .append(inline(text))
            .append("</h")
            .append(level)
            .append(">\n");
        i++;
      } else if (line.startsWith("|")) {
        out.append("<table class=\"striped\">\n");
        boolean header = true;
        for (; i < lines.size() && lines.get(i).startsWith("|"); i++) {
          List<String> cells = cells(lines.get(i));
          if (cells.stream().allMatch(c -> c.matches(":?-+:?"))) {
            header = false;
            continue;
          }
          String tag = header ? "th" : "td";
          out.append("<tr>");
          for (String cell : cells) {
            out.append('<').append(tag).append('>').append(inline(cell));
            out.append("</").append(tag).append('>');
          }
          out.append("</tr>\n");
        }
        out.append("</table>\n");
      } else if (line.startsWith("- ")) {
        out.append("<ul>\n");
        while (i < lines.size() && lines.get(i).startsWith("- ")) {
          StringBuilder item = new StringBuilder(lines.get(i).substring(2));
          for (i++; i < lines.size() && lines.get(i).startsWith("  "); i++) {
            item.append(' ').append(lines.get(i).trim());
          }
          out.append("<li>").append(inline(item.toString())).append("</li>\n");
        }
        out.append("</ul>\n");
      } else {
        StringBuilder paragraph = new StringBuilder(line.trim());
        for (i++; i < lines.size() && isParagraphLine(lines.get(i)); i++) {
          paragraph.append(' ').append(lines.get(i).trim());
        }
        out.append("<p>").append(inline(paragraph.toString())).append("</p>\n");
      }
    }
    return out.toString();
  }

  private static boolean isParagraphLine(String line) {
    return !line.isBlank()
        && !line.startsWith("```")
        && !line.startsWith("#")
        && !line.startsWith("|")
        && !line.startsWith("- ");
  }

  private static List<String> cells(String row) {
    String inner = row.strip();
    inner = inner.substring(1, inner.endsWith("|") ? inner.length() - 1 : inner.length());
    List<String> cells = new ArrayList<>();
    for (String cell : inner.split("\\|", -1)) {
      cells.add(cell.strip());
    }
    return cells;
  }

  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  /** Code spans first, so that a {@code *} or {@code <} inside one is shown as it is. */
  static String inline(String text) {
    StringBuilder out = new StringBuilder();
    Matcher m = CODE.matcher(text);
    int last = 0;
    while (m.find()) {
      out.append(emphasis(escape(text.substring(last, m.start()))));
      out.append("<code>").append(escape(m.group(1))).append("</code>");
      last = m.end();
    }
    out.append(emphasis(escape(text.substring(last))));
    return out.toString();
  }

  private static String emphasis(String text) {
    return text.replaceAll("\\*\\*(\\S(?:.*?\\S)?)\\*\\*", "<strong>$1</strong>")
        .replaceAll("(?<![\\w*])\\*(\\S(?:[^*]*?\\S)?)\\*(?![\\w*])", "<em>$1</em>");
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  /** GitHub's heading anchors: lower case, punctuation dropped, blanks as hyphens. */
  static String slug(String heading) {
    return heading
        .toLowerCase(Locale.ROOT)
        .replaceAll("[^\\p{L}\\p{N}\\s_-]", "")
        .strip()
        .replaceAll("\\s", "-");
  }
}
