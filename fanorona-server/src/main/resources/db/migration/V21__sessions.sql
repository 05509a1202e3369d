-- Signed-in sessions (issue 30). A guest's first session is players.secret_hash; an account signed
-- in from another browser gets a row here for each browser, ended by signing out. Same dialect
-- rules as V1.
CREATE TABLE sessions (
  -- the SHA-256 of the cookie's secret in hex: the secret itself is never stored
  secret_hash VARCHAR(64) PRIMARY KEY,
  player_id VARCHAR(36) NOT NULL REFERENCES players (id),
  created_at BIGINT NOT NULL
);

CREATE INDEX sessions_player ON sessions (player_id);
