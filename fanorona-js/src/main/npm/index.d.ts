// The package "fanorona": the rules of Fanorona exactly, with the turn builder's clicks, records and
// an engine, compiled from the Java library (io.github.fanorona) to WebAssembly GC, with a
// JavaScript build where WebAssembly GC is missing. Every value is immutable: playing or clicking
// answers a new value. Points are written "e3", turns in A/W notation ("f2-e3A", "d3-e3W-e4A").

/** Which build loaded: WebAssembly GC, or the JavaScript fallback. */
export type Backend = "wasm" | "js";

/** A side of the board. */
export type Side = "white" | "black";

/** How a step captures: by approach (moving towards the line) or by withdrawal (away from it). */
export type CaptureKind = "approach" | "withdrawal";

/** Why a game ended. */
export type OutcomeReason =
  | "no-stones"
  | "no-legal-turn"
  | "repetition"
  | "no-capture-limit"
  | "resignation"
  | "agreement"
  | "alignment"
  | "vela-no-capture";

/** The record formats: PGN-style, the A/W move log, Gamerz-style and Boardspace's SGF. */
export type RecordFormat = "pgn" | "aw" | "gamerz" | "sgf";

/** What the next click of a turn is for (TurnBuilder.Stage in the Java library). */
export type Stage =
  | "no-turn" // no turn is legal: the game is over
  | "drop" // a stone from hand is to be dropped (Fanoron-Telo's first phase)
  | "must-huff" // an enemy stone must be huffed first (under huffing)
  | "select" // a stone that glows is to be selected
  | "target" // a stone is selected: a dot is to be clicked, or another stone
  | "chain" // the stone captured and may capture again, or stop where it may
  | "complete"; // the clicks make a whole turn

/** What a click did (Click.Kind in the Java library). */
export type ClickKind =
  | "huffed"
  | "selected"
  | "reselected"
  | "deselected"
  | "stepped"
  | "needs-choice"
  | "finished"
  | "refused";

/** How a game ended. */
export interface Outcome {
  /** The winner, or null for a draw. */
  readonly winner: Side | null;
  readonly draw: boolean;
  readonly reason: OutcomeReason;
  /** "1-0", "0-1" or "1/2-1/2". */
  readonly result: string;
  /** In words: "Black wins (no stones)". */
  readonly text: string;
}

/** How near the draw rules are; a limit of 0 is a rule that is off. */
export interface DrawState {
  /** How often the current position has occurred (same side to move). */
  readonly repetitions: number;
  /** After how many occurrences the game is drawn. */
  readonly repetitionLimit: number;
  /** Half-moves since the last capture. */
  readonly pliesSinceCapture: number;
  /** After how many half-moves without a capture the game is drawn. */
  readonly noCaptureLimit: number;
}

/** One step of a turn being clicked. */
export interface Step {
  readonly from: string;
  readonly to: string;
  /** How it captures, or null for a plain (paika) step. */
  readonly capture: CaptureKind | null;
  /** The stones it takes. */
  readonly captured: string[];
  /** In A/W notation: "d3-e3A". */
  readonly text: string;
}

/** What Game.start takes; each may be left out. */
export interface StartOptions {
  /** A variant's name (Game.variants(), or "board:WxH"); "sivy" when left out. */
  variant?: string;
  /**
   * A preset's name (Game.presets()), a comma list of options ("chain=mandatory,huffing=on") or
   * both ("youzai,no-capture-draw=50"); the variant's own rules when left out.
   */
  rules?: string;
  /** A position as text ("9/9/4B4/9/W7W w 0 1"); the variant's start when left out. */
  position?: string;
}

/** A game: the position, the turns played, the legal turns and how it ended. */
export declare class Game {
  private constructor();
  /** Starts a game. Throws a FanoronaError for an unknown variant, bad rules or a bad position. */
  static start(options?: StartOptions): Game;
  /** The names of the variants Game.start knows, besides boards named by size ("board:3x5"). */
  static variants(): string[];
  /** The names of the rule presets. */
  static presets(): string[];
  /** The variant's name. */
  readonly variant: string;
  /** The options that differ from the standard rules, as a comma list ("" for the standard). */
  readonly rules: string;
  /** The position as text, which Game.start reads back. */
  readonly position: string;
  readonly startPosition: string;
  readonly sideToMove: Side;
  readonly turnNumber: number;
  /** The turns played, in A/W notation. */
  readonly turns: string[];
  readonly over: boolean;
  /** How the game ended, or null while it goes on. */
  readonly outcome: Outcome | null;
  readonly drawState: DrawState;
  /** The legal turns in A/W notation; none once the game is over. */
  legalTurns(): string[];
  /**
   * Plays a turn written in A/W notation ("f2-e3A", a paika step "e2-e3"). Throws a FanoronaError:
   * kind "malformed", "illegal" (with legalTurns) or "ambiguous" (with candidates).
   */
  play(turn: string): Game;
  /** The game before the last turn, or null at the start. */
  undo(): Game | null;
  /** The game ended by a resignation of that side. */
  resign(side: Side): Game;
  /** The game ended as a draw both players agreed. */
  agreeDraw(): Game;
  /** A turn to enter click by click in the current position. */
  turnBuilder(): TurnBuilder;
  /** In words: "Fanoron-Sivy game, 2 turns, White to move". */
  toString(): string;
}

/**
 * A turn entered click by click: which stones glow, where the dots are, the approach/withdrawal
 * choice, "stop here". Queries never throw; a click that leads to no legal turn is refused.
 */
