package matching

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHeapOrder sets, changes and pops the constraints of random vertices and compares the
// order they come out in with a sort of the last key each was given.
func TestHeapOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 7))
	for trial := range 200 {
		n := 1 + rng.IntN(40)
		s := &solver{n: int32(n), heapAt: make([]int32, 2*n)}
		for i := range s.heapAt {
			s.heapAt[i] = -1
		}
		want := map[int32]constraint{} // by slot
		for range rng.IntN(200) {
			v := int32(rng.IntN(n))
			kind := int8(1 + rng.IntN(3))
			c := constraint{key: int64(rng.IntN(50)) - 25, v: v, kind: kind}
			s.push(c.key, v, kind)
			want[slot(v, kind)] = c
			if rng.IntN(10) == 0 && len(s.heap) > 0 {
				top := s.heap[0]
				if w := want[slot(top.v, top.kind)]; w != top {
					t.Fatalf("trial %d: top %+v, last set %+v", trial, top, w)
				}
				for _, c := range want {
					if c.key < top.key {
						t.Fatalf("trial %d: top key %d, but %+v is less", trial, top.key, c)
					}
				}
				s.pop()
				delete(want, slot(top.v, top.kind))
			}
		}
		var keys []int64
		for _, c := range want {
			keys = append(keys, c.key)
		}
		slices.Sort(keys)
		var got []int64
		for len(s.heap) > 0 {
			got = append(got, s.heap[0].key)
			s.pop()
		}
		if !slices.Equal(got, keys) {
			t.Fatalf("trial %d: popped %v, want %v", trial, got, keys)
		}
		for i, at := range s.heapAt {
			if at != -1 {
				t.Fatalf("trial %d: slot %d still at %d after the heap emptied", trial, i, at)
			}
		}
	}
}
