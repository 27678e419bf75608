package app

import (
	"context"
	"sync"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// Snapshot is a tournament as of one revision, shared read-only by the requests that read
// it, with the answers computed from it (the standings per round, as JSON and spreadsheet).
// Players on their phones reload the standings all the time, and anyone may ask for them:
// computing them once per change keeps that cheap.
type Snapshot struct {
	Rev int64
	T   *tournament.Tournament

	Mu      sync.Mutex
	Answers map[AnswerKey][]byte
}

// AnswerKey names an answer computed from a snapshot: what it is and after which round.
type AnswerKey struct {
	What  string
	Round int
}

// cache holds the latest snapshot of each tournament read since the server started.
type cache struct {
	Mu sync.Mutex
	M  map[store.TournamentID]*Snapshot
}

func NewCache() *cache { return &cache{M: map[store.TournamentID]*Snapshot{}} }

// Snapshot returns the tournament as stored now: the cached one if its revision is still
// the current one (a single-row read), else a fresh load. The tournament must not be
// modified.
func (s *Server) Snapshot(ctx context.Context, id store.TournamentID) (*Snapshot, error) {
	rev, err := s.DB.Revision(ctx, id)
	if err != nil {
		if store.ErrorCode(err) == store.ENOTFOUND {
			s.Cache.Mu.Lock()
			delete(s.Cache.M, id)
			s.Cache.Mu.Unlock()
		}
		return nil, err
	}
	return s.SnapshotAt(ctx, id, rev)
}

// SnapshotAt is Snapshot for a caller that has just read the tournament's revision rev from
// the database (the public pages read it with the newest record's id): the cached snapshot
// if it is of rev, else a fresh load, of rev or a later revision.
func (s *Server) SnapshotAt(ctx context.Context, id store.TournamentID, rev int64) (*Snapshot, error) {
	s.Cache.Mu.Lock()
	sn := s.Cache.M[id]
	s.Cache.Mu.Unlock()
	if sn != nil && sn.Rev == rev {
		return sn, nil
	}
	t, rev, err := s.DB.LoadTournament(ctx, id)
	if err != nil {
		return nil, err
	}
	sn = &Snapshot{Rev: rev, T: t, Answers: map[AnswerKey][]byte{}}
	s.Cache.Mu.Lock()
	if cur := s.Cache.M[id]; cur == nil || cur.Rev < rev {
		s.Cache.M[id] = sn
	}
	s.Cache.Mu.Unlock()
	return sn, nil
}

// PathSnapshot is the snapshot of the tournament the request's path names (404 for a path
// that names none).
func (s *Server) PathSnapshot(c echo.Context) (store.TournamentID, *Snapshot, error) {
	id, err := TournamentID(c)
	if err != nil {
		return 0, nil, err
	}
	sn, err := s.Snapshot(c.Request().Context(), id)
	return id, sn, err
}

// Answer returns what compute makes of the snapshot after round, computing it once.
func (sn *Snapshot) Answer(what string, round int, compute func() ([]byte, error)) ([]byte, error) {
	sn.Mu.Lock()
	defer sn.Mu.Unlock()
	k := AnswerKey{what, round}
	if b, ok := sn.Answers[k]; ok {
		return b, nil
	}
	b, err := compute()
	if err != nil {
		return nil, err
	}
	sn.Answers[k] = b
	return b, nil
}
