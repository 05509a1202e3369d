package io.github.fanorona.js;

import org.teavm.jso.JSExportClasses;

/**
 * The entry of the package's smaller build, {@code fanorona/rules}: games of every variant and
 * ruleset, their legal turns, outcomes and draw counters, and the turn builder's clicks, without
 * the records and the engine (so without their code to download). Its classes are the whole
 * package's, so the two builds answer alike.
 *
 * <pre>{@code import { Game } from "fanorona/rules";}</pre>
 */
@JSExportClasses({Game.class, TurnBuilder.class, Click.class})
public final class FanoronaRules {
  private FanoronaRules() {}
}
