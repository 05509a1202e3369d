-- The club's schema, one baseline (nothing was released before it, so the migrations of issues 29
-- and 30 were squashed into this one). It runs unchanged on SQLite and PostgreSQL: VARCHAR rather
-- than TEXT, ids assigned by the application (no auto-increment syntax is common to both), times as
-- BIGINT milliseconds since the epoch (UTC), BOOLEAN (0 and 1 on SQLite), DOUBLE PRECISION (a REAL
-- on SQLite, a float8 on PostgreSQL). SQLite checks the foreign keys only with foreign_keys=true,
-- which the site sets on every connection.

-- A player: a guest of a browser, or an account's player once it signs up (it keeps its games).
CREATE TABLE players (
  id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(40) NOT NULL CHECK (LENGTH(name) >= 1),
  -- the SHA-256 of the cookie's secret in hex: the secret itself is never stored
  secret_hash VARCHAR(64) NOT NULL UNIQUE,
  created_at BIGINT NOT NULL
);

-- A player's account.
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

-- Signed-in sessions: an account signed in from a browser is a row for each browser, ended by
-- signing out (a guest's own session is players.secret_hash).
CREATE TABLE sessions (
  secret_hash VARCHAR(64) PRIMARY KEY,
  player_id VARCHAR(36) NOT NULL REFERENCES players (id),
  created_at BIGINT NOT NULL
);

CREATE INDEX sessions_player ON sessions (player_id);

-- Every game of the site: between people (the club's) or against the computer (the play page's).
CREATE TABLE games (
  -- 128 random bits, URL-safe Base64: a game's address, and unguessable
  id VARCHAR(36) PRIMARY KEY,
  variant VARCHAR(32) NOT NULL,
  preset VARCHAR(32) NOT NULL,
  white VARCHAR(36) NULL REFERENCES players (id),
  black VARCHAR(36) NULL REFERENCES players (id),
  computer_side VARCHAR(5) NULL CHECK (computer_side IN ('white', 'black')),
  computer_level INT NULL CHECK (computer_level BETWEEN 1 AND 99),
  -- the game's terms, fixed when it is made: rated or casual, its time control ("5+3", or "")
  rated BOOLEAN NOT NULL DEFAULT FALSE,
  time_control VARCHAR(16) NOT NULL DEFAULT '',
  status VARCHAR(16) NOT NULL CHECK (status IN ('waiting', 'live', 'finished', 'aborted')),
  result VARCHAR(7) NULL CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
  termination VARCHAR(32) NULL CHECK (termination IN ('no_stones', 'no_legal_turn',
    'no_capture_limit', 'repetition', 'alignment', 'vela_no_capture', 'resignation', 'agreement',
    'time', 'abandoned', 'aborted by white', 'aborted by black')),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  -- raised by every write: a write names the version it read, so two servers never both write
  -- the same ply
  version INT NOT NULL CHECK (version >= 0),
  CHECK (white IS NULL OR black IS NULL OR white <> black),
  -- the computer plays at a level, and only then
  CHECK ((computer_side IS NULL AND computer_level IS NULL)
    OR (computer_side IS NOT NULL AND computer_level IS NOT NULL)),
  -- a game against the computer is never rated
  CHECK (computer_side IS NULL OR rated = FALSE),
  -- a finished game has a result and a termination; an aborted one a termination only; a game in
  -- play neither
  CHECK ((status = 'finished' AND result IS NOT NULL AND termination IS NOT NULL)
    OR (status = 'aborted' AND result IS NULL AND termination IS NOT NULL)
    OR (status IN ('waiting', 'live') AND result IS NULL AND termination IS NULL))
);

CREATE INDEX games_status ON games (status, updated_at);
CREATE INDEX games_white ON games (white, updated_at);
CREATE INDEX games_black ON games (black, updated_at);

-- A game's turns, as A/W text, in order.
CREATE TABLE turns (
  game_id VARCHAR(36) NOT NULL REFERENCES games (id),
  ply INT NOT NULL CHECK (ply >= 1),
  text VARCHAR(400) NOT NULL,
  played_at BIGINT NOT NULL,
  PRIMARY KEY (game_id, ply)
);

-- The lobby's open seeks, with the terms of the game they offer.
CREATE TABLE seeks (
  id VARCHAR(36) PRIMARY KEY,
  player VARCHAR(36) NOT NULL REFERENCES players (id),
  variant VARCHAR(32) NOT NULL,
  preset VARCHAR(32) NOT NULL,
  colour VARCHAR(6) NOT NULL CHECK (colour IN ('white', 'black', 'random')),
  rated BOOLEAN NOT NULL DEFAULT FALSE,
  time_control VARCHAR(16) NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);

CREATE INDEX seeks_created ON seeks (created_at);

-- A player's Glicko-2 rating in one variant; games is also the row's version.
CREATE TABLE ratings (
  player_id VARCHAR(36) NOT NULL REFERENCES players (id),
  variant VARCHAR(32) NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL CHECK (deviation > 0),
  volatility DOUBLE PRECISION NOT NULL CHECK (volatility > 0),
  games INT NOT NULL CHECK (games >= 1),
  last_game_at BIGINT NULL,
  PRIMARY KEY (player_id, variant)
);

CREATE INDEX ratings_board ON ratings (variant, rating);

-- What each rated game did to each of its players. One row per player and game: a rating applied
-- twice breaks the primary key, so a replayed update stores nothing.
CREATE TABLE rating_history (
  player_id VARCHAR(36) NOT NULL REFERENCES players (id),
  game_id VARCHAR(36) NOT NULL REFERENCES games (id),
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
  PRIMARY KEY (player_id, game_id),
  CHECK (player_id <> opponent_id)
);

CREATE INDEX rating_history_game ON rating_history (game_id);
CREATE INDEX rating_history_player ON rating_history (player_id, ended_at);
