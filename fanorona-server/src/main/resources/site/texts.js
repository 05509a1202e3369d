// Every string of the play page and the guide, in French, English and Malagasy. Keys are shared;
// {name} in a text is replaced by a value. The language chosen is kept in localStorage.
"use strict";
const TEXTS = { en: {}, fr: {}, mg: {} };

function addTexts(lang, entries) {
  Object.assign(TEXTS[lang], entries);
}

addTexts("en", {
  "title": "Fanorona",
  "tab.play": "Play", "tab.game": "Game", "tab.guide": "How to play", "tab.lobby": "Play people", "tab.back": "Back to the game",
  "choice.prompt": "Choose the capture: the rings show which stones each takes.",
  "choice.approach": "Approach (orange)", "choice.withdrawal": "Withdrawal (blue)",
  "choice.plain": "Plain step",
  "btn.stop": "Stop here", "btn.hint": "Hint", "btn.undo": "Undo", "btn.resign": "Resign",
  "btn.new": "New game",
  "turn.label": "Type a turn in A/W notation:", "turn.play": "Play",
  "moves.title": "Moves",
  "download.label": "Download the game:", "download.pgn": "PGN record", "download.sgf": "Boardspace SGF",
  "game.title": "New game and settings", "game.variant": "Variant", "game.preset": "Rules",
  "game.side": "You play", "game.level": "Computer", "game.delay": "The computer waits before replying",
  "game.start": "Start a new game",
  "side.white": "White (light stones, moves first)", "side.black": "Black (dark stones)",
  "level.1": "Beginner", "level.2": "Novice", "level.3": "Casual", "level.4": "Intermediate", "level.5": "Club player", "level.6": "Advanced", "level.7": "Expert", "level.8": "Master", "level.9": "Strongest",
  "delay.0": "No wait", "delay.1": "1 second", "delay.2": "2–3 seconds",
  "variant.sivy": "Fanoron-Sivy (9×5, the usual game)", "variant.dimy": "Fanoron-Dimy (5×5)",
  "variant.telo": "Fanoron-Telo (3×3, three in a row)", "variant.vela": "Vela (after a loss: the loser starts)",
  "preset.standard": "Standard rules, no automatic draw",
  "preset.seed000": "This site: a draw after 10 moves each without capture",
  "preset.youzai": "Youzai: a draw after 50 half-moves without capture",
  "preset.french": "French sheet: larger group, no first-turn chain, huffing",
  "preset.seed004": "Threefold repetition draws; no move loses",
  "preset.boardspace": "Boardspace: draws only by agreement",
  "preset.abstract-play": "Abstract Play: fourfold repetition draws",
  "preset.vela": "Vela: with no capture left, the other side forfeits",
  "preset.vela-bell": "Vela (Bell): a beneficiary without a capture loses",
  "status.SELECT": "Your turn: click one of the glowing stones.",
  "status.TARGET": "Click a dot to move there, or another glowing stone.",
  "status.CHAIN": "The stone can capture again: click the next dot, or press Stop here.",
  "status.COMPLETE": "Your turn is complete.",
  "status.DROP": "Your turn: click an empty point to put a stone from your hand there.",
  "status.MUST_HUFF": "Your turn: first click the enemy stone to huff (it could have captured).",
  "status.CHOICE": "Both captures are possible: choose approach or withdrawal.",
  "status.WAIT": "The computer is thinking…",
  "status.OVER": "The game is over.",
  "status.NO_TURN": "No turn is possible.",
  "status.LOADING": "Loading…",
  "status.huff": "You may first huff a stone marked in red, or play straight away.",
  "status.hand": "In hand: White {w}, Black {b}.",
  "outcome.white": "White wins", "outcome.black": "Black wins", "outcome.draw": "Draw",
  "outcome.you": "you win!", "outcome.computer": "the computer wins.",
  "reason.NO_STONES": "the other side has no stones left",
  "reason.NO_LEGAL_TURN": "the other side has no legal move",
  "reason.NO_CAPTURE_LIMIT": "no capture for too many moves",
  "reason.REPETITION": "the same position came back too often",
  "reason.RESIGNATION": "resignation",
  "reason.AGREEMENT": "agreed by both players",
  "reason.ALIGNMENT": "three stones in a row",
  "reason.VELA_NO_CAPTURE": "in Vela, the beneficiary could not capture",
  "hint.shown": "Hint: {turn} (the purple arrow).",
  "error.network": "The server cannot be reached.",
  "error.busy": "The computer is busy: try again in a moment.",
  "confirm.resign": "Resign this game?",
  "you": "you", "computer": "computer"
});

