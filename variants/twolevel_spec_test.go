package variants

// The pictures of the grid embedding, kept here verbatim as the specification that docs/rules was written from gave
// them: the level map of the grid (printed the same way in docs/rules/star-of-david-2-level.md §1.3 and
// docs/rules/megastar-of-david.md §1.3) and every cell of each level labelled with its grid name (drawn there by
// sennight render).

// sd2lLevelMap: U/L upper/lower Drum cell, u/l single-level cell, per grid square.
const sd2lLevelMap = ` 11   u  u  u  U  U  U  U  u  u  u
 10   l  u  u  U  U  U  U  U  u  u
  9   l  l  u  U  U  U  U  U  U  u
  8   l  l  l  U  U  U  U  U  U  U
  7   L  L  L  L  U  U  U  U  U  U
  6   L  L  L  L  L  U  U  U  U  U
  5   L  L  L  L  L  L  U  U  U  U
  4   L  L  L  L  L  L  L  u  u  u
  3   l  L  L  L  L  L  L  l  u  u
  2   l  l  L  L  L  L  L  l  l  u
  1   l  l  l  L  L  L  L  l  l  l
      a  b  c  d  e  f  g  h  i  j
`

// sd2lUpperNames: the upper level, each cell labelled with its grid name.
const sd2lUpperNames = `                                    j11
                                i11
                            h11     j10
                        g11     i10
                    f11     h10     j9
                e11     g10     i9
            d11     f10     h9      j8
        c11     e10     g9      i8
    b11     d10     f9      h8      j7
a11     c10     e9      g8      i7
    b10     d9      f8      h7      j6
        c9      e8      g7      i6
            d8      f7      h6      j5
                e7      g6      i5
                    f6      h5      j4
                        g5      i4
                            h4      j3
                                i3
                                    j2
q: -6  -5  -4  -3  -2  -1  0   1   2   3
`

// sd2lLowerNames: the lower level, each cell labelled with its grid name.
const sd2lLowerNames = `a10
    b9
a9      c8
    b8      d7
a8      c7      e6
    b7      d6      f5
a7      c6      e5      g4
    b6      d5      f4      h3
a6      c5      e4      g3      i2
    b5      d4      f3      h2      j1
a5      c4      e3      g2      i1
    b4      d3      f2      h1
a4      c3      e2      g1
    b3      d2      f1
a3      c2      e1
    b2      d1
a2      c1
    b1
a1
q: -3  -2  -1  0   1   2   3   4   5   6
`

// megastarLevelMap: as sd2lLevelMap, for Megastar of David.
const megastarLevelMap = ` 14   u  u  u  u  U  U  U  U  U  u  u  u  u
 13   l  u  u  u  U  U  U  U  U  U  u  u  u
 12   l  l  u  u  U  U  U  U  U  U  U  u  u
 11   l  l  l  u  U  U  U  U  U  U  U  U  u
 10   l  l  l  l  U  U  U  U  U  U  U  U  U
  9   L  L  L  L  L  U  U  U  U  U  U  U  U
  8   L  L  L  L  L  L  U  U  U  U  U  U  U
  7   L  L  L  L  L  L  L  U  U  U  U  U  U
  6   L  L  L  L  L  L  L  L  U  U  U  U  U
  5   L  L  L  L  L  L  L  L  L  u  u  u  u
  4   l  L  L  L  L  L  L  L  L  l  u  u  u
  3   l  l  L  L  L  L  L  L  L  l  l  u  u
  2   l  l  l  L  L  L  L  L  L  l  l  l  u
  1   l  l  l  l  L  L  L  L  L  l  l  l  l
      a  b  c  d  e  f  g  h  i  j  k  l  m
`

// megastarUpperNames: the upper level of Megastar of David.
const megastarUpperNames = `                                                m14
                                            l14
                                        k14     m13
                                    j14     l13
                                i14     k13     m12
                            h14     j13     l12
                        g14     i13     k12     m11
                    f14     h13     j12     l11
                e14     g13     i12     k11     m10
            d14     f13     h12     j11     l10
        c14     e13     g12     i11     k10     m9
    b14     d13     f12     h11     j10     l9
a14     c13     e12     g11     i10     k9      m8
    b13     d12     f11     h10     j9      l8
        c12     e11     g10     i9      k8      m7
            d11     f10     h9      j8      l7
                e10     g9      i8      k7      m6
                    f9      h8      j7      l6
                        g8      i7      k6      m5
                            h7      j6      l5
                                i6      k5      m4
                                    j5      l4
                                        k4      m3
                                            l3
                                                m2
q: -8  -7  -6  -5  -4  -3  -2  -1  0   1   2   3   4
`

// megastarLowerNames: the lower level of Megastar of David.
const megastarLowerNames = `a13
    b12
a12     c11
    b11     d10
a11     c10     e9
    b10     d9      f8
a10     c9      e8      g7
    b9      d8      f7      h6
a9      c8      e7      g6      i5
    b8      d7      f6      h5      j4
a8      c7      e6      g5      i4      k3
    b7      d6      f5      h4      j3      l2
a7      c6      e5      g4      i3      k2      m1
    b6      d5      f4      h3      j2      l1
a6      c5      e4      g3      i2      k1
    b5      d4      f3      h2      j1
a5      c4      e3      g2      i1
    b4      d3      f2      h1
a4      c3      e2      g1
    b3      d2      f1
a3      c2      e1
    b2      d1
a2      c1
    b1
a1
q: -4  -3  -2  -1  0   1   2   3   4   5   6   7   8
`

// sd2lDrumColumns: the Drum columns table, one filestack per line: q, then the upper/lower grid names from White's
// side up.
const sd2lDrumColumns = `-3 d8/a4 d9/a5 d10/a6 d11/a7
-2 e7/b3 e8/b4 e9/b5 e10/b6 e11/b7
-1 f6/c2 f7/c3 f8/c4 f9/c5 f10/c6 f11/c7
0 g5/d1 g6/d2 g7/d3 g8/d4 g9/d5 g10/d6 g11/d7
1 h5/e1 h6/e2 h7/e3 h8/e4 h9/e5 h10/e6
2 i5/f1 i6/f2 i7/f3 i8/f4 i9/f5
3 j5/g1 j6/g2 j7/g3 j8/g4
`

// megastarDrumColumns: as sd2lDrumColumns, for Megastar of David.
const megastarDrumColumns = `-4 e10/a5 e11/a6 e12/a7 e13/a8 e14/a9
-3 f9/b4 f10/b5 f11/b6 f12/b7 f13/b8 f14/b9
-2 g8/c3 g9/c4 g10/c5 g11/c6 g12/c7 g13/c8 g14/c9
-1 h7/d2 h8/d3 h9/d4 h10/d5 h11/d6 h12/d7 h13/d8 h14/d9
0 i6/e1 i7/e2 i8/e3 i9/e4 i10/e5 i11/e6 i12/e7 i13/e8 i14/e9
1 j6/f1 j7/f2 j8/f3 j9/f4 j10/f5 j11/f6 j12/f7 j13/f8
2 k6/g1 k7/g2 k8/g3 k9/g4 k10/g5 k11/g6 k12/g7
3 l6/h1 l7/h2 l8/h3 l9/h4 l10/h5 l11/h6
4 m6/i1 m7/i2 m8/i3 m9/i4 m10/i5
`
