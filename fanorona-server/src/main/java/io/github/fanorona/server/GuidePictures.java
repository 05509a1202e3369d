package io.github.fanorona.server;

import java.util.Map;
import java.util.Optional;

/** The guide's pictures (to be drawn). */
final class GuidePictures {
  private final Map<String, String> svgs;

  private GuidePictures(Map<String, String> svgs) {
    this.svgs = svgs;
  }

  static GuidePictures draw() {
    return new GuidePictures(Map.of());
  }

  Optional<String> get(String name) {
    return Optional.ofNullable(svgs.get(name));
  }
}
