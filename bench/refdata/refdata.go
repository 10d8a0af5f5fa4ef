// Package refdata holds the reference perft numbers of the rules files. It imports nothing, so the tests of every
// engine package can use it.
package refdata

// PerftCase is a position with its reference leaf counts for depths 1, 2, 3, ... as published in rules/*.md by an
// independent implementation. The engine must reproduce them exactly.
type PerftCase struct {
	Variant string
	ID      string
	FEN     string // empty means the variant's start position
	Counts  []uint64
}

// Perft lists every reference perft number of the rules files.
var Perft = []PerftCase{
	// rules/shafran.md §7
	{"shafran", "START", "****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w AIai - 0 1",
		[]uint64{42, 1706, 75494}},
	{"shafran", "CASTLE", "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1",
		[]uint64{63, 1696, 100008}},
	{"shafran", "CASTLE-ATT", "****k3r/***1ppppp/**1p5/*1p1b1N2/rp6P/p3Q2PR/6P1*/n4P1**/PPPPP1***/R3K**** w AIai - 0 1",
		[]uint64{59, 2241, 122024}},
	{"shafran", "EP", "****k4/***1p1p2/**1p5/*1p6/r2P1P3/3P5/1N6*/7**/6***/4K**** b a - 0 1",
		[]uint64{24, 374, 7153}},
	{"shafran", "EP-FEN", "****k4/***3p2/**1p5/*1p6/r2PpP3/3P5/1N6*/7**/6***/4K**** w a e8,e7 0 2",
		[]uint64{19, 371, 6156}},
	{"shafran", "PROMO", "****1n3/***b2P2/**7/*1P6/9/7p1/1k1B4*/6N**/p2K2***/1N3**** w - - 0 1",
		[]uint64{45, 1289, 46087}},

	// rules/starchess.md §7
	{"starchess", "START", "******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbn] w - - 0 1",
		[]uint64{25, 625, 10000}},
	{"starchess", "PLACE-MID", "******1**/*****1p**/**2qp3/**ppp3*/**5**/*3PPP**/3PK2**/**P1*****/**N******[QRBkrbn] b - - 0 2",
		[]uint64{16, 144, 1296}},
	{"starchess", "PLACE-END", "******b**/*****rp**/**1qkp3/**ppp3*/**5**/*3PPP**/3PKRB**/**PQ*****/**N******[n] b - - 0 5",
		[]uint64{1, 11, 103}},
	{"starchess", "SETUP1", "******b**/*****rp**/**nqkp3/**ppp3*/**5**/*3PPP**/3PKRB**/**PQ*****/**N******[-] w - - 0 6",
		[]uint64{11, 103, 1038}},
	{"starchess", "MID1", "******1**/*****1k**/**2rp1q1/**nPp3*/**5**/*R4P**/3P1NK**/**2*****/**1******[-] w - - 0 1",
		[]uint64{20, 319, 5414}},
	{"starchess", "MID2", "******1**/*****1p**/**k2p3/**2p1P1*/**1P2b**/*4p1**/1Q2N2**/**2*****/**K******[-] b - - 0 1",
		[]uint64{21, 210, 3203}},
	{"starchess", "DEAD", "******1**/*****1P**/**2k3r/**5P*/**n2p1**/*Pb4**/P3K2**/**2*****/**Q******[-] w - - 0 1",
		[]uint64{13, 196, 2443}},

	// rules/megalomachy.md §7
	{"megalomachy", "START", "dtufcoauuqkcfutd/w'w'w'w'hyt'lmt'xhw'w'w'w'/rgijzr'b'e'e'b'r'zjigr/esbwna'vs's'va'nwbse/pppppppppppppppp/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/ESBWNA'VS'S'VA'NWBSE/RGIJZR'B'E'E'B'R'ZJIGR/W'W'W'W'HYT'LMT'XHW'W'W'W'/DTUFCOAUUQKCFUTD w APap - 0 1",
		[]uint64{76, 5784, 456220}},
	{"megalomachy", "FLY", "14k1/16/1x6r7/13c2/3n8y3/16/R'3b'4p6/3s'2n1t'7/7T'8/5P10/16/11i4/3E'2A'2r6/13G2/2B'13/1K14 w - - 0 1",
		[]uint64{139, 33070, 4349143}},
	{"megalomachy", "CASTLE-EP", "dn8k4d/P15/2W'13/16/8r7/16/6P9/4W'p10/16/3p12/7W'8/4P2P1b6/6n9/16/16/D9K4D w APap f11,f10 0 1",
		[]uint64{113, 9147, 894067}},
}

// BenchPosition is a position for benchmarks and random playouts that has no published reference counts, such as
// a middle game; How says where it comes from.
type BenchPosition struct {
	Variant string
	ID      string
	FEN     string
	How     string
}

// Bench lists the extra benchmark positions.
var Bench = []BenchPosition{
	{"megalomachy", "MID1", "dtufcoauuq1cfutd/w'w'w'w'h1t'lmt'xkw'w'w'w'/rgijyr'b'1e'1r'zhigr/esbwn1vs'b'va'n1bse/1pppppppp2pp1p1/2z5s'2jwp2/9p5E'/5a'4p5/p8P5e'/4PP1PP1B'5/1PS3Z4J3S/P1PP2P2NPPPPPP/E1BWNA'V1S'VA'2BWE/RGIJ1R'1E'S'B'R'ZW'IGR/W'W'W'W'HYT'LMT'XH1W'W'W'/DTUFCOAUUQKCFUTD w AP - 4 21",
		"40 random legal plies from the start (math/rand/v2 PCG seed 1, 40); 160 legal moves, Eagles out"},
	{"megalomachy", "MID2", "dtufcoau1qkcfutd/w'w'w'w'hyt'lmt'xhw'w'w'w'/rgijzr'ue'e'b'r'zjigr/e2w1b'1E's'va'nwbse/p1p1p1pp2ppppp1/2sp8a'3/5b3p6/1p3p2p6p/3Z4n1P2PS1/6P1v2P4/1P1PP11/P1P2PE'PPP2P1PP/ESBWNA'V1S'VA'1WB1E/RGIJUR'B'T'1B'R'ZJIGR/W'W'W'W'HY1LMT'XHW'W'W'W'/DT1FCOAUUQKCFUTD w APap j11 0 21",
		"40 random legal plies from the start (PCG seed 3, 40); 122 legal moves, e.p. rights"},
}

// FENs returns the distinct non-empty FENs of a variant's reference positions, then of its bench positions.
func FENs(variant string) []string {
	var out []string
	for _, c := range Perft {
		if c.Variant == variant && c.FEN != "" {
			out = append(out, c.FEN)
		}
	}
	for _, c := range Bench {
		if c.Variant == variant {
			out = append(out, c.FEN)
		}
	}
	return out
}
