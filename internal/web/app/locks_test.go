package app

import (
	"sync"
	"testing"
	"time"
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

// TestKeyedLocksShared: RLocks of a key are held together (two results at once), a Lock waits
// until they are released and excludes them while held, and other keys are not held up.
func TestKeyedLocksShared(t *testing.T) {
	var l KeyedLocks[int]
	r1 := l.RLock(1)
	r2 := l.RLock(1) // would deadlock the test if RLock excluded RLock
	other := l.Lock(2)
	other()
	locked := make(chan func())
	go func() { locked <- l.Lock(1) }()
	select {
	case <-locked:
		t.Fatal("Lock was granted while two RLocks were held")
	case <-time.After(50 * time.Millisecond):
	}
	r1()
	select {
	case <-locked:
		t.Fatal("Lock was granted while one RLock was held")
	case <-time.After(50 * time.Millisecond):
	}
	r2()
	unlock := <-locked
	shared := make(chan func())
	go func() { shared <- l.RLock(1) }()
	select {
	case <-shared:
		t.Fatal("RLock was granted while Lock was held")
	case <-time.After(50 * time.Millisecond):
	}
	unlock()
	(<-shared)()
	if len(l.m) != 0 {
		t.Errorf("%d mutexes kept after every release", len(l.m))
	}
}
