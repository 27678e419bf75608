package export

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ogMaxCriteria is the number of placement criteria an OpenGotha file holds.
const ogMaxCriteria = 6

// OpenGothaNotes says what WriteOpenGotha leaves out of t that the director chose: the
// placement criteria beyond the sixth, which OpenGotha has no room for (the file keeps the
// first six), and the prisoners of the rank-difference handicap beyond its ceiling. Nil when
// the file holds every choice.
func OpenGothaNotes(t *tournament.Tournament) []string { return englishOf(OpenGothaNoteMessages(t)) }

// OpenGothaNoteMessages are OpenGothaNotes as messages that a page shows in its language.
func OpenGothaNoteMessages(t *tournament.Tournament) []error {
	var notes []error
	if h := t.Settings.Handicap; h.Kind == tournament.HandicapRankDifference && h.PrisonersPerRank > 0 {
		notes = append(notes, msgOGPrisoners.New(h.Ceiling, h.PrisonersPerRank))
	}
	c := t.Settings.Criteria
	if len(c) <= ogMaxCriteria {
		return notes
	}
	left := make([]string, len(c)-ogMaxCriteria)
	for i, k := range c[ogMaxCriteria:] {
		left[i] = string(k)
	}
	return append(notes, msgOGCriteria.New(ogMaxCriteria, ogMaxCriteria, len(c), strings.Join(left, ", ")))
}

// WriteOpenGotha writes t as an OpenGotha 3.5x tournament file, so that a director can go on
// with OpenGotha (or the EGF tools around it). It is an exchange format, not a backup: what
// OpenGotha cannot hold is left out, and OpenGothaNotes says what of t that is (the placement
// criteria beyond the sixth). Everything read from an OpenGotha file that hoshi
// does not model (Settings.Extra, Player.Extra) is written back; what OpenGotha cannot hold
// (the rule set, per-game komi, prisoners) is left out: OpenGotha derives komi from the
// handicap and the tournament komi.
func WriteOpenGotha(w io.Writer, t *tournament.Tournament) error {
	t = safeTournament(t)
	keys := make(map[tournament.PlayerID]string, len(t.Players))
	seen := make(map[string]bool, len(t.Players))
	for i := range t.Players {
		p := &t.Players[i]
		k := p.Key()
		if seen[k] {
			return fmt.Errorf("write OpenGotha file: two players are named %s; OpenGotha tells players apart by name", p.FullName())
		}
		seen[k] = true
		keys[p.ID] = k
	}
	ow := &ogWriter{extra: t.Settings.Extra}
	ow.printf("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n")
	// Always the data version of OpenGotha 3.52 files, whatever an imported file said: hoshi
	// writes ratings as it holds them, and OpenGotha's reader adds 2050 to every rating of a
	// file whose dataVersion is below 201 or missing (as 3.51.02 saves them).
	ow.open(0, "Tournament", ow.merged("Tournament.", nil, map[string]string{"dataVersion": "201"}))
	ow.printf("%s<Players>\n", ogIndent)
	for i := range t.Players {
		ow.element(2, "Player", ogPlayerAttrs(&t.Players[i]))
	}
	ow.printf("%s</Players>\n%s<Games>\n", ogIndent, ogIndent)
	for _, g := range t.Games {
		white, black := keys[g.White], keys[g.Black]
		if white == "" || black == "" {
			return fmt.Errorf("write OpenGotha file: a game of round %d, table %d names an unknown player", g.Round, g.Table)
		}
		result := ogResults[g.Result]
		if g.ByDefault {
			result += ogByDefault
		}
		ow.element(2, "Game", ow.kept(ogGamePrefix(g.Round, white, black), map[string]string{
			"roundNumber": strconv.Itoa(g.Round), "tableNumber": strconv.Itoa(g.Table),
			"whitePlayer": white, "blackPlayer": black, "handicap": strconv.Itoa(g.Handicap),
			"knownColor": strconv.FormatBool(g.KnownColor), "result": result,
		}))
	}
	ow.printf("%s</Games>\n", ogIndent)
	if len(t.Byes) > 0 {
		ow.printf("%s<ByePlayers>\n", ogIndent)
		for _, b := range t.Byes {
			if keys[b.Player] == "" {
				return fmt.Errorf("write OpenGotha file: the bye of round %d names an unknown player", b.Round)
			}
			ow.element(2, "ByePlayer", ow.kept(ogByePrefix(b.Round, keys[b.Player]),
				map[string]string{"player": keys[b.Player], "roundNumber": strconv.Itoa(b.Round)}))
		}
		ow.printf("%s</ByePlayers>\n", ogIndent)
	}
	ow.raw("Tournament", "Teams")
	ow.parameterSets(&t.Settings)
	if !ow.raw("Tournament", "TeamTournamentParameterSet") {
		ow.printf("%s", ogDefaultTeamParameters)
	}
	ow.raw("Tournament", "ClubsGroups")
	ow.rawRest("Tournament")
	ow.printf("</Tournament>\n")
	if _, err := w.Write(ow.buf.Bytes()); err != nil {
		return fmt.Errorf("write OpenGotha file: %w", err)
	}
	return nil
}

