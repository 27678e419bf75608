package store

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// wantTextRefused checks that err is the refusal (EINVALID, 400) of a bad text in field.
func wantTextRefused(t *testing.T, what string, err error, field, says string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) || e.Code != EINVALID || e.Field != field || !strings.Contains(e.Message, says) {
		t.Errorf("%s: %v (code %q), want EINVALID on %q saying %q", what, err, ErrorCode(err), field, says)
	}
}

// PostgreSQL refuses a NUL byte and bytes that are not UTF-8 in a text, SQLite stores them:
// on both, a game record, a player's club, a settings field and a login that hold them are
// refused naming the field, and nothing is stored.
func TestBadTextRefusedAlike(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _, _, _, _ := twoTableRound(t, db)
	for _, c := range []struct{ sgf, says string }{
		{"(;SZ[19]C[a\x00b];B[dd])", "NUL"},
		{"(;SZ[19]C[Dvo\xf8\xe1k];B[dd])", "UTF-8"}, // Latin-2 bytes, not UTF-8
	} {
		err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: c.sgf, Score: "B+R", UploadedBy: "player"})
		wantTextRefused(t, "SGF "+c.says, err, "sgf", c.says)
	}
	if r, err := db.LatestGameRecord(ctx, id, 1, 1); ErrorCode(err) != ENOTFOUND {
		t.Errorf("a record was stored: %+v %v", r, err)
	}

	before, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	p := before.Players[0]
	p.Club = "Pra\x00ha"
	wantTextRefused(t, "club", db.UpdatePlayer(ctx, id, p), "club", "NUL")
	s := before.Settings
	s.Extra = map[string]string{"note": "ok"}
	s.Director = "Nov\xe1k"
	err = db.UpdateSettings(ctx, id, s)
	var fe *tournament.FieldError
	if !errors.As(err, &fe) {
		wantTextRefused(t, "director", err, "director", "UTF-8")
	}
	after, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if after.Players[0].Club != before.Players[0].Club || after.Settings.Director != before.Settings.Director {
		t.Errorf("a refused text was stored: club %q director %q", after.Players[0].Club, after.Settings.Director)
	}

	// A login is looked up, not stored: refused the same way.
	_, err = db.Authenticate(ctx, "adm\x00in", "password")
	wantTextRefused(t, "login", err, "name", "NUL")
}

// The column of a statement's argument, for the message.
func TestArgColumn(t *testing.T) {
	for _, c := range []struct {
		query string
		i     int
		want  string
	}{
		{`SELECT * FROM "directors" WHERE name = $1 LIMIT $2`, 0, "name"},
		{`SELECT * FROM directors WHERE id = ? AND "email" = ?`, 1, "email"},
		{`UPDATE "players" SET "club"=$1,"name"=$2 WHERE id = $3`, 1, "name"},
		{`INSERT INTO "game_records" ("game_id","sgf","score") VALUES ($1,$2,$3),($4,$5,$6)`, 4, "sgf"},
		{"UPDATE `players` SET `club`=?,`name`=? WHERE id = ?", 0, "club"},
		{`SELECT * FROM "directors" WHERE lower(name) = lower($1)`, 0, "name"},
		{`SELECT * FROM t WHERE id IN ($1,$2)`, 0, "id"},
		{`SELECT pg_notify($1, $2)`, 1, ""},
	} {
		if got := argColumn(c.query, c.i); got != c.want {
			t.Errorf("argColumn(%q, %d) = %q, want %q", c.query, c.i, got, c.want)
		}
	}
}
