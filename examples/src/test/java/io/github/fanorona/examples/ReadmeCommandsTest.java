package io.github.fanorona.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.cli.ToolRun;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * The README shows the tool and the example programs at work: every {@code $ java ...} line in its
 * plain code blocks is run here in process, and what it prints (standard output, then standard
 * error) must be the lines under it, so the README says what the programs really print. The main
 * job's sentence ("It prints `...` and exits N") is checked the same way.
 */
// It swaps System.out and System.err, where other classes' examples print: it runs alone.
@Isolated
class ReadmeCommandsTest {
  private static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();
  private static final String JAR = "java -jar fanorona-cli/target/fanorona.jar";
  private static final String CLASSPATH = "java -cp examples/target/examples.jar ";
  private static final Pattern MAIN_JOB =
      Pattern.compile(
          Pattern.quote(JAR) + " ([^\\n`]+)\\n```\\n\\nIt prints `([^`]+)` and exits (\\d+)");

  /** A command of the README with the output it shows. */
  private record Example(String command, List<String> expected) {}

  @TestFactory
  Stream<DynamicTest> everyReadmeCommandPrintsWhatTheReadmeShows() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"));
    List<Example> examples = new ArrayList<>();
    for (String block : plainBlocks(readme)) {
      examples.addAll(examples(block));
    }
    assertTrue(examples.size() >= 4, "too few README commands found: " + examples);
    List<DynamicTest> tests = new ArrayList<>();
    for (Example e : examples) {
      tests.add(
          DynamicTest.dynamicTest(
              e.command(), () -> assertEquals(e.expected(), lines(run(e.command())), e.command())));
    }
    Matcher job = MAIN_JOB.matcher(readme);
    assertTrue(job.find(), "the main job's sentence is missing from the README");
    String command = JAR + " " + job.group(1);
    tests.add(
        DynamicTest.dynamicTest(
            "main job: " + command,
            () -> {
              ToolRun run = run(command);
              assertEquals(List.of(job.group(2)), lines(run));
              assertEquals(Integer.parseInt(job.group(3)), run.status());
            }));
    return tests.stream();
  }

  /** The code blocks without a language (or marked {@code sh} or {@code console}). */
  private static List<String> plainBlocks(String markdown) {
    List<String> out = new ArrayList<>();
    StringBuilder block = null;
    boolean plain = false;
    for (String line : markdown.split("\\n")) {
      if (line.startsWith("```")) {
        if (block == null) {
          String language = line.substring(3).strip();
          plain = language.isEmpty() || language.equals("sh") || language.equals("console");
          block = new StringBuilder();
        } else {
          if (plain) {
            out.add(block.toString());
          }
          block = null;
        }
      } else if (block != null) {
        block.append(line).append('\n');
      }
    }
    return out;
  }

  /** The {@code $ java} commands of one code block, each with the lines up to the next one. */
  private static List<Example> examples(String block) {
    List<Example> out = new ArrayList<>();
    String command = null;
    List<String> expected = new ArrayList<>();
    for (String line : block.split("\\n")) {
      if (line.startsWith("$ ")) {
        if (command != null) {
          out.add(new Example(command, List.copyOf(expected)));
        }
        command = line.substring(2).strip();
        expected.clear();
      } else if (command != null) {
        expected.add(line);
      }
    }
    if (command != null) {
      out.add(new Example(command, List.copyOf(expected)));
    }
    return out;
  }

  private static ToolRun run(String command) throws Exception {
    if (command.startsWith(JAR + " ") || command.equals(JAR)) {
      return ToolRun.of(arguments(command.substring(JAR.length())));
    }
    if (command.startsWith(CLASSPATH)) {
      String[] words = arguments(command.substring(CLASSPATH.length()));
      Method main = Class.forName(words[0]).getMethod("main", String[].class);
      return runMain(main, Arrays.copyOfRange(words, 1, words.length));
    }
    throw new AssertionError("the README runs something this test does not know: " + command);
  }

  /** What a run printed, standard output first, with the checkout's path made relative again. */
  private static List<String> lines(ToolRun run) {
    return run.allLines().stream().map(line -> line.replace(ROOT + "/", "")).toList();
  }

  /**
   * Runs an example program's main with standard output and error captured, in the shape of a run
   * of the tool (an example that returns exits 0).
   */
  private static ToolRun runMain(Method main, String[] args) throws Exception {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      main.invoke(null, (Object) args);
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
    }
    return new ToolRun(
        0, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** Splits a command line as a shell would for these examples: spaces, and 'single quotes'. */
  private static String[] arguments(String line) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile("'([^']*)'|(\\S+)").matcher(line);
    while (m.find()) {
      String word = m.group(1) != null ? m.group(1) : m.group(2);
      // Paths in the README are relative to the checkout; the tests run inside examples/.
      out.add(word.startsWith("examples/") ? ROOT.resolve(word).toString() : word);
    }
    return out.toArray(new String[0]);
  }
}
