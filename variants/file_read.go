package variants

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"

	"sennight/variants/inputfile"
)

// FileError is what is wrong with a variant file: the file, the line (when the TOML syntax is wrong) or the key
// (when a value is), and the problem.
type FileError struct {
	File string
	Line int    // 0 when not known
	Key  string // "" when not known
	Msg  string
	Err  error // the cause, when another reader (the FEN's, a vector's, the board's) found the problem
}

// Unwrap returns the cause, if any.
func (e *FileError) Unwrap() error { return e.Err }

func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Key != "" {
		fmt.Fprintf(&b, ": key %s", e.Key)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// Parse reads the text of one variant file (docs/variant-files.md) into a Variant. file names it in errors.
// It never panics: every problem is a *FileError. What it checks is what the Variant needs to be built; the move
// generator's table builder and FEN reader check the rest (package movegen's LoadVariant does both). A network
// file the variant file names (eval.network) is read from beside it (the directory of file).
func Parse(file string, data []byte) (v *Variant, err error) {
	return parse(file, data, func(name string) (string, []byte, error) {
		path := filepath.Join(filepath.Dir(file), filepath.FromSlash(name))
		data, err := inputfile.ReadFile(path, inputfile.NetworkFile)
		return path, data, err
	})
}

// readAside reads a file a variant file names (its network), given as written in the variant file; it returns
// the path it read, for messages.
type readAside func(name string) (path string, data []byte, err error)

func parse(file string, data []byte, aside readAside) (v *Variant, err error) {
	var g gameFile
	md, derr := toml.Decode(string(data), &g)
	if derr != nil {
		var perr toml.ParseError
		if errors.As(derr, &perr) {
			return nil, &FileError{File: file, Line: perr.Position.Line, Msg: perr.Message}
		}
		return nil, &FileError{File: file, Msg: derr.Error()}
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, unknownKey(file, data, und[0])
	}
	if len(md.Keys()) == 0 {
		return nil, &FileError{File: file, Msg: "the file is empty: a variant file needs at least name, start, [board], [[piece]] and rules.mirror (docs/variant-files.md)"}
	}
	c := &fileParser{file: file, aside: aside, derivedSteps: map[[2]int]string{}, fromStart: map[[2]int]bool{}}
	return c.game(&g)
}

type fileParser struct {
	file  string
	aside readAside
	b     *Board
	// derivedSteps: each push atom's derived_steps switch, by (piece, atom) index, applied once the start
	// position is known.
	derivedSteps map[[2]int]string
	// fromStart: the atoms with from = "start", by (piece, atom) index, resolved once the start position is known.
	fromStart map[[2]int]bool
}

func (c *fileParser) errf(key, format string, args ...any) error {
	return &FileError{File: c.file, Key: key, Msg: fmt.Sprintf(format, args...)}
}

// wrap reports at key a problem another reader found, keeping it as the cause.
func (c *fileParser) wrap(key string, err error) error {
	return &FileError{File: c.file, Key: key, Msg: err.Error(), Err: err}
}

var nameRE = regexp.MustCompile(`^[a-z][a-z0-9-]{0,31}$`)
var tokenRE = regexp.MustCompile(`^[A-Z]'?$`)

func (c *fileParser) game(g *gameFile) (*Variant, error) {
	if g.Name == "" {
		return nil, c.errf("name", "missing: every game needs a name")
	}
	if !nameRE.MatchString(g.Name) {
		return nil, c.errf("name", "%q is not a variant name (lower-case letters, digits and '-', at most 32)", g.Name)
	}
	if g.Order < 0 {
		return nil, c.errf("order", "%d is negative; a game's order counts from 1", g.Order)
	}
	if g.MaxPlies < 0 {
		return nil, c.errf("max_plies", "%d is negative; leave it out for the default %d", g.MaxPlies, DefaultMaxPlies)
	}
	v := &Variant{Name: g.Name, Title: g.Title, StartFEN: g.Start, Order: g.Order, Yardstick: g.Yardstick,
		OffBench: g.Bench != nil && !*g.Bench, MaxPlies: g.MaxPlies}
	if v.Title == "" {
		v.Title = g.Name
	}
	b, err := c.board(&g.Board)
	if err != nil {
		return nil, err
	}
	if err := c.cellNames(b, &g.Board); err != nil {
		return nil, err
	}
	c.b, v.Board = b, b
	if len(g.Pieces) == 0 {
		return nil, c.errf("piece", "the game has no pieces")
	}
	if len(g.Pieces) > 63 {
		return nil, c.errf("piece", "%d piece types, at most 63", len(g.Pieces))
	}
	royals := 0
	for i := range g.Pieces {
		p, err := c.piece(i, &g.Pieces[i])
		if err != nil {
			return nil, err
		}
		if v.PieceIndex(p.Token) >= 0 {
			return nil, c.errf(fmt.Sprintf("piece[%d].token", i), "token %s is used twice", p.Token)
		}
		if p.Royal {
			royals++
		}
		v.Pieces = append(v.Pieces, p)
	}
	if royals != 1 {
		return nil, c.errf("piece", "%d royal pieces; a game needs exactly one", royals)
	}
	placement, err := fenCells(b, g.Start)
	if err != nil {
		return nil, c.wrap("start", err)
	}
	for _, tok := range placement {
		if v.PieceIndex(strings.ToUpper(tok)) < 0 {
			return nil, c.errf("start", "piece %s is not one of the game's pieces", tok)
		}
	}
	if v.Rules, err = c.rules(&g.Rules, v, placement); err != nil {
		return nil, err
	}
	v.XBoard = XBoardHosting{BuiltIn: g.XBoard.BuiltIn, Parent: g.XBoard.Parent, LegalityOff: g.XBoard.LegalityOff,
		Why: g.XBoard.Why, RankOffset: g.XBoard.RankOffset}
	switch {
	case v.XBoard.BuiltIn != "" && (v.XBoard.Parent != "" || v.XBoard.LegalityOff || v.XBoard.RankOffset != 0):
		return nil, c.errf("xboard.builtin", "XBoard's own game takes no parent, legality_off or rank_offset")
	case v.XBoard.BuiltIn != "" && !nameRE.MatchString(v.XBoard.BuiltIn):
		return nil, c.errf("xboard.builtin", "%q is not a variant name", v.XBoard.BuiltIn)
	case v.XBoard.Parent == "" && v.XBoard.BuiltIn == "":
		v.XBoard.Parent = "fairy"
	}
	if g.XBoard.RankOffset < 0 || g.XBoard.RankOffset > 1 {
		return nil, c.errf("xboard.rank_offset", "must be 0 or 1")
	}
	if v.Eval, err = c.eval(&g.Eval, v); err != nil {
		return nil, err
	}
	switch g.Search.CheckExtension {
	case "", "safe":
	case "every":
		v.Search.ExtendEveryCheck = true
	default:
		return nil, c.errf("search.check_extension", "%q: want \"safe\" or \"every\"", g.Search.CheckExtension)
	}
	return v, nil
}

// board builds the board of a [board] table without panicking on any size or shape.
func (c *fileParser) board(bf *boardFile) (*Board, error) {
	switch bf.Kind {
	case "two-level":
		if bf.Size < 2 || bf.Size > 4 {
			return nil, c.errf("board.size", "a two-level board has size 2 to 4 (3: 110 cells, 4: 182)")
		}
		if bf.Files != 0 || bf.Ranks != 0 || len(bf.Rows) > 0 {
			return nil, c.errf("board", "a two-level board takes only size")
		}
		return TwoLevelHex(bf.Size), nil
	case "hex", "square":
	default:
		return nil, c.errf("board.kind", "%q: want \"hex\", \"square\" or \"two-level\"", bf.Kind)
	}
	if bf.Size != 0 {
		return nil, c.errf("board.size", "only a two-level board has a size")
	}
	if bf.Files < 1 || bf.Files > 26 || bf.Ranks < 1 || bf.Ranks > 99 {
		return nil, c.errf("board", "files must be 1..26 and ranks 1..99")
	}
	isCell := func(int, int) bool { return true }
	if len(bf.Rows) > 0 {
		if len(bf.Rows) != bf.Ranks {
			return nil, c.errf("board.rows", "%d rows for %d ranks", len(bf.Rows), bf.Ranks)
		}
		for i, r := range bf.Rows {
			if len(r) != bf.Files || strings.Trim(r, ".*") != "" {
				return nil, c.errf(fmt.Sprintf("board.rows[%d]", i), "%q: want %d characters, each '.' (cell) or '*' (hole)", r, bf.Files)
			}
		}
		isCell = func(f, r int) bool { return bf.Rows[bf.Ranks-r][f] == '.' }
	}
	n := 0
	for r := 1; r <= bf.Ranks; r++ {
		for f := range bf.Files {
			if isCell(f, r) {
				n++
			}
		}
	}
	if n < 2 || n > MaxCells {
		return nil, c.errf("board", "%d cells; a board has 2 to %d", n, MaxCells)
	}
	switch {
	case bf.Drawing != "" && bf.Kind != "hex":
		return nil, c.errf("board.drawing", "only a hex board is drawn by files or rows")
	case bf.Drawing == "rows":
		return HexRowsGrid(bf.Files, bf.Ranks, isCell), nil
	case bf.Drawing != "" && bf.Drawing != "files":
		return nil, c.errf("board.drawing", "%q: want files (flat-top cells, files vertical) or rows (pointy-top cells, rows horizontal)", bf.Drawing)
	case bf.Kind == "hex":
		return HexGrid(bf.Files, bf.Ranks, isCell), nil
	}
	return squareBoard(bf.Files, bf.Ranks, isCell), nil
}

// cellNames applies file_letters and rank_names.
func (c *fileParser) cellNames(b *Board, bf *boardFile) error {
	switch bf.RankNames {
	case "", "grid", "per-file":
	default:
		return c.errf("board.rank_names", "%q: want grid or per-file", bf.RankNames)
	}
	if bf.FileLetters == "" && (bf.RankNames == "" || bf.RankNames == "grid") {
		return nil
	}
	letters := bf.FileLetters
	if letters == "" {
		letters = "abcdefghijklmnopqrstuvwxyz"[:b.Files]
	}
	if len(letters) != b.Files || strings.Trim(letters, "abcdefghijklmnopqrstuvwxyz") != "" {
		return c.errf("board.file_letters", "%q: want %d lower-case letters, one per file", letters, b.Files)
	}
	for i := range len(letters) {
		if strings.IndexByte(letters, letters[i]) != i {
			return c.errf("board.file_letters", "%q: letter %c twice", letters, letters[i])
		}
	}
	if err := b.renameCells(letters, bf.RankNames == "per-file"); err != nil {
		return c.wrap("board", err)
	}
	return nil
}

var modes = map[string]Mode{"": Both, "both": Both, "move": MoveOnly, "capture": CaptureOnly}

var atomKinds = map[string]AtomKind{"leap": Leap, "ride": Ride, "path": Path, "hop": Hop, "fly": Fly,
	"grasshopper": Grasshopper, "air-lift": AirLift, "locust": Locust, "push": Push}

func (c *fileParser) piece(i int, pf *pieceFile) (PieceType, error) {
	key := fmt.Sprintf("piece[%d]", i)
	if !tokenRE.MatchString(pf.Token) {
		return PieceType{}, c.errf(key+".token", "%q: want an upper-case letter, optionally followed by '", pf.Token)
	}
	key = fmt.Sprintf("piece %s", pf.Token)
	p := PieceType{Token: pf.Token, Name: pf.Name, Royal: pf.Royal, Pawn: pf.Pawn, Promotes: pf.Promotes,
		EnPassantVictim: pf.EnPassantVictim, XBoardSlot: pf.XBoard, Betza: pf.Betza}
	if p.Name == "" {
		p.Name = p.Token
	}
	if len(pf.Atoms) == 0 {
		return p, c.errf(key+".atom", "the piece has no atoms")
	}
	for j := range pf.Atoms {
		a, err := c.atom(fmt.Sprintf("%s.atom[%d]", key, j), &pf.Atoms[j])
		if err != nil {
			return p, err
		}
		p.Atoms = append(p.Atoms, a)
		c.derivedSteps[[2]int{i, j}] = pf.Atoms[j].DerivedSteps
		c.fromStart[[2]int{i, j}] = pf.Atoms[j].From == "start"
	}
	return p, nil
}

func (c *fileParser) vecs(key string, list []string) ([]Vec, error) {
	v, err := parseVecs(list)
	if err != nil {
		return nil, c.wrap(key, err)
	}
	return v, nil
}

func (c *fileParser) atom(key string, af *atomFile) (Atom, error) {
	kind, ok := atomKinds[af.Kind]
	if !ok {
		return Atom{}, c.errf(key+".kind", "%q: want one of leap, ride, path, hop, fly, grasshopper, air-lift, locust, push", af.Kind)
	}
	mode, ok := modes[af.Mode]
	if !ok {
		return Atom{}, c.errf(key+".mode", "%q: want both, move or capture", af.Mode)
	}
	a := Atom{Kind: kind, Mode: mode, Max: af.Max, MinLand: af.MinLand, DefaultSteps: af.DefaultSteps,
		Oriented: af.Oriented, EnPassant: af.EnPassant}
	var err error
	if a.Vecs, err = c.vecs(key+".vecs", af.Vecs); err != nil {
		return a, err
	}
	if a.Then, err = c.vecs(key+".then", af.Then); err != nil {
		return a, err
	}
	for _, n := range af.Need {
		need, err := c.vecs(key+".need", n)
		if err != nil {
			return a, err
		}
		a.Need = append(a.Need, need)
	}
	if af.Max < 0 || af.MinLand < 0 || af.DefaultSteps < 0 || af.DefaultSteps > 16 {
		return a, c.errf(key, "max, min_land and default_steps must not be negative (default_steps at most 16)")
	}
	switch kind {
	case Path:
		if err := c.paths(key, af, &a); err != nil {
			return a, err
		}
	case Push:
		if len(a.Vecs) != 1 {
			return a, c.errf(key+".vecs", "a push has exactly one forward vector")
		}
		if len(a.Need) > 1 {
			return a, c.errf(key+".need", "a push has one need list (cells relative to each step's destination)")
		}
		if err := c.steps(key, af, &a); err != nil {
			return a, err
		}
	case Leap:
		if len(a.Need) > 0 && len(a.Need) != len(a.Vecs) {
			return a, c.errf(key+".need", "%d need lists for %d vectors", len(a.Need), len(a.Vecs))
		}
	}
	switch kind {
	case Ride, Hop, Fly, Grasshopper, AirLift:
		for _, v := range a.Vecs {
			if v.DX == 0 && v.DY == 0 {
				return a, c.errf(key+".vecs", "a slide along the vertical step would come back to its start")
			}
		}
	}
	if kind != Path && len(a.Vecs) == 0 {
		return a, c.errf(key+".vecs", "the atom has no vectors")
	}
	if kind == Locust && len(a.Then) == 0 {
		return a, c.errf(key+".then", "a locust needs its second-leg steps")
	}
	if kind != Path && (len(af.Paths) > 0 || len(af.Turning) > 0 || af.Bent != nil) {
		return a, c.errf(key, "paths, turning and bent belong to path atoms")
	}
	if kind != Push && (len(af.Steps) > 0 || af.DerivedSteps != "" || af.DefaultSteps != 0) {
		return a, c.errf(key, "steps, default_steps and derived_steps belong to push atoms")
	}
	switch {
	case af.From != "" && af.From != "start":
		return a, c.errf(key+".from", "%q: want start (the piece's start cells)", af.From)
	case af.From != "" && kind != Leap && kind != Push:
		// The reverse attack tables of sliders and paths are built per direction, not per source cell.
		return a, c.errf(key+".from", "only leap and push atoms can be limited to the start cells")
	}
	return a, nil
}

// maxPathSteps bounds a path's length (movegen's path tries hold at most 64 steps).
const maxPathSteps = 64

// paths collects a path atom's step sequences: explicit paths, then turning paths, then bent ones, in that order.
func (c *fileParser) paths(key string, af *atomFile, a *Atom) error {
	for _, p := range af.Paths {
		seq, err := c.vecs(key+".paths", p)
		if err != nil {
			return err
		}
		if len(seq) == 0 || len(seq) > maxPathSteps {
			return c.errf(key+".paths", "a path has 1 to %d steps", maxPathSteps)
		}
		a.Paths = append(a.Paths, seq)
	}
	for _, fam := range af.Turning {
		dirs, err := c.vecs(key+".turning", []string{fam})
		if err != nil {
			return err
		}
		if len(dirs) != 6 {
			return c.errf(key+".turning", "%q: turning paths need a family of 6 directions", fam)
		}
		a.Paths = append(a.Paths, turningPaths(dirs)...)
	}
	if bf := af.Bent; bf != nil {
		first, err := c.vecs(key+".bent.first", bf.First)
		if err != nil {
			return err
		}
		turn, ok := bentTurns[bf.Turn]
		if !ok {
			return c.errf(key+".bent.turn", "%q: want \"outward\" or \"components\"", bf.Turn)
		}
		if bf.Slide < 0 || bf.Slide >= maxPathSteps {
			return c.errf(key+".bent.slide", "must be 0..%d", maxPathSteps-1)
		}
		a.Paths = append(a.Paths, BentPaths(first, turn, bf.Slide)...)
	}
	if len(a.Paths) == 0 {
		return c.errf(key, "a path atom needs paths, turning or bent")
	}
	if len(af.Vecs) > 0 {
		return c.errf(key+".vecs", "a path atom takes paths, not vecs")
	}
	return nil
}

// bentTurns are the continuations of a bent slider after its first step (Megalomachy's Rhino and Gryphon).
var bentTurns = map[string]func(Vec) []Vec{"outward": outwardTurns, "components": componentTurns}

// outwardTurns: after an orthogonal step d, the two diagonals that lead outward, d + p for p perpendicular to d.
func outwardTurns(d Vec) []Vec {
	p := Vec{d.DY, d.DX, false}
	return []Vec{d.Plus(p), d.Plus(p.Neg())}
}

// componentTurns: after a diagonal step d, its two orthogonal components.
func componentTurns(d Vec) []Vec { return []Vec{{d.DX, 0, false}, {0, d.DY, false}} }

var colours = map[string]int{"white": 0, "black": 1}

func (c *fileParser) cell(key, name string) error {
	if _, ok := c.b.Lookup(name); !ok {
		return c.errf(key, "no cell %q on this board", name)
	}
	return nil
}

func (c *fileParser) cells(key string, names []string) error {
	for _, n := range names {
		if err := c.cell(key, n); err != nil {
			return err
		}
	}
	return nil
}

// steps reads a push's explicit steps (per colour, cell -> cells it may go); derived steps are filled in later,
// once the start position is known.
func (c *fileParser) steps(key string, af *atomFile, a *Atom) error {
	if af.DerivedSteps != "" && len(af.Steps) > 0 {
		return c.errf(key, "steps and derived_steps exclude each other")
	}
	if len(af.Steps) > 0 {
		a.Steps = [2]map[string]int{{}, {}}
	}
	for col, m := range af.Steps {
		ci, ok := colours[col]
		if !ok {
			return c.errf(key+".steps."+col, "want white or black")
		}
		for cell, n := range m {
			if err := c.cell(key+".steps."+col, cell); err != nil {
				return err
			}
			if n < 1 || n > 16 {
				return c.errf(key+".steps."+col+"."+cell, "%d steps: want 1..16", n)
			}
			a.Steps[ci][cell] = n
		}
	}
	switch af.DerivedSteps {
	case "", "drum-double", "drum-double-through-start":
	default:
		return c.errf(key+".derived_steps", "%q: want drum-double or drum-double-through-start", af.DerivedSteps)
	}
	return nil
}

func (c *fileParser) piecesKnown(key string, v *Variant, toks ...string) error {
	for _, t := range toks {
		if v.PieceIndex(t) < 0 {
			return c.errf(key, "no piece %q in this game", t)
		}
	}
	return nil
}

func (c *fileParser) rules(rf *rulesFile, v *Variant, placement map[int]string) (Rules, error) {
	var r Rules
	mirror, ok := mirrors[rf.Mirror]
	if !ok {
		return r, c.errf("rules.mirror", "%q: want rotate180 or flip-rank", rf.Mirror)
	}
	r.Mirror = mirror
	if err := c.piecesKnown("rules.promote_to", v, rf.PromoteTo...); err != nil {
		return r, err
	}
	r.Promotion.Choices = rf.PromoteTo
	forward, hasPush := pushForward(v)
	for col, cells := range rf.PromotionCells {
		ci, ok := colours[col]
		if !ok {
			return r, c.errf("rules.promotion_cells."+col, "want white or black")
		}
		if err := c.cells("rules.promotion_cells."+col, cells); err != nil {
			return r, err
		}
		r.Promotion.Cells[ci] = cells
	}
	for col, cells := range rf.PromotionOptional {
		ci, ok := colours[col]
		if !ok {
			return r, c.errf("rules.promotion_optional."+col, "want white or black")
		}
		if err := c.cells("rules.promotion_optional."+col, cells); err != nil {
			return r, err
		}
		r.Promotion.Optional[ci] = cells
	}
	r.Promotion.OnlyCaptured = rf.PromotionOnlyCapt
	switch rf.CastlingLetters {
	case "", "files":
		r.CastlingLetters = CastlingFiles
	case "sides":
		r.CastlingLetters = CastlingSides
	default:
		return r, c.errf("rules.castling_letters", "%q: want files (Shredder-FEN) or sides (KQkq)", rf.CastlingLetters)
	}
	switch rf.PromotionRule {
	case "":
	case "last-drum":
		if len(rf.PromotionCells) > 0 || !hasPush {
			return r, c.errf("rules.promotion_rule", "last-drum needs a promoting piece with a push and no promotion_cells")
		}
		r.Promotion.Cells = lastDrumCellsAlong(c.b, forward, mirror)
	default:
		return r, c.errf("rules.promotion_rule", "%q: want last-drum", rf.PromotionRule)
	}
	promotes := false
	for _, p := range v.Pieces {
		promotes = promotes || p.Promotes
	}
	if promotes && (len(r.Promotion.Choices) == 0 || len(r.Promotion.Cells[0])+len(r.Promotion.Cells[1]) == 0) {
		return r, c.errf("rules", "a piece promotes, so promote_to and promotion cells are needed")
	}
	// Derived pawn steps and start-cell atoms, now that the start position is known.
	for pi := range v.Pieces {
		for ai := range v.Pieces[pi].Atoms {
			a := &v.Pieces[pi].Atoms[ai]
			if c.fromStart[[2]int{pi, ai}] {
				a.From = startCells(c.b, placement, v.Pieces[pi].Token)
			}
			if a.Kind != Push {
				continue
			}
			if d := c.derived(pi, ai); d != "" {
				a.Steps = drumDoubleSteps(c.b, placement, a.Vecs[0], mirror, d == "drum-double-through-start")
			}
		}
	}
	if len(rf.Castling) > 8 {
		return r, c.errf("rules.castling", "at most 8 castlings")
	}
	for i, cf := range rf.Castling {
		key := fmt.Sprintf("rules.castling[%d]", i)
		cs, err := c.castling(key, &cf, v)
		if err != nil {
			return r, err
		}
		r.Castling = append(r.Castling, cs)
	}
	if len(rf.PlacementZone) > 0 {
		r.Placement = &Placement{}
		for col, cells := range rf.PlacementZone {
			ci, ok := colours[col]
			if !ok {
				return r, c.errf("rules.placement_zone."+col, "want white or black")
			}
			if err := c.cells("rules.placement_zone."+col, cells); err != nil {
				return r, err
			}
			r.Placement.Zone[ci] = cells
		}
	}
	if err := c.piecesKnown("rules.fly_blockers", v, rf.FlyBlockers...); err != nil {
		return r, err
	}
	r.FlyBlockers = rf.FlyBlockers
	if at := rf.AntiTrading; at != nil {
		if err := c.piecesKnown("rules.anti_trading", v, append([]string{at.Victim}, at.Capturers...)...); err != nil {
			return r, err
		}
		r.AntiTrading = &AntiTrading{Victim: at.Victim, Capturers: at.Capturers}
	}
	for key, tok := range map[string]string{"rules.check_repetition_ban": rf.CheckRepetitionBan, "rules.clock_exempt": rf.ClockExempt} {
		if tok != "" {
			if err := c.piecesKnown(key, v, tok); err != nil {
				return r, err
			}
		}
	}
	r.CheckRepetitionBan, r.ClockExempt = rf.CheckRepetitionBan, rf.ClockExempt
	for _, pat := range rf.InsufficientMaterial {
		strong, weak, ok := strings.Cut(pat, "-")
		if !ok || !tokenListRE.MatchString(strong) || !tokenListRE.MatchString(weak) {
			return r, c.errf("rules.insufficient_material", "%q: want STRONG-WEAK token strings such as \"KB-K\"", pat)
		}
		for _, t := range splitTokenString(strong + weak) {
			if err := c.piecesKnown("rules.insufficient_material", v, t); err != nil {
				return r, err
			}
		}
	}
	r.InsufficientMaterial = rf.InsufficientMaterial
	switch rf.Stalemate {
	case "", "draw":
	case "win":
		r.StalemateWins = true
	default:
		return r, c.errf("rules.stalemate", "%q: want draw or win (for the stalemating side)", rf.Stalemate)
	}
	return r, nil
}

var tokenListRE = regexp.MustCompile(`^([A-Z]'?)+$`)

func splitTokenString(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		if i+1 < len(s) && s[i+1] == '\'' {
			out = append(out, s[i:i+2])
			i++
		} else {
			out = append(out, s[i:i+1])
		}
	}
	return out
}

