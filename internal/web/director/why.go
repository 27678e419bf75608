package director

import (
	"cmp"
	"fmt"
	"net/http"
	"slices"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// dirCostTerm is one term of a pair's cost with its largest value: the terms are powers of ten
// apart, so a term only matters when all the terms above it are equal.
type dirCostTerm struct {
	Label     string
	Value     string
	Max       string
	Full, Nil bool
}

// dirAlternative is another opponent a player could have had, and what that pair was worth.
type dirAlternative struct {
	Name   string
	Total  string
	Better bool     // worth more than the game chosen: the matching gave it up for the others
	Terms  []string // the terms that differ from the game chosen, with the difference
}

type whyView struct {
	dirPage
	N, Table     int
	White, Black string
	Terms        []dirCostTerm
	Total        string
	Alternatives []struct {
		Player string
		List   []dirAlternative
	}
	Error error // why the costs cannot be computed, shown by its key when it has one
}

// whyPage is GET .../rounds/{n}/games/{table}/why: the weight terms of the game's pair, as
// the pairing computed them, and the best other opponents of both players.
func (s *handlers) whyPage(c echo.Context) error {
	t, page, n, err := s.directorRound(c, "Round")
	if err != nil {
		return err
	}
	table, err := formTable(c, "")
	if err != nil {
		return err
	}
	page.atRound(n)
	var game *tournament.Game
	for _, g := range t.RoundGames(n) {
		if g.Table == table {
			game = &g
		}
	}
	if game == nil {
		return app.NoGameAt(http.StatusNotFound, n, table)
	}
	// In a team tournament a board's game is the match's: why the two teams met, told on the
	// teams as units (team.Event.Units), as the team pairing paired them.
	e, err := app.LoadTeamEvent(c.Request().Context(), s.DB, page.ID)
	if err != nil {
		return err
	}
	if e != nil {
		m := matchAt(e, n, table)
		if m == nil {
			return app.NoGameAt(http.StatusNotFound, n, table)
		}
		t = e.Units(n)
		game = &tournament.Game{Round: n, White: tournament.PlayerID(m.A), Black: tournament.PlayerID(m.B)}
	}
	var pool []tournament.PlayerID
	for _, g := range t.RoundGames(n) {
		pool = append(pool, g.White, g.Black)
	}
	v := whyView{dirPage: page, N: n, Table: table, White: t.Player(game.White).FullName(), Black: t.Player(game.Black).FullName()}
	// The costs of round n are those before it was paired: its own games are not history.
	before := *t
	before.Games = slices.DeleteFunc(slices.Clone(t.Games), func(g tournament.Game) bool { return g.Round == n })
	before.Byes = slices.DeleteFunc(slices.Clone(t.Byes), func(b tournament.Bye) bool { return b.Round == n })
	ws, err := pairing.Costs(&before, n, pairing.Options{Players: pool})
	if err != nil {
		v.Error = err
		return s.Render(c, http.StatusOK, "director_why.html", s.Page(c, v))
	}
	var chosen pairing.Cost
	for _, pc := range ws.Pairs {
		if dirIsPair(pc, game.White, game.Black) {
			chosen = pc.Cost
		}
	}
	v.Terms, v.Total = dirCostTerms(&t.Settings.Pairing, chosen), dirDigits(chosen.Total)
	v.Terms = withAvoidTerm(v.Terms, chosen, ws.Pairs)
	for _, id := range []tournament.PlayerID{game.White, game.Black} {
		var alts []pairing.PairCost
		for _, pc := range ws.Pairs {
			if (pc.Player1.ID == id || pc.Player2.ID == id) && !dirIsPair(pc, game.White, game.Black) {
				alts = append(alts, pc)
			}
		}
		slices.SortFunc(alts, func(a, b pairing.PairCost) int { return cmp.Compare(b.Total, a.Total) })
		entry := struct {
			Player string
			List   []dirAlternative
		}{Player: t.Player(id).FullName()}
		for _, pc := range alts[:min(len(alts), 5)] {
			other := pc.Player1
			if other.ID == id {
				other = pc.Player2
			}
			a := dirAlternative{Name: fmt.Sprintf("%s (%s)", other.FullName(), other.Rank), Total: dirDigits(pc.Total), Better: pc.Total > chosen.Total}
			a.Terms = costDiff(s.Tr(c), pc.Cost, chosen)
			entry.List = append(entry.List, a)
		}
		v.Alternatives = append(v.Alternatives, entry)
	}
	return s.Render(c, http.StatusOK, "director_why.html", s.Page(c, v))
}

func dirIsPair(pc pairing.PairCost, a, b tournament.PlayerID) bool {
	return (pc.Player1.ID == a && pc.Player2.ID == b) || (pc.Player1.ID == b && pc.Player2.ID == a)
}

// dirCostTerms lists the terms in OpenGotha's order of priority with their maxima.
func dirCostTerms(p *tournament.PairingParameters, c pairing.Cost) []dirCostTerm {
	terms := []struct {
		label  string
		v, max int64
	}{
		{"Never met before", c.Duplicate, p.AvoidDuplicateGame},
		{"Same pairing category", c.Category, p.AvoidMixingCategories},
		{"Close scores", c.ScoreDiff, p.MinimizeScoreDifference},
		{"Different club and country", c.Geo, p.AvoidSameGeo},
		{"Fair draw-up/draw-down", c.DUDD, p.DUDDWeight},
		{"Seeding inside the group", c.Seed, p.MaximizeSeeding},
		{"White/black balance", c.BWBalance, p.BalanceWB},
		{"Small handicap", c.Handicap, p.MinimizeHandicap},
		{"Random", c.Random, p.Random},
	}
	out := make([]dirCostTerm, 0, len(terms))
	for _, t := range terms {
		if t.label == "Same pairing category" && t.v == 0 {
			continue // no OpenGotha pairing categories (the term is never 0 with them)
		}
		out = append(out, dirCostTerm{Label: t.label, Value: dirDigits(t.v), Max: dirDigits(t.max),
			Full: t.v >= t.max && t.max > 0, Nil: t.max == 0})
	}
	return out
}

// dirDigits writes a large weight with thin spaces between groups of three digits, so that
// the powers of ten that separate the terms can be read.
func dirDigits(v int64) string {
	s := fmt.Sprint(v)
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	var out []byte
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, "\u202f"...)
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// costDiff lists the terms in which c differs from the chosen pair's, signed: what the
// alternative gains or loses against the game the pairing chose, in l's language.
func costDiff(l *i18n.Localizer, c, chosen pairing.Cost) []string {
	terms := []struct {
		key  string
		a, b int64
	}{
		{"duplicate", c.Duplicate, chosen.Duplicate}, {"avoid", c.Avoid, chosen.Avoid},
		{"category", c.Category, chosen.Category}, {"score", c.ScoreDiff, chosen.ScoreDiff},
		{"geo", c.Geo, chosen.Geo}, {"dudd", c.DUDD, chosen.DUDD},
		{"seed", c.Seed, chosen.Seed}, {"colour", c.BWBalance, chosen.BWBalance},
		{"handicap", c.Handicap, chosen.Handicap}, {"random", c.Random, chosen.Random},
	}
	var out []string
	for _, t := range terms {
		if d := t.a - t.b; d != 0 {
			sign := "+"
			if d < 0 {
				sign = "−"
				d = -d
			}
			out = append(out, l.T("why.diff", "Term", l.T("whydiff."+t.key), "Diff", sign+dirDigits(d)))
		}
	}
	return out
}
