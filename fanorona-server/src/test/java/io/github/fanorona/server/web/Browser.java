package io.github.fanorona.server.web;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.chromium.ChromiumNetworkConditions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium (Debian's chromium and chromium-driver) driving the play page the way a person
 * does: clicks on points and buttons only. What it reads back it reads from the page's DOM.
 */
final class Browser implements AutoCloseable {
  static final Path SHOTS = Path.of("target", "screenshots");

  /**
   * Debian's Chromium and its driver; the system properties {@code fanorona.chromium} and {@code
   * fanorona.chromedriver} name others (a path that does not exist shows what a machine without a
   * browser does).
   */
  static final Path CHROMIUM =
      Path.of(System.getProperty("fanorona.chromium", "/usr/bin/chromium"));

  static final Path CHROMEDRIVER =
      Path.of(System.getProperty("fanorona.chromedriver", "/usr/bin/chromedriver"));

  /** The one line that names the fix, printed when the browser tests are skipped. */
  static final String MISSING =
      "Browser tests skipped: no "
          + CHROMIUM
          + " or "
          + CHROMEDRIVER
          + "; install them with `apt-get install chromium chromium-driver`";

  /** Whether the line was printed: once a test run, not once a test class. */
  private static final AtomicBoolean SAID = new AtomicBoolean();

  /**
   * Skips the calling test class when Chromium or its driver is missing, saying so in one line; on
   * CI ({@code CI=true}) a missing browser fails instead, so that a green CI run has played the
   * pages.
   */
  static void assumeInstalled() {
    if (Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER)) {
      return;
    }
    if ("true".equalsIgnoreCase(System.getenv("CI"))) {
      throw new AssertionError(MISSING.replace("skipped", "cannot run on CI"));
    }
    if (!SAID.getAndSet(true)) {
      System.out.println("[WARNING] " + MISSING);
    }
    Assumptions.assumeTrue(false, MISSING);
  }

  private final ChromeDriver driver;
  private final String base;
  private final Path home;
  private final Optional<Site> site;

  /**
   * A site of its own on a free port and a browser on its play page, for one test class; closing
   * the browser stops the site. Skips the class (or fails it on CI) without Chromium.
   */
  static Browser onNewSite() throws IOException {
    assumeInstalled();
    Site site = Site.start(SiteConfig.defaults().withPort(0));
    try {
      Browser b = new Browser("http://127.0.0.1:" + site.port(), Optional.of(site));
      b.open("/");
      return b;
    } catch (IOException | RuntimeException e) {
      site.close();
      throw e;
    }
  }

  /**
   * A browser of its own (its own cookies) on a site the caller runs and stops, on none of its
   * pages yet: the club's tests have several people on one site.
   */
  static Browser on(Site site) throws IOException {
    assumeInstalled();
    return new Browser("http://127.0.0.1:" + site.port(), Optional.empty());
  }

  /** A browser of its own on a site the caller runs in another process, on its port. */
  static Browser at(int port) throws IOException {
    assumeInstalled();
    return new Browser("http://127.0.0.1:" + port, Optional.empty());
  }

  private Browser(String base, Optional<Site> site) throws IOException {
    this.base = base;
    this.site = site;
    // One folder for everything the browser writes: its profile, and the temporary files of
    // chromedriver and Chromium (TMPDIR). Deleting it on close leaves nothing behind.
    this.home = Files.createTempDirectory("fanorona-chromium");
    Path tmp = Files.createDirectory(home.resolve("tmp"));
    ChromeOptions o = new ChromeOptions();
    o.setBinary(CHROMIUM.toString());
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
    // The console's messages, for the tests that expect it to stay clean.
    o.setCapability("goog:loggingPrefs", Map.of("browser", "ALL"));
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(CHROMEDRIVER.toFile())
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
    // A long game played through the page's API takes a few seconds.
    started.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    Files.createDirectories(SHOTS);
  }

  /** Goes to a page and waits for nothing (the club's pages say when they are ready). */
  void go(String path) {
    driver.get(path.startsWith("http") ? path : base + path);
  }

  /** Waits until a script's expression is true, at most 30 s. */
  void until(String expression) {
    new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20))
        .until(d -> Boolean.TRUE.equals(js("return !!(" + expression + ");")));
  }

  String url() {
    return String.valueOf(driver.getCurrentUrl());
  }

  /**
   * Forgets the cookies that live only as long as the browser (those without an expiry), as closing
   * and opening it again would; the ones with an expiry stay.
   */
  void closedAndOpenedAgain() {
    for (org.openqa.selenium.Cookie c : driver.manage().getCookies()) {
      if (c.getExpiry() == null) {
        driver.manage().deleteCookie(c);
      }
    }
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

  /** Runs a script that answers by calling its last argument, the callback. */
  Object async(String script, Object... args) {
    return driver.executeAsyncScript(script, args);
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
    for (int tries = 1; ; tries++) {
      try {
        driver.findElement(By.id("pt-" + point)).click();
        break;
      } catch (StaleElementReferenceException e) {
        // the board was drawn again between finding the point and clicking it (a club game's
        // state arriving twice after a reconnection): the point is found again on the new board
        if (tries == 3) {
          throw e;
        }
      }
    }
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

  /**
   * Starts a game from the Game tab, the computer at its fastest, without delay and without
   * animation; the game-over box is closed first and the question whether to abandon a game in
   * progress answered yes.
   */
  void newGame(String variant, String side) {
    newGame(variant, side, "");
  }

  /** Starts a game as {@link #newGame(String, String)} does, under the rules named (if any). */
  void newGame(String variant, String side, String preset) {
    closeGameOver();
    click("tab-game");
    // The settings in one round trip (plain HTML selects; choosing each by clicks costs a second a
    // game on a busy machine); the game is then started by its button.
    js(
        "const set = (id, v) => { const e = document.getElementById(id); e.value = v;"
            + " e.dispatchEvent(new Event('change')); };"
            + "set('sel-variant', arguments[0]); if (arguments[1]) { set('sel-preset', arguments[1]); }"
            + "set('sel-side', arguments[2]); set('sel-level', '1'); set('sel-delay', '0');"
            + "const a = document.getElementById('set-animate');"
            + "if (a.checked) { a.checked = false; a.dispatchEvent(new Event('change')); }",
        variant,
        preset,
        side);
    settle();
    click("btn-start");
    if (dialogOpen("confirm")) {
      click("confirm-yes");
    }
    // the answer to the question is handled after the click returns: wait for the play tab, where
    // the new game (or the reason it was refused) is shown
    until("!document.getElementById('pane-play').classList.contains('hidden')");
    settle();
  }

  void setChecked(String id, boolean on) {
    if (element(id).isSelected() != on) {
      click(id);
    }
  }

  boolean dialogOpen(String id) {
    return Boolean.TRUE.equals(js("return document.getElementById(arguments[0]).open;", id));
  }

  void closeGameOver() {
    if (dialogOpen("over")) {
      click("over-close");
    }
  }

  /** Resigns by the button and answers the confirmation. */
  void resign(boolean confirm) {
    click("btn-resign");
    click(confirm ? "confirm-yes" : "confirm-no");
    if (confirm) {
      // the answer is handled after the click returns (the dialog's close event)
      until("document.body.dataset.stage === 'OVER'");
      settle();
    }
  }

  /**
   * Plays on through the page's API by the engine's hints (the computer replying) until a hinted
   * turn of the player's is a chain, then clicks that turn's first step (and its capture, when the
   * page asks): the page is left in the middle of a chain, at the CHAIN stage.
   */
  void playToAChain() {
    Map<?, ?> hint =
        (Map<?, ?>)
            async(
                "const done = arguments[arguments.length - 1];"
                    + "const id = page.state.id; let s = page.state;"
                    + "const post = async (a, b) => (await fetch('/api/games/' + id + '/' + a,"
                    + " {method: 'POST', headers: {'Content-Type': 'application/json'},"
                    + " body: JSON.stringify(b || {})})).json();"
                    + "(async () => {"
                    + "  for (let i = 0; i < 80 && !s.outcome; i++) {"
                    + "    if (s.computerToMove) { s = await post('computer'); continue; }"
                    + "    const h = await post('hint', {depth: 1, millis: 10});"
                    + "    if (h.hint.path.length >= 3 && h.hint.steps[0].length > 0) {"
                    + "      s = await post('cancel'); await show(s, false); done(h.hint); return; }"
                    + "    s = await post('turn', {text: h.hint.text});"
                    + "  }"
                    + "  done(null);"
                    + "})();");
    settle();
    if (hint == null) {
      throw new AssertionError("no chain within 80 turns");
    }
    List<?> path = (List<?>) hint.get("path");
    List<?> approach = (List<?>) hint.get("approach");
    List<?> firstTaken = (List<?>) ((List<?>) hint.get("steps")).get(0);
    clickPoint(String.valueOf(path.get(0)));
    clickPoint(String.valueOf(path.get(1)));
    if ("CHOICE".equals(stage())) {
      click(approach.contains(firstTaken.get(0)) ? "choice-A" : "choice-W");
    }
  }

  /** Presses keys on whatever has the focus, as a keyboard does, then waits for the page. */
  void keys(CharSequence... keys) {
    new Actions(driver).sendKeys(keys).perform();
    settle();
  }

  /** The id and class of the element that has the focus. */
  String focused() {
    return String.valueOf(
        js(
            "const e = document.activeElement; return (e.id || '') + ' ' + (e.getAttribute('class') || '');"));
  }

  /** Sizes the window so that the page itself (the viewport) is {@code width × height}. */
  void resize(int width, int height) {
    driver.manage().window().setSize(new Dimension(width, height));
    List<?> inner = (List<?>) js("return [window.innerWidth, window.innerHeight];");
    int dw = width - ((Number) inner.get(0)).intValue();
    int dh = height - ((Number) inner.get(1)).intValue();
    if (dw != 0 || dh != 0) {
      driver.manage().window().setSize(new Dimension(width + dw, height + dh));
    }
  }

  /**
   * Runs axe-core (Deque's accessibility engine, MPL-2.0, kept in the test resources with its
   * licence header) on the page as it is now and answers its violations, each as "impact rule:
   * target".
   */
  @SuppressWarnings("unchecked")
  List<String> axe(String name) {
    String source;
    try (var in = Browser.class.getResourceAsStream("/axe/axe.min.js")) {
      source = new String(Objects.requireNonNull(in, "axe.min.js").readAllBytes(), UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    js(source);
    Object report =
        driver.executeAsyncScript(
            "const done = arguments[arguments.length - 1];"
                + "axe.run(document, {resultTypes: ['violations']})"
                + ".then(r => done(JSON.stringify(r.violations.map(v => ({id: v.id, impact: v.impact,"
                + " help: v.help, nodes: v.nodes.map(n => n.target.join(' '))})))))"
                + ".catch(e => done('error: ' + e));");
    String json = String.valueOf(report);
    try {
      Files.writeString(SHOTS.resolve("axe-" + name + ".json"), json, UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return (List<String>)
        js(
            "return JSON.parse(arguments[0]).map(v => v.impact + ' ' + v.id + ': ' + v.nodes.join(', '));",
            json);
  }

  /** The console's errors since the last call (a failed request is one), each as its text. */
  List<String> consoleErrors() {
    return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
        .map(LogEntry::getMessage)
        .toList();
  }

  /** The page's polite announcements for screen readers. */
  String announced() {
    return String.valueOf(js("return document.getElementById('live').textContent;"));
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
                    + " moves: document.querySelectorAll('#moves-body button.turn').length,"
                    + " glow: ids('glow-'), huffs: ids('huff-'), dots: ids('dot-')};");
    return new Snapshot(
        String.valueOf(m.get("stage")),
        ((Number) m.get("moves")).intValue(),
        (List<String>) m.get("glow"),
        (List<String>) m.get("huffs"),
        (List<String>) m.get("dots"));
  }

  int moves() {
    return ((Number) js("return document.querySelectorAll('#moves-body button.turn').length;"))
        .intValue();
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

  /**
   * Cuts the page's network as DevTools' "Offline" does (chromedriver's network conditions: every
   * request fails, the page's scripts and workers run on), or gives it back.
   */
  void offline(boolean off) {
    if (off) {
      ChromiumNetworkConditions c = new ChromiumNetworkConditions();
      c.setOffline(true);
      driver.setNetworkConditions(c);
    } else {
      driver.deleteNetworkConditions();
    }
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
      site.ifPresent(Site::close);
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
