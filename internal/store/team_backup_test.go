package store

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A team tournament written to a backup file and restored as a new tournament keeps its
// settings, teams (with new ids), board orders, matches, team byes and standings.
func TestTeamBackupRoundTrip(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	s.Rounds = 2
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	ranks := []string{"3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k", "6k", "7k"}
	var ps []tournament.PlayerID
	for i, r := range ranks {
		ps = append(ps, mustAdd(t, db, id, "Member", string(rune('A'+i)), r))
	}
	ts := team.Settings{Size: 3, Strength: team.MeanRank, Criteria: []team.Criterion{"TEAMP", "SOST", "BDW"}}
	if err := db.SetTeamSettings(ctx, id, ts); err != nil {
		t.Fatal(err)
	}
	for i, tm := range []team.Team{
		{Name: "North", Players: ps[0:3]},
		{Name: "South", Players: ps[3:6], Lineups: map[int][]tournament.PlayerID{2: {ps[4], ps[3], ps[5]}}},
		{Name: "East", Players: []tournament.PlayerID{ps[6], ps[7], ps[8], ps[9]}, Lineups: map[int][]tournament.PlayerID{1: {ps[6], ps[7], ps[9]}}},
	} {
		if _, err := db.AddTeam(ctx, id, tm); err != nil {
			t.Fatalf("team %d: %v", i, err)
		}
	}
	for r := 1; r <= 2; r++ {
		e, rev, err := db.LoadTeamEvent(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		p, err := e.Pair(r)
		if err != nil {
			t.Fatal(err)
		}
		if p.Bye == 0 {
			t.Fatalf("round %d: three teams and no bye", r)
		}
		if err := db.SaveTeamRound(ctx, id, rev, p); err != nil {
			t.Fatal(err)
		}
		for _, g := range p.Games {
			if err := db.SetResult(ctx, id, r, g.Table, tournament.BlackWins, false, "director"); err != nil {
				t.Fatal(err)
			}
		}
	}
	orig, _, err := db.LoadTeamEvent(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	b, copyID := restoredCopy(t, db, id)
	cp, _, err := db.LoadTeamEvent(ctx, copyID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(cp.Settings, orig.Settings) || len(cp.Teams) != 3 || len(cp.Matches) != 2 || len(cp.Byes) != 2 {
		t.Fatalf("restored: %+v, %d teams, %d matches, %d byes", cp.Settings, len(cp.Teams), len(cp.Matches), len(cp.Byes))
	}
	// Players and teams have new ids: compare by names.
	key := func(e *team.Event, ids []tournament.PlayerID) []string {
		var out []string
		for _, p := range ids {
			out = append(out, e.T.Player(p).FullName())
		}
		return out
	}
	for i := range orig.Teams {
		o, c := &orig.Teams[i], &cp.Teams[i]
		if o.Name != c.Name || !slices.Equal(key(orig, o.Players), key(cp, c.Players)) || len(o.Lineups) != len(c.Lineups) {
			t.Errorf("team %s: %+v, want %+v", o.Name, c, o)
		}
		for r, l := range o.Lineups {
			if !slices.Equal(key(orig, l), key(cp, c.Lineups[r])) {
				t.Errorf("team %s, round %d: %v, want %v", o.Name, r, key(cp, c.Lineups[r]), key(orig, l))
			}
		}
	}
	for i, m := range orig.Matches {
		c := cp.Matches[i]
		if c.Round != m.Round || cp.Name(c.A) != orig.Name(m.A) || cp.Name(c.B) != orig.Name(m.B) || !slices.Equal(c.Tables, m.Tables) {
			t.Errorf("match %d: %+v, want %+v", i, c, m)
		}
	}
	want, _ := orig.Standings(2)
	got, _ := cp.Standings(2)
	for i := range want {
		if got[i].Team.Name != want[i].Team.Name || !slices.Equal(got[i].Values, want[i].Values) {
			t.Errorf("place %d: %s %v, want %s %v", i+1, got[i].Team.Name, got[i].Values, want[i].Team.Name, want[i].Values)
		}
	}
	// A backup naming a team that is not in it is refused whole.
	bad := *b
	bad.TeamByes = []team.Bye{{Round: 1, Team: 999}}
	if _, err := db.RestoreBackup(ctx, &bad); ErrorCode(err) != EINVALID {
		t.Fatalf("a bye of an unknown team: %v", err)
	}
}
