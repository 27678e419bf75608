// Package tourgen makes random Go tournaments: players with plausible names, ranks, ratings,
// clubs and countries, absences, results (some won by default), and every round paired by
// hoshi's automatic pairing. The same options and seed always give the same tournament, so a
// generated file can be named by its seed and remade anywhere: to cross-check a pairing
// program against hoshi (or OpenGotha) on as many tournaments as one likes.
package tourgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Options describe the tournament to make.
type Options struct {
	Seed    uint64
	Players int // 2 to MaxPlayers
	Rounds  int // 1 to MaxRounds
	System  tournament.System
	// AbsentRate is the chance that a player misses a given round (0 to 0.5).
	AbsentRate float64
	// ForfeitRate is the chance that a game is won by default (0 to 1).
	ForfeitRate float64
}

// Limits of Options.
const (
	MaxPlayers = 2000
	MaxRounds  = 15
)

// Defaults of the rates, about what real weekend tournaments show.
const (
	DefaultAbsentRate  = 0.05
	DefaultForfeitRate = 0.02
)

// Validate names what is wrong with o, or returns nil.
func (o *Options) Validate() error {
	switch {
	case o.Players < 2 || o.Players > MaxPlayers:
		return fmt.Errorf("the number of players, %d, is not 2 to %d", o.Players, MaxPlayers)
	case o.Rounds < 1 || o.Rounds > MaxRounds:
		return fmt.Errorf("the number of rounds, %d, is not 1 to %d", o.Rounds, MaxRounds)
	case o.System != tournament.McMahon && o.System != tournament.Swiss:
		return fmt.Errorf("the system is neither McMahon nor Swiss")
	case !(o.AbsentRate >= 0 && o.AbsentRate <= 0.5):
		return fmt.Errorf("the absent rate, %v, is not 0 to 0.5", o.AbsentRate)
	case !(o.ForfeitRate >= 0 && o.ForfeitRate <= 1):
		return fmt.Errorf("the forfeit rate, %v, is not 0 to 1", o.ForfeitRate)
	}
	return nil
}

// Generate makes the tournament of o: its players, then each round paired by pairing.Pair
// and given results, the next round paired with them.
func Generate(o Options) (*tournament.Tournament, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	g := &gen{o: o, rng: rand.New(rand.NewPCG(o.Seed, 0x686f736869))} // "hoshi"
	t := &tournament.Tournament{Settings: g.settings()}
	g.players(t)
	for r := 1; r <= o.Rounds; r++ {
		res, err := pairing.Pair(t, r, pairing.Options{})
		if err != nil {
			return nil, fmt.Errorf("seed %d, round %d: %w", o.Seed, r, err)
		}
		for _, game := range res.Games {
			g.result(t, &game)
			t.Games = append(t.Games, game)
		}
		if res.Bye != 0 {
			t.Byes = append(t.Byes, tournament.Bye{Round: r, Player: res.Bye})
		}
	}
	return t, nil
}

type gen struct {
	o   Options
	rng *rand.Rand
}

func (g *gen) settings() tournament.Settings {
	s := tournament.DefaultSettings()
	o := g.o
	s.Rounds, s.System = o.Rounds, o.System
	s.Name = fmt.Sprintf("Random tournament %d", o.Seed)
	s.ShortName = fmt.Sprintf("random%d", o.Seed)
	country := countries[g.rng.IntN(len(countries))]
	s.Place, s.Country = country.cities[g.rng.IntN(len(country.cities))], country.code
	s.Director = "Tournament Director"
	// A Saturday of 2025, fixed by the seed.
	s.Begin = time.Date(2025, time.January, 4, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 7*int(o.Seed%52))
	s.End = s.Begin.AddDate(0, 0, 1)
	s.Criteria = tournament.DefaultCriteria(o.System)
	if o.System == tournament.Swiss {
		s.Handicap.Kind = tournament.HandicapNone
	} else {
		s.Bar = rank.Dan(1 + g.rng.IntN(5)) // 1d to 5d
		s.Floor = rank.Kyu(15 + g.rng.IntN(11))
		if g.rng.IntN(3) == 0 {
			s.Handicap.Kind = tournament.HandicapNone
		}
	}
	return s
}

// players registers o.Players players: countries weighted towards the host's, ranks in a
// bell around 5k, EGF-like ratings from the ranks.
func (g *gen) players(t *tournament.Tournament) {
	host := 0
	for i, c := range countries {
		if c.code == t.Settings.Country {
			host = i
		}
	}
	seen := map[string]bool{}
	for len(t.Players) < g.o.Players {
		c := &countries[host]
		if g.rng.IntN(4) == 0 {
			c = &countries[g.rng.IntN(len(countries))]
		}
		p := tournament.Player{
			ID:        tournament.PlayerID(len(t.Players) + 1),
			Name:      c.names[g.rng.IntN(len(c.names))],
			FirstName: c.first[g.rng.IntN(len(c.first))],
			Country:   c.code,
			Club:      c.clubs[min(g.rng.IntN(len(c.clubs)), g.rng.IntN(len(c.clubs)))], // the first clubs bigger
			Status:    tournament.Final,
		}
		if seen[p.Key()] {
			continue // OpenGotha tells players apart by name
		}
		seen[p.Key()] = true
		// A bell around 5k: 5k is value -5; 1d is 0.
		v := int(math.Round(g.rng.NormFloat64()*6 - 5))
		v = min(max(v, -30), 6)
		p.Rank = rank.Rank(v)
		p.Rating = 2100 + 100*v + g.rng.IntN(100) - 50
		if g.rng.IntN(5) == 0 {
			p.Rating = 2100 + 100*v // a fresh rating at the rank's value, as EGD gives
		}
		p.Rating = max(p.Rating, -900)
		for r := 1; r <= g.o.Rounds; r++ {
			if g.rng.Float64() < g.o.AbsentRate {
				p.Absent = append(p.Absent, r)
			}
		}
		t.Players = append(t.Players, p)
	}
}

// result gives a game its result: won by default at ForfeitRate, else the stronger side
// (by rating, each handicap stone worth a rank) wins more often.
func (g *gen) result(t *tournament.Tournament, game *tournament.Game) {
	if g.rng.Float64() < g.o.ForfeitRate {
		game.ByDefault = true
		game.Result = tournament.WhiteWins
		if g.rng.IntN(2) == 0 {
			game.Result = tournament.BlackWins
		}
		return
	}
	w, b := t.Player(game.White), t.Player(game.Black)
	diff := float64(w.Rating-b.Rating) - 100*float64(max(game.Handicap-1, 0))
	pWhite := 1 / (1 + math.Exp(-diff/150))
	if game.Komi%2 == 0 && g.rng.IntN(50) == 0 { // an integer komi allows a jigo
		game.Result = tournament.Jigo
		return
	}
	game.Result = tournament.BlackWins
	if g.rng.Float64() < pWhite {
		game.Result = tournament.WhiteWins
	}
}
