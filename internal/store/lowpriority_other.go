//go:build !linux

package store

// lowerPriority does nothing where a thread's priority cannot be lowered by itself.
func lowerPriority() {}
