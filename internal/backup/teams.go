package backup

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// teamsJSON is a team tournament (version 3): its settings, teams, matches and team byes.
// team_size 0 is an individual tournament, with no teams.
type teamsJSON struct {
	TeamSize int             `json:"team_size"`
	Kind     string          `json:"kind"`
	Colours  string          `json:"colours"`
	Strength string          `json:"strength"`
	Criteria []string        `json:"criteria"`
	List     []teamJSON      `json:"list"`
	Matches  []teamMatchJSON `json:"matches"`
	Byes     []teamByeJSON   `json:"byes"`
}

type teamJSON struct {
	ID      int          `json:"id"`
	Name    string       `json:"name"`
	Players []int        `json:"players"`
	Absent  []int        `json:"absent"`
	Lineups []lineupJSON `json:"lineups"`
}

type lineupJSON struct {
	Round   int   `json:"round"`
	Players []int `json:"players"`
}

type teamMatchJSON struct {
	Round  int   `json:"round"`
	TeamA  int   `json:"team_a"`
	TeamB  int   `json:"team_b"`
	Tables []int `json:"tables"`
}

type teamByeJSON struct {
	Round int `json:"round"`
	Team  int `json:"team"`
}

// newTeamsJSON writes the team part of b.
func newTeamsJSON(b *Backup) teamsJSON {
	s := &b.TeamSettings
	j := teamsJSON{
		TeamSize: s.Size, Kind: s.Kind.String(), Colours: s.Colours.String(), Strength: s.Strength.String(),
		Criteria: []string{}, List: []teamJSON{}, Matches: []teamMatchJSON{}, Byes: []teamByeJSON{},
	}
	for _, c := range s.Criteria {
		j.Criteria = append(j.Criteria, string(c))
	}
	for _, t := range b.Teams {
		tj := teamJSON{ID: int(t.ID), Name: t.Name, Players: ids(t.Players), Absent: slices.Clone(t.Absent), Lineups: []lineupJSON{}}
		if tj.Absent == nil {
			tj.Absent = []int{}
		}
		rounds := make([]int, 0, len(t.Lineups))
		for r := range t.Lineups {
			rounds = append(rounds, r)
		}
		slices.Sort(rounds)
		for _, r := range rounds {
			tj.Lineups = append(tj.Lineups, lineupJSON{Round: r, Players: ids(t.Lineups[r])})
		}
		j.List = append(j.List, tj)
	}
	for _, m := range b.Matches {
		j.Matches = append(j.Matches, teamMatchJSON{Round: m.Round, TeamA: int(m.A), TeamB: int(m.B), Tables: slices.Clone(m.Tables)})
	}
	for _, y := range b.TeamByes {
		j.Byes = append(j.Byes, teamByeJSON{Round: y.Round, Team: int(y.Team)})
	}
	return j
}

func ids(ps []tournament.PlayerID) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = int(p)
	}
	return out
}

func playerIDs(ns []int) []tournament.PlayerID {
	if ns == nil {
		return nil
	}
	out := make([]tournament.PlayerID, len(ns))
	for i, n := range ns {
		out[i] = tournament.PlayerID(n)
	}
	return out
}

// teamFields names the fields of team.Error as the file does: the settings by their name
// under teams, a team's own fields as the list.
var teamFields = map[string]string{
	"team_size": "team_size", "team_kind": "kind", "team_colours": "colours", "team_strength": "strength",
	"team_criteria": "criteria", "id": "list", "players": "list", "lineups": "list",
}

