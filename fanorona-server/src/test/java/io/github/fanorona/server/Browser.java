package io.github.fanorona.server;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium (Debian's chromium and chromium-driver) driving the play page the way a person
 * does: clicks on points and buttons only. What it reads back it reads from the page's DOM.
 */
final class Browser implements AutoCloseable {
  static final Path SHOTS = Path.of("target", "screenshots");

  private final ChromeDriver driver;
  private final String base;
  private final Path home;

  Browser(String base) throws IOException {
    this.base = base;
    // One folder for everything the browser writes: its profile, and the temporary files of
    // chromedriver and Chromium (TMPDIR). Deleting it on close leaves nothing behind.
    this.home = Files.createTempDirectory("fanorona-chromium");
    Path tmp = Files.createDirectory(home.resolve("tmp"));
    ChromeOptions o = new ChromeOptions();
    o.setBinary("/usr/bin/chromium");
    o.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1200,800",
        "--lang=en-GB",
        "--user-data-dir=" + home.resolve("profile"));
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(new File("/usr/bin/chromedriver"))
            .withEnvironment(Map.of("TMPDIR", tmp.toString()))
            .build();
    ChromeDriver started;
    try {
      started = new ChromeDriver(service, o);
    } catch (RuntimeException e) {
      deleteHome();
      throw e;
    }
    this.driver = started;
    Files.createDirectories(SHOTS);
  }

  void open(String path) {
    driver.get(base + path);
    settle();
  }

  /** Waits until no request is in flight and no computer move is scheduled. */
  void settle() {
    new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20))
        .until(
            d ->
                // One round trip per poll for both attributes.
                Boolean.TRUE.equals(
                    js(
                        "const d = document.body.dataset;"
                            + " return (d.busy || '') === '0' && (d.stage || '') !== 'LOADING';")));
  }

  String body(String data) {
    Object v = js("return document.body.dataset[arguments[0]] || '';", data);
    return String.valueOf(v);
  }

  Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  String stage() {
    return body("stage");
  }

  @SuppressWarnings("unchecked")
  List<String> ids(String prefix) {
    return (List<String>)
        js(
            "return Array.from(document.querySelectorAll('[id^=\"' + arguments[0] + '\"]'))"
                + ".map(e => e.id.substring(arguments[0].length));",
            prefix);
  }

  void clickPoint(String point) {
    driver.findElement(By.id("pt-" + point)).click();
    settle();
  }

  void click(String id) {
    driver.findElement(By.id(id)).click();
    settle();
  }

  boolean enabled(String id) {
    return driver.findElement(By.id(id)).isEnabled();
  }

  boolean visible(String id) {
    return driver.findElement(By.id(id)).isDisplayed();
  }

  String text(String id) {
    return driver.findElement(By.id(id)).getText();
  }

  WebElement element(String id) {
    return driver.findElement(By.id(id));
  }

  void choose(String selectId, String value) {
    driver.findElement(By.id(selectId)).click();
    new Select(driver.findElement(By.id(selectId))).selectByValue(value);
    settle();
  }

  /** Starts a game from the Game tab, the computer at its fastest and without delay. */
  void newGame(String variant, String side) {
    click("tab-game");
    choose("sel-variant", variant);
    choose("sel-side", side);
    choose("sel-level", "1");
    choose("sel-delay", "0");
    click("btn-start");
  }

  /**
   * The stage, the number of moves listed and the ids (without their prefix) of the glowing stones,
   * the huffable stones and the dots, read together.
   */
  record Snapshot(
      String stage, int moves, List<String> glow, List<String> huffs, List<String> dots) {}

  @SuppressWarnings("unchecked")
  Snapshot snapshot() {
    Map<String, Object> m =
        (Map<String, Object>)
            js(
                "const ids = p => Array.from(document.querySelectorAll('[id^=\"' + p + '\"]'))"
                    + ".map(e => e.id.substring(p.length));"
                    + "return {stage: document.body.dataset.stage || '',"
                    + " moves: document.querySelectorAll('#moves li').length,"
                    + " glow: ids('glow-'), huffs: ids('huff-'), dots: ids('dot-')};");
    return new Snapshot(
        String.valueOf(m.get("stage")),
        ((Number) m.get("moves")).intValue(),
        (List<String>) m.get("glow"),
        (List<String>) m.get("huffs"),
        (List<String>) m.get("dots"));
  }

  int moves() {
    return ((Number) js("return document.querySelectorAll('#moves li').length;")).intValue();
  }

  Map<?, ?> state() {
    return (Map<?, ?>) js("return {stage: document.body.dataset.stage};");
  }

  Path screenshot(String name) {
    Path to = SHOTS.resolve(name + ".png");
    try {
      // Bytes, not OutputType.FILE: that one leaves a temporary file per screenshot until exit.
      Files.write(to, driver.getScreenshotAs(OutputType.BYTES));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return to;
  }

  TakesScreenshot raw() {
    return driver;
  }

  @Override
  public void close() {
    try {
      driver.quit();
    } finally {
      deleteHome();
    }
  }

  private void deleteHome() {
    try (Stream<Path> walk = Files.walk(home)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot delete the browser's folder " + home, e);
    }
  }
}
