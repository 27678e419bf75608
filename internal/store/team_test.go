package store

import (
	"context"
	"reflect"
	"testing"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func TestTeams(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	s.Rounds = 3
	s.Handicap.Kind = tournament.HandicapNone
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	ranks := []string{"3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k", "6k"}
	var ps []tournament.PlayerID
	for i, r := range ranks {
		ps = append(ps, mustAdd(t, db, id, "Player", string(rune('A'+i)), r))
	}
	// Not a team tournament yet.
	if got, err := db.TeamSettings(ctx, id); err != nil || got.Size != 0 {
		t.Fatalf("a new tournament's team settings: %+v %v", got, err)
	}
	_, err = db.AddTeam(ctx, id, team.Team{Name: "A", Players: ps[:2]})
	wantCode(t, err, EINVALID, "team_size")
	wantCode(t, db.SetTeamSettings(ctx, id, team.Settings{Size: 7}), EINVALID, "team_size")
	ts := team.Settings{Size: 2, Colours: team.AlternateAWhiteFirst, Criteria: []team.Criterion{"TEAMP", "BDW", "DC"}}
	if err := db.SetTeamSettings(ctx, id, ts); err != nil {
		t.Fatal(err)
	}
	if got, err := db.TeamSettings(ctx, id); err != nil || !reflect.DeepEqual(got, ts) {
		t.Fatalf("team settings: %+v %v", got, err)
	}
	teams := []team.Team{
		{Name: "Alpha", Players: ps[0:2]},
		{Name: "Bravo", Players: ps[2:4]},
		{Name: "Charlie", Players: ps[4:6]},
		{Name: "Delta", Players: []tournament.PlayerID{ps[6], ps[7], ps[8]}, Absent: []int{3}},
	}
	for i := range teams {
		tid, err := db.AddTeam(ctx, id, teams[i])
		if err != nil {
			t.Fatal(err)
		}
		teams[i].ID = tid
	}
	// Refused: a player twice, a stranger, too few players, a bad lineup.
	_, err = db.AddTeam(ctx, id, team.Team{Name: "Echo", Players: []tournament.PlayerID{ps[0], ps[8]}})
	wantCode(t, err, EINVALID, "players")
	_, err = db.AddTeam(ctx, id, team.Team{Name: "Echo", Players: []tournament.PlayerID{ps[8] + 100, ps[8] + 101}})
	wantCode(t, err, EINVALID, "players")
	other, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	stranger := mustAdd(t, db, other, "Stranger", "S", "1k")
	_, err = db.AddTeam(ctx, id, team.Team{Name: "Echo", Players: []tournament.PlayerID{stranger}})
	wantCode(t, err, EINVALID, "players")
	bad := teams[3]
	bad.Lineups = map[int][]tournament.PlayerID{2: {ps[6], ps[0]}}
	wantCode(t, db.UpdateTeam(ctx, id, bad), EINVALID, "lineups")
	// Delta's reserve plays board 2 in round 2.
	teams[3].Lineups = map[int][]tournament.PlayerID{2: {ps[6], ps[8]}}
	if err := db.UpdateTeam(ctx, id, teams[3]); err != nil {
		t.Fatal(err)
	}
	got, err := db.Teams(ctx, id)
	if err != nil || !reflect.DeepEqual(got, teams) {
		t.Fatalf("teams:\n%+v\nwant\n%+v (%v)", got, teams, err)
	}

	// Pair and save round 1; the stored event gives the same matches and games.
	e, rev, err := db.LoadTeamEvent(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.Pair(1)
	if err != nil {
		t.Fatal(err)
	}
	// A pairing from an event older than the tournament (another process changed it since)
	// is refused and stores nothing.
	if err := db.SaveTeamRound(ctx, id, rev-1, p); ErrorCode(err) != ECONFLICT {
		t.Fatalf("a pairing from a stale event: %v, want ECONFLICT", err)
	}
	if stale, _, err := db.LoadTeamEvent(ctx, id); err != nil || len(stale.Matches) != 0 || len(stale.T.Games) != 0 {
		t.Fatalf("after a refused save: %d matches, %d games (%v)", len(stale.Matches), len(stale.T.Games), err)
	}
	if err := db.SaveTeamRound(ctx, id, rev, p); err != nil {
		t.Fatal(err)
	}
	back, _, err := db.LoadTeamEvent(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Matches, p.Matches) || len(back.T.Games) != 4 {
		t.Fatalf("matches %+v, want %+v; %d games", back.Matches, p.Matches, len(back.T.Games))
	}
	for _, g := range p.Games {
		found := false
		for _, h := range back.T.Games {
			found = found || h.Table == g.Table && h.White == g.White && h.Black == g.Black && h.Handicap == g.Handicap && h.Komi == g.Komi
		}
		if !found {
			t.Errorf("game %+v not stored", g)
		}
	}
	// Board results are entered as for individuals; the standings follow.
	for _, g := range back.T.Games {
		if err := db.SetResult(ctx, id, 1, g.Table, tournament.WhiteWins, false, "director"); err != nil {
			t.Fatal(err)
		}
	}
	back, _, err = db.LoadTeamEvent(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := back.Standings(1)
	if err != nil {
		t.Fatal(err)
	}
	// No handicaps and White wins everywhere: the colours alternate by board, so each match
	// is 1-1, 1 match point.
	for _, x := range st {
		if x.MatchPoints != 1 || x.BoardPoints != 2 {
			t.Errorf("team %s: %d match points, %d board points, want 1 and 2", x.Team.Name, x.MatchPoints, x.BoardPoints)
		}
	}

	// A team that played cannot go; unpairing the round frees it.
	wantCode(t, db.DeleteTeam(ctx, id, teams[0].ID), ECONFLICT, "team")
	wantCode(t, db.SetTeamSettings(ctx, id, team.Settings{}), EINVALID, "team_size")
	if err := db.DeleteRound(ctx, id, 1); err != nil {
		t.Fatal(err)
	}
	if back, _, err = db.LoadTeamEvent(ctx, id); err != nil || len(back.Matches) != 0 {
		t.Fatalf("matches after the round was deleted: %+v %v", back.Matches, err)
	}
	if err := db.DeleteTeam(ctx, id, teams[0].ID); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.DeleteTeam(ctx, id, teams[0].ID), ENOTFOUND, "team")
	// A reserve deleted: Delta's round 2 lineup named him, and falls back to the fixed order.
	if err := db.DeletePlayer(ctx, id, ps[8]); err != nil {
		t.Fatal(err)
	}
	got, err = db.Teams(ctx, id)
	if err != nil || len(got) != 3 || len(got[2].Players) != 2 || got[2].Lineups != nil {
		t.Fatalf("teams after the reserve left: %+v %v", got, err)
	}
	if err := db.DeleteTournament(ctx, id); err != nil {
		t.Fatal(err)
	}
	if got, err := db.Teams(ctx, id); err != nil || len(got) != 0 {
		t.Fatalf("teams of a deleted tournament: %+v %v", got, err)
	}
}
