package store

import (
	"context"
	"runtime"
	"testing"
	"weak"
)

// TestCloseKeepsNoRequest: once a database is closed, nothing of it keeps the contexts of the
// requests that wrote to it (a web server's request context holds the whole server: hundreds
// of closed test servers once filled 18 GB). GORM's cache of prepared statements outlives the
// pool, and a statement prepared in a transaction holds the transaction's context.
func TestCloseKeepsNoRequest(t *testing.T) {
	type key struct{}
	req := new([1 << 16]byte) // what a request's context holds
	gone := weak.Make(req)
	db, err := Open(context.Background(), testDSN(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.WithValue(context.Background(), key{}, req)
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	mustAdd(t, db, id, "A", "a", "1d")
	if _, _, err := db.LoadTournament(ctx, id); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	ctx, req = nil, nil
	_ = ctx
	for range 5 {
		runtime.GC()
		if gone.Value() == nil {
			return
		}
	}
	t.Fatal("the closed database still holds a request's context")
}
