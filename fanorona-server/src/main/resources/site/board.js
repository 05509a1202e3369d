// The play page's board: draws the server's state as SVG, moves the keyboard focus between its
// points, and animates a turn (the stone slides along each step, the stones it takes fade under a
// red dashed ×). It decides nothing: every click still goes to the server (play.js).
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
const CELL = 60;
const MARGIN = 40;
const STEP_MS = 380;

const view = {
  flipped: false,
  // On a portrait screen a wide board is drawn turned a quarter (row 1 on the left), so that its
  // five rows share the phone's width and every point stays a 44 px target.
  turned: false,
  focus: ""
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

/** A point's place on the screen, in the board's units. */
function at(s, name) {
  const p = parsePoint(name);
  let lx = view.flipped ? s.width - 1 - p.x : p.x;
  let ly = view.flipped ? p.y : s.height - 1 - p.y;
  if (view.turned) {
    const t = lx;
    lx = s.height - 1 - ly;
    ly = t;
  }
  return { x: MARGIN + lx * CELL, y: MARGIN + ly * CELL };
}

function turnsBoard(s) {
  return s.width > s.height && window.matchMedia("(orientation: portrait)").matches;
}

/** Every point of the board, row by row. */
function allPoints(s) {
  const out = [];
  for (let y = 0; y < s.height; y++) {
    for (let x = 0; x < s.width; x++) {
      out.push(pointName(x, y));
    }
  }
  return out;
}

/** Draws a state; with bare set, without the last turn and the hint (an animation's first frame). */
function draw(s, bare) {
  const svg = $("board");
  const keyboard = document.activeElement !== null && document.activeElement.classList !== undefined
    && document.activeElement.classList.contains("hit");
  view.flipped = s.human === "b";
  view.turned = turnsBoard(s);
  while (svg.firstChild) {
    svg.removeChild(svg.firstChild);
  }
  const cols = view.turned ? s.height : s.width;
  const rows = view.turned ? s.width : s.height;
  const w = 2 * MARGIN + (cols - 1) * CELL;
  const h = 2 * MARGIN + (rows - 1) * CELL;
  svg.setAttribute("viewBox", "0 0 " + w + " " + h);
  svg.dataset.stage = s.stage;
  svg.dataset.turned = view.turned ? "1" : "0";
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
  for (const name of allPoints(s)) {
    const c = at(s, name);
    el("circle", { cx: c.x, cy: c.y, r: strong.has(name) ? 6 : 4, class: strong.has(name) ? "pt strong" : "pt weak" }, svg);
  }
  coordinates(svg, s);

  if (!bare && s.last && s.path.length === 0) {
    turnMarks(svg, s, s.last, "last");
  }
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
  if (!bare && s.hint) {
    turnMarks(svg, s, s.hint, "hint");
  }
  hits(svg, s, keyboard);
}

/**
 * One square target per point on top of everything, named by the point: a button for the mouse,
 * the finger and the keyboard alike. One point at a time is in the tab order (a roving tabindex);
 * the arrow keys move between the others.
 */
function hits(svg, s, keyboard) {
  const names = allPoints(s);
  if (!names.includes(view.focus)) {
    view.focus = s.glow[0] || s.drops[0] || names[Math.floor(names.length / 2)];
  }
  const g = el("g", { class: "hits" }, svg);
  for (const name of names) {
    const c = at(s, name);
    const hit = el("rect", {
      x: c.x - CELL / 2, y: c.y - CELL / 2, width: CELL, height: CELL, class: "hit",
      id: "pt-" + name, "data-point": name, role: "button",
      tabindex: name === view.focus ? "0" : "-1", "aria-label": pointLabel(s, name)
    }, g);
    hit.addEventListener("click", () => {
      view.focus = name;
      clickPoint(name);
    });
  }
  if (keyboard) {
    $("pt-" + view.focus).focus();
  }
}

/** What a screen reader says of a point: its name, what stands on it, and what a click does. */
function pointLabel(s, name) {
  const words = [name];
  if (s.white.includes(name)) {
    words.push(I18N.t("pt.white"));
  } else if (s.black.includes(name)) {
    words.push(I18N.t("pt.black"));
  } else {
    words.push(I18N.t("pt.empty"));
  }
  if (s.glow.includes(name)) {
    words.push(I18N.t("pt.glow"));
  }
  if (name === s.selected) {
    words.push(I18N.t("pt.selected"));
  }
  if (s.targets.includes(name) || s.drops.includes(name)) {
    words.push(I18N.t("pt.dot"));
  }
  if (s.huffs.includes(name)) {
    words.push(I18N.t("pt.huff"));
  }
  for (const opt of s.choice) {
    if (opt.captured.includes(name)) {
      words.push(I18N.t("pt.ring." + opt.kind));
    }
  }
  return words.join(", ");
}

/** The arrow keys: to the neighbouring point in that direction on the screen. */
function moveFocus(s, key) {
  const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  const here = at(s, view.focus);
  const next = allPoints(s).find((n) => {
    const c = at(s, n);
    return c.x === here.x + d[0] * CELL && c.y === here.y + d[1] * CELL;
  });
  if (next) {
    $("pt-" + view.focus).setAttribute("tabindex", "-1");
    view.focus = next;
    const e = $("pt-" + next);
    e.setAttribute("tabindex", "0");
    e.focus();
  }
}

function boardKeys(e) {
  const s = page.state;
  if (!s || !e.target.classList.contains("hit")) {
    return;
  }
  if (e.key.startsWith("Arrow")) {
    e.preventDefault();
    moveFocus(s, e.key);
  } else if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    clickPoint(view.focus);
  }
}

