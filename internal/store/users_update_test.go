package store

import (
	"context"
	"testing"
)

// TestLastAdministrator: on a database without the account "admin" (no password set yet),
// the only administrator is neither demoted nor deleted; with a second one, either may go.
func TestLastAdministrator(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	ana, err := db.CreateUser(ctx, "Ana", "", "ana's password", true)
	if err != nil {
		t.Fatal(err)
	}
	no := false
	_, err = db.UpdateUser(ctx, ana, UserChange{Admin: &no})
	wantCode(t, err, EINVALID, "admin")
	wantCode(t, db.DeleteUser(ctx, ana), EINVALID, "admin")

	ben, err := db.CreateUser(ctx, "Ben", "ben@example.org", "", false)
	if err != nil {
		t.Fatal(err)
	}
	yes, name, email := true, "Benjamin", "BEN2@example.org"
	u, err := db.UpdateUser(ctx, ben, UserChange{Admin: &yes, Name: &name, Email: &email})
	if err != nil {
		t.Fatal(err)
	}
	if u.ID != ben || !u.Admin || u.Name != "Benjamin" || u.Email != "BEN2@example.org" {
		t.Fatalf("Ben changed: %+v", u)
	}
	dup := "ana"
	_, err = db.UpdateUser(ctx, ben, UserChange{Name: &dup})
	wantCode(t, err, ECONFLICT, "name")
	if u, err = db.UpdateUser(ctx, ana, UserChange{Admin: &no}); err != nil || u.Admin {
		t.Fatalf("Ana demoted while Ben is an administrator: %+v %v", u, err)
	}
	wantCode(t, db.DeleteUser(ctx, ben), EINVALID, "admin")
	if err := db.DeleteUser(ctx, ana); err != nil {
		t.Fatal(err)
	}
	users, err := db.Users(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(users) != 1 || users[0].Name != "Benjamin" || !users[0].Admin {
		t.Fatalf("users: %+v", users)
	}
}
