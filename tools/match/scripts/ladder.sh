#!/usr/bin/env bash
# The strength ladder (docs/strength.md): gauntlets of sennight against engines with published ratings, in Chess and
# Grand Chess, with `sennight match` (colour-reversed pairs from the shipped opening suites). Run from the
# repository root after every strength change:
#
#   tools/match/scripts/ladder.sh                          # 100 games an opponent at 10+0.1, two at a time
#   LADDER_GAMES=20 LADDER_TC=2+0.02 tools/match/scripts/ladder.sh     # a quick look
#   LADDER_ONLY=fairymax,fsf1500 tools/match/scripts/ladder.sh          # some opponents only
#   LADDER_ONLY=fsf-full,fsf-full-grand LADDER_TC=4+0.04 tools/match/scripts/ladder.sh   # against full strength
#
# Every match's report, PGN and results file go to ${LADDER_OUT:-artifacts/ladder}; the table of scores and Elo
# differences with their 95% intervals is printed at the end and written to $LADDER_OUT/ladder.md. Opponents that
# are not installed are skipped (Debian packages: fairymax, phalanx, gnuchess, hoichess, fairy-stockfish, sjaakii;
# they live in /usr/games).
set -euo pipefail
cd "$(dirname "$0")/../../.."
export PATH="/usr/games:$PATH"
games=${LADDER_GAMES:-100}
tc=${LADDER_TC:-10+0.1}
conc=${LADDER_CONCURRENCY:-2}
out=${LADDER_OUT:-artifacts/ladder}
only=${LADDER_ONLY:-}
mkdir -p "$out"
out=$(cd "$out" && pwd) # LADDER_OUT may be relative or absolute
bin="$out/sennight"
go build -o "$bin" .
me="cmd=$bin,proto=uci,name=sennight,option.Hash=64"

# name | variant | player spec (the opponent) | the program it needs
opponents=(
	"fairymax|chess|cmd=fairymax,proto=xboard,name=fairymax|fairymax"
	"phalanx|chess|cmd=phalanx,proto=xboard,name=phalanx,arg=-l-|phalanx"
	"gnuchess|chess|cmd=gnuchess,proto=xboard,name=gnuchess,arg=--xboard|gnuchess"
	"hoichess|chess|cmd=hoichess,proto=xboard,name=hoichess,arg=--xboard|hoichess"
	"fsf1500|chess|cmd=fairy-stockfish,proto=uci,name=fsf-elo1500,option.UCI_LimitStrength=true,option.UCI_Elo=1500,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf1800|chess|cmd=fairy-stockfish,proto=uci,name=fsf-elo1800,option.UCI_LimitStrength=true,option.UCI_Elo=1800,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf2100|chess|cmd=fairy-stockfish,proto=uci,name=fsf-elo2100,option.UCI_LimitStrength=true,option.UCI_Elo=2100,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf2400|chess|cmd=fairy-stockfish,proto=uci,name=fsf-elo2400,option.UCI_LimitStrength=true,option.UCI_Elo=2400,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf2600|chess|cmd=fairy-stockfish,proto=uci,name=fsf-elo2600,option.UCI_LimitStrength=true,option.UCI_Elo=2600,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf2800|chess|cmd=fairy-stockfish,proto=uci,name=fsf-elo2800,option.UCI_LimitStrength=true,option.UCI_Elo=2800,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf-full|chess|cmd=fairy-stockfish,proto=uci,name=fsf-full,option.Threads=1,option.Hash=64|fairy-stockfish"
	"sjaakii-grand|grand|cmd=sjaakii,proto=xboard,name=sjaakii|sjaakii"
	"fsf1800-grand|grand|cmd=fairy-stockfish,proto=uci,name=fsf-elo1800,option.UCI_LimitStrength=true,option.UCI_Elo=1800,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf2400-grand|grand|cmd=fairy-stockfish,proto=uci,name=fsf-elo2400,option.UCI_LimitStrength=true,option.UCI_Elo=2400,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf2600-grand|grand|cmd=fairy-stockfish,proto=uci,name=fsf-elo2600,option.UCI_LimitStrength=true,option.UCI_Elo=2600,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf2800-grand|grand|cmd=fairy-stockfish,proto=uci,name=fsf-elo2800,option.UCI_LimitStrength=true,option.UCI_Elo=2800,option.Threads=1,option.Hash=64|fairy-stockfish"
	"fsf-full-grand|grand|cmd=fairy-stockfish,proto=uci,name=fsf-full,option.Threads=1,option.Hash=64|fairy-stockfish"
)

table="$out/ladder.md"
{
	echo "| opponent | game | games | W-L-D (sennight) | score | Elo difference (95%) | faults |"
	echo "|---|---|---|---|---|---|---|"
} >"$table"
for row in "${opponents[@]}"; do
	IFS='|' read -r name variant spec prog <<<"$row"
	if [ -n "$only" ] && [[ ",$only," != *",$name,"* ]]; then
		continue
	fi
	if ! command -v "$prog" >/dev/null; then
		echo "$name: $prog is not installed, skipped" >&2
		continue
	fi
	echo "== $name ($variant, $games games, $tc)" >&2
	"$bin" match "$variant" --a "$me" --b "$spec" --games "$games" --tc "$tc" --concurrency "$conc" \
		--pgn "$out/$name.pgn" --results "$out/$name.json" >"$out/$name.log" 2>&1 || true
	tail -9 "$out/$name.log" >&2
	wld=$(sed -n 's/^W\/L\/D: \([0-9]*\) - \([0-9]*\) - \([0-9]*\).*/\1-\2-\3/p' "$out/$name.log" | tail -1)
	elo=$(sed -n 's/^Elo: \([^ ]*\) +\/- \([^ ]*\) .*score \([0-9.]*%\).*/\1 ± \2|\3/p' "$out/$name.log" | tail -1)
	played=$(sed -n 's/^games: \([0-9]*\) of.*/\1/p' "$out/$name.log" | tail -1)
	faults=$(sed -n 's/^faults: \(forfeits [0-9]*\).*/\1/p' "$out/$name.log" | tail -1)
	echo "| $name | $variant | ${played:-0} | ${wld:--} | ${elo#*|} | ${elo%|*} | ${faults:-?} |" >>"$table"
done
cat "$table"
