package public

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The printed sheets of a team tournament (docs/TEAMS.md, "Printouts and spreadsheet"): the
// match slips and the pairing sheet of a round, the team standings and the ranking of each
// board. An individual tournament's sheets are print.go's, unchanged.

// sideSeat is a Pair Go or Rengo side as a pairing line shows it: all its players of round
// r, "Kim Ana / Lee Bo", their ranks "1d / 2k"; its link is the first player's page.
func sideSeat(e *team.Event, base string, id team.ID, r int) seat {
	tm := e.Team(id)
	if tm == nil {
		return seat{Name: e.Name(id)}
	}
	var names, ranks []string
	lineup := e.Lineup(tm, r)
	for _, p := range lineup {
		s := newSeat(e.T, base, p)
		names, ranks = append(names, s.Name), append(ranks, s.Rank)
	}
	s := seat{Name: strings.Join(names, " / "), Rank: strings.Join(ranks, " / ")}
	if len(lineup) > 0 {
		s.ID, s.URL = lineup[0], PlayerURL(base, lineup[0])
	}
	return s
}

// boardSeats are the White and Black of a board game: the players, or for Pair Go and Rengo
// the whole sides (results and printouts name every player of a side); whiteA tells whether
// team A has White.
func boardSeats(e *team.Event, base string, m team.Match, bg team.BoardGame) (white, black seat, whiteA bool) {
	g := bg.Game
	whiteA = g.White == bg.PlayerA
	if e.Settings.Kind == team.Boards {
		return newSeat(e.T, base, g.White), newSeat(e.T, base, g.Black), whiteA
	}
	a, b := sideSeat(e, base, m.A, m.Round), sideSeat(e, base, m.B, m.Round)
	if whiteA {
		return a, b, true
	}
	return b, a, false
}

// slipBoard is one board of a match slip or of the team pairing sheet.
type slipBoard struct {
	Board int
	pairingLine
	WhiteTeam, BlackTeam string
}

// sidePlayer is a player of a Pair Go or Rengo side, numbered in the side's move order.
type sidePlayer struct {
	N int
	seat
}

// orderStep is one move of the Pair Go (Rengo) rotation: the N-th player of White or Black.
type orderStep struct {
	White bool
	N     int
	Name  string
}

// teamSlip is one match: its slip and its lines of the pairing sheet.
type teamSlip struct {
	TeamA, TeamB   string
	ScoreA, ScoreB string
	Boards         []slipBoard
	// Sides is set for Pair Go and Rengo: the one game's sides, each player numbered, and
	// one turn of the order of moves from the first move (White's first player in a game
	// of two handicap stones or more, after the handicap stones).
	Sides        bool
	Black, White []sidePlayer
	WhiteFirst   bool
	Order        []orderStep
}

type printTeamRoundData struct {
	printFrame
	// Game is the tournament's game: its words on the sheets (go, shogi, gomoku, ninuki).
	Game    string
	Round   int
	Rengo   bool
	Matches []teamSlip
	TeamBye string
}

// HasTerms tells whether a board of the round has words of its own game to show in the terms
// column (a shogi handicap or furigoma, a gomoku match, a replayed draw): not in Go, whose
// stones and komi have their columns, nor in single games of gomoku, whose column would be
// empty.
func (d printTeamRoundData) HasTerms() bool {
	for _, m := range d.Matches {
		for _, b := range m.Boards {
			if b.Terms != "" || b.SlipTerms != "" || b.Furigoma != "" {
				return true
			}
		}
	}
	return false
}

// moveOrder is one turn of the rotation of two sides of n players: Black's first, White's
// first, Black's second, White's second, …; from White's first player when whiteFirst (a
// handicap game: Black's first player placed the stones).
func moveOrder(black, white []sidePlayer, whiteFirst bool) []orderStep {
	var cycle []orderStep
	for i := range max(len(black), len(white)) {
		if i < len(black) {
			cycle = append(cycle, orderStep{N: i + 1, Name: black[i].Name})
		}
		if i < len(white) {
			cycle = append(cycle, orderStep{White: true, N: i + 1, Name: white[i].Name})
		}
	}
	if whiteFirst && len(cycle) > 1 {
		cycle = append(cycle[1:], cycle[0])
	}
	return cycle
}

// sidePlayers lists the players of team id in round r, numbered.
func sidePlayers(e *team.Event, base string, id team.ID, r int) []sidePlayer {
	tm := e.Team(id)
	if tm == nil {
		return nil
	}
	var out []sidePlayer
	for i, p := range e.Lineup(tm, r) {
		out = append(out, sidePlayer{N: i + 1, seat: newSeat(e.T, base, p)})
	}
	return out
}

// teamSlips are the matches of round n of e, in table order, with their boards.
func teamSlips(tr *i18n.Localizer, e *team.Event, base string, n int) []teamSlip {
	var out []teamSlip
	for _, m := range e.Matches {
		if m.Round != n {
			continue
		}
		res := e.MatchResult(m)
		s := teamSlip{TeamA: e.Name(m.A), TeamB: e.Name(m.B), ScoreA: halfText(res.A), ScoreB: halfText(res.B), Sides: e.Settings.Kind != team.Boards}
		for _, bg := range e.BoardGames(m) {
			g := bg.Game
			if g == nil {
				continue
			}
			white, black, whiteA := boardSeats(e, base, m, bg)
			b := slipBoard{Board: bg.Board, pairingLine: pairingLine{
				Table: g.Table, White: white, Black: black, Handicap: g.Handicap, Prisoners: g.Prisoners, Komi: goban.HalfPoints(g.Komi),
				Result: app.GameResultText(g), JigoPossible: app.DrawPossible(&e.T.Settings, g),
				WhiteWon: app.Outcome(g, g.White) == "win", BlackWon: app.Outcome(g, g.Black) == "win",
			}, WhiteTeam: s.TeamB, BlackTeam: s.TeamA}
			gameWords(tr, e.T, g, &b.pairingLine)
			if whiteA {
				b.WhiteTeam, b.BlackTeam = s.TeamA, s.TeamB
			}
			s.Boards = append(s.Boards, b)
			if s.Sides {
				wID, bID := m.B, m.A
				if whiteA {
					wID, bID = m.A, m.B
				}
				s.White, s.Black = sidePlayers(e, base, wID, n), sidePlayers(e, base, bID, n)
				// Handicap 1 is an even game without komi: Black moves first.
				s.WhiteFirst = g.Handicap >= 2
				s.Order = moveOrder(s.Black, s.White, s.WhiteFirst)
			}
		}
		out = append(out, s)
	}
	return out
}

