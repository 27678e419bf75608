package export

import (
	"encoding/xml"
	"strings"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func (og *ogReader) parameterSet(se xml.StartElement) error {
	switch name := se.Name.Local; name {
	case "GeneralParameterSet":
		return og.general(se)
	case "HandicapParameterSet":
		return og.handicap(se)
	case "PlacementParameterSet":
		og.criteria = []ogPlacement{}
		return og.children(og.only("PlacementCriteria", "PlacementParameterSet", func(xml.StartElement) error {
			return og.children(og.only("PlacementCriterion", "PlacementCriteria", og.criterion))
		}))
	case "PairingParameterSet":
		return og.pairing(se)
	case "DPParameterSet", "PublishParameterSet":
		// Display and publishing options of OpenGotha's own screens: kept for export only.
		newAttrs(se, og.line()).keep(&og.t.Settings.Extra, name+".")
		return og.skip(se)
	}
	if _, err := og.keepRaw("TournamentParameterSet", se); err != nil {
		return err
	}
	og.report.warn(msgOGKept.New(se.Name.Local))
	return nil
}

func (og *ogReader) general(se xml.StartElement) error {
	s := &og.t.Settings
	a := newAttrs(se, og.line())
	a.str("name", &s.Name)
	a.str("shortName", &s.ShortName)
	a.str("location", &s.Place)
	a.str("director", &s.Director)
	a.date("beginDate", &s.Begin)
	a.date("endDate", &s.End)
	a.int("basicTime", &s.Time.BasicMinutes)
	oneOf(a, "complementaryTimeSystem", ogTimeSystems, &s.Time.Kind)
	a.int("stdByoYomiTime", &s.Time.PeriodSeconds)
	a.int("nbMovesCanTime", &s.Time.Stones)
	a.int("canByoYomiTime", &s.Time.StonesSeconds)
	a.int("fischerTime", &s.Time.IncrementSeconds)
	a.int("size", &s.BoardSize)
	a.halfPoints("komi", &s.Komi)
	a.int("numberOfRounds", &s.Rounds)
	a.rank("genMMFloor", &s.Floor)
	a.rank("genMMBar", &s.Bar)
	a.int("genMMS2ValueAbsent", &s.AbsentPoints)
	a.int("genMMS2ValueBye", &s.ByePoints)
	a.int("genNBW2ValueAbsent", &s.NBWAbsentPoints)
	a.int("genNBW2ValueBye", &s.NBWByePoints)
	a.bool("genRoundDownNBWMMS", &s.RoundDown)
	a.bool("genCountNotPlayedGamesAsHalfPoint", &s.CountUnplayedAsHalf)
	if v := a.m["genMMZero"]; v != "" && !strings.EqualFold(v, "30K") {
		og.report.warn(msgOGMMZero.New(v))
	}
	a.keep(&s.Extra, "GeneralParameterSet.")
	if a.err != nil {
		return a.err
	}
	if s.Time.Kind == tournament.JapaneseByoYomi {
		// OpenGotha's standard byo-yomi is a single period, restarted at every move.
		s.Time.Periods = 1
	}
	if s.Rounds < 1 || s.Rounds > tournament.MaxRounds {
		return og.errorf("numberOfRounds %d: a tournament has 1 to %d rounds", s.Rounds, tournament.MaxRounds)
	}
	for _, f := range []struct {
		what *keyed.Message
		v    *string
	}{{msgOGControlTName, &s.Name}, {msgOGControlTShortName, &s.ShortName}, {msgOGControlTLocation, &s.Place}, {msgOGControlTDirector, &s.Director}} {
		if tournament.HasUnsafeText(*f.v) {
			*f.v = tournament.CleanText(*f.v)
			og.report.warn(f.what.New(og.line()))
		}
		*f.v = tournament.NormalizeText(*f.v)
	}
	if err := s.CheckTextLimits(); err != nil {
		return og.errorf("<GeneralParameterSet>: %v", err)
	}
	return og.children(func(child xml.StartElement) error {
		_, err := og.keepRaw("GeneralParameterSet", child)
		return err
	})
}

func (og *ogReader) handicap(se xml.StartElement) error {
	h := &og.t.Settings.Handicap
	a := newAttrs(se, og.line())
	basedOnMMS := !h.BasedOnRank
	a.bool("hdBasedOnMMS", &basedOnMMS)
	h.BasedOnRank = !basedOnMMS
	a.rank("hdNoHdRankThreshold", &h.NoHandicapThreshold)
	a.int("hdCorrection", &h.Correction)
	a.int("hdCeiling", &h.Ceiling)
	a.keep(&og.t.Settings.Extra, "HandicapParameterSet.")
	if a.err != nil {
		return a.err
	}
	return og.skip(se)
}

func (og *ogReader) criterion(se xml.StartElement) error {
	c := ogPlacement{line: og.line()}
	a := newAttrs(se, c.line)
	a.int("number", &c.number)
	a.str("name", &c.name)
	if a.err != nil {
		return a.err
	}
	og.criteria = append(og.criteria, c)
	return og.skip(se)
}

func (og *ogReader) pairing(se xml.StartElement) error {
	p := &og.t.Settings.Pairing
	a := newAttrs(se, og.line())
	a.int64("paiBaAvoidDuplGame", &p.AvoidDuplicateGame)
	a.int64("paiBaRandom", &p.Random)
	a.bool("paiBaDeterministic", &p.Deterministic)
	a.int64("paiBaBalanceWB", &p.BalanceWB)
	a.int64("paiMaAvoidMixingCategories", &p.AvoidMixingCategories)
	a.int64("paiMaMinimizeScoreDifference", &p.MinimizeScoreDifference)
	a.int64("paiMaDUDDWeight", &p.DUDDWeight)
	a.bool("paiMaCompensateDUDD", &p.CompensateDUDD)
	oneOf(a, "paiMaDUDDUpperMode", ogDUDDModes, &p.DUDDUpperMode)
	oneOf(a, "paiMaDUDDLowerMode", ogDUDDModes, &p.DUDDLowerMode)
	a.int64("paiMaMaximizeSeeding", &p.MaximizeSeeding)
	a.int("paiMaLastRoundForSeedSystem1", &p.LastRoundForSeedSystem1)
	oneOf(a, "paiMaSeedSystem1", ogSeedSystems, &p.SeedSystem1)
	oneOf(a, "paiMaSeedSystem2", ogSeedSystems, &p.SeedSystem2)
	additionalCriterion(a, "paiMaAdditionalPlacementCritSystem1", &p.AdditionalPlacementCritSystem1)
	additionalCriterion(a, "paiMaAdditionalPlacementCritSystem2", &p.AdditionalPlacementCritSystem2)
	a.int64("paiSeDefSecCrit", &p.SecondaryCriteria)
	a.bool("paiSeBarThresholdActive", &p.BarThresholdActive)
	a.rank("paiSeRankThreshold", &p.RankThreshold)
	a.bool("paiSeNbWinsThresholdActive", &p.NbWinsThresholdActive)
	a.int64("paiSeMinimizeHandicap", &p.MinimizeHandicap)
	a.int64("paiSeAvoidSameGeo", &p.AvoidSameGeo)
	a.int("paiSePreferMMSDiffRatherThanSameCountry", &p.PreferMMSDiffRatherThanSameCountry)
	a.int("paiSePreferMMSDiffRatherThanSameClubsGroup", &p.PreferMMSDiffRatherThanSameClubsGroup)
	a.int("paiSePreferMMSDiffRatherThanSameClub", &p.PreferMMSDiffRatherThanSameClub)
	a.keep(&og.t.Settings.Extra, "PairingParameterSet.")
	if a.err != nil {
		return a.err
	}
	return og.skip(se)
}

// additionalCriterion reads the criterion that orders players inside a score group for
// seeding: OpenGotha writes "Rating", "Rank" or "NULL", Pairgoth "None" for NULL.
func additionalCriterion(a *attrs, name string, dst *tournament.Criterion) {
	v, ok := a.take(name)
	if !ok {
		return
	}
	if strings.EqualFold(v, "NULL") || strings.EqualFold(v, "NONE") { // Pairgoth writes "None"
		*dst = ""
		return
	}
	c, known := ogCriterion(v)
	if !known {
		a.fail(name, v, "not a placement criterion")
		return
	}
	*dst = c
}
