package render

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// WritePNG rasterizes the scene (one pixel per scene unit, on white) and writes it as PNG.
func WritePNG(w io.Writer, s *Scene) error {
	img, err := Rasterize(s)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}

// Rasterize draws the scene into an RGBA image of ceil(W) x ceil(H) pixels. Each shape is rasterized only over its
// own bounding box, so a board of hundreds of cells stays fast.
func Rasterize(s *Scene) (*image.RGBA, error) {
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(s.W)), int(math.Ceil(s.H))))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	r := vector.NewRasterizer(1, 1)
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		switch sh.Kind {
		case Polygon:
			fillPath(img, r, sh.Fill, sh.Points)
			if sh.Stroke.A != 0 && sh.Width > 0 {
				strokePolygon(img, r, sh)
			}
		case Circle:
			pts := circlePoints(sh.Center, sh.Radius)
			fillPath(img, r, sh.Fill, pts)
			if sh.Stroke.A != 0 && sh.Width > 0 {
				ring(img, r, sh.Stroke, circlePoints(sh.Center, sh.Radius+sh.Width/2),
					circlePoints(sh.Center, max(0, sh.Radius-sh.Width/2)))
			}
		case Text:
			if err := drawText(img, sh); err != nil {
				return nil, err
			}
		}
	}
	return img, nil
}

// fillPath fills one or more closed paths (each a point list) with colour c; paths wound the other way cut holes.
func fillPath(img *image.RGBA, r *vector.Rasterizer, c color.NRGBA, paths ...[]Point) {
	if c.A == 0 || len(paths) == 0 || len(paths[0]) < 3 {
		return
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range paths[0] {
		minX, minY, maxX, maxY = min(minX, p.X), min(minY, p.Y), max(maxX, p.X), max(maxY, p.Y)
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).
		Intersect(img.Bounds())
	if box.Empty() {
		return
	}
	r.Reset(box.Dx(), box.Dy())
	for _, path := range paths {
		for j, p := range path {
			x, y := float32(p.X-float64(box.Min.X)), float32(p.Y-float64(box.Min.Y))
			if j == 0 {
				r.MoveTo(x, y)
			} else {
				r.LineTo(x, y)
			}
		}
		r.ClosePath()
	}
	r.Draw(img, box, image.NewUniform(c), image.Point{})
}

// ring fills the area between an outer and an inner closed path of the same winding.
func ring(img *image.RGBA, r *vector.Rasterizer, c color.NRGBA, outer, inner []Point) {
	rev := make([]Point, len(inner))
	for i, p := range inner {
		rev[len(inner)-1-i] = p
	}
	fillPath(img, r, c, outer, rev)
}

// strokePolygon outlines a convex polygon as a ring: its vertices pushed out and pulled in by half the stroke width
// along the lines from the centroid. The boards' polygons are regular hexagons and squares, for which this is the
// exact parallel outline. A dashed outline is drawn thin instead.
func strokePolygon(img *image.RGBA, r *vector.Rasterizer, sh *Shape) {
	var c Point
	for _, p := range sh.Points {
		c.X += p.X / float64(len(sh.Points))
		c.Y += p.Y / float64(len(sh.Points))
	}
	// Distance from the centroid to the first edge (the inradius of a regular polygon).
	a, b := sh.Points[0], sh.Points[1]
	inr := math.Abs((b.X-a.X)*(a.Y-c.Y)-(a.X-c.X)*(b.Y-a.Y)) / math.Hypot(b.X-a.X, b.Y-a.Y)
	width, col := sh.Width, sh.Stroke
	if sh.Dashed {
		width, col = width*0.6, withAlpha(col, col.A/2)
	}
	scale := func(k float64) []Point {
		out := make([]Point, len(sh.Points))
		for i, p := range sh.Points {
			out[i] = Point{c.X + (p.X-c.X)*k, c.Y + (p.Y-c.Y)*k}
		}
		return out
	}
	ring(img, r, col, scale(1+width/2/inr), scale(max(0, 1-width/2/inr)))
}

func circlePoints(c Point, radius float64) []Point {
	const n = 48
	pts := make([]Point, n)
	for i := range n {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = Point{c.X + radius*math.Cos(a), c.Y + radius*math.Sin(a)}
	}
	return pts
}

var (
	fontOnce             sync.Once
	regularFont, boldFnt *opentype.Font
	fontErr              error
	faceMu               sync.Mutex
	faces                = map[[2]float64]font.Face{} // (size, bold) -> face
)

// face returns the Go font at a pixel size.
func face(size float64, bold bool) (font.Face, error) {
	fontOnce.Do(func() {
		if regularFont, fontErr = opentype.Parse(goregular.TTF); fontErr == nil {
			boldFnt, fontErr = opentype.Parse(gobold.TTF)
		}
	})
	if fontErr != nil {
		return nil, fontErr
	}
	key := [2]float64{size, 0}
	f := regularFont
	if bold {
		key[1], f = 1, boldFnt
	}
	faceMu.Lock()
	defer faceMu.Unlock()
	if fc, ok := faces[key]; ok {
		return fc, nil
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, err
	}
	faces[key] = fc
	return fc, nil
}

// drawText centres the string horizontally on Center, its baseline 0.35 em below it (as WriteSVG does).
func drawText(img *image.RGBA, sh *Shape) error {
	if sh.Fill.A == 0 {
		return nil
	}
	fc, err := face(sh.Size, sh.Bold)
	if err != nil {
		return err
	}
	d := font.Drawer{Dst: img, Src: image.NewUniform(sh.Fill), Face: fc}
	width := d.MeasureString(sh.Str)
	x := fixed.Int26_6(sh.Center.X*64) - width/2
	y := fixed.Int26_6((sh.Center.Y + 0.35*sh.Size) * 64)
	d.Dot = fixed.Point26_6{X: x, Y: y}
	d.DrawString(sh.Str)
	return nil
}
