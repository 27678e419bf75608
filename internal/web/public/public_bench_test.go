package public_test

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// BenchmarkPublicStandings serves the public standings of a 500-player McMahon tournament
// after 5 rounds (paired by pairing.Pair, random results) over loopback, as phones polling
// during a round do: as fast as 32 clients go, and at a steady 1000 requests per second. It
// reports requests per second and latency percentiles. Clients ask for gzip, as browsers do.
func BenchmarkPublicStandings(b *testing.B) {
	s := newPageSite(b)
	rng := rand.New(rand.NewPCG(500, 5))
	t := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	t.Settings.Name = "Congress"
	for i := 1; i <= 500; i++ {
		r := rank.Rank(min(max(-8+rng.IntN(13)+rng.IntN(13)+rng.IntN(13)-18, -30), 6))
		t.Players = append(t.Players, tournament.Player{ID: tournament.PlayerID(i), Name: fmt.Sprintf("Player%03d", i), FirstName: "Test", Rank: r})
	}
	for r := 1; r <= 5; r++ {
		res, err := pairing.Pair(t, r, pairing.Options{})
		if err != nil {
			b.Fatal(err)
		}
		for _, g := range res.Games {
			g.Result = []tournament.Result{tournament.WhiteWins, tournament.BlackWins}[rng.IntN(2)]
			t.Games = append(t.Games, g)
		}
		if res.Bye != 0 {
			t.Byes = append(t.Byes, tournament.Bye{Round: r, Player: res.Bye})
		}
	}
	id, err := s.DB.ImportTournament(context.Background(), t)
	if err != nil {
		b.Fatal(err)
	}
	url := fmt.Sprintf("%s/tournaments/%d/standings", s.TS.URL, id)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	// Asking for gzip explicitly leaves the body compressed: decompressing is the phones'
	// work, not the server's, and would eat the load generator's share of the two cores.
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		b.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "gzip")
	get := func() {
		resp, err := client.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("status %d", resp.StatusCode)
		}
	}
	get() // the first request renders the page; the others are served from the cache

	// clients phones ask as fast as answers come back: the most the server gives.
	b.Run("32-clients", func(b *testing.B) {
		const clients = 32
		next := make(chan struct{})
		go func() {
			for range b.N {
				next <- struct{}{}
			}
			close(next)
		}()
		lat := measure(b, clients, func(run func()) {
			for range next {
				run()
			}
		}, get)
		report(b, lat)
	})
	// Requests arrive at 1000 per second whatever the answers' pace, as from a crowd of
	// phones, and each one's wait is measured from its arrival.
	b.Run("1000-per-second", func(b *testing.B) {
		start := time.Now()
		var i atomic.Int64
		lat := measure(b, 256, func(run func()) {
			for {
				k := i.Add(1) - 1
				if k >= int64(b.N) {
					return
				}
				time.Sleep(time.Until(start.Add(time.Duration(k) * time.Millisecond)))
				run()
			}
		}, get)
		report(b, lat)
	})
	// A result comes in, then 16 phones ask at once: the page is rendered anew, once for
	// all of them. Latencies are those of the 16 requests.
	b.Run("16-after-each-change", func(b *testing.B) {
		g := t.Games[len(t.Games)-1]
		var lat []time.Duration
		b.ResetTimer()
		for k := range b.N {
			if err := s.DB.SetResult(context.Background(), id, g.Round, g.Table, []tournament.Result{tournament.WhiteWins, tournament.BlackWins}[k%2], false, "bench"); err != nil {
				b.Fatal(err)
			}
			var wg sync.WaitGroup
			var mu sync.Mutex
			for range 16 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					t0 := time.Now()
					get()
					mu.Lock()
					lat = append(lat, time.Since(t0))
					mu.Unlock()
				}()
			}
			wg.Wait()
		}
		b.StopTimer()
		report(b, lat)
	})
}

// measure runs worker in n goroutines; each call of run times one request.
func measure(b *testing.B, n int, worker func(run func()), get func()) []time.Duration {
	var (
		mu  sync.Mutex
		all []time.Duration
		wg  sync.WaitGroup
	)
	b.ResetTimer()
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			worker(func() {
				t0 := time.Now()
				get()
				mine = append(mine, time.Since(t0))
			})
			mu.Lock()
			all = append(all, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	b.StopTimer()
	return all
}

// report gives the requests per second and the latency percentiles.
func report(b *testing.B, lat []time.Duration) {
	slices.Sort(lat)
	ms := func(q int) float64 { return float64(lat[min(len(lat)*q/100, len(lat)-1)].Microseconds()) / 1000 }
	b.ReportMetric(float64(len(lat))/b.Elapsed().Seconds(), "req/s")
	b.ReportMetric(ms(50), "p50-ms")
	b.ReportMetric(ms(99), "p99-ms")
	b.ReportMetric(ms(100), "max-ms")
	b.ReportMetric(0, "ns/op")
}
