package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/color"
	"image/png"
	"io"
	"math"
	"strings"
	"testing"

	"sennight/movegen"
	"sennight/variants"
)

func start(t *testing.T, name string) *movegen.Position {
	t.Helper()
	tb, err := movegen.ForVariant(name)
	if err != nil {
		t.Fatal(err)
	}
	return movegen.StartPosition(tb)
}

// cellCenters returns the centre of every drawn cell, in cell order (Board draws the cells in that order).
func cellCenters(s *Scene) []Point {
	var out []Point
	for _, sh := range s.Shapes {
		if sh.Class != "cell" {
			continue
		}
		var c Point
		for _, p := range sh.Points {
			c.X += p.X / float64(len(sh.Points))
			c.Y += p.Y / float64(len(sh.Points))
		}
		out = append(out, c)
	}
	return out
}

// TestGeometry: the cells are drawn in the board's real shape. Edge neighbours (the lattice's orthogonal steps) sit
// exactly one cell width apart, and no two cells of a panel overlap (no centres closer than that): hexagons tile
// as hexagons, squares as squares.
func TestGeometry(t *testing.T) {
	squareOrth := []variants.Vec{{DX: 1}, {DY: 1}, {DX: -1}, {DY: -1}}
	for _, tc := range []struct {
		variant string
		steps   []variants.Vec
		width   float64 // distance between edge neighbours' centres
	}{
		{"starchess", variants.HexOrth, math.Sqrt(3) * unit},
		{"shafran", variants.HexOrth, math.Sqrt(3) * unit},
		{"cohen-sd2l", variants.AxialOrth, math.Sqrt(3) * unit},
		{"megastar", variants.AxialOrth, math.Sqrt(3) * unit},
		{"megalomachy", squareOrth, 2 * unit},
		{"brusky", variants.HexOrth, math.Sqrt(3) * unit},
		{"devasa", variants.HexOrth, math.Sqrt(3) * unit},
	} {
		p := start(t, tc.variant)
		b := p.Tables().Variant.Board
		ctr := cellCenters(Board(p, Options{}))
		if len(ctr) != len(b.Cells) {
			t.Fatalf("%s: %d cells drawn, board has %d", tc.variant, len(ctr), len(b.Cells))
		}
		neighbours := 0
		for i := range b.Cells {
			for _, v := range tc.steps {
				j, ok := b.Step(i, v)
				if !ok {
					continue
				}
				neighbours++
				if d := math.Hypot(ctr[j].X-ctr[i].X, ctr[j].Y-ctr[i].Y); math.Abs(d-tc.width) > 1e-6 {
					t.Errorf("%s: %s and its neighbour %s drawn %.2f apart, want %.2f", tc.variant,
						b.Cells[i].Name, b.Cells[j].Name, d, tc.width)
				}
			}
			for j := range i {
				if b.Cells[i].Panel != b.Cells[j].Panel {
					continue
				}
				if d := math.Hypot(ctr[j].X-ctr[i].X, ctr[j].Y-ctr[i].Y); d < tc.width-1e-6 {
					t.Errorf("%s: %s and %s overlap (%.2f apart)", tc.variant, b.Cells[i].Name, b.Cells[j].Name, d)
				}
			}
		}
		if neighbours == 0 {
			t.Errorf("%s: no neighbours tested", tc.variant)
		}
	}
}

// TestRowsUpright: a hex board drawn in rows (Brusky, De Vasa) has its ranks horizontal and its cells pointy-topped:
// a rank's cells share one height, the step (1,0) goes right, (0,1) up-left and (1,1) up-right, and each cell's
// outline has a vertex straight above its centre.
func TestRowsUpright(t *testing.T) {
	for _, name := range []string{"brusky", "devasa"} {
		p := start(t, name)
		b := p.Tables().Variant.Board
		s := Board(p, Options{})
		ctr := cellCenters(s)
		for i, c := range b.Cells {
			if r, ok := b.Grid(c.File+1, c.Rank); ok && (math.Abs(ctr[r].Y-ctr[i].Y) > 1e-6 || ctr[r].X <= ctr[i].X) {
				t.Errorf("%s: %s is not left of %s on one row", name, c.Name, b.Cells[r].Name)
			}
			if u, ok := b.Step(i, variants.Vec{DX: 0, DY: 1}); ok && (ctr[u].Y >= ctr[i].Y || ctr[u].X >= ctr[i].X) {
				t.Errorf("%s: %s is not up-left of %s", name, b.Cells[u].Name, c.Name)
			}
			if u, ok := b.Step(i, variants.Vec{DX: 1, DY: 1}); ok && (ctr[u].Y >= ctr[i].Y || ctr[u].X <= ctr[i].X) {
				t.Errorf("%s: %s is not up-right of %s", name, b.Cells[u].Name, c.Name)
			}
		}
		for _, sh := range s.Shapes {
			if sh.Class != "cell" {
				continue
			}
			var c Point
			for _, q := range sh.Points {
				c.X += q.X / 6
				c.Y += q.Y / 6
			}
			top := false
			for _, q := range sh.Points {
				top = top || (math.Abs(q.X-c.X) < 1e-6 && q.Y < c.Y)
			}
			if !top {
				t.Fatalf("%s: a cell without a vertex on top: %v", name, sh.Points)
			}
		}
	}
}

