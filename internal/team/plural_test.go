package team

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The refusals count players in English as it is written: "1 player", "3 players" (the
// pages show them in their language with its plural forms).
func TestRefusalsCountPlayersInEnglish(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 2
	e := newEvent(t, s, Settings{Size: 3}, [][]string{{"2d", "1d", "3k"}, {"1k", "2k", "4k"}})
	for _, c := range []struct {
		members []tournament.PlayerID
		kind    Kind
		lineup  []tournament.PlayerID
		want    string
	}{
		{[]tournament.PlayerID{11}, Boards, nil, "players: team T1 has 1 player, fewer than the 3 boards"},
		{[]tournament.PlayerID{11, 12}, Boards, nil, "players: team T1 has 2 players, fewer than the 3 boards"},
		{[]tournament.PlayerID{11, 12, 13}, Boards, []tournament.PlayerID{11}, "lineups: team T1, round 1: 1 player for 3 boards"},
		{[]tournament.PlayerID{11, 12, 13}, Boards, []tournament.PlayerID{11, 12}, "lineups: team T1, round 1: 2 players for 3 boards"},
		{[]tournament.PlayerID{11, 12, 13, 14}, Rengo, nil, "players: side T1 has 4 players, not 3"},
	} {
		x := *e
		x.Settings.Kind = c.kind
		x.Teams = append([]Team(nil), e.Teams...)
		x.Teams[0].Players = c.members
		x.Teams[0].Lineups = nil
		if c.lineup != nil {
			x.Teams[0].Lineups = map[int][]tournament.PlayerID{1: c.lineup}
		}
		if err := x.Validate(); err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
}
