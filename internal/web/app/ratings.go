package app

import (
	"bytes"
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/store"
)

// RatingStore holds the EGD rating list the director loaded, read and indexed in memory (it
// is searched at every keystroke of a registration), and kept in the database so that it
// survives a restart: the first use after a start reads it back. One server has one list for
// all its tournaments.
type RatingStore struct {
	DB       *store.DB
	Log      *slog.Logger
	mu       sync.RWMutex
	restored bool // the database was read (or had no list)
	list     *export.RatingList
	file     string
	loadedAt time.Time
}

func (rs *RatingStore) Get(ctx context.Context) (*export.RatingList, string, time.Time) {
	rs.mu.RLock()
	if rs.restored {
		defer rs.mu.RUnlock()
		return rs.list, rs.file, rs.loadedAt
	}
	rs.mu.RUnlock()
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if !rs.restored {
		rs.restore(ctx)
	}
	return rs.list, rs.file, rs.loadedAt
}

// restore reads the list kept in the database, once; a failure to read it is logged and tried
// again at the next use.
func (rs *RatingStore) restore(ctx context.Context) {
	if rs.DB == nil {
		rs.restored = true
		return
	}
	f, err := rs.DB.RatingList(ctx)
	if store.ErrorCode(err) == store.ENOTFOUND {
		rs.restored = true
		return
	}
	if err != nil {
		rs.Logger().Error("EGD rating list: cannot read the kept list", "err", err)
		return
	}
	l, err := export.ReadRatingList(bytes.NewReader(f.Text))
	if err != nil {
		// Kept only after it was read once: a list that no longer reads is dropped.
		rs.Logger().Error("EGD rating list: the kept list does not read", "file", f.Name, "err", err)
		rs.restored = true
		return
	}
	rs.list, rs.file, rs.loadedAt, rs.restored = l, f.Name, f.LoadedAt, true
	rs.Logger().Info("EGD rating list restored", "file", f.Name, "loaded_at", f.LoadedAt, "players", len(l.Entries))
}

func (rs *RatingStore) Logger() *slog.Logger {
	if rs.Log == nil {
		return slog.Default()
	}
	return rs.Log
}

// Set keeps a list just read from a file named name in memory.
func (rs *RatingStore) Set(l *export.RatingList, name string, at time.Time) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	rs.list, rs.file, rs.loadedAt, rs.restored = l, name, at, true
}

func (rs *RatingStore) Loaded(ctx context.Context) bool {
	l, _, _ := rs.Get(ctx)
	return l != nil
}

// ByPIN finds the player with the given EGD PIN.
func (rs *RatingStore) ByPIN(ctx context.Context, pin string) (export.RatingEntry, bool) {
	l, _, _ := rs.Get(ctx)
	return PinFinder(l)(pin)
}

// PinFinder finds players of list l (nil: none) by their EGD PIN.
func PinFinder(l *export.RatingList) func(pin string) (export.RatingEntry, bool) {
	return func(pin string) (export.RatingEntry, bool) {
		if l == nil || pin == "" {
			return export.RatingEntry{}, false
		}
		for _, e := range l.Search(pin, 5) {
			if e.PIN == pin {
				return e, true
			}
		}
		return export.RatingEntry{}, false
	}
}
