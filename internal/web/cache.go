package web

import (
	"context"
	"sync"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// snapshot is a tournament as of one revision, shared read-only by the requests that read
// it, with the answers computed from it (the standings per round, as JSON and spreadsheet).
// Players on their phones reload the standings all the time, and anyone may ask for them:
// computing them once per change keeps that cheap.
type snapshot struct {
	rev int64
	t   *tournament.Tournament

	mu      sync.Mutex
	answers map[answerKey][]byte
}

// answerKey names an answer computed from a snapshot: what it is and after which round.
type answerKey struct {
	what  string
	round int
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
	sn = &snapshot{rev: rev, t: t, answers: map[answerKey][]byte{}}
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

// answer returns what compute makes of the snapshot after round, computing it once.
func (sn *snapshot) answer(what string, round int, compute func() ([]byte, error)) ([]byte, error) {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	k := answerKey{what, round}
	if b, ok := sn.answers[k]; ok {
		return b, nil
	}
	b, err := compute()
	if err != nil {
		return nil, err
	}
	sn.answers[k] = b
	return b, nil
}
