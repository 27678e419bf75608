package ogteams

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Three teams of two boards, three rounds: each round one team has the bye. The file has no
// team byes; read back, the team without a match in each round has the bye again, so the
// standings are the same. A team whose member is absent in a round after the last played
// (short of players) is written in its fixed order.
func TestTeamByesReadBack(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Name = "Three teams"
	s.Rounds = 4
	e := &team.Event{T: &tournament.Tournament{Settings: s}, Settings: team.Settings{Size: 2}}
	for i := range 3 {
		tm := team.Team{ID: team.ID(i + 1), Name: fmt.Sprintf("T%d", i+1)}
		for b := range 2 {
			id := tournament.PlayerID(10*(i+1) + b)
			e.T.Players = append(e.T.Players, tournament.Player{ID: id, Name: fmt.Sprintf("T%d", i+1),
				FirstName: fmt.Sprintf("B%d", b+1), Rank: rank.Rank(2 - 3*i - b), Status: tournament.Final})
			tm.Players = append(tm.Players, id)
		}
		e.Teams = append(e.Teams, tm)
	}
	for r := 1; r <= 3; r++ {
		p, err := e.Pair(r)
		if err != nil {
			t.Fatal(err)
		}
		e.Apply(p)
		for i := range e.T.Games {
			if g := &e.T.Games[i]; g.Round == r {
				g.Result = tournament.WhiteWins
			}
		}
	}
	if len(e.Byes) != 3 {
		t.Fatalf("byes %+v, want one a round", e.Byes)
	}
	e.T.Player(20).Absent = []int{4} // T2 short in round 4, not paired yet
	var buf bytes.Buffer
	if err := Write(&buf, e); err != nil {
		t.Fatal(err)
	}
	back, _, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("%v", err)
	}
	if !reflect.DeepEqual(back.Byes, e.Byes) {
		t.Errorf("byes read back %+v, want %+v", back.Byes, e.Byes)
	}
	want, err := e.Standings(3)
	if err != nil {
		t.Fatal(err)
	}
	got, err := back.Standings(3)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if got[i].Team.ID != want[i].Team.ID || got[i].MatchPoints != want[i].MatchPoints || got[i].BoardPoints != want[i].BoardPoints {
			t.Errorf("place %d: %+v, want %+v", i+1, got[i], want[i])
		}
	}
}
