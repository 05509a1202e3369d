// The play page's games against the computer, played in the page: the rules package (the library
// compiled by TeaVM, served by the site under ASSETS.package) answers every click, the engine's
// worker (engine.js) plays the computer's turns and the hints, and the game is sent to the server
// whole (keep.js: POST .../sync), which checks every turn again and stores it. Nothing here needs the
// network while a game is played: a game played offline is kept in localStorage and sent when the
// server answers again. The state this file makes has the server's shape (BoardState), so that the
// board and the panel (board.js, play.js) draw either.
"use strict";

const local = {
  // the package's exports (Game, ...), once loaded
  rules: null,
  worker: null,
  searches: new Map(),
  nextSearch: 1,
  // the game sent last, while a sync is on its way
  syncing: false,
  retry: 0
};

/** Loads the package and starts the engine's worker; resolves to whether the page can use them. */
async function loadRules() {
  if (typeof ASSETS === "undefined" || !ASSETS.package || typeof Worker === "undefined") {
    return false;
  }
  try {
    local.rules = await import(ASSETS.package + "index.js");
    const worker = new Worker(ASSETS["engine.js"], { type: "module" });
    const loaded = new Promise((resolve) => {
      worker.onmessage = (e) => {
        if (e.data.loaded || e.data.failed) {
          document.body.dataset.engine = e.data.backend || "";
          resolve(!!e.data.loaded);
        } else {
          const done = local.searches.get(e.data.id);
          local.searches.delete(e.data.id);
          if (done) {
            done(e.data);
          }
        }
      };
    });
    worker.postMessage({ load: new URL(ASSETS.package + "index.js", location.href).href });
    local.worker = worker;
    if (!(await loaded)) {
      // no engine in the page: the computer must play on the server, so the server plays it all
      local.rules = null;
      return false;
    }
    document.body.dataset.rules = local.rules.backend;
    return true;
  } catch (e) {
    // no package (an old browser, a blocked module): the server answers every click instead
    local.rules = null;
    return false;
  }
}

// ------------------------------------------------------------------ the page's copy of a game

/** The board of a position's text, as the page draws it. */
function parseBoard(text) {
  const f = text.trim().split(/\s+/);
  const rows = f[0].split("/");
  const b = { width: 0, height: rows.length, white: [], black: [], huffable: [] };
  rows.forEach((row, i) => {
    const y = rows.length - 1 - i;
    let x = 0;
    for (let j = 0; j < row.length;) {
      const digits = /^[0-9]+/.exec(row.slice(j));
      if (digits) {
        x += parseInt(digits[0], 10);
        j += digits[0].length;
        continue;
      }
      const c = row[j];
      const name = pointName(x, y);
      (c.toUpperCase() === "W" ? b.white : b.black).push(name);
      if (c === "w" || c === "b") {
        b.huffable.push(name);
      }
      x++;
      j++;
    }
    b.width = Math.max(b.width, x);
  });
  // in the board's order, row 1 first, as the server lists them (the board draws them so)
  const index = (name) => parsePoint(name).y * 1000 + parsePoint(name).x;
  for (const list of [b.white, b.black, b.huffable]) {
    list.sort((p, q) => index(p) - index(q));
  }
  // a placement position has the stones in hand after the side: "... w 12 12 0 1"
  b.placement = f.length >= 6;
  b.whiteInHand = b.placement ? parseInt(f[2], 10) : 0;
  b.blackInHand = b.placement ? parseInt(f[3], 10) : 0;
  return b;
}

const letterOf = (kind) => (kind === "approach" ? "A" : kind === "withdrawal" ? "W" : "-");
const sideLetter = (side) => side[0];

/**
 * A turn as the board draws it ({text, drop, path, approach, withdrawal, steps, huffed}), found by
 * clicking it through the turn builder of the game before it: the stones each step takes are the
 * library's, not guessed here. The text carries the counts the move list shows ("d3-e3W1").
 */
