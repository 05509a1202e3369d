package io.github.fanorona.server;

/**
 * A request the site refuses, with the HTTP status, a short code and a sentence for the page. The
 * one exception the routes throw on purpose; the site turns it into a JSON error body.
 *
 * <pre>{@code throw ApiException.notFound("unknown_game", "no game g42: it may have expired");}
 * </pre>
 */
final class ApiException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String code;

  ApiException(int status, String code, String message) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
  }

  static ApiException badRequest(String code, String message) {
    return new ApiException(400, code, message);
  }

  static ApiException notFound(String code, String message) {
    return new ApiException(404, code, message);
  }

  static ApiException conflict(String code, String message) {
    return new ApiException(409, code, message);
  }

  static ApiException busy(String message) {
    return new ApiException(503, "busy", message);
  }

  int status() {
    return status;
  }

  String code() {
    return code;
  }

  /** The JSON error body. */
  String json() {
    return Json.object()
        .put("error", code)
        .put("message", String.valueOf(getMessage()))
        .put("status", status)
        .toString();
  }
}
