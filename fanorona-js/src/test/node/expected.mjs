// What the Node tests share: the JVM's answers (written by ExpectedAnswers into the directory that
// FANORONA_EXPECTED names) and the package's three builds, imported as a user imports them.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.FANORONA_EXPECTED;
if (!dir) {
  throw new Error("FANORONA_EXPECTED must name the directory of the JVM's answers");
}

/** The JVM's answers in one file of that directory. */
export function expected(name) {
  return JSON.parse(readFileSync(join(dir, name + ".json"), "utf8"));
}

/** The package's builds: its entry (WebAssembly under Node 22), the rules alone, JavaScript. */
export const builds = {
  wasm: () => import("fanorona"),
  rules: () => import("fanorona/rules"),
  js: () => import("fanorona/js"),
};

/** The seed the JVM's answers were drawn with, for the messages of failures. */
export const SEED = 20261207;

/** Starts the game a record of the JVM's answers describes. */
export function start(Game, item) {
  const options = { variant: item.variant };
  if (item.rules) {
    options.rules = item.rules;
  }
  return Game.start(options);
}
