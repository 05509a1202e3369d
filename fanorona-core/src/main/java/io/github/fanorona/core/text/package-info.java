/**
 * The text of a turn, inside core: the lenient lexer of A/W turns ({@link
 * io.github.fanorona.core.text.TurnText}), its readings ({@link
 * io.github.fanorona.core.text.TurnReading}) and their compiled form that the legal turns are
 * matched against ({@link io.github.fanorona.core.text.CompiledReading}). Not exported by core's
 * module: the public door is {@link io.github.fanorona.core.WrittenTurn}.
 */
@NullMarked
package io.github.fanorona.core.text;

import org.jspecify.annotations.NullMarked;
