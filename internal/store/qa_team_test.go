package store

import (
	"context"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A member of a team whose boards need him cannot be deleted: the team would be left short
// of players. A reserve can, and so can a player in no team; out of the team, a former board
// player can too. The number of boards and the kind cannot change once a round has
// matches or team byes.
func TestTeamMemberDeleteAndPlayedShape(t *testing.T) {
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
	for i, r := range []string{"3d", "2d", "1d", "1k", "2k", "3k", "4k"} {
		ps = append(ps, mustAdd(t, db, id, "Player", string(rune('A'+i)), r))
	}
	if err := db.SetTeamSettings(ctx, id, team.Settings{Size: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddTeam(ctx, id, team.Team{Name: "Alpha", Players: ps[0:3]}); err != nil {
		t.Fatal(err)
	}
	bravo, err := db.AddTeam(ctx, id, team.Team{Name: "Bravo", Players: ps[3:5]})
	if err != nil {
		t.Fatal(err)
	}
	// Bravo has no reserve: its players are needed.
	for _, p := range []tournament.PlayerID{ps[3], ps[4]} {
		err := db.DeletePlayer(ctx, id, p)
		wantCode(t, err, ECONFLICT, "")
		if !strings.Contains(err.Error(), "is in team Bravo, which needs him for its boards") {
			t.Errorf("deleting player %d: %v", p, err)
		}
	}
	if err := db.DeletePlayer(ctx, id, ps[6]); err != nil {
		t.Fatalf("a player in no team: %v", err)
	}
	// Alpha has a reserve: one of its players may go, then no other.
	if err := db.DeletePlayer(ctx, id, ps[0]); err != nil {
		t.Fatalf("a player of a team with a reserve: %v", err)
	}
	wantCode(t, db.DeletePlayer(ctx, id, ps[2]), ECONFLICT, "")
	// Bravo's player taken out of the team (a player in no team takes his place), then deleted.
	if err := db.UpdateTeam(ctx, id, team.Team{ID: bravo, Name: "Bravo", Players: []tournament.PlayerID{ps[3], ps[5]}}); err != nil {
		t.Fatal(err)
	}
	if err := db.DeletePlayer(ctx, id, ps[4]); err != nil {
		t.Fatalf("a former board player: %v", err)
	}
	e, rev, err := db.LoadTeamEvent(ctx, id)
	if err != nil || e.Validate() != nil {
		t.Fatalf("the event after the deletions: %v %v", err, e.Validate())
	}
	// Round 1 paired: 2 boards stay, the kind stays; colours may change.
	p, err := e.Pair(1)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveTeamRound(ctx, id, rev, p); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.SetTeamSettings(ctx, id, team.Settings{Size: 2, Kind: team.Rengo}), EINVALID, "team_size")
	if err := db.SetTeamSettings(ctx, id, team.Settings{Size: 2, Colours: team.AlternateAWhiteFirst}); err != nil {
		t.Fatalf("colours after round 1: %v", err)
	}
	if err := db.DeleteRound(ctx, id, 1); err != nil {
		t.Fatal(err)
	}
	if err := db.SetTeamSettings(ctx, id, team.Settings{Size: 2, Kind: team.Rengo}); err != nil {
		t.Fatalf("Rengo after the round is deleted: %v", err)
	}
}