addTexts("fr", {
  "title": "Fanorona",
  "tab.play": "Jouer", "tab.game": "Partie", "tab.guide": "Comment jouer", "tab.lobby": "Jouer contre quelqu'un", "tab.back": "Retour à la partie",
  "choice.prompt": "Choisissez la prise : les anneaux montrent les pions que chacune prend.",
  "choice.approach": "Approche (orange)", "choice.withdrawal": "Retrait (bleu)",
  "choice.plain": "Pas simple",
  "btn.stop": "S'arrêter ici", "btn.hint": "Indice", "btn.undo": "Annuler", "btn.resign": "Abandonner",
  "btn.new": "Nouvelle partie",
  "turn.label": "Tapez un coup en notation A/W :", "turn.play": "Jouer",
  "moves.title": "Coups",
  "download.label": "Télécharger la partie :", "download.pgn": "Fichier PGN", "download.sgf": "SGF Boardspace",
  "game.title": "Nouvelle partie et réglages", "game.variant": "Variante", "game.preset": "Règles",
  "game.side": "Vous jouez", "game.level": "Ordinateur", "game.delay": "L'ordinateur attend avant de répondre",
  "game.start": "Commencer une nouvelle partie",
  "side.white": "Blancs (pions clairs, jouent en premier)", "side.black": "Noirs (pions foncés)",
  "level.1": "Débutant", "level.2": "Novice", "level.3": "Amateur", "level.4": "Intermédiaire", "level.5": "Joueur de club", "level.6": "Avancé", "level.7": "Expert", "level.8": "Maître", "level.9": "Le plus fort",
  "delay.0": "Sans attente", "delay.1": "1 seconde", "delay.2": "2 à 3 secondes",
  "variant.sivy": "Fanoron-Sivy (9×5, le jeu habituel)", "variant.dimy": "Fanoron-Dimy (5×5)",
  "variant.telo": "Fanoron-Telo (3×3, trois alignés)", "variant.vela": "Vela (après une défaite : le perdant commence)",
  "preset.standard": "Règles standard, pas de nulle automatique",
  "preset.seed000": "Ce site : nulle après 10 coups de chaque joueur sans prise",
  "preset.youzai": "Youzai : nulle après 50 demi-coups sans prise",
  "preset.french": "Fiche française : le plus grand groupe, pas de chaîne au premier tour, souffler",
  "preset.seed004": "Nulle par triple répétition ; sans coup, on perd",
  "preset.boardspace": "Boardspace : nulle seulement d'un commun accord",
  "preset.abstract-play": "Abstract Play : nulle à la quatrième répétition",
  "preset.vela": "Vela : sans prise possible, l'autre camp perd par forfait",
  "preset.vela-bell": "Vela (Bell) : le bénéficiaire sans prise perd",
  "status.SELECT": "À vous : cliquez sur un des pions qui brillent.",
  "status.TARGET": "Cliquez sur un point pour y aller, ou sur un autre pion qui brille.",
  "status.CHAIN": "Le pion peut reprendre : cliquez sur le point suivant, ou sur S'arrêter ici.",
  "status.COMPLETE": "Votre coup est terminé.",
  "status.DROP": "À vous : cliquez sur un point vide pour y poser un pion de votre main.",
  "status.MUST_HUFF": "À vous : cliquez d'abord sur le pion adverse à souffler (il pouvait prendre).",
  "status.CHOICE": "Les deux prises sont possibles : choisissez l'approche ou le retrait.",
  "status.WAIT": "L'ordinateur réfléchit…",
  "status.OVER": "La partie est terminée.",
  "status.NO_TURN": "Aucun coup n'est possible.",
  "status.LOADING": "Chargement…",
  "status.huff": "Vous pouvez d'abord souffler un pion marqué en rouge, ou jouer tout de suite.",
  "status.hand": "En main : Blancs {w}, Noirs {b}.",
  "outcome.white": "Les Blancs gagnent", "outcome.black": "Les Noirs gagnent", "outcome.draw": "Partie nulle",
  "outcome.you": "vous gagnez !", "outcome.computer": "l'ordinateur gagne.",
  "reason.NO_STONES": "l'autre camp n'a plus de pions",
  "reason.NO_LEGAL_TURN": "l'autre camp n'a plus de coup légal",
  "reason.NO_CAPTURE_LIMIT": "aucune prise depuis trop de coups",
  "reason.REPETITION": "la même position est revenue trop souvent",
  "reason.RESIGNATION": "abandon",
  "reason.AGREEMENT": "accord des deux joueurs",
  "reason.ALIGNMENT": "trois pions alignés",
  "reason.VELA_NO_CAPTURE": "au Vela, le bénéficiaire ne pouvait pas prendre",
  "hint.shown": "Indice : {turn} (la flèche violette).",
  "error.network": "Le serveur ne répond pas.",
  "error.busy": "L'ordinateur est occupé : réessayez dans un instant.",
  "confirm.resign": "Abandonner cette partie ?",
  "you": "vous", "computer": "ordinateur"
});

