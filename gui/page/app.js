// The sennight GUI page. It draws what the server sends (the board's geometry from movegen/render, the position,
// the legal moves from movegen) and sends back the moves picked; it knows no rule of any game.
"use strict";
const $ = (id) => document.getElementById(id);
const token = document.body.dataset.token;

const S = {        // the page's state, also read by the browser tests
  hello: null, board: null, state: null, flipped: false,
  sel: null,       // {from: cell} or {drop: token, white}
  victim: -1,      // a hit-and-run's picked victim
  infos: {}, arrow: null, timings: [], clickAt: 0, messages: [], analysing: "",
};
window.sennight = S;

let ws;
function connect() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  ws = new WebSocket(`${proto}//${location.host}/ws?token=${encodeURIComponent(token)}`);
  S.socket = ws;
  ws.onmessage = (ev) => receive(JSON.parse(ev.data));
  ws.onclose = () => note("error", "disconnected from the server; reload the page");
}
function send(m) { ws.send(JSON.stringify(m)); }

function note(kind, msg) {
  S.messages.push({kind, msg});
  const d = document.createElement("div");
  d.className = "msg " + kind;
  d.textContent = msg;
  $("messages").prepend(d);
  while ($("messages").children.length > 6) $("messages").lastChild.remove();
}

function receive(m) {
  switch (m.t) {
  case "hello":
    S.hello = m;
    if (m.watch) { document.body.classList.add("watching"); $("watchtitle").textContent = m.title; }
    setupForm(); break;
  case "board":
    S.board = m; S.boards = (S.boards || 0) + 1; S.infos = {}; S.arrow = null;
    $("info").replaceChildren(); drawBoard(); break;
  case "state": {
    // A takeback leaves the engine's thoughts about the moves taken back on screen; analysis restarts on its own.
    if (S.state && m.moves.length < S.state.moves.length && !S.analysing) { S.infos = {}; $("info").replaceChildren(); }
    S.state = m; S.sel = null; S.victim = -1; S.arrow = null;
    drawPosition(); drawMoves(); drawStatus();
    if (S.clickAt) {
      const at = S.clickAt; S.clickAt = 0;
      requestAnimationFrame(() => S.timings.push(performance.now() - at));
    }
    break;
  }
  case "info": showInfo(m); break;
  case "analysing": S.analysing = m.engine; if (!m.engine) { S.infos = {}; S.arrow = null; $("info").textContent = ""; drawMarks(); } break;
  case "end": note("end", `${m.result} (${m.reason})`); break;
  case "match": showMatch(m); break;
  case "pgn": $("pgn").value = m.pgn; $("more").open = true; break;
  case "error": note("error", m.msg); break;
  case "fault": note("fault", m.msg); break;
  }
}

// ---- the setup form

function setupForm() {
  const vs = $("variant");
  vs.replaceChildren(...S.hello.variants.map((v) => new Option(v.title, v.name)));
  vs.value = localStorage.getItem("variant") || "shafran";
  if (!vs.value) vs.selectedIndex = 0;
  vs.onchange = seatOptions;
  seatOptions();
}

function enginesFor(variant) {
  return S.hello.engines.filter((e) => e.variants.some((v) => v.toLowerCase() === variant));
}

function seatOptions() {
  const v = $("variant").value;
  const list = enginesFor(v);
  for (const [id, def] of [["white", ""], ["black", list.length ? list[0].name : ""], ["anengine", null]]) {
    const sel = $(id), old = sel.value;
    const opts = id === "anengine" ? [] : [new Option("human", "")];
    sel.replaceChildren(...opts, ...list.map((e) => new Option(e.name, e.name)));
    sel.value = [...sel.options].some((o) => o.value === old) && old !== "" ? old : (def !== null ? def : ((list[0] || {}).name || ""));
  }
  optionInputs();
}

// optionInputs lists the options of the engines that play this game (Hash, Threads...), as the engines announce
// them; only changed values are sent.
function optionInputs() {
  const box = $("options");
  box.replaceChildren();
  const seen = new Set();
  for (const e of enginesFor($("variant").value)) {
    for (const o of e.options) {
      if (seen.has(o.name) || !["spin", "check", "combo"].includes(o.type)) continue;
      seen.add(o.name);
      const l = document.createElement("label");
      l.textContent = o.name + " ";
      let inp;
      if (o.type === "combo") {
        inp = document.createElement("select");
        inp.replaceChildren(...o.vars.map((x) => new Option(x, x)));
      } else {
        inp = document.createElement("input");
        if (o.type === "spin") { inp.type = "number"; inp.min = o.min; inp.max = o.max; inp.size = 6; }
        else inp.type = "checkbox";
      }
      if (o.type === "check") inp.checked = o.default === "true"; else inp.value = o.default;
      inp.dataset.option = o.name;
      inp.dataset.default = o.default;
      l.appendChild(inp);
      box.appendChild(l);
    }
  }
}

