package store

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestUsersAndRoles(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	if err := db.SetPassword(ctx, "admin password"); err != nil {
		t.Fatal(err)
	}
	desk, err := db.CreateUser(ctx, "Jana", "Jana@Example.org", "desk password", false)
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.CreateUser(ctx, "jana", "", "", false)
	wantCode(t, err, ECONFLICT, "name")
	_, err = db.CreateUser(ctx, "other", "jana@example.ORG", "", false)
	wantCode(t, err, ECONFLICT, "email")
	_, err = db.CreateUser(ctx, "a@b", "", "", false)
	wantCode(t, err, EINVALID, "name")
	_, err = db.CreateUser(ctx, "short", "", "short", false)
	wantCode(t, err, EINVALID, "password")

	// By name or e-mail, either case; the password is exact.
	for _, login := range []string{"Jana", "jana", "jana@example.org", " JANA@EXAMPLE.ORG "} {
		if u, err := db.Authenticate(ctx, login, "desk password"); err != nil || u.ID != desk || u.Admin {
			t.Errorf("login %q: %+v %v", login, u, err)
		}
	}
	_, err = db.Authenticate(ctx, "jana", "desk passworD")
	wantCode(t, err, EUNAUTHORIZED, "password")
	_, err = db.Authenticate(ctx, "nobody", "desk password")
	wantCode(t, err, EUNAUTHORIZED, "password")
	if u, err := db.Authenticate(ctx, AdminName, "admin password"); err != nil || !u.Admin {
		t.Fatalf("administrator: %+v %v", u, err)
	}

	id := insertTournamentAsOf(t, db, testSettings())
	if r, err := db.RoleOf(ctx, id, desk); err != nil || r != RoleNone {
		t.Fatalf("role before: %q %v", r, err)
	}
	wantCode(t, db.SetRole(ctx, id, desk, "king"), EINVALID, "role")
	wantCode(t, db.SetRole(ctx, id+100, desk, RoleDesk), ENOTFOUND, "tournament")
	if err := db.SetRole(ctx, id, desk, RoleDesk); err != nil {
		t.Fatal(err)
	}
	if err := db.SetRole(ctx, id, desk, RoleDirector); err != nil {
		t.Fatal(err)
	}
	if r, err := db.RoleOf(ctx, id, desk); err != nil || r != RoleDirector {
		t.Fatalf("role: %q %v", r, err)
	}
	team, err := db.Team(ctx, id)
	if err != nil || len(team) != 1 || team[0].User.Name != "Jana" || team[0].Role != RoleDirector {
		t.Fatalf("team: %+v %v", team, err)
	}

	// A session names its user; deleting the user closes it and drops the role.
	token, err := db.CreateUserSession(ctx, desk, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if u, ok, err := db.SessionUser(ctx, token); err != nil || !ok || u.Name != "Jana" {
		t.Fatalf("session: %+v %v %v", u, ok, err)
	}
	admin, _ := db.Authenticate(ctx, AdminName, "admin password")
	wantCode(t, db.DeleteUser(ctx, admin.ID), EINVALID, "user")
	if err := db.DeleteUser(ctx, desk); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := db.SessionUser(ctx, token); err != nil || ok {
		t.Fatalf("session of a deleted user: %v %v", ok, err)
	}
	if team, err := db.Team(ctx, id); err != nil || len(team) != 0 {
		t.Fatalf("team after delete: %+v %v", team, err)
	}
}

// TestLongPassword: bcrypt refuses passwords over 72 bytes; hoshi takes them, and every byte
// counts (bcrypt alone would ignore those after the 72nd).
func TestLongPassword(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	long := strings.Repeat("x", 72) + "tail one"
	if err := db.SetPassword(ctx, long); err != nil {
		t.Fatal(err)
	}
	if err := db.CheckPassword(ctx, long); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.CheckPassword(ctx, strings.Repeat("x", 72)+"tail two"), EUNAUTHORIZED, "password")
	wantCode(t, db.CheckPassword(ctx, strings.Repeat("x", 72)), EUNAUTHORIZED, "password")
	exact := strings.Repeat("y", 72)
	if _, err := db.CreateUser(ctx, "exact", "", exact, false); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Authenticate(ctx, "exact", exact); err != nil {
		t.Fatal(err)
	}
}

// TestSetPasswordAtOnce: processes started together on a new database, each with the same
// HOSHI_ADMIN_PASSWORD, all succeed and leave one hash, which the later starts keep.
func TestSetPasswordAtOnce(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	db := openDSN(t, dsn)
	dbs := []*DB{db, openDSN(t, dsn), openDSN(t, dsn), openDSN(t, dsn)}
	var wg sync.WaitGroup
	errs := make([]error, len(dbs))
	for i, d := range dbs {
		wg.Go(func() { errs[i] = d.SetPassword(ctx, "same password") })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("process %d: %v", i, err)
		}
	}
	var rows []userRow
	if err := db.gorm.Find(&rows).Error; err != nil || len(rows) != 1 || !rows[0].Admin {
		t.Fatalf("accounts: %+v %v", rows, err)
	}
	token, err := db.CreateSession(ctx, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if err := dbs[1].SetPassword(ctx, "same password"); err != nil {
		t.Fatal(err)
	}
	var again userRow
	if err := db.gorm.Take(&again).Error; err != nil || again.PasswordHash != rows[0].PasswordHash {
		t.Fatalf("the hash changed on a restart with the same password")
	}
	if ok, err := db.SessionValid(ctx, token); err != nil || !ok {
		t.Fatalf("a restart with the same password closed the session: %v %v", ok, err)
	}
}

