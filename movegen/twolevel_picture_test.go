package movegen_test

import (
	"strings"
	"testing"
)

// twoLevelDiagram is a position of the rules with its text diagrams, kept here verbatim as the specification that
// docs/rules was written from drew them: each level drawn on its own, 3 characters per hex file, '.' an empty Drum
// cell and ':' an empty single-level cell, then the "q:" line.
type twoLevelDiagram struct {
	variant, fen string
	upper, lower string
}

// TestTwoLevelPicture: `sennight show` draws both levels side by side exactly as the text diagrams below
// of the start and test positions (their FENs are in §5 and §8 of docs/rules/star-of-david-2-level.md and
// docs/rules/megastar-of-david.md), so each panel, cut out of the picture, is the diagram of that level. It also
// checks that every reference FEN is the position its diagram shows.
func TestTwoLevelPicture(t *testing.T) {
	for _, d := range twoLevelDiagrams {
		p := position(t, d.variant, d.fen)
		lines := strings.Split(p.Picture(), "\n")
		if !strings.HasPrefix(lines[0], "upper level") || !strings.Contains(lines[0], "lower level") {
			t.Fatalf("%s: picture title %q", d.fen, lines[0])
		}
		width := 3 * p.Tables().Board().Files // one panel: as many hex files as grid files
		var upper, lower []string
		for _, line := range lines[1:] {
			if strings.HasPrefix(line, "White to move") || strings.HasPrefix(line, "Black to move") {
				break
			}
			line += strings.Repeat(" ", max(0, width+4-len(line)))
			upper = append(upper, strings.TrimRight(line[:width], " "))
			lower = append(lower, strings.TrimRight(line[width+4:], " "))
		}
		for level, want := range []string{d.upper, d.lower} {
			got := [][]string{upper, lower}[level]
			got = got[:len(got)-1] // the file letters
			wantRows := strings.Split(strings.TrimRight(want, "\n"), "\n")
			wantRows = wantRows[:len(wantRows)-1] // the "q:" line
			for i := range wantRows {
				wantRows[i] = strings.TrimRight(wantRows[i], " ")
			}
			if strings.Join(got, "\n") != strings.Join(wantRows, "\n") {
				t.Errorf("%s level %d:\n%s\nwant\n%s", d.fen, level, strings.Join(got, "\n"), strings.Join(wantRows, "\n"))
			}
		}
	}
}