function chosenOptions() {
  const out = {};
  for (const inp of $("options").querySelectorAll("[data-option]")) {
    const v = inp.type === "checkbox" ? String(inp.checked) : inp.value;
    if (v !== inp.dataset.default) out[inp.dataset.option] = v;
  }
  return out;
}

function parseClock(text) {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\+\s*(\d+(?:\.\d+)?))?\s*$/.exec(text);
  if (!m) return [0, 0];
  return [parseFloat(m[1]) * 60, parseFloat(m[2] || "0")];
}

function newGame(extra) {
  const [base, inc] = parseClock($("tc").value);
  localStorage.setItem("variant", $("variant").value);
  send(Object.assign({t: "new", variant: $("variant").value, fen: $("fen").value.trim(),
    seats: [$("white").value, $("black").value], base, inc,
    movetime: parseInt($("movetime").value, 10) || 0, options: chosenOptions()}, extra || {}));
}

// ---- the board

const layer = {};
function drawBoard() {
  const b = S.board, svg = $("board");
  svg.replaceChildren();
  stacking();
  if (S.stack) svg.setAttribute("viewBox", `0 0 ${b.w - S.stack.dx[S.stack.dx.length - 1]} ${b.h * S.stack.dx.length}`);
  else svg.setAttribute("viewBox", `0 0 ${b.w} ${b.h}`);
  svg.classList.toggle("square", b.square);
  for (const name of ["cells", "deco", "marks", "pieces", "targets", "arrow", "drag"]) {
    layer[name] = svgEl("g", {class: name});
    svg.appendChild(layer[name]);
  }
  layer.cellNodes = b.cells.map((c, i) => {
    const p = svgEl("polygon", {points: flipPts(c.p), fill: c.f, class: "cell", "data-i": i, "data-cell": c.n});
    const title = svgEl("title", {});
    title.textContent = c.n; // the cell's name under the pointer, for boards whose edges cannot name every rank
    p.appendChild(title);
    layer.cells.appendChild(p);
    return p;
  });
  for (const d of b.deco) {
    if (d.k === "poly") layer.deco.appendChild(svgEl("polygon", {points: flipPts(d.p), class: d.c + (d.d ? " dashed" : "")}));
    else {
      const [x, y] = flipXY(d.x, d.y);
      const t = svgEl("text", {x, y: y + 0.35 * d.z, "font-size": d.z, class: d.c + (d.b ? " bold" : "")});
      t.textContent = d.s;
      layer.deco.appendChild(t);
    }
  }
  const defs = svgEl("defs", {});
  const marker = svgEl("marker", {id: "head", viewBox: "0 0 10 10", refX: 5, refY: 5, markerWidth: 3, markerHeight: 3, orient: "auto-start-reverse"});
  marker.appendChild(svgEl("path", {d: "M0 0L10 5L0 10z", class: "arrowhead"}));
  defs.appendChild(marker);
  svg.prepend(defs);
  if (S.state && S.state.variant === b.variant) drawPosition();
}

// flipXY places a point of the server's geometry on the page: turned for a flipped board and, on a narrow
// screen, with the levels of a two-level board stacked instead of side by side (each level moved as a whole).
function flipXY(x, y) {
  if (S.flipped) { x = S.board.w - x; y = S.board.h - y; }
  const st = S.stack;
  if (st) {
    let k = 0;
    while (k + 1 < st.splits.length + 1 && x > st.splits[k]) k++;
    return [x - st.dx[k], y + k * S.board.h];
  }
  return [x, y];
}

// stacking works out how to stack the levels: the x where each level starts (after a flip), and the splits
// halfway between levels.
function stacking() {
  const b = S.board;
  S.stack = null;
  const panels = new Set(b.cells.map((c) => c.l));
  if (panels.size < 2 || window.innerWidth > 800) return;
  const span = {};
  for (const c of b.cells) {
    const x = S.flipped ? b.w - c.x : c.x;
    const s = span[c.l] || (span[c.l] = [Infinity, -Infinity]);
    s[0] = Math.min(s[0], x); s[1] = Math.max(s[1], x);
  }
  const order = Object.values(span).sort((a, c) => a[0] - c[0]);
  S.stack = {splits: order.slice(1).map((s, i) => (order[i][1] + s[0]) / 2), dx: order.map((s) => s[0] - order[0][0])};
}
function flipPts(pts) {
  if (!S.flipped && !S.stack) return pts;
  return pts.split(" ").map((p) => { const [x, y] = p.split(",").map(Number); return flipXY(x, y).join(","); }).join(" ");
}
function centre(i) { const c = S.board.cells[i]; return flipXY(c.x, c.y); }
function typeOf(tok) { return S.board.types.find((t) => t.tok === tok); }

