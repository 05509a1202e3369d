package io.github.fanorona.server.web;

import io.github.fanorona.server.Texts;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.jspecify.annotations.Nullable;

/** Jetty's own errors as the site's JSON, with its headers; never HTML, never a stack trace. */
final class JsonErrors extends ErrorHandler {
  private final JsonMapping json;

  JsonErrors(JsonMapping json) {
    this.json = json;
  }

  @Override
  protected void generateResponse(
      Request request,
      Response response,
      int code,
      @Nullable String message,
      @Nullable Throwable cause,
      Callback callback) {
    HttpFields.Mutable headers = response.getHeaders();
    byte[] body = body(code, headers);
    headers.put(HttpHeader.CONTENT_LENGTH, body.length);
    response.write(true, ByteBuffer.wrap(body), callback);
  }

  /** The body, after the headers are set; the request's address is not repeated in it. */
  private byte[] body(int code, HttpFields.Mutable headers) {
    Site.HEADERS.forEach(headers::put);
    headers.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
    String words = HttpStatus.getMessage(code).toLowerCase(Locale.ROOT);
    String message = code == 400 ? Texts.api("error.http_400") : words;
    return json.toJsonString(
            new Guards.ErrorAnswer("http_" + code, message, code, "http_" + code, Texts.API),
            Guards.ErrorAnswer.class)
        .getBytes(StandardCharsets.UTF_8);
  }
}
