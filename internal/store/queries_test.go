package store

import (
	"context"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func TestAddPlayersAllOrNothing(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	mustAdd(t, db, id, "Novák", "Jan", "1k")
	batch := []tournament.Player{
		{Name: "Svoboda", FirstName: "Petr", Rank: rank.Kyu(2)},
		{Name: "NOVÁK", FirstName: "Jan", Rank: rank.Kyu(3)},
	}
	wantCode(t, db.AddPlayers(ctx, id, batch, nil), ECONFLICT, "name")
	tt, _, _ := db.LoadTournament(ctx, id)
	if len(tt.Players) != 1 {
		t.Fatalf("a refused batch registered %d players", len(tt.Players)-1)
	}
	batch[1].Name = "Dvořák"
	if err := db.AddPlayers(ctx, id, batch, nil); err != nil {
		t.Fatal(err)
	}
	tt, _, _ = db.LoadTournament(ctx, id)
	if len(tt.Players) != 3 || tt.Players[2].Name != "Dvořák" {
		t.Fatalf("players %+v", tt.Players)
	}
}

func TestPublicVersionAndRecords(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _, _, _, _ := twoTableRound(t, db)
	v0, err := db.PublicVersion(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.PublicVersion(ctx, id+1); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("version of a missing tournament: %v", err)
	}
	db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "d")
	v1, _ := db.PublicVersion(ctx, id)
	if v1.Revision <= v0.Revision || v1.Records != v0.Records {
		t.Fatalf("after a result: %+v, was %+v", v1, v0)
	}
	if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 2, SGF: "(;)", Score: "B+1"}); err != nil {
		t.Fatal(err)
	}
	v2, _ := db.PublicVersion(ctx, id)
	if v2.Records <= v1.Records {
		t.Fatalf("after an upload: %+v, was %+v", v2, v1)
	}
	tables, err := db.RecordedTables(ctx, id, 1)
	if err != nil || len(tables) != 1 || !tables[2] {
		t.Fatalf("recorded tables %v, %v", tables, err)
	}

	// Refining a record replaces the latest one instead of adding another.
	if err := db.UpdateGameRecord(ctx, id, GameRecord{Round: 1, Table: 2, SGF: "(;TB[aa])", Score: "B+3"}); err != nil {
		t.Fatal(err)
	}
	r, _ := db.LatestGameRecord(ctx, id, 1, 2)
	if r.SGF != "(;TB[aa])" || r.Score != "B+3" {
		t.Fatalf("updated record %+v", r)
	}
	wantCode(t, db.UpdateGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;)"}), ENOTFOUND, "table")
}
