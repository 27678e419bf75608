package webtest

import (
	"context"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// StaleChange changes the tournament behind the director's back: another director edits a
// player's club through the store.
func (s *Server) StaleChange(id, pid int, club string) {
	s.T.Helper()
	ctx := context.Background()
	p, err := s.DB.Player(ctx, store.TournamentID(id), tournament.PlayerID(pid))
	if err != nil {
		s.T.Fatal(err)
	}
	p.Club = club
	if err := UpdatePlayer(ctx, s.DB, store.TournamentID(id), p); err != nil {
		s.T.Fatal(err)
	}
}
