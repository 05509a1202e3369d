/**
 * The clocks of live rated games, kept by the server: a {@link
 * io.github.fanorona.server.clock.TimeControl} (minutes and an increment a turn) and an immutable
 * {@link io.github.fanorona.server.clock.GameClock} moved only by the server's own instants.
 */
@NullMarked
package io.github.fanorona.server.clock;

import org.jspecify.annotations.NullMarked;
