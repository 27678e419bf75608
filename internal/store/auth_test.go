package store

import (
	"context"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"
)

func TestPassword(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	if ok, _ := db.HasDirector(ctx); ok {
		t.Fatal("a new database has a director")
	}
	wantCode(t, db.CheckPassword(ctx, "anything"), EUNAUTHORIZED, "password")
	wantCode(t, db.SetPassword(ctx, ""), EINVALID, "password")
	wantCode(t, db.InitPassword(ctx, "short"), EINVALID, "password")
	if err := db.InitPassword(ctx, "correct horse"); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.InitPassword(ctx, "another one"), ECONFLICT, "password")
	if ok, _ := db.HasDirector(ctx); !ok {
		t.Fatal("no director after setting the password")
	}
	if err := db.CheckPassword(ctx, "correct horse"); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.CheckPassword(ctx, "correct horsE"), EUNAUTHORIZED, "password")

	if err := db.SetPassword(ctx, "short"); err != nil {
		t.Fatal(err)
	}
	if err := db.CheckPassword(ctx, "short"); err != nil {
		t.Fatal(err)
	}
	hash, _ := bcrypt.GenerateFromPassword([]byte("from config"), bcrypt.MinCost)
	if err := db.SetPasswordHash(ctx, string(hash)); err != nil {
		t.Fatal(err)
	}
	if err := db.CheckPassword(ctx, "from config"); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.CheckPassword(ctx, "correct horse"), EUNAUTHORIZED, "password")
	wantCode(t, db.SetPasswordHash(ctx, "plain text"), EINVALID, "password_hash")
}

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

func TestLoginFailures(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	start := time.Now().UTC()
	for i := range 3 {
		db.now = func() time.Time { return start.Add(time.Duration(i) * 20 * time.Second) }
		db.RecordLoginAttempt(ctx, "10.0.0.1", false)
	}
	db.RecordLoginAttempt(ctx, "10.0.0.1", true)
	db.RecordLoginAttempt(ctx, "10.0.0.2", false)
	db.now = func() time.Time { return start.Add(50 * time.Second) }
	if n, _ := db.LoginFailures(ctx, "10.0.0.1", time.Minute); n != 3 {
		t.Fatalf("failures in the last minute: %d, want 3", n)
	}
	db.now = func() time.Time { return start.Add(70 * time.Second) }
	if n, _ := db.LoginFailures(ctx, "10.0.0.1", time.Minute); n != 2 {
		t.Fatalf("failures after the first expired: %d, want 2", n)
	}
}
