package export

import (
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// OpenGotha's words for hoshi's enumerations, indexed by the enumeration's value.
var (
	ogTimeSystems = []string{"SUDDENDEATH", "STDBYOYOMI", "CANBYOYOMI", "FISCHER"}
	ogSeedSystems = []string{"SPLITANDRANDOM", "SPLITANDFOLD", "SPLITANDSLIP"}
	ogDUDDModes   = []string{"TOP", "MID", "BOT"}
)

// ogResults are OpenGotha's result words without the "_BYDEF" suffix, indexed by
// tournament.Result.
var ogResults = []string{
	"RESULT_UNKNOWN", "RESULT_WHITEWINS", "RESULT_BLACKWINS", "RESULT_EQUAL",
	"RESULT_BOTHWIN", "RESULT_BOTHLOSE",
}

const ogByDefault = "_BYDEF"

// ogCriteria maps OpenGotha's criterion names to hoshi's where they differ.
var ogCriteria = map[string]tournament.Criterion{
	"SOSWM1": tournament.CritSOSWM1,
	"SOSWM2": tournament.CritSOSWM2,
	"SOSMM1": tournament.CritSOSMM1,
	"SOSMM2": tournament.CritSOSMM2,
}

// ogCriterion reads a placement criterion name; NULL and unknown names give false.
func ogCriterion(name string) (tournament.Criterion, bool) {
	name = strings.ToUpper(strings.TrimSpace(name))
	if c, ok := ogCriteria[name]; ok {
		return c, true
	}
	switch c := tournament.Criterion(name); c {
	case tournament.CritNBW, tournament.CritMMS, tournament.CritSOSW, tournament.CritSOSM,
		tournament.CritSOSOSW, tournament.CritSOSOSM, tournament.CritSODOSW, tournament.CritSODOSM,
		tournament.CritCUSSW, tournament.CritCUSSM, tournament.CritDC, tournament.CritSDC,
		tournament.CritRating, tournament.CritRank:
		return c, true
	}
	return "", false
}

// ogCriterionName is the name OpenGotha writes for c.
func ogCriterionName(c tournament.Criterion) string {
	for name, hc := range ogCriteria {
		if hc == c {
			return name
		}
	}
	if c == "" {
		return "NULL"
	}
	return string(c)
}

// ogParticipationFlags is the length of OpenGotha's "participating" attribute: one flag per
// possible round.
const ogParticipationFlags = 20

// The attributes of a <Game> or <ByePlayer> that hoshi does not use are kept in Settings.Extra
// under these prefixes, "Game[3 WHITEKEY BLACKKEY].name" and "ByePlayer[3 KEY].name": the
// tournament model has no place for them on a game or a bye, and Settings.Extra is stored with
// the tournament. Player keys hold no spaces, so a prefix names one game or bye; a game paired
// anew in hoshi has other players or another round and does not inherit them.
func ogGamePrefix(round int, white, black string) string {
	return "Game[" + strconv.Itoa(round) + " " + white + " " + black + "]."
}

func ogByePrefix(round int, player string) string {
	return "ByePlayer[" + strconv.Itoa(round) + " " + player + "]."
}
