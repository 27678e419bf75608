package export

import (
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// smallTournament has a name outside ISO-8859-1, multi-word names, a player without country
// or club, a default result, a jigo, byes, an absence and an unconfirmed registration.
func smallTournament() *tournament.Tournament {
	s := tournament.DefaultSettings()
	s.Begin = time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	s.End = s.Begin.AddDate(0, 0, 1)
	s.Rounds = 3
	s.Name, s.Country, s.Place = "Dvořák Cup", "cz", "Praha"
	s.Criteria = []tournament.Criterion{tournament.CritMMS}
	tr := &tournament.Tournament{
		Settings: s,
		Players: []tournament.Player{
			{ID: 1, Name: "Dvořák", FirstName: "Jan", Rank: rank.Dan(3), Country: "CZ", Club: "Praha", EGDPin: "12345678"},
			{ID: 2, Name: "van der Berg", FirstName: "Anna Maria", Rank: rank.Kyu(2), Country: "NL", Club: "Den Haag"},
			{ID: 3, Name: "Ōta", FirstName: "Yūki", Rank: rank.Kyu(18), Absent: []int{3}},
			{ID: 4, Name: "Late", FirstName: "Never", Rank: rank.Kyu(5), Status: tournament.Preliminary},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, White: 1, Black: 2, Result: tournament.WhiteWins, KnownColor: true, Komi: 13},
			{Round: 2, Table: 1, White: 1, Black: 3, Handicap: 9, Result: tournament.BlackWins, ByDefault: true, KnownColor: true},
			{Round: 3, Table: 1, White: 2, Black: 1, Result: tournament.Jigo, KnownColor: true},
		},
		Byes: []tournament.Bye{{Round: 1, Player: 3}, {Round: 2, Player: 2}},
	}
	return tr
}

// mustRank is rank.Parse for the ranks written in the tests; it panics on a bad rank.
func mustRank(s string) rank.Rank {
	r, err := rank.Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}
