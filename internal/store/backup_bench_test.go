package store

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync/atomic"
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

// longWeekend is bigBackup after a long weekend of results entered: an audit trail of lines
// lines, each changing a game's result (the games in turn), a second apart.
func longWeekend(lines int) *backup.Backup {
	b := bigBackup()
	at := time.Date(2026, 8, 1, 10, 0, 0, 0, time.UTC)
	results := []tournament.Result{tournament.WhiteWins, tournament.BlackWins}
	b.Audit = b.Audit[:0]
	for i := range lines {
		g := &b.Tournament.Games[i%len(b.Tournament.Games)]
		old := g.Result
		g.Result = results[(i/len(b.Tournament.Games)+i)%2]
		if i < len(b.Tournament.Games) {
			old = tournament.Unknown
		}
		b.Audit = append(b.Audit, backup.AuditEntry{Round: g.Round, Table: g.Table, GameTable: g.Table, Old: old, New: g.Result,
			At: at.Add(time.Duration(i) * time.Second), By: "desk@192.168.1.20"})
	}
	return b
}

// BenchmarkAutoBackupLongTrail is one automatic backup of the 500-player tournament after a
// long weekend: 200,000 lines in its audit trail (HOSHI_BENCH_LINES changes it). Besides the
// time and memory of a backup it reports, a backup: the collector's cycles (gc/op), its CPU
// time (gc-ms/op) and of that the part taken from the goroutines that allocate (assist-ms/op:
// in a server, the requests' share of it), and the most heap in use, sampled every
// millisecond (peak-MB).
//
//	go test -run '^$' -bench AutoBackupLongTrail -benchmem -count 5 ./internal/store/
func BenchmarkAutoBackupLongTrail(b *testing.B) {
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(b.TempDir(), "hoshi.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	lines := 200_000
	if n, err := strconv.Atoi(os.Getenv("HOSHI_BENCH_LINES")); err == nil && n > 0 {
		lines = n
	}
	id, err := db.RestoreBackup(ctx, longWeekend(lines))
	if err != nil {
		b.Fatal(err)
	}
	db.AutoBackup(backup.Folder{Dir: filepath.Join(b.TempDir(), "backups")}, nil)
	runtime.GC()
	samples := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}, {Name: "/cpu/classes/gc/total:cpu-seconds"},
		{Name: "/cpu/classes/gc/mark/assist:cpu-seconds"}}
	metrics.Read(samples)
	var before [3]float64
	for i, s := range samples {
		before[i] = value(s)
	}
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		heap := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				metrics.Read(heap)
				if v := heap[0].Value.Uint64(); v > peak.Load() {
					peak.Store(v)
				}
			}
		}
	}()
	for b.Loop() {
		if _, err := db.writeBackup(ctx, id); err != nil {
			b.Fatal(err)
		}
	}
	close(stop)
	<-sampled
	metrics.Read(samples)
	n := float64(b.N)
	b.ReportMetric((value(samples[0])-before[0])/n, "gc/op")
	b.ReportMetric(1000*(value(samples[1])-before[1])/n, "gc-ms/op")
	b.ReportMetric(1000*(value(samples[2])-before[2])/n, "assist-ms/op")
	b.ReportMetric(float64(peak.Load())/(1<<20), "peak-MB")
}

// value is a runtime metric's value as a float.
func value(s metrics.Sample) float64 {
	if s.Value.Kind() == metrics.KindUint64 {
		return float64(s.Value.Uint64())
	}
	return s.Value.Float64()
}

// BenchmarkRestore500 reads the 500-player tournament's backup file and restores it.
func BenchmarkRestore500(b *testing.B) {
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(b.TempDir(), "hoshi.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	data, err := marshalBackup(bigBackup())
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
