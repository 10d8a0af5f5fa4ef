package variants

// XBoardHosting says how XBoard 4.9.1 hosts a variant. Package protocol turns it into the `setup` and `piece`
// commands and the rank-label translation; the XBoard command lines of docs/xboard.md follow it. Nothing else reads it.
type XBoardHosting struct {
	// BuiltIn is the name of XBoard's own variant that is this game ("normal", "grand"), or "". XBoard then knows
	// the board, the pieces and the rules: the engine lists the game under this name, sends no `setup` or `piece`
	// lines, and XBoard tests the legality of every move itself, the engine's included. "normal" is the game
	// XBoard plays without a `variant` command, so the CECP front end starts `new` games in it.
	BuiltIn string
	// Parent (without BuiltIn) is the XBoard variant named in `setup ... WxH+S_PARENT`: XBoard applies the parent's built-in rules
	// to what the piece lines do not say. "fairy" for most games; "bughouse" for a game with holdings, because with
	// any other parent XBoard puts every captured piece into the capturer's holdings (backend.c ApplyMove), which
	// would make XBoard's board disagree with the engine's.
	Parent string
	// LegalityOff: XBoard must run with -testLegality false, because some legal moves of the game cannot be told to
	// XBoard in XBetza, and with legality testing on XBoard forfeits an engine for such a move. Why says which.
	// With it off, the engine claims every result and rejects illegal moves itself, and its `highlight` replies are
	// XBoard's only guide to legal targets.
	LegalityOff bool
	Why         string
	// RankOffset is the -rankOffset value XBoard must be started with (1 on 16-rank boards, where XBoard 4.9.1
	// confuses the 16th rank with its drop marker; 0 elsewhere).
	RankOffset int
}
