// The play page's engine, in a worker of its own: the computer's turns and the hints are searched
// here with the rules package (local.js), so that a deep search never freezes the page. The page
// sends the package's address once ({load}), then searches: the game as its start, rules and turns,
// and the limits ({level} or {depth, timeMs}). Each answer names the search it answers. Its own
// policy (Site.WORKER_CSP) lets the package's WebAssembly build run here, which the page's forbids.
"use strict";

let rules = null;

self.onmessage = (e) => {
  const m = e.data;
  if (m.load) {
    // loaded at once, while the page is online: the searches after it need no network
    rules = import(m.load);
    rules.then((pkg) => self.postMessage({ loaded: true, backend: pkg.backend }), (err) => self.postMessage({ failed: String(err) }));
    return;
  }
  rules.then((pkg) => {
    try {
      let game = pkg.Game.start({ variant: m.variant, rules: m.rules, position: m.start });
      for (const t of m.turns) {
        game = game.play(t);
      }
      const r = pkg.search(game, m.limits);
      self.postMessage({ id: m.id, best: r.best });
    } catch (err) {
      self.postMessage({ id: m.id, error: String(err && err.message ? err.message : err) });
    }
  }, (err) => self.postMessage({ id: m.id, error: String(err) }));
};
