package tournament

import (
	"slices"
	"strings"
	"testing"
)

// TestConstraintsValidate: every bad pair to keep apart, left-out table and fixed table is an
// error naming its field; good ones pass.
func TestConstraintsValidate(t *testing.T) {
	players := []Player{{ID: 1, Name: "A"}, {ID: 2, Name: "B"}, {ID: 5, Name: "C"}}
	good := DefaultSettings()
	good.Name = "Brno"
	good.AvoidPairs = []PlayerPair{{1, 2}, {5, 1}}
	good.LeftOutTables = map[int][]int{1: {3}, 5: {1, 2}}
	if err := good.Validate(); err != nil {
		t.Fatalf("good constraints: %v", err)
	}
	if err := good.ValidateAvoidPairs(players); err != nil {
		t.Fatalf("good pairs: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(*Settings)
		fields []string
		msg    string
	}{
		{"same player twice", func(s *Settings) { s.AvoidPairs = []PlayerPair{{1, 2}, {5, 5}} }, []string{"AvoidPairs[2]"}, "player 5 twice"},
		{"no id", func(s *Settings) { s.AvoidPairs = []PlayerPair{{0, 2}} }, []string{"AvoidPairs[1]"}, "ids"},
		{"negative id", func(s *Settings) { s.AvoidPairs = []PlayerPair{{2, -1}} }, []string{"AvoidPairs[1]"}, "ids"},
		{"pair listed twice", func(s *Settings) { s.AvoidPairs = []PlayerPair{{1, 2}, {5, 1}, {2, 1}} }, []string{"AvoidPairs[3]"}, "already kept apart"},
		{"round 0", func(s *Settings) { s.LeftOutTables = map[int][]int{0: {1}} }, []string{"LeftOutTables[0]"}, "round 0 does not exist"},
		{"round after the last", func(s *Settings) { s.LeftOutTables = map[int][]int{6: {1}, 1: {2}} }, []string{"LeftOutTables[6]"}, "rounds 1 to 5"},
		{"table 0", func(s *Settings) { s.LeftOutTables = map[int][]int{2: {0}} }, []string{"LeftOutTables[2]"}, "table 0 does not exist"},
		{"huge table", func(s *Settings) { s.LeftOutTables = map[int][]int{2: {MaxTable + 1}} }, []string{"LeftOutTables[2]"}, "does not exist"},
		{"table twice", func(s *Settings) { s.LeftOutTables = map[int][]int{2: {4, 1, 4}} }, []string{"LeftOutTables[2]"}, "table 4 is listed twice"},
		{"several", func(s *Settings) {
			s.AvoidPairs = []PlayerPair{{3, 3}}
			s.LeftOutTables = map[int][]int{4: {-1}, 2: {-2}}
		}, []string{"AvoidPairs[1]", "LeftOutTables[2]", "LeftOutTables[4]"}, ""},
	} {
		s := good
		tc.change(&s)
		err := s.Validate()
		if got := fields(err); !slices.Equal(got, tc.fields) {
			t.Errorf("%s: fields %v, want %v (%v)", tc.name, got, tc.fields, err)
		} else if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want it to say %q", tc.name, err, tc.msg)
		}
	}
	s := good
	s.AvoidPairs = []PlayerPair{{1, 2}, {2, 7}, {9, 1}}
	err := s.ValidateAvoidPairs(players)
	if got := fields(err); !slices.Equal(got, []string{"AvoidPairs[2]", "AvoidPairs[3]"}) ||
		!strings.Contains(err.Error(), "no player has the id 7") || !strings.Contains(err.Error(), "no player has the id 9") {
		t.Errorf("unknown players: %v", err)
	}
	for _, n := range []int{-1, MaxTable + 1} {
		p := Player{Name: "A", Rank: 0, FixedTable: n}
		if got := fields(p.Validate()); !slices.Equal(got, []string{"FixedTable"}) {
			t.Errorf("fixed table %d: fields %v", n, got)
		}
	}
	for _, n := range []int{0, 1, MaxTable} {
		if err := (Player{Name: "A", FixedTable: n}).Validate(); err != nil {
			t.Errorf("fixed table %d: %v", n, err)
		}
	}
	if got := WithoutPlayer([]PlayerPair{{1, 2}, {2, 5}, {5, 1}}, 2); !slices.Equal(got, []PlayerPair{{5, 1}}) {
		t.Errorf("without player 2: %v", got)
	}
	if !good.Avoided(2, 1) || !good.Avoided(1, 5) || good.Avoided(2, 5) {
		t.Error("Avoided")
	}
	if !good.LeftOut(5, 2) || good.LeftOut(5, 3) || good.LeftOut(2, 3) {
		t.Error("LeftOut")
	}
}
