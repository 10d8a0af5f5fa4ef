#!/usr/bin/env bash
# The regression match (docs/match.md, "The scripts"; results in docs/strength.md): the engine built from
# this tree against one built from a baseline commit, both as programs driven over their protocols, in each of the
# six games, with `sennight match` (colour-reversed pairs from the shipped opening suites). Run from the repository
# root:
#
#   tools/match/scripts/regression.sh                                  # 400 games a game at 2+0.05 against 281b1aa
#   REG_GAMES=40 REG_TC=1+0.05 tools/match/scripts/regression.sh       # a quick look
#   REG_ONLY=shafran,starchess REG_BASE=HEAD~3 tools/match/scripts/regression.sh
#   REG_RESUME=1 REG_OUT=DIR tools/match/scripts/regression.sh              # go on with a run cut short in DIR
#
# Half of the games speak UCI and half CECP, so that both front ends are in the test. Megalomachy plays out to
# 1,000 plies and is never adjudicated by score (docs/strength.md, "2026-11-25: Megalomachy's long games"). Every
# match's report, PGN and results file go to ${REG_OUT:-artifacts/regression}; the table of results, Elo with its
# 95% interval and faults is printed at the end and written to $REG_OUT/regression.md.
set -euo pipefail
cd "$(dirname "$0")/../../.."
base=${REG_BASE:-281b1aa}
games=${REG_GAMES:-400}
tc=${REG_TC:-2+0.05}
conc=${REG_CONCURRENCY:-2}
hash=${REG_HASH:-16}
out=${REG_OUT:-artifacts/regression}
only=${REG_ONLY:-}
resume=${REG_RESUME:+--resume} # keep the pairs a killed run saved in its results file (match --resume)
mkdir -p "$out"
out=$(cd "$out" && pwd) # REG_OUT may be relative or absolute

# The candidate from the working tree, the baseline from its commit (exported, so the tree is left alone).
new="$out/sennight-new"
old="$out/sennight-base"
go build -o "$new" .
rev=$(git rev-parse --short "$base")
src="$out/base-$rev"
if [ ! -d "$src" ]; then
	mkdir -p "$src"
	git archive "$rev" | tar -x -C "$src"
fi
(cd "$src" && go build -o "$old" .)
echo "candidate $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo +changes), baseline $rev" >&2

# variant | protocol | extra match flags
games_list=(
	"starchess|uci|"
	"shafran|xboard|"
	"cohen-sd2l|uci|"
	"sling-sd2l|xboard|"
	"megastar|uci|"
	"megalomachy|xboard|"
)

table="$out/regression.md"
{
	echo "| game | protocol | games | W-L-D (new) | pentanomial | Elo (95%) | faults | time |"
	echo "|---|---|---|---|---|---|---|---|"
} >"$table"
for row in "${games_list[@]}"; do
	IFS='|' read -r variant proto extra <<<"$row"
	if [ -n "$only" ] && [[ ",$only," != *",$variant,"* ]]; then
		continue
	fi
	echo "== $variant ($proto, $games games, $tc, concurrency $conc)" >&2
	log="$out/$variant.log"
	start=$(date +%s)
	# shellcheck disable=SC2086 # $extra and $resume are lists of flags
	"$new" match "$variant" $resume --a "cmd=$new,proto=$proto,name=new,option.Hash=$hash" \
		--b "cmd=$old,proto=$proto,name=base,option.Hash=$hash" --games "$games" --tc "$tc" \
		--concurrency "$conc" $extra --pgn "$out/$variant.pgn" --results "$out/$variant.json" >"$log" 2>&1 || true
	secs=$(($(date +%s) - start))
	tail -8 "$log" >&2
	wld=$(sed -n 's/^W\/L\/D: \([0-9]*\) - \([0-9]*\) - \([0-9]*\).*/\1-\2-\3/p' "$log" | tail -1)
	penta=$(sed -n 's/^pentanomial [^:]*: \(.*\)/\1/p' "$log" | tail -1)
	elo=$(sed -n 's/^Elo: \([^ ]*\) +\/- [^ ]* (95% \(\[[^]]*\]\)).*/\1 \2/p' "$log" | tail -1)
	played=$(sed -n 's/^games: \([0-9]*\) of.*/\1/p' "$log" | tail -1)
	faults=$(sed -n 's/^faults: \(.*\)/\1/p' "$log" | tail -1)
	echo "| $variant | $proto | ${played:-0} | ${wld:--} | ${penta:--} | ${elo:--} | ${faults:-?} | ${secs} s |" >>"$table"
done
cat "$table"
