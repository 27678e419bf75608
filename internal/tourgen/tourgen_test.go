package tourgen

import (
	"reflect"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestGenerateSameSeedSameTournament: a seed fixes the tournament; the players have distinct
// OpenGotha keys; every game has a result; every player plays or sits out each round he takes
// part in, and no absent player plays.
func TestGenerateSameSeedSameTournament(t *testing.T) {
	o := Options{Seed: 11, Players: 33, Rounds: 5, System: tournament.McMahon, AbsentRate: 0.1, ForfeitRate: 0.05}
	a, err := Generate(o)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Generate(o)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same options gave two tournaments")
	}
	keys := map[string]bool{}
	for _, p := range a.Players {
		if keys[p.Key()] {
			t.Errorf("two players named %s", p.Key())
		}
		keys[p.Key()] = true
	}
	for r := 1; r <= o.Rounds; r++ {
		seen := map[tournament.PlayerID]int{}
		for _, g := range a.RoundGames(r) {
			seen[g.White]++
			seen[g.Black]++
			if g.Result == tournament.Unknown {
				t.Errorf("round %d: a game without a result", r)
			}
		}
		if b := a.ByeIn(r); b != 0 {
			seen[b]++
		}
		for _, p := range a.Players {
			if want := map[bool]int{true: 1, false: 0}[p.Plays(r)]; seen[p.ID] != want {
				t.Errorf("round %d: %s plays %d times, takes part: %v", r, p.Key(), seen[p.ID], p.Plays(r))
			}
		}
	}
}

func TestOptionsValidate(t *testing.T) {
	good := Options{Players: 2, Rounds: 1, System: tournament.Swiss}
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, o := range []Options{
		{Players: 1, Rounds: 1}, {Players: MaxPlayers + 1, Rounds: 1}, {Players: 4, Rounds: 0},
		{Players: 4, Rounds: MaxRounds + 1}, {Players: 4, Rounds: 1, System: tournament.RoundRobin},
		{Players: 4, Rounds: 1, AbsentRate: 0.6}, {Players: 4, Rounds: 1, ForfeitRate: -0.1},
	} {
		if err := o.Validate(); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
}