function drawPosition() {
  const st = S.state, b = S.board;
  if (!st || !b || st.variant !== b.variant) return;
  layer.pieces.replaceChildren();
  for (const p of st.pieces) {
    const [x, y] = centre(p.c);
    const n = pieceNode(typeOf(p.tok), p.w, x, y, b.unit);
    n.dataset.cell = b.cells[p.c].n;
    layer.pieces.appendChild(n);
  }
  drawHands();
  drawMarks();
}

function drawMarks() {
  const st = S.state, b = S.board;
  if (!st || !b || !layer.marks) return;
  layer.marks.replaceChildren();
  layer.targets.replaceChildren();
  layer.arrow.replaceChildren();
  const shade = (i, cls) => layer.marks.appendChild(svgEl("polygon", {points: flipPts(b.cells[i].p), class: cls}));
  for (const i of st.last) shade(i, "last");
  if (st.check >= 0) shade(st.check, "check");
  if (S.sel && S.sel.from !== undefined) shade(S.sel.from, "from");
  if (S.victim >= 0) shade(S.victim, "victim");
  for (const [i, capture] of targets()) {
    const [x, y] = centre(i);
    layer.targets.appendChild(capture
      ? svgEl("circle", {cx: x, cy: y, r: 0.8 * b.unit, class: "ring", "data-target": b.cells[i].n})
      : svgEl("circle", {cx: x, cy: y, r: 0.22 * b.unit, class: "dot", "data-target": b.cells[i].n}));
  }
  if (S.arrow && S.arrow.length === 2) {
    const [x1, y1] = centre(S.arrow[0]), [x2, y2] = centre(S.arrow[1]);
    layer.arrow.appendChild(svgEl("line", {x1, y1, x2, y2, class: "pv", "marker-end": "url(#head)"}));
  }
}

// candidates are the legal moves of the picked piece (or piece in hand).
function candidates() {
  if (!S.sel || !S.state) return [];
  return S.state.legal.filter((m) => S.sel.drop ? m.d === S.sel.drop && m.f < 0 : m.f === S.sel.from && !m.d);
}

// targets are the cells a click may go to next, from the server's legal moves: landing cells, and a hit-and-run's
// victims before its landing cells.
function targets() {
  const out = new Map();
  const occupied = new Set(S.state.pieces.map((p) => p.c));
  for (const m of candidates()) {
    if (S.victim >= 0) {
      if (m.leg && m.k === S.victim) out.set(m.to, false);
      if (!m.leg && m.to === S.victim) out.set(m.to, true);
    } else {
      const i = m.leg ? m.k : m.to;
      out.set(i, occupied.has(i) && !m.c);
    }
  }
  return out;
}

function myTurnHuman() {
  const st = S.state;
  return st && st.result === "*" && !st.seats[st.white ? 0 : 1];
}

function pieceAt(i) { return S.state.pieces.find((p) => p.c === i); }

function clickCell(i) {
  if (!myTurnHuman() || !$("chooser").hidden) return;
  const st = S.state;
  if (S.sel) {
    const cands = candidates();
    let moves;
    if (S.victim >= 0) {
      moves = cands.filter((m) => (m.leg && m.k === S.victim && m.to === i) || (!m.leg && m.to === S.victim && i === S.victim));
      S.victim = -1;
    } else {
      const legs = cands.filter((m) => m.leg && m.k === i);
      if (legs.length) { S.victim = i; drawMarks(); return; }
      moves = cands.filter((m) => !m.leg && m.to === i);
    }
    if (moves.length) { choose(moves); return; }
  }
  const p = pieceAt(i);
  S.sel = p && p.w === st.white && st.legal.some((m) => m.f === i && !m.d) ? {from: i} : null;
  drawMarks();
}

function pickHand(tok, white) {
  if (!myTurnHuman() || white !== S.state.white) return;
  S.sel = {drop: tok}; S.victim = -1;
  drawMarks(); drawHands();
}

