package render

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// WriteSVG writes the scene as a standalone SVG document.
func WriteSVG(w io.Writer, s *Scene) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<?xml version="1.0" encoding="UTF-8"?>`+"\n")
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" `+
		`font-family="DejaVu Sans, Verdana, Arial, sans-serif">`+"\n", num(s.W), num(s.H), num(s.W), num(s.H))
	// A white ground, as WritePNG paints, so the picture reads the same on a dark page.
	bw.WriteString(`<rect width="100%" height="100%" fill="#ffffff"/>` + "\n")
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		switch sh.Kind {
		case Polygon:
			pts := make([]string, len(sh.Points))
			for j, p := range sh.Points {
				pts[j] = num(p.X) + "," + num(p.Y)
			}
			fmt.Fprintf(bw, `<polygon class="%s" points="%s"%s/>`+"\n", sh.Class, strings.Join(pts, " "), paint(sh))
		case Circle:
			fmt.Fprintf(bw, `<circle class="%s" cx="%s" cy="%s" r="%s"%s/>`+"\n", sh.Class, num(sh.Center.X),
				num(sh.Center.Y), num(sh.Radius), paint(sh))
		case Text:
			weight := ""
			if sh.Bold {
				weight = ` font-weight="bold"`
			}
			// The baseline sits 0.35 em below the centre, as in WritePNG, so capitals and digits look centred.
			fmt.Fprintf(bw, `<text class="%s" x="%s" y="%s" font-size="%s" text-anchor="middle"%s%s>`, sh.Class,
				num(sh.Center.X), num(sh.Center.Y+0.35*sh.Size), num(sh.Size), weight, fillAttr(sh))
			if err := xml.EscapeText(bw, []byte(sh.Str)); err != nil {
				return err
			}
			bw.WriteString("</text>\n")
		}
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

func paint(sh *Shape) string {
	var b strings.Builder
	b.WriteString(fillAttr(sh))
	if sh.Stroke.A != 0 && sh.Width > 0 {
		fmt.Fprintf(&b, ` stroke="%s" stroke-width="%s"`, hex(sh.Stroke), num(sh.Width))
		if sh.Stroke.A != 255 {
			fmt.Fprintf(&b, ` stroke-opacity="%s"`, num(float64(sh.Stroke.A)/255))
		}
		if sh.Dashed {
			fmt.Fprintf(&b, ` stroke-dasharray="%s %s"`, num(3*sh.Width), num(3*sh.Width))
		}
	}
	return b.String()
}

func fillAttr(sh *Shape) string {
	if sh.Fill.A == 0 {
		return ` fill="none"`
	}
	s := fmt.Sprintf(` fill="%s"`, hex(sh.Fill))
	if sh.Fill.A != 255 {
		s += fmt.Sprintf(` fill-opacity="%s"`, num(float64(sh.Fill.A)/255))
	}
	return s
}

// num writes a coordinate with at most two decimals and no trailing zeros, keeping the files small and stable.
func num(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}