var twoLevelDiagrams = []twoLevelDiagram{
	{"cohen-sd2l", "5nkbcr/r3pppnbs/sc4pp1b/bbb1P3p1/2pn1PP3/1ppnpNPPP1/3pp1KN2/1P3p1BBB/B1PP4CS/SBPNPP3R/RCBNP5 w - - 0 1",
		`                           r
                        c
                     b     s
                  k     b
               n     n     b
            .     p     .
         .     p     p     .
      :     p     p     p
   :     .     .     .     .
:     :     .     .     .
   :     .     .     .     .
      :     P     P     P
         .     P     P     .
            .     P     .
               N     N     B
                  K     B
                     B     S
                        C
                           R
q: -6 -5 -4 -3 -2 -1 0  1  2  3
`,
		`r
   c
s     b
   b     n
b     p     p
   .     n     .
.     p     p     .
   p     p     p     :
.     .     .     .     :
   .     .     .     :     :
.     .     .     .     :
   P     P     P     :
.     P     P     .
   .     N     .
B     P     P
   B     N
S     B
   C
R
q: -3 -2 -1 0  1  2  3  4  5  6
`},
	{"sling-sd2l", "3p1nkbll/l3ppsnbl/ll4pp1b/bbbPP3pp/p1rn1PP3/1ppsrNSPP1/3pp1KN1P/PP3ppBBB/B1PP4LL/LBRSPP3L/LLBNR1P3 w - - 0 1",
		`                           l
                        l
                     b     l
                  k     b
               n     n     b
            .     s     .
         p     p     p     p
      :     p     p     p
   :     .     .     .     .
:     :     .     .     .
   :     .     .     .     .
      :     P     P     P
         P     P     P     P
            .     S     .
               N     N     B
                  K     B
                     B     L
                        L
                           L
q: -6 -5 -4 -3 -2 -1 0  1  2  3
`,
		`l
   l
l     b
   b     n
b     r     r
   .     s     .
p     p     p     p
   p     p     p     :
.     .     .     .     :
   .     .     .     :     :
.     .     .     .     :
   P     P     P     :
P     P     P     P
   .     S     .
B     R     R
   B     N
L     B
   L
L
q: -3 -2 -1 0  1  2  3  4  5  6
`},
	{"cohen-sd2l", "5bk3/10/3cPC1P2/4p1p3/10/1n2rN2B1/7K2/RB1P1p3S/6s3/1CPN6/10 w - g9 0 30",
		`                           :
                        :
                     :     :
                  k     :
               b     .     :
            .     .     .
         .     .     P     .
      :     .     .     .
   :     .     C     .     .
:     :     P     p     .
   :     c     .     .     .
      :     p     .     B
         .     .     .     .
            .     .     .
               N     K     S
                  .     :
                     :     :
                        :
                           :
q: -6 -5 -4 -3 -2 -1 0  1  2  3
`,
		`:
   :
:     :
   :     .
:     .     r
   .     .     .
.     .     .     .
   n     .     p     :
.     .     .     s     :
   .     P     .     :     :
.     .     .     .     :
   B     .     .     :
R     .     .     .
   .     N     .
:     P     .
   C     .
:     :
   :
:
q: -3 -2 -1 0  1  2  3  4  5  6
`},
	{"cohen-sd2l", "3r6/6bb2/10/7P2/1sk2pc1S1/P3p2CP1/3n1c4/1P4r3/C2BK5/2N6R/10 b - - 0 30",
		`                           :
                        :
                     :     :
                  .     :
               .     b     :
            .     b     .
         r     .     .     .
      :     .     .     .
   :     .     .     P     .
:     :     .     .     S
   :     .     .     .     .
      :     .     c     P
         .     p     C     .
            .     .     .
               .     .     :
                  .     :
                     :     :
                        :
                           R
q: -6 -5 -4 -3 -2 -1 0  1  2  3
`,
		`:
   :
:     :
   :     .
:     k     p
   s     .     c
.     .     .     r
   .     n     .     :
P     .     .     .     :
   .     .     .     :     :
.     .     K     .     :
   P     B     .     :
.     .     .     .
   .     .     .
C     N     .
   :     .
:     :
   :
:
q: -3 -2 -1 0  1  2  3  4  5  6
`},
	{"sling-sd2l", "6k3/2b4n2/4l1p1l1/5pL1P1/2r3P3/3s1N3b/6K3/4p1rB2/2P3P1L1/L2S1l4/3NR5 w - - 0 30",
		`                           :
                        :
                     :     :
                  k     :
               .     n     :
            .     .     l
         .     .     .     .
      :     .     p     P
   :     .     .     .     .
:     b     l     L     .
   :     .     p     .     b
      :     .     P     .
         .     .     .     .
            .     .     .
               N     .     :
                  K     :
                     B     :
                        L
                           :
q: -6 -5 -4 -3 -2 -1 0  1  2  3
`,
		`:
   :
:     :
   :     .
:     r     .
   .     s     .
.     .     .     r
   .     .     .     :
.     .     p     P     :
   .     .     .     :     :
.     .     .     .     :
   .     .     l     :
.     P     .     .
   .     S     .
:     .     R
   :     N
L     :
   :
:
q: -3 -2 -1 0  1  2  3  4  5  6
`},
	{"sling-sd2l", "4B5/2l2s4/7k2/1l1SR1lP2/5p4/2n1b3p1/pPL4N2/5r4/3K1B4/3p5L/10 b - - 0 30",
		`                           :
                        :
                     :     :
                  .     :
               .     .     :
            B     .     .
         .     s     k     .
      :     .     .     .
   :     .     .     P     .
:     l     .     l     .
   :     .     .     .     .
      :     R     .     p
         S     p     .     .
            .     .     .
               .     N     :
                  .     :
                     :     :
                        :
                           L
q: -6 -5 -4 -3 -2 -1 0  1  2  3
`,
		`:
   :
:     :
   l     .
:     .     b
   .     .     .
.     n     .     .
   .     .     r     :
.     L     .     .     :
   P     .     B     :     :
p     .     .     .     :
   .     K     .     :
.     .     .     .
   .     p     .
:     .     .
   :     .
:     :
   :
:
q: -3 -2 -1 0  1  2  3  4  5  6
`},
	{"megastar", "3f1p1nk1lfr/r5ppsnblr/rc6pp1bl/lllF6ppb/bbb9p/pp1tnPP6/2ppnt1PP4/4pp1NSPP2/6ppKN1PP/P9BBB/BPP6sLLL/LB1PP6FR/RLBTNPP5R/RCL1NT1P1S3 w - - 0 1",
		`                                    r
                                 f
                              l     r
                           :     l
                        k     b     l
                     n     n     b
                  .     s     .     b
               p     p     p     p
            .     p     p     p     p
         f     .     .     .     .
      :     .     .     .     .     .
   :     :     .     .     .     .
:     :     .     .     .     .     .
   :     :     .     .     .     .
      :     .     .     .     .     .
         F     .     .     .     .
            .     P     P     P     P
               P     P     P     P
                  .     S     .     B
                     N     N     B
                        K     B     L
                           :     L
                              L     R
                                 F
                                    R
q: -8 -7 -6 -5 -4 -3 -2 -1 0  1  2  3  4
`,
		`r
   c
r     l
   l     :
l     b     n
   b     t     t
b     .     n     .
   p     p     p     p
p     p     p     p     .
   .     .     .     .     s
.     .     .     .     .     :
   .     .     .     .     :     :
.     .     .     .     .     :     :
   .     .     .     .     :     :
.     .     .     .     .     :
   .     .     .     .     S
P     P     P     P     .
   P     P     P     P
B     .     N     .
   B     T     T
L     B     N
   L     :
R     L
   C
R
q: -4 -3 -2 -1 0  1  2  3  4  5  6  7  8
`},
	{"megastar", "8k4/6fl5/9s3/3R3F2bp1/5B3P3/5P7/1pl1n3PL1T1/7N5/4c3K4/2C2p1tr4/3T9/3P9/4S1F6/13 w - f6 0 30",
		`                                    :
                                 :
                              :     :
                           :     :
                        k     :     :
                     .     .     :
                  .     .     .     :
               .     l     s     p
            .     f     .     b     .
         :     .     .     .     .
      :     .     .     .     .     .
   :     :     .     F     P     .
:     :     .     .     .     .     .
   :     :     .     .     .     T
      :     .     .     .     .     .
         R     B     .     L     .
            .     .     P     .     .
               P     .     .     .
                  .     .     .     :
                     N     .     :
                        K     :     :
                           :     :
                              :     :
                                 :
                                    :
q: -8 -7 -6 -5 -4 -3 -2 -1 0  1  2  3  4
`,
		`:
   :
:     :
   :     :
:     :     .
   :     .     .
:     .     n     .
   .     .     .     .
.     l     .     .     r
   p     .     .     t     :
.     .     c     .     .     :
   .     .     p     .     :     :
.     .     .     .     .     :     :
   .     .     .     .     :     :
.     C     .     .     .     :
   .     T     .     .     :
.     .     .     F     .
   .     P     .     .
:     .     S     .
   :     .     .
:     :     .
   :     :
:     :
   :
:
q: -4 -3 -2 -1 0  1  2  3  4  5  6  7  8
`},
	{"megastar", "7n5/6Pf1p3/10l2/8tk3/5pB1S3r/2ts9/lF6PTC2/4p8/7b5/P2K9/6NP5/6c6/4L1p5R/13 b - - 0 30",
		`                                    :
                                 :
                              :     :
                           :     :
                        .     :     :
                     n     p     :
                  .     .     l     :
               .     f     .     .
            .     P     .     .     r
         :     .     .     k     .
      :     .     .     t     .     .
   :     :     .     .     .     .
:     :     .     .     S     .     .
   :     :     .     .     .     .
      :     .     B     .     C     .
         :     p     .     T     .
            .     .     P     .     .
               .     .     .     .
                  .     .     .     :
                     .     .     :
                        .     :     :
                           :     :
                              :     :
                                 :
                                    R
q: -8 -7 -6 -5 -4 -3 -2 -1 0  1  2  3  4
`,
		`:
   :
:     :
   :     :
:     :     .
   :     s     .
:     t     .     .
   .     .     .     b
.     .     p     .     .
   F     .     .     .     :
l     .     .     .     .     :
   .     .     .     P     :     :
.     .     .     N     .     :     :
   .     K     .     .     :     :
.     .     .     c     .     :
   .     .     .     .     :
P     .     .     p     .
   .     .     .     .
:     .     L     .
   :     .     .
:     :     .
   :     :
:     :
   :
:
q: -4 -3 -2 -1 0  1  2  3  4  5  6  7  8
`},
}
