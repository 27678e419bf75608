package app_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// Another program holding SQLite's write lock (a second process, a backup tool) makes a
// change wait: past the busy timeout (5 s) the answer is 503 with the reason, nothing
// stored; once the lock is released the same change goes through.
func TestBusyDatabaseAnswers503(t *testing.T) {
	if storetest.Postgres() {
		t.Skip("SQLite's write lock")
	}
	s := newTestServer(t)
	id := webtest.SeedRound(t, s.DB, 2)
	ctx := context.Background()
	other, err := sql.Open("sqlite3", "file:"+s.DSN)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conn, err := other.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	path := fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id)
	start := time.Now()
	resp, body := s.Do(s.Director, "PUT", path, map[string]string{"result": "b"})
	waited := time.Since(start)
	var e app.ErrorJSON
	json.Unmarshal(body, &e)
	if resp.StatusCode != http.StatusServiceUnavailable || e.Error != store.BusyMessage || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("with the lock held: %d %s (Retry-After %q)", resp.StatusCode, body, resp.Header.Get("Retry-After"))
	}
	if waited < 4*time.Second {
		t.Errorf("answered after %v: the busy timeout is 5 s", waited)
	}
	if _, err := conn.ExecContext(ctx, "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	games, _, err := s.DB.Round(ctx, id, 1)
	if err != nil || games[0].Result.String() != "?" {
		t.Fatalf("the refused result was stored: %+v %v", games, err)
	}
	s.Expect(s.Director, "PUT", path, map[string]string{"result": "b"}, http.StatusOK, nil)
}
