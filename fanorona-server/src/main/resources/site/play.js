// The play page: draws the server's state of the game as SVG and sends each click to the JSON API.
// The server decides what every click does (TurnBuilder.click); this file only draws and asks.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
const CELL = 60;
const MARGIN = 40;

const page = {
  state: null,
  options: null,
  timer: 0,
  pending: 0,
  flipped: false
};

function $(id) {
  return document.getElementById(id);
}

function el(name, attrs, parent) {
  const e = document.createElementNS(SVG_NS, name);
  for (const k of Object.keys(attrs)) {
    e.setAttribute(k, attrs[k]);
  }
  if (parent) {
    parent.appendChild(e);
  }
  return e;
}

function parsePoint(name) {
  return { x: name.charCodeAt(0) - 97, y: parseInt(name.slice(1), 10) - 1 };
}

function pointName(x, y) {
  return String.fromCharCode(97 + x) + (y + 1);
}

function px(s, p) {
  const x = page.flipped ? s.width - 1 - p.x : p.x;
  return MARGIN + x * CELL;
}

function py(s, p) {
  const y = page.flipped ? p.y : s.height - 1 - p.y;
  return MARGIN + y * CELL;
}

function at(s, name) {
  const p = parsePoint(name);
  return { x: px(s, p), y: py(s, p) };
}

function setBusy() {
  document.body.dataset.busy = page.pending > 0 || page.timer ? "1" : "0";
}

// ------------------------------------------------------------------ talking to the server

