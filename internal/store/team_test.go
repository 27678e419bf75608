package store

import (
	"context"
	"reflect"
	"slices"
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

// TestTeamRoundKeptWhole: the individual round writers (UpdateGameAt, ChangeRound, SaveRound)
// refuse, on a team tournament, a round that would break its matches - a board given a
// player of another match, a board removed, an individual pairing over the matches - and
// store nothing; a handicap or komi changed by hand is stored.
func TestTeamRoundKeptWhole(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	s.Rounds = 2
	s.Handicap.Kind = tournament.HandicapNone
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	var ps []tournament.PlayerID
	for i, r := range []string{"3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k"} {
		ps = append(ps, mustAdd(t, db, id, "Player", string(rune('A'+i)), r))
	}
	if err := db.SetTeamSettings(ctx, id, team.Settings{Size: 2}); err != nil {
		t.Fatal(err)
	}
	for i := range 4 {
		if _, err := db.AddTeam(ctx, id, team.Team{Name: string(rune('W' + i)), Players: ps[2*i : 2*i+2]}); err != nil {
			t.Fatal(err)
		}
	}
	e, rev, err := db.LoadTeamEvent(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.Pair(1)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveTeamRound(ctx, id, rev, p); err != nil {
		t.Fatal(err)
	}
	before, _, err := db.Round(ctx, id, 1)
	if err != nil || len(before) != 4 {
		t.Fatalf("round 1: %d games, %v", len(before), err)
	}
	unchanged := func(what string) {
		t.Helper()
		now, _, err := db.Round(ctx, id, 1)
		if err != nil || !reflect.DeepEqual(now, before) {
			t.Fatalf("%s: round 1 is now %+v, was %+v (%v)", what, now, before, err)
		}
		e, _, err := db.LoadTeamEvent(ctx, id)
		if err != nil || len(e.Matches) != 2 {
			t.Fatalf("%s: %d matches (%v)", what, len(e.Matches), err)
		}
	}
	// Board 1 of the first match (table 1) and board 1 of the second (table 3).
	g1, g3 := before[0], before[2]
	if g1.Table != 1 || g3.Table != 3 {
		t.Fatalf("tables %d and %d, want 1 and 3", g1.Table, g3.Table)
	}
	r, _ := db.Revision(ctx, id)
	g := g1
	g.Black = g3.Black
	// g3.Black is busy at table 3: the store's individual check names black already; a
	// player of the second match moved to the first with his own game unpaired is the case
	// only the team check sees.
	wantCode(t, db.UpdateGameAt(ctx, id, r, g), EINVALID, "black")
	unchanged("black of another match")
	err = db.ChangeRound(ctx, id, 1, func(t *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		games := slices.Clone(t.RoundGames(1))
		games[0].Black, games[2].Black = games[2].Black, games[0].Black
		return games, 0, nil
	})
	wantCode(t, err, EINVALID, "black")
	unchanged("black players exchanged across matches")
	err = db.ChangeRound(ctx, id, 1, func(t *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		return slices.Clone(t.RoundGames(1))[1:], 0, nil
	})
	wantCode(t, err, EINVALID, "table")
	unchanged("a board unpaired")
	// An individual pairing written over the matches.
	games := []tournament.Game{
		{Round: 1, Table: 1, White: ps[0], Black: ps[1]}, {Round: 1, Table: 2, White: ps[2], Black: ps[3]},
		{Round: 1, Table: 3, White: ps[4], Black: ps[5]}, {Round: 1, Table: 4, White: ps[6], Black: ps[7]},
	}
	wantCode(t, db.SaveRound(ctx, id, 1, games, 0), EINVALID, "black")
	unchanged("an individual pairing")
	// A handicap and komi by hand are kept.
	g = g1
	g.Handicap, g.Komi = 2, 1
	if err := db.UpdateGameAt(ctx, id, r, g); err != nil {
		t.Fatal(err)
	}
	now, _, _ := db.Round(ctx, id, 1)
	if now[0].Handicap != 2 || now[0].Komi != 1 {
		t.Fatalf("handicap and komi: %+v", now[0])
	}
}
