package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// execEnv makes the test binary run hoshi's command line instead of the tests: the
// multi-process test starts `hoshi serve` processes so, without building the binary.
const execEnv = "HOSHI_TEST_EXEC_HOSHI"

func TestMain(m *testing.M) {
	if os.Getenv(execEnv) == "1" {
		os.Exit(dispatch(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

const multiPassword = "several processes, one database"

// serveProcess is one `hoshi serve` of the test, restarted on the same address after a kill.
type serveProcess struct {
	t      testing.TB
	addr   string
	dsn    string
	env    []string // more of the environment: HOSHI_BACKUP_DIR=...
	mu     sync.Mutex
	cmd    *exec.Cmd
	stderr bytes.Buffer
}

func (p *serveProcess) start() {
	p.t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	cmd := exec.Command(os.Args[0], "serve", "--listen", p.addr, "--db", p.dsn)
	cmd.Env = append(os.Environ(), execEnv+"=1", "HOSHI_ADMIN_PASSWORD="+multiPassword)
	cmd.Env = append(cmd.Env, p.env...)
	cmd.Stderr = &p.stderr
	if err := cmd.Start(); err != nil {
		p.t.Fatal(err)
	}
	p.cmd = cmd
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get("http://" + p.addr + "/api/tournaments")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("hoshi serve on %s did not answer: %v\n%s", p.addr, err, p.stderr.String())
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// kill ends the process with SIGKILL: no deferred function, no closing of the database.
func (p *serveProcess) kill() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cmd.Process.Signal(syscall.SIGKILL)
	p.cmd.Wait()
}

func freeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestSeveralServeProcesses runs `hoshi serve` processes on one database (three on
// PostgreSQL, two on one SQLite file), 50 clients entering results through all of them, a
// director changing handicaps (the API's PUT and the form), pairing round 2 again and
// swapping its opponents through them too, and kills one process with SIGKILL several
// times, starting it again. Then: every table holds the result acknowledged last for it,
// each acknowledged result is in the audit trail once (a request left without an answer by
// a kill and sent again may add one line that changes nothing), every acknowledged handicap
// is stored, no answer was a 500.
func TestSeveralServeProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts several hoshi serve processes")
	}
	t.Run("postgres", func(t *testing.T) { multiProcess(t, storetest.NewPostgres(t), 3) })
	t.Run("sqlite", func(t *testing.T) { multiProcess(t, storetest.SQLite(t), 2) })
}

func multiProcess(t *testing.T, dsn string, processes int) {
	const (
		tables  = 50 // round 1, one client each
		entries = 6  // results per client at least, alternating so that each changes the table
		kills   = 3
		actions = 16 // of the director, at least
	)
	ctx := context.Background()
	id, base := seedMulti(t, dsn, tables)
	procs := make([]*serveProcess, processes)
	for i := range procs {
		procs[i] = &serveProcess{t: t, addr: freeAddr(t), dsn: dsn}
		procs[i].start()
		defer func(p *serveProcess) { p.kill() }(procs[i])
	}
	session := multiLogin(t, procs[0].addr)

	var (
		serverErrors atomic.Int64
		failures     = make(chan string, 1000)
	)
	// send tries the processes in turn from the one given until one answers; a request
	// left without an answer may or may not have been stored (ambiguous). A form's status is
	// 303 whether it did its work or not: refused tells which, from the message it leaves.
	send := func(from int, method, path, contentType, body string) (status int, answer []byte, ambiguous int, refused bool) {
		for try := 0; try < 60; try++ {
			p := procs[(from+try)%len(procs)]
			req, _ := http.NewRequest(method, "http://"+p.addr+path, strings.NewReader(body))
			req.Header.Set("Content-Type", contentType)
			req.AddCookie(&http.Cookie{Name: "hoshi_session", Value: session})
			req.AddCookie(&http.Cookie{Name: "hoshi_csrf", Value: strings.Repeat("c", 43)})
			resp, err := noRedirect.Do(req)
			if err != nil {
				if !strings.Contains(err.Error(), "connection refused") {
					ambiguous++ // sent, perhaps stored, no answer
				}
				time.Sleep(20 * time.Millisecond)
				continue
			}
			answer, _ = io.ReadAll(resp.Body)
			resp.Body.Close()
			for _, c := range resp.Cookies() {
				if c.Name == "hoshi_flash" {
					var f struct {
						Kind string `json:"k"`
						Text string `json:"t"`
					}
					b, _ := base64.RawURLEncoding.DecodeString(c.Value)
					if json.Unmarshal(b, &f) == nil && f.Kind == "error" {
						refused, answer = true, []byte(f.Text)
					}
				}
			}
			if resp.StatusCode >= 500 && resp.StatusCode != http.StatusServiceUnavailable {
				serverErrors.Add(1)
				failures <- fmt.Sprintf("%s %s: %d %s", method, path, resp.StatusCode, answer)
			}
			if resp.StatusCode == http.StatusServiceUnavailable {
				time.Sleep(50 * time.Millisecond)
				continue
			}
			return resp.StatusCode, answer, ambiguous, refused
		}
		failures <- fmt.Sprintf("%s %s: no process answered", method, path)
		return 0, nil, ambiguous, false
	}
	form := func(v url.Values) string {
		v.Set("_csrf", strings.Repeat("c", 43))
		return v.Encode()
	}

	// The killer: one process at a time, started again at once on the same address. The
	// clients go on until the last kill.
	killed := make(chan struct{})
	go func() {
		defer close(killed)
		for k := range kills {
			time.Sleep(400 * time.Millisecond)
			p := procs[k%len(procs)]
			p.kill()
			time.Sleep(100 * time.Millisecond)
			p.start()
		}
	}()
	isKilled := func() bool {
		select {
		case <-killed:
			return true
		default:
			return false
		}
	}
	var ambiguousTotal atomic.Int64
	results := []string{"w", "b"}
	acked := make([][]string, tables+1) // the results acknowledged at each table, in order
	lastResult := make([]string, tables+1)
	ambiguousResults := make([]int, tables+1)
	lastHandicap := make(map[int]int)
	var hmu sync.Mutex
	done := make(chan struct{})
	var clients, director sync.WaitGroup
	for c := range tables {
		table := c + 1
		clients.Go(func() {
			for i := 0; i < entries || !isKilled(); i++ {
				r := results[(table+i)%2]
				path := fmt.Sprintf("%s/api/tournaments/%d/rounds/1/games/%d/result", "", id, table)
				status, body, amb, _ := send(c+i, "PUT", path, "application/json", fmt.Sprintf(`{"result":%q}`, r))
				ambiguousResults[table] += amb
				ambiguousTotal.Add(int64(amb))
				if status != http.StatusOK {
					failures <- fmt.Sprintf("table %d: result %s: %d %s", table, r, status, body)
					return
				}
				lastResult[table] = r
				acked[table] = append(acked[table], r)
			}
		})
	}
	// The director, through every process in turn.
	director.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-done:
				if i >= actions {
					return
				}
			default:
			}
			table := 1 + (7*i)%tables
			h := 2 + i%7
			switch i % 4 {
			case 0: // the handicap form: made on the round as stored, never refused as stale
				status, body, _, refused := send(i, "POST", fmt.Sprintf("%s/rounds/1/games/%d/handicap", base, table),
					"application/x-www-form-urlencoded", form(url.Values{"handicap": {fmt.Sprint(h)}, "komi": {"0.5"}}))
				if status != http.StatusSeeOther || refused {
					failures <- fmt.Sprintf("handicap form, table %d: %d %s", table, status, body)
					continue
				}
				hmu.Lock()
				lastHandicap[table] = h
				hmu.Unlock()
			case 1: // the API: 409 when the tournament changed meanwhile; read again and resend
				for try := 0; try < 50; try++ {
					status, body, _, _ := send(i+try, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d", id, table),
						"application/json", fmt.Sprintf(`{"handicap":%d,"komi":0.5}`, h))
					if status == http.StatusOK {
						hmu.Lock()
						lastHandicap[table] = h
						hmu.Unlock()
						break
					}
					if status != http.StatusConflict {
						failures <- fmt.Sprintf("PUT game, table %d: %d %s", table, status, body)
						break
					}
				}
			case 2: // round 2 paired again from the standings as they are at that moment
				status, body, _, refused := send(i, "POST", fmt.Sprintf("%s/rounds/2/delete", base),
					"application/x-www-form-urlencoded", form(url.Values{"repair": {"1"}}))
				if status != http.StatusSeeOther || refused {
					failures <- fmt.Sprintf("pair round 2 again: %d %s", status, body)
				}
			case 3:
				status, body, _, refused := send(i, "POST", fmt.Sprintf("%s/rounds/2/swap", base),
					"application/x-www-form-urlencoded", form(url.Values{"a": {"1"}, "b": {"2"}}))
				// Before round 2 is first paired the swap has no tables: refused, rightly.
				if status != http.StatusSeeOther || (refused && !strings.Contains(string(body), "no game at table")) {
					failures <- fmt.Sprintf("swap in round 2: %d %s", status, body)
				}
			}
		}
	})
	<-killed
	clients.Wait()
	close(done) // the director stops with the clients
	director.Wait()
	close(failures)
	for f := range failures {
		t.Error(f)
	}
	if serverErrors.Load() > 0 {
		t.Fatalf("%d answers were 500", serverErrors.Load())
	}

	db, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tt, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range tt.RoundGames(1) {
		if g.Result.String() != lastResult[g.Table] {
			t.Errorf("table %d: result %s, acknowledged last %s", g.Table, g.Result, lastResult[g.Table])
		}
		if h, ok := lastHandicap[g.Table]; ok && (g.Handicap != h || g.Komi != 1) {
			t.Errorf("table %d: handicap %d komi %d, acknowledged %d and 0.5", g.Table, g.Handicap, g.Komi, h)
		}
	}
	if len(tt.RoundGames(2)) == 0 {
		t.Error("round 2 is not paired")
	}
	audit, err := db.ResultChanges(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	changes := map[int][]string{}
	repeats := map[int]int{}
	for _, a := range audit {
		if a.Round != 1 {
			continue
		}
		if a.Old == a.New {
			repeats[a.Table]++
			continue
		}
		changes[a.Table] = append(changes[a.Table], a.New.String())
	}
	nResults := 0
	for table := 1; table <= tables; table++ {
		want := acked[table]
		nResults += len(want)
		if fmt.Sprint(changes[table]) != fmt.Sprint(want) {
			t.Errorf("table %d: audit trail %v, want the acknowledged %v", table, changes[table], want)
		}
		if repeats[table] > ambiguousResults[table] {
			t.Errorf("table %d: %d repeated lines, but only %d requests went unanswered", table, repeats[table], ambiguousResults[table])
		}
	}
	t.Logf("%d processes, %d kills: %d results acknowledged, %d requests left unanswered by a kill, "+
		"handicaps of %d tables, audit trail %d lines", processes, kills, nResults, ambiguousTotal.Load(), len(lastHandicap), len(audit))
}

