// The play page's move list, and the replay of an earlier turn from it (split from play.js, whose
// state, drawing and calls these use): the list is drawn again from each state; a click on a turn
// shows the board after it, until the player goes back to the game.

/** A turn's number as the move list writes it: "3." for White's turn, "3…" for Black's. */
function turnNumber(m) {
  return m.n + (m.side === "w" ? "." : "…");
}

/**
 * The move list: one row per turn number, White's turn and Black's. The newest turn is scrolled
 * into view, except during a replay, where the turn shown stays where it was (a click on an old
 * turn does not send the list back to its bottom); a turn that had the keyboard's focus keeps it.
 */
function moveList(s) {
  const body = $("moves-body");
  const box = $("moves-box");
  const was = box.scrollTop;
  const active = document.activeElement;
  const focused = active && active.classList && active.classList.contains("turn") ? active.id : "";
  body.textContent = "";
  let row = null;
  s.moves.forEach((m, i) => {
    if (!row || m.side === "w" || row.dataset.n !== String(m.n)) {
      row = document.createElement("tr");
      row.dataset.n = String(m.n);
      const th = document.createElement("th");
      th.scope = "row";
      th.textContent = m.n + ".";
      row.appendChild(th);
      row.appendChild(document.createElement("td"));
      row.appendChild(document.createElement("td"));
      body.appendChild(row);
    }
    const cell = row.children[m.side === "w" ? 1 : 2];
    const b = document.createElement("button");
    b.type = "button";
    b.className = "turn";
    b.id = "move-" + i;
    b.textContent = m.text;
    b.setAttribute("aria-label", I18N.t("moves.show", { n: m.n, side: I18N.t(m.side === "w" ? "side.w" : "side.b"), turn: m.text }));
    if (i === page.replay) {
      b.setAttribute("aria-current", "true");
    }
    b.addEventListener("click", () => replay(i));
    cell.appendChild(b);
  });
  const shown = page.replay >= 0 ? $("move-" + page.replay) : null;
  if (shown) {
    box.scrollTop = was;
    // only as far as needed to show the turn, within the list (the page itself stays put)
    const r = shown.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const head = box.querySelector("thead").getBoundingClientRect().height;
    if (r.top < b.top + head) {
      box.scrollTop -= b.top + head - r.top;
    } else if (r.bottom > b.bottom) {
      box.scrollTop += r.bottom - b.bottom;
    }
  } else {
    box.scrollTop = box.scrollHeight;
  }
  if (focused && $(focused)) {
    $(focused).focus({ preventScroll: true });
  }
}

// ------------------------------------------------------------------ replay of an earlier turn

async function replay(index) {
  const s = page.state;
  if (!s) {
    return;
  }
  if (index === s.moves.length - 1) {
    leaveReplay();
    return;
  }
  const r = page.game ? replayLocal(index + 1) : await call("GET", page.api + s.id + "/replay?turn=" + (index + 1));
  if (!r || page.state !== s) {
    return;
  }
  page.replay = index;
  const shown = Object.assign({}, s, {
    white: r.white, black: r.black, last: r.last, hint: null, path: [], taken: [], glow: [],
    targets: [], huffs: [], drops: [], choice: [], selected: "", stage: "REPLAY"
  });
  page.replayShown = shown;
  draw(shown, false);
  moveList(s);
  const m = s.moves[index];
  $("replay-text").textContent = I18N.t("replay.showing", { n: turnNumber(m), turn: m.text });
  $("replay").classList.remove("hidden");
  document.body.dataset.replay = String(index);
}

function leaveReplay() {
  if (page.replay < 0 && !document.body.dataset.replay) {
    return;
  }
  page.replay = -1;
  delete document.body.dataset.replay;
  $("replay").classList.add("hidden");
  draw(page.state, false);
  moveList(page.state);
}
