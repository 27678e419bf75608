package export

import (
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func TestWriteAGA(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Name, s.Place, s.Rules, s.Rounds = "Princeton Open", "Princeton, NJ", "aga", 2
	s.Begin = time.Date(2004, 6, 15, 0, 0, 0, 0, time.UTC)
	s.End = time.Date(2004, 6, 30, 0, 0, 0, 0, time.UTC)
	tr := &tournament.Tournament{
		Settings: s,
		Players: []tournament.Player{
			{ID: 1, Name: "Matthews", FirstName: "Paul", Rank: rank.Kyu(4), Extra: map[string]string{"agaId": "489"}},
			{ID: 2, Name: "Mott", FirstName: "Rick", Rank: rank.Kyu(4), Extra: map[string]string{"agaId": "3199"}},
			{ID: 3, Name: "Newcomer", FirstName: "Nina", Rank: rank.Kyu(12)},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, White: 1, Black: 2, Komi: 15, Result: tournament.BlackWins, KnownColor: true},
			{Round: 2, Table: 1, White: 2, Black: 3, Handicap: 7, Komi: 1, Result: tournament.WhiteWins, KnownColor: true},
			{Round: 2, Table: 2, White: 1, Black: 3, Handicap: 7, Komi: 1, Result: tournament.WhiteWins, ByDefault: true, KnownColor: true},
		},
	}
	var b strings.Builder
	if err := WriteAGA(&b, tr); err != nil {
		t.Fatal(err)
	}
	// The layout of the AGA's own example (usgo.org, "Qualifications for Rated Games"), with
	// ids right-aligned and Nina's temporary id 9000003.
	want := `TOURNEY Princeton Open, Princeton, NJ
	start=6/15/2004
	finish=6/30/2004
	rules=AGA
PLAYERS
    489 Matthews, Paul 4k
   3199 Mott, Rick 4k
9000003 Newcomer, Nina 12k
GAMES
# Round 1
489 3199 b 0 7.5
# Round 2
3199 9000003 w 7 0.5
# not rated (decided by default): 489 9000003
`
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
