// The "How to play" guide: 13 steps, each a title, its words and pictures. The boards are the
// library's (served at /pictures/NAME.svg, drawn by SvgBoard from real positions); step 12's four
// screenshots are the play page itself, taken by the browser tests (/assets/screen-N.png).
"use strict";

// Each step: its parts in order. "text" and "more" are paragraphs, "list:N" a numbered list of N
// items, "tips:N" a bulleted one, and any other word a picture with its caption.
const STEPS = [
  { n: 1, parts: ["text", "board", "more"] },
  { n: 2, parts: ["text", "start"] },
  { n: 3, parts: ["text", "move-strong", "move-weak"] },
  { n: 4, parts: ["text", "list:3", "approach-start", "approach-before", "approach-after", "more", "approach-diagonal-before", "approach-diagonal-after"] },
  { n: 5, parts: ["text", "list:3", "withdrawal-start", "withdrawal-before", "withdrawal-after"] },
  { n: 6, parts: ["text", "run-empty-before", "run-empty", "run-own-before", "run-own", "run-gap-before", "run-gap"] },
  { n: 7, parts: ["text", "choice-both", "choice-approach", "choice-withdrawal", "more"] },
  { n: 8, parts: ["text", "compulsory", "more", "openings"] },
  { n: 9, parts: ["text", "list:4", "chain-before", "chain-first", "chain-second", "chain-after", "more", "chain-limits"] },
  { n: 10, parts: ["text", "paika"] },
  { n: 11, parts: ["text", "end", "more"] },
  { n: 12, parts: ["text", "screen-1", "screen-2", "screen-3", "screen-4", "tips:3"] },
  { n: 13, parts: ["tips:5"] }
];

function node(tag, attrs, parent) {
  const e = document.createElement(tag);
  for (const k of Object.keys(attrs)) {
    e.setAttribute(k, attrs[k]);
  }
  parent.appendChild(e);
  return e;
}

function list(tag, prefix, count, parent) {
  const l = node(tag, { class: tag === "ol" ? "steps" : "tips" }, parent);
  for (let i = 1; i <= count; i++) {
    node("li", { "data-t": prefix + i }, l);
  }
}

/** A file's address under its content's hash (ASSETS, from messages.js), kept by the browser. */
function asset(key, plain) {
  return (typeof ASSETS !== "undefined" && ASSETS[key]) || plain;
}

function picture(name, parent) {
  if (name.startsWith("screen-")) {
    // A screenshot of the play page: the page's width, and a link to it at its full size.
    const src = asset(name + ".png", "/assets/" + name + ".png");
    const f = node("figure", { class: "screen" }, parent);
    const a = node("a", { href: src, id: "big-" + name }, f);
    node("img", { src: src, alt: "", id: "pic-" + name }, a);
    node("figcaption", { "data-t": "g.cap." + name }, f);
    return;
  }
  const f = node("figure", {}, parent);
  const src = asset("pictures/" + name + ".svg", "/pictures/" + name + ".svg");
  node("img", { src: src, alt: "", id: "pic-" + name }, f);
  node("figcaption", { "data-t": "g.cap." + name }, f);
}

function build() {
  const main = document.getElementById("guide");
  node("p", { "data-t": "g.intro" }, main);
  node("p", { "data-t": "g.history" }, main);
  node("p", { "data-t": "g.order", class: "order" }, main);
  const read = node("section", { id: "step-read" }, main);
  node("h2", { "data-t": "g.read.title" }, read);
  node("p", { "data-t": "g.read" }, read);
  for (const step of STEPS) {
    const s = node("section", { id: "step-" + step.n }, main);
    const h = node("h2", {}, s);
    node("span", { class: "num" }, h).textContent = String(step.n);
    node("span", { "data-t": "g." + step.n + ".title" }, h);
    let pictures = null;
    for (const part of step.parts) {
      if (part === "text" || part === "more") {
        pictures = null;
        node("p", { "data-t": "g." + step.n + "." + part }, s);
      } else if (part.startsWith("list:") || part.startsWith("tips:")) {
        pictures = null;
        const [kind, count] = part.split(":");
        list(kind === "list" ? "ol" : "ul", "g." + step.n + "." + kind + ".", parseInt(count, 10), s);
      } else {
        // Pictures in a row share one block, so that a before and its after stand side by side.
        pictures = pictures || node("div", { class: "pictures" }, s);
        picture(part, pictures);
      }
    }
  }
  // The general reference for the rules, outside the site (seed 001): its link opens the article.
  const ref = node("p", { class: "reference" }, main);
  node("a", { href: "https://en.wikipedia.org/wiki/Fanorona", rel: "external", id: "guide-reference",
    "data-t": "g.reference" }, ref);
  const close = node("p", { class: "close" }, main);
  node("a", { href: "/", id: "play-link", "data-t": "g.close" }, close);
}

document.addEventListener("DOMContentLoaded", () => {
  build();
  I18N.init();
  // Alt texts follow the captions, so a reader without pictures hears the same words.
  const alts = () => {
    for (const img of document.querySelectorAll("figure img")) {
      img.alt = img.closest("figure").querySelector("figcaption").textContent;
    }
  };
  alts();
  I18N.listeners.push(alts);
  document.body.dataset.stage = "GUIDE";
  document.body.dataset.busy = "0";
});
