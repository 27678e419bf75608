// Package matching pairs players by an exact maximum-weight matching.
//
// A McMahon round gives every pair of players an integer benefit (OpenGotha's cost, up to about
// 1e15) and the pairing is the matching of largest total benefit. This package finds it with
// Edmonds' blossom algorithm in its O(n^3) primal-dual form, and every answer carries the dual
// variables that prove it optimal: a director who doubts a pairing can have it re-checked by
// Verify without trusting the solver. MaxWeightDense solves a large round on a few likely pairs
// first and then proves, pair by pair over the whole field, that no other pair could improve it;
// MaxWeightClasses proves the same by blocks of pairs whose weights the caller can bound, and
// costs only the pairs the bounds leave open.
//
// All arithmetic is on int64. Duals are kept in quarter units (four times the textbook value) so
// that every quantity the algorithm touches stays an integer.
package matching

import (
	"errors"
	"fmt"
)

// MaxEdgeWeight is the largest weight accepted. Duals are four times a weight and slacks add a
// few of them, so 2^56 (about 7.2e16, some seventy times OpenGotha's largest cost) keeps every
// intermediate value far from int64 overflow.
const MaxEdgeWeight = int64(1) << 56

// Edge is a pair of players that may meet, with the benefit W of pairing them. Edges with W <= 0
// are never worth pairing and are ignored; a pair given twice counts with its larger weight.
type Edge struct {
	U, V int
	W    int64
}

// Matching is a solution together with its optimality certificate.
type Matching struct {
	// Mate[v] is the player paired with v, or -1 if v is left unpaired.
	Mate []int
	// Weight is the total weight of the pairs.
	Weight int64
	// Duals prove that no other matching has a larger weight.
	Duals Duals
}

// Duals are the dual variables of the matching linear programme, in quarter units: for every
// edge (i, j) with weight w,
//
//	Vertex[i] + Vertex[j] + sum of Z over the blossoms containing both i and j >= 4w,
//
// with equality on matched edges. Quarter units make every dual an integer.
type Duals struct {
	// Vertex[v] is four times the dual of vertex v; it is zero for an unmatched vertex.
	Vertex []int64
	// Blossoms lists the odd sets with a positive dual. They form a laminar family.
	Blossoms []Blossom
}

// Blossom is an odd set of vertices with a positive dual. Its dual lets the edges inside it be
// tight at the same time, which vertex duals alone cannot express for odd cycles.
type Blossom struct {
	// Members are the vertices of the blossom.
	Members []int
	// Z is four times the dual of the blossom.
	Z int64
}

// ErrInvalid reports a malformed graph: an endpoint out of range, a loop or a weight above
// MaxEdgeWeight.
var ErrInvalid = errors.New("invalid graph")

// MaxWeight returns a matching of maximum total weight (not necessarily perfect) of the graph
// on vertices 0..n-1. Before returning it checks its own certificate with Verify, so a bug shows
// up as an error rather than as a silently suboptimal pairing.
func MaxWeight(n int, edges []Edge) (Matching, error) {
	if err := checkGraph(n, edges); err != nil {
		return Matching{}, err
	}
	s := newSolver(n, edges)
	s.initGreedy()
	return s.solveAndVerify(n, edges)
}

// solveAndVerify runs the primal-dual algorithm from the solver's initial state and checks the
// result.
func (s *solver) solveAndVerify(n int, edges []Edge) (Matching, error) {
	if err := s.run(); err != nil {
		return Matching{}, err
	}
	m := s.result()
	if err := Verify(n, edges, m); err != nil {
		return Matching{}, fmt.Errorf("matching: solution failed its own certificate: %w", err)
	}
	return m, nil
}

// checkGraph rejects graphs the solver cannot represent exactly. The solver indexes with int32:
// blossoms take indices up to 2n and half-edges up to 2m.
func checkGraph(n int, edges []Edge) error {
	if n < 0 || n > 1<<29 {
		return fmt.Errorf("%w: %d vertices", ErrInvalid, n)
	}
	if len(edges) > 1<<29 {
		return fmt.Errorf("%w: %d edges", ErrInvalid, len(edges))
	}
	for i, e := range edges {
		if e.U < 0 || e.U >= n || e.V < 0 || e.V >= n {
			return fmt.Errorf("%w: edge %d (%d, %d) has an endpoint outside 0..%d", ErrInvalid, i, e.U, e.V, n-1)
		}
		if e.U == e.V {
			return fmt.Errorf("%w: edge %d is a loop on %d", ErrInvalid, i, e.U)
		}
		if e.W > MaxEdgeWeight {
			return fmt.Errorf("%w: edge %d weight %d exceeds %d", ErrInvalid, i, e.W, MaxEdgeWeight)
		}
	}
	return nil
}
