package io.github.fanorona.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;

/**
 * The page's files, read once from the jar's {@code site/} resources. Only the names listed here
 * are served: nothing of a request's path reaches a file system or a resource lookup.
 *
 * <pre>
 * {@code StaticFiles.load().get("play.js").orElseThrow().type()   // "text/javascript; charset=utf-8"}
 * </pre>
 */
final class StaticFiles {
  /** A file's bytes and content type. */
  // An internal carrier, never compared or hashed: the bytes are loaded once and only served.
  @SuppressWarnings("ArrayRecordComponent")
  record Asset(byte[] bytes, String type) {}

  private static final Map<String, String> TYPES =
      Map.of(
          "index.html", "text/html; charset=utf-8",
          "guide.html", "text/html; charset=utf-8",
          "play.js", "text/javascript; charset=utf-8",
          "guide.js", "text/javascript; charset=utf-8",
          "texts.js", "text/javascript; charset=utf-8",
          "site.css", "text/css; charset=utf-8");

  private final Map<String, Asset> assets;

  private StaticFiles(Map<String, Asset> assets) {
    this.assets = assets;
  }

  static StaticFiles load() {
    Map<String, Asset> out = new java.util.HashMap<>();
    TYPES.forEach((name, type) -> out.put(name, new Asset(read("site/" + name), type)));
    return new StaticFiles(Map.copyOf(out));
  }

  Optional<Asset> get(String name) {
    return Optional.ofNullable(assets.get(name));
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
}
