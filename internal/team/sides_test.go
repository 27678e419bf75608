package team

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Pair Go: a side's rank is its mean rating. Side 1 (2400, 2200: 2300 = 3d) against side 2
// (2000, 1800: 1900 = 2k) is a 4-stone game under the rank-difference rule, side 1 White;
// sides 3 and 4 (1500 = 6k both) play even, and with equal strengths side 3 (smaller id) is
// team A, so Black on board 1. Round 1 pairs 1-2 and 3-4: score gaps 4+0 against 8+4.
func TestPairGo(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 1
	s.Handicap.Kind = tournament.HandicapRankDifference
	ratings := [][]int{{2400, 2200}, {2000, 1800}, {1500, 1500}, {1400, 1600}}
	var ranks [][]string
	for _, rs := range ratings {
		ranks = append(ranks, []string{rank.FromRating(rs[0]).String(), rank.FromRating(rs[1]).String()})
	}
	e := newEvent(t, s, Settings{Size: 2, Kind: PairGo}, ranks)
	for i := range e.T.Players {
		p := &e.T.Players[i]
		p.Rating = ratings[int(p.ID)/10-1][int(p.ID)%10-1]
	}
	for i := range e.Teams {
		e.Teams[i].Name = ""
	}
	if r, mean := e.Strength(e.Team(2), 1); r != rank.Kyu(2) || mean != 1900 {
		t.Errorf("side 2: %s %d, want 2k 1900", r, mean)
	}
	pairRound(t, e, 1)
	checkGames(t, e, matchOf(t, e, 1, 1, 2), []game{{11, 21, 4, 1}})
	checkGames(t, e, matchOf(t, e, 1, 3, 4), []game{{41, 31, 0, 13}})
	if got := e.Name(1); got != "P11 / P12" {
		t.Errorf("side 1 is named %q", got)
	}
	win(t, e, 1, 21)
	win(t, e, 1, 31)
	st, err := e.Standings(1)
	if err != nil {
		t.Fatal(err)
	}
	// Side 2 and side 3 won their game: 2 match points, 2 board points; listed by name.
	if st[0].Team.ID != 2 || st[1].Team.ID != 3 || st[0].BoardPoints != 2 || st[0].Place != 1 || st[1].Place != 1 {
		t.Errorf("standings: %+v %+v", st[0], st[1])
	}
	if names := e.PlayerNames(2, 1); !slices.Equal(names, []string{"P21", "P22"}) {
		t.Errorf("side 2's players: %v", names)
	}
}

// Without handicaps the colours alternate by board; under AlternateAWhiteFirst team A (the
// stronger, both never A before) takes White on boards 1 and 3.
func TestColoursAlternate(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 2
	s.Handicap.Kind = tournament.HandicapNone
	e := newEvent(t, s, Settings{Size: 4, Colours: AlternateAWhiteFirst}, [][]string{
		{"3d", "3d", "2d", "1d"}, {"1k", "1k", "2k", "3k"},
	})
	pairRound(t, e, 1)
	checkGames(t, e, matchOf(t, e, 1, 1, 2), []game{{11, 21, 0, 13}, {22, 12, 0, 13}, {13, 23, 0, 13}, {24, 14, 0, 13}})
	for _, w := range []tournament.PlayerID{11, 12, 13, 14} {
		win(t, e, 1, w)
	}
	// Round 2 must repeat the match (two teams); T2 was B once, T1 A once: T2 is A now and
	// takes White on boards 1 and 3.
	pairRound(t, e, 2)
	checkGames(t, e, matchOf(t, e, 2, 2, 1), []game{{21, 11, 0, 13}, {12, 22, 0, 13}, {23, 13, 0, 13}, {14, 24, 0, 13}})
}

// Three teams: one sits out each round; the bye counts as a match won (2 match points) and
// half the boards (Size board points, x2).
func TestTeamBye(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 3
	e := newEvent(t, s, Settings{Size: 2}, [][]string{{"2d", "1d"}, {"1k", "2k"}, {"5k", "6k"}})
	byes := map[ID]bool{}
	for r := 1; r <= 3; r++ {
		p := pairRound(t, e, r)
		if p.Bye == 0 || len(p.Matches) != 1 {
			t.Fatalf("round %d: %+v", r, p)
		}
		byes[p.Bye] = true
		m := p.Matches[0]
		if m.A == p.Bye || m.B == p.Bye {
			t.Fatalf("round %d: the bye team %d plays", r, p.Bye)
		}
		for _, bg := range e.BoardGames(m) {
			win(t, e, r, bg.PlayerA)
		}
	}
	if len(byes) != 3 {
		t.Errorf("byes went to %v, want each team once", byes)
	}
	st, err := e.Standings(3)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range st {
		if x.Matches != 2 {
			t.Errorf("team %d played %d matches, want 2", x.Team.ID, x.Matches)
		}
		// Match points: 2 for the bye plus 2 per match won as team A.
		want := 2
		for _, m := range e.Matches {
			if m.A == x.Team.ID {
				want += 2
			}
		}
		if x.MatchPoints != want {
			t.Errorf("team %d: %d match points, want %d", x.Team.ID, x.MatchPoints, want)
		}
	}
}