// teamRoundPage renders a printed sheet of round n of a team tournament (page: the slips or
// the pairing sheet); ok is false for an individual tournament, whose sheet print.go renders.
func (p *public) teamRoundPage(c echo.Context, sn *app.Snapshot, l *i18n.Localizer, n int, page string) (cp *cachedPage, ok bool, err error) {
	e, err := p.teamEvent(c)
	if err != nil || e == nil {
		return nil, false, err
	}
	base := fmt.Sprintf("/tournaments/%d", mustID(c))
	d := printTeamRoundData{printFrame: newPrintFrame(l, sn.T, fmt.Sprintf("%s/rounds/%d", base, n), l.T("round_n", "N", n)),
		Round: n, Rengo: e.Settings.Kind == team.Rengo, Matches: teamSlips(l, e, base, n), Game: string(sn.T.Settings.Game.OrGo())}
	for _, b := range e.Byes {
		if b.Round == n {
			d.TeamBye = e.Name(b.Team)
		}
	}
	cp, err = p.html(l, page, d)
	return cp, true, err
}

// teamStandingsPage renders the printed standings after round n of a team tournament; ok is
// false for an individual tournament.
func (p *public) teamStandingsPage(c echo.Context, sn *app.Snapshot, l *i18n.Localizer, n int) (cp *cachedPage, ok bool, err error) {
	e, err := p.teamEvent(c)
	if err != nil || e == nil {
		return nil, false, err
	}
	sd := standingsData{PublicFrame: NewPublicFrame(c, mustID(c), sn.T, "standings"), Round: n}
	if err := setTeamStandings(&sd, e, n); err != nil {
		return nil, true, err
	}
	d := printStandingsData{printFrame: newPrintFrame(l, sn.T, sd.Base+"/standings", l.T("print.standings_after", "N", n)), standingsData: sd}
	// Past four other criteria the sheet is printed on its side.
	d.Landscape = len(sd.Criteria) > 4
	cp, err = p.html(l, "print_team_standings.html", d)
	return cp, true, err
}

// boardRankingLine is one player of a board's ranking.
type boardRankingLine struct {
	Place  string
	Player seat
	Team   string
	Points string
	Games  int
}

type boardRanking struct {
	Board int
	Lines []boardRankingLine
}

type printBoardsData struct {
	printFrame
	Round  int
	Boards []boardRanking
}

// printBoards is GET /tournaments/{id}/print/boards?round=n: the ranking of each board of a
// team tournament (docs/TEAMS.md); 404 for an individual tournament, Pair Go and Rengo.
func (p *public) printBoards(c echo.Context) error {
	return p.serveCached(c, "print-boards:"+c.QueryParam("round"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		e, err := p.teamEvent(c)
		if err != nil {
			return nil, err
		}
		if e == nil || e.Settings.Kind != team.Boards {
			return nil, app.KeyedError(http.StatusNotFound, "team_size", msgNotBoardTeams.New())
		}
		n, err := app.StandingsRound(c, e.T)
		if err != nil {
			return nil, err
		}
		base := fmt.Sprintf("/tournaments/%d", mustID(c))
		d := printBoardsData{printFrame: newPrintFrame(l, sn.T, base+"/standings", l.T("print.boards_after", "N", n)), Round: n}
		for b := 1; b <= e.Settings.Size; b++ {
			rk := e.BoardRanking(b, n)
			st := make([]tournament.Standing, len(rk))
			for i, s := range rk {
				st[i].Place = s.Place
			}
			places := app.PlaceLabels(st)
			br := boardRanking{Board: b}
			for i, s := range rk {
				br.Lines = append(br.Lines, boardRankingLine{Place: places[i], Player: newSeat(e.T, base, s.Player), Team: e.Name(s.Team),
					Points: halfText(s.Points), Games: s.Games})
			}
			d.Boards = append(d.Boards, br)
		}
		return p.html(l, "print_team_boards.html", d)
	})
}

// TeamDownloads is what the director's downloads page lists of a team tournament's
// printouts and spreadsheet (director_downloads.html, "teamdownloads").
type TeamDownloads struct {
	Base   string // /tournaments/{id}
	Rounds []int  // the rounds paired
	Boards bool   // a team tournament of boards (not Pair Go or Rengo): a ranking per board
}

// NewTeamDownloads lists the printouts and spreadsheet of team event e of tournament id.
func NewTeamDownloads(e *team.Event, id store.TournamentID) *TeamDownloads {
	d := &TeamDownloads{Base: fmt.Sprintf("/tournaments/%d", id), Boards: e.Settings.Kind == team.Boards}
	paired := map[int]bool{}
	for _, m := range e.Matches {
		paired[m.Round] = true
	}
	for r := 1; r <= e.T.Settings.Rounds; r++ {
		if paired[r] {
			d.Rounds = append(d.Rounds, r)
		}
	}
	return d
}
