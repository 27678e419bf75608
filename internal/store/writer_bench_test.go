package store

import (
	"context"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// BenchmarkWriterCheck measures what the check of the writer's format (checkWriter, the first
// statement of every write transaction) costs a write: a result entered (SetResult) with and
// without the check, and a transaction that holds nothing else. On SQLite, then on PostgreSQL
// too when HOSHI_TEST_POSTGRES is set (the package's tests run twice):
//
//	HOSHI_TEST_POSTGRES=postgres://... go test -run '^$' -bench 'WriterCheck' -benchtime 2000x -count 3 ./internal/store/
func BenchmarkWriterCheck(b *testing.B) {
	open := func(b *testing.B) *DB {
		db, err := Open(context.Background(), storetest.DSN(b))
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { db.Close() })
		return db
	}
	kind := "sqlite"
	if storetest.Postgres() {
		kind = "postgres"
	}
	for _, checked := range []bool{true, false} {
		label := "checked"
		if !checked {
			label = "unchecked"
		}
		b.Run(kind+"/result/"+label, func(b *testing.B) {
			db := open(b)
			id, err := db.ImportTournament(b.Context(), congress())
			if err != nil {
				b.Fatal(err)
			}
			db.guarded = checked
			k := 0
			defer reportCPU(b)()
			for b.Loop() {
				res := []tournament.Result{tournament.WhiteWins, tournament.BlackWins}[k%2]
				if err := db.SetResult(b.Context(), id, 5, k%250+1, res, false, "bench"); err != nil {
					b.Fatal(err)
				}
				k++
			}
		})
		b.Run(kind+"/empty/"+label, func(b *testing.B) {
			db := open(b)
			db.guarded = checked
			defer reportCPU(b)()
			for b.Loop() {
				if err := db.transaction(b.Context(), func(*gorm.DB) error { return nil }); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