var noRedirect = &http.Client{
	Timeout:       20 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

// seedMulti stores a tournament of 2*tables players whose round 1 is paired and returns its
// id and the base of its director pages; the director's password is set.
func seedMulti(t *testing.T, dsn string, tables int) (store.TournamentID, string) {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.SetPassword(ctx, multiPassword); err != nil {
		t.Fatal(err)
	}
	s := tournament.DefaultSettings()
	s.Name = "Several processes"
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]tournament.Player, 2*tables)
	for i := range ps {
		ps[i] = tournament.Player{Name: fmt.Sprintf("P%03d", i), FirstName: "Multi", Rank: rank.Kyu(1 + i%20)}
	}
	if err := db.AddPlayers(ctx, id, ps, nil); err != nil {
		t.Fatal(err)
	}
	tt, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	games := make([]tournament.Game, tables)
	for i := range games {
		games[i] = tournament.Game{Round: 1, Table: i + 1, White: tt.Players[i].ID, Black: tt.Players[i+tables].ID, Komi: 13}
	}
	if err := db.CreateRound(ctx, id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	return id, fmt.Sprintf("/director/tournaments/%d", id)
}

// multiLogin logs the director in and returns the session token, which every process
// accepts: sessions are kept in the database.
func multiLogin(t testing.TB, addr string) string {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"password": multiPassword})
	resp, err := http.Post("http://"+addr+"/api/session", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	for _, c := range resp.Cookies() {
		if c.Name == "hoshi_session" {
			return c.Value
		}
	}
	t.Fatalf("login: %d, no session cookie", resp.StatusCode)
	return ""
}
