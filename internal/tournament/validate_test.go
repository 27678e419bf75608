package tournament

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// fields lists the fields named by the *FieldError values joined in err.
func fields(err error) []string {
	if err == nil {
		return nil
	}
	var out []string
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			out = append(out, fields(e)...)
		}
		return out
	}
	var fe *FieldError
	if errors.As(err, &fe) {
		out = append(out, fe.Field)
	}
	return out
}

func TestSettingsValidate(t *testing.T) {
	good := DefaultSettings()
	good.Name = "Juvisy"
	if err := good.Validate(); err != nil {
		t.Fatalf("default settings: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(*Settings)
		want   []string
	}{
		{"no name", func(s *Settings) { s.Name = "  " }, []string{"Name"}},
		{"0 rounds", func(s *Settings) { s.Rounds = 0 }, []string{"Rounds"}},
		{"21 rounds", func(s *Settings) { s.Rounds = 21 }, []string{"Rounds"}},
		{"20 rounds", func(s *Settings) { s.Rounds = 20 }, nil},
		{"board 26", func(s *Settings) { s.BoardSize = 26 }, []string{"BoardSize"}},
		{"board 1", func(s *Settings) { s.BoardSize = 1 }, []string{"BoardSize"}},
		{"board 13", func(s *Settings) { s.BoardSize = 13 }, nil},
		{"board 25", func(s *Settings) { s.BoardSize = 25 }, nil},
		{"board 0", func(s *Settings) { s.BoardSize = 0 }, []string{"BoardSize"}},
		{"rules klingon", func(s *Settings) { s.Rules = "klingon" }, []string{"Rules"}},
		{"no rules", func(s *Settings) { s.Rules = "" }, []string{"Rules"}},
		{"rules chinese", func(s *Settings) { s.Rules = "chinese" }, nil},
		{"rules Tromp-Taylor", func(s *Settings) { s.Rules = "Tromp-Taylor" }, nil},
		{"komi -50", func(s *Settings) { s.Komi = -100 }, nil},
		{"komi -50.5", func(s *Settings) { s.Komi = -101 }, []string{"Komi"}},
		{"komi 30 on 5x5", func(s *Settings) { s.BoardSize, s.Komi = 5, 60 }, []string{"Komi"}},
		{"komi 24.5 on 5x5", func(s *Settings) { s.BoardSize, s.Komi = 5, 49 }, nil},
		{"komi 60", func(s *Settings) { s.Komi = 120 }, []string{"Komi"}},
		{"reverse komi", func(s *Settings) { s.Komi = -13 }, nil},
		{"bar below floor", func(s *Settings) { s.Bar, s.Floor = rank.Kyu(10), rank.Kyu(5) }, []string{"Bar"}},
		{"bar off the scale", func(s *Settings) { s.Bar = rank.Rank(40) }, []string{"Bar"}},
		{"bye 1.5", func(s *Settings) { s.ByePoints = 3 }, []string{"ByePoints"}},
		{"country", func(s *Settings) { s.Country = "FRA" }, []string{"Country"}},
		{"ends before", func(s *Settings) {
			s.Begin = time.Date(2026, 5, 2, 0, 0, 0, 0, time.UTC)
			s.End = s.Begin.AddDate(0, 0, -1)
		}, []string{"End"}},
		{"no criteria", func(s *Settings) { s.Criteria = nil }, []string{"Criteria"}},
		{"bad criteria", func(s *Settings) { s.Criteria = []Criterion{CritMMS, "SOS", CritMMS} }, []string{"Criteria[2]", "Criteria[3]"}},
		{"ceiling 10", func(s *Settings) { s.Handicap.Ceiling = 10 }, []string{"Handicap.Ceiling"}},
		{"rank difference, ceiling 10", func(s *Settings) {
			s.Handicap.Kind, s.Handicap.Ceiling = HandicapRankDifference, 10
		}, []string{"Handicap.Ceiling"}},
		{"rank difference, ceiling 0", func(s *Settings) {
			s.Handicap.Kind, s.Handicap.Ceiling = HandicapRankDifference, 0
		}, nil},
		{"rank difference, -1 prisoner", func(s *Settings) {
			s.Handicap.Kind, s.Handicap.PrisonersPerRank = HandicapRankDifference, -1
		}, []string{"Handicap.PrisonersPerRank"}},
		{"rank difference, 51 prisoners", func(s *Settings) {
			s.Handicap.Kind, s.Handicap.PrisonersPerRank = HandicapRankDifference, 51
		}, []string{"Handicap.PrisonersPerRank"}},
		{"rank difference, 50 prisoners", func(s *Settings) {
			s.Handicap.Kind, s.Handicap.PrisonersPerRank = HandicapRankDifference, 50
		}, nil},
		{"correction 4", func(s *Settings) { s.Handicap.Correction = 4 }, []string{"Handicap.Correction"}},
		{"canadian without stones", func(s *Settings) { s.Time.Stones = 0 }, []string{"Time.Stones"}},
		{"fischer without increment", func(s *Settings) { s.Time = TimeSystem{Kind: Fischer, BasicMinutes: 30} }, []string{"Time.IncrementSeconds"}},
		{"several", func(s *Settings) { s.Rounds, s.BoardSize = 0, 0 }, []string{"Rounds", "BoardSize"}},
	} {
		s := good
		s.Criteria = slices.Clone(good.Criteria)
		tc.change(&s)
		err := s.Validate()
		if got := fields(err); !slices.Equal(got, tc.want) {
			t.Errorf("%s: fields %v, want %v (%v)", tc.name, got, tc.want, err)
		}
		var fe *FieldError
		if err != nil && (!errors.As(err, &fe) || !strings.HasPrefix(err.Error(), fe.Field+": ")) {
			t.Errorf("%s: %q does not start with the field", tc.name, err)
		}
	}
}

func TestPlayerValidate(t *testing.T) {
	good := Player{Name: "Minieri", FirstName: "Davide", Rank: rank.Dan(3), Country: "FR"}
	if err := good.Validate(); err != nil {
		t.Fatalf("good player: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(*Player)
		want   []string
	}{
		{"no name", func(p *Player) { p.Name = "" }, []string{"Name"}},
		{"unicode name", func(p *Player) { p.Name = "Dvořák" }, nil},
		{"bad rank", func(p *Player) { p.Rank = rank.Rank(-31) }, []string{"Rank"}},
		{"pro", func(p *Player) { p.Rank = rank.Pro(3) }, nil},
		{"country", func(p *Player) { p.Country = "F1" }, []string{"Country"}},
		{"no country", func(p *Player) { p.Country = "" }, nil},
		{"correction", func(p *Player) { p.MMSCorrection = 3 }, []string{"MMSCorrection"}},
		{"absent round 0", func(p *Player) { p.Absent = []int{0} }, []string{"Absent"}},
	} {
		p := good
		tc.change(&p)
		if got := fields(p.Validate()); !slices.Equal(got, tc.want) {
			t.Errorf("%s: fields %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A negative pairing weight is refused, naming the weight; zero is allowed (the weight off).
func TestPairingWeightsNotNegative(t *testing.T) {
	s := DefaultSettings()
	s.Name = "Weights"
	s.Pairing.Random = 0
	if err := s.Validate(); err != nil {
		t.Fatalf("random 0 refused: %v", err)
	}
	s.Pairing.Random = -1
	err := s.Validate()
	if err == nil || !strings.Contains(err.Error(), "Pairing.Random") || !strings.Contains(err.Error(), "not -1") {
		t.Fatalf("random -1: %v", err)
	}
	s.Pairing.Random = 0
	s.Pairing.BalanceWB = -5
	if err := s.Validate(); err == nil || !strings.Contains(err.Error(), "Pairing.BalanceWB") {
		t.Fatalf("balance -5: %v", err)
	}
}

// FieldMessages keeps the messages and leaves out the Go names of the fields, which mean
// nothing on a form that names its line.
func TestFieldMessages(t *testing.T) {
	c := Category{Name: "", Kind: "holky"}
	if got, want := FieldMessages(c.Validate()), `the category has no name; "holky" is not a kind of category: ranks, junior, women, country, club or label`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := FieldMessages(errors.New("disk full")); got != "disk full" {
		t.Errorf("a plain error: %q", got)
	}
	if got := FieldMessages(nil); got != "" {
		t.Errorf("nil: %q", got)
	}
}
