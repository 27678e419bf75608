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

// cache holds the latest snapshot of each tournament read since the server started, and the
// loads under way.
type cache struct {
	Mu sync.Mutex
	M  map[store.TournamentID]*Snapshot
	// loads holds, per tournament, the newest load under way, which the requests that need
	// the tournament at its revision or an earlier one join instead of loading it again.
	loads map[store.TournamentID]*snapshotLoad
}

// snapshotLoad is a tournament being read from the database: of revision from or a later one
// (from is the revision its reader had read before it began).
type snapshotLoad struct {
	from int64
	done chan struct{} // closed once sn or err is set
	sn   *Snapshot
	err  error
}

func NewCache() *cache {
	return &cache{M: map[store.TournamentID]*Snapshot{}, loads: map[store.TournamentID]*snapshotLoad{}}
}

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
// if it is of rev, else a fresh load, of rev or a later revision. Requests that need the same
// tournament at once share one load: one that began after its reader had read rev or a later
// revision (a results desk's devices answering their results, the phones reloading the
// standings after a change), so that the tournament is read once, not once per request.
func (s *Server) SnapshotAt(ctx context.Context, id store.TournamentID, rev int64) (*Snapshot, error) {
	s.Cache.Mu.Lock()
	if sn := s.Cache.M[id]; sn != nil && sn.Rev == rev {
		s.Cache.Mu.Unlock()
		return sn, nil
	}
	if l := s.Cache.loads[id]; l != nil && l.from >= rev {
		s.Cache.Mu.Unlock()
		select {
		case <-l.done:
			if l.err == nil {
				return l.sn, nil
			}
			// The load failed for its own request (a client gone, a database error): this
			// request reads for itself.
			return s.load(ctx, id, nil)
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	// The newest load is the one later requests join (one under way, if any, is of an
	// earlier revision).
	l := &snapshotLoad{from: rev, done: make(chan struct{})}
	s.Cache.loads[id] = l
	s.Cache.Mu.Unlock()
	return s.load(ctx, id, l)
}

// load reads tournament id, keeps it as the cached snapshot unless a newer one is, and gives
// it to the requests that joined l (nil: none could).
func (s *Server) load(ctx context.Context, id store.TournamentID, l *snapshotLoad) (*Snapshot, error) {
	t, rev, err := s.DB.LoadTournament(ctx, id)
	var sn *Snapshot
	if err == nil {
		sn = &Snapshot{Rev: rev, T: t, Answers: map[AnswerKey][]byte{}}
	}
	s.Cache.Mu.Lock()
	if sn != nil {
		if cur := s.Cache.M[id]; cur == nil || cur.Rev < rev {
			s.Cache.M[id] = sn
		}
	}
	if l != nil && s.Cache.loads[id] == l {
		delete(s.Cache.loads, id)
	}
	s.Cache.Mu.Unlock()
	if l != nil {
		l.sn, l.err = sn, err
		close(l.done)
	}
	return sn, err
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
