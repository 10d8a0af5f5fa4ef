package variants

// Megastar of David (Gilman), as docs/rules/megastar-of-david.md specifies.
func init() { register("megastar", megastar) }

// megastarStart is a reconstruction (docs/rules/megastar-of-david.md §5, with its Rook swap): the original diagram is
// lost. One FEN line, replaceable without touching code; the pawn double steps follow from it.
const megastarStart = "3f1p1nk1lfr/r5ppsnblr/rc6pp1bl/lllF6ppb/bbb9p/pp1tnPP6/2ppnt1PP4/4pp1NSPP2/6ppKN1PP/P9BBB/BPP6sLLL/LB1PP6FR/RLBTNPP5R/RCL1NT1P1S3 w - - 0 1"

func megastar() *Variant {
	return twoLevelVariant(twoLevelGame{
		name: "megastar", title: "Megastar of David", p: 4, start: megastarStart,
		army:      []PieceType{cohen(), finch(), fortnight(), rabbi(), sennight(), sling()},
		promoteTo: []string{"R", "N", "C", "F", "T", "B", "S", "L"},
	})
}
