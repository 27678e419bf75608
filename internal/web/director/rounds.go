package director

import (
	"fmt"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// dirGameLine is a game of a round as the director's pages show it.
type dirGameLine struct {
	Table                  int
	White, Black           string // "Name First (3d)"
	WhiteScore, BlackScore string // the score before the round
	Handicap               int
	// Prisoners are those White hands Black before the game (rank difference beyond the
	// handicap ceiling), shown beside the handicap.
	Prisoners           int
	Komi                string
	Result, ResultClass string
	URL                 string // /director/tournaments/{id}/rounds/{n}/games/{table}
	Board               string // the public scoring board of the game
	WhiteID, BlackID    tournament.PlayerID
	// WhiteName and BlackName are the players' full names, for the results buttons; Jigo
	// tells that the komi is whole, so that the game can end in a jigo.
	WhiteName, BlackName string
	Jigo                 bool
	// The words of the other games (app/games.go): Game is the tournament's, Terms the
	// handicap column's (a shogi handicap's name, a gomoku match), Furigoma who throws it or
	// what fell; Throw tells an even shogi game, whose furigoma the round page records.
	Game, Terms, Furigoma string
	Throw                 bool
	// FinalDraw offers a director the final draw of a tournament that replays drawn games
	// (the results page's button "final"): the game is not replayed again.
	FinalDraw bool
	// Edit is what the game's forms on the round page need of the page (the templates
	// game-furigoma and game-handicap, shared by the individual table and a team's boards).
	Edit *gameEditForms
}

// gameEditForms is what the round page's forms of a game take from the page: the CSRF token
// and the handicaps to choose from.
type gameEditForms struct {
	// TermsColumn tells that the round's table has a column of the game's terms (roundView).
	TermsColumn    bool
	CSRF           string
	HandicapList   []int
	ShogiHandicaps []shogiHandicap
}

// roundPlayer is a player who takes part in the round, for the pairing forms.
type roundPlayer struct {
	ID      tournament.PlayerID
	Name    string
	Score   string
	Busy    bool // has a game or the bye already
	Bye     bool // has the bye
	Checked bool
}

type roundView struct {
	dirPage
	N, Rounds  int
	PrevN      int
	ScoreName  string // MMS or wins, the score the pairing groups by
	Prev, Next string
	Public     string // /tournaments/{id}/rounds/{n}
	Games      []dirGameLine
	Bye        string
	Paired     bool
	Results    int // games with a result
	Missing    int // games of the previous round without a result
	Players    []roundPlayer
	// Unpaired are the players present in the round with neither a game nor the bye, in the
	// page language's alphabetical order: the players still waiting to be paired.
	Unpaired []roundPlayer
	// Picks are whom the "make a game" pickers offer: the players waiting and the player with
	// the bye (a latecomer's opponent), alphabetically.
	Picks        []roundPlayer
	Absent       []string
	Tables       []int
	HandicapList []int
	// ShogiHandicaps are the named handicaps a shogi game's handicap may be set to.
	ShogiHandicaps []shogiHandicap
	// TermsColumn tells that a game of the round has words of its own game to show in the
	// terms column (a shogi handicap or furigoma, a gomoku match, a replay): not single games
	// of gomoku, whose column would be empty.
	TermsColumn bool
	LeftOut     string         // the tables not used this round, "4, 9"
	Team        *teamRoundView // a team tournament's matches
}

// roundPage is GET /director/tournaments/{id}/rounds/{n}: pair the round or adjust its
// pairing.
func (s *handlers) roundPage(c echo.Context) error {
	t, page, n, err := s.directorRound(c, "Round")
	if err != nil {
		return err
	}
	page.atRound(n)
	e, err := s.teamEventOf(c, page)
	if err != nil {
		return err
	}
	if e != nil {
		t = e.T // the matches and the games of one revision
	}
	v := roundView{dirPage: page, N: n, Rounds: t.Settings.Rounds, Public: fmt.Sprintf("/tournaments/%d/rounds/%d", page.ID, n),
		HandicapList: []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, ScoreName: "Wins", LeftOut: leftOutText(t.Settings.LeftOutTables[n])}
	if t.Settings.System == tournament.McMahon {
		v.ScoreName = "MMS"
	}
	if t.Settings.IsShogi() {
		for h := range tournament.ShogiHandicaps {
			v.ShogiHandicaps = append(v.ShogiHandicaps, shogiHandicap{Value: h, Label: app.HandicapName(page.l, h)})
		}
	}
	if n > 1 {
		v.PrevN, v.Prev = n-1, fmt.Sprintf("%s/rounds/%d", page.Base, n-1)
		for _, g := range t.RoundGames(n - 1) {
			if g.Result == tournament.Unknown {
				v.Missing++
			}
		}
	}
	if n < t.Settings.Rounds {
		v.Next = fmt.Sprintf("%s/rounds/%d", page.Base, n+1)
	}
	v.Games = gameLines(t, page, n)
	for _, g := range v.Games {
		v.TermsColumn = v.TermsColumn || g.Terms != "" || g.Furigoma != ""
	}
	edit := &gameEditForms{CSRF: app.CSRFToken(c), HandicapList: v.HandicapList, ShogiHandicaps: v.ShogiHandicaps, TermsColumn: v.TermsColumn}
	for i := range v.Games {
		v.Games[i].Edit = edit // a team's boards too (newTeamRoundView, below)
	}
	for _, g := range v.Games {
		v.Tables = append(v.Tables, g.Table)
		if g.Result != "" {
			v.Results++
		}
	}
	if b := t.Player(t.ByeIn(n)); b != nil {
		v.Bye = fmt.Sprintf("%s (%s)", b.FullName(), b.Rank)
	}
	if e != nil {
		v.Team = newTeamRoundView(e, n, v.Games)
		v.Bye = v.Team.Bye
	}
	v.Paired = len(v.Games) > 0 || v.Bye != ""
	busy := busyPlayers(t)
	sc := t.ScoresAfter(n - 1)
	for i := range t.Players {
		p := &t.Players[i]
		if p.Status != tournament.Final || !p.Plays(n) {
			v.Absent = append(v.Absent, fmt.Sprintf("%s (%s)", p.FullName(), p.Rank))
			continue
		}
		rp := roundPlayer{ID: p.ID, Name: fmt.Sprintf("%s (%s)", p.FullName(), p.Rank), Score: dirScoreText(t, sc, p.ID, n-1),
			Busy: busy[busyKey{p.ID, n}], Checked: true}
		rp.Bye = p.ID == t.ByeIn(n)
		if !rp.Busy {
			v.Unpaired = append(v.Unpaired, rp)
		}
		if !rp.Busy || rp.Bye {
			v.Picks = append(v.Picks, rp)
		}
	}
	i18n.SortBy(s.Tr(c), v.Unpaired, func(p roundPlayer) string { return p.Name })
	i18n.SortBy(s.Tr(c), v.Picks, func(p roundPlayer) string { return p.Name })
	return s.Render(c, http.StatusOK, "director_round.html", s.Page(c, v))
}

// dirScoreText is the player's main score after round k: MMS for McMahon, wins otherwise.
func dirScoreText(t *tournament.Tournament, sc *tournament.Scores, id tournament.PlayerID, k int) string {
	if t.Settings.System == tournament.McMahon {
		return app.ScoreText(sc.MMS(id, k), 2)
	}
	return app.ScoreText(sc.NBW(id, k), 2)
}

// gameLines lists the games of round n in table order.
func gameLines(t *tournament.Tournament, page dirPage, n int) []dirGameLine {
	sc := t.ScoresAfter(n - 1)
	full := func(id tournament.PlayerID) string {
		if p := t.Player(id); p != nil {
			return p.FullName()
		}
		return "?"
	}
	name := func(id tournament.PlayerID) string {
		if p := t.Player(id); p != nil {
			return fmt.Sprintf("%s (%s)", p.FullName(), p.Rank)
		}
		return "?"
	}
	var out []dirGameLine
	for _, g := range t.RoundGames(n) {
		l := dirGameLine{
			Table: g.Table, White: name(g.White), Black: name(g.Black), WhiteID: g.White, BlackID: g.Black,
			WhiteScore: dirScoreText(t, sc, g.White, n-1), BlackScore: dirScoreText(t, sc, g.Black, n-1),
			Handicap: g.Handicap, Prisoners: g.Prisoners, Komi: goban.HalfPoints(g.Komi),
			WhiteName: full(g.White), BlackName: full(g.Black), Jigo: app.DrawPossible(&t.Settings, &g),
			URL:   fmt.Sprintf("%s/rounds/%d/games/%d", page.Base, n, g.Table),
			Board: fmt.Sprintf("/tournaments/%d/rounds/%d/games/%d/board", page.ID, n, g.Table),
			Game:  string(t.Settings.Game.OrGo()),
		}
		if !t.Settings.IsGo() {
			l.Terms, l.Furigoma = app.GameTerms(page.l, &t.Settings, &g), app.FurigomaNote(page.l, t, &g)
			l.Throw = t.NeedsFurigoma(&g)
			l.FinalDraw = t.Settings.ReplaysDraws() && !page.Desk
		}
		l.Result, l.ResultClass = dirResultLabel(g)
		out = append(out, l)
	}
	return out
}

// dirResultLabel is a result as the pairing lists print it ("1-0", "0-1!", "½-½") and a class
// for its colour; "" for a game without a result.
func dirResultLabel(g tournament.Game) (string, string) {
	if s := app.GameResultText(&g); s != "" {
		return s, "known"
	}
	return "", "unknown"
}

// shogiHandicap is a named shogi handicap of the round page's choice: its number (Game.Handicap)
// and its name in the page's language.
type shogiHandicap struct {
	Value int
	Label string
}
