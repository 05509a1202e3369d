/**
 * The club's accounts: passwords hashed with Argon2id ({@link
 * io.github.fanorona.server.account.Passwords}), account names and the key that makes look-alike
 * names collide ({@link io.github.fanorona.server.account.AccountName}), sign-in attempts limited
 * per name and per address ({@link io.github.fanorona.server.account.SignInLimiter}), and sign-up
 * and sign-in over a store of accounts ({@link io.github.fanorona.server.account.Accounts}). Every
 * refusal is an {@link io.github.fanorona.server.account.AccountException}.
 */
@NullMarked
package io.github.fanorona.server.account;

import org.jspecify.annotations.NullMarked;
