#!/usr/bin/env bash
# soak.sh plays many fast games under the real hosts and fails on any fault: a forfeit, an illegal move, a crash or
# a time loss. Run it before a release (it takes hours at the defaults; .ci/run does not run it):
#
#   tools/soak/soak.sh                          both parts, at the defaults below
#   SOAK_PARTS=xboard tools/soak/soak.sh        only the XBoard games
#
# (a) xboard: XBoard 4.9.1 under Xvfb hosts the engine against itself, SOAK_XBOARD_GAMES games a variant, through
#     the harness of xboardtest (TestMatches), which replays every game with the engine's rules and counts the
#     faults from XBoard's PGN and debug log (PGNs, logs and summary.txt in $SOAK_OUT/xboard).
# (b) match: process-level games with `sennight match`, SOAK_MATCH_GAMES in all, spread over the variants, one side
#     over UCI and the other over CECP, so that both front ends play every game.
#
# Settings (environment):
#   SOAK_PARTS         "xboard match"           the parts to run
#   SOAK_VARIANTS      every variant            comma-separated; the engine's own list (its UCI_Variant option)
#   SOAK_TC            2+0.02                   seconds per game + seconds per move
#   SOAK_XBOARD_GAMES  50                       games per variant under XBoard
#   SOAK_MATCH_GAMES   2000                     process-level games in all
#   SOAK_CONCURRENCY   2                        process-level games at once
#   SOAK_OUT           artifacts/soak           where the games, logs and the report go
#
# Each part writes lines "VARIANT ... faults: forfeits N, illegal moves N, crashes N, time losses N"; the script
# sums them into $SOAK_OUT/report.txt and exits 1 if any fault (or a part that did not finish) is found.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

parts=${SOAK_PARTS:-xboard match}
tc=${SOAK_TC:-2+0.02}
xboard_games=${SOAK_XBOARD_GAMES:-50}
match_games=${SOAK_MATCH_GAMES:-2000}
concurrency=${SOAK_CONCURRENCY:-2}
out=${SOAK_OUT:-$root/artifacts/soak}
mkdir -p "$out"
out=$(cd "$out" && pwd)
report=$out/report.txt
: >"$report"

if [[ ! $tc =~ ^([0-9]+)\+([0-9]*\.?[0-9]+)$ ]]; then
	echo "soak.sh: SOAK_TC must be SECONDS+INCREMENT, e.g. 2+0.02, not $tc" >&2
	exit 2
fi
base_s=${BASH_REMATCH[1]} inc_s=${BASH_REMATCH[2]}
xboard_tc=$(printf '%d:%02d' $((base_s / 60)) $((base_s % 60))) # XBoard's -tc is minutes:seconds

bin=$out/sennight
go build -o "$bin" .
if [ -n "${SOAK_VARIANTS:-}" ]; then
	variants=${SOAK_VARIANTS//,/ }
else
	variants=$(printf 'uci\nquit\n' | "$bin" | sed -n 's/^option name UCI_Variant type combo default [^ ]* //p' |
		sed 's/var //g')
fi
echo "soak: variants $variants; time control $tc; parts: $parts; output in $out" | tee -a "$report"

failed=0
# faults_of reads "faults: ..." lines on stdin and prints the four sums.
faults_of() {
	sed -n 's/.*faults: forfeits \([0-9]*\), illegal moves \([0-9]*\), crashes \([0-9]*\), time losses \([0-9]*\).*/\1 \2 \3 \4/p' |
		awk '{ f += $1; i += $2; c += $3; t += $4; n++ } END { printf "%d %d %d %d %d\n", f, i, c, t, n }'
}

# record PART LINES EXPECTED: adds a part's fault lines to the report and checks that each of EXPECTED
# (variant) reports came.
record() {
	local part=$1 lines=$2 expected=$3 sums
	sums=$(faults_of <<<"$lines")
	read -r f i c t n <<<"$sums"
	echo "$part: forfeits $f, illegal moves $i, crashes $c, time losses $t (from $n of $expected variant reports)" |
		tee -a "$report"
	if [ "$n" -ne "$expected" ] || [ $((f + i + c + t)) -ne 0 ]; then
		failed=1
	fi
	total_f=$((total_f + f)) total_i=$((total_i + i)) total_c=$((total_c + c)) total_t=$((total_t + t))
}
total_f=0 total_i=0 total_c=0 total_t=0
nvariants=$(wc -w <<<"$variants")

if [[ " $parts " == *" xboard "* ]]; then
	mkdir -p "$out/xboard"
	echo "xboard: $xboard_games games a variant, -tc $xboard_tc -inc $inc_s" | tee -a "$report"
	# Two minutes a game is far beyond any game at a fast control; the harness stops XBoard itself earlier.
	timeout_m=$((xboard_games * nvariants * 2 + 10))
	status=0
	SENNIGHT_XBOARD=1 SENNIGHT_XBOARD_GAMES=$xboard_games SENNIGHT_XBOARD_TC=$xboard_tc SENNIGHT_XBOARD_INC=$inc_s \
		SENNIGHT_XBOARD_VARIANTS=${variants// /,} SENNIGHT_ARTIFACTS="$out/xboard" \
		go test -count=1 -timeout "${timeout_m}m" -run 'TestMatches$' -v ./protocol/xboardtest >"$out/xboard/test.log" 2>&1 ||
		status=$?
	if [ "$status" -ne 0 ]; then
		echo "xboard: the harness failed (status $status): see $out/xboard/test.log" | tee -a "$report"
		grep -E '^\s+(match_test|harness_test)\.go:[0-9]+: ' "$out/xboard/test.log" | grep -v faults: | head -20 |
			tee -a "$report" || true
		failed=1
	fi
	lines=$(grep 'faults:' "$out/xboard/summary.txt" 2>/dev/null || true)
	printf '%s\n' "$lines" | sed 's/^/  /' | tee -a "$report"
	record xboard "$lines" "$nvariants"
fi

if [[ " $parts " == *" match "* ]]; then
	mkdir -p "$out/match"
	per=$(((match_games + nvariants - 1) / nvariants))
	echo "match: $per games a variant ($((per * nvariants)) in all), --tc $tc, concurrency $concurrency" |
		tee -a "$report"
	lines=""
	for v in $variants; do
		status=0
		"$bin" match "$v" --a "cmd=$bin,proto=uci" --b "cmd=$bin,proto=xboard" --games "$per" \
			--concurrency "$concurrency" --tc "$tc" --pgn "$out/match/$v.pgn" --results "$out/match/$v.results" \
			>"$out/match/$v.log" 2>&1 || status=$?
		line=$(grep 'faults:' "$out/match/$v.log" | tail -1 || true)
		if [ "$status" -ne 0 ] && [ -z "$line" ]; then
			echo "  $v: sennight match failed (status $status), see $out/match/$v.log" | tee -a "$report"
			tail -5 "$out/match/$v.log" | sed 's/^/    /' | tee -a "$report"
			continue
		fi
		echo "  $v: $line" | tee -a "$report"
		lines+="$v $line"$'\n'
	done
	record match "$lines" "$nvariants"
fi

echo "soak: forfeits $total_f, illegal moves $total_i, crashes $total_c, time losses $total_t" | tee -a "$report"
if [ "$failed" -ne 0 ]; then
	echo "soak: FAILED (report: $report)" | tee -a "$report"
	exit 1
fi
echo "soak: passed (report: $report)" | tee -a "$report"
