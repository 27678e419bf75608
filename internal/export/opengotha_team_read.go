package export

import (
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ogTeamsElem and ogTeamParams are the team elements of an OpenGotha file.
type ogTeamsElem struct {
	Teams []struct {
		Name   string `xml:"teamName,attr"`
		Number string `xml:"teamNumber,attr"`
		Boards []struct {
			Board  string `xml:"boardNumber,attr"`
			Player string `xml:"player,attr"`
			Round  string `xml:"roundNumber,attr"`
		} `xml:"Board"`
	} `xml:"Team"`
}

type ogTeamParams struct {
	General *struct {
		TeamSize string `xml:"teamSize,attr"`
	} `xml:"TeamGeneralParameterSet"`
	Criteria []struct {
		Name   string `xml:"name,attr"`
		Number string `xml:"number,attr"`
	} `xml:"TeamPlacementParameterSet>PlacementCriteria>PlacementCriterion"`
}

// ReadOpenGothaTeams reads an OpenGotha file as a team tournament: the tournament as
// ReadOpenGotha reads it, and its teams, number of boards and team placement criteria. A
// team's players are its board order of round 1, then whoever plays another board in a later
// round (a reserve) in order of appearance; a round whose board order differs from round 1's
// gets its own lineup. The matches are found from the games: the games of a round between
// the members of two teams. Team A of a match is found from the colours of its first even
// board (Black on an odd board under hoshi's default colour rule), or is the team with the
// smaller number when every board has a handicap.
func ReadOpenGothaTeams(r io.Reader) (*team.Event, *ImportReport, error) {
	t, report, err := ReadOpenGotha(r)
	if err != nil {
		return nil, nil, err
	}
	report.Warnings = slices.DeleteFunc(report.Warnings, func(w string) bool {
		return strings.HasPrefix(w, "team tournaments are not supported")
	})
	e := &team.Event{T: t, Settings: team.Settings{Size: 4}}
	if err := readOgTeamParams(e, t.Settings.Extra[ogTeamParamsKey], report); err != nil {
		return nil, nil, fmt.Errorf("read OpenGotha file: <TeamTournamentParameterSet>: %w", err)
	}
	if err := readOgTeams(e, t.Settings.Extra[ogTeamsKey]); err != nil {
		return nil, nil, fmt.Errorf("read OpenGotha file: <Teams>: %w", err)
	}
	delete(t.Settings.Extra, ogTeamsKey)
	delete(t.Settings.Extra, ogTeamParamsKey)
	if err := e.Validate(); err != nil {
		return nil, nil, fmt.Errorf("read OpenGotha file: teams: %w", err)
	}
	findOgMatches(e, report)
	return e, report, nil
}

func readOgTeamParams(e *team.Event, raw string, report *ImportReport) error {
	if raw == "" {
		return nil
	}
	var p ogTeamParams
	if err := xml.Unmarshal([]byte(raw), &p); err != nil {
		return err
	}
	if p.General != nil && p.General.TeamSize != "" {
		n, err := strconv.Atoi(p.General.TeamSize)
		if err != nil || n < 1 || n > ogTeamMaxBoards {
			return fmt.Errorf("teamSize %q: expected a number of boards from 1 to %d", p.General.TeamSize, ogTeamMaxBoards)
		}
		e.Settings.Size = n
	}
	slices.SortStableFunc(p.Criteria, func(a, b struct {
		Name   string `xml:"name,attr"`
		Number string `xml:"number,attr"`
	}) int {
		x, _ := strconv.Atoi(a.Number)
		y, _ := strconv.Atoi(b.Number)
		return x - y
	})
	for _, c := range p.Criteria {
		switch k := team.Criterion(c.Name); {
		case c.Name == ogTeamNoCriteria:
		case k.Known():
			e.Settings.Criteria = append(e.Settings.Criteria, k)
		default:
			report.warn("team placement criterion %s is not supported: left out", c.Name)
		}
	}
	return nil
}

func readOgTeams(e *team.Event, raw string) error {
	if raw == "" {
		return nil
	}
	var te ogTeamsElem
	if err := xml.Unmarshal([]byte(raw), &te); err != nil {
		return err
	}
	ids := map[string]tournament.PlayerID{}
	for i := range e.T.Players {
		ids[lookupKey(e.T.Players[i].Key())] = e.T.Players[i].ID
	}
	rounds := e.T.Settings.Rounds
	for _, x := range te.Teams {
		n, err := strconv.Atoi(x.Number)
		if err != nil || n < 1 {
			return fmt.Errorf("team %q: teamNumber %q: expected a positive number", x.Name, x.Number)
		}
		tm := team.Team{ID: team.ID(n), Name: tournament.CleanText(x.Name)}
		byRound := map[int][]tournament.PlayerID{}
		for _, b := range x.Boards {
			board, err1 := strconv.Atoi(b.Board)
			round, err2 := strconv.Atoi(b.Round)
			if err1 != nil || err2 != nil || board < 1 || board > e.Settings.Size || round < 1 {
				return fmt.Errorf("team %s: board %q of round %q: expected a board from 1 to %d and a round from 1", tm.Name, b.Board, b.Round, e.Settings.Size)
			}
			id, ok := ids[lookupKey(b.Player)]
			if !ok {
				return fmt.Errorf("team %s, round %d, board %d: unknown player %s", tm.Name, round, board, b.Player)
			}
			if round > rounds {
				continue
			}
			l := byRound[round]
			if l == nil {
				l = make([]tournament.PlayerID, e.Settings.Size)
			}
			l[board-1] = id
			byRound[round] = l
		}
		for r := 1; r <= rounds; r++ {
			for _, p := range byRound[r] {
				if p != 0 && !slices.Contains(tm.Players, p) {
					tm.Players = append(tm.Players, p)
				}
			}
		}
		fixed := byRound[1]
		for r := 1; r <= rounds; r++ {
			l := byRound[r]
			if l == nil || slices.Contains(l, 0) {
				return fmt.Errorf("team %s: round %d has no player on some board", tm.Name, r)
			}
			if !slices.Equal(l, fixed) {
				if tm.Lineups == nil {
					tm.Lineups = map[int][]tournament.PlayerID{}
				}
				tm.Lineups[r] = l
			}
		}
		e.Teams = append(e.Teams, tm)
	}
	return nil
}

// findOgMatches groups the games of each round by the teams of their players. A game that
// is not between the same board of two teams, or a match with a board without a game, stays
// an individual game, with a warning (OpenGotha lets a team tournament's director pair
// players one by one too).
func findOgMatches(e *team.Event, report *ImportReport) {
	type slot struct {
		team  team.ID
		board int
	}
	for r := 1; r <= e.T.Settings.Rounds; r++ {
		at := map[tournament.PlayerID]slot{}
		for i := range e.Teams {
			for b, p := range e.Lineup(&e.Teams[i], r) {
				at[p] = slot{e.Teams[i].ID, b + 1}
			}
		}
		type pair struct{ a, b team.ID }
		var order []pair
		matches := map[pair]*team.Match{}
		loose := 0
		for _, g := range e.T.RoundGames(r) {
			w, okW := at[g.White]
			b, okB := at[g.Black]
			if !okW && !okB {
				continue
			}
			if !okW || !okB || w.team == b.team || w.board != b.board {
				loose++
				continue
			}
			k := pair{min(w.team, b.team), max(w.team, b.team)}
			m := matches[k]
			if m == nil {
				m = &team.Match{Round: r, A: k.a, B: k.b, Tables: make([]int, e.Settings.Size)}
				matches[k] = m
				order = append(order, k)
			}
			if m.Tables[w.board-1] != 0 {
				loose++
				continue
			}
			m.Tables[w.board-1] = g.Table
		}
		for _, k := range order {
			m := matches[k]
			if slices.Contains(m.Tables, 0) {
				report.warn("round %d: teams %s and %s have a board without a game: their games are not a match", r, e.Name(k.a), e.Name(k.b))
				continue
			}
			m.A, m.B = ogTeamA(e, m)
			e.Matches = append(e.Matches, *m)
		}
		if loose > 0 {
			report.warn("round %d: %d games are not between the same board of two teams: kept as individual games", r, loose)
		}
	}
}

// ogTeamA finds team A of a match from the colours of its first even board: under hoshi's
// colour rule team A is Black on odd boards.
func ogTeamA(e *team.Event, m *team.Match) (team.ID, team.ID) {
	for _, bg := range e.BoardGames(*m) {
		g := bg.Game
		if g == nil || g.Handicap != 0 {
			continue
		}
		aBlack := g.Black == bg.PlayerA
		want := bg.Board%2 == 1
		if e.Settings.Colours == team.AlternateAWhiteFirst {
			want = !want
		}
		if aBlack == want {
			return m.A, m.B
		}
		return m.B, m.A
	}
	return m.A, m.B
}
