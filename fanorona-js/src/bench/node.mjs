// Times, in one run each, perft 6 from the Sivy start and a depth-6 hint from it in the package's
// builds under Node: node node.mjs DIR, DIR holding node_modules/fanorona (the run script's
// target/node-test does). benchmarks/README.md, "The npm package", records the figures.
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const dir = resolve(process.argv[2] ?? ".");
const from = (spec) => import(pathToFileURL(createRequire(join(dir, "x.js")).resolve(spec)).href);
console.log(`node ${process.version}`);
for (const [name, spec] of [["wasm", "fanorona"], ["js", "fanorona/js"]]) {
  const { Game, perft, search, backend } = await from(spec);
  let t = performance.now();
  const n = perft(Game.start(), 6);
  const perftMs = performance.now() - t;
  t = performance.now();
  const hint = search(Game.start(), { depth: 6 });
  const hintMs = performance.now() - t;
  console.log(`${name} (${backend}): perft 6 = ${n} in ${perftMs.toFixed(0)} ms; ` +
    `depth-6 hint ${hint.best} ${hint.scoreText}, ${hint.nodes} nodes, in ${hintMs.toFixed(0)} ms`);
}
