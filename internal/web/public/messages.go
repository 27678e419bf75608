package public

import "github.com/hoshi-go/hoshi/internal/keyed"

// msgNotBoardTeams refuses the team printouts of a tournament that is no team tournament of
// boards (verr.not_board_teams).
var msgNotBoardTeams = keyed.Define("verr.not_board_teams", "the tournament is not a team tournament of boards")

// msgReplaysUnreadable refuses a board's form whose replay count is not a number
// (verr.replays_unreadable).
var msgReplaysUnreadable = keyed.Define("verr.replays_unreadable", "the game's replays the page showed are unreadable: reload the page")
