package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The tool's help reads whole: the command list has one line per command, each command's help its
 * full text, and nothing prints a warning on any stream (picocli's own warnings go to the JVM's
 * standard error, so these run the tool in a JVM of its own).
 */
class HelpTest {
  private static final List<String> COMMANDS =
      List.of(
          "perft",
          "moves",
          "apply",
          "validate",
          "convert",
          "show",
          "match",
          "play",
          "tables",
          "help",
          "solve");

  /** The lines of the "Commands:" section. */
  private static List<String> commandList(String usage) {
    List<String> lines = usage.lines().toList();
    int start = lines.indexOf("Commands:");
    assertTrue(start >= 0, usage);
    List<String> out = new ArrayList<>();
    for (String line : lines.subList(start + 1, lines.size())) {
      if (line.isBlank()) {
        break;
      }
      out.add(line);
    }
    return out;
  }

  private static void assertOneLineEach(String usage) {
    List<String> list = commandList(usage);
    assertEquals(COMMANDS.size(), list.size(), usage);
    for (int i = 0; i < COMMANDS.size(); i++) {
      String line = list.get(i);
      assertTrue(line.startsWith("  " + COMMANDS.get(i) + " "), line);
      String summary = line.substring(COMMANDS.get(i).length() + 2).strip();
      assertTrue(summary.endsWith("."), "a whole sentence: " + line);
    }
  }

  private static void assertNoWarning(ToolProcess p) {
    assertFalse(p.out().contains("WARN") || p.err().contains("WARN"), p.out() + p.err());
  }

  @Test
  void theCommandListHasOneWholeLinePerCommandAndNoWarning() throws Exception {
    List<ToolProcess> runs = ToolProcess.runEach("64m", List.of(List.of(), List.of("help")));
    ToolProcess bare = runs.get(0);
    assertEquals(FanoronaCli.BAD_INPUT, bare.status());
    assertNoWarning(bare);
    assertOneLineEach(bare.err());
    ToolProcess help = runs.get(1);
    assertEquals(0, help.status());
    assertNoWarning(help);
    assertEquals("", help.err());
    assertOneLineEach(help.out());
  }

  @Test
  void everyCommandsHelpHasNoWarning() throws Exception {
    List<String> commands = List.of("match", "play", "solve", "perft");
    List<ToolProcess> runs =
        ToolProcess.runEach("64m", commands.stream().map(c -> List.of(c, "--help")).toList());
    for (int i = 0; i < commands.size(); i++) {
      ToolProcess p = runs.get(i);
      assertEquals(0, p.status(), commands.get(i) + ": " + p.err());
      assertTrue(p.out().startsWith("Usage: fanorona " + commands.get(i) + " "), p.out());
      assertNoWarning(p);
      assertEquals("", p.err(), commands.get(i));
    }
  }

  @Test
  void helpOfANestedCommandShowsThatCommand() {
    ToolRun r = ToolRun.of("help", "tables", "build");
    assertEquals(0, r.status(), r.toString());
    assertTrue(r.out().startsWith("Usage: fanorona tables build "), r.out());
    ToolRun probe = ToolRun.of("help", "tables", "probe");
    assertTrue(probe.out().startsWith("Usage: fanorona tables probe "), probe.out());
    assertEquals(FanoronaCli.BAD_INPUT, ToolRun.of("help", "tables", "nothing").status());
  }

  /** The help text with its line breaks and indents as single spaces. */
  private static String flat(ToolRun r) {
    return r.out().replaceAll("\\s+", " ");
  }

  @Test
  void theFullTextIsInTheCommandsHelp() {
    ToolRun r = ToolRun.of("match", "--help");
    assertTrue(r.out().replaceAll("\\s+", " ").contains("95% confidence interval"), r.out());
    assertTrue(
        flat(ToolRun.of("tables", "build", "--help")).contains("4 stones: about 10 s and 650 kB"));
    assertTrue(flat(ToolRun.of("play", "--help")).contains("save FILE, load FILE"));
  }

  /**
   * A command's description is its one-line summary (the command list's line) and then more: a
   * later line that starts with the summary's verb says it again ("Draw a position as text..." then
   * "Draw a position: ..." was the help of show).
   */
  @Test
  void noCommandsHelpRepeatsItsSummary() {
    CommandLine tool = new CommandLine(new FanoronaCli());
    List<CommandLine> commands = new ArrayList<>(tool.getSubcommands().values());
    for (int i = 0; i < commands.size(); i++) {
      commands.addAll(commands.get(i).getSubcommands().values());
    }
    assertTrue(commands.size() > COMMANDS.size(), "the commands of tables too");
    for (CommandLine c : commands) {
      String[] description = c.getCommandSpec().usageMessage().description();
      String verb = description[0].split(" ")[0] + " ";
      for (int i = 1; i < description.length; i++) {
        assertFalse(
            description[i].startsWith(verb),
            c.getCommandSpec().qualifiedName() + " repeats its summary: " + description[i]);
      }
    }
  }

  /** The board that show and play draw is explained in their help, each character of it. */
  @ParameterizedTest(name = "{0} --help")
  @ValueSource(strings = {"show", "play"})
  void theHelpExplainsTheBoardsCharacters(String command) {
    String help = flat(ToolRun.of(command, "--help"));
    for (String key :
        List.of(
            "O a White stone",
            "# a Black stone",
            "* an empty point with diagonal lines (a strong point)",
            "+ an empty point without them (a weak point)")) {
      assertTrue(help.contains(key), command + ": " + key + " in " + help);
    }
  }

  @ParameterizedTest(name = "{0} --help")
  @ValueSource(strings = {"moves", "perft", "play", "match", "show", "apply"})
  void everyVariantsListNamesBoardSizes(String command) {
    ToolRun r = ToolRun.of(command, "--help");
    assertTrue(r.out().contains("\n  board:WxH "), command + ": " + r.out());
    // each source is named in words, not by its number in the project's history ("seed 003")
    assertFalse(r.out().contains("(seed "), command + ": " + r.out());
  }
}
