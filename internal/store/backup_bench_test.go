package store

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// bigBackup is a 500-player tournament after 5 rounds: 1250 games with results, one audit
// line each, and a 250-move SGF record for one game in five.
func bigBackup() *backup.Backup {
	s := tournament.DefaultSettings()
	s.Name = "Benchmark Open"
	b := &backup.Backup{Tournament: tournament.Tournament{Settings: s}}
	t := &b.Tournament
	for i := range 500 {
		t.Players = append(t.Players, tournament.Player{ID: tournament.PlayerID(i + 1), Name: fmt.Sprintf("Player%03d", i),
			FirstName: "Test", Rank: rank.Rank(-20 + i%28), Rating: 1000 + 3*i, Club: "Club", Country: "CZ"})
	}
	var sgf strings.Builder
	sgf.WriteString("(;GM[1]FF[4]SZ[19]KM[6.5]")
	for m := range 250 {
		fmt.Fprintf(&sgf, ";%c[%c%c]", "BW"[m%2], 'a'+m%19, 'a'+(m*7)%19)
	}
	sgf.WriteString(")")
	at := time.Date(2026, 8, 1, 10, 0, 0, 0, time.UTC)
	for r := 1; r <= 5; r++ {
		for k := range 250 {
			g := tournament.Game{Round: r, Table: k + 1, White: tournament.PlayerID(2*k + 1), Black: tournament.PlayerID(2*k + 2),
				Komi: 13, Result: tournament.WhiteWins, KnownColor: true}
			t.Games = append(t.Games, g)
			b.Audit = append(b.Audit, backup.AuditEntry{Round: r, Table: k + 1, GameTable: k + 1, New: g.Result, At: at, By: "director@127.0.0.1"})
			if k%5 == 0 {
				b.Records = append(b.Records, backup.Record{Round: r, Table: k + 1, SGF: sgf.String(), Score: "W+3.5",
					Details: `{"result":"W+3.5","dead":["D4","Q16"],"dead_from":"marked by the director"}`, UploadedAt: at, UploadedBy: "api"})
			}
		}
	}
	return b
}

// BenchmarkAutoBackup500 is one automatic backup of the 500-player tournament: read in one
// transaction, written as JSON, saved atomically into the folder.
func BenchmarkAutoBackup500(b *testing.B) {
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(b.TempDir(), "hoshi.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	id, err := db.RestoreBackup(ctx, bigBackup())
	if err != nil {
		b.Fatal(err)
	}
	db.AutoBackup(backup.Folder{Dir: filepath.Join(b.TempDir(), "backups")}, nil)
	for b.Loop() {
		if _, err := db.writeBackup(ctx, id); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRestore500 reads the 500-player tournament's backup file and restores it.
func BenchmarkRestore500(b *testing.B) {
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(b.TempDir(), "hoshi.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	data, err := backup.Marshal(bigBackup())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		bk, err := backup.Unmarshal(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := db.RestoreBackup(ctx, bk); err != nil {
			b.Fatal(err)
		}
	}
}
