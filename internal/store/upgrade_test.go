package store

import (
	"context"
	"encoding/json"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/jackc/pgx/v5"
)

// upgradeManifest is what testdata/upgrade/fill.py entered into an old hoshi (NAME.json).
type upgradeManifest struct {
	Level      string `json:"level"`
	Tournament string `json:"tournament"`
	Place      string `json:"place"`
	Director   string `json:"director"`
	Rounds     int    `json:"rounds"`
	Players    []struct {
		Name      string `json:"name"`
		FirstName string `json:"first_name"`
		Rank      string `json:"rank"`
		Club      string `json:"club"`
		Country   string `json:"country"`
	} `json:"players"`
	Games map[string][]struct {
		Table    int    `json:"table"`
		White    string `json:"white"`
		Black    string `json:"black"`
		Handicap int    `json:"handicap"`
		Result   string `json:"result"`
	} `json:"games"`
	AuditLines int `json:"audit_lines"`
	Record     struct {
		Round, Table int
		SGF          string `json:"sgf"`
	} `json:"record"`
	LeftOutTables map[string][]int `json:"left_out_tables"`
	Absent        map[string][]int `json:"absent"`
	// Roles and Dispute are the "newest" level's: the results desk's account and role, and a
	// record of a dispute settled by play.
	Roles []struct {
		User string `json:"user"`
		Role string `json:"role"`
	} `json:"roles"`
	Dispute *struct {
		Round, Table int
		SGF          string `json:"sgf"`
	} `json:"dispute"`
}

// upgradePassword is the director's password of write_old.sh.
const upgradePassword = "the upgrade tests' director"

// Databases written by earlier landed versions of hoshi, built from the repository's history
// by testdata/upgrade/write_old.sh (the oldest landed version on each database, and the
// version before the newest migrations), are opened by today's store, which migrates them:
// every row the old version wrote is there, with the values the script entered (its
// manifest, not today's output), the old director's password still opens, and the upgraded
// tournament takes a result, backs up and restores. The SQLite files run on SQLite; the
// PostgreSQL dumps are loaded into a fresh schema on the PostgreSQL run.
func TestUpgradeFromHistory(t *testing.T) {
	kind := "sqlite"
	if storetest.Postgres() {
		kind = "postgres"
	}
	manifests, err := filepath.Glob(filepath.Join("testdata", "upgrade", kind+"-*.json"))
	if err != nil || len(manifests) < 2 {
		t.Fatalf("upgrade databases of %s: %v %v, want the oldest version's and a later one's", kind, manifests, err)
	}
	for _, m := range manifests {
		name := strings.TrimSuffix(filepath.Base(m), ".json")
		t.Run(name, func(t *testing.T) {
			var want upgradeManifest
			data, err := os.ReadFile(m)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &want); err != nil {
				t.Fatal(err)
			}
			dsn := storetest.DSN(t)
			if kind == "sqlite" {
				copyFile(t, strings.TrimSuffix(m, ".json")+".db", dsn)
			} else {
				loadDump(t, dsn, strings.TrimSuffix(m, ".json")+".sql")
			}
			checkUpgraded(t, dsn, &want)
		})
	}
}

// copyFile copies the file from to the new file to.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

