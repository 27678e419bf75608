package app_test

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestSharedSnapshotsAreFresh: requests that need a tournament at once share one load of it
// (app.Server.SnapshotAt), and none gets a tournament older than the revision it read: eight
// devices, each on a table of its own, enter a result and read the tournament right after,
// fifteen times each, all at once; every read holds the result its device has just entered.
func TestSharedSnapshotsAreFresh(t *testing.T) {
	s := newTestServer(t)
	ctx := context.Background()
	n, _ := s.CreateTournament("Sdílení", 16)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", n), nil, http.StatusCreated, nil)
	id := store.TournamentID(n)
	var wg sync.WaitGroup
	for table := 1; table <= 8; table++ {
		wg.Go(func() {
			for i := range 15 {
				r := []tournament.Result{tournament.WhiteWins, tournament.BlackWins}[(i+table)%2]
				if err := s.DB.SetResult(ctx, id, 1, table, r, false, "desk"); err != nil {
					t.Error(err)
					return
				}
				sn, err := s.App.Snapshot(ctx, id)
				if err != nil {
					t.Error(err)
					return
				}
				for _, g := range sn.T.Games {
					if g.Round == 1 && g.Table == table && g.Result != r {
						t.Errorf("table %d, result %d: the tournament read after it (revision %d) holds %s, not %s", table, i+1, sn.Rev, g.Result, r)
					}
				}
			}
		})
	}
	wg.Wait()
}
