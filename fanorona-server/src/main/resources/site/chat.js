// A club game's chat between its two players (a spectator's page has none: the server sends it no
// line). The server sends the whole chat when the page connects and each new line as it is said;
// every line is shown as text, never as markup. "Hide the chat" (kept in localStorage) also mutes
// its alerts.
"use strict";

const CHAT_KEY = "fanorona.chat";

const chat = { lines: [], ids: new Set(), hidden: false };

/** Lines from the server: all of them (the page connected again), or new ones. */
function chatHeard(m) {
  if (m.all) {
    chat.lines = [];
    chat.ids = new Set();
  }
  const before = chat.lines.length;
  for (const line of m.lines) {
    if (!chat.ids.has(line.id)) {
      chat.ids.add(line.id);
      chat.lines.push(line);
    }
  }
  drawChat();
  const v = club.view;
  const said = chat.lines.slice(before).filter((l) => v && l.side !== v.you);
  // a hidden chat is a muted one: its lines come in silently
  if (!m.all && said.length > 0 && !chat.hidden) {
    alertPlayer("chat", I18N.t("club.chat.new", { name: nameOf(v, said[0].side) }));
  }
}

/** The lines, each as its speaker's name and words (text only), the newest in view. */
function drawChat() {
  const list = $("chat-lines");
  const v = club.view;
  list.replaceChildren();
  for (const line of chat.lines) {
    const li = document.createElement("p");
    li.dataset.side = line.side;
    const who = document.createElement("span");
    who.className = "chat-who";
    who.textContent = (v ? nameOf(v, line.side) : line.side) + ": ";
    li.append(who, document.createTextNode(line.text));
    list.appendChild(li);
  }
  list.scrollTop = list.scrollHeight;
  document.body.dataset.chat = String(chat.lines.length);
}

/** The chat shown to the game's players only; hidden or shown as each player chose. */
function chatShown(v) {
  $("chat").classList.toggle("hidden", !v.you);
  const hidden = chat.hidden;
  $("chat-body").classList.toggle("hidden", hidden);
  $("chat-toggle").setAttribute("aria-expanded", String(!hidden));
  said($("chat-toggle"), hidden ? "club.chat.show" : "club.chat.hide");
}

function wireChat() {
  try {
    chat.hidden = localStorage.getItem(CHAT_KEY) === "hidden";
  } catch (e) {
    chat.hidden = false;
  }
  $("chat-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("chat-input").value.trim();
    if (text) {
      sendAction("chat", { text: text });
      $("chat-input").value = "";
    }
  });
  $("chat-toggle").addEventListener("click", () => {
    chat.hidden = !chat.hidden;
    try {
      if (chat.hidden) {
        localStorage.setItem(CHAT_KEY, "hidden");
      } else {
        localStorage.removeItem(CHAT_KEY);
      }
    } catch (e) {
      // storage may be off: the choice then lasts for this page only
    }
    if (club.view) {
      chatShown(club.view);
    }
  });
}