func ogPlayerAttrs(p *tournament.Player) map[string]string {
	// OpenGotha's own attributes, for a player registered in hoshi.
	a := map[string]string{
		"agaExpirationDate": "", "agaId": "", "ffgLicence": "", "ffgLicenceStatus": "",
		"ratingOrigin": "", "grade": p.Rank.Upper(),
	}
	maps.Copy(a, p.Extra)
	flags := []byte(strings.Repeat("1", ogParticipationFlags))
	for _, r := range p.Absent {
		if r >= 1 && r <= ogParticipationFlags {
			flags[r-1] = '0'
		}
	}
	status := "FIN"
	if p.Status == tournament.Preliminary {
		status = "PRE"
	}
	rating := p.Rating
	if rating == 0 {
		// OpenGotha seeds by rating: give an unrated player the rating of his rank.
		rating = 2100 + 100*p.Rank.Value()
	}
	maps.Copy(a, map[string]string{
		"name": p.Name, "firstName": p.FirstName, "country": p.Country, "club": p.Club,
		"egfPin": p.EGDPin, "rank": p.Rank.Upper(), "rating": strconv.Itoa(rating),
		"smmsCorrection": strconv.Itoa(p.MMSCorrection), "participating": string(flags),
		"registeringStatus": status,
	})
	return a
}

