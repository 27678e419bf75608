package main

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/loadtest"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// benchPlayed is the 500-player tournament of BenchmarkResultHTTP with its 5 rounds paired and
// no result, made once for all the runs (a copy each time).
func benchPlayed(b testing.TB) *tournament.Tournament {
	benchMu.Lock()
	defer benchMu.Unlock()
	if benchBlank == nil {
		benchBlank = loadtest.Played(b, "Result bench", 500, 5, 5)
		for i := range benchBlank.Games {
			benchBlank.Games[i].Result = tournament.Unknown
		}
	}
	t := *benchBlank
	t.Games = slices.Clone(t.Games)
	return &t
}

// durationField is the duration of a PUT in a line of the access log.
var durationField = regexp.MustCompile(`msg=request method=PUT .* duration=(\S+)`)

var (
	benchMu    sync.Mutex
	benchBlank *tournament.Tournament
)

// BenchmarkResultHTTP measures a result's answer as the results desk gets it (docs/
// PERFORMANCE.md, "Result entry over a long weekend"): one hoshi serve process on a SQLite
// file with the automatic backups on at their default pace, a tournament of 500 players with
// 5 rounds paired, and 16 clients entering b.N results over the JSON API, each changing a
// game's result (so each adds an audit line). It reports the answers' p50 and p99, the results
// a second, the server's CPU time a result (user and system, read from /proc: the quantity
// the machine's other load does not change, where it changes the latencies) and the p99 of the
// server's own time for an answer (its access log's durations), and fails when an
// answer is not a success or the audit trail has not one line per result. Each run starts its
// own server on a fresh database:
//
//	go test -run '^$' -bench ResultHTTP -benchtime 8000x -count 6 ./cmd/hoshi
func BenchmarkResultHTTP(b *testing.B) {
	const (
		players, rounds = 500, 5
		games           = players / 2 * rounds
		clients         = 16
	)
	ctx := context.Background()
	blank := benchPlayed(b)
	dsn := storetest.SQLite(b)
	db, err := store.Open(ctx, dsn)
	if err != nil {
		b.Fatal(err)
	}
	if err := db.SetPassword(ctx, multiPassword); err != nil {
		b.Fatal(err)
	}
	id, err := db.ImportTournament(ctx, blank)
	if err != nil {
		b.Fatal(err)
	}
	db.Close()
	p := &serveProcess{t: b, addr: freeAddr(b), dsn: dsn, env: []string{"HOSHI_BACKUP_DIR=" + filepath.Join(b.TempDir(), "backups")}}
	p.start()
	defer p.kill()
	session := multiLogin(b, p.addr)
	// Result i goes to game i%games, White and Black in turn on each pass over the games, so
	// that every result changes the game's.
	do := func(i int) error {
		round, table := (i%games)/(players/2)+1, i%(players/2)+1
		url := fmt.Sprintf("http://%s/api/tournaments/%d/rounds/%d/games/%d/result", p.addr, id, round, table)
		return loadtest.Send("PUT", url, fmt.Sprintf(`{"result":%q}`, []string{"w", "b"}[(round+table+i/games)%2]), "hoshi_session", session)
	}
	cpu0 := p.cpu()
	b.ResetTimer()
	s := loadtest.Measure(b, clients, b.N, time.Hour, do)
	b.StopTimer()
	cpu := p.cpu() - cpu0
	b.ReportMetric(float64(s.Pct(0.5))/float64(time.Millisecond), "p50-ms")
	b.ReportMetric(float64(s.Pct(0.99))/float64(time.Millisecond), "p99-ms")
	b.ReportMetric(s.PerSecond(), "results/s")
	b.ReportMetric(float64(cpu)/float64(time.Millisecond)/float64(max(1, s.N)), "server-cpu-ms/result")
	time.Sleep(200 * time.Millisecond) // the log's last lines
	p.kill()
	log := p.stderr.String()
	b.ReportMetric(float64(strings.Count(log, `automatic backup"`)), "backups")
	// The server's own time for each answer, from its access log: the p99 without the
	// clients' side (their wait for a core, the connection).
	var server []time.Duration
	for _, m := range durationField.FindAllStringSubmatch(log, -1) {
		if d, err := time.ParseDuration(m[1]); err == nil {
			server = append(server, d)
		}
	}
	slices.Sort(server)
	if len(server) > 0 {
		b.ReportMetric(float64(server[len(server)*99/100])/float64(time.Millisecond), "server-p99-ms")
	}

	db, err = store.Open(ctx, dsn)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	audit, err := db.ResultChanges(ctx, id)
	if err != nil {
		b.Fatal(err)
	}
	if len(audit) != s.N || s.Errors != 0 {
		b.Errorf("%d audit lines for %d results acknowledged (%d errors)", len(audit), s.N, s.Errors)
	}
}
