package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code fanorona match}, and the match figures PLAYING.md quotes: each match row of its table of
 * measured figures is run here, so that the page cannot drift from what the tool prints (the hint
 * row is {@link PlayCommandTest}'s).
 */
class MatchCommandTest {
  static final Path PLAYING = Path.of("PLAYING.md");

  /** The table's match rows: the command (after {@code fanorona}) and the result it shows. */
  static Stream<Arguments> matchRows() throws IOException {
    List<Arguments> rows = new ArrayList<>();
    for (String line : Files.readAllLines(PLAYING)) {
      String[] cells = line.split(" \\| ");
      if (cells.length == 3 && cells[2].startsWith("`match ")) {
        String command = cells[2].substring(1, cells[2].lastIndexOf('`'));
        rows.add(Arguments.of(command, cells[1]));
      }
    }
    assertEquals(2, rows.size(), "the match rows of " + PLAYING.toAbsolutePath());
    return rows.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("matchRows")
  void playingMdShowsWhatTheMatchPrints(String command, String result) {
    ToolRun r = ToolRun.of(command.split(" "));
    assertEquals(0, r.status(), r.toString());
    String players = command.replaceAll(".* (\\S+) (\\S+)$", "$1 vs $2: ");
    assertEquals(List.of(players + result), r.outLines());
  }

  @Test
  void theSameSeedPlaysTheSameMatchAndAnotherSeedOtherOpenings() {
    String[] command = {
      "match", "--games", "4", "--max-turns", "20", "--progress", "depth=1", "depth=2"
    };
    ToolRun once = ToolRun.of(command);
    assertEquals(0, once.status(), once.toString());
    assertEquals(4, once.errLines().size(), once.toString());
    assertEquals(once.toString(), ToolRun.of(command).toString());
    ToolRun other =
        ToolRun.of(
            "match",
            "--games",
            "6",
            "--max-turns",
            "40",
            "--seed",
            "2",
            "--progress",
            "depth=1",
            "depth=2");
    assertNotEquals(once.err(), other.err(), other.toString());
  }

  @Test
  void badPlayersAndCountsAreBadInput() {
    ToolRun player = ToolRun.of("match", "--games", "2", "depth=x", "random");
    assertEquals(FanoronaCli.BAD_INPUT, player.status(), player.toString());
    assertTrue(player.err().contains("'depth=x'"), player.toString());
    ToolRun none = ToolRun.of("match", "--games", "0", "random", "random");
    assertEquals(FanoronaCli.BAD_INPUT, none.status(), none.toString());
    assertTrue(none.err().contains("at least 1 game"), none.toString());
    ToolRun judge = ToolRun.of("match", "--balanced", "--balance-depth", "0", "random", "random");
    assertEquals(FanoronaCli.BAD_INPUT, judge.status(), judge.toString());
    assertTrue(judge.err().contains("1 to 20 plies deep, not 0"), judge.toString());
  }
}