export declare class TurnBuilder {
  private constructor();
  readonly stage: Stage;
  /** The stones that may start the turn (those that glow). */
  readonly stones: string[];
  /** The points the selected stone may step to next (the dots). */
  readonly targets: string[];
  /** The enemy stones that may be huffed before the turn (under huffing). */
  readonly huffChoices: string[];
  /** The points a stone from hand may be dropped on (Fanoron-Telo). */
  readonly drops: string[];
  /** Where the selected stone stands now, or null. */
  readonly stone: string | null;
  /** The enemy stone huffed by this turn so far, or null. */
  readonly huffed: string | null;
  /** The steps taken so far. */
  readonly steps: Step[];
  /** Whether "stop here" would finish the turn. */
  readonly canStop: boolean;
  /** The position the turn starts from. */
  readonly position: string;
  /** The board after the clicks so far, to draw in the middle of a turn. */
  readonly preview: string;
  /** The steps to a point: one, or an approach and a withdrawal to choose from. */
  options(point: string): Step[];
  /**
   * Clicks a point: drops, huffs, selects, lets go or steps, as the stage says. A capture kind says
   * in advance which capture a dot means. Throws a FanoronaError only for a malformed point.
   */
  click(point: string, capture?: CaptureKind): Click;
  /** The "stop here" button: finishes the turn where it may stop, is refused elsewhere. */
  stop(): Click;
  /** The builder before the last click, or null when nothing was clicked. */
  back(): TurnBuilder | null;
  toString(): string;
}

/** What one click did, and the builder after it. */
export declare class Click {
  private constructor();
  readonly kind: ClickKind;
  /** What the click did in words, or why it was refused and what is possible. */
  readonly message: string;
  /** The builder after the click (the same one after a refused click). */
  readonly builder: TurnBuilder;
  /** The turn the click finished, in A/W notation, or null. */
  readonly turn: string | null;
  /** The steps to choose from after a "needs-choice" click. */
  readonly options: Step[];
  /**
   * Answers a "needs-choice" click: a capture kind, or null for the plain step that huffing offers
   * beside a capture. Throws an Error if the click needs no choice.
   */
  choose(capture: CaptureKind | null): Click;
  toString(): string;
}

/** The library's errors: an Error named "FanoronaError" with what the library knows. */
export interface FanoronaError extends Error {
  readonly name: "FanoronaError";
  readonly kind: "malformed" | "illegal" | "ambiguous" | "unknown-name" | "position-mismatch";
  /** The message without its place. */
  readonly reason: string;
  readonly line: number;
  readonly column: number;
  readonly moveNumber: number;
  /** An illegal turn's legal turns. */
  readonly legalTurns?: string[];
  /** An ambiguous turn's candidates. */
  readonly candidates?: string[];
  /** An unknown name's known names. */
  readonly known?: string[];
}

/** A problem of a record. */
export interface Problem {
  readonly severity: "error" | "warning";
  readonly message: string;
  readonly line: number;
  readonly column: number;
  /** The turn's number in the record, from 1, or 0. */
  readonly turn: number;
  /** Where the problem is an illegal turn, the legal turns. */
  readonly legalTurns: string[];
}

/** A record read: its first game. */
export interface GameRecord {
  readonly format: RecordFormat;
  readonly tags: Record<string, string>;
  readonly result: string;
  /** The turns as written. */
  readonly turns: string[];
  /** The game, replayed up to its first illegal turn. */
  readonly game: Game;
  /** Whether every turn was legal. */
  readonly legal: boolean;
  readonly problems: Problem[];
}

/**
 * Reads the first game of a record and replays it; the format is told from the text when left
 * out. Throws a FanoronaError if the text holds no game or its structure is broken.
 */
export declare function readRecord(text: string, format?: RecordFormat): GameRecord;

/** Writes a game as a record ("pgn" when left out), with tags such as {White: "Ann"}. */
export declare function writeRecord(
  game: Game,
  format?: RecordFormat,
  tags?: Record<string, string>,
): string;

/** The limits of a search: a depth, a time, both (whichever comes first), or a level (1 to 9). */
export type SearchLimits =
  | { depth: number; timeMs?: number; level?: undefined }
  | { timeMs: number; depth?: number; level?: undefined }
  | { level: number; depth?: undefined; timeMs?: undefined };

/** What a search found. */
export interface SearchResult {
  /** The best turn. */
  readonly best: string;
  /** The line the engine expects, the best turn first. */
  readonly pv: string[];
  /** Hundredths of a stone for the side to move; a win or loss beyond ±10000. */
  readonly score: number;
  /** The score as a player reads it: "+1.25", "win in 7". */
  readonly scoreText: string;
  readonly depth: number;
  readonly nodes: number;
  readonly elapsedMs: number;
  /** Whether the score is a forced win or loss. */
  readonly forced: boolean;
}

/** One of the engine's levels. */
export interface Level {
  readonly number: number;
  readonly name: string;
}

/** Searches the game's position with the engine, on the calling thread. */
export declare function search(game: Game, limits: SearchLimits): SearchResult;

/** The engine's levels, weakest first: 1 "beginner" to 9 "strongest". */
export declare function levels(): Level[];

/** Counts the sequences of legal turns of a depth from the game's position (perft). */
export declare function perft(game: Game, depth: number): number;

/** Which build loaded. */
export declare const backend: Backend;
