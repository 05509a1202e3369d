-- The club's first schema. It runs unchanged on SQLite and PostgreSQL: VARCHAR rather than TEXT,
-- ids assigned by the application (no auto-increment syntax is common to both), times as BIGINT
-- milliseconds since the epoch (UTC).

CREATE TABLE players (
  id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(40) NOT NULL,
  -- the SHA-256 of the cookie's secret in hex: the secret itself is never stored
  secret_hash VARCHAR(64) NOT NULL UNIQUE,
  created_at BIGINT NOT NULL
);

CREATE TABLE games (
  -- 128 random bits, URL-safe Base64: a game's address, and unguessable
  id VARCHAR(36) PRIMARY KEY,
  variant VARCHAR(32) NOT NULL,
  preset VARCHAR(32) NOT NULL,
  white VARCHAR(36) NULL REFERENCES players (id),
  black VARCHAR(36) NULL REFERENCES players (id),
  computer_side VARCHAR(5) NULL CHECK (computer_side IN ('white', 'black')),
  computer_level INT NULL,
  status VARCHAR(16) NOT NULL CHECK (status IN ('waiting', 'live', 'finished', 'aborted')),
  result VARCHAR(16) NULL,
  termination VARCHAR(64) NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  -- raised by every write: a write names the version it read, so two servers never both write
  -- the same ply
  version INT NOT NULL
);

CREATE INDEX games_status ON games (status, updated_at);
CREATE INDEX games_white ON games (white, updated_at);
CREATE INDEX games_black ON games (black, updated_at);

CREATE TABLE turns (
  game_id VARCHAR(36) NOT NULL REFERENCES games (id),
  ply INT NOT NULL,
  text VARCHAR(400) NOT NULL,
  played_at BIGINT NOT NULL,
  PRIMARY KEY (game_id, ply)
);

CREATE TABLE seeks (
  id VARCHAR(36) PRIMARY KEY,
  player VARCHAR(36) NOT NULL REFERENCES players (id),
  variant VARCHAR(32) NOT NULL,
  preset VARCHAR(32) NOT NULL,
  colour VARCHAR(6) NOT NULL CHECK (colour IN ('white', 'black', 'random')),
  created_at BIGINT NOT NULL
);

CREATE INDEX seeks_created ON seeks (created_at);