func (ow *ogWriter) parameterSets(s *tournament.Settings) {
	ow.printf("%s<TournamentParameterSet>\n", ogIndent)
	general := ow.merged("GeneralParameterSet.", map[string]string{
		"genMMZero": "30K", "numberOfCategories": "1",
	}, map[string]string{
		"name": s.Name, "shortName": s.ShortName, "location": s.Place, "director": s.Director,
		"beginDate": s.Begin.Format(time.DateOnly), "endDate": s.End.Format(time.DateOnly),
		"basicTime": strconv.Itoa(s.Time.BasicMinutes), "complementaryTimeSystem": ogTimeSystems[s.Time.Kind],
		"stdByoYomiTime": strconv.Itoa(s.Time.PeriodSeconds), "nbMovesCanTime": strconv.Itoa(s.Time.Stones),
		"canByoYomiTime": strconv.Itoa(s.Time.StonesSeconds), "fischerTime": strconv.Itoa(s.Time.IncrementSeconds),
		"size": strconv.Itoa(s.BoardSize), "komi": halfpoint.FormatOneDecimal(s.Komi),
		"numberOfRounds": strconv.Itoa(s.Rounds), "genMMFloor": s.Floor.Upper(), "genMMBar": s.Bar.Upper(),
		"genMMS2ValueAbsent": strconv.Itoa(s.AbsentPoints), "genMMS2ValueBye": strconv.Itoa(s.ByePoints),
		"genNBW2ValueAbsent": strconv.Itoa(s.NBWAbsentPoints), "genNBW2ValueBye": strconv.Itoa(s.NBWByePoints),
		"genRoundDownNBWMMS":                strconv.FormatBool(s.RoundDown),
		"genCountNotPlayedGamesAsHalfPoint": strconv.FormatBool(s.CountUnplayedAsHalf),
	})
	// A tournament without dates has no beginDate or endDate: OpenGotha takes a missing one
	// as the day it opens the file, and hoshi reads it back as no date, where a written
	// "0001-01-01" would be taken for a date. With one date only, it is both.
	if begin, end, err := eventDates(s); err != nil {
		delete(general, "beginDate")
		delete(general, "endDate")
	} else {
		general["beginDate"], general["endDate"] = begin.Format(time.DateOnly), end.Format(time.DateOnly)
	}
	if ow.hasPrefix(rawPrefix + "GeneralParameterSet/") {
		ow.open(2, "GeneralParameterSet", general)
		ow.rawRest("GeneralParameterSet")
		ow.printf("%s</GeneralParameterSet>\n", strings.Repeat(ogIndent, 2))
	} else {
		ow.element(2, "GeneralParameterSet", general)
	}
	h := s.Handicap
	ceiling := h.Ceiling
	if h.Kind == tournament.HandicapNone {
		ceiling = 0
	}
	basedOnMMS, threshold, correction := !h.BasedOnRank, h.NoHandicapThreshold, h.Correction
	if h.Kind == tournament.HandicapRankDifference {
		// OpenGotha's handicap from the players' ranks, with no correction and no threshold
		// below 9d, is one stone a rank of difference up to the ceiling: the rank difference.
		basedOnMMS, threshold, correction = false, rank.Dan(9), 0
	}
	ow.element(2, "HandicapParameterSet", ow.merged("HandicapParameterSet.", nil, map[string]string{
		"hdBasedOnMMS": strconv.FormatBool(basedOnMMS), "hdNoHdRankThreshold": threshold.Upper(),
		"hdCorrection": strconv.Itoa(correction), "hdCeiling": strconv.Itoa(ceiling),
	}))
	in := strings.Repeat(ogIndent, 2)
	ow.printf("%s<PlacementParameterSet>\n%s%s<PlacementCriteria>\n", in, in, ogIndent)
	for i := range ogMaxCriteria {
		var c tournament.Criterion
		if i < len(s.Criteria) {
			c = s.Criteria[i]
		}
		ow.element(4, "PlacementCriterion", map[string]string{"name": ogCriterionName(c), "number": strconv.Itoa(i + 1)})
	}
	ow.printf("%s%s</PlacementCriteria>\n%s</PlacementParameterSet>\n", in, ogIndent, in)
	ow.element(2, "PairingParameterSet", ow.merged("PairingParameterSet.",
		map[string]string{"paiStandardNX1Factor": "0.5"}, ogPairingAttrs(&s.Pairing)))
	ow.element(2, "DPParameterSet", ow.merged("DPParameterSet.", ogDefaultDisplay, nil))
	ow.element(2, "PublishParameterSet", ow.merged("PublishParameterSet.", map[string]string{
		"exportToLocalFile": "true", "htmlAutoScroll": "false", "print": "true",
	}, nil))
	ow.rawRest("TournamentParameterSet")
	ow.printf("%s</TournamentParameterSet>\n", ogIndent)
}

