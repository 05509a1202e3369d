package io.github.fanorona.server.web;

import io.github.fanorona.server.Pages;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Texts;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The page's files, read once from the jar's {@code site/} resources. Only the names listed here
 * are served: nothing of a request's path reaches a file system or a resource lookup. Each file is
 * served under two names: its plain one ({@code play.js}), with an ETag (the start of its content's
 * SHA-256), so that a browser asks again with {@code If-None-Match} and gets a bodiless 304 while
 * the file is unchanged; and its name with that hash ({@code play.0c1d2e3f4a5b.js}), which the
 * pages use, kept by a browser for good ({@code immutable}): a new jar's file has a new name, so a
 * second visit asks for the page alone, and a page is never mixed with an old script.
 *
 * <pre>
 * {@code StaticFiles.load().get("play.js").orElseThrow().type()   // "text/javascript; charset=utf-8"}
 * </pre>
 */
final class StaticFiles {
  /** A file's bytes, content type and ETag. */
  // An internal carrier, never compared or hashed: the bytes are loaded once and only served.
  @SuppressWarnings("ArrayRecordComponent")
  record Asset(byte[] bytes, String type, String etag) {
    /** An asset whose ETag is the hash of its bytes. */
    static Asset of(byte[] bytes, String type) {
      return new Asset(bytes, type, hash(bytes));
    }

    /** An SVG picture drawn in memory. */
    static Asset svg(String text) {
      return of(text.getBytes(StandardCharsets.UTF_8), "image/svg+xml");
    }

    /** The start of the content's hash, as a file name carries it. */
    String shortHash() {
      return etag.substring(1, 13);
    }

    /** A file's name with this content's hash before its extension: play.js → play.HASH.js. */
    String hashed(String name) {
      int dot = name.lastIndexOf('.');
      return name.substring(0, dot) + "." + shortHash() + name.substring(dot);
    }

    /**
     * Sends the asset, or a bodiless 304 when the browser already holds this version. {@code
     * no-cache} lets the browser keep the file but makes it ask each time, so that a new jar's
     * pages are never mixed with an old script; a file asked for by its hashed name is kept for
     * good instead (a year, {@code immutable}).
     */
    void send(Context ctx) {
      send(ctx, false);
    }

    void send(Context ctx, boolean forGood) {
      ctx.header("Cache-Control", forGood ? FOR_GOOD : "no-cache");
      ctx.header("ETag", etag);
      String held = ctx.header("If-None-Match");
      if (held != null && held.contains(etag)) {
        ctx.status(HttpStatus.NOT_MODIFIED);
        return;
      }
      ctx.contentType(type).result(bytes);
    }
  }

  /** How a file asked for by its hashed name is kept: a year, never asked for again. */
  static final String FOR_GOOD = "public, max-age=31536000, immutable";

  /**
   * Pictures drawn in memory, by their file's name ({@code NAME.svg}) and by that name with their
   * content's hash ({@code NAME.HASH.svg}).
   */
  static Map<String, Asset> svgs(Map<String, String> drawn) {
    Map<String, Asset> named = new java.util.LinkedHashMap<>();
    drawn.forEach(
        (k, v) -> {
          Asset a = Asset.svg(v);
          named.put(k, a);
          named.put(a.hashed(k), a);
        });
    return Map.copyOf(named);
  }

  /** Sends a picture asked for by name, or the site's 404 when there is none by that name. */
  static void sendPicture(Context ctx, Map<String, Asset> pictures) {
    String name = ctx.pathParam("name");
    Asset a =
        Optional.ofNullable(pictures.get(name))
            .orElseThrow(() -> Refusal.of(404, "unknown_picture"));
    a.send(ctx, name.contains("." + a.shortHash() + "."));
  }

  /** Sends a file of the site by name (plain or hashed), or the site's 404. */
  void send(Context ctx, String name) {
    Asset hashedOne = hashed.get(name);
    if (hashedOne != null) {
      hashedOne.send(ctx, true);
      return;
    }
    get(name).orElseThrow(() -> Refusal.of(404, "not_found.file")).send(ctx);
  }

  private static final String HTML = "text/html; charset=utf-8";
  static final String JS = "text/javascript; charset=utf-8";

  private static final Map<String, String> TYPES =
      Map.ofEntries(
          Map.entry("alerts.js", JS),
          Map.entry("board.js", JS),
          Map.entry("chat.js", JS),
          Map.entry("play.js", JS),
          Map.entry("moves.js", JS),
          Map.entry("local.js", JS),
          Map.entry("keep.js", JS),
          Map.entry("engine.js", JS),
          Map.entry("setup.js", JS),
          Map.entry("choices.js", JS),
          Map.entry("club.js", JS),
          Map.entry("lobby.js", JS),
          Map.entry("guide.js", JS),
          Map.entry("texts.js", JS),
          Map.entry("site.css", "text/css; charset=utf-8"),
          Map.entry("favicon.svg", "image/svg+xml"),
          // The guide's step 12: the play page, as GuideScreensBrowserTest takes it.
          Map.entry("screen-1.png", "image/png"),
          Map.entry("screen-2.png", "image/png"),
          Map.entry("screen-3.png", "image/png"),
          Map.entry("screen-4.png", "image/png"));

  private final Map<String, Asset> assets;
  private final Map<String, Asset> hashed;
  private final Optional<PackageFiles> rules;

  private StaticFiles(
      Map<String, Asset> assets, Map<String, Asset> hashed, Optional<PackageFiles> rules) {
    this.assets = assets;
    this.hashed = hashed;
    this.rules = rules;
  }

  /** The pages' files, with no pictures of the guide's (the tests'). */
  static StaticFiles load(JsonMapping json) {
    return load(json, Map.of());
  }

  /**
   * The pages' files, and {@code messages.js}: every text a page's scripts show, in each language,
   * from the message files ({@link Texts}), and every file's hashed address ({@code ASSETS}: the
   * scripts', the screenshots', the guide's pictures'), written once at start.
   *
   * @param pictures the guide's pictures, by their plain and hashed names ({@link #svgs})
   */
  static StaticFiles load(JsonMapping json, Map<String, Asset> pictures) {
    Map<String, Asset> out = new HashMap<>();
    Map<String, Asset> byHash = new HashMap<>();
    Map<String, String> urls = new java.util.TreeMap<>();
    TYPES.forEach((name, type) -> out.put(name, Asset.of(read("site/" + name), type)));
    out.forEach(
        (name, a) -> {
          byHash.put(a.hashed(name), a);
          urls.put(name, "/assets/" + a.hashed(name));
        });
    pictures.forEach(
        (name, a) -> {
          if (!name.contains("." + a.shortHash() + ".")) {
            urls.put("pictures/" + name, "/pictures/" + a.hashed(name));
          }
        });
    // the rules package's address, which the play page imports (none: it asks the server instead)
    Optional<PackageFiles> rules = PackageFiles.load();
    rules.ifPresent(r -> urls.put("package", r.base()));
    Asset messages = Asset.of(messages(json, urls).getBytes(StandardCharsets.UTF_8), JS);
    out.put("messages.js", messages);
    byHash.put(messages.hashed("messages.js"), messages);
    urls.put("messages.js", "/assets/" + messages.hashed("messages.js"));
    // the pages' frames, from their templates, in the language a page shows before its script
    for (String page : List.of("index", "guide", "lobby", "game")) {
      String html = Pages.render("site-" + page + ".jte", new Shell(Texts.API, Map.copyOf(urls)));
      out.put(page + ".html", Asset.of(html.getBytes(StandardCharsets.UTF_8), HTML));
    }
    return new StaticFiles(Map.copyOf(out), Map.copyOf(byHash), rules);
  }

  /** Sends a file of the rules package ({@link PackageFiles}), or the site's 404. */
  void sendPackage(Context ctx, String hash, String name) {
    rules.orElseThrow(() -> Refusal.of(404, "not_found.file")).send(ctx, hash, name);
  }

  Optional<Asset> get(String name) {
    return Optional.ofNullable(assets.get(name));
  }

  private static String hash(byte[] bytes) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(bytes);
      return "\"" + HexFormat.of().formatHex(hash, 0, 12) + "\"";
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }

  private static byte[] read(String resource) {
    try (InputStream in = StaticFiles.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("the jar lacks " + resource);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The texts of the pages' scripts, as a script: {@code TEXTS[lang][key]} (every key in every
   * language, a fallback resolved) and {@code FROM[lang][key]}, the language of a text that fell
   * back, and {@code ASSETS[name]}: each file's hashed address. The server's own pages' texts
   * ({@code clubpage.}) and the API's ({@code error.}) stay out.
   */
  /** The play page's sentences under {@code error.}: the API's own stay out of the pages. */
  private static final List<String> PAGE_ERRORS =
      List.of("error.network", "error.busy", "error.typed", "error.other");

  private static String messages(JsonMapping json, Map<String, String> urls) {
    Map<String, Map<String, String>> texts = new java.util.TreeMap<>();
    Map<String, Map<String, String>> from = new java.util.TreeMap<>();
    for (String lang : Texts.LANGUAGES) {
      Map<String, String> t = new java.util.TreeMap<>();
      Map<String, String> f = new java.util.TreeMap<>();
      Texts.get()
          .table(lang, List.of("clubpage.", "error.", "player."))
          .forEach(
              (k, v) -> {
                t.put(k, v.text());
                if (!v.lang().equals(lang)) {
                  f.put(k, v.lang());
                }
              });
      // the play page's own sentences of a failure, among the API's error.* ones left out above
      for (String k : PAGE_ERRORS) {
        t.put(k, Texts.get().text(lang, k).text());
      }
      texts.put(lang, t);
      from.put(lang, f);
    }
    return "// Every text of the pages' scripts, from messages/messages-LANG.properties (written by the"
        + " site at start).\n\"use strict\";\nconst TEXTS = "
        + json.toJsonString(texts, Map.class)
        + ";\nconst FROM = "
        + json.toJsonString(from, Map.class)
        + ";\nconst ASSETS = "
        + json.toJsonString(urls, Map.class)
        + ";\n";
  }
}
