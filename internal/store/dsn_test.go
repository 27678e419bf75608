package store

import (
	"context"
	"strings"
	"testing"
)

func TestIsPostgresAndRedact(t *testing.T) {
	for _, c := range []struct {
		dsn      string
		postgres bool
		shown    string
	}{
		{"hoshi.db", false, "hoshi.db"},
		{"/var/lib/hoshi/postgres.db", false, "/var/lib/hoshi/postgres.db"},
		{"postgres://hoshi:s3cret@db.example:5432/hoshi", true, "postgres://hoshi:xxxxx@db.example:5432/hoshi"},
		{"PostgreSQL://hoshi@db/hoshi?sslmode=require", true, "postgresql://hoshi@db/hoshi?sslmode=require"},
	} {
		if got := IsPostgres(c.dsn); got != c.postgres {
			t.Errorf("IsPostgres(%q) = %v", c.dsn, got)
		}
		if got := Redact(c.dsn); got != c.shown {
			t.Errorf("Redact(%q) = %q, want %q", c.dsn, got, c.shown)
		}
	}
}

// A PostgreSQL URL that cannot be used is refused with a message that does not show its
// password.
func TestOpenBadPostgresURL(t *testing.T) {
	for _, dsn := range []string{
		"postgres://hoshi:s3cret@127.0.0.1:notaport/hoshi",
		"postgres://hoshi:s3cret@127.0.0.1:1/hoshi?connect_timeout=1",
	} {
		db, err := Open(context.Background(), dsn)
		if err == nil {
			db.Close()
			t.Fatalf("%s opened", dsn)
		}
		if strings.Contains(err.Error(), "s3cret") {
			t.Errorf("the message shows the password: %v", err)
		}
	}
}
