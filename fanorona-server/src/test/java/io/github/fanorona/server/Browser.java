package io.github.fanorona.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
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

  Browser(String base) throws IOException {
    this.base = base;
    System.setProperty("webdriver.chrome.driver", "/usr/bin/chromedriver");
    ChromeOptions o = new ChromeOptions();
    o.setBinary("/usr/bin/chromium");
    Path profile = Files.createTempDirectory("fanorona-chromium");
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
        "--user-data-dir=" + profile);
    this.driver = new ChromeDriver(o);
    Files.createDirectories(SHOTS);
  }

  void open(String path) {
    driver.get(base + path);
    settle();
  }

  /** Waits until no request is in flight and no computer move is scheduled. */
  void settle() {
    new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20))
        .until(d -> "0".equals(body("busy")) && !"LOADING".equals(body("stage")));
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

  int moves() {
    return ((Number) js("return document.querySelectorAll('#moves li').length;")).intValue();
  }

  Map<?, ?> state() {
    return (Map<?, ?>) js("return {stage: document.body.dataset.stage};");
  }

  Path screenshot(String name) {
    Path to = SHOTS.resolve(name + ".png");
    try {
      Files.copy(
          driver.getScreenshotAs(OutputType.FILE).toPath(),
          to,
          StandardCopyOption.REPLACE_EXISTING);
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
    driver.quit();
  }
}
