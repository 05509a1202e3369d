// Every string of the play page and the guide, in French, English and Malagasy. Keys are shared;
// {name} in a text is replaced by a value. The language chosen is kept in localStorage.
"use strict";
const TEXTS = { en: {}, fr: {}, mg: {} };

function addTexts(lang, entries) {
  Object.assign(TEXTS[lang], entries);
}

addTexts("en", {
  "title": "Fanorona",
  "tab.play": "Play", "tab.game": "Game", "tab.guide": "How to play", "tab.back": "Back to the game",
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
  "level.1": "Fastest", "level.2": "Thinks a little", "level.3": "Thinks up to a second",
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
  "error.refused": "That click is not allowed here.",
  "confirm.resign": "Resign this game?",
  "you": "you", "computer": "computer"
});

addTexts("fr", {
  "title": "Fanorona",
  "tab.play": "Jouer", "tab.game": "Partie", "tab.guide": "Comment jouer", "tab.back": "Retour à la partie",
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
  "level.1": "Le plus rapide", "level.2": "Réfléchit un peu", "level.3": "Réfléchit jusqu'à une seconde",
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
  "error.refused": "Ce clic n'est pas permis ici.",
  "confirm.resign": "Abandonner cette partie ?",
  "you": "vous", "computer": "ordinateur"
});

