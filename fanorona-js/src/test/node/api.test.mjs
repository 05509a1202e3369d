// The rest of the API in each build: errors, undo and the ends of a game, records written and read
// as the JVM writes and reads them, searches by depth and level equal to the JVM's, and no Java name
// showing through.
import { test } from "node:test";
import assert from "node:assert/strict";
import { builds, expected, SEED } from "./expected.mjs";

const records = expected("records");
const searches = expected("searches");

for (const build of ["wasm", "js"]) {
  test(`errors are FanoronaErrors with the library's message and what is legal, ${build}`, async () => {
    const { Game } = await builds[build]();
    const game = Game.start();
    assert.throws(() => game.play("a1-a2"), (e) => {
      assert.ok(e instanceof Error);
      assert.equal(e.name, "FanoronaError");
      assert.equal(e.kind, "illegal");
      assert.match(e.message, /^column 4: a1-a2: a2 is not empty; legal here: d2-e3A/);
      assert.deepEqual([...e.legalTurns].sort(), ["d2-e3A", "d3-e3A", "d3-e3W", "e2-e3A", "f2-e3A"]);
      return true;
    });
    assert.throws(() => game.play("f2-"), { name: "FanoronaError", kind: "malformed" });
    assert.throws(() => Game.start({ variant: "chess" }), (e) => {
      assert.equal(e.kind, "unknown-name");
      assert.ok(e.known.includes("dimy"));
      return true;
    });
    assert.throws(() => Game.start({ position: "9/9/9 w" }), { name: "FanoronaError" });
    assert.throws(() => game.play(), { message: /expected a turn such as "f2-e3A", found nothing/ });
    assert.throws(() => game.turnBuilder().click("z"), { kind: "malformed" });
    assert.throws(() => game.resign("red"), { message: /expected "white" or "black"/ });
  });

  test(`a game: play, undo, resign, agree a draw, the position's text, ${build}`, async () => {
    const { Game } = await builds[build]();
    const start = Game.start();
    assert.equal(start.position, "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1");
    assert.equal(start.variant, "sivy");
    assert.equal(start.rules, "");
    assert.equal(start.sideToMove, "white");
    const played = start.play("f2-e3A");
    assert.equal(played.sideToMove, "black");
    assert.deepEqual(played.turns, ["f2-e3A"]);
    assert.equal(played.undo().position, start.position);
    assert.equal(start.undo(), null);
    assert.deepEqual(start.play("f2-e3A").turns, ["f2-e3A"], "games are values: start is unchanged");
    assert.deepEqual(start.resign("white").outcome, {
      winner: "black", draw: false, reason: "resignation", result: "0-1", text: "Black wins (resignation)",
    });
    assert.equal(start.agreeDraw().outcome.reason, "agreement");
    assert.equal(String(played), "Fanoron-Sivy game, 1 turn, Black to move");
    assert.ok(Game.variants().includes("telo"));
    assert.ok(Game.presets().includes("youzai"));
    const from = Game.start({ variant: "dimy", position: "BBBBB/BBBBB/BW1BW/WWWWW/WWWWW b 0 1" });
    assert.equal(from.sideToMove, "black");
  });
}

for (const build of ["wasm", "js"]) {
  test(`records written as the JVM writes them and read back, ${build}`, async () => {
    const { Game, writeRecord, readRecord } = await builds[build]();
    records.forEach((item, i) => {
      const where = `seed ${SEED}, record ${i} (${item.variant} ${item.rules})`;
      let game = Game.start({ variant: item.variant, rules: item.rules || undefined });
      for (const t of item.turns) {
        game = game.play(t);
      }
      for (const [format, text] of Object.entries(item.written)) {
        assert.equal(writeRecord(game, format, { White: 'Ann "A"', Event: "club night" }), text, `${where}, ${format}`);
        const read = readRecord(text, format);
        assert.equal(read.format, format, where);
        assert.equal(read.legal, true, `${where}, ${format}: ${JSON.stringify(read.problems)}`);
        assert.deepEqual(read.game.turns, item.turns, `${where}, ${format}`);
        assert.equal(read.game.position, game.position, `${where}, ${format}`);
      }
      assert.equal(readRecord(item.written.pgn).format, "pgn", where);
    });
    const illegal = readRecord("1. f2-e3A c3-d4W 2. a1-a2 *");
    assert.equal(illegal.legal, false);
    assert.equal(illegal.problems[0].severity, "error");
    assert.ok(illegal.problems[0].legalTurns.length > 0);
    assert.deepEqual(illegal.game.turns, ["f2-e3A", "c3-d4W"]);
    assert.equal(readRecord('[White "Ann"]\n\n1. f2-e3A *').tags.White, "Ann");
    assert.throws(() => readRecord("1. f2-e3A *", "chess"), { kind: "unknown-name" });
    assert.equal(writeRecord(Game.start()), '[Result "*"]\n\n*\n');
  });

  test(`searches by depth and level equal the JVM's, ${build}`, async () => {
    const { Game, search, levels } = await builds[build]();
    assert.deepEqual(levels().map((l) => l.number), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.equal(levels()[0].name, "beginner");
    for (const [i, item] of searches.entries()) {
      let game = Game.start({ variant: item.variant, rules: item.rules || undefined });
      for (const t of item.turns) {
        game = game.play(t);
      }
      const r = search(game, item.limits);
      const where = `seed ${SEED}, search ${i}: ${JSON.stringify(item.limits)} after ${item.turns.join(" ")}`;
      assert.deepEqual(
        [r.best, r.pv, r.score, r.scoreText, r.depth, r.nodes],
        [item.best, item.pv, item.score, item.scoreText, item.depth, item.nodes],
        where,
      );
      assert.equal(typeof r.elapsedMs, "number");
    }
    const timed = search(Game.start(), { timeMs: 50 });
    assert.ok(timed.depth >= 1 && Game.start().legalTurns().includes(timed.best));
    assert.throws(() => search(Game.start(), {}), { message: /give the search a depth/ });
  });
}

test("the rules build has the games and clicks and nothing of the records or the engine", async () => {
  const rules = await builds.rules();
  assert.equal(rules.backend, "wasm");
  assert.deepEqual(Object.keys(rules).sort(), ["Click", "Game", "TurnBuilder", "backend"]);
  assert.deepEqual(rules.Game.start().legalTurns(), ["d2-e3A", "e2-e3A", "f2-e3A", "d3-e3A", "d3-e3W"]);
});

test("no Java name shows through the WebAssembly build", async () => {
  const { Game, search, readRecord } = await builds.wasm();
  const game = Game.start();
  const click = game.turnBuilder().click("d3");
  const seen = [game, game.turnBuilder(), click, click.builder.options("e3")[0], game.drawState,
    search(game, { depth: 2 }), readRecord("1. f2-e3A *"), Game.start().resign("black").outcome];
  for (const value of seen) {
    for (let o = value; o !== null && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
      for (const name of Object.getOwnPropertyNames(o)) {
        assert.doesNotMatch(name, /\$|java|^get[A-Z]|^is[A-Z]/, `property ${name}`);
      }
      assert.doesNotMatch(o.constructor?.name ?? "", /\$|java/);
    }
  }
  for (const C of [Game]) {
    for (const name of Object.getOwnPropertyNames(C)) {
      assert.doesNotMatch(name, /\$|java/, `static ${name}`);
    }
  }
  assert.throws(() => game.play("x"), (e) => !/java\./.test(e.message) && !/java\./.test(e.name));
});