func TestOrderWarnings(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 2
	e := newEvent(t, s, Settings{Size: 3}, [][]string{{"2k", "1d", "3d", "5k"}, {"1d", "1d", "2k"}})
	e.T.Player(21).Rating = 2110
	e.T.Player(22).Rating = 2180
	// Round 1, fixed order: in T1 the 1d and the 3d sit below the 2k, the 3d below the 1d;
	// in T2 the two 1d are ordered by rating the wrong way.
	var got []string
	for _, w := range e.OrderWarnings(1) {
		got = append(got, w.Explanation)
	}
	want := []string{
		"T1, round 1: P12 (1d) on board 2 is stronger than P11 (2k) on board 1",
		"T1, round 1: P13 (3d) on board 3 is stronger than P11 (2k) on board 1",
		"T1, round 1: P13 (3d) on board 3 is stronger than P12 (1d) on board 2",
		"T2, round 1: P22 (1d) on board 2 is stronger than P21 (1d) on board 1",
	}
	if !slices.Equal(got, want) {
		t.Errorf("warnings:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Round 2 has its own lineups, in order, with the reserve playing.
	e.Teams[0].Lineups = map[int][]tournament.PlayerID{2: {13, 12, 14}}
	e.Teams[1].Lineups = map[int][]tournament.PlayerID{2: {22, 21, 23}}
	if err := e.Validate(); err != nil {
		t.Fatal(err)
	}
	if w := e.OrderWarnings(2); len(w) != 0 {
		t.Errorf("round 2: %+v", w)
	}
}

func TestValidate(t *testing.T) {
	s := tournament.DefaultSettings()
	good := func() *Event {
		return newEvent(t, s, Settings{Size: 2}, [][]string{{"1d", "2d"}, {"1k", "2k", "3k"}})
	}
	cases := []struct {
		field string
		edit  func(e *Event)
	}{
		{"team_size", func(e *Event) { e.Settings.Size = 7 }},
		{"team_size", func(e *Event) { e.Settings.Kind, e.Settings.Size = PairGo, 3 }},
		{"team_criteria", func(e *Event) { e.Settings.Criteria = []Criterion{"BDW0U"} }},
		{"players", func(e *Event) { e.Teams[1].Players[0] = 11 }},
		{"players", func(e *Event) { e.Teams[0].Players = e.Teams[0].Players[:1] }},
		{"players", func(e *Event) { e.Teams[0].Players[1] = 99 }},
		{"id", func(e *Event) { e.Teams[1].ID = 1 }},
		{"lineups", func(e *Event) { e.Teams[1].Lineups = map[int][]tournament.PlayerID{1: {21, 21}} }},
		{"lineups", func(e *Event) { e.Teams[1].Lineups = map[int][]tournament.PlayerID{1: {21, 11}} }},
		{"lineups", func(e *Event) { e.Teams[1].Lineups = map[int][]tournament.PlayerID{9: {21, 22}} }},
	}
	for i, c := range cases {
		e := good()
		c.edit(e)
		err := e.Validate()
		var fe *Error
		if !errors.As(err, &fe) || fe.Field != c.field {
			t.Errorf("case %d: %v, want an error on %s", i, err, c.field)
		}
	}
	if !Criterion("BDW3U").Known() || Criterion("BDW10U").Known() || Criterion("BDW03U").Known() {
		t.Error("BDWnU criteria")
	}
}

func TestNames(t *testing.T) {
	for _, k := range []Kind{Boards, PairGo, Rengo} {
		if got, ok := ParseKind(k.String()); !ok || got != k {
			t.Errorf("kind %d: %q reads as %d", k, k.String(), got)
		}
	}
	for _, c := range []ColourRule{AlternateABlackFirst, AlternateAWhiteFirst} {
		if got, ok := ParseColourRule(c.String()); !ok || got != c {
			t.Errorf("colour rule %d: %q reads as %d", c, c.String(), got)
		}
	}
	for _, s := range []StrengthRule{MeanRating, MeanRank} {
		if got, ok := ParseStrengthRule(s.String()); !ok || got != s {
			t.Errorf("strength rule %d: %q reads as %d", s, s.String(), got)
		}
	}
	if _, ok := ParseKind("teams"); ok {
		t.Error("an unknown kind is read")
	}
}

// Rengo: sides of three ranked by their mean rank. Side 1 (1d 2k 5k: (0-2-5)/3 = -2.33, 2k)
// against side 2 (8k 9k 10k: 9k) under the McMahon rule on ranks (threshold 1d, correction
// 1): 7 ranks apart, 6 stones; side 1's first player takes White.
func TestRengo(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 1
	e := newEvent(t, s, Settings{Size: 3, Kind: Rengo, Strength: MeanRank}, [][]string{{"1d", "2k", "5k"}, {"8k", "9k", "10k"}})
	if r, _ := e.Strength(e.Team(1), 1); r != rank.Kyu(2) {
		t.Errorf("side 1's strength %s, want 2k", r)
	}
	pairRound(t, e, 1)
	checkGames(t, e, matchOf(t, e, 1, 1, 2), []game{{11, 21, 6, 1}})
	win(t, e, 1, 21)
	st, err := e.Standings(1)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Team.ID != 2 || st[0].MatchPoints != 2 || st[0].BoardPoints != 2 || len(st[0].Boards) != 1 {
		t.Errorf("standings: %+v", st[0])
	}
	if br := e.BoardResults(1); len(br) != 2 || br[0].Player != 11 || !br[0].White || br[1].Points != 2 {
		t.Errorf("board results: %+v", br)
	}
}
