/**
 * A turn entered click by click, inside core: the one call per click ({@link
 * io.github.fanorona.core.clicks.TurnClicks}), the legal turns indexed for it ({@link
 * io.github.fanorona.core.clicks.TurnIndex}), the refusals in words ({@link
 * io.github.fanorona.core.clicks.TurnRefusals}), the board in the middle of a turn ({@link
 * io.github.fanorona.core.clicks.TurnPreview}) and the explanation of an illegal written turn,
 * clicked through the same steps ({@link io.github.fanorona.core.clicks.TurnDiagnosis}). Not
 * exported by core's module: the public doors are {@link io.github.fanorona.core.TurnBuilder}, its
 * {@link io.github.fanorona.core.Click} answers, and {@link io.github.fanorona.core.WrittenTurn}'s
 * errors. It reaches the package-private members of {@code TurnBuilder} and {@code Click} through
 * {@link io.github.fanorona.core.clicks.ClickAccess} only.
 */
@NullMarked
package io.github.fanorona.core.clicks;

import org.jspecify.annotations.NullMarked;
