// The sounds and the tab's title, for the play page (a turn, a capture, the end) and a club game's
// page (alerts: the opponent's turn, an offer, one's own time running low). Both pages share one
// "Sounds" setting, kept with the animation's in localStorage (fanorona.settings): switched off on
// one page, it is off on the other. Sounds are off unless chosen.
"use strict";

const SETTINGS_KEY = "fanorona.settings";

/** The settings as chosen and kept; {} when none were (or storage is off). */
function savedSettings() {
  try {
    return JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}") || {};
  } catch (e) {
    return {};
  }
}

/** Animation follows the system's "reduce motion" unless chosen; sounds are off unless chosen. */
function loadSavedSettings() {
  const saved = savedSettings();
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  settings.animate = typeof saved.animate === "boolean" ? saved.animate : !still;
  settings.sounds = saved.sounds === true;
}

/** Keeps one setting as chosen (the others as they were kept, or not chosen). */
function keepSetting(name, value) {
  settings[name] = value;
  const saved = savedSettings();
  saved[name] = value;
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(saved));
  } catch (e) {
    // storage may be off; the choice then lasts for this page only
  }
}

let audio = null;

/**
 * A short tone for a turn, a lower one for a capture, two for the end, two rising ones for an alert;
 * only if switched on. Each tone played is counted on the page's body (data-sounds), for a test or
 * a person's tools.
 */
function sound(kind) {
  if (!settings.sounds) {
    return;
  }
  document.body.dataset.sounds = String(parseInt(document.body.dataset.sounds || "0", 10) + 1);
  try {
    audio = audio || new AudioContext();
    const tones = {
      turn: [[520, 0.06]],
      capture: [[260, 0.12]],
      end: [[440, 0.15], [660, 0.25]],
      alert: [[660, 0.08], [880, 0.12]]
    }[kind];
    let t = audio.currentTime;
    for (const [hz, len] of tones) {
      const o = audio.createOscillator();
      const g = audio.createGain();
      o.frequency.value = hz;
      g.gain.setValueAtTime(0.15, t);
      g.gain.exponentialRampToValueAtTime(0.001, t + len);
      o.connect(g).connect(audio.destination);
      o.start(t);
      o.stop(t + len);
      t += len;
    }
  } catch (e) {
    // No audio device: the game goes on in silence.
  }
}

// ------------------------------------------------------------------ alerts (a club game's page)

const attention = { count: 0, title: "" };

/** Whether the player may not see the page: its tab hidden, or its window not in front. */
function away() {
  return document.visibilityState === "hidden" || !document.hasFocus();
}

/**
 * Tells the player something happened: a sound (if switched on), and while the page is away, the
 * tab's title starts with what happened and how many things did, until the page is back in front.
 * Each alert is counted on the page's body (data-alerts, its kind in data-alert).
 */
function alertPlayer(kind, words) {
  const body = document.body;
  body.dataset.alerts = String(parseInt(body.dataset.alerts || "0", 10) + 1);
  body.dataset.alert = kind;
  sound("alert");
  if (away()) {
    if (!attention.title) {
      attention.title = document.title;
    }
    attention.count++;
    document.title = "(" + attention.count + ") " + words + " — " + attention.title;
  }
}

/** The page in front again: its own title back. */
function attended() {
  if (attention.title && !away()) {
    document.title = attention.title;
    attention.title = "";
    attention.count = 0;
  }
}

window.addEventListener("focus", attended);
document.addEventListener("visibilitychange", attended);
