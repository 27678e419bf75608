package app

import (
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/store"
)

// The refusals of the web layer, with their catalogue keys (templates/i18n/en.toml).
var (
	msgInternal             = keyed.Define("verr.internal", "internal error")
	msgTournamentClosed     = keyed.Define("verr.tournament_closed", "the tournament is closed: only a director changes its results now")
	msgRateLimited          = keyed.Define("verr.rate_limited", "too many requests from this address: slow down")
	msgLoginsFromAddress    = keyed.Define("verr.too_many_logins_address", "too many failed logins from this address: wait a minute")
	msgLoginsToAccount      = keyed.Define("verr.too_many_logins_account", "too many failed logins from this account: wait a minute")
	msgNobodyCheckedIn      = keyed.Define("verr.link_nobody_checked_in", "nobody has checked in for this round")
	msgUploadsBusy          = keyed.Define("verr.uploads_busy", "the server is receiving other large files: try again in a minute")
	msgNotAllowed           = keyed.Define("verr.not_allowed", "your account (%s) may not do this here: ask the tournament's director")
	msgRoundMissingQ        = keyed.Define("verr.round_missing_n", "round %q does not exist: the tournament has %d rounds")
	msgRoundMissingN        = keyed.Define("verr.round_missing_n", "round %d does not exist: the tournament has %d rounds")
	msgTeamSizeRange        = keyed.Define("verr.team_size_range", "team_size is 0 for individuals or 2 to 6 boards")
	msgTeamCriterionUnknown = keyed.Define("verr.team_criterion_unknown", "unknown team criterion %s: use "+TeamCriteriaHint)
	msgTeamCriterionTwice   = keyed.Define("verr.team_criterion_twice", "team criterion %s is chosen twice")
	msgAvoidPairLength      = keyed.Define("verr.avoid_pair_length", "a pair to keep apart is a list of two player ids, not %d")
	msgFormExpired          = keyed.Define("verr.form_expired", "the form has expired; reload the page and try again")
	msgHasTeams             = keyed.DefinePlural("verr.has_teams", "the tournament has {{.Count}} team: delete it first", "the tournament has {{.Count}} teams: delete them first")
	msgTeamPlayedShape      = keyed.Define("verr.team_played_shape", store.PlayedShapeMessage)
	msgNotFound             = keyed.Define("verr.not_found", "Not Found")
	msgMethodNotAllowed     = keyed.Define("verr.method_not_allowed", "Method Not Allowed")
	msgRankFromListAPI      = keyed.Define("verr.rank_from_list_api", RankFromListNeedsPIN)
	msgSGFSize              = keyed.Define("verr.sgf_size", "the game is played on a %dx%d board (SZ[%d]), but the tournament plays on %dx%d")
	msgNoGameAtTable        = keyed.Define("verr.no_game_at_table", "round %d has no game at table %d")
	msgRoundPaired          = keyed.Define("verr.round_paired_unpair", "round %d is already paired: unpair it first")
	msgDate                 = keyed.Define("verr.date", "%q is not a date like 2026-08-01")
	msgLinkNotFound         = keyed.Define("verr.link_not_found", "not found")
	msgTeamNotFound         = keyed.Define("verr.team_not_found", "team %d not found")
	msgTeamKindGoOnly       = keyed.Define("verr.team_kind_go_only", "%s is a Go format: a %s tournament plays team matches on boards")
)