function turnDetail(before, text) {
  let rest = text;
  let huffed = "";
  if (rest[0] === "x" && rest.includes(":")) {
    huffed = rest.slice(1, rest.indexOf(":"));
    rest = rest.slice(rest.indexOf(":") + 1);
  }
  const parts = rest.split("-");
  const d = { text: text, drop: parts.length === 1, path: [parts[0]], approach: [], withdrawal: [], steps: [], huffed: huffed };
  if (d.drop) {
    return d;
  }
  let b = before.turnBuilder();
  if (huffed) {
    b = b.click(huffed).builder;
  }
  b = b.click(parts[0]).builder;
  let counted = (huffed ? "x" + huffed + ":" : "") + parts[0];
  parts.slice(1).forEach((part, i) => {
    const letter = /[AW]$/.test(part) ? part.slice(-1) : "";
    const to = letter ? part.slice(0, -1) : part;
    const kind = letter === "A" ? "approach" : letter === "W" ? "withdrawal" : null;
    const step = b.options(to).find((s) => s.capture === kind);
    const taken = step ? step.captured : [];
    d.path.push(to);
    d.steps.push(taken);
    if (kind) {
      d[kind].push(...taken);
    }
    counted += "-" + to + (letter ? letter + taken.length : "");
    if (i + 2 < parts.length) {
      const c = b.click(to, kind || undefined);
      b = (c.kind === "needs-choice" ? c.choose(kind) : c).builder;
    }
  });
  d.text = counted;
  return d;
}

/** Plays a turn on the page's game, its entry in the move list kept. */
function playLocal(g, text) {
  const before = g.game;
  g.game = before.play(text);
  const canonical = g.game.turns[g.game.turns.length - 1];
  g.history.push({ n: before.turnNumber, side: sideLetter(before.sideToMove), detail: turnDetail(before, canonical) });
  afterTurn(g);
}

function afterTurn(g) {
  g.builder = g.game.turnBuilder();
  g.pending = null;
  g.message = "";
  g.hint = null;
  g.version++;
}

/**
 * The page's copy of a server's game state: its start, its rules and its turns replayed with the
 * package. Null if the package's answer differs from the server's (rules the package reads
 * otherwise): that game is then clicked through the server, as before.
 */
function adopt(s) {
  try {
    const start = local.rules.Game.start({ variant: s.variant, rules: s.rules || undefined, position: s.start });
    const g = { id: s.id, variant: s.variant, variantName: s.variantName, preset: s.preset, level: s.level, human: s.human, drawMoves: s.drawMoves, start: start, game: start, history: [], resigned: false, version: 0, sent: 0 };
    for (const m of s.moves) {
      playLocal(g, m.text);
    }
    if (s.outcome && s.outcome.reason === "RESIGNATION" && !g.game.over) {
      g.game = g.game.resign(s.human === "w" ? "white" : "black");
      g.resigned = true;
    }
    afterTurn(g);
    g.sent = g.version;
    // the turns the server has, which a sync keeps (keep.js)
    g.server = g.game.turns.slice();
    return g.game.position === s.position && g.game.rules === s.rules ? g : null;
  } catch (e) {
    return null;
  }
}

/** The page's game as the server would answer it (BoardState). */
function localState(g) {
  const game = g.game;
  const b = g.builder;
  const toMove = sideLetter(game.sideToMove);
  const humanToMove = !game.over && toMove === g.human;
  const clicking = humanToMove && !g.pending;
  const board = parseBoard(b.preview);
  const steps = b.steps;
  const o = game.outcome;
  const strong = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if ((x + y) % 2 === 0) {
        strong.push(pointName(x, y));
      }
    }
  }
  return {
    id: g.id, variant: g.variant, variantName: g.variantName, preset: g.preset, rules: game.rules,
    level: g.level, width: board.width, height: board.height, strong: strong, human: g.human,
    toMove: toMove, white: board.white, black: board.black, placement: board.placement,
    whiteInHand: board.whiteInHand, blackInHand: board.blackInHand,
    huffable: humanToMove ? parseBoard(game.position).huffable : [],
    stage: humanToMove ? b.stage.toUpperCase().replace("-", "_") : game.over ? "OVER" : "WAIT",
    glow: clicking ? b.stones : [], selected: b.stone || "", targets: clicking ? b.targets : [],
    huffs: humanToMove ? b.huffChoices : [], drops: humanToMove ? b.drops : [],
    canStop: humanToMove && steps.length > 0 && b.canStop,
    path: steps.length ? [steps[0].from].concat(steps.map((st) => st.to)) : [],
    taken: [...new Set(steps.flatMap((st) => st.captured))],
    choice: g.pending ? g.pending.options.map((st) => ({ kind: letterOf(st.capture), from: st.from, to: st.to, captured: st.captured })) : [],
    moves: g.history.map((h) => ({ n: h.n, side: h.side, text: h.detail.text })),
    last: g.history.length ? g.history[g.history.length - 1].detail : null,
    hint: g.hint,
    outcome: o ? { result: o.result, winner: o.winner ? sideLetter(o.winner) : "", reason: o.reason.toUpperCase().replace(/-/g, "_") } : null,
    computerToMove: !game.over && toMove !== g.human,
    canUndo: !game.over && g.history.some((h) => h.side === g.human),
    message: g.message, drawMoves: g.drawMoves, start: game.startPosition, position: game.position,
    local: true
  };
}