async function call(method, path, body) {
  page.pending++;
  setBusy();
  try {
    const init = { method: method, headers: {} };
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
  if (err.error === "busy" && page.state && page.state.computerToMove) {
    // The computer's queue was full: ask again in a moment rather than leave the game stuck.
    setTimeout(scheduleComputer, 1000);
  }
  const m = $("message");
  const key = err.error === "busy" ? "error.busy" : err.error === "network" ? "error.network" : "error.refused";
  m.textContent = I18N.t(key);
  m.title = err.message || "";
  m.dataset.error = err.error || "";
  m.classList.add("error");
}

function clearMessage() {
  const m = $("message");
  m.textContent = "";
  m.title = "";
  m.dataset.error = "";
  m.classList.remove("error");
}

async function act(action, body) {
  if (!page.state) {
    return;
  }
  const s = await call("POST", "/api/games/" + page.state.id + "/" + action, body || {});
  if (s) {
    clearMessage();
    show(s);
  }
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

function show(s) {
  page.state = s;
  page.flipped = s.human === "b";
  try {
    localStorage.setItem("fanorona.game", s.id);
  } catch (e) {
    // no storage: a reload starts a new game
  }
  draw(s);
  panel(s);
  if (s.computerToMove) {
    scheduleComputer();
  }
}

function draw(s) {
  const svg = $("board");
  while (svg.firstChild) {
    svg.removeChild(svg.firstChild);
  }
  const w = 2 * MARGIN + (s.width - 1) * CELL;
  const h = 2 * MARGIN + (s.height - 1) * CELL;
  svg.setAttribute("viewBox", "0 0 " + w + " " + h);
  svg.dataset.stage = s.stage;
  const defs = el("defs", {}, svg);
  arrowHead(defs, "head-green", "#2e7d32");
  arrowHead(defs, "head-hint", "#8e24aa");
  arrowHead(defs, "head-last", "#558b2f");
  el("rect", { x: 0, y: 0, width: w, height: h, rx: 12, class: "wood" }, svg);

  const lines = el("g", { class: "lines" }, svg);
  const P = (x, y) => at(s, pointName(x, y));
  const line = (a, b) => el("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y }, lines);
  for (let y = 0; y < s.height; y++) {
    line(P(0, y), P(s.width - 1, y));
  }
  for (let x = 0; x < s.width; x++) {
    line(P(x, 0), P(x, s.height - 1));
  }
  for (let y = 0; y + 1 < s.height; y++) {
    for (let x = 0; x + 1 < s.width; x++) {
      if ((x + y) % 2 === 0) {
        line(P(x, y), P(x + 1, y + 1));
      } else {
        line(P(x, y + 1), P(x + 1, y));
      }
    }
  }
  const strong = new Set(s.strong);
  for (let y = 0; y < s.height; y++) {
    for (let x = 0; x < s.width; x++) {
      const name = pointName(x, y);
      const c = P(x, y);
      el("circle", { cx: c.x, cy: c.y, r: strong.has(name) ? 6 : 4, class: strong.has(name) ? "pt strong" : "pt weak" }, svg);
    }
  }
  coordinates(svg, s);

  // The last turn, faintly: where its stone stood and its steps.
  if (s.last && s.path.length === 0) {
    turnMarks(svg, s, s.last, "last");
  }
  // This turn so far: where the stone stood, its steps, and the stones taken.
  if (s.path.length > 0) {
    const o = at(s, s.path[0]);
    el("circle", { cx: o.x, cy: o.y, r: 20, class: "vacated" }, svg);
    for (let i = 0; i + 1 < s.path.length; i++) {
      arrow(svg, at(s, s.path[i]), at(s, s.path[i + 1]), "move", "head-green");
    }
    for (const t of s.taken) {
      captured(svg, at(s, t));
    }
  }

  const glow = new Set(s.glow);
  const huffs = new Set(s.huffs);
  for (const side of ["white", "black"]) {
    for (const name of s[side]) {
      const c = at(s, name);
      if (glow.has(name)) {
        el("circle", { cx: c.x, cy: c.y, r: 29, class: "glow", id: "glow-" + name }, svg);
      }
      const cls = "stone " + side + (name === s.selected ? " selected" : "") + (huffs.has(name) ? " huffable" : "");
      el("circle", { cx: c.x, cy: c.y, r: 19, class: cls, id: "stone-" + name }, svg);
    }
  }
  for (const name of s.huffs) {
    const c = at(s, name);
    el("circle", { cx: c.x, cy: c.y, r: 26, class: "huff-ring", id: "huff-" + name }, svg);
  }
  for (const name of s.targets.concat(s.drops)) {
    const c = at(s, name);
    el("circle", { cx: c.x, cy: c.y, r: 9, class: "dot", id: "dot-" + name }, svg);
  }
  if (s.choice.length > 0) {
    const c = at(s, s.choice[0].to);
    el("circle", { cx: c.x, cy: c.y, r: 9, class: "dot chosen", id: "choice-dot-" + s.choice[0].to }, svg);
  }
  for (const opt of s.choice) {
    const cls = opt.kind === "A" ? "ring approach" : opt.kind === "W" ? "ring withdrawal" : "ring plain";
    for (const name of opt.captured) {
      const c = at(s, name);
      el("circle", { cx: c.x, cy: c.y, r: 26, class: cls, id: "ring-" + opt.kind + "-" + name }, svg);
    }
  }
  if (s.hint) {
    turnMarks(svg, s, s.hint, "hint");
  }
  // Click targets on top of everything: one per point, named by the point.
  for (let y = 0; y < s.height; y++) {
    for (let x = 0; x < s.width; x++) {
      const name = pointName(x, y);
      const c = P(x, y);
      const hit = el("circle", { cx: c.x, cy: c.y, r: 28, class: "hit", id: "pt-" + name, "data-point": name }, svg);
      hit.addEventListener("click", () => clickPoint(name));
    }
  }
}

function coordinates(svg, s) {
  for (let x = 0; x < s.width; x++) {
    const c = at(s, pointName(x, 0));
    const t = el("text", { x: c.x, y: (page.flipped ? 14 : 2 * MARGIN + (s.height - 1) * CELL - 6), class: "coord" }, svg);
    t.textContent = String.fromCharCode(97 + x);
  }
  for (let y = 0; y < s.height; y++) {
    const c = at(s, pointName(0, y));
    const t = el("text", { x: page.flipped ? 2 * MARGIN + (s.width - 1) * CELL - 12 : 12, y: c.y + 5, class: "coord" }, svg);
    t.textContent = String(y + 1);
  }
}

function arrowHead(defs, id, colour) {
  const m = el("marker", { id: id, viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 4, markerHeight: 4, orient: "auto-start-reverse" }, defs);
  el("path", { d: "M0,0 L10,5 L0,10 z", fill: colour }, m);
}

function arrow(svg, a, b, cls, head) {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const cut = 14 / len;
  return el("line", { x1: a.x, y1: a.y, x2: b.x - (b.x - a.x) * cut, y2: b.y - (b.y - a.y) * cut, class: "arrow " + cls, "marker-end": "url(#" + head + ")" }, svg);
}

function captured(svg, c) {
  el("circle", { cx: c.x, cy: c.y, r: 20, class: "captured" }, svg);
  el("line", { x1: c.x - 8, y1: c.y - 8, x2: c.x + 8, y2: c.y + 8, class: "captured-x" }, svg);
  el("line", { x1: c.x - 8, y1: c.y + 8, x2: c.x + 8, y2: c.y - 8, class: "captured-x" }, svg);
}

function turnMarks(svg, s, turn, kind) {
  const g = el("g", { class: kind, id: kind + "-turn" }, svg);
  if (turn.drop) {
    const c = at(s, turn.path[0]);
    el("circle", { cx: c.x, cy: c.y, r: 26, class: "drop-ring" }, g);
    return;
  }
  const o = at(s, turn.path[0]);
  el("circle", { cx: o.x, cy: o.y, r: 20, class: "vacated" }, g);
  for (let i = 0; i + 1 < turn.path.length; i++) {
    arrow(g, at(s, turn.path[i]), at(s, turn.path[i + 1]), kind, kind === "hint" ? "head-hint" : "head-last");
  }
  if (kind === "last") {
    for (const name of turn.approach) {
      const c = at(s, name);
      el("circle", { cx: c.x, cy: c.y, r: 20, class: "ring approach faint" }, g);
    }
    for (const name of turn.withdrawal) {
      const c = at(s, name);
      el("circle", { cx: c.x, cy: c.y, r: 20, class: "ring withdrawal faint" }, g);
    }
  }
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
    const m = $("message");
    m.classList.remove("error");
    m.textContent = I18N.t("hint.shown", { turn: s.hint.text });
  }
  const choice = $("choice");
  choice.classList.toggle("hidden", s.choice.length === 0);
  const kinds = new Set(s.choice.map((o) => o.kind));
  $("choice-A").classList.toggle("hidden", !kinds.has("A"));
  $("choice-W").classList.toggle("hidden", !kinds.has("W"));
  $("choice-P").classList.toggle("hidden", !kinds.has("-"));
  const yourTurn = ["SELECT", "TARGET", "CHAIN", "DROP", "MUST_HUFF"].includes(s.stage);
  $("btn-stop").disabled = !s.canStop;
  $("btn-hint").disabled = !yourTurn;
  $("btn-undo").disabled = !s.canUndo;
  $("btn-resign").disabled = s.outcome !== null;
  $("turn-submit").disabled = !yourTurn;
  const moves = $("moves");
  moves.textContent = "";
  for (const m of s.moves) {
    const li = document.createElement("li");
    li.textContent = m.n + (m.side === "w" ? ". " : "… ") + m.text;
    li.className = m.side === "w" ? "w" : "b";
    moves.appendChild(li);
  }
  moves.scrollTop = moves.scrollHeight;
  const out = $("outcome");
  if (s.outcome) {
    const o = s.outcome;
    let text = o.winner === "w" ? I18N.t("outcome.white") : o.winner === "b" ? I18N.t("outcome.black") : I18N.t("outcome.draw");
    if (o.winner) {
      text += " — " + (o.winner === s.human ? I18N.t("outcome.you") : I18N.t("outcome.computer"));
    }
    text += " (" + I18N.t("reason." + o.reason) + ")";
    out.textContent = text;
    out.dataset.reason = o.reason;
    out.dataset.result = o.result;
    out.classList.remove("hidden");
  } else {
    out.textContent = "";
    out.dataset.reason = "";
    out.classList.add("hidden");
  }
  $("dl-pgn").href = "/api/games/" + s.id + "/record?format=pgn";
  $("dl-sgf").href = "/api/games/" + s.id + "/record?format=sgf";
}

// ------------------------------------------------------------------ clicks

function clickPoint(name) {
  const s = page.state;
  if (!s || s.computerToMove || s.outcome) {
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
    act("click", { point: s.choice[0].to, capture: kind });
  }
}

async function newGame() {
  cancelComputer();
  const body = {
    variant: $("sel-variant").value || "sivy",
    preset: $("sel-preset").value || undefined,
    side: $("sel-side").value,
    level: parseInt($("sel-level").value, 10)
  };
  const s = await call("POST", "/api/games", body);
  if (s) {
    clearMessage();
    show(s);
    tab("play");
  }
}

function tab(name) {
  for (const b of document.querySelectorAll(".tab")) {
    b.classList.toggle("active", b.dataset.tab === name);
  }
  $("pane-play").classList.toggle("hidden", name !== "play");
  $("pane-game").classList.toggle("hidden", name !== "game");
}

function fillVariants() {
  const sel = $("sel-variant");
  const keep = sel.value;
  sel.textContent = "";
  for (const v of page.options.variants) {
    const o = document.createElement("option");
    o.value = v.name;
    o.textContent = I18N.t("variant." + v.name);
    sel.appendChild(o);
  }
  sel.value = keep || (page.state ? page.state.variant : "sivy");
  fillPresets();
}

function fillPresets() {
  const sel = $("sel-preset");
  const keep = sel.value;
  const v = page.options.variants.find((x) => x.name === $("sel-variant").value) || page.options.variants[0];
  sel.textContent = "";
  for (const p of v.presets) {
    const o = document.createElement("option");
    o.value = p.name;
    const key = "preset." + p.name;
    o.textContent = I18N.t(key) === key ? p.description : I18N.t(key);
    sel.appendChild(o);
  }
  sel.value = v.presets.some((p) => p.name === keep) ? keep : v.defaultPreset;
}

async function start() {
  I18N.init();
  I18N.listeners.push(() => {
    if (page.options) {
      fillVariants();
    }
    if (page.state) {
      panel(page.state);
    }
  });
  for (const b of document.querySelectorAll(".tab")) {
    b.addEventListener("click", () => tab(b.dataset.tab));
  }
  $("btn-stop").addEventListener("click", () => act("stop"));
  $("btn-hint").addEventListener("click", () => act("hint"));
  $("btn-undo").addEventListener("click", () => {
    cancelComputer();
    act("undo");
  });
  $("btn-resign").addEventListener("click", () => {
    cancelComputer();
    act("resign");
  });
  $("btn-new").addEventListener("click", () => tab("game"));
  $("btn-start").addEventListener("click", newGame);
  $("choice-A").addEventListener("click", () => choose("A"));
  $("choice-W").addEventListener("click", () => choose("W"));
  $("choice-P").addEventListener("click", () => choose("-"));
  $("sel-variant").addEventListener("change", fillPresets);
  $("sel-level").addEventListener("change", () => {
    if (page.state) {
      act("level", { level: parseInt($("sel-level").value, 10) });
    }
  });
  $("turn-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("turn-input").value.trim();
    if (text) {
      act("turn", { text: text }).then(() => {
        if (!$("message").dataset.error) {
          $("turn-input").value = "";
        }
      });
    }
  });
  page.options = await call("GET", "/api/options");
  if (page.options) {
    fillVariants();
  }
  let id = "";
  try {
    id = localStorage.getItem("fanorona.game") || "";
  } catch (e) {
    id = "";
  }
  const old = /^[0-9a-f]{24}$/.test(id) ? await call("GET", "/api/games/" + id) : null;
  if (old) {
    clearMessage();
    $("sel-level").value = String(old.level);
    show(old);
  } else {
    clearMessage();
    await newGame();
  }
}

document.addEventListener("DOMContentLoaded", start);
