package app

import (
	"bytes"
	"io"
	"net/http"
	"sync"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// KeyedLocks is a mutex per key, kept while someone holds or waits for it.
//
// The server locks each tournament for a change (lockChange), so that the changes one
// process receives for a tournament run one at a time. This is not what keeps them correct:
// several hoshi processes may share one database, and the database orders their changes.
// Every change is stored in a transaction that first takes the tournament's place in that
// order (the store's bump: a row lock on PostgreSQL, the write lock on SQLite), and a change
// made from something read before is either made again inside that transaction from what
// is stored then (store.ChangeRound: changes of a round by hand, pairing; a board's dead
// stones: store.UpdateGameRecordIf, the click made again on the board as stored) or stored only
// if the tournament is still at the revision read (the *At methods: a PUT of a player or of
// the settings, the forms, the presence grid), 409 otherwise. The lock only spares the
// devices talking to the same process those 409s. Reads never wait.
//
// A result entered (Route.SharedLock, Route.LockPerChange) is a change of its own kind: one game's
// result, stored as given whatever the tournament's revision (the last one the database
// orders wins, as between processes), made from nothing read before but the closed mark.
// Results take the tournament's lock shared: they run together, so that the store commits
// those of the results desk's devices in one group (its group commit, one fsync), and wait
// only for the other changes, which wait for them. So a director's change still never meets
// a result made between its read and its write (no 409 for that), and the desk's devices do
// not queue behind each other's commit.
type KeyedLocks[K comparable] struct {
	mu sync.Mutex
	m  map[K]*keyedLock
}

type keyedLock struct {
	sync.RWMutex
	users int // holding or waiting
}

// Lock waits for k's mutex and returns its release.
func (l *KeyedLocks[K]) Lock(k K) (unlock func()) {
	kl := l.get(k)
	kl.Lock()
	return func() {
		kl.Unlock()
		l.put(kl, k)
	}
}

// RLock waits for k's mutex in shared mode (with other RLocks, excluding Lock) and returns
// its release. A Lock waiting holds up the RLocks that come after it: changes are not starved
// by a stream of results.
func (l *KeyedLocks[K]) RLock(k K) (unlock func()) {
	kl := l.get(k)
	kl.RLock()
	return func() {
		kl.RUnlock()
		l.put(kl, k)
	}
}

// get returns k's mutex, counting the caller among its users.
func (l *KeyedLocks[K]) get(k K) *keyedLock {
	l.mu.Lock()
	if l.m == nil {
		l.m = map[K]*keyedLock{}
	}
	kl := l.m[k]
	if kl == nil {
		kl = &keyedLock{}
		l.m[k] = kl
	}
	kl.users++
	l.mu.Unlock()
	return kl
}

// put drops the caller from kl's users, and kl when it has none left.
func (l *KeyedLocks[K]) put(kl *keyedLock, k K) {
	l.mu.Lock()
	if kl.users--; kl.users == 0 {
		delete(l.m, k)
	}
	l.mu.Unlock()
}

// lockChange takes the lock of the tournament a state-changing request names in its path,
// and returns its release; nil for reads and for requests that name no tournament. The body
// is read first (it is bounded by LimitBody), so that a slow upload from a phone does not
// hold up the other devices' changes.
func (s *Server) lockChange(c echo.Context, shared bool) (unlock func(), err error) {
	req := c.Request()
	switch req.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return nil, nil
	}
	id, ok := Number(c.Param("id"))
	if !ok || id < 1 {
		return nil, nil
	}
	if req.Body != nil {
		body, err := io.ReadAll(req.Body)
		if err != nil {
			return nil, err
		}
		req.Body = io.NopCloser(bytes.NewReader(body))
	}
	if shared {
		return s.locks.RLock(store.TournamentID(id)), nil
	}
	return s.locks.Lock(store.TournamentID(id)), nil
}

const perChangeKey = "lock_per_change"

// LockedPerChange tells a handler that its route locks per change (Route.LockPerChange):
// it takes the tournament's lock for each change itself (LockTournament).
func LockedPerChange(c echo.Context) bool {
	ok, _ := c.Get(perChangeKey).(bool)
	return ok
}

// LockTournament takes the lock of tournament id that lockChange takes for a result entered
// (shared with the other results, Route.SharedLock), and returns its release: for the routes
// that lock per change (Route.LockPerChange), whose changes are results.
func (s *Server) LockTournament(id store.TournamentID) (unlock func()) {
	return s.locks.RLock(id)
}
