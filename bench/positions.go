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
	// The variants below were merged after these positions were chosen from their games (depth 6 against depth 5);
	// Positions skips a variant that is not registered.
	{Variant: "cohen-sd2l", Name: "start", Depth: 15},
	{Variant: "cohen-sd2l", Name: "g1p24", FEN: "5n1k1r/r3pppbbs/1c4p3/bb2PPppp1/2pn1P4/1psnpNP1P1/4pbK3/1P3p1BBB/B1SP4C1/1BPNPP3R/RCBNP5 w - - 0 13", Depth: 14},
	{Variant: "cohen-sd2l", Name: "g1p40", FEN: "5n3r/r3ppp1b1/1c4pk1b/b3P1Pps1/2pn1PB1pR/1pb1pNPBP1/4pbK3/1P3p1B2/B1S5C1/1BPBPP4/RC1NP5 w - - 2 21", Depth: 14},
	{Variant: "sling-sd2l", Name: "start", Depth: 15},
	{Variant: "sling-sd2l", Name: "g1p24", FEN: "3p1Sb2l/l3Bpbl2/1l2P2p1b/bbbP2pl1p/p1rn1PPP2/2pskN2P1/1p1pp2K1P/PP2npp1B1/B1PPN3LL/1BRSP4L/LLBN2P3 w - - 1 13", Depth: 12},
	{Variant: "sling-sd2l", Name: "g1p40", FEN: "3p5l/l3Bp1l2/1l5b1b/1bbP2pp1p/pr1n1PPP2/1P2k3b1/1ppp5P/PPN3pKB1/B1PPsp2LL/1BRBP4L/LL1N2P3 w - - 2 21", Depth: 12},
	{Variant: "megastar", Name: "start", Depth: 11},
	{Variant: "megastar", Name: "g1p24", FEN: "3f1p1n1klfr/r6F1nb1r/rc6pp1bl/2l3p3pp1/bbb2P6p/p2tn1Ps1P3/2ppnt1PPP3/1p1lpp1NS1P2/6pp1N2P/P8KBB1/1PPB6LLL/LB2P2P3FR/RLBTN1P5R/RCL1Nl1P1S3 w - - 1 13", Depth: 12},
	{Variant: "megastar", Name: "g1p40", FEN: "3f1p2k1lfr/r8n2r/rc6pp1Ll/6T2spp1/bbb2P3Nt1p/p3n1P2P3/2ppnt1PPP3/1p2pp1NS1P2/2l3pp4P/P3B4KBB1/1PP7LL1/Ll2P2P3FR/RLB1N1P5R/RCL1N2l1S3 w - - 4 21", Depth: 12},
	{Variant: "megalomachy", Name: "start", Depth: 11},
	{Variant: "megalomachy", Name: "g1p24", FEN: "dtu1coa1uqkcfutd/w'w'w'w'hy1lmt'xhw'w'w'w'/rgij1r'b'e'e'b'r'zjigr/esbfua'vs't'va'1wbse/pppppppppppppppp/3w2z1s'3n3/16/6P9/2P2P1P2n5/7Z8/3N4V7/PP1PP3PPPPPPPP/ESBW1A'1S'S'VA'NWBSE/RGIJUR'B'E'E'B'R'ZJIGR/W'W'W'W'HYT'LMT'XHW'W'W'W'/DT1FCOAUUQKCFUTD w APap - 3 13", Depth: 10},
	{Variant: "megalomachy", Name: "g1p40", FEN: "dtuc1oa1uqkcfutd/w'w'w'w'hy1lmt'xhw'w'w'w'/rgij1r'b'e'e'b'r'zji1r/esbfu1vs't'va'1wgse/pppppppppppppppp/3w3a's'3n3/12n3/6P9/2P1zP1P2P5/7Z1P6/3N1E'1S'V7/PP1PP3P2PPPPP/ESBW1A'2S'VA'NWBSE/RGIJUR'B'E'1B'R'1JIGR/W'W'W'W'HYT'LMT'XHW'W'W'W'/DT1FCOAUUQKCFUTD w APap - 2 21", Depth: 10},
}
