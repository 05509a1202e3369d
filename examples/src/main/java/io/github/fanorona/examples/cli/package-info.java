/** The {@code fanorona} command-line tool: perft, legal turns, playing turns. */
@NullMarked
package io.github.fanorona.examples.cli;

import org.jspecify.annotations.NullMarked;
