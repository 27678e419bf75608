package store

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

func TestAutoBackupAfterPairingAndTenthResult(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	folder := backup.Folder{Dir: filepath.Join(t.TempDir(), "hoshi-backups"), Keep: 3}
	var reports []string
	db.AutoBackup(folder, func(_ TournamentID, path string, err error) {
		if err != nil {
			t.Errorf("automatic backup: %v", err)
		}
		reports = append(reports, path)
	})
	id, a, b, c, d := twoTableRound(t, db) // SaveRound of round 1: a backup
	db.WaitBackups()
	if len(reports) != 1 {
		t.Fatalf("%d backups after pairing round 1, want 1", len(reports))
	}
	// Nine results entered (the same two games, again and again): no new backup.
	results := []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.Jigo}
	for i := range 9 {
		if err := db.SetResult(ctx, id, 1, 1+i%2, results[i%3], false, "director"); err != nil {
			t.Fatal(err)
		}
	}
	db.WaitBackups()
	if len(reports) != 1 {
		t.Fatalf("%d backups after nine results, want 1", len(reports))
	}
	// Pairing round 2 drops no result but writes a backup; its audit lines do not count
	// towards the tenth result.
	if err := db.CreateRound(ctx, id, 2, []tournament.Game{{Table: 1, White: a, Black: c}, {Table: 2, White: b, Black: d}}, 0); err != nil {
		t.Fatal(err)
	}
	db.WaitBackups()
	if len(reports) != 2 {
		t.Fatalf("%d backups after pairing round 2, want 2", len(reports))
	}
	if err := db.SetResult(ctx, id, 2, 1, tournament.BlackWins, true, "director"); err != nil {
		t.Fatal(err)
	}
	db.WaitBackups()
	if len(reports) != 3 {
		t.Fatalf("%d backups after the tenth result, want 3", len(reports))
	}
	// The tenth result's backup holds it.
	f, err := os.Open(reports[2])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := backup.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(got.Audit); n != 10 {
		t.Errorf("the backup after the tenth result has %d audit lines, want 10", n)
	}
	if g := got.Tournament.Games[2]; g.Round != 2 || g.Table != 1 || g.Result != tournament.BlackWins || !g.ByDefault {
		t.Errorf("round 2 table 1 in the backup: %+v", g)
	}
	// Two more pairings: the folder keeps the last three.
	for range 2 {
		if err := db.SaveRound(ctx, id, 2, []tournament.Game{{Table: 1, White: a, Black: c}, {Table: 2, White: b, Black: d}}, 0); err != nil {
			t.Fatal(err)
		}
		db.WaitBackups()
	}
	list, err := folder.List(uint(id))
	if err != nil {
		t.Fatal(err)
	}
	if len(reports) != 5 || len(list) != 3 || list[0] != reports[2] || list[2] != reports[4] {
		t.Errorf("folder holds %v; backups written %v", list, reports)
	}
}

// Changes made while a backup is written get a backup of their own afterwards: once the
// backups are done, the newest file holds the tournament as it is now.
func TestAutoBackupCatchesUp(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	folder := backup.Folder{Dir: filepath.Join(t.TempDir(), "hoshi-backups")}
	var written int
	db.AutoBackup(folder, func(_ TournamentID, _ string, err error) {
		if err != nil {
			t.Errorf("automatic backup: %v", err)
		}
		written++
	})
	id, a, b, c, d := twoTableRound(t, db)
	pairings := [][]tournament.Game{
		{{Table: 1, White: a, Black: c}, {Table: 2, White: b, Black: d}},
		{{Table: 1, White: a, Black: d}, {Table: 2, White: b, Black: c}},
	}
	for i := range 20 {
		if err := db.SaveRound(ctx, id, 2, pairings[i%2], 0); err != nil {
			t.Fatal(err)
		}
	}
	db.WaitBackups()
	rev, err := db.Revision(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	latest, err := folder.Latest(uint(id))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(latest)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := backup.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if got.Revision != rev || written < 2 || written > 21 {
		t.Errorf("newest backup at revision %d, tournament at %d; %d backups for 21 pairings", got.Revision, rev, written)
	}
	if g := got.Tournament.RoundGames(2); len(g) != 2 || g[0].Black != tournament.PlayerID(d) {
		t.Errorf("round 2 in the newest backup: %+v", g)
	}
}

// A backup reads the tournament in one transaction that sees one snapshot; on either
// database that transaction must not hold up the results desk: a result entered while it is
// open is stored at once (not after the read, nor refused as busy), and the read goes on
// seeing the tournament as it was when it began.
func TestLongReadDoesNotHoldWrites(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _, _, _, _ := twoTableRound(t, db)
	inside, release := make(chan struct{}), make(chan struct{})
	read := make(chan error, 1)
	go func() {
		read <- db.readTransaction(ctx, func(tx *gorm.DB) error {
			var before, after string
			if err := tx.Raw("SELECT result FROM games WHERE tournament_id = ? AND table_number = 1", id).Scan(&before).Error; err != nil {
				return err
			}
			close(inside)
			<-release
			if err := tx.Raw("SELECT result FROM games WHERE tournament_id = ? AND table_number = 1", id).Scan(&after).Error; err != nil {
				return err
			}
			if before != tournament.Unknown.String() || after != before {
				return fmt.Errorf("the read saw %q then %q, want %q twice", before, after, tournament.Unknown.String())
			}
			return nil
		})
	}()
	<-inside
	wrote := make(chan error, 1)
	go func() { wrote <- db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "desk") }()
	select {
	case err := <-wrote:
		if err != nil {
			t.Errorf("result entered during the read: %v", err)
		}
	case <-time.After(2 * time.Second):
		t.Errorf("the result waited for the read")
		close(release)
		<-wrote
		<-read
		return
	}
	close(release)
	if err := <-read; err != nil {
		t.Error(err)
	}
}

