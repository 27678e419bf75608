package store

import (
	"context"
	"fmt"
	"sync"
	"testing"
)

// TestUpdateAtRevision: two directors read the same player (or the settings) and save their
// changes at once; the second, computed from what the first replaced, is refused instead of
// silently undoing it.
func TestUpdateAtRevision(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	pid := mustAdd(t, db, id, "Novák", "Jan", "1k")

	for attempt := range 5 {
		rev, err := db.Revision(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		p, err := db.Player(ctx, id, pid)
		if err != nil {
			t.Fatal(err)
		}
		s, _, _ := db.LoadTournament(ctx, id)
		errs := make([]error, 4)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if i%2 == 0 {
					q := p
					q.Club = fmt.Sprint("Club", attempt, i)
					errs[i] = db.UpdatePlayerAt(ctx, id, rev, q, nil)
				} else {
					st := s.Settings
					st.Place = fmt.Sprint("Place", attempt, i)
					errs[i] = db.UpdateSettingsAt(ctx, id, rev, st)
				}
			}()
		}
		wg.Wait()
		won := -1
		for i, err := range errs {
			switch ErrorCode(err) {
			case "":
				if won >= 0 {
					t.Fatalf("attempt %d: changes %d and %d both stored from revision %d", attempt, won, i, rev)
				}
				won = i
			case ECONFLICT:
				wantCode(t, err, ECONFLICT, "revision")
			default:
				t.Fatalf("attempt %d: change %d: %v", attempt, i, err)
			}
		}
		if won < 0 {
			t.Fatalf("attempt %d: every change refused", attempt)
		}
		if now, _ := db.Revision(ctx, id); now != rev+1 {
			t.Fatalf("attempt %d: revision %d after one change from %d", attempt, now, rev)
		}
		got, _, _ := db.LoadTournament(ctx, id)
		club, place := got.Players[0].Club, got.Settings.Place
		if won%2 == 0 && (club != fmt.Sprint("Club", attempt, won) || place != s.Settings.Place) ||
			won%2 == 1 && (place != fmt.Sprint("Place", attempt, won) || club != p.Club) {
			t.Fatalf("attempt %d: change %d stored, but club %q, place %q", attempt, won, club, place)
		}
	}

	// A stale revision is refused even without a race, and the old functions still save.
	rev, _ := db.Revision(ctx, id)
	p, _ := db.Player(ctx, id, pid)
	p.Club = "Brno"
	if err := db.UpdatePlayer(ctx, id, p); err != nil {
		t.Fatal(err)
	}
	p.Club = "Praha"
	wantCode(t, db.UpdatePlayerAt(ctx, id, rev, p, nil), ECONFLICT, "revision")
	s, _, _ := db.LoadTournament(ctx, id)
	settings := s.Settings
	settings.Place = "Olomouc"
	wantCode(t, db.UpdateSettingsAt(ctx, id, rev, settings), ECONFLICT, "revision")
	if err := db.UpdateSettings(ctx, id, settings); err != nil {
		t.Fatal(err)
	}
	got, _, _ := db.LoadTournament(ctx, id)
	if got.Players[0].Club != "Brno" || got.Settings.Place != "Olomouc" {
		t.Fatalf("club %q, place %q", got.Players[0].Club, got.Settings.Place)
	}
	wantCode(t, db.UpdateSettingsAt(ctx, id+1, 0, settings), ENOTFOUND, "")
	wantCode(t, db.UpdatePlayerAt(ctx, id+1, 0, p, nil), ENOTFOUND, "")
}
