// Perft 1-6 of Sivy and Dimy in the package equal the JVM's (which equal the published tables).
import { test } from "node:test";
import assert from "node:assert/strict";
import { builds, expected } from "./expected.mjs";

const counts = expected("perft");

for (const build of ["wasm", "js"]) {
  test(`perft 1-6 of Sivy and Dimy, ${build}`, async () => {
    const { Game, perft, backend } = await builds[build]();
    assert.equal(backend, build);
    for (const variant of ["sivy", "dimy"]) {
      const game = Game.start({ variant });
      for (let depth = 1; depth <= 6; depth++) {
        assert.equal(perft(game, depth), counts[variant][depth - 1], `${variant} perft ${depth}`);
      }
    }
  });
}
