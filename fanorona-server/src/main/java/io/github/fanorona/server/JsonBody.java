package io.github.fanorona.server;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A request body: one flat JSON object of strings, numbers and booleans, all kept as text. The API
 * never needs more, so anything else (nesting, arrays, a trailing comma) is a 400.
 *
 * <pre>{@code
 * JsonBody b = JsonBody.parse("{\"point\":\"e3\",\"capture\":\"A\"}");
 * b.string("point")   // Optional[e3]
 * }</pre>
 */
final class JsonBody {
  private final Map<String, String> values;

  private JsonBody(Map<String, String> values) {
    this.values = values;
  }

  /** An empty body: the API's defaults apply. */
  static JsonBody empty() {
    return new JsonBody(Map.of());
  }

  /**
   * Reads a body; an empty or blank one is an empty object.
   *
   * @throws ApiException 400 if it is not one flat JSON object
   */
  static JsonBody parse(String text) {
    if (text.isBlank()) {
      return empty();
    }
    return new Reader(text).object();
  }

  Optional<String> string(String key) {
    return Optional.ofNullable(values.get(key));
  }

  /**
   * A whole number between the bounds, or the default when absent.
   *
   * @throws ApiException 400 if present but not a number within the bounds
   */
  int number(String key, int min, int max, int otherwise) {
    Optional<String> v = string(key);
    if (v.isEmpty()) {
      return otherwise;
    }
    try {
      int n = Integer.parseInt(v.get());
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below, with the bounds
    }
    throw ApiException.badRequest(
        "out_of_range", key + " must be a whole number from " + min + " to " + max);
  }

  /** The character-by-character reader; its position names the fault. */
  private static final class Reader {
    private final String s;
    private int i;

    Reader(String s) {
      this.s = s;
    }

    JsonBody object() {
      Map<String, String> out = new LinkedHashMap<>();
      skip();
      expect('{');
      skip();
      if (peek() == '}') {
        i++;
      } else {
        while (true) {
          skip();
          String key = string();
          skip();
          expect(':');
          skip();
          out.put(key, value());
          skip();
          char c = next();
          if (c == '}') {
            break;
          }
          if (c != ',') {
            throw fault("expected , or }");
          }
        }
      }
      skip();
      if (i < s.length()) {
        throw fault("text after the object");
      }
      return new JsonBody(out);
    }

    private String value() {
      char c = peek();
      if (c == '"') {
        return string();
      }
      int start = i;
      while (i < s.length()
          && (Character.isLetterOrDigit(s.charAt(i)) || "+-.".indexOf(s.charAt(i)) >= 0)) {
        i++;
      }
      String word = s.substring(start, i);
      if (word.equals("true") || word.equals("false") || word.matches("-?\\d{1,9}")) {
        return word;
      }
      throw fault("values must be strings, whole numbers or booleans");
    }

    private String string() {
      expect('"');
      StringBuilder sb = new StringBuilder();
      while (true) {
        char c = next();
        if (c == '"') {
          return sb.toString();
        }
        if (c == '\\') {
          char e = next();
          switch (e) {
            case '"', '\\', '/' -> sb.append(e);
            case 'n' -> sb.append('\n');
            case 't' -> sb.append('\t');
            case 'u' -> {
              if (i + 4 > s.length()) {
                throw fault("a short \\u escape");
              }
              try {
                sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
              } catch (NumberFormatException x) {
                throw fault("a bad \\u escape");
              }
              i += 4;
            }
            default -> throw fault("an unknown escape \\" + e);
          }
        } else if (c < 0x20) {
          throw fault("a control character in a string");
        } else {
          sb.append(c);
        }
      }
    }

    private void skip() {
      while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
        i++;
      }
    }

    private char peek() {
      if (i >= s.length()) {
        throw fault("the body ends too soon");
      }
      return s.charAt(i);
    }

    private char next() {
      char c = peek();
      i++;
      return c;
    }

    private void expect(char c) {
      if (next() != c) {
        throw fault("expected " + c);
      }
    }

    private ApiException fault(String what) {
      return ApiException.badRequest(
          "malformed_body", "the body is not a flat JSON object: " + what + " at character " + i);
    }
  }
}
