package export

import "github.com/hoshi-go/hoshi/internal/keyed"

// The notes of the exports and imports, with their catalogue keys (templates/i18n/en.toml).
var (
	msgLeftOutPreliminary = keyed.Define("note.left_out_preliminary", "%s left out: registration not confirmed and no game played")
	msgLeftOutNoGame      = keyed.Define("note.left_out_no_game", "%s left out: no game and no bye")
	msgHandicapCorrection = keyed.Define("note.handicap_correction", "the handicap correction %d adds a stone, which the HA header cannot say: HA[h0] written; each game's result gives its handicap")
	msgNoFirstName        = keyed.Define("note.no_first_name", "%s has no first name: written as -")
	msgNoCountry          = keyed.Define("note.no_country", "%s has no country: written as XX")
	msgNoDates            = keyed.Define("verr.no_dates", "the tournament has no dates: give its first and last day in the settings, then export again")
	msgNoResult           = keyed.Define("note.no_result", "round %d: no result for %s")
	msgLatin1Tournament   = keyed.Define("note.latin1_tournament", "tournament name %q is not in ISO-8859-1: written as %q")
	msgLatin1Place        = keyed.Define("note.latin1_place", "place %q is not in ISO-8859-1: written as %q")
	msgLatin1Name         = keyed.Define("note.latin1_name", "name %q is not in ISO-8859-1: written as %q")
	msgLatin1Club         = keyed.Define("note.latin1_club", "club %q is not in ISO-8859-1: written as %q")
)

// The warnings of an OpenGotha import (ImportReport) and the notes of an OpenGotha file.
var (
	msgOGNotElement        = keyed.Define("note.og_not_element", "line %d: <%s> inside <%s> is not an OpenGotha element; ignored")
	msgOGIgnored           = keyed.Define("note.og_ignored", "line %d: <%s> inside <%s> ignored")
	msgOGTeams             = keyed.Define("note.og_teams", "team tournaments are not supported: the file's %d teams are kept only to be written back")
	msgOGKept              = keyed.Define("note.og_kept", "<%s> is not supported: kept only to be written back")
	msgOGMMZero            = keyed.Define("note.og_mm_zero", "McMahon zero %s is not supported: hoshi counts McMahon scores from 30k")
	msgOGControlTName      = keyed.Define("note.og_control_t_name", "line %d: the tournament's name held line breaks or other control characters: replaced by spaces")
	msgOGControlTShortName = keyed.Define("note.og_control_t_short_name", "line %d: the tournament's short name held line breaks or other control characters: replaced by spaces")
	msgOGControlTLocation  = keyed.Define("note.og_control_t_location", "line %d: the tournament's location held line breaks or other control characters: replaced by spaces")
	msgOGControlTDirector  = keyed.Define("note.og_control_t_director", "line %d: the tournament's director held line breaks or other control characters: replaced by spaces")
	msgOGNoName            = keyed.Define("note.og_no_name", "the tournament has no name: its short name %q is used")
	msgOGHalfKomiJigo      = keyed.Define("note.og_half_komi_jigo", "line %d: round %d table %d ended in a jigo on komi %s, which a game with a half-point komi cannot: the game's komi is set to %s")
	msgOGSecondBye         = keyed.Define("note.og_second_bye", "line %d: a second bye in round %d, for %s: OpenGotha keeps one bye a round, the last one, and %s has no bye in round %d")
	msgOGCriterion         = keyed.Define("note.og_criterion", "line %d: placement criterion %s is not supported; left out of the standings")
	msgOGControlPName      = keyed.Define("note.og_control_p_name", "line %d: the name of %.60s held line breaks or other control characters: replaced by spaces")
	msgOGControlPFirstName = keyed.Define("note.og_control_p_first_name", "line %d: the first name of %.60s held line breaks or other control characters: replaced by spaces")
	msgOGControlPClub      = keyed.Define("note.og_control_p_club", "line %d: the club of %.60s held line breaks or other control characters: replaced by spaces")
	msgOGControlPCountry   = keyed.Define("note.og_control_p_country", "line %d: the country of %.60s held line breaks or other control characters: replaced by spaces")
	msgOGControlPPin       = keyed.Define("note.og_control_p_pin", "line %d: the EGD PIN of %.60s held line breaks or other control characters: replaced by spaces")
	msgOGPrisoners         = keyed.Define("note.og_prisoners", "OpenGotha has no prisoners beyond the handicap ceiling: the file gives the rank difference capped at %d stones, without the %d prisoners for each rank beyond")
	msgOGCriteria          = keyed.Define("note.og_criteria", "OpenGotha keeps %d placement criteria: the file has the first %d of the tournament's %d and leaves out %s")
	msgOGNoRules           = keyed.Define("note.og_no_rules", "the file names no rule set: the tournament plays by the %s rules; change them in Settings")
	msgOGNoLanguage        = keyed.Define("note.og_no_language", "the file has no language for the printouts: they are in %s; change it in Settings")
	msgOGHandicapRanks     = keyed.Define("note.og_handicap_ranks", "the file's handicaps come from the ranks as OpenGotha gives them, at most %d stones and no prisoners beyond: for the rank-difference rule with prisoners, choose it in Settings")
	msgOGNoUnranked        = keyed.Define("note.og_no_unranked", "OpenGotha gives every player a rank: no player is marked unranked; mark those who registered without one in their forms")
)
