#!/bin/sh
# jocly-compare.sh: compare sennight's perft with Jocly's after random games played by Jocly
# (docs/rules/brusky-devasa.md §8). Jocly plays GAMES random games of PLIES plies and counts perft DEPTH at their
# ends; sennight repeats each game's moves and counts the same. Every line prints both counts; the exit status is 1
# if any differs.
#
#   NODE_PATH=/path/to/node_modules SN=./sennight bench/scripts/jocly-compare.sh \
#       VARIANT MODEL [GAMES [PLIES [DEPTH [SEED]]]] [-- JOCLY-OPTIONS]
#
# e.g. bench/scripts/jocly-compare.sh brusky brusky-chess 10 30 3 1 -- --fix-ep-step
set -eu
variant=$1 model=$2
shift 2
games=10 plies=30 depth=3 seed=1
for v in games plies depth seed; do
	[ $# -gt 0 ] && [ "$1" != "--" ] || break
	eval "$v=\$1"
	shift
done
[ $# -gt 0 ] && [ "$1" = "--" ] && shift
sn=${SN:-sennight}
here=$(dirname "$0")
status=0
node "$here/jocly-perft.js" "$model" "$depth" --random "$games" --plies "$plies" --seed "$seed" "$@" |
	while read -r jocly moves; do
		ours=$("$sn" perft "$variant" "$depth" --moves "$moves" | awk '{print $5}')
		verdict=same
		[ "$ours" = "$jocly" ] || verdict=DIFFERENT
		echo "$verdict sennight $ours jocly $jocly after: $moves"
	done | tee /dev/stderr | grep -q DIFFERENT && status=1
exit $status
