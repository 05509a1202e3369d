// 1,000 seeded random games of every variant under several rulesets, replayed in each build: every
// list of legal turns, every position, the outcome and the draw counters equal the JVM's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { builds, expected, start, SEED } from "./expected.mjs";

const games = expected("games");

for (const build of ["wasm", "rules", "js"]) {
  test(`${games.length} random games, ${build}`, async () => {
    const { Game } = await builds[build]();
    assert.equal(games.length, 1000);
    games.forEach((item, g) => {
      const where = (ply) => `seed ${SEED}, game ${g} (${item.variant} ${item.rules}), ply ${ply}`;
      let game = start(Game, item);
      for (let ply = 0; ply <= item.turns.length; ply++) {
        assert.equal(game.position, item.positions[ply], where(ply));
        assert.deepEqual(game.legalTurns(), item.legal[ply], where(ply));
        if (ply === item.turns.length) {
          break;
        }
        assert.equal(game.outcome, null, where(ply));
        assert.equal(game.over, false, where(ply));
        game = game.play(item.turns[ply]);
      }
      assert.deepEqual(game.outcome, item.outcome, where(item.turns.length));
      assert.equal(game.over, item.outcome !== null, where(item.turns.length));
      const d = game.drawState;
      assert.deepEqual(
        [d.repetitions, d.repetitionLimit, d.pliesSinceCapture, d.noCaptureLimit],
        item.drawState,
        where(item.turns.length),
      );
      assert.deepEqual(game.turns, item.turns, where(item.turns.length));
    });
  });
}
