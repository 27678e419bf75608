package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-gormigrate/gormigrate/v2"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// wantNewerWriter checks that err refuses a write because a newer hoshi wrote the database.
func wantNewerWriter(t *testing.T, what string, err error) {
	t.Helper()
	if ErrorCode(err) != EUNAVAILABLE || !strings.Contains(err.Error(), "newer hoshi") || !strings.Contains(err.Error(), "nothing was stored") {
		t.Errorf("%s: %v (code %q), want EUNAVAILABLE saying a newer hoshi wrote the database", what, err, ErrorCode(err))
	}
}

// A hoshi rolled back to an older version while the database was written by a newer one (same
// migrations, a newer data format) refuses to write instead of erasing what it does not know,
// and an older hoshi started afterwards refuses to open the database.
func TestOlderWriterRefused(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	old := openDSN(t, dsn)
	id, a, _, _, _ := twoTableRound(t, old)
	before, _, err := old.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}

	if err := old.SetPassword(ctx, "old password, long enough"); err != nil {
		t.Fatal(err)
	}
	session, err := old.CreateSession(ctx, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	attempt, limited, err := old.BeginLogin(ctx, "192.0.2.1", AdminName, time.Hour, 10, 10)
	if err != nil || limited != "" {
		t.Fatalf("login attempt: %q %v", limited, err)
	}

	newer, err := openAs(ctx, dsn, "", writerFormat+1)
	if err != nil {
		t.Fatal(err)
	}
	defer newer.Close()
	if len(newer.AppliedMigrations()) != 0 {
		t.Errorf("the newer format applied %v", newer.AppliedMigrations())
	}

	// The old process still reads, but writes nothing.
	if _, _, err := old.LoadTournament(ctx, id); err != nil {
		t.Errorf("read by the old process: %v", err)
	}
	s := before.Settings
	s.Name = "Renamed by the old process"
	wantNewerWriter(t, "settings", old.UpdateSettings(ctx, id, s))
	p := before.Players[0]
	p.Club = "Old"
	wantNewerWriter(t, "player", old.UpdatePlayer(ctx, id, p))
	wantNewerWriter(t, "result", old.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "director"))
	_, err = old.AddPlayer(ctx, id, tournament.Player{Name: "Late", FirstName: "Old", Rank: before.Players[0].Rank})
	wantNewerWriter(t, "new player", err)
	wantNewerWriter(t, "delete", old.DeleteTournament(ctx, id))
	after, _, err := newer.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if after.Settings.Name != before.Settings.Name || len(after.Players) != len(before.Players) ||
		after.Players[0].Club != before.Players[0].Club || after.Games[0].Result != before.Games[0].Result {
		t.Errorf("the old process changed the tournament: %+v", after)
	}
	// The newer process writes.
	if err := newer.SetResult(ctx, id, 1, 1, tournament.BlackWins, false, "director"); err != nil {
		t.Errorf("write by the newer process: %v", err)
	}
	_ = a

	// Nor do the writes outside a tournament: sessions, logins, the first password, and a
	// single statement that no transaction checks.
	wantNewerWriter(t, "logout", old.DeleteSession(ctx, session))
	if u, ok, err := newer.SessionUser(ctx, session); err != nil || !ok || !u.Admin {
		t.Errorf("the session after the old process's logout: %+v %v %v", u, ok, err)
	}
	_, err = old.CreateSession(ctx, time.Hour)
	wantNewerWriter(t, "login", err)
	_, _, err = old.BeginLogin(ctx, "192.0.2.2", AdminName, time.Hour, 10, 10)
	wantNewerWriter(t, "login attempt", err)
	wantNewerWriter(t, "login's outcome", old.EndLogin(ctx, attempt, true))
	wantNewerWriter(t, "first password", old.InitPassword(ctx, "another password, long enough"))
	wantNewerWriter(t, "password", old.SetPassword(ctx, "another password, long enough"))
	wantNewerWriter(t, "single statement", old.gorm.WithContext(ctx).Exec("DELETE FROM sessions").Error)
	wantNewerWriter(t, "single update", old.gorm.WithContext(ctx).Model(&loginAttemptRow{}).Where("id > 0").Update("success", true).Error)
	var sessions, attempts, successes int64
	newer.gorm.Model(&sessionRow{}).Count(&sessions)
	newer.gorm.Model(&loginAttemptRow{}).Count(&attempts)
	newer.gorm.Model(&loginAttemptRow{}).Where("success = ?", true).Count(&successes)
	if sessions != 1 || attempts != 1 || successes != 0 {
		t.Errorf("after the old process's refused writes: %d sessions, %d login attempts (%d successful), want 1, 1, 0", sessions, attempts, successes)
	}
	if err := newer.CheckPassword(ctx, "old password, long enough"); err != nil {
		t.Errorf("the password after the old process's change: %v", err)
	}

	// An old process started now is refused, and so is its dry run.
	_, err = openAs(ctx, dsn, "", writerFormat)
	if !errors.Is(err, ErrNewerSchema) || !strings.Contains(err.Error(), fmt.Sprintf("data format %d", writerFormat+1)) {
		t.Errorf("open by an old process: %v", err)
	}
	if _, err := Pending(ctx, dsn); !errors.Is(err, ErrNewerSchema) {
		t.Errorf("dry run by an old process: %v", err)
	}
}

