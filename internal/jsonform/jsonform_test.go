package jsonform

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// OpenGotha's McMahon defaults, as the API and the backup have always written them: the keys
// and values are written out here by hand, not taken from the code under test.
func TestPairingDefaultsJSON(t *testing.T) {
	j, err := NewPairing(tournament.DefaultPairingParameters())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(j)
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"avoid_duplicate_game": 5e14, "random": 0.0, "deterministic": true, "balance_wb": 1e6,
		"avoid_mixing_categories": 0.0, "minimize_score_difference": 1e11, "dudd_weight": 1e8,
		"compensate_dudd": true, "dudd_upper_mode": "mid", "dudd_lower_mode": "mid",
		"maximize_seeding": 5e6, "last_round_for_seed_system1": 2.0,
		"seed_system1": "split-and-random", "seed_system2": "split-and-fold",
		"additional_placement_crit_system1": "RATING", "additional_placement_crit_system2": "",
		"secondary_criteria": 1e11, "bar_threshold_active": true, "rank_threshold": "1d",
		"nb_wins_threshold_active": false, "minimize_handicap": 0.0, "avoid_same_geo": 1e11,
		"prefer_mms_diff_rather_than_same_country": 1.0, "prefer_mms_diff_rather_than_same_clubs_group": 2.0,
		"prefer_mms_diff_rather_than_same_club": 3.0,
	}
	if len(got) != len(want) {
		t.Errorf("%d keys, want %d: %s", len(got), len(want), b)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	back, err := j.Parameters()
	if err != nil || back != tournament.DefaultPairingParameters() {
		t.Errorf("read back %+v, %v", back, err)
	}
}

func TestEveryNameReadsBack(t *testing.T) {
	check := func(names []string, parse func(string) (int, error)) {
		t.Helper()
		for i, n := range names {
			if v, err := parse(n); err != nil || v != i {
				t.Errorf("%q reads as %d, %v; want %d", n, v, err, i)
			}
		}
	}
	check(Systems, func(s string) (int, error) { v, err := Systems.Parse(s, "system"); return int(v), err })
	check(TimeKinds, func(s string) (int, error) { v, err := TimeKinds.Parse(s, "time.kind"); return int(v), err })
	check(HandicapKinds, func(s string) (int, error) { v, err := HandicapKinds.Parse(s, "h"); return int(v), err })
	check(SeedSystems, func(s string) (int, error) { v, err := SeedSystems.Parse(s, "s"); return int(v), err })
	check(DUDDModes, func(s string) (int, error) { v, err := DUDDModes.Parse(s, "d"); return int(v), err })
	check(Statuses, func(s string) (int, error) { v, err := Statuses.Parse(s, "status"); return int(v), err })
	// The names the API documents for the systems and the time kinds.
	if Systems.Name(tournament.Swiss) != "swiss" || TimeKinds.Name(tournament.Fischer) != "fischer" {
		t.Errorf("names moved: %v %v", Systems, TimeKinds)
	}
}

func TestErrorsNameTheField(t *testing.T) {
	p, _ := NewPairing(tournament.DefaultPairingParameters())
	p.SeedSystem2 = "split-and-shuffle"
	_, err := p.Parameters()
	fe, ok := AsFieldError(err)
	if !ok || fe.Field != "pairing.seed_system2" || !strings.Contains(fe.Msg, `"split-and-shuffle" is not one of split-and-random`) {
		t.Errorf("got %v", err)
	}
	h := Handicap{Kind: "mms", NoHandicapThreshold: "10x"}
	if _, err := h.Policy(); err == nil || !strings.HasPrefix(err.Error(), `handicap.no_handicap_threshold: unknown rank "10x"`) {
		t.Errorf("got %v", err)
	}
	if _, err := HalfPoints(6.25, "komi"); err == nil || err.Error() != "komi: 6.25 is not a whole or half number of points" {
		t.Errorf("got %v", err)
	}
	// A value without a name is still written (as its number), with an error for the writer
	// that must not write it.
	tm, err := NewTime(tournament.TimeSystem{Kind: 9, BasicMinutes: 60})
	if tm.Kind != "9" || tm.BasicMinutes != 60 || err == nil || !strings.HasPrefix(err.Error(), "time.kind:") {
		t.Errorf("got %+v, %v", tm, err)
	}
	if _, err := RankName(rank.Rank(10_000), "bar"); err == nil {
		t.Error("a rank off the scale was written")
	}
}
