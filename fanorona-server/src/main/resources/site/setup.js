// The play page's Game tab (variant, rules, side, strength, the computer's wait, animation and
// sounds) and the page's start: the buttons wired, the last game resumed or a new one begun.
"use strict";

async function newGame(confirmFirst) {
  const s = page.state;
  if (confirmFirst && s && !s.outcome && s.moves.length > 0 && !(await confirmBox(I18N.t("confirm.abort")))) {
    return;
  }
  cancelComputer();
  const body = {
    variant: $("sel-variant").value || "sivy",
    preset: $("sel-preset").value || undefined,
    side: $("sel-side").value,
    level: parseInt($("sel-level").value, 10)
  };
  const started = await call("POST", "/api/games", body);
  // the play tab, where the new game is, or the refusal's reason and what to do
  tab("play");
  if (started) {
    clearMessage();
    await show(started, false);
  }
}

function tab(name) {
  for (const b of document.querySelectorAll(".tab")) {
    const on = b.dataset.tab === name;
    b.classList.toggle("active", on);
    if (on) {
      b.setAttribute("aria-current", "true");
    } else {
      b.removeAttribute("aria-current");
    }
  }
  $("pane-play").classList.toggle("hidden", name !== "play");
  $("pane-game").classList.toggle("hidden", name !== "game");
}

/** The settings kept (alerts.js, shared with the club's game pages), and their switches. */
function loadSettings() {
  loadSavedSettings();
  $("set-animate").checked = settings.animate;
  $("set-sounds").checked = settings.sounds;
  $("set-animate").addEventListener("change", () => keepSetting("animate", $("set-animate").checked));
  $("set-sounds").addEventListener("change", () => keepSetting("sounds", $("set-sounds").checked));
}

function wire() {
  for (const b of document.querySelectorAll(".tab")) {
    b.addEventListener("click", () => tab(b.dataset.tab));
  }
  $("btn-stop").addEventListener("click", () => act("stop"));
  $("btn-hint").addEventListener("click", () => act("hint"));
  $("btn-undo").addEventListener("click", () => {
    cancelComputer();
    act("undo");
  });
  $("btn-resign").addEventListener("click", resign);
  $("btn-new").addEventListener("click", () => tab("game"));
  $("btn-start").addEventListener("click", () => newGame(true));
  $("over-again").addEventListener("click", () => {
    $("over").close();
    newGame(false);
  });
  $("replay-back").addEventListener("click", leaveReplay);
  $("choice-A").addEventListener("click", () => choose("A"));
  $("choice-W").addEventListener("click", () => choose("W"));
  $("choice-P").addEventListener("click", () => choose("-"));
  $("sel-variant").addEventListener("change", () => fillPresets(page.options));
  $("sel-level").addEventListener("change", () => {
    if (page.state) {
      act("level", { level: parseInt($("sel-level").value, 10) });
    }
  });
  $("turn-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("turn-input").value.trim();
    if (text) {
      act("turn", { text: text }).then((s) => {
        if (s) {
          $("turn-input").value = "";
        }
      });
    }
  });
  document.addEventListener("keydown", pageKeys);
  // A phone turned between portrait and landscape draws the board the other way round.
  window.matchMedia("(orientation: portrait)").addEventListener("change", () => {
    if (page.state && page.replay < 0) {
      draw(page.state, false);
    }
  });
}

async function start() {
  I18N.init();
  I18N.listeners.push(() => {
    if (page.options) {
      fillVariants(page.options, page.state ? page.state.variant : "sivy");
    }
    relabel();
  });
  loadSettings();
  wire();
  // the rules package and the engine's worker, loaded while the page is online (local.js)
  const rules = loadRules();
  page.options = await call("GET", "/api/options");
  if (page.options) {
    fillVariants(page.options, "sivy");
  }
  let id = "";
  try {
    id = localStorage.getItem("fanorona.game") || "";
  } catch (e) {
    id = "";
  }
  await rules;
  const old = /^[A-Za-z0-9_-]{22}$/.test(id) ? await call("GET", "/api/games/" + id) : null;
  if (old !== null || !id) {
    clearMessage();
  }
  if (old) {
    $("sel-level").value = String(old.level);
    await show(old, false);
  } else {
    await newGame(false);
  }
}

document.addEventListener("DOMContentLoaded", start);
