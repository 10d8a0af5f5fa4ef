// Package tools holds nothing itself: its folders are the programs that run the engine from the outside, kept apart
// from the engine's packages and from bench (the search benchmark, perft and tables runners with their reference
// data):
//
//   - tools/match plays matches between engine settings or engine programs over UCI and CECP, standing in for the
//     GUI (its CECP side speaks XBoard 4.9.1 by its own model of it, tools/match/xboard, so that it checks the
//     engine's CECP front end instead of mirroring it); tools/match/scripts holds the regression match and the
//     strength ladder built on it;
//   - tools/pgn reads played games back (the tuner, eval/tune, learns from them);
//   - tools/mates holds the mate suites and measures the search on them;
//   - tools/soak holds the soak (many fast games under the real hosts) and the resident-memory measurement;
//   - tools/engineproc runs an engine program as a process and talks to it in lines with time-outs: the match
//     runner and the browser GUI (gui/) host their engines through it;
//   - tools/stallwatch looks for the rare late answer of the self-play matches outside a match: pairs of engine
//     processes at short clock searches, every late answer reported with the arrival of each line before it;
//   - tools/cpuwatch watches each CPU for stops by the host (a sleeper pinned to each CPU, and its steal time).
package tools
