// Loads one of the package's WebAssembly (GC) builds, or its JavaScript build where the engine
// cannot run WebAssembly GC (Node before 22, Safari before 18.2, older browsers) or the page's
// Content-Security-Policy forbids what TeaVM's loader needs (`new Function`).
//
// TeaVM compiled the library to both; its loader (wasm/runtime.js) instantiates a .wasm file and
// hands back the exported classes and functions, the same names the JavaScript build exports.

// The smallest module with a GC type (an empty struct): valid only where WebAssembly GC is.
const GC_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 3, 1, 0x5f, 0]);

function hasWasmGc() {
  try {
    return typeof WebAssembly === "object" && WebAssembly.validate(GC_PROBE);
  } catch {
    return false;
  }
}

// TeaVM's WebAssembly loader makes the exported classes' functions with `new Function`, which a
// page's Content-Security-Policy without 'unsafe-eval' forbids: such a page gets the JavaScript
// build, which evaluates no text.
function canMakeFunctions() {
  try {
    return typeof new Function("return 1") === "function";
  } catch {
    return false;
  }
}

/**
 * @param {string} name the .wasm file's name in wasm/, without ".wasm"
 * @param {() => Promise<object>} fallback imports the JavaScript build
 * @returns {Promise<{api: object, backend: "wasm" | "js"}>}
 */
export async function load(name, fallback) {
  if (hasWasmGc() && canMakeFunctions()) {
    try {
      await import("./wasm/runtime.js");
      const url = new URL("./wasm/" + name + ".wasm", import.meta.url);
      // In Node the loader reads a file path; in a browser it fetches the URL.
      const source = url.protocol === "file:"
        ? (await import("node:url")).fileURLToPath(url)
        : url.href;
      const teavm = await globalThis.TeaVM.wasmGC.load(source);
      return { api: teavm.exports, backend: "wasm" };
    } catch (e) {
      // A module this engine cannot compile (a GC it has, another proposal it lacks): use the
      // JavaScript build. Any other failure (a missing file, a network error) is the caller's.
      if (!(e instanceof WebAssembly.CompileError || e instanceof WebAssembly.LinkError)) {
        throw e;
      }
    }
  }
  return { api: await fallback(), backend: "js" };
}
