package io.github.fanorona.server.web;

import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import io.github.fanorona.core.CaptureKind;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.clock.TimeControl;
import io.github.fanorona.server.play.BoardState;
import io.javalin.json.JavalinJackson;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.concurrent.ExecutionException;
import org.jspecify.annotations.Nullable;

/**
 * The site's JSON, through Jackson (Javalin's mapper): requests and answers are records, and the
 * library's values are written here, at the edge, as the pages read them — a point as {@code d3}, a
 * side as {@code w} or {@code b}, a capture as {@code A} or {@code W}, a step of a choice as its
 * kind, ends and the stones it takes ({@code -} for a plain step), a turn as its A/W text and its
 * arrows, a move of the move list as its number, side and text, an outcome as its result, winner
 * and reason, a status as its word. A body is read strictly: a field given twice is refused, and so
 * is anything but one JSON object of the request's fields (a blank body is an empty one); a field a
 * request does not know is ignored.
 *
 * <pre>{@code JsonMapping.mapper().toJsonString(Point.parse("d3"), Point.class)   // "\"d3\""}
 * </pre>
 */
final class JsonMapping implements io.javalin.json.JsonMapper {
  /** The A/W texts of the turns written lately, by the turn itself (a turn is a value kept). */
  private static final Cache<Turn, String> TEXTS =
      CacheBuilder.newBuilder().weakKeys().maximumSize(100_000).build();

  private final JavalinJackson jackson;

  private JsonMapping(ObjectMapper mapper) {
    this.jackson = new JavalinJackson(mapper, false);
  }

  /**
   * {@return the site's mapper: Jackson with the library's values and the strict reading}
   *
   * <pre>{@code config.jsonMapper(JsonMapping.mapper())}</pre>
   */
  static JsonMapping mapper() {
    SimpleModule values = new SimpleModule("fanorona");
    values.addSerializer(Point.class, writer((p, g) -> g.writeString(p.toString())));
    values.addSerializer(Side.class, writer((s, g) -> g.writeString(letter(s))));
    values.addSerializer(
        CaptureKind.class, writer((k, g) -> g.writeString(String.valueOf(k.letter()))));
    values.addSerializer(GameStatus.class, writer((s, g) -> g.writeString(s.word())));
    values.addSerializer(TimeControl.class, writer((c, g) -> g.writeString(c.toString())));
    values.addSerializer(Step.class, writer(JsonMapping::step));
    values.addSerializer(Turn.class, writer(JsonMapping::turn));
    values.addSerializer(BoardState.Move.class, writer(JsonMapping::move));
    values.addSerializer(Outcome.class, writer(JsonMapping::outcome));
    ObjectMapper mapper =
        JsonMapper.builder(new JsonFactoryBuilder().characterEscapes(new HtmlSafe()).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .addModule(values)
            .build();
    return new JsonMapping(mapper);
  }

  @Override
  public String toJsonString(Object obj, Type type) {
    return jackson.toJsonString(obj, type);
  }

  @Override
  public InputStream toJsonStream(Object obj, Type type) {
    return jackson.toJsonStream(obj, type);
  }

  /**
   * Reads a body or a message: a blank one is an empty object; one that is not a JSON object of the
   * request's fields is a 400 {@code malformed_body} that says what is wrong.
   */
  @Override
  @SuppressWarnings("TypeParameterUnusedInFormals") // Javalin's interface, as it is
  public <T> T fromJsonString(String json, Type type) {
    try {
      return jackson.fromJsonString(json.isBlank() ? "{}" : json, type);
    } catch (Exception e) { // Jackson's checked exceptions come through Kotlin unchecked
      throw malformed(e);
    }
  }

  @Override
  @SuppressWarnings("TypeParameterUnusedInFormals") // Javalin's interface, as it is
  public <T> T fromJsonStream(InputStream json, Type type) {
    try {
      return jackson.fromJsonStream(json, type);
    } catch (Exception e) { // Jackson's checked exceptions come through Kotlin unchecked
      throw malformed(e);
    }
  }

  private static Refusal malformed(Exception e) {
    Throwable cause = e;
    while (!(cause instanceof JsonProcessingException) && cause.getCause() != null) {
      cause = cause.getCause();
    }
    if (!(cause instanceof JsonProcessingException j)) {
      throw e instanceof RuntimeException r ? r : new IllegalStateException(e);
    }
    String what = j.getOriginalMessage();
    if (j instanceof MismatchedInputException m && !m.getPath().isEmpty()) {
      return Refusal.of(400, "malformed_body.kind", "field", m.getPath().get(0).getFieldName());
    }
    if (what.startsWith("Duplicate field")) {
      return Refusal.of(400, "malformed_body.twice", "field", what.substring(what.indexOf('\'')));
    }
    // Jackson's own words, for JSON that is not well formed
    int line = what.indexOf('\n');
    return Refusal.of(400, "malformed_body", "what", line < 0 ? what : what.substring(0, line));
  }

  /**
   * The characters written as {@code \\uXXXX} besides JSON's own: {@code <}, {@code >} and {@code
   * &}, so that no JSON text can close a script element it is put into, and the line and paragraph
   * separators, which JavaScript's strings once refused.
   */
  private static final class HtmlSafe extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    private static final int[] ESCAPES = standardAsciiEscapesForJSON();

    static {
      ESCAPES['<'] = ESCAPE_CUSTOM;
      ESCAPES['>'] = ESCAPE_CUSTOM;
      ESCAPES['&'] = ESCAPE_CUSTOM;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ESCAPES.clone();
    }

    @Override
    public @Nullable SerializableString getEscapeSequence(int ch) {
      return ch == '<' || ch == '>' || ch == '&' || ch == 0x2028 || ch == 0x2029
          ? new SerializedString(String.format("\\u%04x", ch))
          : null;
    }
  }