// TestTwoLevelPanels: each level is its own picture, the upper level on the left, and a Drum column sits at the
// same place in both pictures.
func TestTwoLevelPanels(t *testing.T) {
	p := start(t, "sling-sd2l")
	b := p.Tables().Variant.Board
	ctr := cellCenters(Board(p, Options{}))
	var shift float64
	for i := range b.Cells {
		j, ok := b.Step(i, variants.Vertical)
		if !ok || b.Cells[i].Panel != 0 {
			continue
		}
		dx, dy := ctr[j].X-ctr[i].X, ctr[j].Y-ctr[i].Y
		if dx <= 0 || math.Abs(dy) > 1e-6 || (shift != 0 && math.Abs(dx-shift) > 1e-6) {
			t.Fatalf("%s (upper) and %s (lower) drawn at offset (%.2f, %.2f), want one rightward shift %.2f",
				b.Cells[i].Name, b.Cells[j].Name, dx, dy, shift)
		}
		shift = dx
	}
	if shift == 0 {
		t.Fatal("no Drum column found")
	}
}

type svgDoc struct {
	Polygons []struct {
		Class string `xml:"class,attr"`
	} `xml:"polygon"`
	Circles []struct {
		Class string `xml:"class,attr"`
	} `xml:"circle"`
	Texts []struct {
		Class string `xml:"class,attr"`
		Text  string `xml:",chardata"`
	} `xml:"text"`
}

// TestSVG: every variant's picture is well-formed XML with one cell polygon per cell and one disc per piece, on
// the board or in hand.
func TestSVG(t *testing.T) {
	for _, name := range movegen.GameNames() {
		p := start(t, name)
		tb := p.Tables()
		var buf bytes.Buffer
		if err := WriteSVG(&buf, Board(p, Options{Names: true})); err != nil {
			t.Fatal(err)
		}
		var doc svgDoc
		if err := xml.Unmarshal(buf.Bytes(), &doc); err != nil {
			t.Fatalf("%s: not well-formed: %v", name, err)
		}
		// A strict token walk as well: Unmarshal skips what it does not map.
		dec := xml.NewDecoder(bytes.NewReader(buf.Bytes()))
		for {
			if _, err := dec.Token(); err != nil {
				if !errors.Is(err, io.EOF) {
					t.Fatalf("%s: %v", name, err)
				}
				break
			}
		}
		cells, discs, names := 0, 0, 0
		for _, pg := range doc.Polygons {
			if pg.Class == "cell" {
				cells++
			}
		}
		for _, c := range doc.Circles {
			if c.Class == "piece" {
				discs++
			}
		}
		for _, tx := range doc.Texts {
			if tx.Class == "name" {
				names++
			}
		}
		pieces, inHand := 0, 0
		for i := range tb.N {
			if p.At(movegen.Cell(i)) != movegen.Empty {
				pieces++
			}
		}
		for _, side := range []movegen.Color{movegen.White, movegen.Black} {
			for typ := 1; typ < len(tb.Types); typ++ {
				if p.InHand(side, typ) > 0 {
					inHand++
				}
			}
		}
		if cells != tb.N {
			t.Errorf("%s: %d cell polygons, want %d", name, cells, tb.N)
		}
		if discs != pieces+inHand {
			t.Errorf("%s: %d piece discs, want %d on the board + %d in hand", name, discs, pieces, inHand)
		}
		if names != tb.N-pieces {
			t.Errorf("%s: %d cell names, want one per empty cell (%d)", name, names, tb.N-pieces)
		}
	}
}

