package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
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
    // every script of the pages, so that a file split from another is read too
    try (Stream<Path> scripts = Files.list(Path.of("src/main/resources/site"))) {
      for (Path file : scripts.filter(f -> f.toString().endsWith(".js")).sorted().toList()) {
        texts.add(Files.readString(file, StandardCharsets.UTF_8));
      }
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

  /**
   * Every refusal the server makes ({@code Refusal.of(status, "key")}) and every word the players'
   * pages ask for ({@code t.get("…")}, {@code t.mark("…")}, {@code words.get("…")}) is a key of the
   * files, so that it is said in each language (or falls back on purpose, marked).
   */
  @Test
  void everyRefusalAndEveryWordOfThePlayersPagesIsThere() throws IOException {
    Set<String> asked = new TreeSet<>();
    Pattern refusal = Pattern.compile("Refusal\\.of\\(\\s*\\d+,\\s*\"([a-z_.0-9]+)\"");
    Pattern word = Pattern.compile("(?:t|words)\\.(?:get|mark)\\(\"([a-zA-Z.]+)\"\\)");
    List<java.nio.file.Path> files;
    try (var walk = java.nio.file.Files.walk(java.nio.file.Path.of("src/main"))) {
      files =
          walk.filter(f -> f.toString().endsWith(".java") || f.toString().endsWith(".jte"))
              .toList();
    }
    for (java.nio.file.Path f : files) {
      String text = java.nio.file.Files.readString(f, StandardCharsets.UTF_8);
      Matcher r = refusal.matcher(text);
      while (r.find()) {
        asked.add("error." + r.group(1));
      }
      Matcher w = word.matcher(text);
      while (w.find()) {
        asked.add("player." + w.group(1));
      }
    }
    assertTrue(asked.size() > 60, asked.toString());
    Set<String> missing = new TreeSet<>(asked);
    missing.removeAll(Texts.get().keys());
    assertEquals(Set.of(), missing);
    for (String lang : Texts.LANGUAGES) {
      for (String key : asked) {
        // resolves in every language: its own, or the one its file falls back to
        assertTrue(!Texts.get().text(lang, key).text().isEmpty(), lang + " " + key);
      }
    }
  }
}
