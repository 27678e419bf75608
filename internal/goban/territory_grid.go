package goban

import "sync"

// grid is the rectangular board the territory analysis works on. Scoring uses square positions,
// but the analysis is written for any width and height so that narrow test boards (1xN) exercise
// the edge cases of eye and seki detection.
type Grid struct {
	w, h   int
	stones []Color
	dead   []bool // nil: no stone is dead
	liveAt []Color
	adj    *adjacency
	nbs    [][]int // adj.nbs, kept here to save a load on the hottest path
}

// NewGrid makes the grid of a w x h board; dead may be nil.
func NewGrid(w, h int, stones []Color, dead []bool) *Grid {
	g := &Grid{w: w, h: h, stones: stones, dead: dead, adj: adjacencyFor(w, h)}
	g.nbs = g.adj.nbs
	if dead == nil {
		g.dead = make([]bool, len(stones))
	}
	g.liveAt = make([]Color, len(stones))
	for i, c := range stones {
		if !g.dead[i] {
			g.liveAt[i] = c
		}
	}
	return g
}

// adjacency lists each point's on-board neighbours in one slab: those of point i are
// list[start[i]:start[i+1]]. The analyses walk neighbours millions of times, and the table saves
// the divisions and the copying.
type adjacency struct {
	start []int
	list  []int
	nbs   [][]int // nbs[i] is list[start[i]:start[i+1]]
}

// adjacencies caches one table per board shape (key w<<16 | h).
var adjacencies sync.Map

func adjacencyFor(w, h int) *adjacency {
	key := w<<16 | h
	if t, ok := adjacencies.Load(key); ok {
		return t.(*adjacency)
	}
	t := &adjacency{start: make([]int, 0, w*h+1)}
	for i := range w * h {
		t.start = append(t.start, len(t.list))
		x, y := i%w, i/w
		if y > 0 {
			t.list = append(t.list, i-w)
		}
		if y < h-1 {
			t.list = append(t.list, i+w)
		}
		if x > 0 {
			t.list = append(t.list, i-1)
		}
		if x < w-1 {
			t.list = append(t.list, i+1)
		}
	}
	t.start = append(t.start, len(t.list))
	t.nbs = make([][]int, w*h)
	for i := range t.nbs {
		t.nbs[i] = t.list[t.start[i]:t.start[i+1]:t.start[i+1]]
	}
	actual, _ := adjacencies.LoadOrStore(key, t)
	return actual.(*adjacency)
}

// neighbours returns the on-board points orthogonally next to i; the caller must not modify
// the slice.
func (g *Grid) Neighbours(i int) []int { return g.nbs[i] }

// live reports whether a stone of colour c that is not marked dead stands on i.
func (g *Grid) Live(i int, c Color) bool { return g.liveAt[i] == c }

// onEdge reports whether i is on the first or last row or column.
func (g *Grid) onEdge(i int) bool {
	x, y := i%g.w, i/g.w
	return x == 0 || y == 0 || x == g.w-1 || y == g.h-1
}

// Width and Height are the grid's dimensions; Stones holds its points row by row (not to be
// modified), Dead marks the stones taken for dead.
func (g *Grid) Width() int         { return g.w }
func (g *Grid) Height() int        { return g.h }
func (g *Grid) Stones() []Color    { return g.stones }
func (g *Grid) Dead() []bool       { return g.dead }
func (g *Grid) Adjacency() [][]int { return g.nbs }

// LiveAt returns the colour of the stone on i when it is not taken for dead, else Empty.
func (g *Grid) LiveAt(i int) Color { return g.liveAt[i] }
