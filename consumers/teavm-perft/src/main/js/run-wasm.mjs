// Runs the WebAssembly build of PerftMain: node run-wasm.mjs DIR DEPTH, where DIR holds perft.wasm
// and TeaVM's loader perft.wasm-runtime.js. WebAssembly GC needs Node 22 or later.
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [dir, depth] = process.argv.slice(2);
await import(pathToFileURL(join(dir, "perft.wasm-runtime.js")).href);
const teavm = await globalThis.TeaVM.wasmGC.load(join(dir, "perft.wasm"));
teavm.exports.main([depth]);
