// The page's language and its words: I18N looks a key up in TEXTS (every text of the site, from
// the message files, served as /assets/messages.js, which each page loads first). {name} in a text
// is replaced by a value; a text in another language than the page's (one not yet translated)
// is marked with its language (FROM) wherever it is shown. The language chosen is kept in
// localStorage.
"use strict";

const I18N = {
  lang: "en",
  listeners: [],
  t(key, vars) {
    let s = TEXTS[this.lang][key];
    if (s === undefined) {
      s = TEXTS.en[key] !== undefined ? TEXTS.en[key] : key;
    }
    if (vars) {
      for (const k of Object.keys(vars)) {
        s = s.split("{" + k + "}").join(String(vars[k]));
      }
    }
    return s;
  },
  /** The language a key's text is in: the page's, or the one it falls back to. */
  from(key) {
    const other = FROM[this.lang] && FROM[this.lang][key];
    return other || this.lang;
  },
  apply(root) {
    document.documentElement.lang = this.lang;
    // The browser tab's title, its keys joined by a dash: "Fanorona — How to play".
    const title = document.querySelector("title[data-title]");
    if (title) {
      document.title = title.dataset.title.split(" ").map((k) => this.t(k)).join(" — ");
    }
    for (const el of root.querySelectorAll("[data-t]")) {
      el.textContent = this.t(el.dataset.t);
      const from = this.from(el.dataset.t);
      if (from !== this.lang) {
        el.lang = from;
      } else {
        el.removeAttribute("lang");
      }
    }
    for (const el of root.querySelectorAll("[data-t-label]")) {
      el.setAttribute("aria-label", this.t(el.dataset.tLabel));
    }
    for (const el of root.querySelectorAll("[data-lang]")) {
      el.classList.toggle("active", el.dataset.lang === this.lang);
    }
  },
  set(lang) {
    if (!TEXTS[lang]) {
      return;
    }
    this.lang = lang;
    this.tellServer();
    try {
      localStorage.setItem("fanorona.lang", lang);
    } catch (e) {
      // storage may be off; the choice then lasts for this page only
    }
    this.apply(document);
    this.listeners.forEach((f) => f());
  },
  // The server says its messages (a refusal, an error) in the language its cookie names.
  tellServer() {
    document.cookie = "fanorona_lang=" + this.lang + "; path=/; max-age=31536000; SameSite=Lax";
  },
  /** Marks an element with the language of a server's message when it is not the page's. */
  mark(el, lang) {
    if (lang && lang !== this.lang) {
      el.lang = lang;
    } else {
      el.removeAttribute("lang");
    }
  },
  init() {
    let lang = "";
    try {
      lang = localStorage.getItem("fanorona.lang") || "";
    } catch (e) {
      lang = "";
    }
    if (!TEXTS[lang]) {
      const nav = (navigator.language || "en").slice(0, 2);
      lang = TEXTS[nav] ? nav : "en";
    }
    this.lang = lang;
    this.tellServer();
    for (const b of document.querySelectorAll("[data-lang]")) {
      b.addEventListener("click", () => this.set(b.dataset.lang));
    }
    this.apply(document);
  }
};