// loadDump runs the SQL dump file of schema hoshi_upgrade (write_old.sh) in the fresh schema of
// dsn (its search_path).
func loadDump(t *testing.T, dsn, file string) {
	t.Helper()
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	schema := u.Query().Get("search_path")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	sql := strings.ReplaceAll(string(data), "CREATE SCHEMA hoshi_upgrade;", "")
	sql = strings.ReplaceAll(sql, "hoshi_upgrade.", schema+".")
	conn, err := pgx.Connect(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(context.Background(), sql); err != nil {
		t.Fatalf("load %s: %v", file, err)
	}
}

// checkUpgraded opens dsn with today's store and checks it against what want entered.
func checkUpgraded(t *testing.T, dsn string, want *upgradeManifest) {
	t.Helper()
	ctx := context.Background()
	db, err := Open(ctx, dsn)
	if err != nil {
		t.Fatalf("open the old database: %v", err)
	}
	defer db.Close()
	if applied := db.AppliedMigrations(); len(applied) == 0 || applied[len(applied)-1] != migrations[len(migrations)-1].ID {
		t.Errorf("migrations applied: %v", applied)
	}
	if err := db.CheckPassword(ctx, upgradePassword); err != nil {
		t.Errorf("the old director's password: %v", err)
	}
	list, err := db.ListTournaments(ctx)
	if err != nil || len(list) != 1 {
		t.Fatalf("tournaments: %+v %v, want one", list, err)
	}
	id := list[0].ID
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	s := got.Settings
	if s.Name != want.Tournament || s.Place != want.Place || s.Director != want.Director || s.Rounds != want.Rounds {
		t.Errorf("settings: %q %q %q %d rounds", s.Name, s.Place, s.Director, s.Rounds)
	}
	if len(got.Players) != len(want.Players) {
		t.Errorf("%d players, want %d", len(got.Players), len(want.Players))
	}
	byName := map[string]*tournament.Player{}
	for i := range got.Players {
		byName[got.Players[i].Name] = &got.Players[i]
	}
	for _, w := range want.Players {
		p := byName[w.Name]
		if p == nil || p.FirstName != w.FirstName || p.Rank.String() != w.Rank || p.Club != w.Club || p.Country != w.Country {
			t.Errorf("player %s: %+v, want %+v", w.Name, p, w)
		}
	}
	name := func(id tournament.PlayerID) string {
		if p := got.Player(id); p != nil {
			return p.Name
		}
		return "?"
	}
	games := 0
	for round, list := range want.Games {
		for _, w := range list {
			games++
			var g *tournament.Game
			for i := range got.Games {
				if r := got.Games[i]; r.Table == w.Table && r.Round == atoi(t, round) {
					g = &got.Games[i]
				}
			}
			if g == nil || name(g.White) != w.White || name(g.Black) != w.Black || g.Handicap != w.Handicap || g.Result.String() != w.Result {
				t.Errorf("round %s table %d: %+v, want %+v", round, w.Table, g, w)
			}
		}
	}
	if len(got.Games) != games {
		t.Errorf("%d games, want %d", len(got.Games), games)
	}
	audit, err := db.ResultChanges(ctx, id)
	if err != nil || len(audit) != want.AuditLines {
		t.Errorf("%d lines in the audit trail (%v), want %d", len(audit), err, want.AuditLines)
	}
	rec, err := db.LatestGameRecord(ctx, id, want.Record.Round, want.Record.Table)
	if err != nil || rec.SGF != want.Record.SGF {
		t.Errorf("game record: %q %v, want %q", rec.SGF, err, want.Record.SGF)
	}
	if want.LeftOutTables != nil {
		wl := map[int][]int{}
		for r, tables := range want.LeftOutTables {
			wl[atoi(t, r)] = tables
		}
		if !reflect.DeepEqual(s.LeftOutTables, wl) {
			t.Errorf("left-out tables %v, want %v", s.LeftOutTables, wl)
		}
	}
	for n, rounds := range want.Absent {
		if p := byName[n]; p == nil || !reflect.DeepEqual(p.Absent, rounds) {
			t.Errorf("%s absent from %v, want %v", n, p, rounds)
		}
	}
	records := 1
	if d := want.Dispute; d != nil {
		records++
		rec, err := db.LatestGameRecord(ctx, id, d.Round, d.Table)
		if err != nil || rec.SGF != d.SGF {
			t.Errorf("the dispute's record: %q %v, want %q", rec.SGF, err, d.SGF)
		}
	}
	var entered int64
	if err := db.gorm.Raw("SELECT results_entered FROM tournaments WHERE id = ?", id).Scan(&entered).Error; err != nil || entered != int64(want.AuditLines) {
		t.Errorf("results entered %d (%v), want %d", entered, err, want.AuditLines)
	}

	// The upgraded tournament takes a result, and backs up and restores.
	last := want.Games["2"][len(want.Games["2"])-1]
	if err := db.SetResult(ctx, id, 2, last.Table, tournament.WhiteWins, false, "upgrade test"); err != nil {
		t.Errorf("a result after the upgrade: %v", err)
	}
	b, err := db.Backup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Audit) != want.AuditLines+1 || len(b.Records) != records || len(b.Tournament.Players) != len(want.Players) {
		t.Errorf("backup: %d audit lines, %d records, %d players", len(b.Audit), len(b.Records), len(b.Tournament.Players))
	}
	var roles []string
	for _, r := range b.Roles {
		roles = append(roles, r.User+":"+string(r.Role))
	}
	var wantRoles []string
	for _, r := range want.Roles {
		wantRoles = append(wantRoles, r.User+":"+r.Role)
	}
	for _, w := range wantRoles {
		if !slices.Contains(roles, w) {
			t.Errorf("roles in the backup %v, want %s", roles, w)
		}
	}
	if _, err := db.RestoreBackup(ctx, b); err != nil {
		t.Errorf("restore of the upgraded tournament's backup: %v", err)
	}
}

// atoi reads a round's number, a key of the manifest.
func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("round %q: %v", s, err)
	}
	return n
}
