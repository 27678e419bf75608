package public

import "github.com/hoshi-go/hoshi/internal/keyed"

// msgNotBoardTeams refuses the team printouts of a tournament that is no team tournament of
// boards (verr.not_board_teams).
var msgNotBoardTeams = keyed.Define("verr.not_board_teams", "the tournament is not a team tournament of boards")

// msgReplaysUnreadable refuses a board's form whose replay count is not a number
// (verr.replays_unreadable).
var msgReplaysUnreadable = keyed.Define("verr.replays_unreadable", "the game's replays the page showed are unreadable: reload the page")

// The refusals of the board and position pages (templates/i18n/en.toml).
var (
	msgChooseRecord      = keyed.Define("verr.choose_record", "choose the game's record to upload")
	msgChooseSGF         = keyed.Define("verr.choose_sgf", "choose an SGF file to upload")
	msgGoOnlyBoard       = keyed.Define("verr.go_only_board", "%s has no dead stones, position editor or dispute settled by play: upload the game's record")
	msgNoRecordTable     = keyed.Define("verr.no_record_table", "no game record for this table")
	msgNoRecordUploaded  = keyed.Define("verr.no_record_uploaded", "no game record was uploaded for round %d table %d")
	msgNoStone           = keyed.Define("verr.no_stone", "there is no stone on %s")
	msgPositionPrisoners = keyed.Define("verr.position_prisoners", "the prisoners are a number of stones, not %q")
	msgRecordPrisoners   = keyed.Define("verr.record_prisoners", "the prisoners the record gives (HSPB, HSPW) must be numbers of stones: %s")
	msgRecordUndecided   = keyed.Define("verr.record_undecided", "the record does not decide the game")
	msgSGFDispute        = keyed.Define("verr.sgf_dispute", "the dispute settled by play in the SGF file cannot be read: %w")
	msgSGFReplay         = keyed.Define("verr.sgf_replay", "cannot replay the game: %w")
	msgUncertain         = keyed.Define("verr.uncertain", "confirm the uncertain groups first: %s")
	msgSGFInvalid        = keyed.Define("verr.sgf_invalid", "not a valid SGF file: %w")
	msgPlayerNotFound    = keyed.Define("verr.player_not_found", "player %q not found")
	msgLinkRound         = keyed.Define("verr.link_round", "give the round: a number from 1")
	msgLinkNoGame        = keyed.Define("verr.link_no_game", "you have no game in round %d")
	msgPositionNone      = keyed.Define("verr.position_none", "nobody has entered the final position of your game yet")
)
