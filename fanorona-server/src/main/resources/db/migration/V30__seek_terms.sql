-- A seek's terms (issue 30), kept with it so that a restarted site lists a rated or timed seek as it
-- was opened: rated is 0 or 1 (as in game_terms), time_control "5+3" or "" for none. Seeks made
-- before this migration are casual and untimed.
ALTER TABLE seeks ADD COLUMN rated INT NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
ALTER TABLE seeks ADD COLUMN time_control VARCHAR(16) NOT NULL DEFAULT '';
