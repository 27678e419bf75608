package matching

import (
	"errors"
	"fmt"
)

// ErrCertificate reports a matching whose certificate does not prove it optimal (or that is
// not a matching of the graph at all).
var ErrCertificate = errors.New("matching certificate rejected")

// Verify checks, independently of the solver, that m is a matching of the graph and that its
// duals prove it has maximum weight: by linear programming duality no matching can weigh more
// than a feasible dual solution, and complementary slackness makes the two equal.
//
// It checks that every vertex is matched at most once and along a real edge, that Weight is the
// weight of the pairs, that all duals are non-negative and the blossoms laminar odd sets, that
// every edge has non-negative slack and every matched edge zero slack, that unmatched vertices
// have dual zero, and that each blossom with a positive dual holds (|B|-1)/2 matched pairs.
func Verify(n int, edges []Edge, m Matching) error {
	if err := checkGraph(n, edges); err != nil {
		return err
	}
	if len(m.Mate) != n || len(m.Duals.Vertex) != n {
		return fmt.Errorf("%w: %d mates and %d vertex duals for %d vertices", ErrCertificate, len(m.Mate), len(m.Duals.Vertex), n)
	}
	for v, u := range m.Mate {
		if u == -1 {
			if m.Duals.Vertex[v] != 0 {
				return fmt.Errorf("%w: unmatched vertex %d has dual %d", ErrCertificate, v, m.Duals.Vertex[v])
			}
			continue
		}
		if u < 0 || u >= n || u == v || m.Mate[u] != v {
			return fmt.Errorf("%w: vertex %d has mate %d, which is not paired back", ErrCertificate, v, u)
		}
	}
	for v, d := range m.Duals.Vertex {
		if d < 0 {
			return fmt.Errorf("%w: vertex %d has negative dual %d", ErrCertificate, v, d)
		}
	}
	nt, err := newNesting(n, m.Duals.Blossoms)
	if err != nil {
		return err
	}
	if err := checkFull(n, m); err != nil {
		return err
	}
	// The weight of each matched pair is that of its heaviest edge.
	matched := make([]int64, n)
	found := make([]bool, n)
	for i, e := range edges {
		slack, ok := edgeSlack(m.Duals.Vertex, &nt, e, false)
		if !ok {
			return fmt.Errorf("%w: slack of edge %d overflows", ErrCertificate, i)
		}
		if slack < 0 {
			return fmt.Errorf("%w: edge %d (%d, %d, w=%d) has negative slack %d", ErrCertificate, i, e.U, e.V, e.W, slack)
		}
		if m.Mate[e.U] == e.V && (!found[e.U] || e.W > matched[e.U]) {
			matched[e.U], matched[e.V] = e.W, e.W
			found[e.U], found[e.V] = true, true
		}
	}
	var total int64
	for v, u := range m.Mate {
		if u < v {
			continue
		}
		if !found[v] {
			return fmt.Errorf("%w: vertices %d and %d are paired without an edge", ErrCertificate, v, u)
		}
		e := Edge{U: v, V: u, W: matched[v]}
		if e.W < 0 {
			return fmt.Errorf("%w: vertices %d and %d are paired along a negative weight", ErrCertificate, v, u)
		}
		if slack, _ := edgeSlack(m.Duals.Vertex, &nt, e, true); slack != 0 {
			return fmt.Errorf("%w: matched edge (%d, %d) has slack %d, not 0", ErrCertificate, v, u, slack)
		}
		var ok bool
		if total, ok = addChecked(total, e.W); !ok {
			return fmt.Errorf("%w: total weight overflows", ErrCertificate)
		}
	}
	if total != m.Weight {
		return fmt.Errorf("%w: weight is %d but the pairs weigh %d", ErrCertificate, m.Weight, total)
	}
	return nil
}

// edgeSlack returns u_i + u_j + sum of the common blossom duals - 4w, and false on overflow.
// Edges of negative weight cannot have negative slack and report 0. Unless exact is set, the
// blossom duals are only added when the vertex duals alone leave a negative slack.
func edgeSlack(vertex []int64, nt *nesting, e Edge, exact bool) (int64, bool) {
	if e.W < 0 {
		return 0, true
	}
	s, ok1 := addChecked(vertex[e.U], vertex[e.V])
	s -= 4 * e.W
	if s >= 0 && !exact {
		return s, ok1
	}
	s, ok2 := addChecked(s, nt.common(e.U, e.V))
	return s, ok1 && ok2
}

// checkFull checks that every blossom with a positive dual has all but one member matched
// inside it: only then does its dual count in the dual objective exactly as its pairs do.
func checkFull(n int, m Matching) error {
	in := make([]int, n)
	for b, bl := range m.Duals.Blossoms {
		if bl.Z == 0 {
			continue
		}
		for _, v := range bl.Members {
			in[v] = b + 1
		}
		inside := 0
		for _, v := range bl.Members {
			if u := m.Mate[v]; u >= 0 && in[u] == b+1 {
				inside++
			}
		}
		if inside != len(bl.Members)-1 {
			return fmt.Errorf("%w: blossom %d has a positive dual but %d of its %d members are matched inside", ErrCertificate, b, inside, len(bl.Members))
		}
	}
	return nil
}
