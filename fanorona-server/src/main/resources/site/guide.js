// The "How to play" guide: 13 steps, each a title, its words and the library's pictures
// (served by the site at /pictures/NAME.svg, drawn by SvgBoard from real positions).
"use strict";

const STEPS = [
  { n: 1, pictures: ["board"] },
  { n: 2, pictures: ["start"] },
  { n: 3, pictures: ["move-strong", "move-weak"] },
  { n: 4, pictures: ["approach-before", "approach-after", "approach-diagonal-before", "approach-diagonal-after"] },
  { n: 5, pictures: ["withdrawal-before", "withdrawal-after"] },
  { n: 6, pictures: ["run-empty", "run-own", "run-gap"] },
  { n: 7, pictures: ["choice-both", "choice-approach", "choice-withdrawal"] },
  { n: 8, pictures: ["compulsory", "opening-1", "opening-2", "opening-3", "opening-4", "opening-5"] },
  { n: 9, pictures: ["chain-before", "chain-first", "chain-after"] },
  { n: 10, pictures: ["paika"] },
  { n: 11, pictures: ["end"] },
  { n: 12, pictures: [] },
  { n: 13, pictures: [] }
];

function node(tag, attrs, parent) {
  const e = document.createElement(tag);
  for (const k of Object.keys(attrs)) {
    e.setAttribute(k, attrs[k]);
  }
  parent.appendChild(e);
  return e;
}

function build() {
  const main = document.getElementById("guide");
  node("p", { "data-t": "g.intro" }, main);
  const read = node("section", { id: "step-read" }, main);
  node("h2", { "data-t": "g.read.title" }, read);
  node("p", { "data-t": "g.read" }, read);
  for (const step of STEPS) {
    const s = node("section", { id: "step-" + step.n }, main);
    const h = node("h2", {}, s);
    node("span", { class: "num" }, h).textContent = String(step.n);
    node("span", { "data-t": "g." + step.n + ".title" }, h);
    node("p", { "data-t": "g." + step.n + ".text" }, s);
    if (TEXTS.en["g." + step.n + ".more"]) {
      node("p", { "data-t": "g." + step.n + ".more" }, s);
    }
    for (const name of step.pictures) {
      const f = node("figure", {}, s);
      node("img", { src: "/pictures/" + name + ".svg", alt: "", id: "pic-" + name }, f);
      const key = name.startsWith("opening-") ? "g.cap.opening" : "g.cap." + name;
      node("figcaption", { "data-t": key }, f);
    }
  }
}

document.addEventListener("DOMContentLoaded", () => {
  build();
  I18N.init();
  // Alt texts follow the captions, so a reader without pictures hears the same words.
  const alts = () => {
    for (const img of document.querySelectorAll("figure img")) {
      img.alt = img.parentElement.querySelector("figcaption").textContent;
    }
  };
  alts();
  I18N.listeners.push(alts);
  document.body.dataset.stage = "GUIDE";
  document.body.dataset.busy = "0";
});
