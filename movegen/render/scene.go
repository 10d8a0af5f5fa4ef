// Package render draws a position as a picture of its real board: flat-topped hexagons for the hex games, the two
// levels of the prism games side by side as their rule pages draw them, squares for square boards, with pieces,
// coordinates and marks. The layout is built once as a Scene of plain shapes; WriteSVG and WritePNG turn the same
// Scene into SVG text or a raster image, so both formats show the same picture.
package render

import (
	"fmt"
	"image/color"
)

// Scene is a picture in pixel units: y grows downwards, (0, 0) is the top left corner.
type Scene struct {
	W, H   float64
	Shapes []Shape
}

// Point is a position in the scene.
type Point struct{ X, Y float64 }

// ShapeKind tells what a Shape draws.
type ShapeKind int

const (
	Polygon ShapeKind = iota // Points, filled and/or outlined
	Circle                   // Center and Radius, filled and/or outlined
	Text                     // Str centred on Center, Size pixels high
)

// Shape is one drawing instruction. A zero Fill or Stroke colour (alpha 0) is not drawn.
type Shape struct {
	Kind   ShapeKind
	Points []Point
	Center Point
	Radius float64
	Fill   color.NRGBA
	Stroke color.NRGBA
	Width  float64 // stroke width
	Dashed bool    // outline drawn dashed (SVG) or thin (PNG)
	Str    string
	Size   float64
	Bold   bool
	Class  string // SVG class attribute: "cell", "piece", "mark", "label"; lets tests and styles find things
}

func (s *Scene) add(sh Shape) { s.Shapes = append(s.Shapes, sh) }

// rgb is an opaque colour from a 0xRRGGBB literal.
func rgb(v uint32) color.NRGBA { return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

// withAlpha returns c with another opacity.
func withAlpha(c color.NRGBA, a uint8) color.NRGBA { c.A = a; return c }

// blend mixes c towards white by k (0: c, 1: white).
func blend(c color.NRGBA, k float64) color.NRGBA {
	m := func(v uint8) uint8 { return uint8(float64(v) + (255-float64(v))*k + 0.5) }
	return color.NRGBA{m(c.R), m(c.G), m(c.B), c.A}
}

// hex writes a colour as #rrggbb for SVG; its opacity goes into a separate attribute.
func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
