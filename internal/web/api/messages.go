package api

import "github.com/hoshi-go/hoshi/internal/keyed"

// The refusals of the JSON API, with their catalogue keys (templates/i18n/en.toml): the API
// answers in English, and a page that shows one does so in its language.
var (
	msgNoHandicapGame = keyed.Define("verr.no_handicap_game", "%s has no handicap: every game is even")
	msgKomiSane       = keyed.Define("verr.komi_sane", "komi %s is not sane: use a value between -50 and 50 points")
	msgSGFInvalid     = keyed.Define("verr.sgf_invalid", "not a valid SGF file: %v")
	msgSGFReplay      = keyed.Define("verr.sgf_replay", "cannot replay the game: %v")
	msgTeamName       = keyed.Define("verr.team_name", "a team needs a name")
	msgLinkRound      = keyed.Define("verr.link_round", "give the round: a number from 1")
	msgFinalDrawDesk  = keyed.Define("verr.final_draw_desk", "only a director records a final draw: the results desk's draw is replayed")
)
