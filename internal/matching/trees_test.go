package matching

import "testing"

// TestStagesEndManyTrees solves McMahon rounds on all their pairs from a greedy start, which
// leaves many players free. A stage that ended at its first augmentation would need a stage for
// every pair of free players; ending only the trees an augmentation involves, a stage pairs
// many of them. The certificate must hold and the weight equal MaxWeightDense's.
func TestStagesEndManyTrees(t *testing.T) {
	for _, c := range []struct{ n, groups int }{{300, 8}, {600, 12}} {
		round := newMcMahonRound(c.n, c.groups, uint64(c.n)+7)
		edges := round.allEdges()
		s := newSolver(c.n, edges)
		s.initGreedy()
		free := s.free()
		m, err := s.solveAndVerify(c.n, edges)
		if err != nil {
			t.Fatalf("n=%d: %v", c.n, err)
		}
		dense, _, err := MaxWeightDense(c.n, round.weight, round.candidates())
		if err != nil {
			t.Fatal(err)
		}
		if m.Weight != dense.Weight {
			t.Fatalf("n=%d: weight %d, MaxWeightDense %d", c.n, m.Weight, dense.Weight)
		}
		t.Logf("n=%d: %d free after the greedy start, %d stages", c.n, free, s.work.Stages)
		if free < 20 || 4*s.work.Stages > int64(free) {
			t.Errorf("n=%d: %d free after the greedy start, %d stages: want many free and at most a quarter as many stages", c.n, free, s.work.Stages)
		}
	}
}

// free counts the unmatched vertices.
func (s *solver) free() int {
	k := 0
	for _, p := range s.mate {
		if p == -1 {
			k++
		}
	}
	return k
}
