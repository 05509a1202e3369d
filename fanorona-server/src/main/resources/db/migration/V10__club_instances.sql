-- One club on any number of server instances over one database (issue 42): what each instance
-- knew alone before — the pages open on each game, the draw offers, who is in the lobby and what a
-- seek became — is kept here, and every change is told through the relay (LISTEN/NOTIFY), as the
-- turns are. Numbered 10 so that another branch's V2… migrations run before it.

-- The instances running: each writes its row every few seconds; one not seen for 15 s is gone (its
-- pages no longer count), and its rows are let go after a minute.
CREATE TABLE club_instances (
  id VARCHAR(36) PRIMARY KEY,
  seen_at BIGINT NOT NULL
);

-- The pages of a game open on an instance, by player ('' for a page with no session).
CREATE TABLE club_pages (
  instance VARCHAR(36) NOT NULL,
  game_id VARCHAR(36) NOT NULL,
  player_id VARCHAR(36) NOT NULL,
  pages INT NOT NULL CHECK (pages >= 1),
  PRIMARY KEY (instance, game_id, player_id)
);

CREATE INDEX club_pages_game ON club_pages (game_id);

-- A draw offered in a live game: it stands while the game has the turns it had when it was made.
CREATE TABLE club_offers (
  game_id VARCHAR(36) PRIMARY KEY REFERENCES games (id),
  side VARCHAR(5) NOT NULL CHECK (side IN ('white', 'black')),
  ply INT NOT NULL CHECK (ply >= 0)
);

-- The players whose lobby page asked lately, on any instance.
CREATE TABLE lobby_online (
  player_id VARCHAR(36) PRIMARY KEY,
  seen_at BIGINT NOT NULL
);

-- The game a seek became, until its seeker's lobby page (on any instance) hears of it.
CREATE TABLE lobby_matches (
  player_id VARCHAR(36) PRIMARY KEY,
  game_id VARCHAR(36) NOT NULL,
  made_at BIGINT NOT NULL
);