addTexts("mg", {
  "title": "Fanorona",
  "tab.play": "Hilalao", "tab.game": "Lalao", "tab.guide": "Ny fomba filalaovana", "tab.lobby": "Hilalao amin'olona", "tab.back": "Hiverina amin'ny lalao",
  "choice.prompt": "Fidio ny fakana: asehon'ny peratra ny vato alain'ny tsirairay.",
  "choice.approach": "Fanakaikezana (oranjy)", "choice.withdrawal": "Fialana (manga)",
  "choice.plain": "Dingana tsotra",
  "btn.stop": "Mijanòna eto", "btn.hint": "Torohevitra", "btn.undo": "Averina", "btn.resign": "Mitsoaka",
  "btn.new": "Lalao vaovao",
  "turn.label": "Soraty ny hetsika amin'ny fanoratana A/W:", "turn.play": "Lalaovy",
  "moves.title": "Hetsika",
  "download.label": "Alaivo ny lalao:", "download.pgn": "Rakitra PGN", "download.sgf": "SGF Boardspace",
  "game.title": "Lalao vaovao sy fandrindrana", "game.variant": "Karazany", "game.preset": "Lalàna",
  "game.side": "Ianao no milalao", "game.level": "Ordinatera", "game.delay": "Miandry ny ordinatera alohan'ny hamaliany",
  "game.start": "Manomboka lalao vaovao",
  "side.white": "Fotsy (vato mazava, manomboka)", "side.black": "Mainty (vato maizina)",
  "level.1": "Vao manomboka", "level.2": "Mbola mianatra", "level.3": "Mpilalao tsotra", "level.4": "Antonony", "level.5": "Mpilalao klioba", "level.6": "Mandroso", "level.7": "Mahay", "level.8": "Tena mahay", "level.9": "Matanjaka indrindra",
  "delay.0": "Tsy miandry", "delay.1": "Segondra iray", "delay.2": "Segondra 2 na 3",
  "variant.sivy": "Fanoron-Sivy (9×5, ilay lalao mahazatra)", "variant.dimy": "Fanoron-Dimy (5×5)",
  "variant.telo": "Fanoron-Telo (3×3, telo milahatra)", "variant.vela": "Vela (aorian'ny faharesena: ny resy no manomboka)",
  "preset.standard": "Lalàna mahazatra, tsy misy sahala ho azy",
  "preset.seed000": "Ity tranonkala ity: sahala raha tsy misy fakana mandritra ny hetsika 10 isaky ny mpilalao",
  "preset.youzai": "Youzai: sahala aorian'ny antsasa-hetsika 50 tsy misy fakana",
  "preset.french": "Taratasy frantsay: ny vondrona lehibe indrindra, tsy misy rojo amin'ny voalohany, fitsofana",
  "preset.seed004": "Sahala raha miverina intelo ny toerana; resy izay tsy afa-mihetsika",
  "preset.boardspace": "Boardspace: sahala raha tsy ifanarahana ihany",
  "preset.abstract-play": "Abstract Play: sahala raha miverina inefatra ny toerana",
  "preset.vela": "Vela: raha tsy misy fakana intsony, resy ny ankilany",
  "preset.vela-bell": "Vela (Bell): resy ny mpandray tombony tsy afaka maka",
  "status.SELECT": "Anjaranao: tsindrio ny iray amin'ireo vato mamirapiratra.",
  "status.TARGET": "Tsindrio ny teboka halehany, na vato mamirapiratra hafa.",
  "status.CHAIN": "Afaka maka indray ny vato: tsindrio ny teboka manaraka, na tsindrio ny Mijanòna eto.",
  "status.COMPLETE": "Vita ny anjaranao.",
  "status.DROP": "Anjaranao: tsindrio teboka malalaka hametrahana vato avy eny an-tananao.",
  "status.MUST_HUFF": "Anjaranao: tsindrio aloha ny vato fahavalo tsofina (afaka naka izy).",
  "status.CHOICE": "Samy azo atao ny fakana roa: fidio ny fanakaikezana na ny fialana.",
  "status.WAIT": "Misaintsaina ny ordinatera…",
  "status.OVER": "Vita ny lalao.",
  "status.NO_TURN": "Tsy misy hetsika azo atao.",
  "status.LOADING": "Eo am-pakana…",
  "status.huff": "Afaka mitsoka vato misy marika mena aloha ianao, na milalao avy hatrany.",
  "status.hand": "An-tanana: Fotsy {w}, Mainty {b}.",
  "outcome.white": "Mandresy ny Fotsy", "outcome.black": "Mandresy ny Mainty", "outcome.draw": "Sahala",
  "outcome.you": "ianao no mandresy!", "outcome.computer": "ny ordinatera no mandresy.",
  "reason.NO_STONES": "tsy manana vato intsony ny ankilany",
  "reason.NO_LEGAL_TURN": "tsy afa-mihetsika intsony ny ankilany",
  "reason.NO_CAPTURE_LIMIT": "tsy nisy fakana nandritra ny hetsika maro loatra",
  "reason.REPETITION": "niverina imbetsaka loatra ny toerana iray",
  "reason.RESIGNATION": "nitsoaka",
  "reason.AGREEMENT": "nifanarahan'ny mpilalao roa",
  "reason.ALIGNMENT": "vato telo milahatra",
  "reason.VELA_NO_CAPTURE": "amin'ny Vela, tsy afaka naka ny mpandray tombony",
  "hint.shown": "Torohevitra: {turn} (ilay zana-tsipìka volomparasy).",
  "error.network": "Tsy tratra ny mpizara.",
  "error.busy": "Sahirana ny ordinatera: andramo indray afaka kelikely.",
  "confirm.resign": "Hitsoaka amin'ity lalao ity ve ianao?",
  "you": "ianao", "computer": "ordinatera"
});

