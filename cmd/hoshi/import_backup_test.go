package main

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
)

// TestImportBackup imports juvisy.xml, writes its backup as the director's download does, and
// restores it into another database with hoshi import --backup: the copy is the original.
func TestImportBackup(t *testing.T) {
	dir := t.TempDir()
	first, second := filepath.Join(dir, "first.db"), filepath.Join(dir, "second.db")
	xml := filepath.Join(testdata.Dir(t), "opengotha", "juvisy.xml")
	importOK(t, "--opengotha", xml, "--db", first)
	ctx := context.Background()
	db, err := store.Open(ctx, first)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	_, err = db.WriteBackup(ctx, 1, &buf)
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	file := filepath.Join(dir, "juvisy.json")
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if stdout, _ := importOK(t, "--backup", file, "--db", second); !strings.HasPrefix(stdout, `restored "Tournoi de Juvisy" as tournament 1: 19 players`) {
		t.Errorf("output %q", stdout)
	}
	got := stored(t, second, 1)
	// The first database's only tournament has the same player ids as the copy.
	if !reflect.DeepEqual(got, stored(t, first, 1)) {
		t.Errorf("restored tournament differs from the backup's")
	}

	// Refused files: named field, exit 2, nothing stored.
	newer := filepath.Join(dir, "newer.json")
	os.WriteFile(newer, bytes.Replace(data, fmt.Appendf(nil, `"version": %d`, backup.Version), fmt.Appendf(nil, `"version": %d`, backup.Version+1), 1), 0o600)
	// What the API refuses: a line break in a name, a record of another board.
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, bytes.Replace(data, []byte(`"first_name": "`), []byte(`"first_name": "a\nb`), 1), 0o600)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--backup", newer, "--db", second}, fmt.Sprintf("newer.json: version: the file is of version %d, newer than the %d this hoshi reads", backup.Version+1, backup.Version)},
		{[]string{"--backup", xml, "--db", second}, "juvisy.xml: not valid JSON at line 1, column 1"},
		{[]string{"--backup", broken, "--db", second}, "broken.json: players[1].first_name: the first name holds a line break, tab or other control character"},
		{[]string{"--backup", file, "--opengotha", xml, "--db", second}, "give --opengotha or --backup, not both"},
		{[]string{"--db", second}, "--opengotha FILE.xml or --backup FILE.json is required"},
	} {
		var stdout, stderr bytes.Buffer
		if code := importMain(c.args, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), c.msg) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, stderr.String(), c.msg)
		}
	}
	db, err = store.Open(ctx, second)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if list, _ := db.ListTournaments(ctx); len(list) != 1 {
		t.Errorf("%d tournaments after the refused files, want 1", len(list))
	}

	// Restored twice more beside the first copy: each copy has a name of its own.
	for _, want := range []string{`restored "Tournoi de Juvisy (restored)" as tournament 2:`, `restored "Tournoi de Juvisy (restored 2)" as tournament 3:`} {
		if stdout, _ := importOK(t, "--backup", file, "--db", second); !strings.HasPrefix(stdout, want) {
			t.Errorf("output %q; want %q", stdout, want)
		}
	}
}

func TestBackupDirBesideTheDatabase(t *testing.T) {
	for _, c := range []struct{ db, dir, want string }{
		{"hoshi.db", "", "hoshi-backups"},
		{"./hoshi.db", "", "hoshi-backups"},
		{"/srv/go/open2026.sqlite", "", "/srv/go/open2026-backups"},
		{"/srv/go/noext", "", "/srv/go/noext-backups"},
		{"/srv/go/.hidden", "", "/srv/go/.hidden-backups"},
		{"hoshi.db", "/mnt/usb/hoshi", "/mnt/usb/hoshi"},
		{"postgres://hoshi@db.example/hoshi", "", ""},
		{"postgres://hoshi@db.example/hoshi", "/var/backups/hoshi", "/var/backups/hoshi"},
	} {
		cfg := serveConfig{Database: c.db, BackupDir: c.dir}
		if got := cfg.backupDir(); got != c.want {
			t.Errorf("database %q, backup_dir %q: %q, want %q", c.db, c.dir, got, c.want)
		}
	}
}

