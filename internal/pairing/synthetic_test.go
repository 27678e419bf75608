package pairing

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/matching"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// syntheticPlayers makes n players with ranks drawn by rankOf, 40 clubs and 15 countries of
// uneven sizes (a few large clubs, many small ones) and distinct names.
func syntheticPlayers(rng *rand.Rand, n int, rankOf func(*rand.Rand) rank.Rank) []tournament.Player {
	players := make([]tournament.Player, 0, n)
	for i := 1; i <= n; i++ {
		r := rankOf(rng)
		players = append(players, tournament.Player{
			ID:        tournament.PlayerID(i),
			Name:      fmt.Sprintf("Player%05d", rng.IntN(100000)),
			FirstName: fmt.Sprintf("N%d", i),
			Rank:      r,
			Rating:    2100 + 100*int(r) + rng.IntN(100),
			Club:      fmt.Sprintf("C%02d", min(rng.IntN(40), rng.IntN(40))),
			Country:   fmt.Sprintf("K%02d", min(rng.IntN(15), rng.IntN(15))),
			Status:    tournament.Final,
		})
	}
	return players
}

// playRounds pairs rounds 1 to rounds of t with Pair and gives every game a random winner.
func playRounds(tb testing.TB, t *tournament.Tournament, rng *rand.Rand, rounds int) {
	for r := 1; r <= rounds; r++ {
		res, err := Pair(t, r, Options{})
		if err != nil {
			tb.Fatal(err)
		}
		for _, g := range res.Games {
			g.Result = tournament.WhiteWins
			if rng.IntN(2) == 0 {
				g.Result = tournament.BlackWins
			}
			t.Games = append(t.Games, g)
		}
		if res.Bye != 0 {
			t.Byes = append(t.Byes, tournament.Bye{Round: r, Player: res.Bye})
		}
	}
}

// spreadField is a McMahon field of n players with ranks spread evenly from 30k to 9d (so that
// the floor, 20k, and the bar, 4d, both hold large groups), OpenGotha's McMahon defaults, and
// rounds 1 to rounds paired by Pair with random results. Fields are built once per size and
// shared by the benchmarks and tests of a run.
func spreadField(tb testing.TB, n, rounds int) *tournament.Tournament {
	spreadMu.Lock()
	defer spreadMu.Unlock()
	key := [2]int{n, rounds}
	if t, ok := spreadFields[key]; ok {
		return t
	}
	rng := rand.New(rand.NewPCG(uint64(n), 11+fieldSeed(tb)))
	t := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	t.Players = syntheticPlayers(rng, n, func(rng *rand.Rand) rank.Rank { return rank.Rank(rng.IntN(39) - 30) })
	playRounds(tb, t, rng, rounds)
	spreadFields[key] = t
	return t
}

// fieldSeed is HOSHI_FIELD_SEED, 0 when unset: another seed draws other players and results
// for the spread fields. The work of a round (solves, pairs added, dual steps) swings with
// the draw, so a change to the pairing is best judged on the fields of several seeds.
func fieldSeed(tb testing.TB) uint64 {
	v := os.Getenv("HOSHI_FIELD_SEED")
	if v == "" {
		return 0
	}
	seed, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		tb.Fatalf("HOSHI_FIELD_SEED=%q: not a number", v)
	}
	return seed
}

// benchSizes are the field sizes of the benchmarks and of the written fields.
var benchSizes = []int{1000, 2000, 5000, 10000}

var (
	spreadMu     sync.Mutex
	spreadFields = map[[2]int]*tournament.Tournament{}
)

// before returns a copy of t that keeps only the games and byes of the rounds before round:
// the tournament as it stood when round was to be paired.
func before(t *tournament.Tournament, round int) *tournament.Tournament {
	c := *t
	c.Games, c.Byes = nil, nil
	for _, g := range t.Games {
		if g.Round < round {
			c.Games = append(c.Games, g)
		}
	}
	for _, b := range t.Byes {
		if b.Round < round {
			c.Byes = append(c.Byes, b)
		}
	}
	return &c
}

