package store

import (
	"context"
	"testing"
	"time"
)

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