// choose plays a move, asking first when several legal moves share the clicks: a promotion's pieces (and not
// promoting, where that is allowed), or castlings and moves that end on the same cell.
function choose(moves) {
  if (moves.length === 1) { play(moves[0].s); return; }
  const box = $("choices");
  box.replaceChildren();
  for (const m of moves) {
    const b = document.createElement("button");
    b.dataset.move = m.s;
    if (m.pr) {
      const t = typeOf(m.pr);
      const svg = svgEl("svg", {viewBox: "0 0 52 52", width: 44, height: 44});
      svg.appendChild(pieceNode(t, S.state.white, 26, 26, 26));
      b.appendChild(svg);
      b.append(" " + (t ? t.name : m.pr));
    } else {
      b.textContent = moves.some((x) => x.pr) ? "no promotion" : (m.c ? "castle " : "") + m.s;
    }
    b.onclick = () => { S.pointerAt = performance.now(); $("chooser").hidden = true; play(m.s); };
    box.appendChild(b);
  }
  $("chooser-title").textContent = moves.some((x) => x.pr) ? "Promote to" : "Which move?";
  $("chooser").hidden = false;
}

function play(text) {
  S.clickAt = S.pointerAt || performance.now(); // timed from the click that completed the move
  S.pointerAt = 0;
  S.sel = null; S.victim = -1;
  send({t: "move", move: text});
}

function drawHands() {
  const st = S.state, b = S.board;
  const top = S.flipped ? true : false; // White's hand is drawn on White's side of the board
  for (const [id, white] of [["hand-top", top], ["hand-bottom", !top]]) {
    const box = $(id);
    box.replaceChildren();
    for (const h of st.hand.filter((x) => x.w === white)) {
      const svg = svgEl("svg", {viewBox: "0 0 52 52", class: "handpiece", "data-hand": (white ? "w" : "b") + h.tok});
      if (S.sel && S.sel.drop === h.tok && white === st.white) svg.classList.add("picked");
      svg.appendChild(pieceNode(typeOf(h.tok), white, 26, 26, 26));
      if (h.n > 1) { const t = svgEl("text", {x: 46, y: 50, class: "count"}); t.textContent = h.n; svg.appendChild(t); }
      svg.onclick = () => pickHand(h.tok, white);
      box.appendChild(svg);
    }
    box.hidden = st.hand.length === 0;
  }
}

// ---- pointer: click-click, drag, and the twin of a two-level cell under the pointer

function cellFrom(ev) {
  const el = document.elementFromPoint(ev.clientX, ev.clientY);
  return el && el.dataset && el.dataset.i !== undefined ? parseInt(el.dataset.i, 10) : -1;
}

let drag = null;
$("board").addEventListener("pointerdown", (ev) => {
  const i = cellFrom(ev);
  if (i < 0) return;
  ev.preventDefault();
  const wasTarget = S.sel && targets().has(i);
  S.pointerAt = performance.now();
  clickCell(i);
  if (!wasTarget && S.sel && S.sel.from === i) {
    const node = [...layer.pieces.children].find((n) => n.dataset.cell === S.board.cells[i].n);
    drag = {from: i, node, moved: false, x: ev.clientX, y: ev.clientY};
  }
});
window.addEventListener("pointermove", (ev) => {
  if (!drag || !drag.node) return;
  const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
  if (!drag.moved && Math.hypot(dx, dy) < 6) return;
  drag.moved = true;
  const svg = $("board"), k = S.board.w / svg.getBoundingClientRect().width;
  drag.node.style.transform = `translate(${dx * k}px, ${dy * k}px)`;
  drag.node.classList.add("dragging");
});
window.addEventListener("pointerup", (ev) => {
  if (!drag) return;
  const d = drag; drag = null;
  if (d.node) { d.node.style.transform = ""; d.node.classList.remove("dragging"); }
  if (!d.moved) return;
  const i = cellFrom(ev);
  if (i >= 0 && i !== d.from) { S.pointerAt = performance.now(); clickCell(i); }
});
$("board").addEventListener("pointerover", (ev) => {
  const i = cellFrom(ev);
  for (const n of $("board").querySelectorAll(".twin")) n.classList.remove("twin");
  if (i < 0 || !S.board) return;
  const tw = S.board.cells[i].tw;
  if (tw >= 0) { layer.cellNodes[tw].classList.add("twin"); layer.cellNodes[i].classList.add("twin"); }
});

// ---- the side panel

