package export

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ogTeamsElem and ogTeamParams are the team elements of an OpenGotha file.
type ogTeamsElem struct {
	Teams []struct {
		Name   string       `xml:"teamName,attr"`
		Number string       `xml:"teamNumber,attr"`
		Boards []ogTeamCell `xml:"Board"`
	} `xml:"Team"`
}

type ogTeamCell struct {
	Board  string `xml:"boardNumber,attr"`
	Player string `xml:"player,attr"`
	Round  string `xml:"roundNumber,attr"`
}

type ogTeamParams struct {
	General *struct {
		TeamSize string `xml:"teamSize,attr"`
	} `xml:"TeamGeneralParameterSet"`
	Criteria []ogTeamCriterion `xml:"TeamPlacementParameterSet>PlacementCriteria>PlacementCriterion"`
}

type ogTeamCriterion struct {
	Name   string `xml:"name,attr"`
	Number string `xml:"number,attr"`
}

// ReadOpenGothaTeams reads an OpenGotha file as ReadOpenGotha does, and its team part
// instead of keeping it aside: the number of boards (4, OpenGotha's default, when the file
// gives none), the team placement criteria by their number, and the teams with their board
// order in each round the file gives. A file without teams gives no team.
func ReadOpenGothaTeams(r io.Reader) (*tournament.Tournament, *OpenGothaTeams, *ImportReport, error) {
	t, report, err := ReadOpenGotha(r)
	if err != nil {
		return nil, nil, nil, err
	}
	report.Warnings = slices.DeleteFunc(report.Warnings, func(w error) bool {
		var k *keyed.Error
		return errors.As(w, &k) && k.Key == msgOGTeams.Key
	})
	teams := &OpenGothaTeams{Size: 4}
	if err := readOgTeamParams(teams, t.Settings.Extra[ogTeamParamsKey]); err != nil {
		return nil, nil, nil, fmt.Errorf("read OpenGotha file: <TeamTournamentParameterSet>: %w", err)
	}
	if err := readOgTeams(teams, t, t.Settings.Extra[ogTeamsKey]); err != nil {
		return nil, nil, nil, fmt.Errorf("read OpenGotha file: <Teams>: %w", err)
	}
	delete(t.Settings.Extra, ogTeamsKey)
	delete(t.Settings.Extra, ogTeamParamsKey)
	return t, teams, report, nil
}

func readOgTeamParams(teams *OpenGothaTeams, raw string) error {
	if raw == "" {
		return nil
	}
	var p ogTeamParams
	if err := xml.Unmarshal([]byte(raw), &p); err != nil {
		return err
	}
	if p.General != nil && p.General.TeamSize != "" {
		n, err := strconv.Atoi(p.General.TeamSize)
		if err != nil || n < 1 || n > OpenGothaMaxBoards {
			return fmt.Errorf("teamSize %q: expected a number of boards from 1 to %d", p.General.TeamSize, OpenGothaMaxBoards)
		}
		teams.Size = n
	}
	for _, c := range p.Criteria {
		if _, err := strconv.Atoi(c.Number); err != nil {
			return fmt.Errorf("criterion %s: number %q: expected a number", c.Name, c.Number)
		}
	}
	slices.SortStableFunc(p.Criteria, func(a, b ogTeamCriterion) int {
		x, _ := strconv.Atoi(a.Number)
		y, _ := strconv.Atoi(b.Number)
		return x - y
	})
	for _, c := range p.Criteria {
		if c.Name != ogNoCriterion && c.Name != "" {
			teams.Criteria = append(teams.Criteria, c.Name)
		}
	}
	return nil
}

func readOgTeams(teams *OpenGothaTeams, t *tournament.Tournament, raw string) error {
	if raw == "" {
		return nil
	}
	var te ogTeamsElem
	if err := xml.Unmarshal([]byte(raw), &te); err != nil {
		return err
	}
	ids := map[string]tournament.PlayerID{}
	for i := range t.Players {
		ids[lookupKey(t.Players[i].Key())] = t.Players[i].ID
	}
	for _, x := range te.Teams {
		n, err := strconv.Atoi(x.Number)
		if err != nil || n < 1 {
			return fmt.Errorf("team %q: teamNumber %q: expected a positive number", x.Name, x.Number)
		}
		tm := OpenGothaTeam{Number: n, Name: tournament.CleanText(x.Name), Rounds: map[int][]tournament.PlayerID{}}
		for _, b := range x.Boards {
			board, err1 := strconv.Atoi(b.Board)
			round, err2 := strconv.Atoi(b.Round)
			if err1 != nil || err2 != nil || board < 1 || board > teams.Size || round < 1 || round > OpenGothaTeamRounds {
				return fmt.Errorf("team %s: board %q of round %q: expected a board from 1 to %d and a round from 1 to %d",
					tm.Name, b.Board, b.Round, teams.Size, OpenGothaTeamRounds)
			}
			id, ok := ids[lookupKey(b.Player)]
			if !ok {
				return fmt.Errorf("team %s, round %d, board %d: unknown player %s", tm.Name, round, board, b.Player)
			}
			l := tm.Rounds[round]
			if l == nil {
				l = make([]tournament.PlayerID, teams.Size)
				tm.Rounds[round] = l
			}
			if l[board-1] != 0 {
				return fmt.Errorf("team %s, round %d: two players on board %d", tm.Name, round, board)
			}
			l[board-1] = id
		}
		teams.Teams = append(teams.Teams, tm)
	}
	return nil
}