func ogPairingAttrs(p *tournament.PairingParameters) map[string]string {
	i64 := func(n int64) string { return strconv.FormatInt(n, 10) }
	return map[string]string{
		"paiBaAvoidDuplGame": i64(p.AvoidDuplicateGame), "paiBaRandom": i64(p.Random),
		"paiBaDeterministic": strconv.FormatBool(p.Deterministic), "paiBaBalanceWB": i64(p.BalanceWB),
		"paiMaAvoidMixingCategories":   i64(p.AvoidMixingCategories),
		"paiMaMinimizeScoreDifference": i64(p.MinimizeScoreDifference),
		"paiMaDUDDWeight":              i64(p.DUDDWeight), "paiMaCompensateDUDD": strconv.FormatBool(p.CompensateDUDD),
		"paiMaDUDDUpperMode": ogDUDDModes[p.DUDDUpperMode], "paiMaDUDDLowerMode": ogDUDDModes[p.DUDDLowerMode],
		"paiMaMaximizeSeeding":         i64(p.MaximizeSeeding),
		"paiMaLastRoundForSeedSystem1": strconv.Itoa(p.LastRoundForSeedSystem1),
		"paiMaSeedSystem1":             ogSeedSystems[p.SeedSystem1], "paiMaSeedSystem2": ogSeedSystems[p.SeedSystem2],
		"paiMaAdditionalPlacementCritSystem1": ogAdditionalCriterion(p.AdditionalPlacementCritSystem1),
		"paiMaAdditionalPlacementCritSystem2": ogAdditionalCriterion(p.AdditionalPlacementCritSystem2),
		"paiSeDefSecCrit":                     i64(p.SecondaryCriteria),
		"paiSeBarThresholdActive":             strconv.FormatBool(p.BarThresholdActive),
		"paiSeRankThreshold":                  p.RankThreshold.Upper(),
		"paiSeNbWinsThresholdActive":          strconv.FormatBool(p.NbWinsThresholdActive),
		"paiSeMinimizeHandicap":               i64(p.MinimizeHandicap), "paiSeAvoidSameGeo": i64(p.AvoidSameGeo),
		"paiSePreferMMSDiffRatherThanSameCountry":    strconv.Itoa(p.PreferMMSDiffRatherThanSameCountry),
		"paiSePreferMMSDiffRatherThanSameClubsGroup": strconv.Itoa(p.PreferMMSDiffRatherThanSameClubsGroup),
		"paiSePreferMMSDiffRatherThanSameClub":       strconv.Itoa(p.PreferMMSDiffRatherThanSameClub),
	}
}

// ogAdditionalCriterion is the seeding criterion as OpenGotha's menus spell it.
func ogAdditionalCriterion(c tournament.Criterion) string {
	switch c {
	case tournament.CritRating:
		return "Rating"
	case tournament.CritRank:
		return "Rank"
	case "":
		return "NULL"
	}
	return ogCriterionName(c)
}

// OpenGotha's defaults for the parts of a file hoshi has no use for.
var ogDefaultDisplay = map[string]string{
	"displayClCol": "true", "displayCoCol": "true", "displayIndGamesInMatches": "true",
	"displayNPPlayers": "false", "displayNumCol": "true", "displayPlCol": "true", "gameFormat": "full",
	"playerSortType": "name", "showByePlayer": "true", "showNotFinallyRegisteredPlayers": "true",
	"showNotPairedPlayers": "true", "showNotParticipatingPlayers": "false", "showPlayerClub": "true",
	"showPlayerCountry": "false", "showPlayerGrade": "true",
}

const ogDefaultTeamParameters = ogIndent + `<TeamTournamentParameterSet>
        <TeamGeneralParameterSet teamSize="4"/>
        <TeamPlacementParameterSet>
            <PlacementCriteria>
                <PlacementCriterion name="TEAMP" number="1"/>
                <PlacementCriterion name="BDW" number="2"/>
                <PlacementCriterion name="BDW3U" number="3"/>
                <PlacementCriterion name="BDW2U" number="4"/>
                <PlacementCriterion name="BDW1U" number="5"/>
                <PlacementCriterion name="MNR" number="6"/>
            </PlacementCriteria>
        </TeamPlacementParameterSet>
    </TeamTournamentParameterSet>
`

