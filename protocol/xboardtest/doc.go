// Package xboardtest runs sennight under the real XBoard 4.9.1 (Debian package xboard) in a virtual X server
// (Xvfb). Its tests are skipped unless the environment asks for them, because they need those programs and take
// minutes; .ci/run installs the programs and asks.
//
//	SENNIGHT_XBOARD=1             play engine-vs-engine matches of every variant and check them
//	SENNIGHT_XBOARD_GAMES=N       games per variant (default 2)
//	SENNIGHT_ARTIFACTS=DIR        where PGNs, XBoard debug logs and the summary go (default artifacts/xboard)
//	SENNIGHT_SCREENSHOTS=DIR      take a screenshot of each variant's start position in XBoard, with the texture
package xboardtest
