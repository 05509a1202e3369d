// The play page: shows a game's state (the board is board.js's) and does what its clicks and
// buttons ask. A game against the computer is played with the rules in the page (local.js), which
// answer every click without a request; a club game's actions go to the server on its socket, and
// where the page has no rules package, a game's clicks go to the JSON API (TurnBuilder.click there).
"use strict";

const page = {
  state: null,
  // the page's own copy of a game against the computer, played with the rules package (local.js)
  game: null,
  options: null,
  // The sentence shown in #message, as its key and values (say), so that it follows the language.
  said: null,
  timer: 0,
  pending: 0,
  animating: 0,
  // The index of the turn whose board is shown instead of the game's (a replay), or -1.
  replay: -1,
  // Where a game's routes are: the computer's games, or the club's (club.js).
  api: "/api/games/",
  // The club's games send their actions over the game's WebSocket (club.js); null: by POST.
  send: null,
  // The club's words for a winner (club.js); null: "you" or "the computer".
  winner: null,
  // The club's words for why a game ended (club.js: a loss on time, a claimed game); null: the
  // library's reason.
  reason: null
};

const settings = { animate: true, sounds: false };

function setBusy() {
  document.body.dataset.busy = page.pending > 0 || page.timer || page.animating ? "1" : "0";
}

// ------------------------------------------------------------------ talking to the server

async function call(method, path, body) {
  page.pending++;
  setBusy();
  try {
    const init = { method: method, headers: {}, credentials: "same-origin" };
    // The server takes a change only as JSON from its own pages (issue 34): every POST says so.
    if (method !== "GET") {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body === undefined ? {} : body);
    }
    const r = await fetch(path, init);
    const json = await r.json();
    if (!r.ok) {
      showError(json);
      return null;
    }
    return json;
  } catch (e) {
    showError({ error: "network", message: String(e) });
    return null;
  } finally {
    page.pending--;
    setBusy();
  }
}

function showError(err) {
  const again = err.error === "busy" || err.error === "network" || err.error === "store_unavailable";
  if (again && page.state && page.state.computerToMove) {
    // The computer's queue was full, or the server was away (a restart: the game is stored, and
    // the new server takes it up): ask again in a moment rather than leave the game stuck.
    setTimeout(scheduleComputer, 1000);
  }
  if (err.error === "illegal_turn") {
    // A typed turn's reason is the library's own sentence, in English: said so, not translated.
    say("error.typed", { why: err.message }, err.error, err.message);
    return;
  }
  // The refusal's reason in the page's language, with what to do: by its key (the code and its
  // detail, such as too_many_games.per_minute), else by its code, else the general sentence.
  const known = (k) => k && TEXTS.en["refused." + k] !== undefined;
  const key = known(err.key) ? "refused." + err.key
    : known(err.error) ? "refused." + err.error
    : err.error === "busy" ? "error.busy" : err.error === "network" ? "error.network" : "error.other";
  say(key, {}, err.error || "", err.message || "");
}

/**
 * Shows a sentence of the page by its key (none: clears it), kept as its key and values so that a
 * language switch says it again in the new language ({@link sayAgain}). {@code error} marks it as
 * a refusal (its code, or "refused" for a refused click); {@code title} is the server's own words.
 */
function say(key, vars, error, title) {
  page.said = key ? { key: key, vars: vars || {}, error: error || "", title: title || "" } : null;
  sayAgain();
}

/** Writes the sentence kept by {@link say} in the page's language now. */
function sayAgain() {
  const m = $("message");
  const said = page.said;
  m.textContent = said ? I18N.t(said.key, said.vars) : "";
  m.title = said ? said.title : "";
  m.dataset.error = said ? said.error : "";
  m.classList.toggle("error", !!(said && said.error));
}

function clearMessage() {
  say(null);
}

/**
 * A refused click is an ordinary answer (200, the state unchanged, its message the library's
 * reason in English): the page says the reason in the player's language from the same facts the
 * library used, the stage and what glows.
 */
function showRefusal(s) {
  const list = (a) => a.join(", ");
  let key = "refuse." + s.stage;
  if (s.stage === "CHAIN" && !s.canStop) {
    key = "refuse.CHAIN.must";
  }
  say(key, { stones: list(s.glow), targets: list(s.targets), huffs: list(s.huffs), drops: list(s.drops), stone: s.selected }, "refused", s.message);
  announce($("message").textContent);
}

async function act(action, body) {
  if (!page.state) {
    return null;
  }
  if (page.send) {
    // the answer comes back on the socket, to this page and to everyone watching
    page.send(action, body || {});
    return null;
  }
  if (page.game) {
    // a game the page plays with its own rules (local.js): no request
    return actLocal(action, body || {});
  }
  const s = await call("POST", page.api + page.state.id + "/" + action, body || {});
  if (s) {
    if (s.message) {
      page.state = s;
      showRefusal(s);
    } else {
      clearMessage();
      await show(s, action === "computer" || action === "hint");
    }
  }
  return s;
}

