// Package protocol holds sennight's front ends: CECP (the XBoard/WinBoard protocol v2), and UCI with the variant
// conventions of Fairy-Stockfish, chosen when the first command is "uci". It owns stdout: nothing below it
// prints there.
//
// The front ends need a search only through the narrow Searcher interface of this package, so that the engine's
// real search (package search) and test doubles plug in alike. They share the game, the settings and options, the
// clock-to-limits step and the PV text; the files named cecp_* and uci_* hold what is each protocol's own.
// Everything XBoard-specific that is not plain CECP lives in the files named xboard_*: the rank labels XBoard 4.9.1
// gives 10- and 16-rank boards, the `setup` and `piece` commands of engine-defined variants, the castlings XBoard
// cannot show, the `highlight` replies, and the board texture. UCI uses the engine's own notation throughout.
package protocol