addTexts("en", {
  "error.typed": "Turn refused (the library's reason, in English): {why}",
  "error.other": "The server refused that request.",
  "refuse.SELECT": "Only a glowing stone can start your turn: {stones}.",
  "refuse.TARGET": "The stone on {stone} can go to {targets}; or click another glowing stone, or the same stone again to let it go.",
  "refuse.CHAIN": "The stone may go on to {targets}, or you may stop here.",
  "refuse.CHAIN.must": "The stone must go on to {targets}.",
  "refuse.DROP": "Put a stone from your hand on one of the empty points: {drops}.",
  "refuse.MUST_HUFF": "First huff one of the stones marked in red: {huffs}.",
  "refuse.COMPLETE": "The turn is complete.",
  "refuse.NO_TURN": "No turn is possible.",
  "said.white": "White played {turn}.", "said.black": "Black played {turn}.",
  "moves.white": "White", "moves.black": "Black", "side.w": "White", "side.b": "Black",
  "moves.show": "Show the board after {n}. {side} {turn}",
  "replay.showing": "The board after {n}. {turn}. The game goes on from its last turn.",
  "replay.back": "Back to the game",
  "board.label": "The board",
  "board.keys": "Keys: the arrows move between points, Enter or Space clicks, A or W chooses the capture, S stops here, Escape lets go.",
  "pt.white": "white stone", "pt.black": "black stone", "pt.empty": "empty", "pt.glow": "can move",
  "pt.selected": "selected", "pt.dot": "you can move here", "pt.huff": "can be huffed",
  "pt.ring.A": "taken by approach", "pt.ring.W": "taken by withdrawal",
  "game.animate": "Animate the turns", "game.sounds": "Sounds",
  "confirm.yes": "Yes", "confirm.no": "No",
  "confirm.abort": "Abandon this game and start a new one?",
  "over.title": "The game is over", "over.again": "Play again", "over.close": "Look at the board"
});

