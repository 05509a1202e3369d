// A small TypeScript program on the package, compiled with tsc --strict against its index.d.ts (and
// rules.d.ts) by src/test/node/run: the declarations must describe the API a program uses.
import { Game, search, readRecord, writeRecord, levels, perft, backend, FanoronaError } from "fanorona";
import type { Click, Outcome, SearchResult, Step, TurnBuilder } from "fanorona";
import { Game as RulesGame } from "fanorona/rules";

const game: Game = Game.start({ variant: "sivy", rules: "youzai" }).play("f2-e3A");
const turns: string[] = game.legalTurns();
const outcome: Outcome | null = game.outcome;
const winner: "white" | "black" | null = outcome === null ? null : outcome.winner;
const previous: Game | null = game.undo();

const builder: TurnBuilder = game.turnBuilder();
let click: Click = builder.click(builder.stones[0]);
for (const target of click.builder.targets) {
  const options: Step[] = click.builder.options(target);
  click = click.builder.click(target, options[0].capture ?? undefined);
}
if (click.kind === "needs-choice") {
  click = click.choose("withdrawal");
}
const finished: string | null = click.kind === "finished" ? click.turn : null;

const hint: SearchResult = search(game, { depth: 4 });
const line: string = hint.pv.join(" ");
const record = readRecord(writeRecord(game, "pgn", { White: "Ann" }));
const again: Game = record.game;
const names: string[] = levels().map((l) => l.name);
const counted: number = perft(Game.start(), 3);

try {
  game.play("a1-a2");
} catch (e) {
  if (e instanceof Error && e.name === "FanoronaError") {
    const error = e as FanoronaError;
    const legal: string[] = error.legalTurns ?? [];
    console.log(error.kind, legal.length);
  }
}

console.log(backend, turns, winner, previous?.position, finished, line, again.turns, names, counted,
  RulesGame.start().drawState.repetitions, record.problems.length);
