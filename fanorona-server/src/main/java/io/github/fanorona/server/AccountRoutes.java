package io.github.fanorona.server;

import io.github.fanorona.server.account.Account;
import io.github.fanorona.server.account.AccountException;
import io.github.fanorona.server.account.Accounts;
import io.github.fanorona.server.account.Password;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The player's own addresses: who they are ({@code /api/me}), their name, and the accounts of the
 * ranked club: sign-up, sign-in and sign-out. Every one is a JSON {@code POST} behind the site's
 * same-origin guard ({@link Guards#sameSiteJson}). A sign-up or sign-in gives the browser a new
 * secret (the one it had may have been seen while it was a guest); a guest who signs up keeps their
 * player, and with it their games. At most {@link #HASHING} Argon2id computations run at once (each
 * takes 19 MiB): past them, and a few seconds' wait, the answer is 503 {@code busy}.
 *
 * <pre>{@code AccountRoutes.add(config, players, accounts)   // in Site.start}</pre>
 */
final class AccountRoutes {
  /** The Argon2id computations run at once: one a core of the site's machine. */
  static final int HASHING = Math.max(1, Runtime.getRuntime().availableProcessors());

  private AccountRoutes() {}

  static void add(JavalinConfig c, Players players, Supplier<Accounts> accounts) {
    Semaphore hashing = new Semaphore(HASHING, true);
    c.routes.post(
        "/api/me",
        ctx -> {
          Site.body(ctx);
          Site.json(ctx, me(Site.joined(ctx, players), accounts.get()));
        });
    c.routes.post(
        "/api/me/name",
        ctx -> {
          JsonBody body = Site.body(ctx);
          String name = body.string("name").orElse("");
          Players.Player p = Site.joined(ctx, players);
          Accounts a = accounts.get();
          if (a.ofPlayer(p.id()).isPresent()) {
            throw ApiException.conflict(
                "account_name", "an account keeps the name it signed up with");
          }
          if (a.named(name).filter(x -> !x.playerId().equals(p.id())).isPresent()) {
            throw ApiException.conflict(
                "name_taken",
                "an account has this name, or one that looks the same: choose another");
          }
          Site.json(ctx, me(players.rename(p, name), a));
        });
    c.routes.post(
        "/api/account/signup",
        ctx -> {
          JsonBody body = Site.body(ctx);
          String name = body.string("name").orElse("");
          Password password = refusing(ctx, () -> Password.of(body.string("password").orElse("")));
          Optional<Players.Player> known = known(ctx, players);
          Players.Joined guest =
              known.isPresent()
                  ? new Players.Joined(known.get(), String.valueOf(ctx.cookie(Players.COOKIE)))
                  : players.join(Site.client(ctx));
          Accounts a = accounts.get();
          Optional<Account> had = a.ofPlayer(guest.player().id());
          if (had.isPresent()) {
            throw ApiException.conflict(
                "signed_in",
                "you are signed in as " + had.get().name().shown() + ": sign out first");
          }
          Account made = hashed(ctx, hashing, () -> a.signUp(name, password, guest.player().id()));
          Players.Player named = players.rename(guest.player(), made.name().shown());
          // the guest's secret may have been seen (a shared computer): the account gets its own
          players.signOut(guest.secret());
          signedIn(ctx, players.signIn(named), a);
        });
    c.routes.post(
        "/api/account/signin",
        ctx -> {
          JsonBody body = Site.body(ctx);
          String name = body.string("name").orElse("");
          Password password = refusing(ctx, () -> Password.of(body.string("password").orElse("")));
          Accounts a = accounts.get();
          Account account = hashed(ctx, hashing, () -> a.signIn(name, password, Site.client(ctx)));
          // a browser signed in to another account leaves it; a guest's session stays theirs
          Optional<Players.Player> before = known(ctx, players);
          if (before.isPresent() && a.ofPlayer(before.get().id()).isPresent()) {
            players.signOut(String.valueOf(ctx.cookie(Players.COOKIE)));
          }
          Players.Player p = new Players.Player(account.playerId(), account.name().shown());
          signedIn(ctx, players.signIn(p), a);
        });
    c.routes.post(
        "/api/account/signout",
        ctx -> {
          Site.body(ctx);
          Optional<Players.Player> p = known(ctx, players);
          if (p.isEmpty() || accounts.get().ofPlayer(p.get().id()).isEmpty()) {
            throw ApiException.conflict(
                "not_signed_in", "you are a guest: there is no account to sign out of");
          }
          players.signOut(String.valueOf(ctx.cookie(Players.COOKIE)));
          ctx.header("Set-Cookie", Players.forget(ctx.req().isSecure()));
          Site.json(ctx, Json.object().put("name", "").put("account", false).toString());
        });
  }

  private static void signedIn(Context ctx, Players.Joined session, Accounts a) {
    // replaces a cookie a guest's join set in this same answer
    ctx.header("Set-Cookie", Players.cookie(session.secret(), ctx.req().isSecure()));
    Site.json(ctx, me(session.player(), a));
  }

  private static Optional<Players.Player> known(Context ctx, Players players) {
    String secret = ctx.cookie(Players.COOKIE);
    return secret == null ? Optional.empty() : players.find(secret);
  }

  static String me(Players.Player p, Accounts accounts) {
    return Json.object()
        .put("name", p.name())
        .put("account", accounts.ofPlayer(p.id()).isPresent())
        .toString();
  }

  /** Runs an Argon2id computation when one of the {@link #HASHING} places is free. */
  private static <T> T hashed(Context ctx, Semaphore hashing, Supplier<T> work)
      throws InterruptedException {
    if (!hashing.tryAcquire(Site.IO_MILLIS, TimeUnit.MILLISECONDS)) {
      throw ApiException.busy("too many sign-ins at once: try again in a few seconds");
    }
    try {
      return refusing(ctx, work);
    } finally {
      hashing.release();
    }
  }

  /**
   * The accounts' refusals in the API's words: the kind as the code, and the same message; a
   * sign-in refused for a while names the wait in a {@code Retry-After} header.
   */
  private static <T> T refusing(Context ctx, Supplier<T> work) {
    try {
      return work.get();
    } catch (AccountException e) {
      if (e.kind() == AccountException.Kind.RATE_LIMITED) {
        ctx.header("Retry-After", String.valueOf(e.retryAfter().toSeconds()));
      }
      throw new ApiException(
          e.status(), e.kind().name().toLowerCase(Locale.ROOT), String.valueOf(e.getMessage()));
    }
  }
}
