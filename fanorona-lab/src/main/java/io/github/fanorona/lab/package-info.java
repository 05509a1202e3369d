/**
 * Engine matches and players for measuring the engine (not released): {@link
 * io.github.fanorona.lab.Match} plays seeded, balanced openings with both colours and scores them
 * ({@link io.github.fanorona.lab.MatchResult}); a {@link io.github.fanorona.lab.Player} is the
 * engine, the engine as it was before issue 22 (the baseline), or random play.
 *
 * <pre>{@code
 * MatchResult r = Match.of(Variant.sivy(), Ruleset.standard()).withGames(2)
 *     .play(Player.engine(Engine.of(SearchLimits.depth(2))), Player.random(1));
 * r.games();   // 2
 * }</pre>
 */
@NullMarked
package io.github.fanorona.lab;

import org.jspecify.annotations.NullMarked;
