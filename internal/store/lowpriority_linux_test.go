//go:build linux

package store

import (
	"runtime"
	"sync"
	"syscall"
	"testing"
)

// niceOfThread is the nice value of the calling goroutine's thread (Linux's getpriority
// answers 20 - nice), the goroutine locked to it while it asks.
func niceOfThread(t *testing.T) int {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
	if err != nil {
		t.Fatal(err)
	}
	return 20 - p
}

// TestLowerPriorityOwnThread: an automatic backup's goroutine runs at nice 19, and its thread
// never serves another goroutine afterwards (every later goroutine's thread has the process's
// nice value).
func TestLowerPriorityOwnThread(t *testing.T) {
	before := niceOfThread(t)
	got := make(chan int)
	for range 8 {
		go func() {
			lowerPriority()
			p, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
			if err != nil {
				t.Error(err)
			}
			got <- 20 - p
		}()
		if n := <-got; n != 19 {
			t.Errorf("a backup's thread runs at nice %d, want 19", n)
		}
	}
	var wg sync.WaitGroup
	for range 64 {
		wg.Go(func() {
			if n := niceOfThread(t); n != before {
				t.Errorf("a goroutine after the backups runs at nice %d, want the process's %d", n, before)
			}
		})
	}
	wg.Wait()
}