// TestBackupPaceWait: the wait after a backup, worked by hand: the next backup begins no
// sooner than Interval after the last one began, nor than took/Share after.
func TestBackupPaceWait(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		pace       BackupPace
		took, want time.Duration
	}{
		{BackupPace{Interval: 10 * time.Second, Share: 0.05}, 100 * ms, 9900 * ms},               // the interval rules
		{BackupPace{Interval: 10 * time.Second, Share: 0.05}, 2 * time.Second, 38 * time.Second}, // 2 s is 5% of 40 s
		{BackupPace{Interval: time.Second, Share: 0.2}, 400 * ms, 1600 * ms},                     // 400 ms of 2 s
		{BackupPace{Interval: time.Second, Share: 1}, 3 * time.Second, 0},                        // longer than the interval, all the time allowed
		{BackupPace{}, 100 * ms, 9900 * ms},                                                      // the defaults: 10 s, 5%
		{BackupPace{Interval: time.Second, Share: 7}, 100 * ms, 1900 * ms},                       // a share over 1 is the default's
	} {
		if got := tc.pace.wait(tc.took); got != tc.want {
			t.Errorf("%+v after %v: wait %v, want %v", tc.pace, tc.took, got, tc.want)
		}
	}
}

// TestAutoBackupPaced: thirty results in a row ask for three backups: the first is written at
// once, the others wait their turn (an hour here) as one, and WaitBackups writes that one at
// once, holding every result.
func TestAutoBackupPaced(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	folder := backup.Folder{Dir: filepath.Join(t.TempDir(), "hoshi-backups")}
	written := make(chan string, 10)
	db.AutoBackup(folder, func(_ TournamentID, path string, err error) {
		if err != nil {
			t.Errorf("automatic backup: %v", err)
		}
		written <- path
	})
	db.SetBackupPace(BackupPace{Interval: time.Hour, Share: 1})
	id, _, _, _, _ := twoTableRound(t, db) // SaveRound of round 1: the first backup, at once
	select {
	case <-written:
	case <-time.After(10 * time.Second):
		t.Fatal("the pairing's backup was not written in 10 s")
	}
	results := []tournament.Result{tournament.WhiteWins, tournament.BlackWins}
	for i := range 30 {
		if err := db.SetResult(ctx, id, 1, 1+i%2, results[i/2%2], false, "director"); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(300 * time.Millisecond)
	if n := len(written); n != 0 {
		t.Fatalf("%d backups written within the hour after the pairing's, want none before WaitBackups", n)
	}
	db.WaitBackups()
	close(written)
	var paths []string
	for p := range written {
		paths = append(paths, p)
	}
	if len(paths) != 1 {
		t.Fatalf("%d backups after WaitBackups, want the one that waited: %v", len(paths), paths)
	}
	f, err := os.Open(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := backup.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(got.Audit); n != 30 {
		t.Errorf("the backup that waited has %d audit lines, want the 30 results", n)
	}
}
