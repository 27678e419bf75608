package app

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// constraintsJSON is the settings' pairing constraints as the API writes them: the pairs
// kept apart as lists of two ids ([] for none), the left-out tables by round number as a
// string key ({} for none).
func constraintsJSON(s *tournament.Settings) ([][]tournament.PlayerID, map[string][]int) {
	pairs := make([][]tournament.PlayerID, len(s.AvoidPairs))
	for i, p := range s.AvoidPairs {
		pairs[i] = []tournament.PlayerID{p[0], p[1]}
	}
	tables := make(map[string][]int, len(s.LeftOutTables))
	for _, r := range slices.Sorted(maps.Keys(s.LeftOutTables)) {
		if len(s.LeftOutTables[r]) > 0 {
			tables[strconv.Itoa(r)] = slices.Clone(s.LeftOutTables[r])
		}
	}
	return pairs, tables
}

// constraints converts the pairs kept apart and the left-out tables back: nil for none, a
// round key that is not a number is an error on left_out_tables. Settings.Validate checks
// the values.
func (j *SettingsJSON) constraints() ([]tournament.PlayerPair, map[int][]int, error) {
	var pairs []tournament.PlayerPair
	for i, p := range j.AvoidPairs {
		if len(p) != 2 {
			return nil, nil, BadRequest(fmt.Sprintf("avoid_pairs[%d]", i+1), msgAvoidPairLength.New(len(p)))
		}
		pairs = append(pairs, tournament.PlayerPair{p[0], p[1]})
	}
	var tables map[int][]int
	for _, k := range slices.Sorted(maps.Keys(j.LeftOutTables)) {
		r, err := strconv.Atoi(strings.TrimSpace(k))
		if err != nil {
			return nil, nil, ErrBadRequest("left_out_tables", fmt.Sprintf("%q is not a round number: the keys are rounds, as in {\"2\": [4, 9]}", k))
		}
		if len(j.LeftOutTables[k]) == 0 {
			continue // a round with no table left out
		}
		if tables == nil {
			tables = map[int][]int{}
		}
		if _, twice := tables[r]; twice {
			return nil, nil, ErrBadRequest("left_out_tables", fmt.Sprintf("round %d is given twice", r))
		}
		tables[r] = slices.Clone(j.LeftOutTables[k])
	}
	return pairs, tables, nil
}
