// Package refdata holds the reference perft numbers of the docs/rules files. It imports nothing, so the tests of every
// engine package can use it.
package refdata

// PerftCase is a position with its reference leaf counts for depths 1, 2, 3, ... as published in docs/rules/*.md by an
// independent implementation. The engine must reproduce them exactly.
type PerftCase struct {
	Variant string
	ID      string
	FEN     string // empty means the variant's start position
	Counts  []uint64
}

// Perft lists every reference perft number of the docs/rules files.
var Perft = []PerftCase{
	// docs/rules/shafran.md §7
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

	// docs/rules/starchess.md §7
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

	// docs/rules/star-of-david-2-level.md §8
	{"cohen-sd2l", "START", "5nkbcr/r3pppnbs/sc4pp1b/bbb1P3p1/2pn1PP3/1ppnpNPPP1/3pp1KN2/1P3p1BBB/B1PP4CS/SBPNPP3R/RCBNP5 w - - 0 1",
		[]uint64{31, 954, 31220}},
	{"sling-sd2l", "START", "3p1nkbll/l3ppsnbl/ll4pp1b/bbbPP3pp/p1rn1PP3/1ppsrNSPP1/3pp1KN1P/PP3ppBBB/B1PP4LL/LBRSPP3L/LLBNR1P3 w - - 0 1",
		[]uint64{42, 1679, 70207}},
	{"cohen-sd2l", "csd2l-t1", "5bk3/10/3cPC1P2/4p1p3/10/1n2rN2B1/7K2/RB1P1p3S/6s3/1CPN6/10 w - g9 0 30",
		[]uint64{86, 4486, 347532}},
	{"cohen-sd2l", "csd2l-t2", "3r6/6bb2/10/7P2/1sk2pc1S1/P3p2CP1/3n1c4/1P4r3/C2BK5/2N6R/10 b - - 0 30",
		[]uint64{114, 7251, 768203}},
	{"sling-sd2l", "ssd2l-t1", "6k3/2b4n2/4l1p1l1/5pL1P1/2r3P3/3s1N3b/6K3/4p1rB2/2P3P1L1/L2S1l4/3NR5 w - - 0 30",
		[]uint64{49, 3186, 151471}},
	{"sling-sd2l", "ssd2l-t2", "4B5/2l2s4/7k2/1l1SR1lP2/5p4/2n1b3p1/pPL4N2/5r4/3K1B4/3p5L/10 b - - 0 30",
		[]uint64{79, 3656, 260139}},

	// docs/rules/megastar-of-david.md §8
	{"megastar", "START", "3f1p1nk1lfr/r5ppsnblr/rc6pp1bl/lllF6ppb/bbb9p/pp1tnPP6/2ppnt1PP4/4pp1NSPP2/6ppKN1PP/P9BBB/BPP6sLLL/LB1PP6FR/RLBTNPP5R/RCL1NT1P1S3 w - - 0 1",
		[]uint64{91, 8232, 759505}},
	{"megastar", "mega-t1", "8k4/6fl5/9s3/3R3F2bp1/5B3P3/5P7/1pl1n3PL1T1/7N5/4c3K4/2C2p1tr4/3T9/3P9/4S1F6/13 w - f6 0 30",
		[]uint64{114, 12471, 1378146}},
	{"megastar", "mega-t2", "7n5/6Pf1p3/10l2/8tk3/5pB1S3r/2ts9/lF6PTC2/4p8/7b5/P2K9/6NP5/6c6/4L1p5R/13 b - - 0 30",
		[]uint64{130, 14004, 1593753}},

	// docs/rules/megalomachy.md §7
	{"megalomachy", "START", "dtufcoauuqkcfutd/w'w'w'w'hyt'lmt'xhw'w'w'w'/rgijzr'b'e'e'b'r'zjigr/esbwna'vs's'va'nwbse/pppppppppppppppp/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/ESBWNA'VS'S'VA'NWBSE/RGIJZR'B'E'E'B'R'ZJIGR/W'W'W'W'HYT'LMT'XHW'W'W'W'/DTUFCOAUUQKCFUTD w APap - 0 1",
		[]uint64{76, 5784, 456220}},
	{"megalomachy", "FLY", "14k1/16/1x6r7/13c2/3n8y3/16/R'3b'4p6/3s'2n1t'7/7T'8/5P10/16/11i4/3E'2A'2r6/13G2/2B'13/1K14 w - - 0 1",
		[]uint64{139, 33070, 4349143}},
	{"megalomachy", "CASTLE-EP", "dn8k4d/P15/2W'13/16/8r7/16/6P9/4W'p10/16/3p12/7W'8/4P2P1b6/6n9/16/16/D9K4D w APap f11,f10 0 1",
		[]uint64{113, 9147, 894067}},

	// Chess: the standard perft positions with the counts every move generator publishes (Chess Programming Wiki,
	// "Perft Results": the start position, "Kiwipete" and positions 3 to 6).
	{"chess", "START", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		[]uint64{20, 400, 8902, 197281, 4865609, 119060324}},
	{"chess", "KIWIPETE", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		[]uint64{48, 2039, 97862, 4085603, 193690690}},
	{"chess", "POS3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		[]uint64{14, 191, 2812, 43238, 674624, 11030083, 178633661}},
	{"chess", "POS4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		[]uint64{6, 264, 9467, 422333, 15833292}},
	{"chess", "POS5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		[]uint64{44, 1486, 62379, 2103487, 89941194}},
	{"chess", "POS6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
		[]uint64{46, 2079, 89890, 3894594, 164075551}},

	// Grand Chess: Fairy-Stockfish 11.1's `go perft` (UCI_Variant grand) from the start position;
	// TestPerftAgainstFairyStockfish compares random positions with it when it is installed.
	{"grand", "START", "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
		[]uint64{65, 4225, 259514, 15921643}},

	// docs/rules/glinski-mccooey.md §6: depths 1-3 from its table (an independent Python generator and Jocly 0.9.13
	// agree); depth 4 from Jocly 0.9.13's move generator (bench/scripts/jocly-perft.js glinski-chess/mccooey-chess 4).
	{"glinski", "START", "*****bknrp1/****qb2p2/***n1b1p3/**r3p4/*ppppp5/11/5PPPPP*/4P3R**/3P1B1N***/2P2BK****/1PRNQB***** w - - 0 1",
		[]uint64{51, 2586, 137858, 7282418}},
	{"mccooey", "START", "*****bkrp2/****qbnp3/***rnbp4/**pppp5/*10/11/10*/5PPPP**/4PBNR***/3PNBK****/2PRQB***** w - - 0 1",
		[]uint64{31, 947, 33307, 1157852}},

	// docs/rules/brusky-devasa.md §7: Jocly 0.9.13's move generator with its en passant omission corrected
	// (bench/scripts/jocly-perft.js brusky-chess D --fix-ep-step [--moves ...]).
	{"brusky", "START", "***rnbkbqbnr/**pppppppppp/*11/12/12/11*/PPPPPPPPPP**/RNBQBKBNR*** w AIdl - 0 1",
		[]uint64{61, 3583, 217783, 13081992}},
	{"brusky", "EP", "***rnbkbqbnr/**ppp1ppppp1/*10p/5pP5/12/11*/PPPPPP1PPP**/RNBQBKBNR*** w AIdl f6 0 3",
		[]uint64{60, 3399, 197169}},
	{"brusky", "EP-STEP", "***rnbkbqbnr/**ppp1ppppp1/*10p/4Pp6/12/11*/PPPP1PPPPP**/RNBQBKBNR*** w AIdl f6 0 3",
		[]uint64{67, 3797, 248296}},
	// docs/rules/brusky-devasa.md §7: the same, with De Vasa's castling given to Jocly (jocly-perft.js
	// devasa-chess D --fix-ep-step --devasa-castling [--moves ...]).
	{"devasa", "START", "rnbkbqbnr/9/ppppppppp/9/9/9/PPPPPPPPP/9/RNBQBKBNR w AIai - 0 1",
		[]uint64{55, 2992, 168335, 9343938}},
	{"devasa", "CASTLE", "r2k4r/b4bqb1/ppppppppp/n5n2/9/2N5N/PPPPPPPPP/1BQB4B/R4K2R w AIai - 12 7",
		[]uint64{66, 4162, 265386}},
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
