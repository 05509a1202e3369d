/**
 * The {@code fanorona} command-line tool: legal turns, perft, playing turns, validating and
 * converting records, diagrams, the terminal game against the engine, engine matches, endgame
 * tables and the solver of small boards. It is an application, not an API: its contract is the
 * command line documented in the README, and its classes may change in any release.
 */
@NullMarked
package io.github.fanorona.cli;

import org.jspecify.annotations.NullMarked;
