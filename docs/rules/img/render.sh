#!/bin/sh
# Draws the pictures of docs/rules/*.md and README.md with `sennight render`. Run from the repository root:
#   sh docs/rules/img/render.sh
# Every picture is a command line of the engine, so a changed setup or a changed drawing is one run away.
set -eu
go build -o /tmp/sennight-docs .
r() { /tmp/sennight-docs render "$@"; }
d=docs/rules/img

# Starchess: the start (placement phase, pieces in hand), a full setup, and knight leaps over the notches.
r starchess --names $d/starchess-start.svg
r starchess --fen '******b**/*****rp**/**nqkp3/**ppp3*/**5**/*3PPP**/3PKRB**/**PQ*****/**N******[-] w - - 0 6' $d/starchess-setup.svg
r starchess --fen '******1**/*****1k**/**2rp1q1/**nPp3*/**5**/*R4P**/3P1NK**/**2*****/**1******[-] w - - 0 1' --targets f3 $d/starchess-knight.svg

# Shafran: the start with the cell names, en passant after a triple step, the two long castlings.
r shafran --names $d/shafran-start.svg
r shafran --fen '****k4/***1p1p2/**1p5/*1p6/r2P1P3/3P5/1N6*/7**/6***/4K**** b a - 0 1' --moves e9e6 --marks e8,e7 $d/shafran-ep.svg
r shafran --fen '****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1' --targets e1 $d/shafran-castle.svg

# Star of David 2 Level: cell names, both setups, a Knight's level-changing leaps.
r cohen-sd2l --names --fen '6k3/10/10/10/10/10/6K3/10/10/10/10 w - - 0 1' $d/sd2l-names.svg
r cohen-sd2l $d/cohen-sd2l-start.svg
r sling-sd2l $d/sling-sd2l-start.svg
r cohen-sd2l --fen '5bk3/10/3cPC1P2/4p1p3/10/1n2rN2B1/7K2/RB1P1p3S/6s3/1CPN6/10 w - g9 0 30' --targets f6 $d/cohen-sd2l-t1.svg

# Megastar of David: cell names, the setup, a Fortnight's leaps (test position mega-t1).
r megastar --names --fen '8k4/13/13/13/13/13/13/13/8K4/13/13/13/13/13 w - - 0 1' $d/megastar-names.svg
r megastar $d/megastar-start.svg
r megastar --fen '8k4/6fl5/9s3/3R3F2bp1/5B3P3/5P7/1pl1n3PL1T1/7N5/4c3K4/2C2p1tr4/3T9/3P9/4S1F6/13 w - f6 0 30' --targets l8 $d/megastar-t1.svg

# Megalomachy: the setup, fast castling, an Eagle's flying captures.
r megalomachy $d/megalomachy-start.svg
r megalomachy --fen 'dn8k4d/P15/2W'"'"'13/16/8r7/16/6P9/4W'"'"'p10/16/3p12/7W'"'"'8/4P2P1b6/6n9/16/16/D9K4D w APap f11,f10 0 1' --targets k1 $d/megalomachy-castle.svg
r megalomachy --fen "14k1/16/1x6r7/13c2/3n8y3/16/R'3b'4p6/3s'2n1t'7/7T'8/5P10/16/11i4/3E'2A'2r6/13G2/2B'13/1K14 w - - 0 1" --targets d4 $d/megalomachy-fly.svg

# Yardsticks: the Chess and Grand Chess start positions.
r chess $d/chess-start.svg
r grand $d/grand-start.svg

# Gliński's and McCooey's hexagonal chess: the starts, Gliński's with its standard cell names.
r glinski --names $d/glinski-start.svg
r mccooey $d/mccooey-start.svg

# Brusky's and De Vasa's hexagonal chess, drawn in rows: the starts, a Brusky Pawn's moves from its start cell, the
# step onto an en passant cell that Jocly leaves out, De Vasa's castlings.
r brusky --names $d/brusky-start.svg
r brusky --fen '***3k5/**10/*11/12/5b6/3n2n4*/4P5**/5K3*** w - - 0 1' --targets e2 $d/brusky-pawn.svg
r brusky --moves e2e4,l7l6,e4e5,f7f5 --targets e5 $d/brusky-ep-step.svg
r devasa $d/devasa-start.svg
r devasa --fen 'r2k4r/9/9/9/9/9/PP4PPP/9/R4K2R w AIai - 0 1' --targets f1 $d/devasa-castle.svg
