// The lobby (/lobby): the counts as the club page shows them, the player's name, "play a friend",
// seeks anyone can accept, and the live games to watch. It asks the server every two seconds; a
// seek of this player's that someone accepted opens its game.
"use strict";

// editing: the name field has been typed in and not yet saved, so the lobby's refresh leaves it
// account: whether this browser is signed in to an account (else a guest)
// offline: whether the message shown says the server cannot be reached
const lobby = { options: null, data: null, editing: false, account: false, offline: false };

async function request(method, path, body) {
  const init = { method: method, headers: {}, credentials: "same-origin" };
  if (method !== "GET") {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body === undefined ? {} : body);
  }
  try {
    const r = await fetch(path, init);
    const json = await r.json();
    // the server answers again (after a restart): the network's sentence goes
    if (lobby.offline) {
      lobby.offline = false;
      say("");
    }
    if (!r.ok) {
      say(json.message || json.error);
      return null;
    }
    return json;
  } catch (e) {
    lobby.offline = true;
    say(I18N.t("error.network"));
    return null;
  }
}

function say(text) {
  const m = $("message");
  m.textContent = text;
  m.classList.toggle("error", text !== "");
}

function item(list, parts) {
  const li = document.createElement("li");
  for (const p of parts) {
    li.appendChild(p);
    li.appendChild(document.createTextNode(" "));
  }
  list.appendChild(li);
  return li;
}

function text(t) {
  const span = document.createElement("span");
  span.textContent = t;
  return span;
}

// A name links to the player's page; the name is text, never markup.
function playerLink(name) {
  const a = document.createElement("a");
  a.href = "/p/" + encodeURIComponent(name);
  a.textContent = name;
  return a;
}

function render(d) {
  lobby.data = d;
  document.body.dataset.online = String(d.online);
  document.body.dataset.seeking = String(d.seeking);
  $("counts").textContent = I18N.t("lobby.counts", { online: d.online, seeking: d.seeking });
  if (!lobby.editing) {
    $("name-input").value = d.name;
  }
  const seeks = $("seeks");
  seeks.textContent = "";
  for (const s of d.seeks) {
    // only accounts have a page, and only accounts seek rated games
    const parts = [s.rated ? playerLink(s.name) : text(s.name), text(I18N.t("variant." + s.variant)), text(rulesWords(s.preset)),
      text(I18N.t("colour." + s.colour)), text(I18N.t(s.rated ? "club.rated" : "lobby.casual")),
      text(s.time || I18N.t("lobby.time.none"))];
    if (s.mine) {
      parts.push(text("(" + I18N.t("lobby.mine") + ")"));
    } else {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "accept";
      b.textContent = I18N.t("lobby.accept");
      b.addEventListener("click", () => accept(s.id));
      parts.push(b);
    }
    item(seeks, parts).dataset.seek = s.id;
  }
  if (d.seeks.length === 0) {
    item(seeks, [text(I18N.t("lobby.seeks.none"))]);
  }
  $("btn-unseek").classList.toggle("hidden", !d.seeks.some((s) => s.mine));
  const games = $("games");
  games.textContent = "";
  for (const g of d.games) {
    const a = document.createElement("a");
    a.href = "/g/" + g.id;
    a.className = "watch";
    a.textContent = I18N.t("lobby.watch");
    item(games, [text(g.white + " – " + g.black), text(I18N.t("variant." + g.variant)),
      text(I18N.t("lobby.turns", { n: g.turns })), text(I18N.t("lobby.watchers", { n: g.watchers })), a]).dataset.game = g.id;
  }
  if (d.games.length === 0) {
    item(games, [text(I18N.t("lobby.games.none"))]);
  }
  if (d.matched) {
    location.href = "/g/" + d.matched;
  }
}

async function poll() {
  const d = await request("GET", "/api/lobby");
  if (d) {
    render(d);
  }
}

// The rules of a rated game, whatever the variant (Terms.RATED_PRESET): the server chooses them.
const RATED_PRESET = "youzai";

/** A preset as players read it: its words in the page's language, never its id. */
function rulesWords(preset) {
  return I18N.t("preset." + preset);
}

/** The rules of the game about to be offered, said next to the buttons that offer it. */
function offerRules() {
  const rated = $("chk-rated").checked;
  $("sel-preset").disabled = rated;
  $("offer-rules").textContent = rated
    ? I18N.t("lobby.rules.rated", { rules: rulesWords(RATED_PRESET) })
    : I18N.t("lobby.rules.casual", { rules: rulesWords($("sel-preset").value) });
}