// The server's database writes a backup beside it when a round is paired.
func TestServeWritesAutomaticBackups(t *testing.T) {
	dir := t.TempDir()
	var logged bytes.Buffer
	cfg := serveConfig{Database: filepath.Join(dir, "club.db")}
	ctx := context.Background()
	metrics := web.NewMetrics()
	db, err := openDatabase(ctx, cfg, slog.New(slog.NewTextHandler(&logged, nil)), metrics)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// A new database: the log names each migration the start applied.
	if n := strings.Count(logged.String(), "migration applied"); n < 15 || !strings.Contains(logged.String(), "id="+store.Schema()) {
		t.Errorf("%d migrations logged: %s", n, logged.String())
	}
	s := tournament.DefaultSettings()
	s.Name = "Club"
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	var ids []tournament.PlayerID
	for _, name := range []string{"A", "B"} {
		p, err := db.AddPlayerWithDetails(ctx, id, tournament.Player{Name: name, Rank: rank.Kyu(5)}, tournament.PlayerDetails{})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p)
	}
	if err := db.CreateRound(ctx, id, 1, []tournament.Game{{Table: 1, White: ids[0], Black: ids[1]}}, 0); err != nil {
		t.Fatal(err)
	}
	db.WaitBackups()
	files, err := filepath.Glob(filepath.Join(dir, "club-backups", "tournament-1-*.json"))
	if err != nil || len(files) != 1 {
		t.Fatalf("backups %v %v; log %s", files, err, logged.String())
	}
	if !strings.Contains(logged.String(), "automatic backup") || !strings.Contains(logged.String(), files[0]) {
		t.Errorf("log %s", logged.String())
	}
	// The measures count it.
	families, err := metrics.Registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	counted := map[string]float64{}
	for _, f := range families {
		if f.GetName() == "hoshi_automatic_backups_total" {
			for _, m := range f.GetMetric() {
				counted[m.GetLabel()[0].GetValue()] = m.GetCounter().GetValue()
			}
		}
	}
	if counted["ok"] != 1 || counted["failed"] != 0 {
		t.Errorf("hoshi_automatic_backups_total: %v, want 1 ok", counted)
	}
}

// TestImportOldBackupSaysWhatIsMissing restores the first hoshi's backup of a 9x9 tournament
// (internal/backup/testdata): exit 0, and a warning for each thing the file could not carry,
// with what was used instead; a role whose account this database lacks is named too.
func TestImportOldBackupSaysWhatIsMissing(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join("..", "..", "internal", "backup", "testdata", "v1-bc611a9.json")
	stdout, stderr := importOK(t, "--backup", file, "--db", filepath.Join(dir, "h.db"))
	if !strings.HasPrefix(stdout, `restored "Club evening 9x9" as tournament 1: 5 players, 4 games, 2 byes, 2 game records, 3 result changes`) {
		t.Errorf("stdout %q", stdout)
	}
	for _, want := range []string{
		"hoshi import: warning: " + file + ": settings.handicap.prisoners_per_rank: the file does not give the prisoners per rank beyond the handicap ceiling (written before hoshi kept them): 1, the default of a 9x9 board, is used\n",
		"hoshi import: warning: " + file + ": players[].unranked: the file does not mark unranked players",
		"hoshi import: warning: " + file + ": registration: a version-1 file does not carry the online registration: it is restored closed\n",
		"hoshi import: warning: " + file + ": roles: a version-1 file does not carry the tournament's co-directors and results desk",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if got := stored(t, filepath.Join(dir, "h.db"), 1).Settings.Handicap.PrisonersPerRank; got != 1 {
		t.Errorf("prisoners per rank %d, want 1", got)
	}

	// A version-4 file naming an account this database does not have.
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	b, err := backup.Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	b.Roles = []backup.Role{{User: "petr", Role: backup.RoleDesk}}
	var out bytes.Buffer
	if err := backup.WriteStream(&out, b, backup.Lists{}); err != nil {
		t.Fatal(err)
	}
	v4 := filepath.Join(dir, "v4.json")
	if err := os.WriteFile(v4, out.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	_, stderr = importOK(t, "--backup", v4, "--db", filepath.Join(dir, "h.db"))
	want := "hoshi import: warning: " + v4 + `: roles[1].user: this server has no account "petr": its role (results desk) is not restored; create the account and give it the role again` + "\n"
	if stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
}