// derived returns a push atom's derived_steps switch.
func (c *fileParser) derived(piece, atom int) string { return c.derivedSteps[[2]int{piece, atom}] }

func (c *fileParser) castling(key string, cf *castlingFile, v *Variant) (Castling, error) {
	ci, ok := colours[cf.Colour]
	if !ok {
		return Castling{}, c.errf(key+".colour", "%q: want white or black", cf.Colour)
	}
	if err := c.cells(key, []string{cf.King, cf.Partner}); err != nil {
		return Castling{}, err
	}
	if err := c.piecesKnown(key+".piece", v, cf.Piece); err != nil {
		return Castling{}, err
	}
	if cf.Fast {
		k, _ := c.b.Lookup(cf.King)
		p, _ := c.b.Lookup(cf.Partner)
		if len(cf.Options) > 0 || c.b.Cells[k].Rank != c.b.Cells[p].Rank || k == p {
			return Castling{}, c.errf(key+".fast", "fast castling takes no options and needs King and partner on one rank")
		}
		for f := min(c.b.Cells[k].File, c.b.Cells[p].File); f <= max(c.b.Cells[k].File, c.b.Cells[p].File); f++ {
			if _, ok := c.b.Grid(f, c.b.Cells[k].Rank); !ok {
				return Castling{}, c.errf(key+".fast", "a hole between King and partner")
			}
		}
		return FastCastling(c.b, ci, cf.King, cf.Partner, cf.Piece), nil
	}
	cs := Castling{Colour: ci, King: cf.King, Partner: cf.Partner, PartnerPiece: cf.Piece}
	if len(cf.Options) == 0 || len(cf.Options) > 63 {
		return cs, c.errf(key+".option", "a castling needs 1 to 63 options")
	}
	for j, of := range cf.Options {
		okey := fmt.Sprintf("%s.option[%d]", key, j)
		if err := c.cells(okey, append(append([]string{of.KingTo, of.PartnerTo}, of.Empty...), of.Safe...)); err != nil {
			return cs, err
		}
		if of.TextTo != "" {
			if err := c.cell(okey+".text_to", of.TextTo); err != nil {
				return cs, err
			}
		}
		cs.Options = append(cs.Options, CastleOption{KingTo: of.KingTo, PartnerTo: of.PartnerTo, Empty: of.Empty,
			Safe: of.Safe, TextTo: of.TextTo})
	}
	return cs, nil
}