function coordinates(svg, s) {
  // Each label sits beyond the edge, away from the next row or column in: right however the board
  // is turned or flipped.
  const away = (a, b, k) => {
    const len = Math.hypot(a.x - b.x, a.y - b.y);
    return { x: a.x + (a.x - b.x) / len * k, y: a.y + (a.y - b.y) / len * k + 5 };
  };
  for (let x = 0; x < s.width; x++) {
    const p = away(at(s, pointName(x, 0)), at(s, pointName(x, 1)), 28);
    el("text", { x: p.x, y: p.y, class: "coord", "aria-hidden": "true" }, svg).textContent = String.fromCharCode(97 + x);
  }
  for (let y = 0; y < s.height; y++) {
    const p = away(at(s, pointName(0, y)), at(s, pointName(1, y)), 28);
    el("text", { x: p.x, y: p.y, class: "coord", "aria-hidden": "true" }, svg).textContent = String(y + 1);
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
  const g = el("g", { class: "taken-mark" }, svg);
  el("circle", { cx: c.x, cy: c.y, r: 20, class: "captured" }, g);
  el("line", { x1: c.x - 8, y1: c.y - 8, x2: c.x + 8, y2: c.y + 8, class: "captured-x" }, g);
  el("line", { x1: c.x - 8, y1: c.y + 8, x2: c.x + 8, y2: c.y - 8, class: "captured-x" }, g);
  return g;
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

// ------------------------------------------------------------------ animation

function wait(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Plays a turn on the board before it: the stone slides along each step and the stones that step
 * takes fade under the red dashed ×. A hint's turn slides a ghost stone and takes nothing. The
 * caller draws the new state afterwards.
 */
async function animateTurn(before, turn, ghost) {
  draw(before, true);
  const svg = $("board");
  svg.dataset.animating = "1";
  try {
    if (turn.drop) {
      const c = at(before, turn.path[0]);
      const side = before.toMove === "w" ? "white" : "black";
      const stone = el("circle", { cx: c.x, cy: c.y, r: 19, class: "stone " + side }, svg);
      await stone.animate([{ opacity: 0 }, { opacity: 1 }], { duration: STEP_MS }).finished;
      return;
    }
    const origin = at(before, turn.path[0]);
    let stone = $("stone-" + turn.path[0]);
    if (ghost || !stone) {
      stone = el("circle", { cx: origin.x, cy: origin.y, r: 19, class: "stone ghost" }, svg);
    }
    svg.appendChild(stone);
    let from = { x: 0, y: 0 };
    for (let i = 0; i + 1 < turn.path.length; i++) {
      const c = at(before, turn.path[i + 1]);
      const to = { x: c.x - origin.x, y: c.y - origin.y };
      await stone.animate(
        [{ transform: "translate(" + from.x + "px," + from.y + "px)" },
          { transform: "translate(" + to.x + "px," + to.y + "px)" }],
        { duration: STEP_MS, easing: "ease-in-out", fill: "forwards" }).finished;
      from = to;
      const takes = ghost || !turn.steps ? [] : turn.steps[i];
      if (takes.length > 0) {
        sound("capture");
        const fades = takes.map((name) => {
          captured(svg, at(before, name));
          const gone = $("stone-" + name);
          return gone ? gone.animate([{ opacity: 1 }, { opacity: 0.15 }], { duration: STEP_MS, fill: "forwards" }).finished : null;
        });
        await Promise.all(fades.filter((f) => f !== null));
      }
    }
    await wait(120);
  } finally {
    delete svg.dataset.animating;
  }
}
