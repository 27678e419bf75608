package web

import (
	"context"
	"sync"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// snapshot is a tournament as of one revision, shared read-only by the requests that read
// it, with the answers computed from it (standings per round). Players on their phones
// reload the standings all the time; computing them once per change keeps that cheap.
type snapshot struct {
	rev int64
	t   *tournament.Tournament

	mu        sync.Mutex
	standings map[int][]byte // JSON of GET /api/.../standings?round=n
}

// cache holds the latest snapshot of each tournament read since the server started.
type cache struct {
	mu sync.Mutex
	m  map[store.TournamentID]*snapshot
}

func newCache() *cache { return &cache{m: map[store.TournamentID]*snapshot{}} }

// snapshot returns the tournament as stored now: the cached one if its revision is still
// the current one (a single-row read), else a fresh load. The tournament must not be
// modified.
func (s *Server) snapshot(ctx context.Context, id store.TournamentID) (*snapshot, error) {
	rev, err := s.db.Revision(ctx, id)
	if err != nil {
		if store.ErrorCode(err) == store.ENOTFOUND {
			s.cache.mu.Lock()
			delete(s.cache.m, id)
			s.cache.mu.Unlock()
		}
		return nil, err
	}
	s.cache.mu.Lock()
	sn := s.cache.m[id]
	s.cache.mu.Unlock()
	if sn != nil && sn.rev == rev {
		return sn, nil
	}
	t, rev, err := s.db.LoadTournament(ctx, id)
	if err != nil {
		return nil, err
	}
	sn = &snapshot{rev: rev, t: t, standings: map[int][]byte{}}
	s.cache.mu.Lock()
	if cur := s.cache.m[id]; cur == nil || cur.rev < rev {
		s.cache.m[id] = sn
	}
	s.cache.mu.Unlock()
	return sn, nil
}

// pathSnapshot is the snapshot of the tournament the request's path names (404 for a path
// that names none).
func (s *Server) pathSnapshot(c echo.Context) (store.TournamentID, *snapshot, error) {
	id, err := tournamentID(c)
	if err != nil {
		return 0, nil, err
	}
	sn, err := s.snapshot(c.Request().Context(), id)
	return id, sn, err
}

// standingsJSON returns the standings after round as JSON, computing them once per snapshot.
func (sn *snapshot) standingsJSON(round int, compute func() ([]byte, error)) ([]byte, error) {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	if b, ok := sn.standings[round]; ok {
		return b, nil
	}
	b, err := compute()
	if err != nil {
		return nil, err
	}
	sn.standings[round] = b
	return b, nil
}
