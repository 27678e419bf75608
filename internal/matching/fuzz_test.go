package matching

import "testing"

// FuzzMaxWeight decodes a small graph from bytes and compares MaxWeight with exhaustive search.
// The first byte gives the number of vertices (up to 12), then every three bytes an edge: two
// endpoints and a weight byte. The weight byte picks among small values, ties, zero, negative
// and near-maximal weights, so the fuzzer reaches both tie-breaking and overflow margins.
func FuzzMaxWeight(f *testing.F) {
	f.Add([]byte{3, 0, 1, 10, 1, 2, 10, 0, 2, 10})
	f.Add([]byte{6, 0, 1, 10, 1, 2, 10, 0, 2, 10, 0, 3, 8, 1, 4, 8, 2, 5, 8})
	f.Add([]byte{4, 0, 1, 2, 1, 2, 3, 2, 3, 2})
	f.Add([]byte{7, 0, 1, 10, 1, 2, 10, 0, 2, 10, 2, 3, 9, 3, 4, 9, 4, 5, 9, 5, 6, 9, 6, 0, 9})
	f.Add([]byte{5, 0, 1, 250, 1, 2, 255, 2, 3, 250, 3, 4, 128, 4, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		n := int(data[0]) % 13
		if n == 0 {
			return
		}
		var edges []Edge
		for i := 1; i+2 < len(data) && len(edges) < 80; i += 3 {
			u, v := int(data[i])%n, int(data[i+1])%n
			if u == v {
				continue
			}
			edges = append(edges, Edge{U: u, V: v, W: fuzzWeight(data[i+2])})
		}
		m, err := MaxWeight(n, edges)
		if err != nil {
			t.Fatalf("n=%d edges=%v: %v", n, edges, err)
		}
		if want := bruteMaxWeight(n, edges); m.Weight != want {
			t.Fatalf("n=%d edges=%v: weight %d, brute force %d", n, edges, m.Weight, want)
		}
	})
}

// fuzzWeight maps a byte to a weight: 0..127 small, 128..191 on a coarse scale with many
// ties, 192..223 zero or negative, the rest within 32 of MaxEdgeWeight.
func fuzzWeight(b byte) int64 {
	switch {
	case b < 128:
		return int64(b)
	case b < 192:
		return int64(b-128) % 4 * 1e14
	case b < 224:
		return -int64(b - 192)
	default:
		return MaxEdgeWeight - int64(255-b)
	}
}