// TestPNG: the raster has the scene's size, and an empty cell's centre is painted in that cell's colour.
func TestPNG(t *testing.T) {
	for _, name := range []string{"shafran", "megalomachy", "megastar"} {
		p := start(t, name)
		s := Board(p, Options{})
		var buf bytes.Buffer
		if err := WritePNG(&buf, s); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if w, h := img.Bounds().Dx(), img.Bounds().Dy(); w != int(math.Ceil(s.W)) || h != int(math.Ceil(s.H)) {
			t.Errorf("%s: %dx%d pixels, want %.0fx%.0f", name, w, h, math.Ceil(s.W), math.Ceil(s.H))
		}
		ctr := cellCenters(s)
		k := 0
		for _, sh := range s.Shapes {
			if sh.Class != "cell" {
				continue
			}
			i := k
			k++
			if p.At(movegen.Cell(i)) != movegen.Empty {
				continue
			}
			got := color.NRGBAModel.Convert(img.At(int(ctr[i].X), int(ctr[i].Y))).(color.NRGBA)
			if got != sh.Fill {
				t.Errorf("%s: empty cell %d painted %v, want %v", name, i, got, sh.Fill)
				break
			}
		}
	}
}

// TestRequest: moves are played and the last one highlighted; bad moves and cells are errors naming them.
func TestRequest(t *testing.T) {
	tb, err := movegen.ForVariant("shafran")
	if err != nil {
		t.Fatal(err)
	}
	p, opts, err := Request{Moves: []string{"e2e5", "e9e6"}, Targets: "d2"}.Position(tb)
	if err != nil {
		t.Fatal(err)
	}
	b := tb.Variant.Board
	if len(opts.Last) != 2 || b.Cells[opts.Last[0]].Name != "e9" || b.Cells[opts.Last[1]].Name != "e6" {
		t.Errorf("last move cells %v, want e9 e6", opts.Last)
	}
	if p.Side() != movegen.White || p.At(movegen.Cell(b.MustCell("e6"))) == movegen.Empty {
		t.Errorf("moves not played: %s", p.FEN())
	}
	var got []string
	for _, c := range opts.Targets {
		got = append(got, b.Cells[c].Name)
	}
	ml := movegen.NewMoveList(256)
	p.LegalMoves(ml)
	var want []string
	for _, m := range ml.Moves {
		if b.Cells[m.From()].Name == "d2" {
			want = append(want, b.Cells[m.To()].Name)
		}
	}
	if strings.Join(got, " ") != strings.Join(want, " ") || len(want) == 0 {
		t.Errorf("targets of d2: %v, want %v", got, want)
	}
	for _, bad := range []Request{
		{Moves: []string{"e2e5", "e2e5"}},
		{Moves: []string{"zz"}},
		{FEN: "not a fen"},
		{Marks: []string{"j1"}},
		{Targets: "e5"},
		{Targets: "e9"}, // Black's pawn, White to move
	} {
		if _, _, err := bad.Position(tb); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
	if _, _, err := (Request{Moves: []string{"e2e5", "e2e5"}}).Position(tb); err == nil ||
		!strings.Contains(err.Error(), "move 2 (e2e5)") {
		t.Errorf("illegal move error %v does not name the move", err)
	}
	for file, want := range map[string]string{"a.svg": "svg", "b.PNG": "png", "c.jpg": "", "d": ""} {
		got, err := Format(file)
		if got != want || (err == nil) != (want != "") {
			t.Errorf("Format(%q) = %q, %v", file, got, err)
		}
	}
}

// TestSplitMoves: commas and blanks separate moves, except inside a hit-and-run's legs.
func TestSplitMoves(t *testing.T) {
	for in, want := range map[string]string{
		"e2e5,e9e6":         "e2e5|e9e6",
		"e2e5 e9e6  K@e3":   "e2e5|e9e6|K@e3",
		"e4f5,f5g6,g16g15":  "e4f5,f5g6|g16g15",
		"h8i9,i9h10 a1a2,":  "h8i9,i9h10|a1a2",
		"a15a16o,o16o15":    "a15a16o|o16o15",
		"e9e10 e10e11,e1e2": "e9e10|e10e11|e1e2",
		"e9e10,e10e11,e1e2": "e9e10,e10e11|e1e2",
	} {
		if got := strings.Join(SplitMoves(in), "|"); got != want {
			t.Errorf("SplitMoves(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDeterministic: the same position gives the same file, byte for byte, so committed pictures change only when
// the drawing does.
func TestDeterministic(t *testing.T) {
	for _, name := range []string{"shafran", "megastar"} {
		var first string
		for range 5 {
			var buf bytes.Buffer
			if err := WriteSVG(&buf, Board(start(t, name), Options{Names: true})); err != nil {
				t.Fatal(err)
			}
			if first == "" {
				first = buf.String()
			} else if buf.String() != first {
				t.Fatalf("%s: two drawings of the same position differ", name)
			}
		}
	}
}
