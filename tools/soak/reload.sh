#!/usr/bin/env bash
# reload.sh measures the engine's resident memory while a GUI loads the same variant file again and again and
# searches its game each time: replacing a game must free what belonged to the old one, so the memory after the
# last reload must stay within a few MB of the memory after the first.
#
# usage: tools/soak/reload.sh [ENGINE [FILE]]   (defaults: ./sennight, docs/examples/megalomachy-alt.toml)
# env:   RELOADS (500), RELOAD_DEPTH (2)
#
# Over UCI, each round is `setoption name VariantPath value FILE`, `setoption name UCI_Variant value GAME`,
# `position startpos`, `go depth D`; it prints VmRSS after rounds 1, 10, 50, 100, 250, 500 and the last.
set -euo pipefail

engine=${1:-./sennight}
file=$(realpath "${2:-docs/examples/megalomachy-alt.toml}")
reloads=${RELOADS:-500}
depth=${RELOAD_DEPTH:-2}
game=$(sed -n 's/^name = "\(.*\)"$/\1/p' "$file" | head -1)

expect() {
	local line
	while IFS= read -r -t 120 line <&"${ENG[0]}"; do
		[[ $line == "$1"* ]] && return 0
	done
	echo "reload.sh: no '$1' from the engine" >&2
	exit 1
}

coproc ENG { exec "$engine"; }
pid=$ENG_PID
printf 'uci\n' >&"${ENG[1]}"
expect uciok
first=0
for ((i = 1; i <= reloads; i++)); do
	printf 'setoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition startpos\ngo depth %d\n' \
		"$file" "$game" "$depth" >&"${ENG[1]}"
	expect bestmove
	case $i in 1 | 10 | 50 | 100 | 250 | 500 | "$reloads")
		printf 'isready\n' >&"${ENG[1]}"
		expect readyok
		rss=$(awk '$1 == "VmRSS:" { print int($2 / 1024) }' "/proc/$pid/status")
		((i == 1)) && first=$rss
		printf 'reload %4d: RSS %d MB (%+d MB)\n' "$i" "$rss" $((rss - first))
		;;
	esac
done
printf 'quit\n' >&"${ENG[1]}"
wait "$pid" || true
