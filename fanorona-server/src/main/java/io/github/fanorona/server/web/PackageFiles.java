package io.github.fanorona.server.web;

import io.github.fanorona.server.Refusal;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The rules package the play page loads (module {@code fanorona-js}, compiled by TeaVM in every
 * build into that jar's {@code io/github/fanorona/js/web/}): its ES module entry and loader, the
 * WebAssembly GC build with TeaVM's loader, and the JavaScript build for browsers without
 * WebAssembly GC. The files import each other by relative names ({@code ./wasm/runtime.js}), so
 * they are served together under one address that names their common hash ({@code
 * /package/HASH/index.js}) and kept by a browser for good: a new jar's package has a new address.
 *
 * <pre>{@code PackageFiles.load().orElseThrow().base()   // "/package/0c1d2e3f4a5b/"}</pre>
 */
final class PackageFiles {
  /** Where the files are among the resources. */
  private static final String RESOURCES = "io/github/fanorona/js/web/";

  /** The files, by their path under the package's address. */
  private static final Map<String, String> TYPES =
      Map.of(
          "index.js", StaticFiles.JS,
          "load.js", StaticFiles.JS,
          "wasm/runtime.js", StaticFiles.JS,
          // WebAssembly.instantiateStreaming takes a module only with this type
          "wasm/fanorona.wasm", "application/wasm",
          "js/fanorona.js", StaticFiles.JS);

  /**
   * The policy of the play page's engine worker ({@code engine.js}), which a worker takes from its
   * own script's answer, not from the page: the rules package's WebAssembly build, whose loader
   * (TeaVM's) makes its functions with {@code new Function}, runs there and only there, on the
   * site's own scripts and module, with no access to the page. The page's own policy ({@link
   * Site#CSP}) allows no such thing: the page clicks with the package's JavaScript build.
   */
  static final String WORKER_CSP =
      "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'";

  private final Map<String, StaticFiles.Asset> files;
  private final String hash;

  private PackageFiles(Map<String, StaticFiles.Asset> files, String hash) {
    this.files = files;
    this.hash = hash;
  }

  /**
   * Reads the package's files from the class path.
   *
   * @return them, or nothing where the jar lacks them (a build of the site without {@code
   *     fanorona-js}): the play page then asks the server for every click, as it did before
   */
  static Optional<PackageFiles> load() {
    Map<String, StaticFiles.Asset> files = new LinkedHashMap<>();
    StringBuilder hashes = new StringBuilder();
    for (Map.Entry<String, String> file : new TreeMap<>(TYPES).entrySet()) {
      String name = file.getKey();
      Optional<byte[]> bytes = read(RESOURCES + name);
      if (bytes.isEmpty()) {
        return Optional.empty();
      }
      StaticFiles.Asset a = StaticFiles.Asset.of(bytes.get(), file.getValue());
      files.put(name, a);
      hashes.append(name).append(a.etag());
    }
    String hash =
        StaticFiles.Asset.of(hashes.toString().getBytes(StandardCharsets.UTF_8), "").shortHash();
    return Optional.of(new PackageFiles(Map.copyOf(files), hash));
  }

  /**
   * Adds the routes of the pages' scripts ({@code /assets/NAME}, the engine's worker with its own
   * policy) and of the package's files ({@code /package/HASH/...}).
   *
   * @param c the site's configuration
   * @param files the pages' files
   */
  static void routes(JavalinConfig c, StaticFiles files) {
    c.routes.get(
        "/assets/{name}",
        ctx -> {
          String name = ctx.pathParam("name");
          if (name.startsWith("engine.")) {
            ctx.header("Content-Security-Policy", WORKER_CSP);
          }
          files.send(ctx, name);
        });
    c.routes.get(
        "/package/{hash}/{name}",
        ctx -> files.sendPackage(ctx, ctx.pathParam("hash"), ctx.pathParam("name")));
    for (String dir : List.of("wasm", "js")) {
      c.routes.get(
          "/package/{hash}/" + dir + "/{name}",
          ctx -> files.sendPackage(ctx, ctx.pathParam("hash"), dir + "/" + ctx.pathParam("name")));
    }
  }

  /** {@return the address the files are under, ending in a slash} */
  String base() {
    return "/package/" + hash + "/";
  }

  /**
   * Sends one of the files, kept for good, or the site's 404 for another name or another package's
   * hash (a page of an older jar: it is reloaded with the new address).
   *
   * @param ctx the request
   * @param hash the hash the address names
   * @param name the file's path under it
   */
  void send(Context ctx, String hash, String name) {
    StaticFiles.Asset a = this.hash.equals(hash) ? files.get(name) : null;
    if (a == null) {
      throw Refusal.of(404, "not_found.file");
    }
    a.send(ctx, true);
  }

  private static Optional<byte[]> read(String resource) {
    try (InputStream in = PackageFiles.class.getClassLoader().getResourceAsStream(resource)) {
      return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
