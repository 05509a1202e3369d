package io.github.fanorona.server;

import java.util.Collection;

/**
 * A tiny JSON writer: one object or array at a time, appended to a string. The site writes its few
 * shapes by hand rather than pull a JSON library (and its reflection) into the server.
 *
 * <pre>{@code
 * String text = Json.object().put("id", "g1").put("turns", 3).put("over", false).toString();
 * // {"id":"g1","turns":3,"over":false}
 * }</pre>
 */
final class Json {
  private final StringBuilder out = new StringBuilder();
  private final char close;
  private boolean first = true;

  private Json(char open, char close) {
    out.append(open);
    this.close = close;
  }

  /** Starts an object. */
  static Json object() {
    return new Json('{', '}');
  }

  /** Starts an array. */
  static Json array() {
    return new Json('[', ']');
  }

  private Json key(String key) {
    if (!first) {
      out.append(',');
    }
    first = false;
    if (close == '}') {
      quote(out, key);
      out.append(':');
    }
    return this;
  }

  Json put(String key, String value) {
    quote(key(key).out, value);
    return this;
  }

  Json put(String key, long value) {
    key(key).out.append(value);
    return this;
  }

  Json put(String key, boolean value) {
    key(key).out.append(value);
    return this;
  }

  /** Puts a value that is JSON text already (an object, an array, or {@code null}). */
  Json putRaw(String key, String json) {
    key(key).out.append(json);
    return this;
  }

  Json put(String key, Json value) {
    return putRaw(key, value.toString());
  }

  /** Puts an array of strings. */
  Json putStrings(String key, Collection<?> values) {
    return put(key, array().addStrings(values));
  }

  /** Adds strings to an array. */
  Json addStrings(Collection<?> values) {
    values.forEach(v -> add(String.valueOf(v)));
    return this;
  }

  /** Adds a string to an array. */
  Json add(String value) {
    quote(key("").out, value);
    return this;
  }

  /** Adds JSON text to an array. */
  Json add(Json value) {
    key("").out.append(value);
    return this;
  }

  @Override
  public String toString() {
    return out + String.valueOf(close);
  }

  static void quote(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          // '<' is escaped too, so that no JSON text can close a script element it is put into.
          if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }
}
