// Package protocol holds sennight's front ends: CECP (the XBoard/WinBoard protocol v2), chosen when the first
// command is "xboard", with UCI to come (issue 7). It owns stdout: nothing below it prints there.
//
// The front ends need a search only through the narrow Searcher interface of this package, so that the engine's
// real search (package search) and test doubles plug in alike. Everything XBoard-specific that is not plain CECP
// lives in the files named xboard_*: the rank labels XBoard 4.9.1 gives 10- and 16-rank boards, the `setup` and
// `piece` commands of engine-defined variants, the `highlight` replies, and the board texture.
package protocol
