package io.github.fanorona.notation;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;

/**
 * Serves a text at most 1 024 characters a call and counts the characters handed out, so that a
 * test can tell how much of a file a reader took before it returned a game.
 */
final class CountingReader extends Reader {
  private final Reader in;
  long served;

  CountingReader(String text) {
    in = new StringReader(text);
  }

  @Override
  public int read(char[] buf, int off, int len) throws IOException {
    int n = in.read(buf, off, Math.min(len, 1024));
    served += Math.max(0, n);
    return n;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
