package store

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A name typed with combining accents is the name typed with composed letters: the second
// registration is a duplicate, and the stored name is NFC.
func TestAddPlayerNormalisesNames(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	nfd := "Dvor\u030Ca\u0301k" // r + combining caron, a + combining acute
	pid, err := db.AddPlayer(ctx, id, tournament.Player{Name: nfd, FirstName: "Jan", Rank: rank.Kyu(2)})
	if err != nil {
		t.Fatal(err)
	}
	p, err := db.Player(ctx, id, pid)
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Dvořák" {
		t.Errorf("stored name %q (% x), want the NFC \"Dvořák\"", p.Name, p.Name)
	}
	_, err = db.AddPlayer(ctx, id, tournament.Player{Name: "Dvořák", FirstName: "Jan", Rank: rank.Kyu(2)})
	wantCode(t, err, ECONFLICT, "name")
}

func TestImportRefusesOverlongNames(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	in := &tournament.Tournament{
		Settings: testSettings(),
		Players: []tournament.Player{
			{ID: 1, Name: "Kim", FirstName: "Min-ji", Rank: rank.Dan(5)},
			{ID: 2, Name: strings.Repeat("x", 900<<10), FirstName: "Long", Rank: rank.Kyu(3)},
		},
	}
	_, err := db.ImportTournament(ctx, in)
	var fe *tournament.FieldError
	if !errors.As(err, &fe) || fe.Field != "Name" {
		t.Fatalf("import of a 900 KB name: %v, want a FieldError on Name", err)
	}
	if len(err.Error()) > 300 || !strings.Contains(fe.Msg, "player 2 (xxx") {
		t.Errorf("the error does not name the player in a few words: %.300s", err)
	}
	if list, _ := db.ListTournaments(ctx); len(list) != 0 {
		t.Fatalf("failed import left %d tournaments", len(list))
	}
}
