package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/loadtest"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestResultBursts measures whether result entry stays as fast over a long weekend, with
// the automatic backups on (docs/PERFORMANCE.md, "Result entry over a long weekend"): on
// SQLite and, when HOSHI_TEST_POSTGRES is set, on PostgreSQL, one hoshi serve process with a
// backup folder, a tournament of 500 players and 5 rounds paired, 50 clients entering results
// for 20 s, three times with 2 s between (every request changes a game's result, so the
// audit trail grows by one line each: 50,000 to 200,000 lines by the end on SQLite, as the
// machine allows), then 16 clients for 10 s, or longer until an automatic backup was written
// meanwhile, whose answers' p99 is the desk's latency while the long trail is backed up. It
// fails when the last burst's rate is under 80% of the first's, when the p99 at 16 clients on
// SQLite is 20 ms or more, when an answer is not a success, when the trail has not one line
// per result acknowledged, when a game does not hold the result entered last for it, or when
// an automatic backup failed, none was written, or none while the 16 clients ran (unless
// HOSHI_BACKUP_SECONDS or HOSHI_BACKUP_SHARE set the pace: then they run 10 s). Its table
// also gives the server's peak memory (the backups' share of it grows with the trail when a
// backup holds the trail whole). Run it alone:
//
//	HOSHI_LOAD=1 HOSHI_TEST_POSTGRES=postgres://... go test -count=1 -run TestResultBursts -v ./cmd/hoshi
//
// HOSHI_LOAD_BURST (seconds, 20) changes the bursts' length.
func TestResultBursts(t *testing.T) {
	loadtest.Only(t)
	const (
		players, rounds = 500, 5
		games           = players / 2 * rounds
		clients, desk   = 50, 16
		bursts          = 3
	)
	burst := time.Duration(loadtest.EnvInt(t, "HOSHI_LOAD_BURST", 20)) * time.Second
	ctx := context.Background()
	played := loadtest.Played(t, "Result bursts", players, rounds, rounds)
	blank := *played
	blank.Games = slices.Clone(played.Games)
	for i := range blank.Games {
		blank.Games[i].Result = tournament.Unknown
	}
	// Request i sets game i%games to a result that differs from the one request i-games set.
	at := func(i int) (round, table int) { return (i%games)/(players/2) + 1, i%(players/2) + 1 }
	want := func(i int) string {
		round, table := at(i)
		return []string{"w", "b"}[(round+table+i/games)%2]
	}
	var table strings.Builder
	fmt.Fprintf(&table, "\n| setup | burst 1 | burst 2 | burst 3 | last / first | p99 (50 clients, bursts 1-3) | 16 clients | p99 | backups meanwhile | server CPU a result, bursts 1-3 | audit lines | backups | server's peak memory |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, su := range loadSetups(t, 1) {
		t.Logf("--- %s", su.name)
		db, err := store.Open(ctx, su.dsn)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.SetPassword(ctx, multiPassword); err != nil {
			t.Fatal(err)
		}
		id, err := db.ImportTournament(ctx, &blank)
		if err != nil {
			t.Fatal(err)
		}
		db.Close()
		dir := filepath.Join(t.TempDir(), "backups")
		metricsAddr := freeAddr(t)
		p := &serveProcess{t: t, addr: freeAddr(t), dsn: su.dsn, env: []string{"HOSHI_BACKUP_DIR=" + dir, "HOSHI_METRICS_LISTEN=" + metricsAddr}}
		p.start()
		t.Cleanup(p.kill)
		session := multiLogin(t, p.addr)
		var next int // the next request's index, across the series
		series := func(workers int, d time.Duration) loadtest.Stats {
			first := next
			s := loadtest.Measure(t, workers, 1_000_000, d, func(i int) error {
				i += first
				round, table := at(i)
				url := fmt.Sprintf("http://%s/api/tournaments/%d/rounds/%d/games/%d/result", p.addr, id, round, table)
				if err := loadtest.Send("PUT", url, fmt.Sprintf(`{"result":%q}`, want(i)), "hoshi_session", session); err != nil {
					return fmt.Errorf("request %d, round %d table %d: %w", i, round, table, err)
				}
				return nil
			})
			// Measure hands out the indexes in order and stops handing them out at the
			// limit: the series used first .. first+N-1 (errors counted in N).
			next += s.N
			return s
		}
		var rates []float64
		var all []time.Duration
		var cpu []string
		fmt.Fprintf(&table, "| %s |", su.name)
		for b := range bursts {
			c0 := p.cpu()
			s := series(clients, burst)
			// The server's CPU time per result, which the machine's other load does not
			// change as it changes the rate (PostgreSQL's own processes are not counted).
			perResult := (p.cpu() - c0) / time.Duration(max(1, s.N))
			t.Logf("burst %d: %v; server CPU %v a result", b+1, s, loadtest.MS(perResult))
			rates = append(rates, s.PerSecond())
			all = append(all, s.Lat...)
			cpu = append(cpu, loadtest.MS(perResult))
			fmt.Fprintf(&table, " %.0f/s |", s.PerSecond())
			time.Sleep(2 * time.Second)
		}
		slices.Sort(all)
		fmt.Fprintf(&table, " %.0f%% | %s |", 100*rates[bursts-1]/rates[0], loadtest.MS(loadtest.Stats{Lat: all}.Pct(0.99)))
		if rates[bursts-1] < 0.8*rates[0] {
			t.Errorf("%s: the last burst entered %.0f results/s, under 80%% of the first's %.0f", su.name, rates[bursts-1], rates[0])
		}
		// The desk's clients enter results until an automatic backup has been written
		// meanwhile (one ended during the series, from the server's measures), in spans of
		// burst/2 and for a minute at most: the p99, of all their answers, is the one of
		// result entry while a backup of the long trail runs, which a span without one
		// would not measure (the backups are at least 10 s apart).
		// A pace set in the environment (HOSHI_BACKUP_SECONDS=3600: no backup but the first,
		// for a comparison) runs one span and only says how many backups it saw.
		paced := os.Getenv("HOSHI_BACKUP_SECONDS") == "" && os.Getenv("HOSHI_BACKUP_SHARE") == ""
		b0 := backupsWritten(t, metricsAddr)
		var (
			s      loadtest.Stats
			during int
		)
		for s.N == 0 || paced && during == 0 && s.Elapsed < time.Minute {
			span := series(desk, burst/2)
			s.N, s.Errors, s.Elapsed, s.Lat = s.N+span.N, s.Errors+span.Errors, s.Elapsed+span.Elapsed, append(s.Lat, span.Lat...)
			during = backupsWritten(t, metricsAddr) - b0
		}
		slices.Sort(s.Lat)
		t.Logf("%d clients: %v; %d automatic backups written meanwhile", desk, s, during)
		if paced && during == 0 {
			t.Errorf("%s: no automatic backup written in %v of results entered by %d clients", su.name, s.Elapsed, desk)
		}
		fmt.Fprintf(&table, " %.0f/s | %s | %d |", s.PerSecond(), loadtest.MS(s.Pct(0.99)), during)
		if !store.IsPostgres(su.dsn) && s.Pct(0.99) >= 20*time.Millisecond {
			t.Errorf("%s: p99 of a result's answer at %d clients %v, want under 20 ms", su.name, desk, s.Pct(0.99))
		}
		time.Sleep(time.Second)
		peak := p.peakMemory()
		p.kill()

		db, err = store.Open(ctx, su.dsn)
		if err != nil {
			t.Fatal(err)
		}
		audit, err := db.ResultChanges(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(audit) != next {
			t.Errorf("%d audit lines, want one per result acknowledged: %d", len(audit), next)
		}
		stored, _, err := db.LoadTournament(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		db.Close()
		last := map[[2]int]string{}
		for i := max(0, next-games); i < next; i++ {
			round, table := at(i)
			last[[2]int{round, table}] = want(i)
		}
		wrong := 0
		for _, g := range stored.Games {
			if w, ok := last[[2]int{g.Round, g.Table}]; ok && g.Result.String() != w {
				if wrong++; wrong <= 5 {
					t.Errorf("round %d table %d: %s stored, %s entered last", g.Round, g.Table, g.Result, w)
				}
			}
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		if len(files) == 0 {
			entries, _ := os.ReadDir(dir)
			t.Errorf("no automatic backup written in %s: %v", dir, entries)
		}
		if strings.Contains(p.stderr.String(), "automatic backup failed") {
			t.Errorf("an automatic backup failed:\n%s", grepLines(p.stderr.String(), "automatic backup failed", 5))
		}
		fmt.Fprintf(&table, " %s | %d | %d written, %d kept | %d MB |\n", strings.Join(cpu, ", "), len(audit),
			strings.Count(p.stderr.String(), "automatic backup\""), len(files), peak>>20)
	}
	t.Log(table.String())
}

// cpu is the CPU time (user and system) the process has used so far, read from /proc (0
// where there is none).
func (p *serveProcess) cpu() time.Duration {
	p.mu.Lock()
	pid := p.cmd.Process.Pid
	p.mu.Unlock()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The fields after the command's name, which is in parentheses: state is field 3,
	// utime 14 and stime 15, in clock ticks of 1/100 s.
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	var user, sys int64
	fmt.Sscan(f[11], &user)
	fmt.Sscan(f[12], &sys)
	return time.Duration(user+sys) * 10 * time.Millisecond
}

// peakMemory is the most memory the process has held (its peak resident set, VmHWM, from
// /proc; 0 where there is none).
func (p *serveProcess) peakMemory() int64 {
	p.mu.Lock()
	pid := p.cmd.Process.Pid
	p.mu.Unlock()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			var kb int64
			fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(v), " kB"), &kb)
			return kb << 10
		}
	}
	return 0
}

// backupsWritten is the count of automatic backups the server has written, from its measures
// (metrics_listen).
func backupsWritten(t *testing.T, metricsAddr string) int {
	t.Helper()
	resp, err := loadtest.Client.Get("http://" + metricsAddr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(body), "\n") {
		if v, ok := strings.CutPrefix(l, `hoshi_automatic_backups_total{result="ok"} `); ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatalf("backups written: %q", l)
			}
			return n
		}
	}
	return 0 // none yet: the counter shows once it has a value
}

// grepLines returns the first n lines of text that contain s.
func grepLines(text, s string, n int) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, s) && len(out) < n {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
