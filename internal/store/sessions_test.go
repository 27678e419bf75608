package store

import (
	"context"
	"testing"
	"time"
)

func TestSessions(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	if _, err := db.CreateSession(ctx, time.Hour); err == nil {
		t.Fatal("session without a director")
	}
	db.SetPassword(ctx, "correct horse")
	token, err := db.CreateSession(ctx, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	var stored sessionRow
	db.gorm.Take(&stored)
	if stored.TokenHash == token || stored.TokenHash != tokenHash(token) {
		t.Fatal("the sessions table must hold the token's hash, not the token")
	}
	for _, tc := range []struct {
		token string
		want  bool
	}{{token, true}, {"", false}, {token + "x", false}} {
		if ok, err := db.SessionValid(ctx, tc.token); ok != tc.want || err != nil {
			t.Errorf("SessionValid(%q) = %v, %v", tc.token, ok, err)
		}
	}
	start := time.Now().UTC()
	db.now = func() time.Time { return start.Add(2 * time.Hour) }
	if ok, _ := db.SessionValid(ctx, token); ok {
		t.Fatal("expired session still valid")
	}
	db.now = func() time.Time { return time.Now().UTC() }
	// The same password again (a restart with HOSHI_ADMIN_PASSWORD) keeps the sessions; a new
	// one closes them.
	token, _ = db.CreateSession(ctx, time.Hour)
	db.SetPassword(ctx, "correct horse")
	if ok, _ := db.SessionValid(ctx, token); !ok {
		t.Fatal("setting the same password closed the session")
	}
	db.SetPassword(ctx, "another horse")
	if ok, _ := db.SessionValid(ctx, token); ok {
		t.Fatal("a new password left the session open")
	}
	other, _ := db.CreateSession(ctx, time.Hour)
	if err := db.DeleteSession(ctx, other); err != nil {
		t.Fatal(err)
	}
	if ok, _ := db.SessionValid(ctx, other); ok {
		t.Fatal("deleted session still valid")
	}
}
