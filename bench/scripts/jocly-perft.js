// jocly-perft.js: perft of Jocly's move generator, to cross-check sennight's counts (docs/rules/glinski-mccooey.md
// §6, docs/rules/brusky-devasa.md §7 and §8). jocly must be installed from npm where node finds it (npm install
// jocly in a scratch directory; NODE_PATH=...). Jocly's GenerateMoves gives the legal moves; a position it declares
// finished has none.
//
//   node jocly-perft.js MODEL DEPTH                  perft 1..DEPTH from the start, e.g. glinski-chess 3
//   node jocly-perft.js MODEL DEPTH --moves "M ..."  the same after the moves (engine notation: e2e4, f1d1, d7d8Q)
//   node jocly-perft.js MODEL DEPTH --random N --plies P [--seed S]
//                                                    N random games of P plies; prints each game's moves and
//                                                    its perft DEPTH, one line per game, for sennight to repeat
//   --divide                                         the count below each root move (with --moves or none)
//   --devasa-castling                                give Jocly's De Vasa model the castlings of the rules (its table
//                                                    is Brusky's, cell numbers of the other board, so it never
//                                                    castles: docs/rules/brusky-devasa.md §8)
//   --fix-ep-step                                    add the plain Pawn step onto an en passant cell that Jocly
//                                                    leaves out (docs/rules/brusky-devasa.md §8), so that the rest
//                                                    of the tree can be compared
"use strict";
const Jocly = require("jocly");

let fixEpStep = false;

// legalMoves returns the legal moves of the game's position: Jocly's, plus with --fix-ep-step the Pawn steps onto the
// en passant cell. Jocly's generator treats that cell as occupied by the double-stepped Pawn for every piece that can
// capture en passant, so such a piece's move-only step there is never generated.
function legalMoves(game, board) {
  board.mMoves = [];
  board.GenerateMoves(game);
  const moves = board.mMoves.slice();
  if (fixEpStep && board.epTarget && moves.length > 0) {
    const ep = board.epTarget.p;
    const who = board.mWho;
    for (const pc of board.pieces) {
      const type = game.g.pTypes[pc.t];
      if (pc.p < 0 || pc.s !== who || !type.epCatch || board.board[ep] >= 0) {
        continue;
      }
      for (const line of type.graph[pc.p]) {
        if (line.length === 0 || (line[0] & 0xffff) !== ep || !(line[0] & 0x10000)) {
          continue; // only a move-only first step onto the cell (FLAG_MOVE)
        }
        const m = { f: pc.p, t: ep, c: null, a: type.abbrev };
        const undo = board.cbQuickApply(game, m);
        const exposed = board.cbGetAttackers(game, board.kings[who], who, true).length > 0;
        board.cbQuickUnapply(game, undo);
        if (!exposed) {
          moves.push(m);
        }
      }
    }
  }
  return moves;
}

// child returns the board after a move. Positions are copied rather than made and unmade through the game's
// BackTo, which replays the whole game from its start at every call.
function child(game, board, m) {
  const next = new (game.GetBoardClass())(game);
  next.CopyFrom(board);
  next.ApplyMove(game, m);
  next.mWho = -board.mWho;
  return next;
}

function perft(game, board, depth) {
  const moves = legalMoves(game, board);
  if (depth === 1 || moves.length === 0) {
    return depth === 1 ? moves.length : 0;
  }
  let n = 0;
  for (const m of moves) {
    n += perft(game, child(game, board, m), depth - 1);
  }
  return n;
}

// moveText writes a move in engine notation: from and to cells, and the promotion piece in upper case.
function moveText(game, m) {
  const g = game.cbVar.geometry;
  let s = g.PosName(m.f) + g.PosName(m.t);
  if (m.pr !== undefined) {
    s += (game.cbVar.pieceTypes[m.pr].abbrev || "").toUpperCase();
  }
  return s;
}

function play(game, board, text) {
  const m = legalMoves(game, board).find((x) => moveText(game, x) === text);
  if (!m) {
    throw new Error(`move ${text} is not legal here for Jocly`);
  }
  return child(game, board, m);
}

// rng is a small seeded generator (mulberry32), so that a run can be repeated.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const args = process.argv.slice(2);
const [model, depthArg] = args;
const depth = Number(depthArg);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
fixEpStep = args.includes("--fix-ep-step");

// devasaCastling is De Vasa's castling in Jocly's cell numbers (a1 = 108 ... i1 = 116, a9 = 0 ... i9 = 8): per
// King/partner pair, the King's cells (k, the last its destination) and the partner's (r, the last its
// destination), which must be empty, the King's also unattacked.
const devasaCastling = {
  "113/108": { k: [112, 111, 110], r: [109, 110, 111], n: "O-O-O" },
  "113/116": { k: [114, 115], r: [115, 114], n: "O-O" },
  "3/8": { k: [4, 5, 6], r: [7, 6, 5], n: "O-O-O" },
  "3/0": { k: [2, 1], r: [1, 2], n: "O-O" },
};

Jocly.createMatch(model).then((match) => {
  const game = match.game;
  if (args.includes("--devasa-castling")) {
    game.cbVar.castle = devasaCastling;
  }
  const start = game.mBoard;
  if (opt("--random") !== undefined) {
    const next = rng(Number(opt("--seed") || 1));
    for (let i = 0; i < Number(opt("--random")); i++) {
      let board = start;
      const played = [];
      for (let ply = 0; ply < Number(opt("--plies") || 20); ply++) {
        const moves = legalMoves(game, board);
        if (moves.length === 0) {
          break;
        }
        const m = moves[Math.floor(next() * moves.length)];
        played.push(moveText(game, m));
        board = child(game, board, m);
      }
      console.log(`${perft(game, board, depth)} ${played.join(" ")}`);
    }
    return;
  }
  let board = start;
  for (const text of (opt("--moves") || "").split(" ").filter((x) => x)) {
    board = play(game, board, text);
  }
  if (args.includes("--divide")) {
    for (const m of legalMoves(game, board)) {
      console.log(`${moveText(game, m)}: ${depth > 1 ? perft(game, child(game, board, m), depth - 1) : 1}`);
    }
    return;
  }
  for (let d = 1; d <= depth; d++) {
    const t0 = Date.now();
    console.log(`${model} perft ${d}: ${perft(game, board, d)} (${Date.now() - t0} ms)`);
  }
}).catch((e) => { console.error(e); process.exit(1); });
