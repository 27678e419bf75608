package public

import (
	"context"
	"fmt"
	"net/http"
	"slices"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// seat is a player as the pairing lists show them.
type seat struct {
	ID         tournament.PlayerID
	Name, Rank string
	URL        string
}

func newSeat(t *tournament.Tournament, base string, id tournament.PlayerID) seat {
	p := t.Player(id)
	if p == nil {
		return seat{ID: id, Name: "?"}
	}
	return seat{ID: id, Name: p.FullName(), Rank: app.RankLabel(p), URL: PlayerURL(base, id)}
}

// pairingLine is one table of a round.
type pairingLine struct {
	Table        int
	White, Black seat
	Handicap     int
	// Prisoners are those White hands Black before the game (rank difference beyond the
	// handicap ceiling), shown beside the handicap.
	Prisoners          int
	Komi, Result       string
	WhiteWon, BlackWon bool
	// JigoPossible: the komi is a whole number, so the game can end in a draw (the result
	// slip offers a jigo box only then).
	JigoPossible bool
	Board        string // the scored board, if a record was uploaded
	// The words of the other games (app/games.go): Terms for the handicap column (a shogi
	// handicap's name, a gomoku match), SlipTerms the slip's sentence, Furigoma who throws it
	// or what fell, Match the games of a gomoku match with their Black players.
	Terms, SlipTerms, Furigoma string
	Match                      []app.MatchGame
}

type roundData struct {
	PublicFrame
	Round   int
	Lines   []pairingLine
	Bye     *seat
	Missing []seat // registered players without a game or the bye (absent)
	LiveURL string
	// Q is the text of the "find my table" box; Found its answers.
	Q     string
	Found []foundLine
	// Team: a team tournament's round, shown as its Matches and the TeamBye (teams.go).
	Team    bool
	Matches []matchLine
	TeamBye string
}

// HasTerms tells whether the round's games have words of their own game to show in a column (a
// shogi handicap, a gomoku match): not in Go, whose stones and komi have their columns, nor in
// single games of gomoku.
func (d roundData) HasTerms() bool {
	for _, l := range d.Lines {
		if l.Terms != "" {
			return true
		}
	}
	return false
}

// SameKomi is the komi of every game of the round when all have the same one, else "": a
// phone, which has no room for the komi column, shows it once above the table, or in each
// row when the games differ.
func (d roundData) SameKomi() string {
	if len(d.Lines) == 0 {
		return ""
	}
	for _, l := range d.Lines[1:] {
		if l.Komi != d.Lines[0].Komi {
			return ""
		}
	}
	return d.Lines[0].Komi
}

// newRoundData builds a round's pairings; boards lists the tables with a scored board.
func newRoundData(c echo.Context, t *tournament.Tournament, n int, boards map[int]bool) roundData {
	d := roundData{PublicFrame: NewPublicFrame(c, mustID(c), t, fmt.Sprintf("round%d", n)), Round: n}
	d.LiveURL = fmt.Sprintf("%s/rounds/%d/live", d.Base, n)
	seated := map[tournament.PlayerID]bool{}
	for _, g := range t.RoundGames(n) {
		l := pairingLine{
			Table: g.Table, White: newSeat(t, d.Base, g.White), Black: newSeat(t, d.Base, g.Black),
			Handicap: g.Handicap, Prisoners: g.Prisoners, Komi: goban.HalfPoints(g.Komi), Result: app.GameResultText(&g),
			WhiteWon: app.Outcome(&g, g.White) == "win", BlackWon: app.Outcome(&g, g.Black) == "win",
			JigoPossible: app.DrawPossible(&t.Settings, &g),
		}
		gameWords(app.TrOf(c), t, &g, &l)
		if boards[g.Table] {
			l.Board = fmt.Sprintf("%s/rounds/%d/games/%d/board", d.Base, n, g.Table)
		}
		d.Lines = append(d.Lines, l)
		seated[g.White], seated[g.Black] = true, true
	}
	slices.SortFunc(d.Lines, func(a, b pairingLine) int { return a.Table - b.Table })
	if id := t.ByeIn(n); id != 0 {
		s := newSeat(t, d.Base, id)
		d.Bye = &s
		seated[id] = true
	}
	if len(d.Lines) > 0 {
		for i := range t.Players {
			if pl := &t.Players[i]; !seated[pl.ID] {
				d.Missing = append(d.Missing, newSeat(t, d.Base, pl.ID))
			}
		}
		sortByName(d.Missing, func(s seat) string { return s.Name })
	}
	return d
}

// round reads the tournament and round of the path for the pages that are not cached.
func (p *public) round(c echo.Context) (*app.Snapshot, int, error) {
	id, err := app.TournamentID(c)
	if err != nil {
		return nil, 0, err
	}
	sn, err := p.Snapshot(c.Request().Context(), id)
	if err != nil {
		return nil, 0, err
	}
	app.NoteTournamentLang(c, sn.T.Settings.Language)
	n, err := app.RoundNumber(c, sn.T)
	return sn, n, err
}

// roundPage is GET /tournaments/{id}/rounds/{n}: the pairings by table, with the "find my
// table" box; ?q= answers the box without JavaScript.
func (p *public) roundPage(c echo.Context) error {
	q := c.QueryParam("q")
	build := func(sn *app.Snapshot) (roundData, error) {
		n, err := app.RoundNumber(c, sn.T)
		if err != nil {
			return roundData{}, err
		}
		boards, err := p.DB.RecordedTables(context.WithoutCancel(c.Request().Context()), mustID(c), n)
		if err != nil {
			return roundData{}, err
		}
		d := newRoundData(c, sn.T, n, boards)
		d.PublicFrame = p.frame(c, mustID(c), sn.T, fmt.Sprintf("round%d", n))
		e, err := p.teamEvent(c)
		if err != nil {
			return roundData{}, err
		}
		if e != nil {
			setTeamRound(app.TrOf(c), &d, e, n)
		}
		return d, nil
	}
	if q == "" {
		return p.serveCached(c, "round:"+c.Param("n"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
			d, err := build(sn)
			if err != nil {
				return nil, err
			}
			return p.html(l, "public_round.html", d)
		})
	}
	sn, _, err := p.round(c)
	if err != nil {
		return err
	}
	d, err := build(sn)
	if err != nil {
		return err
	}
	d.Q, d.Found = q, findPlayers(app.TrOf(c), sn.T, d.Base, d.Round, q)
	return p.Render(c, http.StatusOK, "public_round.html", d)
}

// roundFragment is GET /tournaments/{id}/rounds/{n}/live: the pairings table alone, which
// the round page polls while the round runs.
func (p *public) roundFragment(c echo.Context) error {
	return p.serveCached(c, "round-live:"+c.Param("n"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		n, err := app.RoundNumber(c, sn.T)
		if err != nil {
			return nil, err
		}
		boards, err := p.DB.RecordedTables(context.WithoutCancel(c.Request().Context()), mustID(c), n)
		if err != nil {
			return nil, err
		}
		d := newRoundData(c, sn.T, n, boards)
		e, err := p.teamEvent(c)
		if err != nil {
			return nil, err
		}
		if e != nil {
			setTeamRound(app.TrOf(c), &d, e, n)
		}
		return p.fragment(l, "public_round.html", "pairings", d)
	})
}

// gameWords fills in l what a game of another game than Go shows in its words (app/games.go):
// the handicap column's terms, the slip's sentence, the furigoma, a gomoku match's games; the
// individual and the team pages and printouts share it. Nothing for Go.
func gameWords(tr *i18n.Localizer, t *tournament.Tournament, g *tournament.Game, l *pairingLine) {
	if t.Settings.IsGo() {
		return
	}
	l.Terms, l.SlipTerms = app.GameTerms(tr, &t.Settings, g), app.SlipTerms(tr, t, g)
	l.Furigoma, l.Match = app.FurigomaNote(tr, t, g), app.MatchGames(t, g)
}
