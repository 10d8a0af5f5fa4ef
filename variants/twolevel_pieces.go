package variants

// The pieces of Gilman's two-level hex games (docs/rules/star-of-david-2-level.md §3, docs/rules/megastar-of-david.md
// §3) as movement atoms. Every "the other cells of the block must not be missing" condition is a Need list: it is
// static, so the table builder resolves it once and move generation never sees it.
//
// XBoard slots follow Gilman's rule texts' suggestions for playing with chess sets where they make one (Queens as
// Cohens, Bishops as Rabbis, Rooks for Finches, a small King for the Fortnight, a small Knight for the Sennight) and
// give the Sling the Cannon's image, as it captures like one (docs/protocol-notes.md §2.2). No piece has an XBetza
// string: the levels are two triangles of one grid, so even a same-level leap could cross into the other level's
// half, which XBetza cannot forbid.

// levelChange returns v as a level-changing step: the same in-plane vector, landing on the other level.
func levelChange(v Vec) Vec { return Vec{v.DX, v.DY, true} }

// verticalLeap is the single vertical step of the King, Rook, Cohen and Finch. It exists only on a Drum column,
// which the board lookup already says: the cell on the other level exists exactly there.
func verticalLeap() Atom { return LeapAtom(Both, Vertical) }

// twoLevelKing steps to the 6 horizontal neighbours, vertically, and along the 12 root-2 diagonals; a diagonal
// (other level, c+O(i)) needs both columns c and c+O(i) in the Drum: the source's own vertical partner and the
// same-level cell c+O(i) must exist (the target is the fourth cell of the 2x2 block).
func twoLevelKing() PieceType {
	diag := Atom{Kind: Leap, Mode: Both}
	for _, o := range AxialOrth {
		diag.Vecs = append(diag.Vecs, levelChange(o))
		diag.Need = append(diag.Need, []Vec{Vertical, o})
	}
	return PieceType{Token: "K", Name: "King", Royal: true, XBoardSlot: "King", Atoms: []Atom{
		LeapAtom(Both, AxialOrth...), verticalLeap(), diag}}
}

// twoLevelRook slides along its level and makes the vertical step (with two levels a vertical slide has length 1).
func twoLevelRook() PieceType {
	return PieceType{Token: "R", Name: "Rook", XBoardSlot: "Rook", Atoms: []Atom{RideAtom(Both, AxialOrth...), verticalLeap()}}
}

// twoLevelKnight leaps (other level, c+2*O(i)) across a 3x2 vertical block: columns c, c+O(i), c+2*O(i) must all
// be Drum columns, so the 5 cells other than the target must exist.
func twoLevelKnight() PieceType {
	a := Atom{Kind: Leap, Mode: Both}
	for _, o := range AxialOrth {
		a.Vecs = append(a.Vecs, levelChange(o.Scale(2)))
		a.Need = append(a.Need, []Vec{Vertical, o, levelChange(o), o.Scale(2)})
	}
	return PieceType{Token: "N", Name: "Knight", XBoardSlot: "Knight", Atoms: []Atom{a}}
}

// fortnight leaps (other level, c+w) by the 12 root-13 vectors; both end columns must be in the Drum (the cell
// below the higher end and above the lower end exist).
func fortnight() PieceType {
	a := Atom{Kind: Leap, Mode: Both}
	for _, w := range []Vec{{3, 1, false}, {4, -1, false}, {4, -3, false}, {1, 3, false}, {-1, 4, false},
		{-3, 4, false}, {-3, -1, false}, {-4, 1, false}, {-4, 3, false}, {-1, -3, false}, {1, -4, false},
		{3, -4, false}} {
		a.Vecs = append(a.Vecs, levelChange(w))
		a.Need = append(a.Need, []Vec{Vertical, w})
	}
	return PieceType{Token: "T", Name: "Fortnight", XBoardSlot: "Man", Atoms: []Atom{a}}
}

