package gamerecord

import "github.com/hoshi-go/hoshi/internal/keyed"

// The refusals and problems of a record, with their catalogue keys (templates/i18n/en.toml).
var (
	msgRecordNotUTF8       = keyed.Define("verr.record_not_utf8", "the record is not valid UTF-8 text: save it as UTF-8 and send it again")
	msgNotKIFCSA           = keyed.Define("verr.not_kif_csa", "not a KIF or CSA record: %w")
	msgRecordOwnPosition   = keyed.Define("verr.record_own_position", "the record starts from a position of its own, not from that of the %s handicap the game was paired with")
	msgRecordOtherHandicap = keyed.Define("verr.record_other_handicap", "the record starts from the %s handicap's position, but the game was paired with the %s handicap")
	msgNotGomokuRecord     = keyed.Define("verr.not_gomoku_record", "not a gomoku record (SGF GM[4] or a renju.net move list): %w")
	msgGomokuReplay        = keyed.Define("verr.gomoku_replay", "the record cannot be replayed: %w")
)