const ogIndent = "    "

// ogWriter prints OpenGotha's layout: one element a line, attributes in alphabetical order
// as OpenGotha itself saves them.
type ogWriter struct {
	buf     bytes.Buffer
	extra   map[string]string
	written map[string]bool // raw elements already written
	// perElement groups the kept attributes of games and byes by their prefix (see
	// ogGamePrefix), so that each game finds its own without a scan of every kept value.
	perElement map[string]map[string]string
}

// kept adds to fields the attributes kept for the one game or bye named by prefix; hoshi's
// own fields win.
func (ow *ogWriter) kept(prefix string, fields map[string]string) map[string]string {
	if ow.perElement == nil {
		ow.perElement = map[string]map[string]string{}
		for k, v := range ow.extra {
			if !strings.HasPrefix(k, "Game[") && !strings.HasPrefix(k, "ByePlayer[") {
				continue
			}
			if i := strings.Index(k, "]."); i > 0 {
				p := k[:i+2]
				if ow.perElement[p] == nil {
					ow.perElement[p] = map[string]string{}
				}
				ow.perElement[p][k[i+2:]] = v
			}
		}
	}
	out := maps.Clone(ow.perElement[prefix])
	if out == nil {
		return fields
	}
	maps.Copy(out, fields)
	return out
}

func (ow *ogWriter) printf(format string, args ...any) { fmt.Fprintf(&ow.buf, format, args...) }

// merged gives the attributes of an element: OpenGotha's defaults, overridden by the values
// kept in Settings.Extra under prefix, overridden by hoshi's own fields.
func (ow *ogWriter) merged(prefix string, defaults, fields map[string]string) map[string]string {
	out := maps.Clone(defaults)
	if out == nil {
		out = map[string]string{}
	}
	for k, v := range ow.extra {
		if name, ok := strings.CutPrefix(k, prefix); ok {
			out[name] = v
		}
	}
	maps.Copy(out, fields)
	return out
}

func (ow *ogWriter) attrs(depth int, name string, attrs map[string]string) {
	ow.buf.WriteString(strings.Repeat(ogIndent, depth) + "<" + name)
	for _, k := range slices.Sorted(maps.Keys(attrs)) {
		ow.buf.WriteString(" " + k + `="`)
		xml.EscapeText(&ow.buf, []byte(attrs[k])) //nolint:errcheck // a bytes.Buffer does not fail
		ow.buf.WriteString(`"`)
	}
}

// element writes an element without children.
func (ow *ogWriter) element(depth int, name string, attrs map[string]string) {
	ow.attrs(depth, name, attrs)
	ow.buf.WriteString("/>\n")
}

// open writes a start tag.
func (ow *ogWriter) open(depth int, name string, attrs map[string]string) {
	ow.attrs(depth, name, attrs)
	ow.buf.WriteString(">\n")
}

// raw writes back a whole element kept from an imported file, if there is one.
func (ow *ogWriter) raw(parent, name string) bool {
	key := rawPrefix + parent + "/" + name
	v, ok := ow.extra[key]
	if !ok || ow.written[key] {
		return false
	}
	if ow.written == nil {
		ow.written = map[string]bool{}
	}
	ow.written[key] = true
	ow.buf.WriteString(v + "\n")
	return true
}

// hasPrefix reports whether Settings.Extra keeps anything under prefix.
func (ow *ogWriter) hasPrefix(prefix string) bool {
	for k := range ow.extra {
		if strings.HasPrefix(k, prefix) {
			return true
		}
	}
	return false
}

// rawRest writes back the kept elements of parent not yet written, in name order.
func (ow *ogWriter) rawRest(parent string) {
	for _, k := range slices.Sorted(maps.Keys(ow.extra)) {
		if name, ok := strings.CutPrefix(k, rawPrefix+parent+"/"); ok {
			ow.raw(parent, name)
		}
	}
}
