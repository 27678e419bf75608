package matching

import "testing"

// hardCase is a hand-built graph whose optimum is argued in its comment.
type hardCase struct {
	name  string
	n     int
	edges []Edge
	want  int64
	// blossom is set when no certificate can do without a blossom dual.
	blossom bool
}

// The comments give the optimum and why the case is hard for a blossom algorithm. Letters name
// vertices: a, b, c = 0, 1, 2 and so on.
var hardCases = []hardCase{
	{
		// A triangle of equal edges. One vertex stays free, so its dual is 0, which forces
		// u_a >= 10 and u_b >= 10 while the matched edge needs u_a + u_b = 10: only a blossom
		// dual of 10 on {a, b, c} can certify the optimum 10.
		name: "triangle needs a blossom dual", n: 3,
		edges: []Edge{{0, 1, 10}, {1, 2, 10}, {0, 2, 10}}, want: 10, blossom: true,
	},
	{
		// Two triangles of weight 6 joined by a bridge of weight 1 (c-d). Six vertices, three
		// pairs: one inside each triangle plus the bridge, 13. The bridge only becomes tight
		// after both triangles have shrunk into blossoms and lowered their vertex duals, and
		// the augmenting path then runs through both blossoms, re-basing each at c and d.
		name: "augment through two blossoms", n: 6,
		edges: []Edge{{0, 1, 6}, {1, 2, 6}, {0, 2, 6}, {3, 4, 6}, {4, 5, 6}, {3, 5, 6}, {2, 3, 1}},
		want:  13,
	},
	{
		// A heavy triangle (10) whose vertices each have a private neighbour at 8. Any triangle
		// edge blocks two pendants (10 < 16), so the optimum is the three pendants, 24. The
		// triangle edges are tight first and shrink into a blossom; once the blossom's base is
		// matched out, it is reached as a T-blossom from a second pendant, its dual falls to
		// zero and it must be expanded mid-stage with the alternating tree relabeled.
		name: "blossom dual falls to zero and is expanded", n: 6,
		edges: []Edge{{0, 1, 10}, {1, 2, 10}, {0, 2, 10}, {0, 3, 8}, {1, 4, 8}, {2, 5, 8}},
		want:  24,
	},
	{
		// A triangle a, b, c (weight 10) closed into a 7-cycle by the path c-d-e-f-g-a
		// (weight 9). Seven vertices give at most three pairs and the triangle holds at most
		// one of them, so 10 + 9 + 9 = 28 is an upper bound, reached by a-b, c-d, e-f. The
		// triangle shrinks first and becomes a vertex of the odd cycle, which shrinks around
		// it: a nested blossom, and one free vertex anywhere needs the outer blossom's dual.
		name: "nested blossom", n: 7,
		edges: []Edge{{0, 1, 10}, {1, 2, 10}, {0, 2, 10}, {2, 3, 9}, {3, 4, 9}, {4, 5, 9}, {5, 6, 9}, {6, 0, 9}},
		want:  28, blossom: true,
	},
	{
		// Two nested blossoms that must both be undone. A 5-cycle a..e of weight 10 holds a
		// chord-free inner triangle f, g, h (weight 12) hung off a by an edge of weight 11, and
		// each cycle vertex b..e has a pendant of weight 9 (i..l). Pendants beat any cycle
		// edge they block (9 + 9 > 10), so b..e take their pendants (36), the triangle keeps
		// one edge (12) and its free vertex pairs with a (11): 59. Greedy duals shrink the
		// cycle and the triangle first, and both blossoms have to be expanded again.
		name: "nested blossoms expanded", n: 12,
		edges: []Edge{
			{0, 1, 10}, {1, 2, 10}, {2, 3, 10}, {3, 4, 10}, {4, 0, 10},
			{5, 6, 12}, {6, 7, 12}, {5, 7, 12}, {0, 5, 11},
			{1, 8, 9}, {2, 9, 9}, {3, 10, 9}, {4, 11, 9},
		},
		want: 59,
	},
	{
		// Path a-b-c-d of weights 2, 3, 2: the heaviest edge b-c is a trap, the ends give 4.
		// Then an isolated vertex, an edge of weight 0 and one of weight -5 (both never
		// paired), and a separate triangle of weight 1: 4 + 1 = 5 over four components.
		name: "disconnected, zero and negative weights", n: 13,
		edges: []Edge{
			{0, 1, 2}, {1, 2, 3}, {2, 3, 2},
			{5, 6, 0}, {7, 8, -5},
			{9, 10, 1}, {10, 11, 1}, {9, 11, 1},
		},
		want: 5,
	},
	{
		// The same trap at the largest weight accepted: the middle edge is heavier by one, the
		// two ends win by MaxEdgeWeight - 2. Duals reach four times MaxEdgeWeight; nothing
		// may overflow.
		name: "huge weights", n: 4,
		edges: []Edge{{0, 1, MaxEdgeWeight - 1}, {1, 2, MaxEdgeWeight}, {2, 3, MaxEdgeWeight - 1}},
		want:  2*MaxEdgeWeight - 2,
	},
	{
		// A McMahon-like group of five at 5e14 with seeding differences of 1e6: odd, so one
		// player floats, and the best pairing leaves out the player whose edges are weakest
		// (e, at 5e14 + 1 on every edge): a-b and c-d at 5e14 + 3e6 each, 1e15 + 6e6 in all.
		name: "odd group at McMahon scale", n: 5,
		edges: []Edge{
			{0, 1, 5e14 + 3e6}, {0, 2, 5e14 + 2e6}, {0, 3, 5e14 + 1e6}, {0, 4, 5e14 + 1},
			{1, 2, 5e14 + 1e6}, {1, 3, 5e14 + 2e6}, {1, 4, 5e14 + 1},
			{2, 3, 5e14 + 3e6}, {2, 4, 5e14 + 1}, {3, 4, 5e14 + 1},
		},
		want: 1e15 + 6e6,
	},
}

// TestHardCases runs every hand-built case from the greedy start and the textbook start, and
// cross-checks the hand-argued optimum with exhaustive search.
func TestHardCases(t *testing.T) {
	for _, c := range hardCases {
		t.Run(c.name, func(t *testing.T) {
			if got := bruteMaxWeight(c.n, c.edges); got != c.want {
				t.Fatalf("brute force finds %d, the argument says %d", got, c.want)
			}
			for start, solve := range map[string]func(int, []Edge) (Matching, error){"greedy": MaxWeight, "textbook": solveTextbook} {
				m, err := solve(c.n, c.edges)
				if err != nil {
					t.Fatalf("%s: %v", start, err)
				}
				if m.Weight != c.want {
					t.Errorf("%s: weight %d, want %d", start, m.Weight, c.want)
				}
				if err := Verify(c.n, c.edges, m); err != nil {
					t.Errorf("%s: %v", start, err)
				}
				if c.blossom && len(m.Duals.Blossoms) == 0 {
					t.Errorf("%s: certificate without a blossom", start)
				}
			}
		})
	}
}
