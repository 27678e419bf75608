package public

import (
	"fmt"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// roundStatus is a round on the overview: how far it got, with its pages.
type roundStatus struct {
	N                int
	URL, Print       string
	Games, Results   int
	Paired, Complete bool
}

type overviewData struct {
	PublicFrame
	Where, When, System, Rules, Komi, Time, Bar, Director string
	// GameRules says the rules of a tournament of another game than Go, in place of Go's rule
	// set and komi: the game, gomoku's board, variant, opening rule and matches, a draw rule.
	GameRules string
	// Players are the confirmed registrations; Preliminary those not confirmed yet, which
	// play no round until the director confirms them.
	Players, Preliminary int
	Rounds               []roundStatus
}

// overviewPage is GET /tournaments/{id}: what, where, when, under which rules, and the
// rounds so far.
func (p *public) overviewPage(c echo.Context) error {
	return p.serveCached(c, "overview", func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		t := sn.T
		s := &t.Settings
		d := overviewData{
			PublicFrame: p.frame(c, mustID(c), t, "overview"),
			Where:       where(s), When: l.Days(s.Begin, s.End), Rules: s.Rules, Komi: goban.HalfPoints(s.Komi),
			Time: app.TimeText(l, s.Time), Director: s.Director,
			System: l.T(map[tournament.System]string{tournament.McMahon: "opt.system.mcmahon", tournament.Swiss: "opt.system.swiss", tournament.RoundRobin: "opt.system.round-robin"}[s.System]),
		}
		for _, pl := range t.Players {
			if pl.Status == tournament.Preliminary {
				d.Preliminary++
			} else {
				d.Players++
			}
		}
		if s.System == tournament.McMahon {
			d.Bar = l.T("public.bar_floor", "Bar", s.Bar.String(), "Floor", s.Floor.String())
		}
		if !s.IsGo() {
			d.GameRules = gameRules(l, s)
		}
		for n := 1; n <= s.Rounds; n++ {
			r := roundStatus{N: n, URL: fmt.Sprintf("%s/rounds/%d", d.Base, n), Print: fmt.Sprintf("%s/rounds/%d/print", d.Base, n)}
			for _, g := range t.RoundGames(n) {
				r.Games++
				if g.Result != tournament.Unknown {
					r.Results++
				}
			}
			r.Paired = r.Games > 0 || t.ByeIn(n) != 0
			r.Complete = r.Paired && r.Results == r.Games
			d.Rounds = append(d.Rounds, r)
		}
		return p.html(l, "public_tournament.html", d)
	})
}

// gameRules says the rules of a tournament of another game than Go in l's language: "Gomoku
// 15×15, exactly five, opening rule swap2, a match of 2 games", "Shogi, a drawn game replayed".
func gameRules(l *i18n.Localizer, s *tournament.Settings) string {
	parts := []string{l.T("opt.game." + string(s.Game.OrGo()))}
	if s.IsGomoku() {
		parts[0] += fmt.Sprintf(" %d×%d", s.BoardSize, s.BoardSize)
		if s.Variant != "" {
			parts = append(parts, l.T("opt.variant."+s.Variant))
		}
		if s.Opening != "" && s.Opening != tournament.OpeningNone {
			parts = append(parts, l.T("field.opening")+" "+l.T("opt.opening."+s.Opening))
		}
		if s.Matches() > 1 {
			parts = append(parts, l.N("gomoku.match_n", s.Matches()))
		}
	}
	if s.Draws == tournament.DrawsReplay {
		parts = append(parts, l.T("field.draws")+": "+l.T("opt.draws.replay"))
	}
	return strings.Join(parts, ", ")
}