function cancelComputer() {
  if (page.timer) {
    clearTimeout(page.timer);
    page.timer = 0;
    setBusy();
  }
}

function delay() {
  const v = parseInt($("sel-delay").value, 10);
  // "2–3 seconds" waits a little differently each time, as a person would.
  return v >= 2000 ? 2000 + Math.floor(Math.random() * 1000) : v;
}

function scheduleComputer() {
  cancelComputer();
  const id = page.state.id;
  page.timer = setTimeout(async () => {
    page.timer = 0;
    if (page.state && page.state.id === id && page.state.computerToMove) {
      await act("computer");
    } else {
      setBusy();
    }
  }, delay());
  setBusy();
}

// ------------------------------------------------------------------ showing a state

/** Shows a state; a new turn of the computer's, or a hint, is first played on the old board. */
async function show(s, animate) {
  if (!s.local && !page.send && typeof takeUp === "function") {
    // a game as the server has it: the page plays it on with its own rules from here (local.js)
    s = takeUp(s);
  }
  const before = page.state;
  const grown = before && before.id === s.id && s.moves.length === before.moves.length + 1;
  page.state = s;
  if (page.replay >= 0) {
    // A new state (the computer's reply, say) ends a replay: the board is the game's again.
    page.replay = -1;
    delete document.body.dataset.replay;
    $("replay").classList.add("hidden");
  }
  try {
    if (!page.send) {
      localStorage.setItem("fanorona.game", s.id);
    }
  } catch (e) {
    // no storage: a reload starts a new game
  }
  const turn = grown ? s.last : s.hint && before && !before.hint ? s.hint : null;
  if (animate && settings.animate && turn && before.id === s.id) {
    page.animating++;
    setBusy();
    try {
      await animateTurn(before, turn, turn === s.hint);
    } finally {
      page.animating--;
    }
    if (page.state !== s) {
      setBusy();
      return;
    }
  }
  draw(s, false);
  panel(s);
  if (grown) {
    const m = s.moves[s.moves.length - 1];
    announce(I18N.t(m.side === "w" ? "said.white" : "said.black", { turn: m.text }));
    sound(s.outcome ? "end" : "turn");
  }
  if (s.outcome && !(before && before.id === s.id && before.outcome)) {
    gameOver(s);
  }
  if (s.computerToMove) {
    scheduleComputer();
  }
  setBusy();
}

/** Says a sentence to a screen reader, through the page's polite live region. */
function announce(text) {
  const live = $("live");
  live.textContent = "";
  // A new text node after a tick, so that the same sentence twice is read twice.
  setTimeout(() => {
    live.textContent = text;
  }, 30);
}

function outcomeText(s) {
  const o = s.outcome;
  let text = o.winner === "w" ? I18N.t("outcome.white") : o.winner === "b" ? I18N.t("outcome.black") : I18N.t("outcome.draw");
  if (o.winner && page.winner) {
    text += " — " + page.winner(o.winner);
  } else if (o.winner) {
    text += " — " + (o.winner === s.human ? I18N.t("outcome.you") : I18N.t("outcome.computer"));
  }
  return text;
}

/**
 * Why the game ended, in words: a draw by the no-capture rule names its number of moves; a club
 * game says the club's own ending (page.reason: a loss on time, a claimed game).
 */
function reasonText(s) {
  return page.reason ? page.reason(s) : I18N.t("reason." + s.outcome.reason, { moves: s.drawMoves });
}

