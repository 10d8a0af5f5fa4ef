package xboardtest

import (
	"sennight/movegen"

	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestAnalysisMultiPV starts XBoard in analysis mode with the engine's MultiPV option at 3 (as the "more" click of
// the engine-output pane sets it) and checks that XBoard sends the option and `analyze`, and that the engine
// answers each depth with three variations of three different first moves, without errors.
func TestAnalysisMultiPV(t *testing.T) {
	if os.Getenv("SENNIGHT_XBOARD") == "" {
		t.Skip("set SENNIGHT_XBOARD=1 to run XBoard")
	}
	needPrograms(t, "xboard", "Xvfb", "timeout")
	const name = "shafran"
	v, err := movegen.VariantByName(name)
	if err != nil {
		t.Fatal(err)
	}
	bin := buildEngine(t)
	display := startXvfb(t)
	work := t.TempDir()
	dbg := filepath.Join(work, "analysis.debug")
	args := []string{"-variant", name, "-fcp", bin, "-fd", work, "-soundProgram", "", "-debug", "-nameOfDebugFile", dbg,
		"-initialMode", "Analysis", "-firstOptions", "MultiPV=3", "-popupExitMessage", "false"}
	args = append(args, variantFlags(v)...)
	args = append(args, boardFlags(t, name)...)
	// XBoard analyses until it is killed: `timeout` ends it after 8 seconds, which is the expected way out.
	runXBoard(context.Background(), t, xboardEnv(t, display), work, 8*time.Second, args...)

	sentOption, sentAnalyze := false, false
	firstMoves := map[int][]string{} // depth -> first PV moves of its lines
	for _, l := range readDebugLog(t, dbg) {
		if l.engine != "first" {
			continue
		}
		switch {
		case !l.toGUI && l.message == "option MultiPV=3":
			sentOption = true
		case !l.toGUI && l.message == "analyze":
			sentAnalyze = true
		case l.toGUI && (strings.HasPrefix(l.message, "Error") || strings.HasPrefix(l.message, "Illegal move")):
			t.Errorf("engine said: %s", l.message)
		case l.toGUI && sentAnalyze:
			// A thinking line: "depth score time nodes seldepth nps tbhits<TAB>pv".
			// Lines of a failed aspiration window (PV marked ? or !) are followed by the exact one.
			head, pv, ok := strings.Cut(l.message, "\t")
			f := strings.Fields(head)
			if !ok || len(f) < 4 || len(strings.Fields(pv)) == 0 || strings.HasSuffix(pv, "?") ||
				strings.HasSuffix(pv, "!") {
				continue
			}
			if d, err := strconv.Atoi(f[0]); err == nil {
				firstMoves[d] = append(firstMoves[d], strings.Fields(pv)[0])
			}
		}
	}
	if !sentOption || !sentAnalyze {
		t.Fatalf("XBoard sent option MultiPV=3: %v, analyze: %v", sentOption, sentAnalyze)
	}
	deepest := 0
	for d := range firstMoves {
		deepest = max(deepest, d)
	}
	complete := 0
	for d, moves := range firstMoves {
		if d == deepest {
			continue // XBoard may have been killed in the middle of it
		}
		distinct := map[string]bool{}
		for _, m := range moves {
			distinct[m] = true
		}
		if len(moves) != 3 || len(distinct) != 3 {
			t.Errorf("depth %d: variations starting %v, want three different first moves", d, moves)
			continue
		}
		complete++
	}
	if complete < 5 {
		t.Errorf("only %d depths with three variations in 8 seconds of analysis", complete)
	}
	t.Logf("%d depths analysed with 3 variations each", complete)
}
