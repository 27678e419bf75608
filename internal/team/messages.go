package team

import "github.com/hoshi-go/hoshi/internal/keyed"

// The refusals of the team checks, with their catalogue keys (templates/i18n/en.toml).
var (
	msgIndividualBye       = keyed.Define("verr.individual_bye", "round %d: %s has an individual bye: a team tournament gives byes to teams")
	msgBoardMissing        = keyed.Define("verr.board_missing", "round %d: board %d of %s – %s (table %d) has no game: unpair the round and pair it again")
	msgBoardStranger       = keyed.Define("verr.board_stranger", "round %d, table %d: %s is not a player of %s or %s")
	msgBoardSameTeam       = keyed.Define("verr.board_same_team", "round %d, table %d: %s and %s are both of %s")
	msgBoardOutside        = keyed.Define("verr.board_outside", "round %d: the game at table %d is no board of a match: a team tournament's rounds are paired by teams")
	msgSidePresent         = keyed.Define("verr.side_present", "side %s has %d of its %d players present in round %d: mark the player present, or the side absent from the round on the Teams page")
	msgTeamPresent         = keyed.DefinePlural("verr.team_present", "team %s has {{.Count}} player present in round %d for %d boards: give it a lineup for the round, or mark the team absent from it on the Teams page", "team %s has {{.Count}} players present in round %d for %d boards: give it a lineup for the round, or mark the team absent from it on the Teams page")
	msgTeamBoards          = keyed.Define("verr.team_boards", "a team has %d to %d boards, not %d")
	msgPairGoSize          = keyed.Define("verr.pair_go_size", "a Pair Go side has 2 players, not %d")
	msgTeamColoursUnknown  = keyed.Define("verr.team_colours_unknown", "unknown colour rule %d")
	msgTeamStrengthUnknown = keyed.Define("verr.team_strength_unknown", "unknown strength rule %d")
	msgTeamShort           = keyed.DefinePlural("verr.team_short", "team %s has {{.Count}} player, fewer than the %d boards", "team %s has {{.Count}} players, fewer than the %d boards")
	msgSideSize            = keyed.DefinePlural("verr.side_size", "side %s has {{.Count}} player, not %d", "side %s has {{.Count}} players, not %d")
	msgTeamLineupSize      = keyed.DefinePlural("verr.team_lineup_size", "team %s, round %d: {{.Count}} player for %d boards", "team %s, round %d: {{.Count}} players for %d boards")
)
