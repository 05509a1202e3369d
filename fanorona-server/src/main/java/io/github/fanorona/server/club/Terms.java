package io.github.fanorona.server.club;

import io.github.fanorona.core.Variant;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.clock.TimeControl;
import java.util.Optional;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * What a new club game is to be, checked before a seek is listed or a game made: its variant, its
 * rules, whether it is rated, and its clock.
 *
 * <pre>
 * {@code Terms.of("sivy", null, "true", null, ann -> true, "ann").control()   // Optional[10+5]}
 * </pre>
 *
 * @param variant the variant
 * @param preset the rule preset's name ({@link #RATED_PRESET} for a rated game)
 * @param rated whether the game moves its players' ratings
 * @param control its time control, if it has a clock
 */
public record Terms(Variant variant, String preset, boolean rated, Optional<TimeControl> control) {
  /**
   * The rules of every rated game, whatever the variant: the club's own (the Youzai club's page:
   * optional chains, no direction twice, no point twice, a draw after 50 half-moves without
   * capture).
   */
  public static final String RATED_PRESET = "youzai";

  /** The time control of a rated game whose seek or invitation names none. */
  public static final String RATED_TIME = "10+5";

  /**
   * A new game's body, an invitation's or a seek's (see {@link Terms#of}).
   *
   * <pre>{@code ctx.bodyAsClass(Terms.Asked.class).terms(member, ann.id())}</pre>
   *
   * @param variant the variant's name
   * @param preset the preset's name
   * @param side an invitation's side for the inviter: white, black or random
   * @param colour a seek's side for the seeker: white, black or random
   * @param rated true or false
   * @param time the time control ("5+3")
   */
  public record Asked(
      @Nullable String variant,
      @Nullable String preset,
      @Nullable String side,
      @Nullable String colour,
      @Nullable String rated,
      @Nullable String time) {
    /**
     * Returns the terms asked for (see {@link Terms#of}).
     *
     * <pre>{@code asked.terms(member, ann.id()).rated()   // false}</pre>
     *
     * @param member whether a player (by id) has an account
     * @param players the players of the game so far
     * @return the terms
     */
    public Terms terms(Predicate<String> member, String... players) {
      return of(variant, preset, rated, time, member, players);
    }
  }

  /**
   * Reads and checks a new game's terms from a seek's or an invitation's fields (a rated game
   * without a time gets {@link #RATED_TIME}). A rated game is played under {@link #RATED_PRESET}
   * and only by accounts.
   *
   * <pre>{@code Terms.of("dimy", null, null, "5+3", member, ann.id()).preset()   // "seed000"}
   * </pre>
   *
   * @param variant the variant's name, sivy when absent
   * @param preset the preset's name, the variant's default (or the club's, rated) when absent
   * @param rated true or false, false when absent
   * @param time the time control ("5+3"), none when absent (a rated game's default)
   * @param member whether a player (by id) has an account
   * @param players the players of the game so far
   * @return the terms
   * @throws Refusal 400 for an unknown variant or preset, a malformed time or {@code rated}, or a
   *     rated game under other rules ({@code rated_rules}); 403 ({@code account_required}) if a
   *     player of a rated game has no account
   */
  public static Terms of(
      @Nullable String variant,
      @Nullable String preset,
      @Nullable String rated,
      @Nullable String time,
      Predicate<String> member,
      String... players) {
    Variant v = Catalogue.variant(variant == null ? "sivy" : variant);
    boolean isRated =
        switch (rated == null ? "false" : rated) {
          case "true" -> true;
          case "false" -> false;
          default -> throw Refusal.of(400, "bad_rated");
        };
    String p = preset != null ? preset : isRated ? RATED_PRESET : Catalogue.defaultPreset(v);
    Catalogue.ruleset(v.name(), p);
    if (isRated && !p.equals(RATED_PRESET)) {
      throw Refusal.of(400, "rated_rules", "RATED_PRESET", RATED_PRESET, "p", p);
    }
    for (String player : players) {
      if (isRated && !member.test(player)) {
        throw Refusal.of(403, "account_required");
      }
    }
    String text = time != null ? time : isRated ? RATED_TIME : "";
    try {
      Optional<TimeControl> control =
          text.isEmpty() ? Optional.empty() : Optional.of(TimeControl.parse(text));
      return new Terms(v, p, isRated, control);
    } catch (IllegalArgumentException e) {
      throw new Refusal(400, "bad_time", String.valueOf(e.getMessage()));
    }
  }

  /**
   * Checks that every player may play a game of these terms: only accounts play a rated one.
   *
   * <pre>{@code terms.allow(member, guest.id())   // throws Refusal 403 for a rated game}</pre>
   *
   * @param member whether a player (by id) has an account
   * @param players the players
   * @return these terms
   * @throws Refusal 403 {@code account_required}
   */
  public Terms allow(Predicate<String> member, String... players) {
    return of(variant.name(), preset, String.valueOf(rated), time(), member, players);
  }

  /**
   * {@return the time control as written ("5+3"), or "" for none}
   *
   * <pre>{@code terms.time()   // "5+3"}</pre>
   */
  public String time() {
    return control.map(TimeControl::toString).orElse("");
  }
}
