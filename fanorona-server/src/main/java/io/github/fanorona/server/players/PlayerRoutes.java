package io.github.fanorona.server.players;

import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.players.account.AccountException;
import io.github.fanorona.server.players.account.Password;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The player's own addresses: who they are ({@code /api/me}), their name, and the accounts of the
 * ranked club: sign-up, sign-in and sign-out. Every one is a JSON {@code POST} behind the site's
 * same-origin guard. A sign-up or sign-in gives the browser a new secret (the one it had may have
 * been seen while it was a guest); a guest who signs up keeps their player, and with it their
 * games. At most {@link #HASHING} Argon2id computations run at once (each takes 19 MiB): past them,
 * and a few seconds' wait, the answer is 503 {@code busy}.
 *
 * <pre>{@code PlayerRoutes.add(config, players, accounts)   // in Site.start}</pre>
 */
public final class PlayerRoutes {
  /** The Argon2id computations run at once: one a core of the site's machine. */
  static final int HASHING = Math.max(1, Runtime.getRuntime().availableProcessors());

  /** How long a sign-in waits for a free Argon2id place before it is refused as busy. */
  static final int HASH_WAIT_MILLIS = 5_000;

  /**
   * Who the player is, as the pages show it.
   *
   * @param name the display name ("" once signed out)
   * @param account whether it is an account's (signed in)
   */
  record Me(String name, boolean account) {}

  /** A sign-out's body: {@code {}} for this browser, {@code {"everywhere":true}} for all. */
  record SignOut(@Nullable Boolean everywhere) {
    boolean onEveryDevice() {
      return Boolean.TRUE.equals(everywhere);
    }
  }

  /**
   * A body with a name, and a password for the account routes.
   *
   * @param name the name as typed
   * @param password the password as typed (never logged, never echoed)
   */
  record Credentials(@Nullable String name, @Nullable String password, @Nullable Boolean remember) {
    String nameOrEmpty() {
      return Objects.requireNonNullElse(name, "");
    }

    String passwordOrEmpty() {
      return Objects.requireNonNullElse(password, "");
    }

    /** Whether the browser keeps the session when it closes ("stay signed in"). */
    boolean remembered() {
      return Boolean.TRUE.equals(remember);
    }

    @Override
    public String toString() {
      return "Credentials[" + name + "]";
    }
  }

  /**
   * How long a browser keeps a session it was told to remember ("stay signed in"): its cookie's
   * age. Each sign-in makes a new secret (the browser's previous one ended), and a sign-out ends it
   * on every server.
   */
  public static final Duration REMEMBERED = Duration.ofDays(30);

  private PlayerRoutes() {}

  /**
   * Adds the routes.
   *
   * <pre>{@code PlayerRoutes.add(config, players, accounts)}</pre>
   *
   * @param c the site's configuration
   * @param players the sessions
   * @param accounts sign-up and sign-in, made on first use (its first use hashes a password)
   */
  public static void add(JavalinConfig c, Players players, Supplier<Accounts> accounts) {
    Semaphore hashing = new Semaphore(HASHING, true);
    c.routes.post("/api/me", ctx -> ctx.json(me(players.joined(ctx), accounts.get())));
    c.routes.post(
        "/api/me/name",
        ctx -> {
          String name = ctx.bodyAsClass(Credentials.class).nameOrEmpty();
          Player p = players.joined(ctx);
          Accounts a = accounts.get();
          if (a.ofPlayer(p.id()).isPresent()) {
            throw Refusal.of(409, "account_name");
          }
          if (a.named(name).filter(x -> !x.playerId().equals(p.id())).isPresent()) {
            throw Refusal.of(409, "name_taken");
          }
          ctx.json(me(players.rename(p, name), a));
        });
    c.routes.post(
        "/api/account/signup",
        ctx -> {
          Credentials body = ctx.bodyAsClass(Credentials.class);
          Password password = refusing(ctx, () -> Password.of(body.passwordOrEmpty()));
          Optional<Player> known = players.known(ctx);
          Players.Joined guest =
              known.isPresent()
                  ? new Players.Joined(known.get(), String.valueOf(ctx.cookie(Players.COOKIE)))
                  : players.join(Players.client(ctx));
          Accounts a = accounts.get();
          Optional<Account> had = a.ofPlayer(guest.player().id());
          if (had.isPresent()) {
            throw Refusal.of(409, "signed_in", "name", had.get().name().shown());
          }
          Account made =
              hashed(
                  ctx, hashing, () -> a.signUp(body.nameOrEmpty(), password, guest.player().id()));
          Player named = players.rename(guest.player(), made.name().shown());
          // the guest's secret may have been seen (a shared computer): the account gets its own
          players.signOut(guest.secret());
          signedIn(ctx, players.signIn(named), a, body.remembered());
        });
    c.routes.post(
        "/api/account/signin",
        ctx -> {
          Credentials body = ctx.bodyAsClass(Credentials.class);
          Password password = refusing(ctx, () -> Password.of(body.passwordOrEmpty()));
          Accounts a = accounts.get();
          Account account =
              hashed(
                  ctx, hashing, () -> a.signIn(body.nameOrEmpty(), password, Players.client(ctx)));
          // a browser signed in to another account leaves it; a guest's session stays theirs
          Optional<Player> before = players.known(ctx);
          if (before.isPresent() && a.ofPlayer(before.get().id()).isPresent()) {
            players.signOut(String.valueOf(ctx.cookie(Players.COOKIE)));
          }
          Player p = new Player(account.playerId(), account.name().shown());
          signedIn(ctx, players.signIn(p), a, body.remembered());
        });
    c.routes.post(
        "/api/account/signout",
        ctx -> {
          Optional<Player> p = players.known(ctx);
          if (p.isEmpty() || accounts.get().ofPlayer(p.get().id()).isEmpty()) {
            throw Refusal.of(409, "not_signed_in");
          }
          // "on every device": a phone lost or a shared computer left signed in
          if (ctx.bodyAsClass(SignOut.class).onEveryDevice()) {
            players.signOutEverywhere(p.get().id());
          } else {
            players.signOut(String.valueOf(ctx.cookie(Players.COOKIE)));
          }
          ctx.header("Set-Cookie", Players.forget(ctx.req().isSecure()));
          ctx.json(new Me("", false));
        });
  }

  private static void signedIn(Context ctx, Players.Joined session, Accounts a, boolean remember) {
    // replaces a cookie a guest's join set in this same answer; a remembered one outlives the
    // browser's closing
    ctx.header(
        "Set-Cookie",
        remember
            ? Players.cookie(session.secret(), ctx.req().isSecure())
                + "; Max-Age="
                + REMEMBERED.toSeconds()
            : Players.cookie(session.secret(), ctx.req().isSecure()));
    ctx.json(me(session.player(), a));
  }

  private static Me me(Player p, Accounts accounts) {
    return new Me(p.name(), accounts.ofPlayer(p.id()).isPresent());
  }

  /** Runs an Argon2id computation when one of the {@link #HASHING} places is free. */
  private static <T> T hashed(Context ctx, Semaphore hashing, Supplier<T> work)
      throws InterruptedException {
    if (!hashing.tryAcquire(HASH_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
      throw Refusal.of(503, "busy.sign_ins");
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
      throw new Refusal(
          e.status(), e.kind().name().toLowerCase(Locale.ROOT), String.valueOf(e.getMessage()));
    }
  }
}
