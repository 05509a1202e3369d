/**
 * What an account is made of: passwords hashed with Argon2id ({@link
 * io.github.fanorona.server.players.account.Passwords}), account names and the key that makes
 * look-alike names collide ({@link io.github.fanorona.server.players.account.AccountName}), and
 * sign-in attempts limited per name and per address ({@link
 * io.github.fanorona.server.players.account.SignInLimiter}). Every refusal is an {@link
 * io.github.fanorona.server.players.account.AccountException}. Sign-up and sign-in over the
 * players' store are {@code players.Accounts}.
 */
@NullMarked
package io.github.fanorona.server.players.account;

import org.jspecify.annotations.NullMarked;
