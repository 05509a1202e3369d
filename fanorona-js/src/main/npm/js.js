// "fanorona/js": the JavaScript build alone, whatever the engine supports (for tests and for
// engines whose WebAssembly GC is to be avoided).
export { Game, TurnBuilder, Click, readRecord, writeRecord, search, levels, perft } from "./js/fanorona.js";
export const backend = "js";