// sennight leaps on its own level by the 12 root-7 vectors; never blocked.
func sennight() PieceType {
	return PieceType{Token: "S", Name: "Sennight", XBoardSlot: "Nightrider", Atoms: []Atom{LeapAtom(Both,
		Vec{2, 1, false}, Vec{3, -1, false}, Vec{3, -2, false}, Vec{1, 2, false}, Vec{-1, 3, false},
		Vec{-2, 3, false}, Vec{-2, -1, false}, Vec{-3, 1, false}, Vec{-3, 2, false}, Vec{-1, -2, false},
		Vec{1, -3, false}, Vec{2, -3, false})}}
}

// sling slides along the hex diagonals without capturing, and captures only by hopping exactly one screen.
func sling() PieceType {
	return PieceType{Token: "L", Name: "Sling", XBoardSlot: "Cannon", Atoms: []Atom{
		RideAtom(MoveOnly, AxialDiag...),
		{Kind: Hop, Mode: CaptureOnly, Vecs: AxialDiag},
	}}
}

// turningPaths returns the paths of up to 4 steps that start along one of the 6 directions and turn 60 degrees to
// the same side at every intermediate cell: dirs[i], dirs[i+t], dirs[i+2t], dirs[i+3t] for t = +1 (left) and -1
// (right). The path atom makes every prefix a destination and merges paths that reach one cell into one move.
func turningPaths(dirs []Vec) [][]Vec {
	var out [][]Vec
	for i := range 6 {
		for _, t := range []int{1, -1} {
			seq := make([]Vec, 4)
			for k := range seq {
				seq[k] = dirs[mod(i+k*t, 6)]
			}
			out = append(out, seq)
		}
	}
	return out
}

// finchPaths are the Finch's orthogonal turning paths; rabbiPaths the Rabbi's diagonal ones.
func finchPaths() [][]Vec { return turningPaths(AxialOrth) }
func rabbiPaths() [][]Vec { return turningPaths(AxialDiag) }

// rabbi moves along diagonal turning paths on its level.
func rabbi() PieceType {
	return PieceType{Token: "B", Name: "Rabbi", XBoardSlot: "Bishop", Atoms: []Atom{{Kind: Path, Mode: Both, Paths: rabbiPaths()}}}
}

// finch moves along orthogonal turning paths on its level, or makes the lone vertical step.
func finch() PieceType {
	return PieceType{Token: "F", Name: "Finch", XBoardSlot: "Tower", Atoms: []Atom{
		{Kind: Path, Mode: Both, Paths: finchPaths()}, verticalLeap()}}
}

// cohen is a Rabbi or a Finch: diagonal or orthogonal turning paths (never mixed in one move) or the lone vertical
// step. Its D(i) cells are both a one-step Rabbi move and a 2- or 4-step Finch move; they are one move.
func cohen() PieceType {
	return PieceType{Token: "C", Name: "Cohen", XBoardSlot: "Queen", Atoms: []Atom{
		{Kind: Path, Mode: Both, Paths: append(finchPaths(), rabbiPaths()...)}, verticalLeap()}}
}

// twoLevelForward is White's forward step along the file (Black's is its Rotate180 mirror).
var twoLevelForward = AxialOrth[2]

// twoLevelPawn steps forward along its file to a Drum cell, with the double steps of steps, and captures only
// onto the other level, (other level, c+f), with both columns in the Drum; that capture also takes en passant.
func twoLevelPawn(steps [2]map[string]int) PieceType {
	return PieceType{Token: "P", Name: "Pawn", XBoardSlot: "Pawn", Pawn: true, Promotes: true, EnPassantVictim: true, Atoms: []Atom{
		{Kind: Push, Mode: MoveOnly, Vecs: []Vec{twoLevelForward}, Oriented: true, Steps: steps,
			Need: [][]Vec{{Vertical}}},
		{Kind: Leap, Mode: CaptureOnly, Vecs: []Vec{levelChange(twoLevelForward)}, Need: [][]Vec{{Vertical, twoLevelForward}},
			Oriented: true, EnPassant: true},
	}}
}