addTexts("fr", {
  "error.typed": "Coup refusé (raison donnée par la bibliothèque, en anglais) : {why}",
  "error.other": "Le serveur a refusé cette demande.",
  "refuse.SELECT": "Seul un pion qui brille peut commencer votre coup : {stones}.",
  "refuse.TARGET": "Le pion en {stone} peut aller en {targets} ; ou cliquez sur un autre pion qui brille, ou sur le même pion pour le lâcher.",
  "refuse.CHAIN": "Le pion peut continuer vers {targets}, ou vous pouvez vous arrêter ici.",
  "refuse.CHAIN.must": "Le pion doit continuer vers {targets}.",
  "refuse.DROP": "Posez un pion de votre main sur un des points vides : {drops}.",
  "refuse.MUST_HUFF": "Soufflez d'abord un des pions marqués en rouge : {huffs}.",
  "refuse.COMPLETE": "Le coup est terminé.",
  "refuse.NO_TURN": "Aucun coup n'est possible.",
  "said.white": "Les Blancs ont joué {turn}.", "said.black": "Les Noirs ont joué {turn}.",
  "moves.white": "Blancs", "moves.black": "Noirs", "side.w": "Blancs", "side.b": "Noirs",
  "moves.show": "Montrer le plateau après {n}. {side} {turn}",
  "replay.showing": "Le plateau après {n}. {turn}. La partie reprend à son dernier coup.",
  "replay.back": "Retour à la partie",
  "board.label": "Le plateau",
  "board.keys": "Touches : les flèches passent d'un point à l'autre, Entrée ou Espace clique, A ou W choisit la prise, S s'arrête ici, Échap lâche le pion.",
  "pt.white": "pion blanc", "pt.black": "pion noir", "pt.empty": "vide", "pt.glow": "peut bouger",
  "pt.selected": "choisi", "pt.dot": "vous pouvez aller ici", "pt.huff": "peut être soufflé",
  "pt.ring.A": "pris par approche", "pt.ring.W": "pris par retrait",
  "game.animate": "Animer les coups", "game.sounds": "Sons",
  "confirm.yes": "Oui", "confirm.no": "Non",
  "confirm.abort": "Quitter cette partie et en commencer une nouvelle ?",
  "over.title": "La partie est terminée", "over.again": "Rejouer", "over.close": "Voir le plateau"
});

addTexts("mg", {
  "error.typed": "Tsy nekena ny hetsika (antony nomen'ny tranomboky, amin'ny teny anglisy): {why}",
  "error.other": "Nolavin'ny mpizara io fangatahana io.",
  "refuse.SELECT": "Vato mamirapiratra ihany no afaka manomboka ny anjaranao: {stones}.",
  "refuse.TARGET": "Afaka mankany amin'ny {targets} ny vato eo {stone}; na tsindrio vato mamirapiratra hafa, na tsindrio indray ilay vato hamelana azy.",
  "refuse.CHAIN": "Afaka manohy mankany amin'ny {targets} ny vato, na afaka mijanona eto ianao.",
  "refuse.CHAIN.must": "Tsy maintsy manohy mankany amin'ny {targets} ny vato.",
  "refuse.DROP": "Apetraho amin'ny iray amin'ireo teboka malalaka ny vato eny an-tananao: {drops}.",
  "refuse.MUST_HUFF": "Tsofy aloha ny iray amin'ireo vato misy marika mena: {huffs}.",
  "refuse.COMPLETE": "Vita ny anjara.",
  "refuse.NO_TURN": "Tsy misy hetsika azo atao.",
  "said.white": "Nilalao {turn} ny Fotsy.", "said.black": "Nilalao {turn} ny Mainty.",
  "moves.white": "Fotsy", "moves.black": "Mainty", "side.w": "Fotsy", "side.b": "Mainty",
  "moves.show": "Asehoy ny sehatra aorian'ny {n}. {side} {turn}",
  "replay.showing": "Ny sehatra aorian'ny {n}. {turn}. Mitohy amin'ny hetsika farany ny lalao.",
  "replay.back": "Hiverina amin'ny lalao",
  "board.label": "Ny sehatra",
  "board.keys": "Fanalahidy: ny zana-tsipìka mamindra amin'ny teboka, Enter na Espace manindry, A na W mifidy ny fakana, S mijanona eto, Échap mamela ny vato.",
  "pt.white": "vato fotsy", "pt.black": "vato mainty", "pt.empty": "malalaka", "pt.glow": "afaka mihetsika",
  "pt.selected": "voafidy", "pt.dot": "azonao alehana", "pt.huff": "azo tsofina",
  "pt.ring.A": "alaina amin'ny fanakaikezana", "pt.ring.W": "alaina amin'ny fialana",
  "game.animate": "Asehoy mihetsika ny hetsika", "game.sounds": "Feo",
  "confirm.yes": "Eny", "confirm.no": "Tsia",
  "confirm.abort": "Hiala amin'ity lalao ity ka hanomboka lalao vaovao ve ianao?",
  "over.title": "Vita ny lalao", "over.again": "Milalao indray", "over.close": "Jereo ny sehatra"
});

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
  apply(root) {
    document.documentElement.lang = this.lang === "mg" ? "mg" : this.lang;
    for (const el of root.querySelectorAll("[data-t]")) {
      el.textContent = this.t(el.dataset.t);
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
    try {
      localStorage.setItem("fanorona.lang", lang);
    } catch (e) {
      // storage may be off; the choice then lasts for this page only
    }
    this.apply(document);
    this.listeners.forEach((f) => f());
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
    for (const b of document.querySelectorAll("[data-lang]")) {
      b.addEventListener("click", () => this.set(b.dataset.lang));
    }
    this.apply(document);
  }
};