function drawMoves() {
  const st = S.state, ol = $("movelist");
  ol.replaceChildren();
  const blackFirst = st.start.split(" ")[1] === "b";
  let num = parseInt(st.start.split(" ")[5] || "1", 10) || 1;
  let li = null;
  st.moves.forEach((mv, k) => {
    const white = (k % 2 === 0) !== blackFirst;
    if (white || !li) {
      li = document.createElement("li");
      li.value = num;
      if (!white) li.appendChild(document.createTextNode("… "));
      ol.appendChild(li);
    }
    const s = document.createElement("span");
    s.className = "mv";
    s.textContent = mv;
    li.appendChild(s);
    if (!white) { num++; li = null; }
  });
  ol.scrollTop = ol.scrollHeight;
  $("fenline").textContent = st.fen;
}

function drawStatus() {
  const st = S.state;
  let text;
  if (st.result !== "*") text = `${st.result}: ${st.reason}`;
  else text = `${st.white ? "White" : "Black"} to move` + (st.check >= 0 ? ", in check" : "") +
    (st.seats[st.white ? 0 : 1] ? ` (${st.seats[st.white ? 0 : 1]} thinking)` : "");
  $("status").textContent = text;
  $("status").className = st.result !== "*" ? "over" : "";
  S.clockBase = {at: performance.now(), clock: st.clock, running: st.running, white: st.white};
  tickClocks();
}

function fmtClock(ms) {
  ms = Math.max(0, ms);
  const m = Math.floor(ms / 60000), s = Math.floor(ms / 1000) % 60, t = Math.floor(ms / 100) % 10;
  return `${m}:${String(s).padStart(2, "0")}` + (ms < 20000 ? `.${t}` : "");
}

function tickClocks() {
  const cb = S.clockBase;
  for (const [id, k, side] of [["clock-w", 0, "White"], ["clock-b", 1, "Black"]]) {
    const el = $(id);
    const seat = S.state && S.state.seats[k];
    const name = seat ? `${side} (${seat})` : side;
    if (!cb || !cb.clock) { el.textContent = name; el.classList.toggle("on", !!(S.state && S.state.white === (k === 0))); continue; }
    let ms = cb.clock[k];
    const on = cb.white === (k === 0);
    if (cb.running && on) ms -= performance.now() - cb.at;
    el.textContent = `${name} ${fmtClock(ms)}`;
    el.classList.toggle("on", on);
  }
}
setInterval(tickClocks, 100);

function showInfo(m) {
  S.infos[m.multipv] = m;
  if (m.multipv === 1 && m.src === "analysis") S.arrow = m.arrow; // the arrow is the analysis's, not a player's plan
  const box = $("info");
  box.replaceChildren();
  const head = document.createElement("div");
  head.className = "infohead";
  head.textContent = `${m.src === "analysis" ? "analysis" : "thinking"}: ${m.engine}, depth ${m.depth}, ` +
    `${m.nodes.toLocaleString("en")} nodes, ${Math.round(m.nps / 1000).toLocaleString("en")} kN/s`;
  box.appendChild(head);
  for (const k of Object.keys(S.infos).sort((a, b) => a - b)) {
    const i = S.infos[k];
    const d = document.createElement("div");
    d.className = "pvline";
    d.textContent = `${i.score} (White's view)  ${i.pv.join(" ")}`;
    box.appendChild(d);
  }
  drawMarks();
}

// showMatch shows a match's standing from engine A's view, as `sennight match` reports it.
function showMatch(m) {
  S.match = m;
  const box = $("match");
  box.hidden = false;
  box.replaceChildren();
  const line = (text) => { const d = document.createElement("div"); d.textContent = text; box.appendChild(d); };
  line(`Match ${m.a} vs ${m.b}: game ${Math.min(m.played + 1, m.games)} of ${m.games}` + (m.played >= m.games ? " (done)" : ""));
  line(`W-L-D ${m.w}-${m.l}-${m.d} (${m.a}'s view)`);
  if (m.elo) line(m.elo);
  if (m.llr) line(m.llr);
}

// ---- buttons

$("new").onclick = () => { $("match").hidden = true; newGame(); };
$("startmatch").onclick = () => newGame({t: "match", games: parseInt($("games").value, 10) || 2});
$("flip").onclick = () => { S.flipped = !S.flipped; drawBoard(); };
let resizeTimer = 0;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => { if (S.board && !!S.stack !== (window.innerWidth <= 800)) drawBoard(); }, 150);
});
$("takeback").onclick = () => send({t: "takeback"});
$("export").onclick = () => send({t: "export"});
$("import").onclick = () => send({t: "import", pgn: $("pgn").value});
$("analyse").onclick = () => { S.infos = {}; send({t: "analyse", engine: $("anengine").value, multipv: parseInt($("multipv").value, 10) || 1}); };
$("stop").onclick = () => send({t: "stop"});
$("chooser-cancel").onclick = () => { $("chooser").hidden = true; S.sel = null; drawMarks(); };

connect();
