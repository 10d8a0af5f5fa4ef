#!/usr/bin/env bash
# rss.sh measures the engine's resident memory after a long search against its Hash setting: the memory must stay
# bounded by the settings (the table, about 1 MB a thread, and a fixed base for the program and the move tables).
#
# usage: tools/soak/rss.sh [ENGINE]            (default ./sennight; build it with `go build -o sennight .`)
# env:   RSS_VARIANT (megalomachy), RSS_THREADS (2), RSS_HASHES ("16 256 1024"), RSS_SECONDS (60 per search)
#
# For each Hash it starts the engine over UCI, sets the variant, Threads and Hash, searches the start position for
# RSS_SECONDS and reads VmRSS and VmHWM (the peak) from /proc/PID/status before and after; it prints one table row
# per Hash, with the peak above the table ("over") and the search's last hashfull.
set -euo pipefail

engine=${1:-./sennight}
variant=${RSS_VARIANT:-megalomachy}
threads=${RSS_THREADS:-2}
hashes=${RSS_HASHES:-16 256 1024}
seconds=${RSS_SECONDS:-60}

status_kb() { awk -v k="$2:" '$1 == k { print $2 }' "/proc/$1/status"; }

# expect reads the engine's output until a line starting with $1 and keeps the last info line with hashfull.
expect() {
	local line
	while IFS= read -r -t $((seconds + 60)) line <&"${ENG[0]}"; do
		case $line in
		"info depth"*hashfull*) last_info=$line ;;
		"$1"*) return 0 ;;
		esac
	done
	echo "rss.sh: no '$1' from the engine" >&2
	exit 1
}

printf '%-8s %-7s %-12s %-12s %-12s %-10s %-8s %s\n' "Hash MB" threads "RSS before" "RSS after" "peak (HWM)" over hashfull depth
for hash in $hashes; do
	coproc ENG { exec nice -n 10 "$engine"; }
	pid=$ENG_PID
	printf 'uci\nsetoption name UCI_Variant value %s\nsetoption name Threads value %s\nsetoption name Hash value %s\nucinewgame\nisready\n' \
		"$variant" "$threads" "$hash" >&"${ENG[1]}"
	expect readyok
	before=$(status_kb "$pid" VmRSS)
	last_info=""
	printf 'position startpos\ngo movetime %d\n' $((seconds * 1000)) >&"${ENG[1]}"
	expect bestmove
	after=$(status_kb "$pid" VmRSS)
	peak=$(status_kb "$pid" VmHWM)
	printf 'quit\n' >&"${ENG[1]}"
	wait "$pid" || true
	hashfull=$(sed -n 's/.* hashfull \([0-9]*\).*/\1/p' <<<"$last_info")
	depth=$(sed -n 's/^info depth \([0-9]*\).*/\1/p' <<<"$last_info")
	printf '%-8s %-7s %-12s %-12s %-12s %-10s %-8s %s\n' "$hash" "$threads" "$((before / 1024)) MB" "$((after / 1024)) MB" \
		"$((peak / 1024)) MB" "$((peak / 1024 - hash)) MB" "${hashfull:-?}" "${depth:-?}"
done
