package webtest

import (
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The edits of games that used to lose or misplace results (issue 24).

// GameAt returns the game at table of round n, failing the test without one.
func (s *Server) GameAt(id, n, table int) tournament.Game {
	s.T.Helper()
	for _, g := range s.DirLoad(id).RoundGames(n) {
		if g.Table == table {
			return g
		}
	}
	s.T.Fatalf("no game at table %d of round %d", table, n)
	return tournament.Game{}
}