// Pending lists what Open would apply and changes nothing.
func TestPending(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	all, err := Pending(ctx, dsn)
	if err != nil || len(all) != len(migrations) || all[0] != migrations[0].ID || all[len(all)-1] != Schema() {
		t.Fatalf("pending on a new database: %v %v", all, err)
	}
	// An older database: the migrations after the fifth are pending, and stay so.
	db, err := open(ctx, dsn, migrations[4].ID)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	for range 2 {
		got, err := Pending(ctx, dsn)
		if err != nil || len(got) != len(migrations)-5 || got[0] != migrations[5].ID {
			t.Fatalf("pending after 5 migrations: %v %v", got, err)
		}
	}
	db, err = Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	if len(db.AppliedMigrations()) != len(migrations)-5 {
		t.Errorf("applied %v", db.AppliedMigrations())
	}
	db.Close()
	if got, err := Pending(ctx, dsn); err != nil || len(got) != 0 {
		t.Errorf("pending when up to date: %v %v", got, err)
	}
}

// A rolling upgrade on PostgreSQL: an old process keeps serving while a newer one adds a
// column to players (its statements prepared before then no longer fit: "cached plan must not
// change result type") and raises the data format. The old process answers its reads (at
// worst "try again", never an internal error), refuses its writes with the newer-hoshi message
// and changes nothing; the newer one reads and writes.
func TestRollingUpgradePostgres(t *testing.T) {
	if !storetest.Postgres() {
		t.Skip("PostgreSQL's case: run with " + storetest.Env)
	}
	ctx := context.Background()
	dsn := testDSN(t)
	old := openDSN(t, dsn)
	id, _, _, _, _ := twoTableRound(t, old)
	before, _, err := old.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	// The old process's connections prepare their statements.
	var wg sync.WaitGroup
	for range maxConnsPostgres {
		wg.Add(1)
		go func() {
			defer wg.Done()
			old.LoadTournament(ctx, id)
			old.ListTournaments(ctx)
			old.Player(ctx, id, before.Players[0].ID)
		}()
	}
	wg.Wait()

	saved := migrations
	t.Cleanup(func() { migrations = saved })
	migrations = append(append([]*gormigrate.Migration(nil), saved...), &gormigrate.Migration{
		ID: "2099010101-player-nickname",
		Migrate: func(tx *gorm.DB) error {
			return tx.Exec(`ALTER TABLE players ADD COLUMN nickname TEXT NOT NULL DEFAULT ''`).Error
		},
	})
	newer, err := openAs(ctx, dsn, "", writerFormat+1)
	if err != nil {
		t.Fatal(err)
	}
	defer newer.Close()
	if got := newer.AppliedMigrations(); len(got) != 1 {
		t.Fatalf("applied %v", got)
	}
	migrations = saved

	reads := map[string]func() error{
		"tournament": func() error { _, _, err := old.LoadTournament(ctx, id); return err },
		"list":       func() error { _, err := old.ListTournaments(ctx); return err },
		"player":     func() error { _, err := old.Player(ctx, id, before.Players[0].ID); return err },
	}
	for name, read := range reads {
		ok := false
		for try := 0; try <= maxConnsPostgres && !ok; try++ {
			err := read()
			switch ErrorCode(err) {
			case "":
				ok = true
			case EUNAVAILABLE:
			default:
				t.Fatalf("old process, %s: %v (code %q)", name, err, ErrorCode(err))
			}
		}
		if !ok {
			t.Errorf("old process, %s: no answer in %d tries", name, maxConnsPostgres+1)
		}
	}
	p := before.Players[0]
	p.Club = "Old"
	wantNewerWriter(t, "player", old.UpdatePlayer(ctx, id, p))
	s := before.Settings
	s.Name = "Old"
	wantNewerWriter(t, "settings", old.UpdateSettings(ctx, id, s))
	after, _, err := newer.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if after.Players[0].Club != before.Players[0].Club || after.Settings.Name != before.Settings.Name {
		t.Errorf("the old process wrote: club %q name %q", after.Players[0].Club, after.Settings.Name)
	}
	p.Club = "New"
	if err := newer.UpdatePlayer(ctx, id, p); err != nil {
		t.Errorf("newer process: %v", err)
	}
}

