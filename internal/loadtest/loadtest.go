// Package loadtest is the load client of hoshi's load tests (internal/web's TestLoad*, cmd/hoshi's
// TestThroughput and TestManyTournaments), used by tests only: a series of requests from
// several workers with its latencies, requests made as a phone makes them, answers checked
// without spending the servers' cores on it, and the played tournaments they serve.
//
// The load tests run only when HOSHI_LOAD is set (Only); they measure the figures of
// docs/PERFORMANCE.md.
package loadtest

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Only skips t unless HOSHI_LOAD is set.
func Only(t testing.TB) {
	t.Helper()
	if os.Getenv("HOSHI_LOAD") == "" {
		t.Skip("set HOSHI_LOAD=1 to run the load tests")
	}
}

// EnvInt reads a size from the environment variable name, def when unset.
func EnvInt(t testing.TB, name string, def int) int {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		t.Fatalf("%s=%q: want a positive number", name, v)
	}
	return n
}

// Stats are the latencies of one series of requests.
type Stats struct {
	N, Errors int
	Elapsed   time.Duration
	Lat       []time.Duration // sorted
}

// PerSecond is the series' requests per second.
func (s Stats) PerSecond() float64 { return float64(s.N) / s.Elapsed.Seconds() }

// Pct is the latency at fraction p of the sorted series (0.99: the p99).
func (s Stats) Pct(p float64) time.Duration {
	if len(s.Lat) == 0 {
		return 0
	}
	return s.Lat[min(len(s.Lat)-1, int(float64(len(s.Lat))*p))]
}

// Max is the longest latency.
func (s Stats) Max() time.Duration {
	if len(s.Lat) == 0 {
		return 0
	}
	return s.Lat[len(s.Lat)-1]
}

func (s Stats) String() string {
	return fmt.Sprintf("%d requests in %.2fs: %.0f/s; p50 %v, p99 %v, max %v; %d errors", s.N, s.Elapsed.Seconds(),
		s.PerSecond(), MS(s.Pct(0.5)), MS(s.Pct(0.99)), MS(s.Max()), s.Errors)
}

// MS writes a duration in milliseconds with two decimals.
func MS(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }

