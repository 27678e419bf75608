package matching

import (
	"flag"
	"fmt"
	"os"
	"testing"
)

// TestMain checks every dual step of this package's tests against the duals moved one by one
// (checkStep), but not in a run of benchmarks (-test.bench), whose figures it would swamp.
func TestMain(m *testing.M) {
	flag.Parse()
	if flag.Lookup("test.bench").Value.String() == "" {
		dualCheck = stepChecker{}
	}
	os.Exit(m.Run())
}

// stepChecker is the dualCheck of the tests: the duals of each stage's start are the shadow
// that checkStep moves one by one.
type stepChecker struct{}

func (stepChecker) startStage(s *solver) { s.shadow = append(s.shadow[:0], s.dual[:s.n]...) }

func (stepChecker) step(s *solver, kind int, at int32, delta int64) { s.checkStep(kind, at, delta) }

// checkStep checks a dual step against a plain count: the duals kept lazily (solver.delta)
// equal the duals moved one by one as the labels say (shadow), no dual is negative, every edge
// between two top-level blossoms keeps a slack of zero or more, and the constraint the step
// chose is tight.
// It costs every vertex and edge, so only the tests run it.
func (s *solver) checkStep(kind int, at int32, delta int64) {
	for v := range s.n {
		switch s.label[s.inBlossom[v]] & 3 {
		case labelS:
			s.shadow[v] -= delta
		case labelT:
			s.shadow[v] += delta
		}
		if y := s.y(v); s.shadow[v] != y {
			panic(fmt.Sprintf("matching: vertex %d has dual %d, not %d (top %d, label %d, shift %d)", v, y, s.shadow[v], s.inBlossom[v], s.label[s.inBlossom[v]], s.shift[s.inBlossom[v]]))
		} else if y < 0 {
			panic(fmt.Sprintf("matching: vertex %d has a negative dual %d after a step of kind %d", v, y, kind))
		}
	}
	for b := s.n; b < 2*s.n; b++ {
		if s.base[b] >= 0 && s.dual[b] < 0 {
			panic(fmt.Sprintf("matching: blossom %d has a negative dual %d after a step of kind %d", b, s.dual[b], kind))
		}
	}
	for k := range s.edges {
		e := &s.edges[k]
		if s.inBlossom[e.end[0]] == s.inBlossom[e.end[1]] {
			continue
		}
		if sl := s.y(e.end[0]) + s.y(e.end[1]) - e.w4; sl < 0 {
			panic(fmt.Sprintf("matching: edge %d-%d has slack %d after a step of kind %d", e.end[0], e.end[1], sl, kind))
		}
	}
	switch kind {
	case 1:
		if y := s.y(at); y != 0 {
			panic(fmt.Sprintf("matching: vertex %d has dual %d, not 0, after a step of kind 1", at, y))
		}
	case 2, 3:
		if sl := s.slack(at); sl != 0 {
			panic(fmt.Sprintf("matching: edge %d has slack %d, not 0, after a step of kind %d", at, sl, kind))
		}
	case 4:
		if s.dual[at] != 0 {
			panic(fmt.Sprintf("matching: blossom %d has dual %d, not 0, after a step of kind 4", at, s.dual[at]))
		}
	}
}