// readTeams reads the team part of the file into b, checked as the store checks a team
// event: the settings, the teams' players (registered, each in one team), their lineups, and
// every match and bye against the teams and the games.
func (j *teamsJSON) readTeams(b *Backup) error {
	const p = "teams"
	if j.TeamSize == 0 {
		if len(j.List) > 0 || len(j.Matches) > 0 || len(j.Byes) > 0 {
			return fieldErr(p+".team_size", "0 is an individual tournament, which has no teams")
		}
		return nil
	}
	s := team.Settings{Size: j.TeamSize}
	var ok bool
	if j.Kind != "" {
		if s.Kind, ok = team.ParseKind(j.Kind); !ok {
			return fieldErr(p+".kind", "%q: want boards, pair-go or rengo", j.Kind)
		}
	}
	if j.Colours != "" {
		if s.Colours, ok = team.ParseColourRule(j.Colours); !ok {
			return fieldErr(p+".colours", "%q: want a-black-first or a-white-first", j.Colours)
		}
	}
	if j.Strength != "" {
		if s.Strength, ok = team.ParseStrengthRule(j.Strength); !ok {
			return fieldErr(p+".strength", "%q: want mean-rating or mean-rank", j.Strength)
		}
	}
	for _, c := range j.Criteria {
		s.Criteria = append(s.Criteria, team.Criterion(c))
	}
	e := &team.Event{T: &b.Tournament, Settings: s}
	for i, tj := range j.List {
		t := team.Team{ID: team.ID(tj.ID), Name: tj.Name, Players: playerIDs(tj.Players)}
		if len(tj.Absent) > 0 {
			t.Absent = tj.Absent
		}
		for k, l := range tj.Lineups {
			if t.Lineups == nil {
				t.Lineups = map[int][]tournament.PlayerID{}
			}
			if _, dup := t.Lineups[l.Round]; dup {
				return fieldErr(fmt.Sprintf("%s.list[%d].lineups[%d].round", p, i+1, k+1), "round %d has two lineups", l.Round)
			}
			t.Lineups[l.Round] = playerIDs(l.Players)
		}
		e.Teams = append(e.Teams, t)
	}
	if err := e.Validate(); err != nil {
		var te *team.Error
		if errors.As(err, &te) {
			return &Error{Field: p + "." + teamFields[te.Field], Msg: te.Msg, Key: te.Key}
		}
		return fieldErr(p, "%v", err)
	}
	for i, mj := range j.Matches {
		path := fmt.Sprintf("%s.matches[%d]", p, i+1)
		m := team.Match{Round: mj.Round, A: team.ID(mj.TeamA), B: team.ID(mj.TeamB), Tables: slices.Clone(mj.Tables)}
		switch {
		case m.Round < 1 || m.Round > b.Tournament.Settings.Rounds:
			return fieldErr(path+".round", "%d is not a round of the tournament", m.Round)
		case e.Team(m.A) == nil:
			return fieldErr(path+".team_a", "no team has id %d", m.A)
		case e.Team(m.B) == nil || m.B == m.A:
			return fieldErr(path+".team_b", "no other team has id %d", m.B)
		}
		want := s.Size
		if s.Kind != team.Boards {
			want = 1
		}
		if len(m.Tables) != want {
			return fieldErr(path+".tables", "%d tables for %d boards", len(m.Tables), want)
		}
		for _, bg := range e.BoardGames(m) {
			if bg.Game == nil {
				return keyedErr(path+".tables", msgNoGameAtTable.New(m.Round, m.Tables[bg.Board-1]))
			}
		}
		e.Matches = append(e.Matches, m)
	}
	for i, yj := range j.Byes {
		path := fmt.Sprintf("%s.byes[%d]", p, i+1)
		if yj.Round < 1 || yj.Round > b.Tournament.Settings.Rounds {
			return fieldErr(path+".round", "%d is not a round of the tournament", yj.Round)
		}
		if e.Team(team.ID(yj.Team)) == nil {
			return fieldErr(path+".team", "no team has id %s", strconv.Itoa(yj.Team))
		}
		e.Byes = append(e.Byes, team.Bye{Round: yj.Round, Team: team.ID(yj.Team)})
	}
	b.TeamSettings, b.Teams, b.Matches, b.TeamByes = e.Settings, e.Teams, e.Matches, e.Byes
	return nil
}
