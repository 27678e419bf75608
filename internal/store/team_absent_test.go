package store

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A team's absent rounds: stored sorted and once each; a round outside the tournament is
// refused on "absent"; a round the team is paired in (a match or the bye) cannot be made an
// absence before it is unpaired, and the refusal stores nothing; a round paired without the
// team can.
func TestTeamAbsentRounds(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	s.Rounds = 3
	s.Handicap.Kind = tournament.HandicapNone
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetTeamSettings(ctx, id, team.Settings{Size: 2, Kind: team.PairGo}); err != nil {
		t.Fatal(err)
	}
	ranks := []string{"3d", "2d", "1d", "1k", "5k", "6k", "3k", "4k"}
	var ps []tournament.PlayerID
	for i, r := range ranks {
		ps = append(ps, mustAdd(t, db, id, "Player", string(rune('A'+i)), r))
	}
	var tids []team.ID
	for k := range 4 {
		tid, err := db.AddTeam(ctx, id, team.Team{Players: ps[2*k : 2*k+2]})
		if err != nil {
			t.Fatal(err)
		}
		tids = append(tids, tid)
	}
	absentOf := func(tid team.ID) []int {
		t.Helper()
		teams, err := db.Teams(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, tm := range teams {
			if tm.ID == tid {
				return tm.Absent
			}
		}
		t.Fatalf("team %d gone", tid)
		return nil
	}
	_, err = db.AddTeam(ctx, id, team.Team{Name: "X", Absent: []int{4}})
	wantCode(t, err, EINVALID, "absent")

	second := team.Team{ID: tids[1], Players: ps[2:4], Absent: []int{2, 1, 2}}
	if err := db.UpdateTeam(ctx, id, second); err != nil {
		t.Fatal(err)
	}
	if got := absentOf(tids[1]); !slices.Equal(got, []int{1, 2}) {
		t.Fatalf("absent %v, want [1 2]", got)
	}
	second.Absent = []int{0}
	wantCode(t, db.UpdateTeam(ctx, id, second), EINVALID, "absent")

	// Round 1 without the second team: three teams, a match and the bye (to the third,
	// 5k and 6k, the weakest).
	e, rev, err := db.LoadTeamEvent(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.Pair(1)
	if err != nil {
		t.Fatal(err)
	}
	if p.Bye != tids[2] || len(p.Matches) != 1 || p.Matches[0].A == tids[1] || p.Matches[0].B == tids[1] {
		t.Fatalf("round 1: bye %d, matches %+v; want the bye to team %d and team %d left out", p.Bye, p.Matches, tids[2], tids[1])
	}
	if err := db.SaveTeamRound(ctx, id, rev, p); err != nil {
		t.Fatal(err)
	}
	// The first team (a match in round 1) and the third (the bye) cannot be made absent
	// from round 1; the second stays absent; an absence from round 3 is free.
	first := team.Team{ID: tids[0], Players: ps[0:2], Absent: []int{1, 3}}
	err = db.UpdateTeam(ctx, id, first)
	wantCode(t, err, EINVALID, "absent")
	if !strings.Contains(err.Error(), "is paired in round 1: unpair the round before marking it absent from it") {
		t.Fatalf("refusal %q", err)
	}
	if got := absentOf(tids[0]); len(got) != 0 {
		t.Fatalf("a refused change stored absences %v", got)
	}
	third := team.Team{ID: tids[2], Players: ps[4:6], Absent: []int{1}}
	wantCode(t, db.UpdateTeam(ctx, id, third), EINVALID, "absent")
	first.Absent = []int{3}
	if err := db.UpdateTeam(ctx, id, first); err != nil {
		t.Fatal(err)
	}
	// The second team keeps round 1 (paired without it) while its other absence goes.
	second.Absent = []int{1}
	if err := db.UpdateTeam(ctx, id, second); err != nil {
		t.Fatal(err)
	}
	if got := absentOf(tids[1]); !slices.Equal(got, []int{1}) {
		t.Fatalf("absent %v, want [1]", got)
	}
	// A backup keeps them: the copy's teams, in the same order, have the same absences.
	_, copyID := restoredCopy(t, db, id)
	cp, err := db.Teams(ctx, copyID)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int{{3}, {1}, nil, nil}
	for i := range want {
		if i >= len(cp) || !slices.Equal(cp[i].Absent, want[i]) {
			t.Fatalf("restored teams %+v: team %d absent, want %v", cp, i+1, want[i])
		}
	}
}