  /** Writes one kind of value. */
  @FunctionalInterface
  private interface Write<T> {
    void write(T value, JsonGenerator g) throws IOException;
  }

  private static <T> JsonSerializer<T> writer(Write<T> w) {
    return new JsonSerializer<T>() {
      @Override
      public void serialize(T value, JsonGenerator g, SerializerProvider p) throws IOException {
        w.write(value, g);
      }
    };
  }

  private static String letter(Side s) {
    return String.valueOf(s.letter());
  }

  /** A turn's A/W text with counts, written once for each turn kept. */
  private static String text(Turn t) {
    try {
      return TEXTS.get(t, () -> TurnNotation.format(t, PointStyle.STANDARD, true));
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  private static void step(Step st, JsonGenerator g) throws IOException {
    g.writeStartObject();
    g.writeStringField("kind", st.capture().map(k -> String.valueOf(k.letter())).orElse("-"));
    g.writeStringField("from", st.from().toString());
    g.writeStringField("to", st.to().toString());
    points(g, "captured", st.captured());
    g.writeEndObject();
  }

  /** A turn as arrows: the points its stone stood on, and the stones it took, by kind. */
  private static void turn(Turn t, JsonGenerator g) throws IOException {
    boolean drop = t.kind() == Turn.Kind.DROP;
    g.writeStartObject();
    g.writeStringField("text", text(t));
    g.writeBooleanField("drop", drop);
    g.writeArrayFieldStart("path");
    g.writeString(t.origin().toString());
    if (!drop) {
      for (Step st : t.steps()) {
        g.writeString(st.to().toString());
      }
    }
    g.writeEndArray();
    for (CaptureKind kind : CaptureKind.values()) {
      g.writeArrayFieldStart(kind == CaptureKind.APPROACH ? "approach" : "withdrawal");
      if (!drop) {
        for (Step st : t.steps()) {
          // a capture of no named kind is drawn as an approach, as it always was
          if (st.capture().orElse(CaptureKind.APPROACH) == kind) {
            for (Point p : st.captured()) {
              g.writeString(p.toString());
            }
          }
        }
      }
      g.writeEndArray();
    }
    g.writeArrayFieldStart("steps");
    if (!drop) {
      for (Step st : t.steps()) {
        g.writeStartArray();
        for (Point p : st.captured()) {
          g.writeString(p.toString());
        }
        g.writeEndArray();
      }
    }
    g.writeEndArray();
    g.writeStringField("huffed", t.huffed().map(Point::toString).orElse(""));
    g.writeEndObject();
  }

  private static void move(BoardState.Move m, JsonGenerator g) throws IOException {
    g.writeStartObject();
    g.writeNumberField("n", m.n());
    g.writeStringField("side", letter(m.side()));
    g.writeStringField("text", text(m.turn()));
    g.writeEndObject();
  }

  private static void outcome(Outcome o, JsonGenerator g) throws IOException {
    g.writeStartObject();
    g.writeStringField("result", o.resultString());
    g.writeStringField("winner", o.winner().map(JsonMapping::letter).orElse(""));
    g.writeStringField("reason", o.reason().name());
    g.writeEndObject();
  }

  private static void points(JsonGenerator g, String name, Iterable<Point> points)
      throws IOException {
    g.writeArrayFieldStart(name);
    for (Point p : points) {
      g.writeString(p.toString());
    }
    g.writeEndArray();
  }
}