func TestInvite(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	start := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	now := start
	db.now = func() time.Time { return now }
	uid, err := db.CreateUser(ctx, "desk", "", "", false)
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Authenticate(ctx, "desk", "")
	wantCode(t, err, EUNAUTHORIZED, "password")
	token, err := db.CreateInvite(ctx, uid, 48*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if u, err := db.InviteUser(ctx, token); err != nil || u.ID != uid || u.HasPassword {
		t.Fatalf("invite: %+v %v", u, err)
	}
	_, err = db.AcceptInvite(ctx, token, "short")
	wantCode(t, err, EINVALID, "password")
	if u, err := db.AcceptInvite(ctx, token, "my own password"); err != nil || u.ID != uid {
		t.Fatalf("accept: %+v %v", u, err)
	}
	if _, err := db.Authenticate(ctx, "desk", "my own password"); err != nil {
		t.Fatal(err)
	}
	_, err = db.AcceptInvite(ctx, token, "another password")
	wantCode(t, err, ENOTFOUND, "token")

	late, err := db.CreateInvite(ctx, uid, 48*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	now = start.Add(49 * time.Hour)
	_, err = db.AcceptInvite(ctx, late, "another password")
	wantCode(t, err, ENOTFOUND, "token")
	var n int64
	db.gorm.Model(&inviteRow{}).Where("token_hash = ? OR token_hash = ?", late, token).Count(&n)
	if n != 0 {
		t.Fatal("the token is stored in clear")
	}
}

// TestLoginLimits: failures count per address and per account, across the processes that
// share the database; refused attempts count no further, so the limit lifts a period after the
// last real guess.
func TestLoginLimits(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	db, other := openDSN(t, dsn), openDSN(t, dsn)
	start := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	now := start
	db.now = func() time.Time { return now }
	other.now = db.now
	try := func(d *DB, ip, account string) string {
		t.Helper()
		a, limited, err := d.BeginLogin(ctx, ip, account, time.Minute, 5, 10)
		if err != nil {
			t.Fatal(err)
		}
		if limited == "" {
			if err := d.EndLogin(ctx, a, false); err != nil {
				t.Fatal(err)
			}
		}
		return limited
	}
	// Guesses from 5 addresses, alternating processes: 10 pass, then the account is locked.
	passed := 0
	for i := range 20 {
		d := []*DB{db, other}[i%2]
		if try(d, "10.0.0."+string(rune('1'+i%5)), "Admin") == "" {
			passed++
		}
	}
	if passed != 10 {
		t.Fatalf("%d guesses passed, want 10", passed)
	}
	if got := try(db, "10.0.0.9", "admin"); got != "account" {
		t.Fatalf("a new address on the locked account at the same moment: %q", got)
	}
	// Its owner from an address that has not failed on it gets a try once the account's
	// backoff has passed; the guessing addresses do not, nor a second try of the new one.
	now = start.Add(LoginAccountBackoff + time.Second)
	if got := try(db, "10.0.0.1", "admin"); got != "account" {
		t.Fatalf("a guessing address after the backoff: %q", got)
	}
	if got := try(other, "10.0.3.1", "admin"); got != "" {
		t.Fatalf("a fresh address after the backoff: %q", got)
	}
	now = now.Add(LoginAccountBackoff + time.Second)
	if got := try(db, "10.0.3.1", "admin"); got != "account" {
		t.Fatalf("the fresh address, once it failed too: %q", got)
	}
	if got := try(db, "10.0.3.2", "admin"); got != "" {
		t.Fatalf("another fresh address, a backoff later: %q", got)
	}
	if got := try(db, "10.0.3.3", "admin"); got != "account" {
		t.Fatalf("a third fresh address within the backoff: %q", got)
	}
	// The account by its e-mail is the same account.
	if _, err := db.CreateUser(ctx, "jana", "jana@example.org", "", false); err != nil {
		t.Fatal(err)
	}
	for i := range 10 {
		name := []string{"Jana", "JANA@example.org"}[i%2]
		if got := try(db, "10.0.2."+string(rune('0'+i)), name); got != "" {
			t.Fatalf("attempt %d on %s: %q", i, name, got)
		}
	}
	if got := try(db, "10.0.2.99", "jana@example.org"); got != "account" {
		t.Fatalf("jana's eleventh failure by e-mail: %q", got)
	}
	// Another account from a fresh address is not limited; an address is limited after 5.
	for i := range 5 {
		if got := try(other, "10.0.1.1", "petr"); got != "" {
			t.Fatalf("attempt %d: %q", i, got)
		}
	}
	if got := try(db, "10.0.1.1", "eva"); got != "address" {
		t.Fatalf("sixth failure of an address: %q", got)
	}
	now = start.Add(61 * time.Second)
	if got := try(db, "10.0.0.9", "admin"); got != "" {
		t.Fatalf("after a minute: %q", got)
	}
}