// A rated game is played under the club's rules: the server chooses them, so no preset is sent.
function choice() {
  const rated = $("chk-rated").checked;
  const c = { variant: $("sel-variant").value, rated: rated, time: $("sel-time").value };
  if (!rated) {
    c.preset = $("sel-preset").value;
  }
  return c;
}

async function accept(id) {
  const r = await request("POST", "/api/seeks/" + id + "/accept", {});
  if (r) {
    location.href = "/g/" + r.id;
  }
}

// Shows the account's forms or its sign-out button: an account keeps its name, so it has no rename.
function showAccount(me) {
  lobby.account = me.account === true;
  document.body.dataset.account = lobby.account ? "yes" : "no";
  $("signup-form").classList.toggle("hidden", lobby.account);
  $("signin-form").classList.toggle("hidden", lobby.account);
  $("btn-signout").classList.toggle("hidden", !lobby.account);
  $("btn-signout-all").classList.toggle("hidden", !lobby.account);
  $("name-save").classList.toggle("hidden", lobby.account);
  $("name-input").readOnly = lobby.account;
  $("account-status").textContent = lobby.account
    ? I18N.t("account.signedIn", { name: me.name }) : I18N.t("account.guest");
  $("name-input").value = me.name;
  $("chk-rated").disabled = !lobby.account;
  if (!lobby.account) {
    $("chk-rated").checked = false;
  }
  if (lobby.options) {
    offerRules();
  }
}

// Sends a form's name and password; the password fields are emptied whatever the answer.
async function sendAccount(path, name, password, remember) {
  const r = await request("POST", path, {
    name: $(name).value,
    password: $(password).value,
    remember: $(remember).checked,
  });
  $(password).value = "";
  if (r) {
    say("");
    showAccount(r);
    poll();
  }
}

async function lobbyStart() {
  I18N.init();
  I18N.listeners.push(() => {
    if (lobby.options) {
      fillVariants(lobby.options, "sivy");
      offerRules();
    }
    if (lobby.data) {
      render(lobby.data);
    }
  });
  $("sel-variant").addEventListener("change", () => {
    fillPresets(lobby.options);
    offerRules();
  });
  $("sel-preset").addEventListener("change", offerRules);
  $("chk-rated").addEventListener("change", offerRules);
  $("name-input").addEventListener("input", () => {
    lobby.editing = true;
  });
  $("name-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const r = await request("POST", "/api/me/name", { name: $("name-input").value });
    if (r) {
      say("");
      lobby.editing = false;
      $("name-input").value = r.name;
      $("name-input").blur();
    }
  });
  $("btn-friend").addEventListener("click", async () => {
    const r = await request("POST", "/api/club", Object.assign(choice(), { side: $("sel-colour").value }));
    if (r) {
      location.href = "/g/" + r.id;
    }
  });
  $("btn-seek").addEventListener("click", async () => {
    if (await request("POST", "/api/seeks", Object.assign(choice(), { colour: $("sel-colour").value }))) {
      poll();
    }
  });
  $("btn-unseek").addEventListener("click", async () => {
    if (await request("POST", "/api/seeks/cancel", {})) {
      poll();
    }
  });
  $("signup-form").addEventListener("submit", (e) => {
    e.preventDefault();
    sendAccount("/api/account/signup", "signup-name", "signup-password", "signup-remember");
  });
  $("signin-form").addEventListener("submit", (e) => {
    e.preventDefault();
    sendAccount("/api/account/signin", "signin-name", "signin-password", "signin-remember");
  });
  // this browser's session, or every device's (a phone lost, a shared computer left signed in)
  const signOut = async (body) => {
    if (await request("POST", "/api/account/signout", body)) {
      const me = await request("POST", "/api/me", {});
      if (me) {
        showAccount(me);
        poll();
      }
    }
  };
  $("btn-signout").addEventListener("click", () => signOut({}));
  $("btn-signout-all").addEventListener("click", () => signOut({ everywhere: true }));
  I18N.listeners.push(() => {
    if (lobby.data) {
      showAccount({ name: lobby.data.name, account: lobby.account });
    }
  });
  const me = await request("POST", "/api/me", {});
  if (me) {
    showAccount(me);
  }
  lobby.options = await request("GET", "/api/options");
  if (lobby.options) {
    fillVariants(lobby.options, "sivy");
    offerRules();
  }
  await poll();
  setInterval(poll, 2000);
}

document.addEventListener("DOMContentLoaded", lobbyStart);
