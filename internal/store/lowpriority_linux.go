//go:build linux

package store

import (
	"runtime"
	"syscall"
)

// lowerPriority gives the calling goroutine a thread of its own at the lowest scheduling
// priority (nice 19) for the rest of its life: an automatic backup then takes the CPU the
// requests leave, not the CPU they wait for. The goroutine must not unlock its thread: a
// goroutine that ends locked ends its thread with it, so that no other goroutine ever runs on
// the lowered thread.
func lowerPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 19)
}
