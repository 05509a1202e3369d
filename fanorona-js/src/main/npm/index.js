// The package "fanorona": the rules, the records and the engine. See README.md and index.d.ts.
import { load } from "./load.js";

const { api, backend } = await load("fanorona", () => import("./js/fanorona.js"));

export const { Game, TurnBuilder, Click, readRecord, writeRecord, search, levels, perft } = api;
export { backend };
