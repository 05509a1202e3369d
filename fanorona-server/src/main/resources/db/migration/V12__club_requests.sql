-- The requests standing in a club game, shared by the club's instances (issue 42): a draw offered,
-- a takeback asked, a rematch offered, each told through the relay (LISTEN/NOTIFY) as the draw
-- offers of V10 were. The draw offers move here, so that the three are kept and heard one way.
-- Numbered 12: V11 is another branch's.

-- One request of each kind per game: asked by a side with so many turns played (a turn since voids
-- a draw offer or a takeback), declined, or (a rematch) agreed, with the new game's id.
CREATE TABLE club_requests (
  game_id VARCHAR(36) NOT NULL REFERENCES games (id),
  kind VARCHAR(8) NOT NULL CHECK (kind IN ('draw', 'takeback', 'rematch')),
  side VARCHAR(5) NOT NULL CHECK (side IN ('white', 'black')),
  ply INT NOT NULL CHECK (ply >= 0),
  declined BOOLEAN NOT NULL DEFAULT FALSE,
  next_game VARCHAR(36) NOT NULL DEFAULT '',
  PRIMARY KEY (game_id, kind)
);

INSERT INTO club_requests (game_id, kind, side, ply)
  SELECT game_id, 'draw', side, ply FROM club_offers;

DROP TABLE club_offers;
