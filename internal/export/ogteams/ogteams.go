// Package ogteams reads and writes a team tournament (team.Event) as an OpenGotha file: the
// individual tournament as package export writes it, with OpenGotha's <Teams> and
// <TeamTournamentParameterSet> (export.OpenGothaTeams). It stands apart from export so that
// export does not depend on the pairing, which the team domain uses.
package ogteams

import (
	"fmt"
	"io"
	"slices"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Write writes a team tournament as an OpenGotha file: the tournament's players, games and
// settings as export.WriteOpenGotha writes them, with the teams (their board order in each of
// OpenGotha's 20 rounds; rounds after the last take the fixed order), the number of boards
// and the team placement criteria. hoshi's direct encounter (DC), which OpenGotha does not
// have, is written by its name: OpenGotha reads it as "no tie break", hoshi reads it back.
// Team byes have no place in the file and are left out (Read finds them again); Pair Go and
// Rengo are refused.
func Write(w io.Writer, e *team.Event) error {
	if err := e.Validate(); err != nil {
		return fmt.Errorf("write OpenGotha file: %w", err)
	}
	if e.Settings.Kind != team.Boards {
		return fmt.Errorf("write OpenGotha file: OpenGotha has team tournaments, not Pair Go or Rengo")
	}
	og := &export.OpenGothaTeams{Size: e.Settings.Size}
	crit := e.Settings.Criteria
	if len(crit) == 0 {
		crit = team.DefaultCriteria()
	}
	for _, c := range crit {
		og.Criteria = append(og.Criteria, string(c))
	}
	for i := range e.Teams {
		tm := &e.Teams[i]
		ot := export.OpenGothaTeam{Number: int(tm.ID), Name: tm.Name, Rounds: map[int][]tournament.PlayerID{}}
		for r := 1; r <= export.OpenGothaTeamRounds; r++ {
			if l := e.Lineup(tm, r); r <= e.T.Settings.Rounds && len(l) == e.Settings.Size {
				ot.Rounds[r] = l
			} else {
				// After the last round, or a team short of players present in a round it
				// has not played: the fixed order.
				ot.Rounds[r] = tm.Players[:e.Settings.Size]
			}
		}
		og.Teams = append(og.Teams, ot)
	}
	return export.WriteOpenGothaTeams(w, e.T, og)
}

// Read reads an OpenGotha file as a team tournament: the tournament as export.ReadOpenGotha
// reads it, and its teams, number of boards and team placement criteria (an unknown one is
// left out with a warning). A team's players are its board order of round 1, then whoever
// plays another board in a later round (a reserve) in order of appearance; a round whose
// board order differs from round 1's gets its own lineup; rounds after the tournament's last
// are not read. The matches are found from the games (see findMatches).
func Read(r io.Reader) (*team.Event, *export.ImportReport, error) {
	t, og, report, err := export.ReadOpenGothaTeams(r)
	if err != nil {
		return nil, nil, err
	}
	e := &team.Event{T: t, Settings: team.Settings{Size: og.Size}}
	for _, c := range og.Criteria {
		if k := team.Criterion(c); k.Known() {
			e.Settings.Criteria = append(e.Settings.Criteria, k)
		} else {
			report.Warnings = append(report.Warnings, msgTeamCriterion.New(c))
		}
	}
	rounds := t.Settings.Rounds
	for _, ot := range og.Teams {
		tm := team.Team{ID: team.ID(ot.Number), Name: ot.Name}
		for r := 1; r <= rounds; r++ {
			for _, p := range ot.Rounds[r] {
				if p != 0 && !slices.Contains(tm.Players, p) {
					tm.Players = append(tm.Players, p)
				}
			}
		}
		for r := 1; r <= rounds; r++ {
			l := ot.Rounds[r]
			if l == nil || slices.Contains(l, 0) {
				return nil, nil, fmt.Errorf("read OpenGotha file: team %s: round %d has no player on some board", tm.Name, r)
			}
			if !slices.Equal(l, ot.Rounds[1]) {
				if tm.Lineups == nil {
					tm.Lineups = map[int][]tournament.PlayerID{}
				}
				tm.Lineups[r] = l
			}
		}
		e.Teams = append(e.Teams, tm)
	}
	if err := e.Validate(); err != nil {
		return nil, nil, fmt.Errorf("read OpenGotha file: teams: %w", err)
	}
	findMatches(e, report)
	findByes(e)
	return e, report, nil
}

// findByes gives the team bye of a round to the one team without a match in it, when the
// round has matches and the number of teams is odd, as hoshi's pairing gives it (the file
// has no team byes: a team bye makes no game). A team whose players play individual games
// in the round, or that does not play the round, has no bye.
func findByes(e *team.Event) {
	if len(e.Teams)%2 == 0 {
		return
	}
	for r := 1; r <= e.T.Settings.Rounds; r++ {
		var idle []*team.Team
		matches := 0
		for i := range e.Teams {
			tm := &e.Teams[i]
			if slices.ContainsFunc(e.Matches, func(m team.Match) bool { return m.Round == r && (m.A == tm.ID || m.B == tm.ID) }) {
				matches++
			} else {
				idle = append(idle, tm)
			}
		}
		if matches == 0 || len(idle) != 1 || !idle[0].Plays(r) {
			continue
		}
		if slices.ContainsFunc(e.T.RoundGames(r), func(g tournament.Game) bool {
			return slices.Contains(idle[0].Players, g.White) || slices.Contains(idle[0].Players, g.Black)
		}) {
			continue
		}
		e.Byes = append(e.Byes, team.Bye{Round: r, Team: idle[0].ID})
	}
}

// findMatches groups the games of each round by the teams of their players. A game that
// is not between the same board of two teams, or a match with a board without a game, stays
// an individual game, with a warning (OpenGotha lets a team tournament's director pair
// players one by one too). Team A of a match is found from the colours of its first even
// board (Black on an odd board under hoshi's default colour rule, which OpenGotha's files
// follow too), or is the team with the smaller number when every board has a handicap.
func findMatches(e *team.Event, report *export.ImportReport) {
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
				report.Warnings = append(report.Warnings, msgMatchNoGame.New(r, e.Name(k.a), e.Name(k.b)))
				continue
			}
			m.A, m.B = teamA(e, m)
			e.Matches = append(e.Matches, *m)
		}
		if loose > 0 {
			report.Warnings = append(report.Warnings, msgLooseGames.New(r, loose))
		}
	}
}

// teamA orders the teams of a match: team A first (see findMatches).
func teamA(e *team.Event, m *team.Match) (team.ID, team.ID) {
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
