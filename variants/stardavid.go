package variants

// Cohen and Sling Star of David 2 Level Hex Chess (Gilman), as docs/rules/star-of-david-2-level.md specifies.
func init() {
	register("cohen-sd2l", cohenSD2L)
	register("sling-sd2l", slingSD2L)
}

// The start positions are reconstructions (docs/rules/star-of-david-2-level.md §5): Gilman's diagrams are lost. Each is
// one FEN line so that it can be replaced without touching code; the pawn double steps follow from it.
const (
	cohenSD2LStart = "5nkbcr/r3pppnbs/sc4pp1b/bbb1P3p1/2pn1PP3/1ppnpNPPP1/3pp1KN2/1P3p1BBB/B1PP4CS/SBPNPP3R/RCBNP5 w - - 0 1"
	slingSD2LStart = "3p1nkbll/l3ppsnbl/ll4pp1b/bbbPP3pp/p1rn1PP3/1ppsrNSPP1/3pp1KN1P/PP3ppBBB/B1PP4LL/LBRSPP3L/LLBNR1P3 w - - 0 1"
)

func cohenSD2L() *Variant {
	return twoLevelVariant(twoLevelGame{
		name: "cohen-sd2l", title: "Cohen Star of David 2 Level Hex Chess", p: 3, start: cohenSD2LStart,
		army:               []PieceType{cohen(), rabbi(), sennight()},
		promoteTo:          []string{"R", "N", "C", "B", "S"},
		doubleThroughStart: true,
	})
}

func slingSD2L() *Variant {
	return twoLevelVariant(twoLevelGame{
		name: "sling-sd2l", title: "Sling Star of David 2 Level Hex Chess", p: 3, start: slingSD2LStart,
		army:               []PieceType{rabbi(), sennight(), sling()},
		promoteTo:          []string{"R", "N", "B", "S", "L"},
		doubleThroughStart: true,
	})
}
