package store

// Watching returns the number of subscriptions and whether the hub's goroutines run: for
// the tests of clean shutdowns.
func (db *DB) Watching() (subscriptions int, running bool) {
	h := &db.live
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, m := range h.subs {
		subscriptions += len(m)
	}
	return subscriptions, h.running
}