// Measure runs request i = 0, 1, ... from workers until count are done or limit has passed.
// The first error fails t; all are counted.
func Measure(t testing.TB, workers, count int, limit time.Duration, do func(i int) error) Stats {
	t.Helper()
	var (
		next    atomic.Int64
		mu      sync.Mutex
		lat     []time.Duration
		errs    atomic.Int64
		wg      sync.WaitGroup
		start   = time.Now()
		stopped = start.Add(limit)
	)
	for range workers {
		wg.Go(func() {
			mine := make([]time.Duration, 0, count/workers+1)
			for {
				i := int(next.Add(1)) - 1
				if i >= count || time.Now().After(stopped) {
					break
				}
				t0 := time.Now()
				err := do(i)
				mine = append(mine, time.Since(t0))
				if err != nil && errs.Add(1) == 1 {
					t.Errorf("request %d: %v", i, err)
				}
			}
			mu.Lock()
			lat = append(lat, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	s := Stats{N: len(lat), Errors: int(errs.Load()), Elapsed: time.Since(start), Lat: lat}
	slices.Sort(s.Lat)
	return s
}

// Client is the load tests' HTTP client: connections kept for up to 64 workers per server.
var Client = &http.Client{Timeout: 60 * time.Second,
	Transport: &http.Transport{MaxIdleConns: 256, MaxIdleConnsPerHost: 64}}

// Fetch asks for url as a phone does, gzip accepted and left compressed (Go's transport would
// otherwise decompress it on the machine the servers share), and returns the body as sent. An
// answer other than 200 is an error.
func Fetch(url string) (body []byte, gzipped bool, err error) {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		return nil, false, err
	}
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := Client.Do(req)
	if err != nil {
		return nil, false, err
	}
	defer resp.Body.Close()
	body, err = io.ReadAll(resp.Body)
	if err != nil {
		return nil, false, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, false, fmt.Errorf("GET %s: status %d: %.200s", url, resp.StatusCode, body)
	}
	return body, resp.Header.Get("Content-Encoding") == "gzip", nil
}

// Send makes a request with a JSON body (none if body is "") and the session cookie, and
// fails on an answer other than 200.
func Send(method, url, body, cookie, session string) error {
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		return err
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if session != "" {
		req.AddCookie(&http.Cookie{Name: cookie, Value: session})
	}
	resp, err := Client.Do(req)
	if err != nil {
		return err
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s %s: status %d: %.200s", method, url, resp.StatusCode, b)
	}
	return nil
}

// Checker checks answers: a body seen before and found right is right again (compared byte
// for byte, cheap); a new one is decompressed and checked in full by Check. Each process
// renders its own copy.
type Checker struct {
	Check func(body []byte) error

	mu   sync.Mutex
	good [][]byte
}

// Verify checks body, gzipped or not; body is not kept.
func (c *Checker) Verify(body []byte, gzipped bool) error {
	c.mu.Lock()
	for _, g := range c.good {
		if bytes.Equal(g, body) {
			c.mu.Unlock()
			return nil
		}
	}
	c.mu.Unlock()
	plain := body
	if gzipped {
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			return err
		}
		if plain, err = io.ReadAll(zr); err != nil {
			return err
		}
	}
	if err := c.Check(plain); err != nil {
		return err
	}
	c.mu.Lock()
	if len(c.good) < 64 {
		c.good = append(c.good, bytes.Clone(body))
	}
	c.mu.Unlock()
	return nil
}

// buffers are Get's bodies, used again: the client shares the machine with the servers, and
// its garbage would take their cores.
var buffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// Get fetches url as Fetch does and checks the answer with c.
func Get(c *Checker, url string) error {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	buf := buffers.Get().(*bytes.Buffer)
	defer buffers.Put(buf)
	buf.Reset()
	if _, err := buf.ReadFrom(resp.Body); err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: status %d: %.200s", url, resp.StatusCode, buf.Bytes())
	}
	if err := c.Verify(buf.Bytes(), resp.Header.Get("Content-Encoding") == "gzip"); err != nil {
		return fmt.Errorf("GET %s: %w", url, err)
	}
	return nil
}

// CountLines checks that an HTML page holds want elements starting with marker.
func CountLines(marker string, want int) func([]byte) error {
	return func(b []byte) error {
		if n := bytes.Count(b, []byte(marker)); n != want {
			return fmt.Errorf("%d lines %q, want %d", n, marker, want)
		}
		return nil
	}
}

// StandingsJSON checks the JSON standings after round: one line per player of t, each
// player once, places from 1 and never decreasing.
func StandingsJSON(t *tournament.Tournament, round int) func([]byte) error {
	return func(b []byte) error {
		var st struct {
			Round     int `json:"round"`
			Standings []struct {
				Place int    `json:"place"`
				Name  string `json:"name"`
			} `json:"standings"`
		}
		if err := json.Unmarshal(b, &st); err != nil {
			return err
		}
		if st.Round != round || len(st.Standings) != len(t.Players) {
			return fmt.Errorf("standings after round %d with %d lines, want round %d and %d lines", st.Round, len(st.Standings), round, len(t.Players))
		}
		seen := map[string]bool{}
		for i, l := range st.Standings {
			if seen[l.Name] || l.Place < 1 || (i > 0 && l.Place < st.Standings[i-1].Place) || (i == 0 && l.Place != 1) {
				return fmt.Errorf("line %d: %s placed %d (repeated or out of order)", i+1, l.Name, l.Place)
			}
			seen[l.Name] = true
		}
		for i := range t.Players {
			if !seen[t.Players[i].Name] {
				return fmt.Errorf("%s is missing", t.Players[i].Name)
			}
		}
		return nil
	}
}

// PairingJSON checks the JSON pairing of round: t's games of that round, table by table.
func PairingJSON(t *tournament.Tournament, round int) func([]byte) error {
	want := t.RoundGames(round)
	return func(b []byte) error {
		var r struct {
			Round int `json:"round"`
			Games []struct {
				Table     int    `json:"table"`
				WhiteName string `json:"white_name"`
				BlackName string `json:"black_name"`
				Result    string `json:"result"`
			} `json:"games"`
		}
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		if r.Round != round || len(r.Games) != len(want) {
			return fmt.Errorf("round %d with %d games, want round %d with %d", r.Round, len(r.Games), round, len(want))
		}
		for i, g := range r.Games {
			w := want[i]
			if g.Table != w.Table || g.WhiteName != t.Player(w.White).FullName() || g.BlackName != t.Player(w.Black).FullName() || g.Result != w.Result.String() {
				return fmt.Errorf("table %d: %s - %s %s, want %s - %s %s", g.Table, g.WhiteName, g.BlackName, g.Result,
					t.Player(w.White).FullName(), t.Player(w.Black).FullName(), w.Result)
			}
		}
		return nil
	}
}

// Played is a tournament named name of n players (ids 1..n; ranks, clubs and countries
// spread evenly) with rounds of of rounds paired by hoshi's own pairing and results decided
// by rank (the stronger wins; equal ranks: White), ready for store.ImportTournament.
func Played(t testing.TB, name string, n, rounds, of int) *tournament.Tournament {
	t.Helper()
	s := tournament.DefaultSettings()
	s.Name = name
	s.Rounds = of
	tt := &tournament.Tournament{Settings: s}
	for i := range n {
		tt.Players = append(tt.Players, tournament.Player{ID: tournament.PlayerID(i + 1),
			Name: fmt.Sprintf("Player%04d", i), FirstName: "Load", Rank: rank.Rank(-30 + (i*47)%38),
			Club: fmt.Sprintf("C%d", i%40), Country: []string{"CZ", "FR", "DE", "JP", "KR"}[i%5]})
	}
	for r := 1; r <= rounds; r++ {
		res, err := pairing.Pair(tt, r, pairing.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range res.Games {
			g.Result = tournament.WhiteWins
			if tt.Player(g.Black).Rank > tt.Player(g.White).Rank {
				g.Result = tournament.BlackWins
			}
			tt.Games = append(tt.Games, g)
		}
		if res.Bye != 0 {
			tt.Byes = append(tt.Byes, tournament.Bye{Round: r, Player: res.Bye})
		}
	}
	return tt
}

// LoadAverage is the machine's load average as /proc/loadavg gives it, for the logs.
func LoadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}
