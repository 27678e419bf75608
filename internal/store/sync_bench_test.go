package store

import (
	"context"
	"fmt"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// BenchmarkSetResultSynchronous measures what synchronous=FULL (the WAL synced at every
// commit, hoshi's setting) costs over NORMAL for the commonest change, a result entered
// with its audit line. See docs/PERFORMANCE.md.
func BenchmarkSetResultSynchronous(b *testing.B) {
	if storetest.Postgres() {
		b.Skip("SQLite's synchronous setting")
	}
	for _, mode := range []string{"NORMAL", "FULL"} {
		b.Run(mode, func(b *testing.B) {
			defer func(m string) { sqliteSynchronous = m }(sqliteSynchronous)
			sqliteSynchronous = mode
			ctx := context.Background()
			db, err := Open(ctx, storetest.SQLite(b))
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			var level int
			if db.gorm.Raw("PRAGMA synchronous").Scan(&level); level != map[string]int{"NORMAL": 1, "FULL": 2}[mode] {
				b.Fatalf("synchronous %d, want %s", level, mode)
			}
			id, err := db.CreateTournament(ctx, testSettings())
			if err != nil {
				b.Fatal(err)
			}
			var games []tournament.Game
			for k := 1; k <= 50; k++ {
				w, err := db.AddPlayer(ctx, id, tournament.Player{Name: fmt.Sprintf("White%d", k), FirstName: "x"})
				if err != nil {
					b.Fatal(err)
				}
				bl, err := db.AddPlayer(ctx, id, tournament.Player{Name: fmt.Sprintf("Black%d", k), FirstName: "x"})
				if err != nil {
					b.Fatal(err)
				}
				games = append(games, tournament.Game{Round: 1, Table: k, White: w, Black: bl})
			}
			if err := db.CreateRound(ctx, id, 1, games, 0); err != nil {
				b.Fatal(err)
			}
			results := []tournament.Result{tournament.WhiteWins, tournament.BlackWins}
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				if err := db.SetResult(ctx, id, 1, 1+i%50, results[i%2], false, "bench"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
