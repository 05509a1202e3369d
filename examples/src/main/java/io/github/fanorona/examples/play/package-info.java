/**
 * The terminal game {@code fanorona play}: the board drawn in the terminal, turns entered point by
 * point as a player clicks them (or whole, in A/W notation), hints, undo, saving and loading
 * records, against the engine of {@link io.github.fanorona.examples.engine}.
 *
 * <pre>{@code
 * TerminalGame.Settings settings = TerminalGame.Settings.defaults();
 * new TerminalGame(settings, Game.start(Variant.sivy()), in, out).run();
 * }</pre>
 */
@NullMarked
package io.github.fanorona.examples.play;

import org.jspecify.annotations.NullMarked;