// ------------------------------------------------------------------ what the buttons do

/** Searches the page's game in the worker: resolves to the best turn's text, or null. */
function searchLocal(g, limits) {
  const id = local.nextSearch++;
  return new Promise((resolve) => {
    local.searches.set(id, (answer) => resolve(answer.best || null));
    local.worker.postMessage({ id: id, variant: g.variant, rules: g.game.rules || undefined, start: g.game.startPosition, turns: g.game.turns, limits: limits });
  });
}

/** One click, as Play.clicked does it on the server: a choice answered, or the builder's click. */
function clickLocal(g, point, capture) {
  let c;
  if (g.pending && capture) {
    const letter = capture === "-" ? null : capture === "A" ? "approach" : "withdrawal";
    if (g.pending.options[0].to !== point || !g.pending.options.some((st) => st.capture === letter)) {
      return;
    }
    c = g.pending.choose(letter);
  } else {
    // a click elsewhere while a choice is pending drops the choice and counts as a click
    c = g.builder.click(point);
  }
  if (c.kind === "finished") {
    playLocal(g, c.turn);
  } else if (c.kind === "refused") {
    g.message = c.message;
  } else {
    g.builder = c.builder;
    g.pending = c.kind === "needs-choice" ? c : null;
    g.message = "";
  }
}

/**
 * Does what a game's route would do on the server, in the page, and shows the state after it:
 * the play page's act() for a game the page plays itself.
 */
async function actLocal(action, body) {
  const g = page.game;
  const humanToMove = !g.game.over && sideLetter(g.game.sideToMove) === g.human;
  try {
    if (action === "click" && humanToMove) {
      clickLocal(g, body.point, body.capture);
    } else if (action === "stop" && humanToMove) {
      const c = g.builder.stop();
      if (c.kind === "finished") {
        playLocal(g, c.turn);
      } else {
        g.message = c.message;
      }
    } else if (action === "cancel") {
      afterTurn(g);
    } else if (action === "turn" && humanToMove) {
      playLocal(g, body.text);
    } else if (action === "undo" && !g.game.over) {
      let back = g.game;
      while (back.undo() && !(sideLetter(back.undo().sideToMove) === g.human && !back.undo().over)) {
        back = back.undo();
      }
      if (back.undo()) {
        g.game = back.undo();
        g.history.length = g.game.turns.length;
        afterTurn(g);
      }
    } else if (action === "resign" && !g.game.over) {
      g.game = g.game.resign(g.human === "w" ? "white" : "black");
      g.resigned = true;
      afterTurn(g);
    } else if (action === "level") {
      g.level = body.level;
      g.version++;
    } else if (action === "computer" || action === "hint") {
      return await searched(g, action);
    }
  } catch (e) {
    // a typed turn the rules refuse: the library's own sentence, as the server says it
    showError({ error: "illegal_turn", message: String(e && e.message ? e.message : e) });
    return null;
  }
  return showLocal(g, false);
}

/** The computer's turn or a hint, searched in the worker while the page shows it is busy. */
async function searched(g, action) {
  const game = g.game;
  page.pending++;
  setBusy();
  let best;
  try {
    best = await searchLocal(g, action === "computer" ? { level: g.level } : { depth: 4, timeMs: 500 });
  } finally {
    page.pending--;
  }
  if (page.game !== g || g.game !== game || !best) {
    // undone, resigned or left meanwhile: the search answers a game that is no more
    setBusy();
    return null;
  }
  if (action === "computer") {
    playLocal(g, best);
  } else {
    g.hint = turnDetail(game, best);
  }
  return showLocal(g, true);
}

async function showLocal(g, animate) {
  const s = localState(g);
  if (s.message) {
    // the game as it was, with the library's reason, as the server answers a refused click
    page.state = s;
    showRefusal(s);
  } else {
    clearMessage();
    await show(s, animate);
  }
  keepLocal(g);
  return s;
}

/** The board after the first turns of the page's game, for the move list's replay. */
function replayLocal(turns) {
  const g = page.game;
  let game = g.start;
  for (const t of g.game.turns.slice(0, turns)) {
    game = game.play(t);
  }
  const b = parseBoard(game.position);
  return { turn: turns, white: b.white, black: b.black, last: g.history[turns - 1].detail };
}
