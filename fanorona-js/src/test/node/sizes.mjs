// Checks the package's budgets (benchmarks/README.md): what a page downloads to load the package,
// gzipped, at most 300 KB with the engine (the entry, the loader, the runtime and fanorona.wasm)
// and 150 KB without it (fanorona/rules: rules.wasm in place of fanorona.wasm).
// Usage: node sizes.mjs PACKAGE_DIR; prints the sizes and exits non-zero when one is over.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dir = process.argv[2];
const gz = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const budgets = [
  ["with the engine", ["index.js", "load.js", "wasm/runtime.js", "wasm/fanorona.wasm"], 300 * 1024],
  ["without it (rules)", ["rules.js", "load.js", "wasm/runtime.js", "wasm/rules.wasm"], 150 * 1024],
  ["JavaScript fallback", ["js.js", "js/fanorona.js"], Infinity],
];
let over = false;
for (const [name, files, budget] of budgets) {
  const total = files.reduce((sum, f) => sum + gz(f), 0);
  const limit = budget === Infinity ? "no budget" : `budget ${budget / 1024} KB`;
  console.log(`${name}: ${(total / 1024).toFixed(1)} KB gzipped (${files.join(" + ")}; ${limit})`);
  over ||= total > budget;
}
if (over) {
  console.error("sizes: over budget");
  process.exit(1);
}
