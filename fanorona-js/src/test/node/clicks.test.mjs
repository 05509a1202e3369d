// Along 100 of the random games, every turn clicked in as the JVM clicked it (a stray click and its
// undoing, the huff or drop, the stone, each landing, the choice, "stop here"): every click's kind,
// message, turn and options and the builder's every stage and query after it equal the JVM's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { builds, expected, start, SEED } from "./expected.mjs";

const clicks = expected("clicks");
const games = expected("games");

function state(b) {
  return {
    stage: b.stage,
    stones: b.stones,
    targets: b.targets,
    huffChoices: b.huffChoices,
    drops: b.drops,
    stone: b.stone,
    huffed: b.huffed,
    steps: b.steps.map((s) => s.text),
    canStop: b.canStop,
    preview: b.preview,
  };
}

for (const build of ["wasm", "rules", "js"]) {
  test(`the turn builder along ${clicks.length} games, ${build}`, async () => {
    const { Game } = await builds[build]();
    assert.equal(clicks.length, 100);
    clicks.forEach((plies, g) => {
      let game = start(Game, games[g]);
      plies.forEach((actions, ply) => {
        let builder = game.turnBuilder();
        let click = null;
        actions.forEach((a, i) => {
          const where = `seed ${SEED}, game ${g}, ply ${ply}, action ${i} (${a.op} ${a.point ?? ""})`;
          if (a.op === "click") {
            click = builder.click(a.point);
          } else if (a.op === "choose") {
            click = click.choose(a.capture);
          } else if (a.op === "stop") {
            click = builder.stop();
          } else if (a.op === "back") {
            builder = builder.back();
            click = null;
          }
          if (click !== null) {
            builder = click.builder;
            assert.equal(click.kind, a.kind, where);
            assert.equal(click.message, a.message, where);
            assert.equal(click.turn, a.turn, where);
            assert.deepEqual(click.options.map((s) => s.text), a.options, where);
          }
          assert.deepEqual(state(builder), a.builder, where);
        });
        game = game.play(click.turn);
      });
    });
  });
}