// Backends terminated during requests on PostgreSQL (a server restarting, an administrator's
// pg_terminate_backend) give "try again" (EUNAVAILABLE, a 503 with Retry-After), never an
// internal error, and what was answered as stored is stored.
func TestTerminatedBackendsUnavailable(t *testing.T) {
	if !storetest.Postgres() {
		t.Skip("PostgreSQL's case: run with " + storetest.Env)
	}
	ctx := context.Background()
	dsn := testDSN(t)
	// Only this test's connections are terminated: they carry a name of their own.
	var b [6]byte
	rand.Read(b[:])
	app := "hoshi_lost_" + hex.EncodeToString(b[:])
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("application_name", app)
	u.RawQuery = q.Encode()
	db := openDSN(t, u.String())
	admin := openDSN(t, dsn)
	id, _, _, _, _ := twoTableRound(t, db)

	var (
		stop                 atomic.Bool
		wg                   sync.WaitGroup
		mu                   sync.Mutex
		unavailable, answers int
		internal             []error
		stored               = map[string]bool{}
	)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; !stop.Load(); i++ {
				var err error
				name := ""
				if i%2 == 0 {
					_, _, err = db.LoadTournament(ctx, id)
				} else {
					name = "P" + string(rune('a'+w)) + strings.Repeat("x", i%7) + hex.EncodeToString([]byte{byte(i), byte(i >> 8)})
					_, err = db.AddPlayer(ctx, id, tournament.Player{Name: name, FirstName: "T", Rank: 5})
				}
				mu.Lock()
				answers++
				switch ErrorCode(err) {
				case "":
					if name != "" {
						stored[name] = true
					}
				case EUNAVAILABLE:
					unavailable++
					if UnavailableMessage(err) != LostMessage && UnavailableMessage(err) != BusyMessage {
						internal = append(internal, err)
					}
				default:
					internal = append(internal, err)
				}
				mu.Unlock()
			}
		}()
	}
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		if err := admin.gorm.Exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
			WHERE datname = current_database() AND application_name = ? AND pid <> pg_backend_pid()`, app).Error; err != nil {
			t.Fatal(err)
		}
	}
	stop.Store(true)
	wg.Wait()
	if len(internal) > 0 {
		t.Errorf("%d of %d answers were internal errors, the first: %v", len(internal), answers, internal[0])
	}
	if unavailable == 0 {
		t.Errorf("no answer of %d met a terminated backend: the test tested nothing", answers)
	}
	t.Logf("%d answers, %d unavailable", answers, unavailable)
	got, _, err := admin.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, p := range got.Players {
		have[p.Name] = true
	}
	for name := range stored {
		if !have[name] {
			t.Errorf("player %s was answered as stored but is not", name)
		}
	}
}
