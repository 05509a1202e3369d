package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * The text under every record reader, which stops what is not a record text with one problem at its
 * real place: bytes that are not UTF-8 (at the line and column where they stand), UTF-16 text (with
 * or without a byte order mark), and a run of more than {@link #MAX_NUL_RUN} NUL characters, as a
 * binary file or an endless device such as {@code /dev/zero} gives. The line limits of {@link
 * RecordLines} cannot stop that last one: they cut a long line but read on to its end, which an
 * endless run of NULs never reaches.
 *
 * <pre>{@code Reader text = GuardedText.decode(Files.newInputStream(file));}</pre>
 */
final class GuardedText extends Reader {
  private static final String HEX = "0123456789ABCDEF";

  /** The longest run of NUL characters a record text may hold: no text file has one so long. */
  static final int MAX_NUL_RUN = 1 << 16;

  private final @Nullable Reader chars;
  private final @Nullable InputStream bytes;
  private final CharsetDecoder decoder =
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
  private final ByteBuffer in = ByteBuffer.allocate(8192).flip();
  private boolean eof;
  private boolean flushed;
  private boolean started;
  private @Nullable String badBytes;
  private int line = 1;
  private int column;
  private boolean lastWasCr;
  private int nulRun;

  private GuardedText(@Nullable Reader chars, @Nullable InputStream bytes) {
    this.chars = chars;
    this.bytes = bytes;
  }

  /**
   * Decodes UTF-8 bytes, reporting bytes that are not UTF-8 where they stand.
   *
   * @param bytes the bytes
   * @return the text
   */
  public static GuardedText decode(InputStream bytes) {
    return new GuardedText(null, bytes);
  }

  /**
   * Guards text that is already characters.
   *
   * @param chars the text
   * @return the guarded text
   */
  public static GuardedText guard(Reader chars) {
    return chars instanceof GuardedText g ? g : new GuardedText(chars, null);
  }

  @Override
  public int read(char[] buf, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    int n = chars != null ? chars.read(buf, off, len) : decodeInto(buf, off, len);
    if (n > 0) {
      follow(buf, off, n);
    }
    return n;
  }

  private int decodeInto(char[] buf, int off, int len) throws IOException {
    InputStream source = java.util.Objects.requireNonNull(bytes);
    if (!started) {
      started = true;
      fillBytes(source);
      refuseUtf16();
    }
    if (flushed) {
      return -1; // a decoder may not decode again once flushed
    }
    String bad = badBytes;
    if (bad != null) {
      throw stop("the file is not UTF-8 text: " + bad + " cannot start or continue a character");
    }
    CharBuffer out = CharBuffer.wrap(buf, off, len);
    while (true) {
      CoderResult r = decoder.decode(in, out, eof);
      if (r.isError()) {
        badBytes = hex(r.length());
        if (out.position() > off) {
          return out.position() - off; // the characters before the bad bytes first
        }
        return decodeInto(buf, off, len);
      }
      if (out.position() > off) {
        return out.position() - off;
      }
      if (eof) {
        decoder.flush(out);
        flushed = true;
        return out.position() > off ? out.position() - off : -1;
      }
      fillBytes(source);
    }
  }

  private void fillBytes(InputStream source) throws IOException {
    in.compact();
    int n = source.read(in.array(), in.position(), in.remaining());
    if (n < 0) {
      eof = true;
    } else {
      in.position(in.position() + n);
    }
    in.flip();
  }

  /** ASCII text in UTF-16 has a NUL next to each letter; a byte order mark says so too. */
  private void refuseUtf16() {
    byte[] b = in.array();
    int n = in.limit();
    String kind = "";
    if (n >= 2 && (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE) {
      kind = "UTF-16LE text (with a byte order mark)";
    } else if (n >= 2 && (b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF) {
      kind = "UTF-16BE text (with a byte order mark)";
    } else if (n >= 4 && b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0) {
      kind = "UTF-16LE text without a byte order mark";
    } else if (n >= 4 && b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0) {
      kind = "UTF-16BE text without a byte order mark";
    }
    if (!kind.isEmpty()) {
      throw new FanoronaParseException(
          "the file is " + kind + ", not UTF-8: save it as UTF-8 and read it again", 1, 1, 0);
    }
  }

  private String hex(int length) {
    StringBuilder sb = new StringBuilder("byte");
    sb.append(length > 1 ? "s" : "");
    for (int i = 0; i < length && in.position() + i < in.limit(); i++) {
      int b = in.get(in.position() + i) & 0xFF;
      sb.append(" 0x").append(HEX.charAt(b >> 4)).append(HEX.charAt(b & 0xF));
    }
    return sb.toString();
  }

  /** Keeps the line and column of the last character read, and the length of the NUL run. */
  private void follow(char[] buf, int off, int n) {
    for (int i = off; i < off + n; i++) {
      char c = buf[i];
      if (c == '\n' && lastWasCr) {
        lastWasCr = false;
        continue;
      }
      lastWasCr = c == '\r';
      if (c == '\n' || c == '\r') {
        line++;
        column = 0;
      } else {
        column++;
      }
      nulRun = c == 0 ? nulRun + 1 : 0;
      if (nulRun > MAX_NUL_RUN) {
        throw new FanoronaParseException(
            "the text has a run of more than "
                + MAX_NUL_RUN
                + " NUL characters here: it is not a record text (a binary file or a device?)",
            line,
            column,
            0);
      }
    }
  }

  private FanoronaParseException stop(String reason) {
    return new FanoronaParseException(reason, line, column + 1, 0);
  }

  @Override
  public void close() throws IOException {
    if (chars != null) {
      chars.close();
    }
    if (bytes != null) {
      bytes.close();
    }
  }
}
