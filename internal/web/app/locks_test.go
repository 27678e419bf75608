package app

import (
	"sync"
	"testing"
)

// TestKeyedLocksForget: a key's mutex is dropped when nobody holds or waits for it, so that
// the addresses of a weekend's logins do not pile up; while held, it excludes.
func TestKeyedLocksForget(t *testing.T) {
	var l KeyedLocks[int]
	held := 0
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer l.Lock(i % 3)()
			if i%3 == 0 {
				held++ // a data race (go test -race) if the lock did not exclude
			}
		}()
	}
	wg.Wait()
	if len(l.m) != 0 || held != 67 {
		t.Fatalf("%d mutexes kept, %d counted", len(l.m), held)
	}
}
