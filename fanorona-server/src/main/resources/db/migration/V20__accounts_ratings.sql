-- Accounts, ratings and their history (issue 30). Same dialect rules as V1: VARCHAR, ids from the
-- application, times as BIGINT milliseconds since the epoch (UTC); DOUBLE PRECISION is a REAL on
-- SQLite and a float8 on PostgreSQL.

-- A player's account: a guest who signs up keeps their player row, and with it their games.
CREATE TABLE accounts (
  player_id VARCHAR(36) PRIMARY KEY REFERENCES players (id),
  -- as shown, NFC: 20 characters at most, 80 bytes of UTF-8 at most
  name VARCHAR(80) NOT NULL,
  -- AccountName.key(): look-alike names share it, so only one of them can be taken
  name_key VARCHAR(160) NOT NULL UNIQUE,
  -- the Argon2id PHC string; the password itself is never stored
  password_hash VARCHAR(200) NOT NULL,
  created_at BIGINT NOT NULL
);

-- A player's Glicko-2 rating in one variant; games is also the row's version.
CREATE TABLE ratings (
  player_id VARCHAR(36) NOT NULL REFERENCES players (id),
  variant VARCHAR(32) NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games INT NOT NULL,
  last_game_at BIGINT NULL,
  PRIMARY KEY (player_id, variant)
);

CREATE INDEX ratings_board ON ratings (variant, rating);

-- What each rated game did to each of its players. One row per player and game: a rating applied
-- twice breaks the primary key, so a replayed update stores nothing.
CREATE TABLE rating_history (
  player_id VARCHAR(36) NOT NULL REFERENCES players (id),
  game_id VARCHAR(64) NOT NULL,
  variant VARCHAR(32) NOT NULL,
  side VARCHAR(5) NOT NULL CHECK (side IN ('white', 'black')),
  opponent_id VARCHAR(36) NOT NULL REFERENCES players (id),
  score VARCHAR(4) NOT NULL CHECK (score IN ('WIN', 'DRAW', 'LOSS')),
  rating_before DOUBLE PRECISION NOT NULL,
  deviation_before DOUBLE PRECISION NOT NULL,
  volatility_before DOUBLE PRECISION NOT NULL,
  rating_after DOUBLE PRECISION NOT NULL,
  deviation_after DOUBLE PRECISION NOT NULL,
  volatility_after DOUBLE PRECISION NOT NULL,
  ended_at BIGINT NOT NULL,
  PRIMARY KEY (player_id, game_id)
);

CREATE INDEX rating_history_game ON rating_history (game_id);
CREATE INDEX rating_history_player ON rating_history (player_id, ended_at);
