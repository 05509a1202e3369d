-- The chat of a club game between its two players (issue 42): each line said, kept with the game so
-- that a page opened again shows it, and told to the other instances through the relay as draw
-- offers are. A line's id is the application's (no auto-increment syntax is common to SQLite and
-- PostgreSQL); lines are read in the order they were said.
CREATE TABLE club_chat (
  id VARCHAR(36) PRIMARY KEY,
  game_id VARCHAR(36) NOT NULL REFERENCES games (id),
  side VARCHAR(5) NOT NULL CHECK (side IN ('white', 'black')),
  -- at most 140 characters (ChatRoom.Line.MAX_TEXT code points: at most 280 UTF-16 units)
  words VARCHAR(300) NOT NULL CHECK (LENGTH(words) >= 1),
  said_at BIGINT NOT NULL
);

CREATE INDEX club_chat_game ON club_chat (game_id, said_at);
