package gui

import (
	"fmt"
	"strings"

	"sennight/movegen"
	"sennight/movegen/render"
	"sennight/variants"
)

// boardMsg is what the page needs to draw a variant's board: the geometry of render (the same frame `sennight
// render` draws), each cell's engine name and its twin on the other level, and each piece type's picture.
type boardMsg struct {
	T       string      `json:"t"` // "board"
	Variant string      `json:"variant"`
	Title   string      `json:"title"`
	W       float64     `json:"w"`
	H       float64     `json:"h"`
	Unit    float64     `json:"unit"`
	Square  bool        `json:"square"`
	Cells   []cellMsg   `json:"cells"`
	Deco    []shapeMsg  `json:"deco"`
	Types   []pieceType `json:"types"`
}

type cellMsg struct {
	Name  string  `json:"n"` // the engine's name of the cell, as in its move text
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	Pts   string  `json:"p"` // SVG polygon points
	Fill  string  `json:"f"`
	Panel int     `json:"l"`
	Twin  int     `json:"tw"` // the cell at the same place on the other level, or -1
}

type shapeMsg struct {
	Kind   string  `json:"k"` // "poly" or "text"
	Pts    string  `json:"p,omitempty"`
	X      float64 `json:"x,omitempty"`
	Y      float64 `json:"y,omitempty"`
	Str    string  `json:"s,omitempty"`
	Size   float64 `json:"z,omitempty"`
	Bold   bool    `json:"b,omitempty"`
	Dashed bool    `json:"d,omitempty"`
	Class  string  `json:"c"`
}

// pieceType names a piece's picture: orthodox chess pieces get a chess figure ("king"...), the others the letter
// in a disc that render draws.
type pieceType struct {
	Token string `json:"tok"`
	Name  string `json:"name"`
	Glyph string `json:"glyph,omitempty"`
}

var orthodox = map[string]string{"King": "king", "Queen": "queen", "Rook": "rook", "Bishop": "bishop",
	"Knight": "knight", "Pawn": "pawn"}

func newBoardMsg(t *movegen.Tables) *boardMsg {
	b := t.Variant.Board
	g := render.BoardGeometry(b)
	m := &boardMsg{T: "board", Variant: t.Variant.Name, Title: t.Variant.Title, W: g.W, H: g.H, Unit: g.Unit,
		Square: g.Square}
	for i, sh := range g.Cells {
		c := b.Cells[i]
		// The twin is the cell one level flip away on the lattice (variants.Vec: a flip changes the level).
		twin := -1
		if j, ok := b.At(variants.Coord{X: c.Coord.X, Y: c.Coord.Y, Level: 1 - c.Coord.Level}); ok && c.Coord.Level <= 1 {
			twin = j
		}
		m.Cells = append(m.Cells, cellMsg{Name: t.CellName[i], X: round2(sh.Center.X), Y: round2(sh.Center.Y),
			Pts: points(sh.Points), Fill: colour(sh), Panel: c.Panel, Twin: twin})
	}
	for _, sh := range g.Decoration {
		switch sh.Kind {
		case render.Polygon:
			m.Deco = append(m.Deco, shapeMsg{Kind: "poly", Pts: points(sh.Points), Dashed: sh.Dashed, Class: sh.Class})
		case render.Text:
			m.Deco = append(m.Deco, shapeMsg{Kind: "text", X: round2(sh.Center.X), Y: round2(sh.Center.Y),
				Str: sh.Str, Size: round2(sh.Size), Bold: sh.Bold, Class: sh.Class})
		}
	}
	for typ := 1; typ < len(t.Types); typ++ {
		ti := t.Types[typ]
		m.Types = append(m.Types, pieceType{Token: ti.Token, Name: ti.Name, Glyph: orthodox[ti.Name]})
	}
	return m
}

func colour(sh render.Shape) string {
	return fmt.Sprintf("#%02x%02x%02x", sh.Fill.R, sh.Fill.G, sh.Fill.B)
}

func points(pts []render.Point) string {
	var b strings.Builder
	for i, p := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%g,%g", round2(p.X), round2(p.Y))
	}
	return b.String()
}

func round2(v float64) float64 { return float64(int64(v*100+0.5*sign(v))) / 100 }

func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}
