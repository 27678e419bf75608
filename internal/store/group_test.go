package store

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gorm.io/gorm"

	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestGroupKeepsEachAnswer runs one group of five transactions on SQLite by hand: the second
// writes and then fails, the fourth writes and then panics; each answers its own outcome, and
// only the writes of the first, third and fifth are stored, seen in order by the ones after.
func TestGroupKeepsEachAnswer(t *testing.T) {
	db := openTest(t)
	if db.postgres {
		t.Skip("group commit is SQLite's")
	}
	ctx := context.Background()
	if err := db.gorm.Exec("CREATE TABLE group_rows (n INTEGER NOT NULL)").Error; err != nil {
		t.Fatal(err)
	}
	failed := errors.New("refused")
	insert := func(n int, then func() error) func(tx *gorm.DB) error {
		return func(tx *gorm.DB) error {
			if err := tx.Exec("INSERT INTO group_rows (n) VALUES (?)", n).Error; err != nil {
				return err
			}
			return then()
		}
	}
	var seenByFifth int64
	jobs := []*writeJob{
		{ctx: ctx, fn: insert(1, func() error { return nil })},
		{ctx: ctx, fn: insert(2, func() error { return failed })},
		{ctx: ctx, fn: insert(3, func() error { return nil })},
		{ctx: ctx, fn: insert(4, func() error { panic("job 4") })},
		{ctx: ctx, fn: func(tx *gorm.DB) error {
			if err := tx.Raw("SELECT COUNT(*) FROM group_rows").Scan(&seenByFifth).Error; err != nil {
				return err
			}
			return tx.Exec("INSERT INTO group_rows (n) VALUES (5)").Error
		}},
	}
	answers, _ := db.runGroup(jobs)
	if answers[0].err != nil || answers[2].err != nil || answers[4].err != nil {
		t.Fatalf("answers of the good ones: %+v", answers)
	}
	if !errors.Is(answers[1].err, failed) {
		t.Fatalf("the failing one answers %v, want its own error", answers[1].err)
	}
	if !answers[3].panicked || answers[3].panicVal != "job 4" {
		t.Fatalf("the panicking one answers %+v", answers[3])
	}
	if seenByFifth != 2 {
		t.Fatalf("the fifth saw %d rows, want 2 (1 and 3)", seenByFifth)
	}
	var got []int
	if err := db.gorm.Raw("SELECT n FROM group_rows ORDER BY n").Scan(&got).Error; err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != "[1 3 5]" {
		t.Fatalf("stored %v, want [1 3 5]", got)
	}
}

// TestGroupedResults enters results from many goroutines at once, some for tables that do not
// exist: each answers for itself, every good result and one audit line each are stored, and
// the count of results entered is the number of good ones.
func TestGroupedResults(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	const tables = 24
	var games []tournament.Game
	for i := 1; i <= tables; i++ {
		w := mustAdd(t, db, id, fmt.Sprintf("W%d", i), "w", "1k")
		b := mustAdd(t, db, id, fmt.Sprintf("B%d", i), "b", "2k")
		games = append(games, tournament.Game{Table: i, White: w, Black: b})
	}
	if err := db.SaveRound(ctx, id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 2*tables)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			table := i + 1 // tables past 24 do not exist
			result := tournament.WhiteWins
			if table%2 == 0 {
				result = tournament.BlackWins
			}
			errs[i] = db.SetResult(ctx, id, 1, table, result, false, "desk")
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if i < tables && err != nil {
			t.Errorf("table %d: %v", i+1, err)
		}
		if i >= tables && ErrorCode(err) != ENOTFOUND {
			t.Errorf("table %d: %v, want not found", i+1, err)
		}
	}
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range got.RoundGames(1) {
		want := tournament.WhiteWins
		if g.Table%2 == 0 {
			want = tournament.BlackWins
		}
		if g.Result != want {
			t.Errorf("table %d: %v, want %v", g.Table, g.Result, want)
		}
	}
	var lines, entered int64
	if err := db.gorm.Raw("SELECT COUNT(*) FROM result_changes WHERE tournament_id = ? AND changed_by = 'desk'", id).Scan(&lines).Error; err != nil {
		t.Fatal(err)
	}
	if err := db.gorm.Raw("SELECT results_entered FROM tournaments WHERE id = ?", id).Scan(&entered).Error; err != nil {
		t.Fatal(err)
	}
	if lines != tables || entered != tables {
		t.Fatalf("%d audit lines and %d results entered, want %d each", lines, entered, tables)
	}
}

// BenchmarkConcurrentResults enters results from 16 goroutines at once, as 16 desks would,
// with the write transactions committed in groups (as hoshi runs on SQLite) and one by one
// (the committer stopped): results/s and the p50 and p99 of a result's latency. Run it with
//
//	go test -run XXX -bench ConcurrentResults -benchtime 2000x -count 3 ./internal/store/
func BenchmarkConcurrentResults(b *testing.B) {
	if storetest.Postgres() {
		b.Skip("group commit is SQLite's")
	}
	for _, mode := range []string{"grouped", "one-by-one"} {
		b.Run(mode, func(b *testing.B) {
			db, err := Open(context.Background(), storetest.DSN(b))
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { db.Close() })
			id, err := db.ImportTournament(b.Context(), congress())
			if err != nil {
				b.Fatal(err)
			}
			if mode == "one-by-one" {
				db.committer.stop()
				db.committer = nil
			}
			var (
				mu        sync.Mutex
				latencies []time.Duration
				next      atomic.Int64
			)
			b.SetParallelism(16 / runtime.GOMAXPROCS(0))
			start := time.Now()
			b.RunParallel(func(pb *testing.PB) {
				var own []time.Duration
				for pb.Next() {
					k := int(next.Add(1))
					res := []tournament.Result{tournament.WhiteWins, tournament.BlackWins}[k/250%2]
					t0 := time.Now()
					if err := db.SetResult(context.Background(), id, 5, k%250+1, res, false, "bench"); err != nil {
						b.Error(err)
						return
					}
					own = append(own, time.Since(t0))
				}
				mu.Lock()
				latencies = append(latencies, own...)
				mu.Unlock()
			})
			elapsed := time.Since(start)
			slices.Sort(latencies)
			if n := len(latencies); n > 0 {
				b.ReportMetric(float64(latencies[n/2].Microseconds())/1000, "p50-ms")
				b.ReportMetric(float64(latencies[n*99/100].Microseconds())/1000, "p99-ms")
				b.ReportMetric(float64(n)/elapsed.Seconds(), "results/s")
			}
		})
	}
}