function panel(s) {
  const body = document.body;
  body.dataset.stage = s.choice.length > 0 ? "CHOICE" : s.stage;
  body.dataset.game = s.id;
  body.dataset.toMove = s.toMove;
  let status = I18N.t("status." + body.dataset.stage);
  if (s.stage === "SELECT" && s.huffs.length > 0) {
    status += " " + I18N.t("status.huff");
  }
  if (s.placement) {
    status += " " + I18N.t("status.hand", { w: s.whiteInHand, b: s.blackInHand });
  }
  $("status").textContent = status;
  if (s.hint) {
    say("hint.shown", { turn: s.hint.text });
  }
  const choice = $("choice");
  choice.classList.toggle("hidden", s.choice.length === 0);
  const kinds = new Set(s.choice.map((o) => o.kind));
  $("choice-A").classList.toggle("hidden", !kinds.has("A"));
  $("choice-W").classList.toggle("hidden", !kinds.has("W"));
  $("choice-P").classList.toggle("hidden", !kinds.has("-"));
  if (s.choice.length > 0 && document.activeElement && document.activeElement.classList.contains("hit")) {
    // A keyboard player is taken to the choice; A, W and Escape also work from the board. The page
    // does not scroll to it: the rings it speaks of stay in view (on a phone, both fit one screen).
    const first = ["A", "W", "P"].map((k) => $("choice-" + k)).find((b) => !b.classList.contains("hidden"));
    first.focus({ preventScroll: true });
  }
  const yourTurn = ["SELECT", "TARGET", "CHAIN", "DROP", "MUST_HUFF"].includes(s.stage);
  $("btn-stop").disabled = !s.canStop;
  $("btn-hint").disabled = !yourTurn;
  $("btn-undo").disabled = !s.canUndo || s.outcome !== null;
  $("btn-resign").disabled = s.outcome !== null;
  $("turn-submit").disabled = !yourTurn;
  moveList(s);
  const out = $("outcome");
  if (s.outcome) {
    out.textContent = outcomeText(s) + " (" + reasonText(s) + ")";
    out.dataset.reason = s.outcome.reason;
    out.dataset.result = s.outcome.result;
    out.classList.remove("hidden");
  } else {
    out.textContent = "";
    out.dataset.reason = "";
    out.classList.add("hidden");
  }
  for (const f of ["pgn", "sgf"]) {
    for (const a of document.querySelectorAll(".dl-" + f)) {
      a.href = page.api + s.id + "/record?format=" + f;
    }
  }
}

/**
 * After a language switch: the board (or the replayed one), the panel, the replay's caption, the
 * game-over box and the sentence shown, in the new language.
 */
function relabel() {
  const s = page.state;
  const said = page.said;
  if (s) {
    const replaying = page.replay >= 0 && page.replayShown;
    draw(replaying ? page.replayShown : s, false);
    panel(s);
    if (replaying) {
      const m = s.moves[page.replay];
      $("replay-text").textContent = I18N.t("replay.showing", { n: turnNumber(m), turn: m.text });
    }
    if (s.outcome && $("over").open) {
      fillOver(s);
    }
  }
  page.said = said;
  sayAgain();
}

// ------------------------------------------------------------------ clicks and keys

function clickPoint(name) {
  const s = page.state;
  if (page.replay >= 0) {
    leaveReplay();
    return;
  }
  if (!s || s.computerToMove || s.outcome || page.animating) {
    return;
  }
  // During a choice, a click on a ringed stone picks the capture that takes it.
  for (const opt of s.choice) {
    if (opt.captured.includes(name)) {
      act("click", { point: opt.to, capture: opt.kind });
      return;
    }
  }
  act("click", { point: name });
}

function choose(kind) {
  const s = page.state;
  if (s && s.choice.length > 0) {
    view.focus = s.choice[0].to;
    act("click", { point: s.choice[0].to, capture: kind }).then(() => {
      const p = $("pt-" + view.focus);
      if (p) {
        p.focus();
      }
    });
  }
}

/** Keys anywhere on the page: Escape lets go, A/W/P answer a choice, S stops a chain. */
function pageKeys(e) {
  const s = page.state;
  if (!s || e.ctrlKey || e.metaKey || e.altKey || document.querySelector("dialog[open]")
      || (e.target.tagName === "INPUT" || e.target.tagName === "SELECT")) {
    return;
  }
  const k = e.key.toLowerCase();
  if (e.key === "Escape") {
    if (page.replay >= 0) {
      leaveReplay();
    } else if (s.path.length > 0 || s.selected || s.choice.length > 0) {
      act("cancel");
    }
  } else if (s.choice.length > 0 && (k === "a" || k === "w" || k === "p")) {
    const kind = k === "p" ? "-" : k.toUpperCase();
    if (s.choice.some((o) => o.kind === kind)) {
      choose(kind);
    }
  } else if (k === "s" && s.canStop) {
    act("stop");
  } else {
    boardKeys(e);
  }
}

// ------------------------------------------------------------------ dialogs

/** Asks a yes-or-no question in the page's own dialog; resolves to the answer. */
function confirmBox(question) {
  const d = $("confirm");
  $("confirm-text").textContent = question;
  d.showModal();
  $("confirm-no").focus();
  return new Promise((resolve) => {
    d.addEventListener("close", () => resolve(d.returnValue === "yes"), { once: true });
  });
}

/** Writes the game-over box's words (again after a language switch). */
function fillOver(s) {
  $("over-result").textContent = outcomeText(s);
  $("over-reason").textContent = reasonText(s);
}

function gameOver(s) {
  const d = $("over");
  fillOver(s);
  announce(outcomeText(s) + " " + reasonText(s));
  if (!d.open) {
    d.showModal();
    $("over-again").focus();
  }
}

async function resign() {
  if (await confirmBox(I18N.t("confirm.resign"))) {
    cancelComputer();
    await act("resign");
  }
}
