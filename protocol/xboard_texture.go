package protocol

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"

	"sennight/movegen"
	"sennight/variants"
)

// XBoard cuts each square's background out of a board texture (-useBoardTexture true -liteBackTextureFile F
// -darkBackTextureFile F; draw.c, CreatePNGBoard and CutOutSquare). When F's name ends in "-WxH.png", with W and H
// the number of squares across and down including the holdings, XBoard scales the image so that its H rows are
// exactly H squares high and cuts square (x, y) from cell (x, y) of the image: the texture then lines up at any
// square size. Otherwise it cuts the centre of each image cell if the image is at least the board's size, which
// holds up to textureCell pixels per square. Either way, every square of the image is painted in one flat colour,
// so a cut a pixel off still shows the right colour. XBoard cuts by screen position, so a flipped board (Black at
// the bottom) needs the flipped texture.

// textureCell is the side of one square in the texture, in pixels: more than XBoard's largest square (129).
const textureCell = 144

// Texture colours: hex cells in three shades (rules: edge neighbours always differ), the second level of a
// two-level board in a cooler tint, holes and XBoard's holdings in neutral tones.
var (
	hexShades   = [2][3]color.RGBA{{{0xf4, 0xdc, 0xb4, 0xff}, {0xd9, 0xa8, 0x6c, 0xff}, {0xa8, 0x73, 0x45, 0xff}}, {{0xd6, 0xe6, 0xf2, 0xff}, {0x9c, 0xbc, 0xd8, 0xff}, {0x65, 0x8c, 0xb3, 0xff}}}
	squareShade = [2]color.RGBA{{0xf0, 0xd9, 0xb5, 0xff}, {0xb5, 0x88, 0x63, 0xff}}
	holeColour  = color.RGBA{0x20, 0x20, 0x20, 0xff}
	handColour  = color.RGBA{0xc8, 0xc0, 0xb0, 0xff}
)

// XBoardBoard returns the board XBoard shows for a variant: files, ranks and holdings rows (0: none), as the
// engine's `setup` gives them (XBoard's -boardWidth, -boardHeight and -holdingsSize).
func XBoardBoard(variant string) (files, ranks, holdings int, err error) {
	t, err := movegen.ForVariant(variant)
	if err != nil {
		return 0, 0, 0, err
	}
	xb, err := newXBHosting(t)
	if err != nil {
		return 0, 0, 0, err
	}
	return xb.grid.files, xb.grid.ranks, xb.grid.holdings, nil
}

// TextureSize returns the texture's size in squares (XBoard's board width, holdings included, and height); name a
// texture file NAME-WxH.png with these numbers.
func TextureSize(variant string) (w, h int, err error) {
	files, ranks, holdings, err := XBoardBoard(variant)
	if holdings > 0 {
		files += 4 // two columns of holdings on each side (common.h, BOARD_WIDTH)
	}
	return files, ranks, err
}

// WriteTexture writes a variant's board texture as PNG: each grid square in its cell's colour, holes dark, the
// holdings neutral. flip draws it for a board shown with Black at the bottom.
func WriteTexture(w io.Writer, variant string, flip bool) error {
	t, err := movegen.ForVariant(variant)
	if err != nil {
		return err
	}
	width, _, err := TextureSize(variant)
	if err != nil {
		return err
	}
	if err := png.Encode(w, texture(t.Board(), width, flip)); err != nil {
		return fmt.Errorf("writing the texture: %w", err)
	}
	return nil
}

// texture paints a board's texture, width squares wide (the board's files plus any holdings columns, split evenly
// left and right). Hex cells take one of three shades (Cell.Shade), the levels of a two-level board (Cell.Panel)
// different tints; a square board has two shades.
func texture(b *variants.Board, width int, flip bool) *image.RGBA {
	height := b.Ranks
	left := (width - b.Files) / 2 // holdings columns left of the board
	twoShadesOnly := true
	for _, c := range b.Cells {
		twoShadesOnly = twoShadesOnly && c.Shade < 2
	}
	img := image.NewRGBA(image.Rect(0, 0, width*textureCell, height*textureCell))
	for y := range height {
		for x := range width {
			col := handColour
			file, rank := x-left, height-y // image row 0 is the top rank
			if flip {
				file, rank = b.Files-1-file, y+1
			}
			if file >= 0 && file < b.Files {
				col = holeColour
				if i, ok := b.Grid(file, rank); ok {
					c := b.Cells[i]
					if twoShadesOnly && c.Panel == 0 {
						col = squareShade[c.Shade]
					} else {
						col = hexShades[c.Panel%2][c.Shade%3]
					}
				}
			}
			fill(img, x*textureCell, y*textureCell, col)
		}
	}
	return img
}

func fill(img *image.RGBA, x0, y0 int, c color.RGBA) {
	for y := y0; y < y0+textureCell; y++ {
		for x := x0; x < x0+textureCell; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}
