package store

import (
	"context"
	"fmt"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// congress is a 500-player tournament after 5 rounds: in round r, player k (k < 250) plays
// player 250 + (k+r) mod 250 at table k+1, so no two players meet twice.
func congress() *tournament.Tournament {
	t := &tournament.Tournament{Settings: testSettings()}
	for i := 1; i <= 500; i++ {
		t.Players = append(t.Players, tournament.Player{
			ID: tournament.PlayerID(i), Name: fmt.Sprintf("Player%03d", i), FirstName: "Test",
			Rank: rank.Rank(i%36 - 30), Club: fmt.Sprintf("Club%d", i%40), Country: "CZ",
		})
	}
	for r := 1; r <= 5; r++ {
		for k := range 250 {
			t.Games = append(t.Games, tournament.Game{
				Round: r, Table: k + 1,
				White: tournament.PlayerID(k + 1), Black: tournament.PlayerID(251 + (k+r)%250),
				Result: []tournament.Result{tournament.WhiteWins, tournament.BlackWins}[(k+r)%2],
			})
		}
	}
	return t
}

func openBench(b *testing.B) *DB {
	b.Helper()
	db, err := Open(context.Background(), filepath.Join(b.TempDir(), "hoshi.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	return db
}

// reportCPU adds the process CPU time per operation to a benchmark's output: the build machine
// is shared, and wall-clock time per operation then measures the other jobs too. Commits do
// not wait for the disk (WAL with synchronous NORMAL), so the CPU time is most of the work.
func reportCPU(b *testing.B) func() {
	start := cpuTime()
	return func() {
		b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
	}
}

func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkImportTournament stores the whole 500-player tournament in one transaction.
func BenchmarkImportTournament(b *testing.B) {
	db := openBench(b)
	t := congress()
	defer reportCPU(b)()
	for b.Loop() {
		if _, err := db.ImportTournament(b.Context(), t); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadTournament reads it back, as every page and export that needs the standings does.
func BenchmarkLoadTournament(b *testing.B) {
	db := openBench(b)
	id, err := db.ImportTournament(b.Context(), congress())
	if err != nil {
		b.Fatal(err)
	}
	defer reportCPU(b)()
	for b.Loop() {
		t, _, err := db.LoadTournament(b.Context(), id)
		if err != nil {
			b.Fatal(err)
		}
		if len(t.Players) != 500 || len(t.Games) != 1250 {
			b.Fatalf("%d players, %d games", len(t.Players), len(t.Games))
		}
	}
}

// BenchmarkSetResult enters one result: the revision, the game and its audit line in one
// committed transaction.
func BenchmarkSetResult(b *testing.B) {
	db := openBench(b)
	id, err := db.ImportTournament(b.Context(), congress())
	if err != nil {
		b.Fatal(err)
	}
	k := 0
	defer reportCPU(b)()
	for b.Loop() {
		res := []tournament.Result{tournament.WhiteWins, tournament.BlackWins}[k%2]
		if err := db.SetResult(b.Context(), id, 5, k%250+1, res, false, "bench"); err != nil {
			b.Fatal(err)
		}
		k++
	}
}