addTexts("mg", {
  "title": "Fanorona",
  "tab.play": "Hilalao", "tab.game": "Lalao", "tab.guide": "Ny fomba filalaovana", "tab.back": "Hiverina amin'ny lalao",
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
  "level.1": "Haingana indrindra", "level.2": "Misaintsaina kely", "level.3": "Misaintsaina hatramin'ny segondra iray",
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
  "error.refused": "Tsy azo atao eto io tsindry io.",
  "confirm.resign": "Hitsoaka amin'ity lalao ity ve ianao?",
  "you": "ianao", "computer": "ordinatera"
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

// ------------------------------------------------------------------ the guide
addTexts("en", {
  "g.title": "Fanorona: how to play",
  "g.intro": "Fanorona is Madagascar's national board game, for two players on a board of 9 by 5 points. You win by taking all of your opponent's stones. Each step below adds one idea; the pictures are real positions drawn by the library.",
  "g.read.title": "Reading the pictures",
  "g.read": "Light stones belong to White, who moves first; dark stones belong to Black. A green arrow is a move, and a dashed brown circle marks the point the moving stone left. A red dashed circle with × is a stone that the move will take. After a move, the stones taken are shown faded inside a dashed ring: orange when taken by approach, blue when taken by withdrawal.",
  "g.1.title": "The board",
  "g.1.text": "Stones stand on the 45 points where the lines meet: 9 columns (a to i) and 5 rows (1 to 5). Every point has lines along its row and its column; the gold points also have diagonals.",
  "g.2.title": "The start",
  "g.2.text": "Each side has 22 stones. White fills the two bottom rows, Black the two top rows, and the middle row alternates, with only the centre point e3 left empty.",
  "g.3.title": "Moving a stone",
  "g.3.text": "A turn moves one stone one step along a line to a free neighbouring point. Nothing jumps. From a gold point there are up to 8 directions, from a dark point at most 4.",
  "g.4.title": "Taking by approach",
  "g.4.text": "Step towards an enemy stone so that it stands on the very next point in the direction you moved: it is taken, together with every enemy stone directly behind it on that line.",
  "g.4.more": "The same works along a diagonal.",
  "g.5.title": "Taking by withdrawal",
  "g.5.text": "Step straight away from an enemy stone that touches yours: the stone on the point behind the one you left is taken, with the unbroken line of enemy stones behind it.",
  "g.6.title": "How far a capture runs",
  "g.6.text": "The taken line runs on while the stones are the enemy's, one after another. An empty point, one of your own stones or the edge of the board ends it.",
  "g.7.title": "Approach or withdrawal",
  "g.7.text": "Sometimes one step can take in front (approach, orange) or behind (withdrawal, blue). You pick one of the two; you never take both.",
  "g.8.title": "Taking is compulsory",
  "g.8.text": "If any of your stones can take, your turn must be a capture, though you choose which one. A plain step is allowed only when no capture exists anywhere.",
  "g.8.more": "That is why the game always opens with a capture: White has exactly five first turns, all ending on the centre point.",
  "g.9.title": "Chains",
  "g.9.text": "After a capture the same stone may capture again in the same turn, as often as it can; you may stop whenever you like, but never switch to another stone.",
  "g.9.more": "Two limits hold inside a chain: the stone may not come back to a point it already stood on this turn, and it may not move twice running in the same direction.",
  "g.10.title": "No capture: a plain move (paika)",
  "g.10.text": "When no stone of yours can take anything, you make an ordinary one-step move. It is called paika.",
  "g.11.title": "The end",
  "g.11.text": "You win when your opponent has no stones left, or no legal move. On this site the game is a draw after ten moves by each player without any capture, and you may resign at any time.",
  "g.12.title": "Playing on this site",
  "g.12.text": "The stones that can move glow: click one, then click one of the dots. If a step could approach or withdraw, pick orange or blue; the rings show what each takes. When the stone can take again, click the next dot or press Stop here. The computer waits two to three seconds before it replies (the Game tab changes this). The move list uses A for approach and W for withdrawal, followed by the number of stones taken. Hint shows the computer's idea as a purple arrow, and Undo takes your last turn back.",
  "g.13.title": "Tips",
  "g.13.text": "Look for steps that take a long line, then ask what your opponent takes back. Because capturing is compulsory, offering one stone can force a bad capture. Keep your stones on gold points where you can, and do not leave a long row of your stones facing an empty point.",
  "g.cap.board": "The board: gold points have diagonals.",
  "g.cap.start": "22 White, 22 Black, the centre empty.",
  "g.cap.move-strong": "From a gold point: a diagonal step.",
  "g.cap.move-weak": "From a dark point: straight lines only.",
  "g.cap.approach-before": "Before: White on b3, two points from Black.",
  "g.cap.approach-after": "After b3-c3A: d3 and e3 are taken.",
  "g.cap.approach-diagonal-before": "Before: Black on the diagonal c3–d4.",
  "g.cap.approach-diagonal-after": "After a1-b2A: both are taken.",
  "g.cap.withdrawal-before": "Before: Black touches White on b3.",
  "g.cap.withdrawal-after": "After c3-d3W: b3 and a3 are taken.",
  "g.cap.run-empty": "The empty f3 stops the line: g3 is safe.",
  "g.cap.run-own": "White's own stone on f3 stops the line.",
  "g.cap.run-gap": "A gap before e3: nothing is taken (a plain move).",
  "g.cap.choice-both": "c3-d3 could take e3 (orange) or b3 (blue).",
  "g.cap.choice-approach": "Approach (orange): e3 is taken.",
  "g.cap.choice-withdrawal": "Withdrawal (blue): b3 is taken.",
  "g.cap.compulsory": "A capture exists, so White must take.",
  "g.cap.opening": "One of White's five opening turns.",
  "g.cap.chain-before": "Before the chain.",
  "g.cap.chain-first": "First capture: b3-c3A takes d3.",
  "g.cap.chain-after": "Then c3-c4A takes c5: two stones in one turn.",
  "g.cap.paika": "No capture anywhere: the plain step a1-b2.",
  "g.cap.end": "Black has no stones left: White wins."
});

addTexts("fr", {
  "g.title": "Fanorona : comment jouer",
  "g.intro": "Le fanorona est le jeu de plateau national de Madagascar, pour deux joueurs, sur un plateau de 9 points sur 5. On gagne en prenant tous les pions adverses. Chaque étape ajoute une idée ; les images sont de vraies positions dessinées par la bibliothèque.",
  "g.read.title": "Lire les images",
  "g.read": "Les pions clairs sont aux Blancs, qui commencent ; les pions foncés aux Noirs. Une flèche verte est un déplacement, et un cercle marron en pointillés marque le point que le pion a quitté. Un cercle rouge en pointillés avec × est un pion que le coup va prendre. Après le coup, les pions pris apparaissent pâlis dans un anneau en pointillés : orange pour une prise par approche, bleu pour une prise par retrait.",
  "g.1.title": "Le plateau",
  "g.1.text": "Les pions se placent sur les 45 points où les lignes se croisent : 9 colonnes (a à i) et 5 rangées (1 à 5). Chaque point a des lignes le long de sa rangée et de sa colonne ; les points dorés ont aussi des diagonales.",
  "g.2.title": "Le départ",
  "g.2.text": "Chaque camp a 22 pions. Les Blancs remplissent les deux rangées du bas, les Noirs celles du haut, et la rangée du milieu alterne ; seul le point central e3 reste vide.",
  "g.3.title": "Déplacer un pion",
  "g.3.text": "Un tour déplace un pion d'un pas, le long d'une ligne, vers un point voisin libre. Rien ne saute. D'un point doré on a jusqu'à 8 directions, d'un point foncé au plus 4.",
  "g.4.title": "Prendre par approche",
  "g.4.text": "Avancez vers un pion adverse de sorte qu'il se trouve sur le point suivant, dans la direction de votre pas : il est pris, avec tous les pions adverses qui le suivent sans interruption sur cette ligne.",
  "g.4.more": "Cela marche aussi le long d'une diagonale.",
  "g.5.title": "Prendre par retrait",
  "g.5.text": "Éloignez-vous tout droit d'un pion adverse collé au vôtre : le pion situé derrière le point quitté est pris, avec la file ininterrompue de pions adverses qui le suit.",
  "g.6.title": "Jusqu'où va une prise",
  "g.6.text": "La file prise continue tant que les pions sont adverses et se suivent. Un point vide, un de vos pions ou le bord du plateau l'arrête.",
  "g.7.title": "Approche ou retrait",
  "g.7.text": "Parfois un même pas peut prendre devant (approche, orange) ou derrière (retrait, bleu). Vous choisissez l'une des deux prises ; jamais les deux.",
  "g.8.title": "La prise est obligatoire",
  "g.8.text": "Si l'un de vos pions peut prendre, votre tour doit être une prise, mais vous choisissez laquelle. Un pas simple n'est permis que si aucune prise n'existe.",
  "g.8.more": "C'est pourquoi la partie commence toujours par une prise : les Blancs ont exactement cinq premiers coups, qui finissent tous au centre.",
  "g.9.title": "Les chaînes",
  "g.9.text": "Après une prise, le même pion peut reprendre dans le même tour, autant qu'il le peut ; vous pouvez vous arrêter quand vous voulez, mais jamais changer de pion.",
  "g.9.more": "Deux limites dans une chaîne : le pion ne revient pas sur un point où il est déjà passé pendant ce tour, et il ne se déplace pas deux fois de suite dans la même direction.",
  "g.10.title": "Pas de prise : un coup simple (paika)",
  "g.10.text": "Quand aucun de vos pions ne peut rien prendre, vous faites un déplacement ordinaire d'un pas. On l'appelle paika.",
  "g.11.title": "La fin",
  "g.11.text": "Vous gagnez quand l'adversaire n'a plus de pions, ou plus de coup légal. Sur ce site, la partie est nulle après dix coups de chaque joueur sans prise, et vous pouvez abandonner à tout moment.",
  "g.12.title": "Jouer sur ce site",
  "g.12.text": "Les pions qui peuvent bouger brillent : cliquez sur l'un d'eux, puis sur un des points verts. Si un pas peut approcher ou se retirer, choisissez orange ou bleu ; les anneaux montrent ce que chacun prend. Quand le pion peut reprendre, cliquez sur le point suivant ou sur S'arrêter ici. L'ordinateur attend deux à trois secondes avant de répondre (l'onglet Partie le règle). La liste des coups note A pour approche et W pour retrait, suivis du nombre de pions pris. Indice montre l'idée de l'ordinateur par une flèche violette, et Annuler reprend votre dernier coup.",
  "g.13.title": "Conseils",
  "g.13.text": "Cherchez les pas qui prennent une longue file, puis demandez-vous ce que l'adversaire reprend. Comme la prise est obligatoire, offrir un pion peut forcer une mauvaise prise. Gardez vos pions sur les points dorés quand vous le pouvez, et ne laissez pas une longue file de vos pions face à un point vide.",
  "g.cap.board": "Le plateau : les points dorés ont des diagonales.",
  "g.cap.start": "22 Blancs, 22 Noirs, le centre vide.",
  "g.cap.move-strong": "D'un point doré : un pas en diagonale.",
  "g.cap.move-weak": "D'un point foncé : lignes droites seulement.",
  "g.cap.approach-before": "Avant : le Blanc en b3, à deux points des Noirs.",
  "g.cap.approach-after": "Après b3-c3A : d3 et e3 sont pris.",
  "g.cap.approach-diagonal-before": "Avant : des Noirs sur la diagonale c3–d4.",
  "g.cap.approach-diagonal-after": "Après a1-b2A : les deux sont pris.",
  "g.cap.withdrawal-before": "Avant : un Noir touche le Blanc en b3.",
  "g.cap.withdrawal-after": "Après c3-d3W : b3 et a3 sont pris.",
  "g.cap.run-empty": "Le point vide f3 arrête la file : g3 est sauf.",
  "g.cap.run-own": "Le pion blanc en f3 arrête la file.",
  "g.cap.run-gap": "Un trou avant e3 : rien n'est pris (coup simple).",
  "g.cap.choice-both": "c3-d3 pourrait prendre e3 (orange) ou b3 (bleu).",
  "g.cap.choice-approach": "Approche (orange) : e3 est pris.",
  "g.cap.choice-withdrawal": "Retrait (bleu) : b3 est pris.",
  "g.cap.compulsory": "Une prise existe : les Blancs doivent prendre.",
  "g.cap.opening": "L'un des cinq premiers coups des Blancs.",
  "g.cap.chain-before": "Avant la chaîne.",
  "g.cap.chain-first": "Première prise : b3-c3A prend d3.",
  "g.cap.chain-after": "Puis c3-c4A prend c5 : deux pions en un tour.",
  "g.cap.paika": "Aucune prise possible : le pas simple a1-b2.",
  "g.cap.end": "Les Noirs n'ont plus de pions : les Blancs gagnent."
});

addTexts("mg", {
  "g.title": "Fanorona: ny fomba filalaovana",
  "g.intro": "Ny fanorona no lalao nasionalin'i Madagasikara, ho an'ny mpilalao roa, amin'ny sehatra misy teboka 9 amin'ny 5. Mandresy izay maka ny vaton'ny mpifanandrina rehetra. Hevitra iray no ampian'ny dingana tsirairay; toerana tena izy no sarin'ny tranomboky.",
  "g.read.title": "Ny famakiana ny sary",
  "g.read": "An'ny Fotsy ny vato mazava, izy no manomboka; an'ny Mainty ny vato maizina. Hetsika ny zana-tsipìka maitso, ary ny boribory volontany tapaka no manondro ny teboka nialan'ny vato. Ny boribory mena tapaka misy × dia vato ho alain'ilay hetsika. Aorian'ny hetsika, ny vato voaray dia aseho manjavozavo ao anaty peratra tapaka: oranjy raha nalaina tamin'ny fanakaikezana, manga raha nalaina tamin'ny fialana.",
  "g.1.title": "Ny sehatra",
  "g.1.text": "Eo amin'ireo teboka 45 ifanenan'ny tsipika no ametrahana ny vato: tsanganana 9 (a ka hatramin'ny i) sy andalana 5 (1 ka hatramin'ny 5). Manana tsipika manaraka ny andalany sy ny tsanganany ny teboka rehetra; ny teboka volamena dia manana tsipika mitsivalana koa.",
  "g.2.title": "Ny fanombohana",
  "g.2.text": "Samy manana vato 22 ny andaniny roa. Ny Fotsy no mameno ny andalana roa ambany, ny Mainty ny roa ambony, ary mifandimby ny andalana afovoany; ny teboka afovoany e3 ihany no tsy misy na inona na inona.",
  "g.3.title": "Ny famindrana vato",
  "g.3.text": "Vato iray no afindra dingana iray isaky ny anjara, manaraka tsipika, mankany amin'ny teboka malalaka mifanila aminy. Tsy misy mitsambikina. Avy amin'ny teboka volamena dia hatramin'ny lalana 8, avy amin'ny teboka maizina dia 4 farafahabetsany.",
  "g.4.title": "Fakana amin'ny fanakaikezana",
  "g.4.text": "Manatona vato fahavalo ianao ka eo amin'ny teboka manaraka, amin'ny lalana nalehanao, no misy azy: alaina izy, miaraka amin'ireo vato fahavalo rehetra mifanesy ao aoriany amin'io tsipika io.",
  "g.4.more": "Mety toy izany koa amin'ny tsipika mitsivalana.",
  "g.5.title": "Fakana amin'ny fialana",
  "g.5.text": "Mihataka mahitsy amin'ny vato fahavalo mifanila amin'ny anao ianao: alaina ny vato eo ambadiky ny teboka nialanao, miaraka amin'ireo vato fahavalo mifanesy ao aoriany.",
  "g.6.title": "Hatraiza ny fakana",
  "g.6.text": "Mitohy ny andalana alaina raha mbola vaton'ny fahavalo mifanesy no eo. Mijanona izy raha tonga amin'ny teboka malalaka, amin'ny vatonao, na amin'ny sisin'ny sehatra.",
  "g.7.title": "Fanakaikezana sa fialana",
  "g.7.text": "Indraindray ny dingana iray dia afaka maka eo aloha (fanakaikezana, oranjy) na eo aoriana (fialana, manga). Ianao no misafidy ny iray; tsy azo alaina indroa izy roa.",
  "g.8.title": "Tsy maintsy maka",
  "g.8.text": "Raha misy vatonao afaka maka, dia tsy maintsy fakana ny anjaranao, fa ianao no misafidy hoe iza. Ny dingana tsotra dia azo atao raha tsy misy fakana mihitsy.",
  "g.8.more": "Izany no mahatonga ny lalao hanomboka amin'ny fakana foana: hetsika voalohany dimy monja no azon'ny Fotsy atao, ary samy mifarana eo afovoany avokoa.",
  "g.9.title": "Ny rojo",
  "g.9.text": "Aorian'ny fakana, afaka maka indray mandritra io anjara io ihany ny vato iray ihany, araka izay azony atao; afaka mijanona amin'izay tianao ianao, fa tsy azo ovaina ny vato.",
  "g.9.more": "Fetra roa ao anatin'ny rojo: tsy miverina amin'ny teboka efa nitoerany tamin'io anjara io ny vato, ary tsy mandeha indroa misesy amin'ny lalana iray ihany.",
  "g.10.title": "Tsy misy fakana: hetsika tsotra (paika)",
  "g.10.text": "Raha tsy misy vatonao afaka maka na inona na inona, dia manao dingana tsotra iray ianao. Paika no iantsoana izany.",
  "g.11.title": "Ny fiafarana",
  "g.11.text": "Mandresy ianao raha tsy manana vato intsony ny mpifanandrina, na tsy afa-mihetsika intsony. Eto amin'ity tranonkala ity dia sahala ny lalao aorian'ny hetsika folo isaky ny mpilalao tsy misy fakana, ary afaka mitsoaka amin'ny fotoana rehetra ianao.",
  "g.12.title": "Milalao eto amin'ity tranonkala ity",
  "g.12.text": "Mamirapiratra ny vato afaka mihetsika: tsindrio ny iray, avy eo ny iray amin'ireo teboka maitso. Raha afaka manakaiky na miala ny dingana iray, fidio ny oranjy na ny manga; asehon'ny peratra izay alain'ny tsirairay. Raha afaka maka indray ny vato, tsindrio ny teboka manaraka na ny Mijanòna eto. Miandry segondra roa na telo ny ordinatera vao mamaly (ovain'ny tabilao Lalao izany). Ao amin'ny lisitry ny hetsika, A no fanakaikezana ary W no fialana, arahin'ny isan'ny vato nalaina. Ny Torohevitra dia mampiseho ny hevitry ny ordinatera amin'ny zana-tsipìka volomparasy, ary ny Averina dia manafoana ny anjaranao farany.",
  "g.13.title": "Toro-hevitra",
  "g.13.text": "Tadiavo ny dingana maka andalana lava, dia jereo izay azon'ny mpifanandrina averina alaina. Satria tsy maintsy maka, ny fanolorana vato iray dia mety manery fakana ratsy. Apetraho eo amin'ny teboka volamena ny vatonao raha azo atao, ary aza avela hifanatrika amin'ny teboka malalaka ny andalana lava amin'ny vatonao.",
  "g.cap.board": "Ny sehatra: manana tsipika mitsivalana ny teboka volamena.",
  "g.cap.start": "Fotsy 22, Mainty 22, malalaka ny afovoany.",
  "g.cap.move-strong": "Avy amin'ny teboka volamena: dingana mitsivalana.",
  "g.cap.move-weak": "Avy amin'ny teboka maizina: tsipika mahitsy ihany.",
  "g.cap.approach-before": "Aloha: ny Fotsy eo b3, teboka roa miala amin'ny Mainty.",
  "g.cap.approach-after": "Aorian'ny b3-c3A: voaray d3 sy e3.",
  "g.cap.approach-diagonal-before": "Aloha: Mainty eo amin'ny tsipika mitsivalana c3–d4.",
  "g.cap.approach-diagonal-after": "Aorian'ny a1-b2A: voaray izy roa.",
  "g.cap.withdrawal-before": "Aloha: mifanila amin'ny Fotsy ny Mainty eo b3.",
  "g.cap.withdrawal-after": "Aorian'ny c3-d3W: voaray b3 sy a3.",
  "g.cap.run-empty": "Ny f3 malalaka no mampijanona: tsy voaray g3.",
  "g.cap.run-own": "Ny vato fotsy eo f3 no mampijanona ny andalana.",
  "g.cap.run-gap": "Misy banga alohan'ny e3: tsy misy alaina (hetsika tsotra).",
  "g.cap.choice-both": "Afaka maka e3 (oranjy) na b3 (manga) ny c3-d3.",
  "g.cap.choice-approach": "Fanakaikezana (oranjy): voaray e3.",
  "g.cap.choice-withdrawal": "Fialana (manga): voaray b3.",
  "g.cap.compulsory": "Misy fakana, ka tsy maintsy maka ny Fotsy.",
  "g.cap.opening": "Iray amin'ireo hetsika voalohany dimy an'ny Fotsy.",
  "g.cap.chain-before": "Alohan'ny rojo.",
  "g.cap.chain-first": "Fakana voalohany: b3-c3A maka d3.",
  "g.cap.chain-after": "Avy eo c3-c4A maka c5: vato roa amin'ny anjara iray.",
  "g.cap.paika": "Tsy misy fakana na aiza na aiza: ny dingana tsotra a1-b2.",
  "g.cap.end": "Tsy manana vato intsony ny Mainty: mandresy ny Fotsy."
});
