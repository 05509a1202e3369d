// "fanorona/rules": the games and the turn builder of the package "fanorona" without its records
// and engine, a smaller download. The declarations are the whole package's (index.d.ts).
export { Game, TurnBuilder, Click } from "./index.js";
export type {
  Backend,
  Side,
  CaptureKind,
  OutcomeReason,
  Stage,
  ClickKind,
  Outcome,
  DrawState,
  Step,
  StartOptions,
  FanoronaError,
} from "./index.js";

/** Which build loaded: "wasm", or "js" where WebAssembly GC is missing. */
export declare const backend: import("./index.js").Backend;