// TestWriteSyntheticFields writes spread fields of 1,000 to 10,000 players with rounds 1-4
// paired as OpenGotha files into the folder named by HOSHI_FIELDS, to time `hoshi pair` on
// them (see PERFORMANCE.md). HOSHI_FIELD_SIZES may list other sizes ("500,3000");
// HOSHI_FIELD_SHAPE=bell writes the bell-shaped fields of BenchmarkPairRound5 instead.
func TestWriteSyntheticFields(t *testing.T) {
	dir := os.Getenv("HOSHI_FIELDS")
	if dir == "" {
		t.Skip("HOSHI_FIELDS not set: no synthetic fields written")
	}
	sizes := fieldSizes(t, "HOSHI_FIELD_SIZES", benchSizes)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, n := range sizes {
		tr := spreadField(t, n, 4)
		if os.Getenv("HOSHI_FIELD_SHAPE") == "bell" {
			tr = syntheticTournament(t, n, 4)
		}
		path := filepath.Join(dir, fmt.Sprintf("field%d.xml", n))
		fh, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := export.WriteOpenGotha(fh, tr); err != nil {
			t.Fatal(err)
		}
		if err := fh.Close(); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d players, rounds 1-4 paired", path, n)
	}
}

// fieldSizes returns the sizes listed in the environment variable env ("500,3000"), or def.
func fieldSizes(tb testing.TB, env string, def []int) []int {
	s := os.Getenv(env)
	if s == "" {
		return def
	}
	var sizes []int
	for _, part := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n < 2 {
			tb.Fatalf("%s: %q is not a number of players", env, part)
		}
		sizes = append(sizes, n)
	}
	return sizes
}

// BenchmarkPairRounds pairs every round from 2 to 5 of spread fields of 1,000 to 10,000
// players, optimality proof included: the growth of a round's cost with the field.
// HOSHI_BENCH_SIZES may narrow the sizes ("1000,2000").
func BenchmarkPairRounds(b *testing.B) {
	for _, n := range fieldSizes(b, "HOSHI_BENCH_SIZES", benchSizes) {
		for round := 2; round <= 5; round++ {
			b.Run(fmt.Sprintf("players=%d/round=%d", n, round), func(b *testing.B) {
				t := before(spreadField(b, n, 4), round)
				b.ResetTimer()
				cpu := cpuTime()
				var res *Result
				for range b.N {
					var err error
					if res, err = Pair(t, round, Options{}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
				reportWork(b, res.Proof)
				b.ReportMetric(float64(res.Proof.PairsChecked), "computed")
				b.ReportMetric(float64(res.Proof.PairsBounded), "bounded")
			})
		}
	}
}

// BenchmarkPairFieldFiles pairs rounds 2 to 5 of the fields that TestWriteSyntheticFields
// wrote into HOSHI_FIELDS, each round from the games before it: the same fields for every
// version of the code, where BenchmarkPairRounds builds its fields with the code under test
// (pairings of equal cost may differ between versions, and so would the fields).
// HOSHI_BENCH_SIZES may narrow the sizes.
func BenchmarkPairFieldFiles(b *testing.B) {
	dir := os.Getenv("HOSHI_FIELDS")
	if dir == "" {
		b.Skip("HOSHI_FIELDS not set: no field files to pair")
	}
	for _, n := range fieldSizes(b, "HOSHI_BENCH_SIZES", benchSizes) {
		fh, err := os.Open(filepath.Join(dir, fmt.Sprintf("field%d.xml", n)))
		if err != nil {
			b.Fatal(err)
		}
		t, _, err := export.ReadOpenGotha(fh)
		fh.Close()
		if err != nil {
			b.Fatal(err)
		}
		for round := 2; round <= 5; round++ {
			b.Run(fmt.Sprintf("players=%d/round=%d", n, round), func(b *testing.B) {
				t := before(t, round)
				b.ResetTimer()
				cpu := cpuTime()
				var res *Result
				for range b.N {
					var err error
					if res, err = Pair(t, round, Options{}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
				reportWork(b, res.Proof)
			})
		}
	}
}

// cpuTime is the CPU time of the process so far in nanoseconds, both cores counted: on a
// shared machine it says what a round costs better than the wall clock.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// reportWork reports the solves, the pairs added and the blossom algorithm's work, which do
// not depend on the machine's load: dual steps, stages, blossoms formed and expanded, and scans
// (the blossoms and heap entries the dual steps looked at plus the edges the stages scanned:
// the closest count to the solver's time).
func reportWork(b *testing.B, st matching.Stats) {
	b.ReportMetric(float64(st.Rounds), "solves")
	b.ReportMetric(float64(st.Added), "added")
	b.ReportMetric(float64(st.Top.DualSteps), "dual-steps")
	b.ReportMetric(float64(st.Top.Stages), "stages")
	b.ReportMetric(float64(st.Top.Expansions), "expansions")
	b.ReportMetric(float64(st.Top.Blossoms), "blossoms")
	b.ReportMetric(float64(st.Top.Scanned+st.Top.EdgeScans), "scans")
	b.ReportMetric(float64(st.PairsChecked), "computed")
	b.ReportMetric(float64(st.PairsVisited), "visited")
}
