-- A club game's terms (issue 30): rated or casual, and its time control ("5+3", or "" for none).
-- A game without a row is casual and untimed (every game before this migration). Same dialect rules
-- as V1: rated is 0 or 1.
CREATE TABLE game_terms (
  game_id VARCHAR(36) PRIMARY KEY REFERENCES games (id),
  rated INT NOT NULL CHECK (rated IN (0, 1)),
  time_control VARCHAR(16) NOT NULL
);
