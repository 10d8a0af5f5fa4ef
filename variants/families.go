package variants

import (
	"fmt"
	"strconv"
	"strings"
)

// vectorFamilies are the named vector lists a variant file may use in place of explicit vectors. They are geometry,
// not games: each is a lattice's standard step set, in the order move generation walks it.
var vectorFamilies = map[string][]Vec{
	"hex-orth":   HexOrth,
	"hex-diag":   HexDiag,
	"hex-knight": HexKnight,
	"axial-orth": AxialOrth,
	"axial-diag": AxialDiag,
	"vertical":   {Vertical},
	"square-W":   SquareW,
	"square-F":   SquareF,
	"square-K":   SquareK,
	"square-D":   SquareD,
	"square-A":   SquareA,
	"square-H":   SquareH,
	"square-N":   SquareN,
	"square-Z":   SquareZ,
	"square-C":   SquareC,
}

// mirrors are the Black mirrors a variant file may name (rules.mirror).
var mirrors = map[string]func(Vec) Vec{
	"rotate180": Rotate180,
	"flip-rank": FlipRank,
}

// parseVec reads one vector of a variant file: "dx,dy", or "dx,dy,flip" for a step onto the other level.
func parseVec(s string) (Vec, error) {
	parts := strings.Split(strings.ReplaceAll(s, " ", ""), ",")
	if len(parts) < 2 || len(parts) > 3 {
		return Vec{}, fmt.Errorf("vector %q: want \"dx,dy\" or \"dx,dy,flip\" or a family name", s)
	}
	var v Vec
	var err error
	if v.DX, err = strconv.Atoi(parts[0]); err != nil || v.DX < -64 || v.DX > 64 {
		return Vec{}, fmt.Errorf("vector %q: dx is not a small integer", s)
	}
	if v.DY, err = strconv.Atoi(parts[1]); err != nil || v.DY < -64 || v.DY > 64 {
		return Vec{}, fmt.Errorf("vector %q: dy is not a small integer", s)
	}
	if len(parts) == 3 {
		if parts[2] != "flip" {
			return Vec{}, fmt.Errorf("vector %q: the third part may only be \"flip\"", s)
		}
		v.Flip = true
	}
	if v.DX == 0 && v.DY == 0 && !v.Flip {
		return Vec{}, fmt.Errorf("vector %q: a step must go somewhere", s)
	}
	return v, nil
}

// parseVecs reads a vector list: each element is a vector or the name of a family, expanded in place.
func parseVecs(list []string) ([]Vec, error) {
	var out []Vec
	for _, s := range list {
		if fam, ok := vectorFamilies[s]; ok {
			out = append(out, fam...)
			continue
		}
		v, err := parseVec(s)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}
