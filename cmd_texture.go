package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"sennight/protocol"
)

// cmdTexture writes a variant's board texture for XBoard. XBoard lines a texture up with its squares at any size
// only when the file name ends in -WxH.png (see protocol.WriteTexture), so a name without it gets a hint.
func cmdTexture(args []string, _, stderr io.Writer) error {
	fs := newFlags("texture")
	flip := fs.Bool("flip", false, "for a board shown with Black at the bottom")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 2 {
		return usageErr("texture takes a variant and a PNG file name")
	}
	variant, file := args[0], args[1]
	w, h, err := protocol.TextureSize(variant)
	if err != nil {
		return err
	}
	if suffix := fmt.Sprintf("-%dx%d.png", w, h); !strings.HasSuffix(file, suffix) {
		fmt.Fprintf(stderr, "sennight: hint: name the file *%s so that XBoard fits it to any square size\n", suffix)
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if err := protocol.WriteTexture(f, variant, *flip); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
