// The server's copy of a game the page plays itself (local.js): kept in localStorage, sent to the
// server whole when it is the person's turn (one request for a turn and the computer's reply, none
// per click), sent again every few seconds while the network is away, and taken up again from both
// when the page is loaded.
"use strict";

/**
 * Keeps the page's game in localStorage and sends it to the server when it is the person's turn
 * or the game is over (one request for a turn and the computer's reply, none per click). Without
 * the network it is sent again every few seconds until the server takes it.
 */
function keepLocal(g) {
  const dirty = g.version !== g.sent;
  try {
    localStorage.setItem("fanorona.local", JSON.stringify({ id: g.id, turns: g.game.turns, level: g.level, resigned: g.resigned, dirty: dirty }));
  } catch (e) {
    // no storage: the game is kept by the server alone
  }
  document.body.dataset.sync = dirty ? "pending" : "saved";
  const toMove = sideLetter(g.game.sideToMove);
  if (dirty && !local.syncing && (g.game.over || toMove === g.human)) {
    syncLocal(g);
  }
}

/** The most turns one request sends: a body stays well within the server's 4 KB. */
const SYNC_TURNS = 100;

/**
 * Sends what the server lacks of the page's game: the turns after those both have (keep), at most
 * SYNC_TURNS at a time, the level and a resignation with the last part.
 */
async function syncLocal(g) {
  const version = g.version;
  const turns = g.game.turns;
  let keep = 0;
  while (keep < g.server.length && keep < turns.length && g.server[keep] === turns[keep]) {
    keep++;
  }
  const part = turns.slice(keep, keep + SYNC_TURNS);
  const whole = keep + part.length === turns.length;
  local.syncing = true;
  clearTimeout(local.retry);
  let again = false;
  try {
    const r = await fetch(page.api + g.id + "/sync", {
      method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ keep: keep, turns: part, level: g.level, resigned: whole && g.resigned })
    });
    // read whole, so that the request is over when the page says the game is saved
    await r.text();
    if (r.ok) {
      g.server = turns.slice(0, keep + part.length);
    }
    // refused (a game the server no longer has): kept in this page and its storage only
    if (whole || !r.ok) {
      g.sent = version;
    }
    document.body.dataset.sync = !r.ok ? "refused" : whole ? "saved" : "pending";
  } catch (e) {
    // the network is away: try again in a while, the game goes on meanwhile
    document.body.dataset.sync = "offline";
    again = true;
  } finally {
    local.syncing = false;
  }
  if (page.game === g) {
    if (again) {
      local.retry = setTimeout(() => keepLocal(g), 3000);
    } else if (g.version !== g.sent) {
      keepLocal(g);
    }
  }
}

/**
 * A server's state, as the page takes it up: the page's copy made from it, and the game this page
 * played without the network since (kept in localStorage) replayed on top and sent.
 */
function takeUp(s) {
  const g = local.rules ? adopt(s) : null;
  page.game = g;
  if (!g) {
    return s;
  }
  document.body.dataset.sync = "saved";
  let kept = null;
  try {
    kept = JSON.parse(localStorage.getItem("fanorona.local") || "null");
  } catch (e) {
    kept = null;
  }
  if (kept && kept.id === s.id && kept.dirty) {
    try {
      const server = g.game.turns;
      let same = 0;
      while (same < server.length && same < kept.turns.length && server[same] === kept.turns[same]) {
        same++;
      }
      if (same === kept.turns.length && !kept.resigned && kept.level === g.level) {
        // nothing the server lacks: its game went on from the one kept
        return localState(g);
      }
      while (g.game.turns.length > same) {
        g.game = g.game.undo();
      }
      g.history.length = same;
      kept.turns.slice(same).forEach((t) => playLocal(g, t));
      if (kept.resigned && !g.game.over) {
        g.game = g.game.resign(g.human === "w" ? "white" : "black");
        g.resigned = true;
      }
      g.level = kept.level;
      afterTurn(g);
      // sent once the page shows it
      setTimeout(() => keepLocal(g), 0);
    } catch (e) {
      // a kept game the rules refuse: the server's stands
      page.game = adopt(s);
      return s;
    }
  }
  return localState(g);
}
