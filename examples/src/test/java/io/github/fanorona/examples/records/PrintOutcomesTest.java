package io.github.fanorona.examples.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class PrintOutcomesTest {
  @Test
  void printsTheOutcomeOfTheBoardspaceGame() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintOutcomes.print(
        Path.of("data/boardspace-2008-02-07.sgf"),
        new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertEquals(
        "game 1: Black wins (no stones) after 38 turns",
        bytes.toString(StandardCharsets.UTF_8).strip());
  }
}
