package backup

import "github.com/hoshi-go/hoshi/internal/keyed"

// The refusals of a backup file, with their catalogue keys (templates/i18n/en.toml).
var (
	msgNoGameAtTable   = keyed.Define("verr.no_game_at_table", "round %d has no game at table %d")
	msgNotKifCsa       = keyed.Define("verr.not_kif_csa", "not a KIF or CSA record: %v")
	msgNotGomokuRecord = keyed.Define("verr.not_gomoku_record", "not a gomoku record (SGF GM[4] or a renju.net move list): %v")
	msgSgfSize         = keyed.Define("verr.sgf_size", "the game is played on a %dx%d board (SZ[%d]), but the tournament plays on %dx%d")
	msgSgfInvalid      = keyed.Define("verr.sgf_invalid", "not a valid SGF file: %v")
	msgRoundMissingN   = keyed.Define("verr.round_missing_n", "round %d does not exist: the tournament has %d rounds")
	msgLinkBadResult   = keyed.Define("verr.link_bad_result", "%q is not a result to report: won, lost, jigo or not-played")
	msgFurigomaTokin   = keyed.Define("verr.furigoma_tokin", "five pawns are thrown: 0 to 5 fall promoted side up, not %d")
	msgDate            = keyed.Define("verr.date", "%q is not a date like 2026-08-01")
	msgAbsentRange     = keyed.Define("verr.absent_range", "round %d does not exist: the tournament has rounds 1 to %d")
	msgAbsentMin       = keyed.Define("verr.absent_min", "round %d does not exist: rounds count from 1")
	msgFixedTable      = keyed.Define("verr.fixed_table", "the fixed table is a table number from 1 to %d, or 0 for none, not %d")
	msgMatchNegative   = keyed.Define("verr.match_negative", "a match score counts the games each player won, not %v-%v")
)
