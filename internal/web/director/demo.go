package director

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// demoPlayers are the demo tournament's field: name, first name, club, country. Ranks are
// spread from 5d to 25k in this order, strongest first.
var demoPlayers = [][4]string{
	{"Dvořák", "Jiří", "Brno", "CZ"}, {"Nováková", "Kateřina", "Praha", "CZ"}, {"Schröder", "Jürgen", "Hamburg", "DE"},
	{"Kovács", "Zoltán", "Budapest", "HU"}, {"Łukasiewicz", "Paweł", "Kraków", "PL"}, {"Lefèvre", "Amélie", "Paris", "FR"},
	{"Šťastný", "Tomáš", "Olomouc", "CZ"}, {"Horváth", "Réka", "Debrecen", "HU"}, {"Müller", "Lena", "München", "DE"},
	{"Kučera", "Ondřej", "Praha", "CZ"}, {"Wiśniewska", "Zofia", "Warszawa", "PL"}, {"Novák", "Martin", "Bratislava", "SK"},
	{"Černý", "Lukáš", "Plzeň", "CZ"}, {"Ødegaard", "Sindre", "Oslo", "NO"}, {"Fernández", "Lucía", "Madrid", "ES"},
	{"Procházka", "Václav", "Nymburk", "CZ"}, {"Gruber", "Matthias", "Wien", "AT"}, {"Janssen", "Sanne", "Utrecht", "NL"},
	{"Hájek", "Radek", "Liberec", "CZ"}, {"Bianchi", "Giulia", "Milano", "IT"}, {"Kráľová", "Zuzana", "Košice", "SK"},
	{"Virtanen", "Aino", "Helsinki", "FI"}, {"Pokorný", "Jan", "Brno", "CZ"}, {"Dubois", "Théo", "Lyon", "FR"},
	{"Marek", "Štěpán", "Ostrava", "CZ"}, {"Svoboda", "Eliška", "Praha", "CZ"}, {"Kowalski", "Jakub", "Wrocław", "PL"},
	{"Weiß", "Jonas", "Berlin", "DE"}, {"Beneš", "Vojtěch", "Nymburk", "CZ"}, {"Nagy", "Bence", "Szeged", "HU"},
	{"Zelenka", "Adéla", "Hradec Králové", "CZ"}, {"Andersson", "Elin", "Göteborg", "SE"}, {"Růžička", "Filip", "Olomouc", "CZ"},
	{"Moreau", "Chloé", "Toulouse", "FR"}, {"Sedláček", "Matěj", "Brno", "CZ"}, {"Popescu", "Ioana", "Cluj", "RO"},
	{"Vlček", "Daniel", "Pardubice", "CZ"}, {"Jovanović", "Milica", "Beograd", "RS"}, {"Fiala", "Anežka", "Praha", "CZ"},
	{"Kühn", "Sophie", "Dresden", "DE"},
}

// createDemoForm is POST /director/tournaments/demo: a tournament with realistic players
// and two rounds paired by hoshi and played with plausible results, to try every page.
func (s *handlers) createDemoForm(c echo.Context) error {
	id, err := s.createDemo(c.Request().Context(), rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7)), s.Tr(c).Code())
	if err != nil {
		return err
	}
	return redirectFlash(c, fmt.Sprintf("/director/tournaments/%d", id), s.Tr(c).T("flash.demo_created"))
}

// createDemo makes the demo tournament, printing in lang (the language of the page that
// asked for it).
func (s *handlers) createDemo(ctx context.Context, rng *rand.Rand, lang string) (store.TournamentID, error) {
	set := tournament.DefaultSettings()
	set.Language = lang
	today := time.Now().UTC().Truncate(24 * time.Hour)
	set.Name, set.ShortName = "Demo Cup "+today.Format("2006"), "demo"
	set.Place, set.Country, set.Director = "Brno", "CZ", "Demo Director"
	set.Begin, set.End = today, today.AddDate(0, 0, 1)
	set.Bar = rank.Dan(3)
	id, err := s.DB.CreateTournament(ctx, set)
	if err != nil {
		return 0, err
	}
	ps := make([]tournament.Player, len(demoPlayers))
	for i, d := range demoPlayers {
		// 5d at the top down to 25k at the bottom, with a little noise.
		r := rank.Dan(5) - rank.Rank(i*29/(len(demoPlayers)-1)) - rank.Rank(rng.IntN(2))
		r = max(r, rank.Kyu(25))
		ps[i] = tournament.Player{
			Name: d[0], FirstName: d[1], Rank: r, Club: d[2], Country: d[3],
			Rating: max(100, 2100+100*int(r)-50+rng.IntN(100)), EGDPin: fmt.Sprintf("1%07d", 1000+rng.IntN(9000000)),
		}
	}
	ps[len(ps)-1].Absent = []int{3}
	if err := s.DB.AddPlayers(ctx, id, ps, nil); err != nil {
		return 0, err
	}
	for round := 1; round <= 2; round++ {
		t, _, err := s.DB.LoadTournament(ctx, id)
		if err != nil {
			return 0, err
		}
		res, err := pairing.Pair(t, round, pairing.Options{})
		if err != nil {
			return 0, err
		}
		if err := s.DB.CreateRound(ctx, id, round, res.Games, res.Bye); err != nil {
			return 0, err
		}
		for _, g := range res.Games {
			if err := s.DB.SetResult(ctx, id, round, g.Table, demoResult(t, g, rng), false, "demo"); err != nil {
				return 0, err
			}
		}
	}
	return id, nil
}

// demoResult is a plausible result: the handicap evens the game out, so White wins a bit
// more often than not only when he is stronger than the handicap says; now and then a jigo,
// where the komi allows one.
func demoResult(t *tournament.Tournament, g tournament.Game, rng *rand.Rand) tournament.Result {
	w, b := t.Player(g.White), t.Player(g.Black)
	edge := float64(w.Rank.Value()-b.Rank.Value()-g.Handicap) * 0.12
	x := rng.Float64()
	switch {
	case x < 0.02 && g.JigoPossible():
		return tournament.Jigo
	case x < 0.51+edge:
		return tournament.WhiteWins
	}
	return tournament.BlackWins
}
