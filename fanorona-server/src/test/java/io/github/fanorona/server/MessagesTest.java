package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The site's one set of message files: every key is in every language, or falls back on purpose
 * (its file declares it) to a language that has it; a declared fallback is needed by some key; and
 * every key a page's script or shell asks for ({@code I18N.t("…")}, {@code data-t="…"}) is there.
 */
class MessagesTest {
  @Test
  void everyKeyIsInEveryLanguageOrFallsBackOnPurpose() {
    assertEquals(List.of(), Texts.get().problems());
    assertTrue(Texts.get().keys().size() > 300, "the files were read");
    // a fallback carries its language, so that a page marks it
    Texts.Text fallback = Texts.get().text("mg", "clubpage.about.sizes");
    assertEquals("fr", fallback.lang());
    assertEquals("mg", Texts.get().text("mg", "tab.play").lang());
  }

  @Test
  void everyKeyThePagesAskForIsThere() throws IOException {
    Set<String> asked = new TreeSet<>();
    List<String> texts = new java.util.ArrayList<>();
    for (String file :
        List.of(
            "play.js",
            "board.js",
            "alerts.js",
            "chat.js",
            "setup.js",
            "choices.js",
            "club.js",
            "lobby.js",
            "guide.js")) {
      texts.add(read("/site/" + file));
    }
    // the pages' frames are templates: their words are asked for as s.t("…")
    for (String page : List.of("index", "guide", "lobby", "game")) {
      texts.add(
          java.nio.file.Files.readString(
              java.nio.file.Path.of("src/main/jte/site-" + page + ".jte"), StandardCharsets.UTF_8));
    }
    // club.js's notes are asked for as noteOf("…"), its marked texts as said(element, "…")
    Pattern asks =
        Pattern.compile(
            "(?:I18N\\.t\\(|data-t=|s\\.t\\(|noteOf\\(|said\\([^,]+, (?:[a-z]+ \\? )?)\"([a-zA-Z0-9_.-]+)\"");
    for (String text : texts) {
      Matcher m = asks.matcher(text);
      while (m.find()) {
        asked.add(m.group(1));
      }
    }
    assertTrue(asked.size() > 100, asked.toString());
    Set<String> missing = new TreeSet<>(asked);
    missing.removeIf(k -> k.endsWith("."));
    missing.removeAll(Texts.get().keys());
    assertEquals(Set.of(), missing);
  }

  private static String read(String resource) throws IOException {
    try (InputStream in = MessagesTest.class.getResourceAsStream(resource)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
