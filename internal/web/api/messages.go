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
	msgShogiHandicap  = keyed.Define("verr.shogi_handicap", "unknown shogi handicap %q: choose among %s")
	msgLinkNoGame     = keyed.Define("verr.link_no_game", "you have no game in round %d")
	msgTeamNotFound   = keyed.Define("verr.team_not_found", "team %d not found")
	msgFurigomaTokin  = keyed.Define("verr.furigoma_tokin", "five pawns are thrown: 0 to 5 fall promoted side up, not %d")
	msgFinalDrawDesk  = keyed.Define("verr.final_draw_desk", "only a director records a final draw: the results desk's draw is replayed")
)
