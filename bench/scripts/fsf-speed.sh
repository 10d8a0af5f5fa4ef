#!/usr/bin/env bash
# Same game, same position, one thread: perft leaves (bulk-counted) and search nodes per CPU second of sennight
# and Fairy-Stockfish in Chess and Grand Chess, medians of RUNS runs, and their ratio (sennight / Fairy-Stockfish).
# Rates are per CPU second of the process (user + system, /usr/bin/time), so that a machine shared with other work
# slows neither engine's figure, less each engine's start-up (measured the same way on a depth-1 perft: about 0.9 s
# for Fairy-Stockfish, which sets up all its variants, 0.03 s for sennight); they vary by some percent from run to
# run.
#
#   go build -o sennight . && bench/scripts/fsf-speed.sh
#
# SENNIGHT, FSF and RUNS override the binaries and the number of runs.
set -euo pipefail
SENNIGHT=${SENNIGHT:-./sennight}
FSF=${FSF:-/usr/games/fairy-stockfish}
RUNS=${RUNS:-3}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# cpu FILE: the CPU seconds /usr/bin/time wrote to FILE.
cpu() { awk '{print $1 + $2}' "$1"; }

# fsf VARIANT FEN GO: runs Fairy-Stockfish on one command and prints "NODES CPU_SECONDS". It waits for the result
# before quitting: Fairy-Stockfish stops a search when its input ends.
fsf() {
	local out=$TMP/fsf.out
	: >"$out"
	{
		printf 'uci\nsetoption name UCI_Variant value %s\nsetoption name Threads value 1\n' "$1"
		printf 'setoption name Hash value 64\nisready\nposition fen %s\n%s\n' "$2" "$3"
		until grep -q '^bestmove\|^Nodes searched' "$out"; do sleep 0.05; done
		echo quit
	} | /usr/bin/time -f '%U %S' -o "$TMP/fsf.cpu" "$FSF" >"$out"
	local nodes
	if grep -q '^Nodes searched' "$out"; then
		nodes=$(awk '/^Nodes searched/ {print $3}' "$out")
	else
		nodes=$(grep '^info depth' "$out" | grep -v 'currmove' | tail -1 | sed 's/.* nodes \([0-9]*\).*/\1/')
	fi
	echo "$nodes $(cpu "$TMP/fsf.cpu")"
}

# ours perft|search VARIANT FEN DEPTH: runs sennight and prints "NODES CPU_SECONDS".
ours() {
	local out=$TMP/ours.out
	if [ "$1" = perft ]; then
		/usr/bin/time -f '%U %S' -o "$TMP/ours.cpu" "$SENNIGHT" perft "$2" "$4" --fen "$3" >"$out"
		echo "$(sed 's/.*: \([0-9]*\) leaves.*/\1/' "$out") $(cpu "$TMP/ours.cpu")"
	else
		/usr/bin/time -f '%U %S' -o "$TMP/ours.cpu" "$SENNIGHT" search "$2" --fen "$3" --depth "$4" --threads 1 >"$out"
		echo "$(sed -n 's/^bestmove .*nodes \([0-9]*\),.*/\1/p' "$out") $(cpu "$TMP/ours.cpu")"
	fi
}

# median BASE: the median of the rates "NODES CPU" on stdin, in thousands per CPU second, BASE CPU seconds of
# start-up taken off each run.
median() {
	awk -v base="$1" '{print $1 / ($2 - base) / 1000}' | sort -g | awk '{v[NR] = $1} END {printf "%.0f", v[int((NR + 1) / 2)]}'
}

# startup ours|fsf: the median CPU seconds of a depth-1 perft.
startup() {
	for _ in $(seq "$RUNS"); do
		if [ "$1" = ours ]; then ours perft chess "$chess_start" 1; else fsf chess "$chess_start" "go perft 1"; fi
	done | awk '{print $2}' | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'
}

# row KIND VARIANT NAME FEN OUR_DEPTH FSF_DEPTH
row() {
	local kind=$1 variant=$2 name=$3 fen=$4 od=$5 fd=$6 go
	if [ "$kind" = perft ]; then go="go perft $fd"; else go="go depth $fd"; fi
	local o f
	o=$(for _ in $(seq "$RUNS"); do ours "$kind" "$variant" "$fen" "$od"; done | median "$ours_base")
	f=$(for _ in $(seq "$RUNS"); do fsf "$variant" "$fen" "$go"; done | median "$fsf_base")
	printf '%-7s %-6s %-9s sennight %6s k/s (depth %2s)  Fairy-Stockfish %6s k/s (depth %2s)  ratio %.2f\n' \
		"$kind" "$variant" "$name" "$o" "$od" "$f" "$fd" "$(echo "$o $f" | awk '{print $1 / $2}')"
}

chess_start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
grand_start='r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1'
# Grand Chess after d3d5 d8d6 e3e5 e8e6 b2c4 b9c7 i2h4 i9h7 g3g4 g8g7 h2g3 h9g8 (both engines' cell names)
grand_open='r8r/2bqkca3/ppp2pbppp/2n3pn2/3pp5/3PP5/2N3PN2/PPP2PBPPP/2BQKCA3/R8R w - - 2 7'

ours_base=$(startup ours)
fsf_base=$(startup fsf)
echo "one thread, medians of $RUNS runs, thousands of leaves or nodes per CPU second (start-up CPU seconds taken" \
	"off: sennight $ours_base, Fairy-Stockfish $fsf_base)"
row perft chess start "$chess_start" 6 6
row perft chess kiwipete "$kiwipete" 5 5
row perft grand start "$grand_start" 4 4
row perft grand opening "$grand_open" 4 4
row search chess start "$chess_start" 18 16
row search chess kiwipete "$kiwipete" 14 13
row search grand start "$grand_start" 14 15
row search grand opening "$grand_open" 15 16
