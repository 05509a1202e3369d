// A club game's page (/g/{id}): the play page's board, clicks, move list and replay (play.js), with
// the game's actions sent on its WebSocket and every change of the game pushed back at once, to
// both players and every spectator. The page reconnects by itself and says so.
"use strict";

const club = { id: "", ws: null, view: null, version: 0, rematchSeen: false, retries: 0, lost: false, ticker: 0, clockTicker: 0, shownAt: 0, lowAlerted: "" };

function sendAction(action, body) {
  const v = club.view;
  if (!club.ws || club.ws.readyState !== WebSocket.OPEN) {
    showError({ error: "network", message: "not connected" });
    return;
  }
  if (!v || !v.you) {
    return;
  }
  club.ws.send(JSON.stringify(Object.assign({ do: action }, body)));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const ws = new WebSocket(scheme + location.host + "/ws/g/" + club.id);
  club.ws = ws;
  ws.addEventListener("open", () => {
    club.retries = 0;
    setConn(club.lost ? "back" : "live");
    club.lost = false;
  });
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(e.data);
    if (m.type === "state") {
      render(m);
    } else if (m.type === "chat") {
      chatHeard(m);
    } else if (m.type === "error") {
      showError(m);
      if (m.error !== "too_fast") {
        // the club's own sentence (in English): said as it is, and not said again on a switch
        page.said = null;
        $("message").textContent = m.message;
      }
    }
  });
  ws.addEventListener("close", () => {
    if (club.ws !== ws) {
      return;
    }
    club.ws = null;
    club.lost = true;
    setConn("lost");
    // a server restarting, a network gone: try again, less often as it goes on (at most every 4 s)
    setTimeout(connect, Math.min(4000, 250 * Math.pow(2, club.retries++)));
  });
}

function setConn(state) {
  const c = $("conn");
  c.dataset.conn = state;
  c.textContent = I18N.t("conn." + state);
  document.body.dataset.conn = state;
}

function nameOf(v, side) {
  return side === "w" ? v.white : v.black;
}

function render(v) {
  alertsOf(club.view, v);
  club.view = v;
  club.shownAt = Date.now();
  const body = document.body;
  body.dataset.status = v.status;
  body.dataset.you = v.you;
  body.dataset.turns = String(v.state.moves.length);
  // counted, so that a test (or a person's tools) can tell a new state from the last one
  body.dataset.updates = String(parseInt(body.dataset.updates || "0", 10) + 1);
  for (const side of ["white", "black"]) {
    $("name-" + side).textContent = v[side] || I18N.t("club.free");
    const here = $("here-" + side);
    here.textContent = v[side] ? I18N.t(v[side + "Here"] ? "club.here" : "club.gone") : "";
    here.dataset.here = v[side + "Here"] ? "1" : "0";
  }
  // the game's rules in words a player understands, as the lobby offered them
  $("terms").textContent = (v.rated ? I18N.t("club.rated") : I18N.t("lobby.casual"))
    + (v.control ? " · " + v.control : "") + " · " + I18N.t("preset." + v.state.preset);
  // the spectators' pages open now: the server sends a new state when the count changes
  $("watchers").textContent = v.watchers > 0 ? I18N.t("lobby.watchers", { n: v.watchers }) : "";
  clocks();
  chatShown(v);
  drawChat();
  view.flipped = v.you === "b";
  // each state rendered gets a version: an older state's animation may end after a newer state
  // arrived (a draw offer during the animation of the turn before it), and then the newest state's
  // notes stand; nothing is drawn again from the older one
  const version = ++club.version;
  show(v.state, true).then(() => {
    if (version !== club.version) {
      return;
    }
    notes(club.view);
    if (v.state.message) {
      showRefusal(v.state);
    }
  });
  notes(v);
}

/**
 * The alerts a new state brings its player (alerts.js): the opponent's turn played, a draw, a
 * takeback or a rematch offered to them. A spectator is not alerted.
 */
function alertsOf(old, v) {
  if (!old || !v.you || old.id !== v.id) {
    return;
  }
  const other = v.you === "w" ? "b" : "w";
  const name = { name: nameOf(v, other) };
  if (v.status === "live" && v.state.moves.length > old.state.moves.length && v.state.toMove === v.you) {
    alertPlayer("turn", I18N.t("club.alert.turn"));
  }
  if (v.drawOffer === other && old.drawOffer !== other) {
    alertPlayer("draw", I18N.t("club.drawOffered", name));
  }
  if (v.takeback === other && old.takeback !== other) {
    alertPlayer("takeback", I18N.t("club.takeback.asked", name));
  }
  if (v.rematch === other && old.rematch !== other) {
    alertPlayer("rematch", I18N.t("club.rematch.offered", name));
  }
}

/**
 * The two clocks, from the server's last state: the running one counts down from the moment that
 * state arrived. It is only a display; the server keeps the times and flags a fallen clock itself.
 */
