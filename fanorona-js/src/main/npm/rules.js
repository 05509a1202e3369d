// "fanorona/rules": the rules and the clicks alone, a smaller download than the whole package.
// Where WebAssembly GC is missing it falls back to the whole package's JavaScript build.
import { load } from "./load.js";

const { api, backend } = await load("rules", () => import("./js/fanorona.js"));

export const { Game, TurnBuilder, Click } = api;
export { backend };
