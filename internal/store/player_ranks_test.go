package store

import (
	"context"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func TestRankFromListRoundTrip(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	pid, err := db.AddPlayer(ctx, id, tournament.Player{Name: "Dvořák", FirstName: "Jiří", Rank: rank.Dan(2), EGDPin: "12345678", RankFromList: true})
	if err != nil {
		t.Fatal(err)
	}
	p, err := db.Player(ctx, id, pid)
	if err != nil || !p.RankFromList {
		t.Fatalf("stored %+v, %v", p, err)
	}
	// A zero value is written too: the director unticks the box.
	p.RankFromList = false
	if err := db.UpdatePlayer(ctx, id, p); err != nil {
		t.Fatal(err)
	}
	if p, _ = db.Player(ctx, id, pid); p.RankFromList {
		t.Fatal("RankFromList not reset")
	}
}

func TestUpdateRanks(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	add := func(name string, r rank.Rank, follows bool) tournament.PlayerID {
		pid, err := db.AddPlayer(ctx, id, tournament.Player{Name: name, FirstName: "X", Rank: r, Rating: 1000,
			EGDPin: "1000000" + name[:1], RankFromList: follows, Club: "Brno", Country: "CZ"})
		if err != nil {
			t.Fatal(err)
		}
		return pid
	}
	a, b, declared := add("Alpha", rank.Kyu(5), true), add("Bravo", rank.Kyu(3), true), add("Charlie", rank.Kyu(1), false)
	rev, err := db.Revision(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	// A stale revision changes nothing.
	wantCode(t, db.UpdateRanks(ctx, id, rev-1, []RankUpdate{{Player: a, Rank: rank.Kyu(4), Rating: 1650}}), ECONFLICT, "revision")
	// A player who keeps the declared rank is refused, and the whole update with him.
	err = db.UpdateRanks(ctx, id, rev, []RankUpdate{{Player: a, Rank: rank.Kyu(4), Rating: 1650}, {Player: declared, Rank: rank.Dan(1), Rating: 2100}})
	wantCode(t, err, ECONFLICT, "player")
	if p, _ := db.Player(ctx, id, a); p.Rank != rank.Kyu(5) || p.Rating != 1000 {
		t.Fatalf("refused update stored %+v", p)
	}
	if err := db.UpdateRanks(ctx, id, rev, []RankUpdate{{Player: a, Rank: rank.Kyu(4), Rating: 1650}, {Player: b, Rank: rank.Kyu(2), Rating: 1800}}); err != nil {
		t.Fatal(err)
	}
	for pid, want := range map[tournament.PlayerID][2]int{a: {int(rank.Kyu(4)), 1650}, b: {int(rank.Kyu(2)), 1800}, declared: {int(rank.Kyu(1)), 1000}} {
		p, err := db.Player(ctx, id, pid)
		if err != nil || int(p.Rank) != want[0] || p.Rating != want[1] || p.Club != "Brno" || p.Country != "CZ" {
			t.Errorf("player %d: %+v %v", pid, p, err)
		}
	}
	if r2, _ := db.Revision(ctx, id); r2 != rev+1 {
		t.Errorf("revision %d, want %d", r2, rev+1)
	}
	// A paired player's rank stays.
	if err := db.SaveRound(ctx, id, 1, []tournament.Game{{Table: 1, White: a, Black: declared, KnownColor: true}}, b); err != nil {
		t.Fatal(err)
	}
	rev, _ = db.Revision(ctx, id)
	wantCode(t, db.UpdateRanks(ctx, id, rev, []RankUpdate{{Player: a, Rank: rank.Kyu(3), Rating: 1750}}), ECONFLICT, "player")
	wantCode(t, db.UpdateRanks(ctx, id, rev, []RankUpdate{{Player: b, Rank: rank.Kyu(3), Rating: 1750}}), ECONFLICT, "player")
}