function clocks() {
  const v = club.view;
  clearInterval(club.clockTicker);
  for (const side of ["white", "black"]) {
    $("clock-" + side).classList.toggle("hidden", !v || !v.clock);
  }
  if (!v || !v.clock) {
    return;
  }
  const c = v.clock;
  const running = c.running ? c.toMove : "";
  for (const side of ["w", "b"]) {
    const name = side === "w" ? "white" : "black";
    let ms = c[name];
    if (side === running) {
      ms = Math.max(0, ms - (Date.now() - club.shownAt));
    }
    const el = $("clock-" + name);
    el.textContent = clockText(ms);
    el.dataset.ms = String(ms);
    el.classList.toggle("running", side === running);
    el.classList.toggle("low", ms < LOW_MS);
    // one alert a turn when the player's own time runs low
    const turn = v.id + ":" + v.state.moves.length;
    if (side === running && side === v.you && ms < LOW_MS && club.lowAlerted !== turn) {
      club.lowAlerted = turn;
      alertPlayer("time", I18N.t("club.alert.time"));
    }
  }
  if (running) {
    club.clockTicker = setInterval(clocks, 200);
  }
}

/** A clock under this many ms is shown low, and its player alerted. */
const LOW_MS = 10000;

/** m:ss, and tenths under ten seconds. */
function clockText(ms) {
  if (ms < 10000) {
    return (Math.floor(ms / 100) / 10).toFixed(1);
  }
  const s = Math.floor(ms / 1000);
  return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
}

/** Writes a key's text in an element, marked with its language if it is not the page's. */
function said(el, key, vars) {
  el.textContent = I18N.t(key, vars);
  markLang(el, key);
}

/** Marks an element with a key's language if it is not the page's (else with none). */
function markLang(el, key) {
  const from = key ? I18N.from(key) : I18N.lang;
  if (from !== I18N.lang) {
    el.lang = from;
  } else {
    el.removeAttribute("lang");
  }
}

function noteOf(key, vars) {
  return { key: key, vars: vars };
}

/** The club's lines under the board, and which of its buttons apply now. */
function notes(v) {
  const s = v.state;
  const live = v.status === "live";
  const seated = v.you !== "";
  const other = v.you === "w" ? "b" : "w";
  let status = "";
  if (v.status === "waiting") {
    status = I18N.t("club.waiting");
  } else if (v.status === "aborted") {
    status = I18N.t("club.aborted");
  } else if (live && !seated) {
    status = I18N.t("club.watching", { white: v.white, black: v.black });
  } else if (live && s.toMove !== v.you) {
    status = I18N.t("club.theirTurn", { name: nameOf(v, s.toMove) });
  }
  if (status) {
    $("status").textContent = status;
  }
  // the note's key and values, so that its language is marked
  let note = null;
  const gone = v.goneFor >= 0 ? v.goneFor + Math.floor((Date.now() - club.shownAt) / 1000) : -1;
  if (live && seated && gone >= 0) {
    note = gone >= v.claimAfter
      ? noteOf("club.gone.claim", { name: nameOf(v, other) })
      : noteOf("club.gone.wait", { name: nameOf(v, other), n: v.claimAfter - gone });
  } else if (live && v.drawOffer && v.drawOffer !== v.you) {
    note = noteOf("club.drawOffered", { name: nameOf(v, v.drawOffer) });
  } else if (live && v.drawOffer && v.drawOffer === v.you) {
    note = noteOf("club.youOffered");
  } else if (live && seated && v.takeback === other) {
    note = noteOf("club.takeback.asked", { name: nameOf(v, other) });
  } else if (live && seated && v.takeback === v.you) {
    note = noteOf("club.takeback.yours");
  } else if (live && seated && v.takeback === "declined") {
    note = noteOf("club.takeback.declined");
  } else if (v.status === "finished" && seated && v.rematch === other) {
    note = noteOf("club.rematch.offered", { name: nameOf(v, other) });
  } else if (v.status === "finished" && seated && v.rematch === v.you) {
    note = noteOf("club.rematch.yours");
  } else if (v.status === "finished" && seated && v.rematch === "declined") {
    note = noteOf("club.rematch.declined");
  } else if (v.status === "finished" && v.termination === "time" && s.outcome) {
    note = noteOf("club.onTime", { name: nameOf(v, s.outcome.winner === "w" ? "b" : "w") });
  }
  $("club-note").textContent = note ? I18N.t(note.key, note.vars) : "";
  // a text in another language than the page's (not yet translated) is marked with its language
  markLang($("club-note"), note && note.key);
  club.noteKey = note ? note.key : "";
  rematchButtons(v, seated, other);
  const invite = $("invite");
  invite.classList.toggle("hidden", v.status !== "waiting" || !seated);
  $("invite-url").value = location.origin + "/g/" + v.id;
  const offered = live && v.drawOffer && v.drawOffer !== v.you;
  $("btn-draw").textContent = I18N.t(offered ? "club.acceptDraw" : "club.draw");
  $("btn-draw").disabled = !live || !seated || v.drawOffer === v.you;
  $("btn-decline").classList.toggle("hidden", !offered || !seated);
  $("btn-resign").disabled = !live || !seated;
  $("btn-abort").classList.toggle("hidden", !seated || !(v.status === "waiting" || (live && s.moves.length === 0)));
  $("btn-claim").classList.toggle("hidden", !(live && seated && gone >= v.claimAfter));
  // a takeback, in a casual game only: of the player's last turn (and the reply to it, if any)
  const asked = v.takeback === other;
  const mine = s.moves.length >= (s.toMove === v.you ? 2 : 1);
  $("btn-takeback").classList.toggle("hidden", !live || !seated || v.rated || v.takeback === v.you || !(asked || mine));
  said($("btn-takeback"), asked ? "club.takeback.accept" : "club.takeback");
  $("btn-takeback-decline").classList.toggle("hidden", !live || !seated || !asked);
  $("btn-stop").classList.toggle("hidden", !seated);
  $("turn-form").classList.toggle("hidden", !seated || !live);
  clearInterval(club.ticker);
  if (live && seated && gone >= 0 && gone < v.claimAfter) {
    club.ticker = setInterval(() => notes(club.view), 1000);
  }
}

