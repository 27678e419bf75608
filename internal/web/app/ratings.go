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
	// seen is the stamp of the list the database kept when this process last looked
	// (store.RatingListStamp): while the database's stays the same, the list in memory serves.
	seen ratingStamp
}

// ratingStamp names a kept rating list: its file and when it was loaded.
type ratingStamp struct {
	file string
	at   time.Time
}

func (a ratingStamp) is(b ratingStamp) bool { return a.file == b.file && a.at.Equal(b.at) }

// Get returns the list, its file's name and when it was loaded (nil when none is loaded). A
// list loaded through another process sharing the database replaces the one in memory.
func (rs *RatingStore) Get(ctx context.Context) (*export.RatingList, string, time.Time) {
	var now ratingStamp
	checked := false
	if rs.DB != nil {
		name, at, err := rs.DB.RatingListStamp(ctx)
		if err != nil {
			rs.Logger().Error("EGD rating list: cannot read which list is kept", "err", err)
		} else {
			now, checked = ratingStamp{name, at}, true
		}
	}
	rs.mu.RLock()
	if rs.restored && (!checked || now.is(rs.seen)) {
		defer rs.mu.RUnlock()
		return rs.list, rs.file, rs.loadedAt
	}
	rs.mu.RUnlock()
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if !rs.restored || (checked && !now.is(rs.seen)) {
		rs.restore(ctx)
	}
	return rs.list, rs.file, rs.loadedAt
}

// restore reads the list kept in the database; a failure to read it is logged and tried again
// at the next use.
func (rs *RatingStore) restore(ctx context.Context) {
	if rs.DB == nil {
		rs.restored = true
		return
	}
	f, err := rs.DB.RatingList(ctx)
	if store.ErrorCode(err) == store.ENOTFOUND {
		rs.list, rs.file, rs.loadedAt, rs.seen, rs.restored = nil, "", time.Time{}, ratingStamp{}, true
		return
	}
	if err != nil {
		rs.Logger().Error("EGD rating list: cannot read the kept list", "err", err)
		return
	}
	rs.seen = ratingStamp{f.Name, f.LoadedAt}
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

// Set keeps a list just read from a file named name in memory. It serves this process while
// the database keeps the list it kept before; Kept says that the database keeps this one.
func (rs *RatingStore) Set(l *export.RatingList, name string, at time.Time) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if !rs.restored && rs.DB != nil {
		// The list kept until now: while the database keeps it, this list serves.
		if name, at, err := rs.DB.RatingListStamp(context.Background()); err == nil {
			rs.seen = ratingStamp{name, at}
		}
	}
	rs.list, rs.file, rs.loadedAt, rs.restored = l, name, at, true
}

// Kept notes that the database now keeps the list set last (store.SaveRatingList), so that
// it is not read back.
func (rs *RatingStore) Kept(name string, at time.Time) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	rs.seen = ratingStamp{name, at.UTC()}
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
