package app

import (
	"strconv"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// fractions are the quarters a criterion value can end in, as printed standings write them.
var fractions = [4]string{"", "¼", "½", "¾"}

// CriterionText writes a criterion value on its scale as players read it: "32½", "7",
// "3d" for a rank.
func CriterionText(c tournament.Criterion, v int) string {
	switch c {
	case tournament.CritRank:
		return rank.Rank(v).String()
	case tournament.CritRating, tournament.CritDC, tournament.CritSDC:
		return strconv.Itoa(v)
	}
	return ScoreText(v, c.Scale())
}

// ScoreText writes a score kept as v/scale points (MMS, SOS, wins, a team's board points) as
// every page and printout writes scores, in every language: whole points and the fraction's
// sign, "32½", "-½", "1¼". Komi and the margins of a count are written with the language's
// decimal mark instead (i18n.Localizer.Decimal).
func ScoreText(v, scale int) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	whole, part := v/scale, v%scale*4/scale
	if whole == 0 && part != 0 {
		return sign + fractions[part]
	}
	return sign + strconv.Itoa(whole) + fractions[part]
}

// ResultText writes a game's result White first, as pairing lists do: "1-0" (White won),
// "0-1", "½-½", "1-1", "0-0"; "!" marks a result by default; "" is not reported yet.
func ResultText(g *tournament.Game) string {
	var s string
	switch g.Result {
	case tournament.WhiteWins:
		s = "1-0"
	case tournament.BlackWins:
		s = "0-1"
	case tournament.Jigo:
		s = "½-½"
	case tournament.BothWin:
		s = "1-1"
	case tournament.BothLose:
		s = "0-0"
	default:
		return ""
	}
	if g.ByDefault {
		s += "!"
	}
	return s
}

// Outcome is the result of a game for one of its players: "win", "loss", "jigo" or "",
// in words for the pages, from export.Outcome's sign.
func Outcome(g *tournament.Game, id tournament.PlayerID) string {
	return outcomeWords[export.Outcome(g, id)]
}

var outcomeWords = map[string]string{"+": "win", "-": "loss", "=": "jigo", "?": ""}

// PlaceLabels writes the places of standings as players read them: a place shared by
// several players is their range, "3-4".
func PlaceLabels(st []tournament.Standing) []string {
	out := make([]string, len(st))
	for i := 0; i < len(st); {
		j := i + 1
		for j < len(st) && st[j].Place == st[i].Place {
			j++
		}
		label := strconv.Itoa(st[i].Place)
		if j-i > 1 {
			label += "-" + strconv.Itoa(st[i].Place+j-i-1)
		}
		for k := i; k < j; k++ {
			out[k] = label
		}
		i = j
	}
	return out
}

// TimeText describes the time system as players read it on the poster.
func TimeText(l *i18n.Localizer, ts tournament.TimeSystem) string {
	switch ts.Kind {
	case tournament.SuddenDeath:
		return l.T("time.sudden_death", "Min", ts.BasicMinutes)
	case tournament.JapaneseByoYomi:
		return l.T("time.japanese", "Min", ts.BasicMinutes, "Periods", ts.Periods, "Sec", ts.PeriodSeconds)
	case tournament.CanadianByoYomi:
		return l.T("time.canadian", "Min", ts.BasicMinutes, "Stones", ts.Stones, "PeriodMin", ts.StonesSeconds/60)
	case tournament.Fischer:
		return l.T("time.fischer", "Min", ts.BasicMinutes, "Sec", ts.IncrementSeconds)
	}
	return ""
}