/**
 * A rematch of the ended game, in the side panel and in the game-over box: offer it, or accept or
 * decline the other player's; once both agreed, every page of the game goes to the new one.
 */
function rematchButtons(v, seated, other) {
  const over = v.status === "finished" && seated;
  const theirs = v.rematch === other;
  for (const where of ["btn", "over"]) {
    const b = $(where + "-rematch");
    b.classList.toggle("hidden", !over || v.rematch === v.you || v.rematch === "declined");
    said(b, theirs ? "club.rematch.accept" : "club.rematch");
    $(where + "-rematch-decline").classList.toggle("hidden", !over || !theirs);
  }
  $("over-note").textContent = over ? $("club-note").textContent : "";
  markLang($("over-note"), over && club.noteKey);
  // a page that saw the rematch offered goes to it; one opened later (a replay) stays
  if (v.rematch === "w" || v.rematch === "b") {
    club.rematchSeen = true;
  }
  if (v.next && club.rematchSeen) {
    location.href = "/g/" + v.next;
  }
}

function rematch(answer) {
  // the answer comes back on the socket too, to both players' pages
  call("POST", "/api/club/" + club.id + "/rematch" + (answer === "decline" ? "/decline" : ""), {});
}

function wireClub() {
  $("btn-takeback").addEventListener("click", () => act("takeback"));
  $("btn-takeback-decline").addEventListener("click", () => act("keep"));
  for (const where of ["btn", "over"]) {
    $(where + "-rematch").addEventListener("click", () => rematch("offer"));
    $(where + "-rematch-decline").addEventListener("click", () => rematch("decline"));
  }
  $("btn-stop").addEventListener("click", () => act("stop"));
  $("btn-resign").addEventListener("click", resign);
  $("btn-draw").addEventListener("click", () => act("draw"));
  $("btn-decline").addEventListener("click", () => act("decline"));
  $("btn-abort").addEventListener("click", () => act("abort"));
  $("btn-claim").addEventListener("click", () => act("claim"));
  $("invite-copy").addEventListener("click", () => {
    $("invite-url").select();
    if (navigator.clipboard) {
      navigator.clipboard.writeText($("invite-url").value).catch(() => {});
    }
  });
  $("over-again").addEventListener("click", () => {
    location.href = "/lobby";
  });
  $("replay-back").addEventListener("click", leaveReplay);
  $("choice-A").addEventListener("click", () => choose("A"));
  $("choice-W").addEventListener("click", () => choose("W"));
  $("choice-P").addEventListener("click", () => choose("-"));
  $("turn-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("turn-input").value.trim();
    if (text) {
      act("turn", { text: text });
      $("turn-input").value = "";
    }
  });
  document.addEventListener("keydown", pageKeys);
}

async function clubStart() {
  I18N.init();
  I18N.listeners.push(() => {
    if (club.view) {
      render(club.view);
    }
  });
  page.api = "/api/club/";
  page.send = sendAction;
  page.winner = (side) => I18N.t("club.wins", { name: nameOf(club.view, side) });
  // the club's own ending (a loss on time, a claimed game), never the resignation that the library
  // records for both
  page.reason = (s) => {
    const w = club.view && club.view.termination;
    return w ? I18N.t("term." + w.replace(/ /g, "_")) : I18N.t("reason." + s.outcome.reason);
  };
  // the play page's settings (alerts.js): its "Sounds" is this page's mute switch too
  loadSavedSettings();
  $("set-sounds").checked = settings.sounds;
  $("set-sounds").addEventListener("change", () => keepSetting("sounds", $("set-sounds").checked));
  club.id = location.pathname.split("/")[2] || "";
  wireClub();
  wireChat();
  // the free side is taken by whoever opens the game first with a session: made here if needed
  await call("POST", "/api/me", {});
  const v = await call("POST", "/api/club/" + club.id + "/join", {});
  if (!v) {
    $("status").textContent = I18N.t("club.unknown");
    return;
  }
  clearMessage();
  render(v);
  connect();
}

document.addEventListener("DOMContentLoaded", clubStart);
