package public

import "github.com/hoshi-go/hoshi/internal/keyed"

// msgNotBoardTeams refuses the team printouts of a tournament that is no team tournament of
// boards (verr.not_board_teams).
var msgNotBoardTeams = keyed.Define("verr.not_board_teams", "the tournament is not a team tournament of boards")
