package io.github.fanorona.server.web;

import io.github.fanorona.server.Refusal;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * Reads the body of every request that may change something before Javalin sees it: at most {@link
 * Site#MAX_BODY} bytes, all of them within {@link Site#BODY_MILLIS} of the first read (each read
 * waits at most the connection's idle time), so that a body sent a byte at a time holds a request
 * thread for seconds. What goes wrong is left for {@link Guards#sameSiteJson} as a {@link Refusal}
 * under {@link #REFUSAL}, answered as the site's JSON like every other refusal.
 *
 * <p>Why not Jetty's least request data rate: Jetty measures it from the body's first byte, with no
 * grace, so a two-byte body ({@code {}}) whose last byte is read 32 ms after its first, because the
 * request thread waited for a core on a busy machine, was refused with a 408 (the site's load test
 * saw it at a load average of 2.7 on two cores). A deadline counts the client's slowness, not the
 * server's.
 *
 * <pre>{@code
 * handler.addFilter(new FilterHolder(new BoundedBody()), "/*", EnumSet.of(DispatcherType.REQUEST))
 * }</pre>
 */
final class BoundedBody implements Filter {
  /** The request attribute holding the {@link Refusal} of a body too large, slow or cut short. */
  static final String REFUSAL = "fanorona.bodyRefusal";

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    if (!(request instanceof HttpServletRequest http) || !changes(http.getMethod())) {
      chain.doFilter(request, response);
      return;
    }
    byte[] body = new byte[0];
    try {
      if (http.getContentLengthLong() > Site.MAX_BODY) {
        throw Guards.tooLarge();
      }
      body = read(http.getInputStream(), Site.BODY_MILLIS);
    } catch (Refusal e) {
      http.setAttribute(REFUSAL, e);
    } catch (IOException e) {
      http.setAttribute(REFUSAL, Refusal.of(400, "body_cut_short"));
    }
    chain.doFilter(new Read(http, body), response);
  }

  /** Whether a request of this method may change something (and so carries a body to read). */
  static boolean changes(String method) {
    return !(method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS"));
  }

  /**
   * The whole body, refused past {@link Site#MAX_BODY} bytes (413) or when it is still arriving
   * {@code millis} after the first read (408).
   */
  static byte[] read(InputStream in, long millis) throws IOException {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    byte[] buffer = new byte[1024];
    for (int n; (n = in.read(buffer)) >= 0; ) {
      bytes.write(buffer, 0, n);
      if (bytes.size() > Site.MAX_BODY) {
        throw Guards.tooLarge();
      }
      if (System.nanoTime() - deadline > 0) {
        throw Refusal.of(408, "body_too_slow");
      }
    }
    return bytes.toByteArray();
  }

  /** The request with its body already read: Javalin and the routes read these bytes. */
  private static final class Read extends HttpServletRequestWrapper {
    private final byte[] body;

    Read(HttpServletRequest request, byte[] body) {
      super(request);
      this.body = body;
    }

    @Override
    public ServletInputStream getInputStream() {
      ByteArrayInputStream in = new ByteArrayInputStream(body);
      return new ServletInputStream() {
        @Override
        public boolean isFinished() {
          return in.available() == 0;
        }

        @Override
        public boolean isReady() {
          return true;
        }

        @Override
        public void setReadListener(@Nullable ReadListener listener) {
          throw new IllegalStateException("the body is already read");
        }

        @Override
        public int read() {
          return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) {
          return in.read(b, off, len);
        }
      };
    }

    @Override
    public int getContentLength() {
      return body.length;
    }

    @Override
    public long getContentLengthLong() {
      return body.length;
    }
  }
}
