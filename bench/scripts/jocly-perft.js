// jocly-perft.js: perft of Jocly's move generator from a game's start position, to cross-check sennight's counts
// (bench/glinski_perft_test.go). Usage: node jocly-perft.js MODEL DEPTH, e.g. `node jocly-perft.js glinski-chess 3`,
// with jocly installed from npm where node finds it (npm install jocly in a scratch directory; NODE_PATH=...).
// Jocly's GenerateMoves gives the legal moves; a position it declares finished has none.
"use strict";
const Jocly = require("jocly");

function perft(game, depth) {
  const board = game.mBoard;
  board.mMoves = [];
  board.GenerateMoves(game);
  const moves = board.mMoves.slice();
  if (depth === 1 || moves.length === 0) {
    return depth === 1 ? moves.length : 0;
  }
  let n = 0;
  const played = game.mPlayedMoves.length;
  for (const m of moves) {
    game.ApplyMove(m);
    game.InvertWho();
    n += perft(game, depth - 1);
    game.BackTo(played, game.mPlayedMoves);
  }
  return n;
}

const [model, depthArg] = process.argv.slice(2);
Jocly.createMatch(model).then((match) => {
  const game = match.game;
  for (let d = 1; d <= Number(depthArg); d++) {
    const t0 = Date.now();
    console.log(`${model} perft ${d}: ${perft(game, d)} (${Date.now() - t0} ms)`);
  }
}).catch((e) => { console.error(e); process.exit(1); });
