package protocol

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"sennight/movegen"
	"sennight/variants"
)

// colourAt returns the colour in the middle of square (x, y) of a texture.
func colourAt(img image.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x*textureCell+textureCell/2, y*textureCell+textureCell/2)).(color.RGBA)
}

// TestTexture: one flat colour per square, from the cell's shade; holes dark; XBoard's holdings columns neutral;
// the image large enough for XBoard's biggest squares; flipped for Black's view.
func TestTexture(t *testing.T) {
	for _, tc := range []struct {
		variant string
		w, h    int
	}{{"shafran", 9, 10}, {"starchess", 13, 9}} {
		var buf bytes.Buffer
		if err := WriteTexture(&buf, tc.variant, false); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != tc.w*textureCell || b.Dy() != tc.h*textureCell {
			t.Fatalf("%s: %v, want %dx%d squares", tc.variant, b, tc.w, tc.h)
		}
		if w, h, _ := TextureSize(tc.variant); w != tc.w || h != tc.h {
			t.Errorf("%s: TextureSize %dx%d", tc.variant, w, h)
		}
		tb, _ := movegen.ForVariant(tc.variant)
		b := tb.Board()
		left := (tc.w - b.Files) / 2
		for y := range tc.h {
			for x := range tc.w {
				got := colourAt(img, x, y)
				// every pixel of the square has the same colour
				if c := color.RGBAModel.Convert(img.At(x*textureCell, y*textureCell)); c != got {
					t.Fatalf("%s: square (%d,%d) is not flat", tc.variant, x, y)
				}
				file, rank := x-left, tc.h-y
				want := handColour
				if file >= 0 && file < b.Files {
					want = holeColour
					if i, ok := b.Grid(file, rank); ok {
						want = hexShades[0][b.Cells[i].Shade]
					}
				}
				if got != want {
					t.Errorf("%s: square (%d,%d) is %v, want %v", tc.variant, x, y, got, want)
				}
			}
		}
		// Edge neighbours on the hex board never share a colour.
		for i, c := range b.Cells {
			for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}} {
				if j, ok := b.Grid(c.File+d[0], c.Rank+d[1]); ok && b.Cells[j].Shade == b.Cells[i].Shade {
					t.Errorf("%s: %s and %s share a colour", tc.variant, c.Name, b.Cells[j].Name)
				}
			}
		}
		var flipped bytes.Buffer
		if err := WriteTexture(&flipped, tc.variant, true); err != nil {
			t.Fatal(err)
		}
		fimg, _ := png.Decode(&flipped)
		for y := range tc.h {
			for x := range tc.w {
				if colourAt(fimg, x, y) != colourAt(img, tc.w-1-x, tc.h-1-y) {
					t.Fatalf("%s: the flipped texture is not the texture turned by 180 degrees", tc.variant)
				}
			}
		}
	}
	if err := WriteTexture(&bytes.Buffer{}, "nosuch", false); err == nil {
		t.Error("no error for an unknown variant")
	}
}

// TestTwoLevelTexture: on the two-level boards (Star of David 2 Level's 10x11 grid) the two levels get different
// tints, and within a level edge neighbours differ.
func TestTwoLevelTexture(t *testing.T) {
	b := variants.TwoLevelHex(3)
	img := texture(b, b.Files, false)
	tint := map[color.RGBA]int{} // colour -> level
	for i, c := range b.Cells {
		col := colourAt(img, c.File, b.Ranks-c.Rank)
		if level, seen := tint[col]; seen && level != c.Panel {
			t.Fatalf("%s: colour %v is used on both levels", c.Name, col)
		}
		tint[col] = c.Panel
		for _, d := range variants.AxialOrth {
			if j, ok := b.Step(i, d); ok && colourAt(img, b.Cells[j].File, b.Ranks-b.Cells[j].Rank) == col {
				t.Errorf("%s and %s are neighbours of one colour", c.Name, b.Cells[j].Name)
			}
		}
	}
	if len(tint) != 6 {
		t.Errorf("%d colours, want 3 per level", len(tint))
	}
}