func (c *fileParser) eval(ef *evalFile, v *Variant) (EvalValues, error) {
	e := EvalValues{PieceValues: ef.Values, LazyMargin: ef.LazyMargin}
	for tok, val := range ef.Values {
		if err := c.piecesKnown("eval.values."+tok, v, tok); err != nil {
			return e, err
		}
		if val < 0 || val > 100000 {
			return e, c.errf("eval.values."+tok, "%d: want 0..100000 centipawns", val)
		}
	}
	pairs := []struct {
		key string
		in  []int
		out **[2]int
	}{
		{"mobility", ef.Mobility, &e.Mobility},
		{"centre", ef.Centre, &e.Centre},
		{"king_centre", ef.KingCentre, &e.KingCentre},
		{"pawn_advance", ef.PawnAdvance, &e.PawnAdvance},
		{"passed_pawn", ef.PassedPawn, &e.PassedPawn},
	}
	for _, pr := range pairs {
		switch len(pr.in) {
		case 0:
		case 2:
			if abs(pr.in[0]) > maxEvalWeight || abs(pr.in[1]) > maxEvalWeight {
				return e, c.errf("eval."+pr.key, "want weights within ±%d", maxEvalWeight)
			}
			*pr.out = &[2]int{pr.in[0], pr.in[1]}
		default:
			return e, c.errf("eval."+pr.key, "want [middle-game, endgame]")
		}
	}
	for key, v := range map[string]*int{"king_tropism": ef.KingTropism, "king_shelter": ef.KingShelter, "tempo": ef.Tempo} {
		if v != nil && abs(*v) > maxEvalWeight {
			return e, c.errf("eval."+key, "%d: want a weight within ±%d", *v, maxEvalWeight)
		}
	}
	e.KingTropism, e.KingShelter, e.Tempo = ef.KingTropism, ef.KingShelter, ef.Tempo
	if ef.LazyMargin < 0 {
		return e, c.errf("eval.lazy_margin", "must not be negative")
	}
	if ef.Network != "" {
		// A relative path, so that a game's directory can move with its network; the built-in games' networks
		// are embedded files beside them.
		if filepath.IsAbs(ef.Network) || !fs.ValidPath(path.Clean(filepath.ToSlash(ef.Network))) {
			return e, c.errf("eval.network", "%q: want a file name relative to the variant file's directory, inside it", ef.Network)
		}
		file, data, err := c.aside(ef.Network)
		if err != nil {
			return e, c.errf("eval.network", "network file %s: %v", file, err)
		}
		e.NetworkFile, e.Network = file, data
	}
	return e, nil
}

// maxEvalWeight bounds an evaluation weight of a variant file: a weight is a bonus of a few hundred centipawns at
// most, and a bound keeps a typo from overflowing the evaluation's sums.
const maxEvalWeight = 10000

// pushForward returns the forward vector of the first push atom of a promoting piece.
func pushForward(v *Variant) (Vec, bool) {
	for _, p := range v.Pieces {
		for _, a := range p.Atoms {
			if p.Promotes && a.Kind == Push {
				return a.Vecs[0], true
			}
		}
	}
	return Vec{}, false
}

func abs(x int) int { return max(x, -x) }
