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

// ogLegacyCriteria are the spellings of SOS-1 and SOS-2 that hoshi wrote before it wrote
// OpenGotha's own names (SOSW-1, SOSM-2, ...); files saved then are still read.
var ogLegacyCriteria = map[string]tournament.Criterion{
	"SOSWM1": tournament.CritSOSWM1,
	"SOSWM2": tournament.CritSOSWM2,
	"SOSMM1": tournament.CritSOSMM1,
	"SOSMM2": tournament.CritSOSMM2,
}

// ogCriterion reads a placement criterion name: OpenGotha's own names ("SOSM-1", "Rating",
// ...; case is ignored) and hoshi's old spellings. NULL and unknown names give false.
func ogCriterion(name string) (tournament.Criterion, bool) {
	name = strings.ToUpper(strings.TrimSpace(name))
	if c, ok := ogLegacyCriteria[name]; ok {
		return c, true
	}
	if c := tournament.Criterion(name); c.Known() {
		return c, true
	}
	return "", false
}

// ogCriterionName is the name OpenGotha writes for c, the only one its reader knows: it
// compares names case for case, so rating and rank are "Rating" and "Rank".
func ogCriterionName(c tournament.Criterion) string {
	switch c {
	case "":
		return "NULL"
	case tournament.CritRating:
		return "Rating"
	case tournament.CritRank:
		return "Rank"
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
