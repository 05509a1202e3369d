/**
 * Core's values as text, inside core: the lenient lexer of A/W turns ({@link
 * io.github.fanorona.core.text.TurnText}), its readings ({@link
 * io.github.fanorona.core.text.TurnReading}) and their compiled form that the legal turns are
 * matched against ({@link io.github.fanorona.core.text.CompiledReading}); the position string
 * ({@link io.github.fanorona.core.text.PositionText}) and the option list of a ruleset ({@link
 * io.github.fanorona.core.text.RulesetText}). Not exported by core's module: the public doors are
 * {@link io.github.fanorona.core.WrittenTurn}, {@code Position.parse} and {@code toString}, {@code
 * Ruleset.parse} and {@code optionString}.
 */
@NullMarked
package io.github.fanorona.core.text;

import org.jspecify.annotations.NullMarked;
