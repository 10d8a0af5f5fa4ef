package variants

// turningPaths returns the paths of up to 4 steps that start along one of 6 directions and turn 60 degrees to the
// same side at every intermediate cell: dirs[i], dirs[i+t], dirs[i+2t], dirs[i+3t] for t = +1 (left) and -1
// (right). It is the `turning` key of a path atom (the Rabbi, Finch and Cohen of Gilman's two-level games,
// docs/rules/star-of-david-2-level.md §3). The path atom makes every prefix a destination and merges paths that
// reach one cell into one move.
func turningPaths(dirs []Vec) [][]Vec {
	var out [][]Vec
	for i := range 6 {
		for _, t := range []int{1, -1} {
			seq := make([]Vec, 4)
			for k := range seq {
				seq[k] = dirs[mod(i+k*t, 6)]
			}
			out = append(out, seq)
		}
	}
	return out
}
