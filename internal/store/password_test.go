package store

import (
	"context"
	"testing"

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
