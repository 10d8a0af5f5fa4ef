package train

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"sennight/eval/nnue"
	"sennight/movegen"
)

// Set is a compact copy of training positions: for sample k, Feat[Off[k]:Off[k+1]] holds White's active inputs
// followed by as many of Black's (both perspectives see the same pieces, so they have the same count). The
// inputs are built once at load, never per epoch. They are int32, as the layout numbers them: King buckets multiply
// a game's inputs (Megalomachy's 16,896 in 2x2 buckets are 67,584, past what 16 bits hold).
type Set struct {
	Feat   []int32
	Off    []int64 // len = Len()+1
	Side   []movegen.Color
	Target []float32 // λ·sigmoid(score/K) + (1-λ)·result, the side to move's view
	Games  int
	// Swings counts the positions left out by LoadOptions.MaxSwing.
	Swings int
}

// Len returns the number of positions.
func (s *Set) Len() int { return len(s.Side) }

// sample returns the White and Black inputs of sample k.
func (s *Set) sample(k int) (white, black []int32) {
	f := s.Feat[s.Off[k]:s.Off[k+1]]
	n := len(f) / 2
	return f[:n], f[n:]
}

// BucketCounts returns how many positions of the set each of `buckets` outputs of `size` pieces would see.
func (s *Set) BucketCounts(buckets, size int) []int {
	counts := make([]int, buckets)
	for k := range s.Len() {
		counts[nnue.BucketOf(int(s.Off[k+1]-s.Off[k])/2, buckets, size)]++
	}
	return counts
}

// seenInputs reports, for each of the layout's inputs, whether some position of the set has it active (from either
// side's view).
func (s *Set) seenInputs(inputs int) []bool {
	seen := make([]bool, inputs)
	for _, f := range s.Feat {
		seen[f] = true
	}
	return seen
}

func newSet() *Set { return &Set{Off: []int64{0}} }

// LoadOptions say how positions become targets and which games are held out.
type LoadOptions struct {
	Lambda  float64 // weight of the search's score against the game's result
	K       float64 // centipawns of the sigmoid's scale
	Holdout float64 // fraction of games held out
	Seed    uint64
	Warn    io.Writer // a file that ends in a partial game is reported here
	// MaxSwing, when above 0, leaves out a position whose score differs from its material balance (Value, by
	// piece type, the side to move's view) by more than MaxSwing centipawns. Why: such a score is mostly a tactic
	// the search found (a fork, a threat the other side cannot meet), which no sum of (piece, cell) weights can
	// see; fitted anyway, the network learns "the side to move gains" from the pieces' layout and counts again
	// what the search's captures find (docs/nnue.md, "Tactical positions and L2: what Megalomachy needed").
	MaxSwing int
	Value    func(typ int) int
}

// DataFiles expands the --data arguments: a file stands for itself; a directory for its VARIANT-*.data files (the
// names datagen writes), sorted, so the order of the positions, and so the training, does not depend on the
// directory's listing order.
func DataFiles(variant string, paths []string) ([]string, error) {
	var files []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			files = append(files, p)
			continue
		}
		all, err := filepath.Glob(filepath.Join(p, "*.data"))
		if err != nil {
			return nil, err
		}
		var found []string
		for _, f := range all {
			if strings.HasPrefix(filepath.Base(f), variant+"-") {
				found = append(found, f)
			}
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%s: no %s-*.data files", p, variant)
		}
		sort.Strings(found)
		files = append(files, found...)
	}
	if len(files) == 0 {
		return nil, errors.New("no data files")
	}
	return files, nil
}

// Load reads the games of the files and splits them into training and held-out positions by game, so that
// positions of one game, which are alike, never sit on both sides of the split.
func Load(l *nnue.Layout, files []string, opt LoadOptions) (train, held *Set, err error) {
	if opt.MaxSwing > 0 && opt.Value == nil {
		return nil, nil, errors.New("MaxSwing needs the piece values (LoadOptions.Value)")
	}
	train, held = newSet(), newSet()
	var g nnue.Game
	for _, name := range files {
		if err := loadFile(l, name, opt, train, held, &g); err != nil {
			return nil, nil, err
		}
	}
	if train.Len() == 0 {
		return nil, nil, errors.New("no training positions in the data")
	}
	return train, held, nil
}

func loadFile(l *nnue.Layout, name string, opt LoadOptions, train, held *Set, g *nnue.Game) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	r, err := nnue.NewDataReader(f, l)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	base := filepath.Base(name)
	for {
		err := r.Next(g)
		if err == io.EOF {
			return nil
		}
		if errors.Is(err, nnue.ErrTruncated) {
			// A run killed while writing leaves a partial last game; datagen's resume cuts the file there too.
			if opt.Warn != nil {
				fmt.Fprintf(opt.Warn, "%s: %v at byte %d; using the games before it\n", name, err, r.Good)
			}
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		set := train
		if heldOut(opt.Seed, base, g.Index, opt.Holdout) {
			set = held
		}
		set.Games++
		for i := range g.Samples {
			if opt.MaxSwing > 0 && abs(int(g.Samples[i].Score)-g.Samples[i].Material(opt.Value)) > opt.MaxSwing {
				set.Swings++
				continue
			}
			set.add(l, &g.Samples[i], g.Result, opt)
		}
	}
}

// add appends one position.
func (s *Set) add(l *nnue.Layout, smp *nnue.Sample, result int8, opt LoadOptions) {
	s.Feat = smp.Active(l, movegen.White, s.Feat)
	s.Feat = smp.Active(l, movegen.Black, s.Feat)
	s.Off = append(s.Off, int64(len(s.Feat)))
	s.Side = append(s.Side, smp.Side)
	r := float64(result)
	if smp.Side == movegen.Black {
		r = -r
	}
	t := opt.Lambda*sigmoid(float64(smp.Score)/opt.K) + (1-opt.Lambda)*(0.5+0.5*r)
	s.Target = append(s.Target, float32(t))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// heldOut decides a game's side of the split from a hash of the seed, the file's name and the game's number: the
// same data and seed always give the same split, whatever order the files come in.
func heldOut(seed uint64, file string, index uint32, frac float64) bool {
	if frac <= 0 {
		return false
	}
	h := fnv.New64a()
	var b [12]byte
	binary.LittleEndian.PutUint64(b[:], seed)
	binary.LittleEndian.PutUint32(b[8:], index)
	h.Write(b[:])
	h.Write([]byte(file))
	return float64(h.Sum64()>>11)/(1<<53) < frac
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
