package matching

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// pathCertificate is the optimum of the path a-b-c with weights 5 and 3, with duals worked out
// by hand: c is free so u_c = 0, edge b-c needs u_b >= 3, the matched edge a-b needs
// u_a + u_b = 5, hence u_b = 3 and u_a = 2 (quarter units 8 and 12).
func pathCertificate() (int, []Edge, Matching) {
	return 3, []Edge{{0, 1, 5}, {1, 2, 3}}, Matching{
		Mate: []int{1, 0, -1}, Weight: 5,
		Duals: Duals{Vertex: []int64{8, 12, 0}},
	}
}

// triangleCertificate is the optimum of a triangle of weight 10: all vertex duals 0 and a
// blossom dual of 10 (quarter units 40).
func triangleCertificate() (int, []Edge, Matching) {
	return 3, []Edge{{0, 1, 10}, {1, 2, 10}, {0, 2, 10}}, Matching{
		Mate: []int{1, 0, -1}, Weight: 10,
		Duals: Duals{Vertex: []int64{0, 0, 0}, Blossoms: []Blossom{{Members: []int{0, 1, 2}, Z: 40}}},
	}
}

func TestVerifyAcceptsHandCertificates(t *testing.T) {
	for _, cert := range []func() (int, []Edge, Matching){pathCertificate, triangleCertificate} {
		if err := Verify(cert()); err != nil {
			t.Error(err)
		}
	}
}

// TestVerifyRejectsTampering changes one thing in a valid certificate at a time; each change
// must be caught, and for the reason expected.
func TestVerifyRejectsTampering(t *testing.T) {
	cases := []struct {
		name   string
		cert   func() (int, []Edge, Matching)
		tamper func(m *Matching)
		reason string
	}{
		{"mate not paired back", pathCertificate, func(m *Matching) { m.Mate[1] = 2 }, "not paired back"},
		{"mate out of range", pathCertificate, func(m *Matching) { m.Mate[2] = 7 }, "not paired back"},
		{"paired with itself", pathCertificate, func(m *Matching) { m.Mate[2] = 2 }, "not paired back"},
		{"paired without an edge", pathCertificate, func(m *Matching) {
			m.Mate = []int{2, -1, 0}
			m.Duals.Vertex = []int64{20, 0, 12}
		}, "without an edge"},
		{"matched edge not tight", pathCertificate, func(m *Matching) { m.Duals.Vertex[0] += 4 }, "not 0"},
		{"negative slack", pathCertificate, func(m *Matching) { m.Duals.Vertex[0], m.Duals.Vertex[1] = 12, 8 }, "negative slack"},
		{"free vertex with a dual", pathCertificate, func(m *Matching) { m.Duals.Vertex[2] = 4 }, "unmatched vertex"},
		{"negative vertex dual", pathCertificate, func(m *Matching) { m.Duals.Vertex[0], m.Duals.Vertex[1] = -4, 24 }, "negative dual"},
		{"wrong weight", pathCertificate, func(m *Matching) { m.Weight = 6 }, "weight is 6"},
		{"too few duals", pathCertificate, func(m *Matching) { m.Duals.Vertex = m.Duals.Vertex[:2] }, "vertex duals"},
		{"blossom dual removed", triangleCertificate, func(m *Matching) { m.Duals.Blossoms = nil }, "negative slack"},
		{"blossom not full", triangleCertificate, func(m *Matching) {
			m.Mate = []int{-1, -1, -1}
			m.Weight = 0
		}, "matched inside"},
		{"even blossom", triangleCertificate, func(m *Matching) { m.Duals.Blossoms[0].Members = []int{0, 1} }, "odd"},
		{"blossom lists a vertex twice", triangleCertificate, func(m *Matching) { m.Duals.Blossoms[0].Members = []int{0, 1, 1} }, "twice"},
		{"negative blossom dual", triangleCertificate, func(m *Matching) { m.Duals.Blossoms[0].Z = -40 }, "negative dual"},
		{"crossing blossoms", func() (int, []Edge, Matching) {
			n, e, m := triangleCertificate()
			// Two extra vertices make room for a second triangle {1, 2, 3} crossing {0, 1, 2}.
			m.Mate = append(m.Mate, 4, 3)
			m.Duals.Vertex = append(m.Duals.Vertex, 4, 4)
			e = append(e, Edge{3, 4, 2})
			m.Weight += 2
			return n + 2, e, m
		}, func(m *Matching) {
			m.Duals.Blossoms = append(m.Duals.Blossoms, Blossom{Members: []int{1, 2, 3}, Z: 0})
		}, "crosses"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n, edges, m := c.cert()
			if err := Verify(n, edges, m); err != nil {
				t.Fatalf("untampered certificate rejected: %v", err)
			}
			m.Mate = slices.Clone(m.Mate)
			m.Duals.Vertex = slices.Clone(m.Duals.Vertex)
			m.Duals.Blossoms = slices.Clone(m.Duals.Blossoms)
			c.tamper(&m)
			err := Verify(n, edges, m)
			if !errors.Is(err, ErrCertificate) {
				t.Fatalf("tampered certificate: got %v, want ErrCertificate", err)
			}
			if !strings.Contains(err.Error(), c.reason) {
				t.Errorf("error %q does not mention %q", err, c.reason)
			}
		})
	}
}

// TestVerifyRejectsSuboptimal: the heavy middle edge of the path 2-3-2 is a valid matching but
// not an optimal one, so no duals can certify it; the natural attempt fails.
func TestVerifyRejectsSuboptimal(t *testing.T) {
	edges := []Edge{{0, 1, 2}, {1, 2, 3}, {2, 3, 2}}
	m := Matching{Mate: []int{-1, 2, 1, -1}, Weight: 3, Duals: Duals{Vertex: []int64{0, 6, 6, 0}}}
	if err := Verify(4, edges, m); !errors.Is(err, ErrCertificate) {
		t.Fatalf("got %v, want ErrCertificate", err)
	}
}

// TestVerifyRejectsSolverOutputOnOtherGraph: a certificate is specific to its graph; adding a
// heavier edge between two free vertices must break it.
func TestVerifyRejectsSolverOutputOnOtherGraph(t *testing.T) {
	edges := []Edge{{0, 1, 4}, {1, 2, 4}, {3, 4, 1}}
	m, err := MaxWeight(6, edges)
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(6, append(edges, Edge{2, 5, 1}), m); !errors.Is(err, ErrCertificate) {
		t.Fatalf("got %v, want ErrCertificate", err)
	}
}

func TestInvalidGraphs(t *testing.T) {
	for name, g := range map[string]struct {
		n     int
		edges []Edge
	}{
		"endpoint out of range": {3, []Edge{{0, 3, 1}}},
		"negative endpoint":     {3, []Edge{{-1, 2, 1}}},
		"loop":                  {3, []Edge{{1, 1, 1}}},
		"weight too large":      {3, []Edge{{0, 1, MaxEdgeWeight + 1}}},
		"negative order":        {-1, nil},
	} {
		if _, err := MaxWeight(g.n, g.edges); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: MaxWeight got %v, want ErrInvalid", name, err)
		}
		if _, _, err := MaxWeightDense(g.n, func(int, int) int64 { return 1 }, g.edges); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: MaxWeightDense got %v, want ErrInvalid", name, err)
		}
	}
	if _, _, err := MaxWeightDense(3, func(int, int) int64 { return MaxEdgeWeight + 1 }, nil); !errors.Is(err, ErrInvalid) {
		t.Errorf("dense weight too large: got %v, want ErrInvalid", err)
	}
}
