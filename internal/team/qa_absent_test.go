package team

import (
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A member absent from a round leaves the team's fixed order for that round: the players
// below move up and the reserve plays the last board; in the other rounds the fixed order
// plays. A member absent but with a game in the round (a game overrides an absence) stays.
func TestAbsentMemberReplacedByReserve(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 2
	// T1: 11, 12 on the boards, 13 the reserve; T2: 21, 22, 23.
	e := newEvent(t, s, Settings{Size: 2}, [][]string{{"2d", "1d", "3k"}, {"1k", "2k", "4k"}})
	e.T.Player(11).Absent = []int{1}
	if got, want := e.Lineup(&e.Teams[0], 1), []tournament.PlayerID{12, 13}; !slices.Equal(got, want) {
		t.Fatalf("round 1 lineup %v, want %v", got, want)
	}
	if got, want := e.Lineup(&e.Teams[0], 2), []tournament.PlayerID{11, 12}; !slices.Equal(got, want) {
		t.Fatalf("round 2 lineup %v, want %v", got, want)
	}
	p := pairRound(t, e, 1)
	var played []tournament.PlayerID
	for _, g := range p.Games {
		played = append(played, g.White, g.Black)
	}
	slices.Sort(played)
	if want := []tournament.PlayerID{12, 13, 21, 22}; !slices.Equal(played, want) {
		t.Fatalf("round 1 players %v, want %v", played, want)
	}
	if err := e.CheckRound(1); err != nil {
		t.Fatalf("the round paired with the reserve is refused: %v", err)
	}
	// Marked absent after the round was played: he keeps his game, the lineup keeps him.
	e.T.Player(12).Absent = []int{1}
	if got, want := e.Lineup(&e.Teams[0], 1), []tournament.PlayerID{12, 13}; !slices.Equal(got, want) {
		t.Fatalf("round 1 lineup after the fact %v, want %v", got, want)
	}
}

// A team with fewer members present than boards cannot be paired: the refusal names it.
func TestTooFewMembersPresent(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 2
	e := newEvent(t, s, Settings{Size: 2, Kind: PairGo}, [][]string{{"2d", "1d"}, {"1k", "2k"}})
	e.T.Player(21).Absent = []int{1}
	_, err := e.Pair(1)
	if err == nil || !strings.Contains(err.Error(), "side T2 has 1 of its 2 players present in round 1: mark the player present, or the side absent from the round") {
		t.Fatalf("pairing with a side short of a player: %v", err)
	}
	if _, err := e.Pair(2); err != nil {
		t.Fatalf("round 2: %v", err)
	}
	// A team of boards without a reserve present is told both ways out.
	e = newEvent(t, s, Settings{Size: 2}, [][]string{{"2d", "1d"}, {"1k", "2k"}})
	e.T.Player(12).Absent = []int{1}
	_, err = e.Pair(1)
	if err == nil || err.Error() != "players: team T1 has 1 player present in round 1 for 2 boards: give it a lineup for the round, or mark the team absent from it on the Teams page" {
		t.Fatalf("pairing with a team short of a player: %v", err)
	}
}

// Tables left out of a round (a broken board) are skipped by the board games as by an
// individual pairing: 3 teams of 2 boards, one match and a bye; tables 1 and 3 left out give
// the boards tables 2 and 4. Another round is numbered from 1.
func TestTeamPairingSkipsLeftOutTables(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 2
	s.LeftOutTables = map[int][]int{1: {1, 3}}
	e := newEvent(t, s, Settings{Size: 2}, [][]string{{"2d", "1d"}, {"1k", "2k"}, {"5k", "6k"}})
	p := pairRound(t, e, 1)
	if len(p.Matches) != 1 || !slices.Equal(p.Matches[0].Tables, []int{2, 4}) {
		t.Fatalf("round 1 matches %+v, want one at tables 2 and 4", p.Matches)
	}
	for k, g := range p.Games {
		if g.Table != []int{2, 4}[k] {
			t.Errorf("board %d at table %d", k+1, g.Table)
		}
	}
	if err := e.CheckRound(1); err != nil {
		t.Fatal(err)
	}
	p = pairRound(t, e, 2)
	if !slices.Equal(p.Matches[0].Tables, []int{1, 2}) {
		t.Fatalf("round 2 tables %v, want 1 and 2", p.Matches[0].Tables)
	}
}

// A Pair Go side short of a player is refused until the side is marked absent from the
// round: then the three sides left are paired, the absent side has neither a match nor the
// bye, and the bye goes to the weakest side left (T3, 5k and 6k), as the individual bye goes.
func TestAbsentSideLeftOut(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 2
	e := newEvent(t, s, Settings{Size: 2, Kind: PairGo}, [][]string{{"2d", "1d"}, {"1k", "2k"}, {"5k", "6k"}, {"3k", "4k"}})
	e.T.Player(21).Absent = []int{1}
	if _, err := e.Pair(1); err == nil || !strings.Contains(err.Error(), "the side absent from the round") {
		t.Fatalf("a side short of a player: %v", err)
	}
	e.Team(2).Absent = []int{1}
	p := pairRound(t, e, 1)
	if len(p.Matches) != 1 || p.Bye != 3 {
		t.Fatalf("round 1: matches %+v, bye %d; want one match and the bye to T3", p.Matches, p.Bye)
	}
	if m := p.Matches[0]; !(m.A == 1 && m.B == 4 || m.A == 4 && m.B == 1) {
		t.Fatalf("round 1 match %d-%d, want T1-T4", m.A, m.B)
	}
	// Round 2: the side plays again, four sides and no bye.
	p = pairRound(t, e, 2)
	if len(p.Matches) != 2 || p.Bye != 0 {
		t.Fatalf("round 2: matches %+v, bye %d; want two matches and no bye", p.Matches, p.Bye)
	}
}
