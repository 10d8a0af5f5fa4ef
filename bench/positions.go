package bench

// Position is a bench position: a variant, a name, a FEN (empty: the start position) and the depth it is searched
// to by default.
type Position struct {
	Variant, Name, FEN string
	Depth              int
}

// defaultNewVariantDepth is the depth of the start position of a variant that has no bench positions listed.
const defaultNewVariantDepth = 6

// searchPositions are the bench positions: each variant's start position and middle-game positions from the
// engine's own games (sennight selfplay, depth 7 against depth 6, four random opening plies; "g1p24" is game 1
// after ply 24). To add a variant, add its start position and a few positions from its games here, with depths
// that take a second or two each, then update benchSignature in search_test.go.
var searchPositions = []Position{
	{Variant: "starchess", Name: "start", Depth: 19},
	{Variant: "starchess", Name: "g1p16", FEN: "******k**/*****qp**/**br1p3/**1pp3*/**pn3**/*1PNPPP**/3P1KB**/**1Q*****/**R******[-] w - - 0 9", Depth: 18},
	{Variant: "starchess", Name: "g1p24", FEN: "******k**/*****1p**/**br1q3/**1p2N1*/**p2P1**/*4PP**/3P1KB**/**1Q*****/**R******[-] w - - 1 13", Depth: 18},
	{Variant: "starchess", Name: "g2p16", FEN: "******1**/*****1p**/**krbp3/**ppp3*/**5**/*3PPP**/3PK1R**/**PB*****/**1******[-] w - - 0 9", Depth: 19},
	{Variant: "starchess", Name: "g2p36", FEN: "******1**/*****2**/**1r2p2/**1kp1P1*/**b1P1B**/*2p2R**/3P1K1**/**2*****/**1******[-] w - - 3 19", Depth: 22},
	{Variant: "shafran", Name: "start", Depth: 14},
	{Variant: "shafran", Name: "g1p24", FEN: "****kq2r/***1ppppp/**1pbb3/*b3n2P/rp3P1P1/8R/p1P3BB*/3BQ2**/3PP1***/RN1NK**** w AIai - 1 13", Depth: 12},
	{Variant: "shafran", Name: "g1p36", FEN: "****k3r/***qppppp/**2bb3/*b1p4P/5P1P1/2Q1P4/R5BB*/7**/3P2***/1N1NK**** w i - 0 19", Depth: 14},
	{Variant: "shafran", Name: "g2p24", FEN: "****k2q1/***1ppp2/**npb3p/*bp3P2/4r2rP/pp4B2/1P1N2R1*/3B3**/P1PPP1***/R2QK**** w A - 1 13", Depth: 13},
	{Variant: "shafran", Name: "g2p36", FEN: "****k4/***1ppp2/**1pb1q1p/*1p3P2/3n3rP/1p2r1B2/1b2P1R1*/3B3**/2PP2***/R2QK**** w A - 0 19", Depth: 14},
}
