package matching

import (
	"cmp"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// Classes sort the vertices of a complete graph into classes and bound the weight of every
// pair between two classes, so that the optimality proof can settle whole blocks of pairs
// without computing their weights.
//
// A McMahon round gives them naturally: players of score groups far apart cannot beat the
// duals of players paired inside their groups, since the score difference term alone costs
// more than every term below it can give back.
type Classes struct {
	// Of[v] is the class of vertex v, from 0 to the number of classes - 1.
	Of []int
	// Bound(a, b), a <= b, must be at least weight(i, j) for every pair of distinct vertices i
	// of class a and j of class b. A pair whose weight turns out above it when it is computed
	// is reported as ErrBound; pairs whose weight is not computed rely on it.
	Bound func(a, b int) int64
	// Tag, when set, refines the bounds pair by pair: Tag[v] is a small number of vertex v,
	// from 0 to MaxTags-1, and Less(s, t) >= 0 is how far below its classes' bound every pair
	// of a vertex of tag s and another of tag t weighs:
	// weight(i, j) <= Bound(class i, class j) - Less(tag i, tag j). A term of the weight that
	// varies across every class, but is known from a property of each end (OpenGotha's colour
	// balance from the two players' colour histories), is bounded this way without multiplying
	// the classes. Less is asked for s <= t only.
	Tag  []int
	Less func(s, t int) int64
	// Keep are pairs for the first solve besides the candidates, taken whatever their weight
	// (W is ignored), where a candidate goes to it only when it is among the heaviest
	// candidates of one of its ends. Pairs that a caller knows to be likely in the optimum,
	// but not heavy, save the solves that the proof would otherwise need to bring them in.
	Keep []Edge
}

// MaxTags is how many tags Classes may use.
const MaxTags = 8

// ErrBound reports a pair whose weight exceeds the bound of its classes: the classes cannot
// prove anything, and the caller's bound has to be fixed.
var ErrBound = errors.New("pair weight above its classes' bound")

// MaxWeightClasses is MaxWeightDense with a proof by blocks: the pairs between two classes are
// checked against the duals all at once when the bound allows, and one by one only where it
// does not. The weights of the pairs settled by a bound are never computed, so a round costs
// about the pairs that are close to being worth playing, not all n(n-1)/2.
//
// Why a block is settled without its weights: dual feasibility asks, for every pair i < j,
// y_i + y_j + (the duals of the blossoms holding both) >= 4 weight(i, j) in quarter units.
// Blossom duals are never negative, so y_i + y_j >= 4 Bound(class i, class j) is enough. Within
// a block (a, b), the pairs left to compute for a vertex i of class a are those j of class b
// with y_j < 4 Bound(a, b) - y_i: with the members of each class sorted by dual, they are a
// prefix of b's list, found without looking at the others, and a block with
// min y over a + min y over b >= 4 Bound(a, b) is settled whole. With tags, each class lists its
// members tag by tag, and the block of classes a, b and tags s, t has the bound
// Bound(a, b) - Less(s, t).
//
// weight is called from several goroutines at once and must be safe for that; it is called
// with i < j. Candidates are as for MaxWeightDense; cl.Keep adds pairs to the first solve.
func MaxWeightClasses(n int, weight func(i, j int) int64, candidates []Edge, cl Classes) (Matching, Stats, error) {
	var st Stats
	if err := checkGraph(n, candidates); err != nil {
		return Matching{}, st, err
	}
	ch, err := newClassCheck(n, weight, cl)
	if err != nil {
		return Matching{}, st, err
	}
	heaviest := newBestPairs(n, candidatesPerVertex)
	for _, c := range candidates {
		u, v := min(c.U, c.V), max(c.U, c.V)
		if u == v {
			continue
		}
		if w := weight(u, v); w > 0 {
			heaviest.add(u, v, w, -w)
		}
	}
	first := heaviest.pairs()
	if len(cl.Keep) > 0 {
		if err := checkGraph(n, cl.Keep); err != nil {
			return Matching{}, st, err
		}
		keep := make([]Edge, 0, len(cl.Keep))
		for _, c := range cl.Keep {
			keep = append(keep, Edge{U: min(c.U, c.V), V: max(c.U, c.V)})
		}
		keep = SortPairs(n, keep)
		first = mergePairs(first, keep, weight)
	}
	return improve(n, first, &st, func(m Matching) ([]Edge, error) {
		return ch.violated(m, &st)
	})
}

// comparePairs orders pairs (lower end first) by their ends.
func comparePairs(a, b Edge) int { return cmp.Or(cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V)) }

// mergePairs merges the sorted pairs keep, weighed by weight, into the sorted pairs first, each
// pair once; pairs of weight 0 or less are left out.
func mergePairs(first, keep []Edge, weight func(i, j int) int64) []Edge {
	out := make([]Edge, 0, len(first)+len(keep))
	i := 0
	for _, k := range keep {
		for i < len(first) && comparePairs(first[i], k) < 0 {
			out = append(out, first[i])
			i++
		}
		if i < len(first) && comparePairs(first[i], k) == 0 {
			continue
		}
		if k.W = weight(k.U, k.V); k.W > 0 {
			out = append(out, k)
		}
	}
	return append(out, first[i:]...)
}

// classCheck checks all pairs of a complete graph against duals, block by block.
type classCheck struct {
	n       int
	weight  func(i, j int) int64
	of      []int32
	k       int       // number of classes
	bound4  []int64   // bound4[a*k+b] is four times Bound(min(a,b), max(a,b))
	tags    int       // number of tags, 1 without Classes.Tag
	tag     []int8    // tag of each vertex
	less4   []int64   // less4[s*tags+t] is four times Less(min(s,t), max(s,t))
	members [][]int32 // per class, its vertices by tag, those of a tag sorted by dual before each check
	// tagStart[c][t] is where the members of class c with tag t begin in members[c];
	// tagStart[c][tags] is their number.
	tagStart [][]int32
	// runEnd[c][q] is the first position after q in members[c] whose vertex lies in another
	// outermost blossom than the vertex at q (or in none); set before each check.
	runEnd [][]int32
	memo   *rowMemo // the blossoms of the previous check, nil before the first
}

func newClassCheck(n int, weight func(i, j int) int64, cl Classes) (*classCheck, error) {
	if len(cl.Of) != n {
		return nil, fmt.Errorf("%w: classes given for %d vertices, not %d", ErrInvalid, len(cl.Of), n)
	}
	k := 0
	for v, c := range cl.Of {
		if c < 0 || c >= n {
			return nil, fmt.Errorf("%w: vertex %d has class %d outside 0..%d", ErrInvalid, v, c, n-1)
		}
		k = max(k, c+1)
	}
	ch := &classCheck{n: n, weight: weight, of: make([]int32, n), k: k, tags: 1, tag: make([]int8, n), less4: []int64{0},
		members: make([][]int32, k), tagStart: make([][]int32, k), runEnd: make([][]int32, k)}
	if cl.Tag != nil {
		if err := ch.setTags(cl); err != nil {
			return nil, err
		}
	}
	for v, c := range cl.Of {
		ch.of[v] = int32(c)
		ch.members[c] = append(ch.members[c], int32(v))
	}
	for c, mem := range ch.members {
		ch.runEnd[c] = make([]int32, len(mem))
		slices.SortStableFunc(mem, func(i, j int32) int { return cmp.Compare(ch.tag[i], ch.tag[j]) })
		start := make([]int32, ch.tags+1)
		for _, v := range mem {
			start[ch.tag[v]+1]++
		}
		for t := range ch.tags {
			start[t+1] += start[t]
		}
		ch.tagStart[c] = start
	}
	// The bounds do not change between solves: one table, asked once per pair of classes.
	ch.bound4 = make([]int64, k*k)
	for a := range k {
		for b := a; b < k; b++ {
			if len(ch.members[a]) == 0 || len(ch.members[b]) == 0 || a == b && len(ch.members[a]) < 2 {
				continue
			}
			w := cl.Bound(a, b)
			if w > MaxEdgeWeight {
				return nil, fmt.Errorf("%w: bound %d of classes %d and %d exceeds %d", ErrInvalid, w, a, b, MaxEdgeWeight)
			}
			ch.bound4[a*k+b], ch.bound4[b*k+a] = 4*max(w, 0), 4*max(w, 0)
		}
	}
	return ch, nil
}

// setTags takes the tags and their Less of cl, checked.
func (ch *classCheck) setTags(cl Classes) error {
	if len(cl.Tag) != ch.n {
		return fmt.Errorf("%w: tags given for %d vertices, not %d", ErrInvalid, len(cl.Tag), ch.n)
	}
	if cl.Less == nil {
		return fmt.Errorf("%w: tags without Less", ErrInvalid)
	}
	for v, t := range cl.Tag {
		if t < 0 || t >= MaxTags {
			return fmt.Errorf("%w: vertex %d has tag %d outside 0..%d", ErrInvalid, v, t, MaxTags-1)
		}
		ch.tag[v] = int8(t)
		ch.tags = max(ch.tags, t+1)
	}
	T := ch.tags
	ch.less4 = make([]int64, T*T)
	for s := range T {
		for t := s; t < T; t++ {
			l := cl.Less(s, t)
			if l < 0 || l > MaxEdgeWeight {
				return fmt.Errorf("%w: Less(%d, %d) = %d is outside 0..%d", ErrInvalid, s, t, l, MaxEdgeWeight)
			}
			ch.less4[s*T+t], ch.less4[t*T+s] = 4*l, 4*l
		}
	}
	return nil
}

// block is a pair of classes a <= b whose bound does not settle all its pairs.
type block struct {
	a, b int
	w4   int64 // four times the bound
}

// violated checks every pair of the complete graph against the duals of m and returns, for
// each vertex, up to maxAddPerVertex of its pairs with the most negative slack. Pairs whose
// weight is computed count in st.PairsChecked, the others in st.PairsBounded.
//
// The slack of a pair i, j is y_i + y_j + zsum - 4w, zsum the duals of the blossoms holding
// both. Pairs that no blossom holds together (zsum = 0) are settled block by block from the
// vertex duals sorted per class (see checkBlock). The pairs inside one outermost blossom are
// visited in the blossom's leaf order, where zsum comes from a running minimum in constant
// time (see nesting.leafOrder): each costs a few additions and a table look-up of its
// classes' bound, and its weight is computed only when the duals fall short of the bound.
// Blossoms of a McMahon round hold a large share of the dual, so leaving zsum out for them
// would compute far more weights.
func (ch *classCheck) violated(m Matching, st *Stats) ([]Edge, error) {
	nt, err := newNesting(ch.n, m.Duals.Blossoms)
	if err != nil {
		return nil, err
	}
	y := m.Duals.Vertex
	byDual := func(i, j int32) int {
		if y[i] != y[j] {
			if y[i] < y[j] {
				return -1
			}
			return 1
		}
		return int(i - j)
	}
	for c, mem := range ch.members {
		for t, start := range ch.tagStart[c][:ch.tags] {
			slices.SortFunc(mem[start:ch.tagStart[c][t+1]], byDual)
		}
	}
	order, runs, join := nt.leafOrder()
	top := make([]int32, ch.n)
	for v := range top {
		top[v] = -1
	}
	for r := 0; r+1 < len(runs); r++ {
		for _, v := range order[runs[r]:runs[r+1]] {
			top[v] = int32(r)
		}
	}
	// Runs of members of one outermost blossom in each class's order: checkBlock steps over
	// such a run in one step when its vertex lies in the same blossom (a run that goes on past
	// the end of a tag's members ends the block's row).
	for c, mem := range ch.members {
		re := ch.runEnd[c]
		for q := len(mem) - 1; q >= 0; q-- {
			if q+1 < len(mem) && top[mem[q]] >= 0 && top[mem[q+1]] == top[mem[q]] {
				re[q] = re[q+1]
			} else {
				re[q] = int32(q + 1)
			}
		}
	}
	// The blossom rows read, per position of the leaf order, the vertex's dual and class and
	// the depth and dual sum of the smallest blossom joining it to the next: copied here in
	// leaf order, so that a row reads them in sequence rather than by vertex.
	rowsAt := make([]leafPos, len(order))
	pos := make([]int32, ch.n)
	for q, v := range order {
		pos[v] = int32(q)
		rowsAt[q] = leafPos{y: y[v], zsum: 0, class: ch.of[v], depth: -1, tag: int32(ch.tag[v])}
		if b := join[q]; b >= 0 {
			rowsAt[q].zsum, rowsAt[q].depth = nt.zsum[b], nt.depth[b]
		}
	}
	// A row passes over the rest of the outermost blossom settled by the previous check that
	// holds its vertex (see rowMemo): the pairs it holds have the slacks they had then.
	spans := ch.memo.compare(&nt, m.Duals.Blossoms, y, pos)
	for b, settled := range spans.settled {
		if p := nt.parent[b]; settled && (p < 0 || !spans.settled[p]) {
			for q := spans.start[b]; q < spans.end[b]; q++ {
				rowsAt[q].skip = spans.end[b] - q - 1
			}
		}
	}
	// The least dual of each class, over its tags, settles most blocks at once.
	least := make([]int64, ch.k)
	for c, mem := range ch.members {
		least[c] = -1
		for t := range ch.tags {
			if p := ch.tagStart[c][t]; p < ch.tagStart[c][t+1] && (least[c] < 0 || y[mem[p]] < least[c]) {
				least[c] = y[mem[p]]
			}
		}
	}
	var blocks []block
	for a := range ch.members {
		for b := a; b < ch.k; b++ {
			w4 := ch.bound4[a*ch.k+b]
			if w4 == 0 || least[a]+least[b] >= w4 {
				continue // empty, no pair of the block is worth pairing, or all are settled
			}
			blocks = append(blocks, block{a: a, b: b, w4: w4})
		}
	}
	// Work items: the blocks left, then the rows of the outermost blossoms in leaf order, in
	// chunks. They are shared among the cores; each worker keeps its own worst pairs and the
	// first error stops them all.
	const rowsPerItem = 32
	var rows [][2]int32
	for r := 0; r+1 < len(runs); r++ {
		for p := runs[r]; p < runs[r+1]; p += rowsPerItem {
			rows = append(rows, [2]int32{int32(r), p})
		}
	}
	items := len(blocks) + len(rows)
	workers := min(runtime.GOMAXPROCS(0), max(1, items))
	worst := make([]*bestPairs, workers)
	dirty := make([][]int32, workers)
	checked := make([]int64, workers)
	visited := make([]int64, workers)
	var next atomic.Int64
	var failed atomic.Bool
	var once sync.Once
	var firstErr error
	var wg sync.WaitGroup
	for w := range workers {
		worst[w] = newBestPairs(ch.n, maxAddPerVertex)
		wg.Add(1)
		go func() {
			defer wg.Done()
			// The count is kept here and stored once: the workers' entries of checked share
			// a cache line.
			var sum, walked int64
			defer func() { checked[w], visited[w] = sum, walked }()
			for !failed.Load() {
				k := int(next.Add(1) - 1)
				var c, v int64
				var err error
				switch {
				case k < len(blocks):
					c, v, err = ch.checkBlock(blocks[k], y, top, worst[w])
				case k < items:
					row := rows[k-len(blocks)]
					end := min(row[1]+rowsPerItem, runs[row[0]+1])
					c, v, err = ch.checkBlossomRows(order[row[1]:runs[row[0]+1]], rowsAt[row[1]:runs[row[0]+1]], int(end-row[1]), worst[w], &dirty[w])
				default:
					return
				}
				sum += c
				walked += v
				if err != nil {
					once.Do(func() { firstErr = err })
					failed.Store(true)
					return
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	ch.memo = newRowMemo(&nt, y, spans, dirty)
	var nChecked int64
	for w := range workers {
		nChecked += checked[w]
		st.PairsVisited += visited[w]
		if w > 0 {
			worst[0].merge(worst[w])
		}
	}
	st.PairsChecked += nChecked
	st.PairsBounded += int64(ch.n)*int64(ch.n-1)/2 - nChecked
	return worst[0].pairs(), nil
}

// checkBlock computes the pairs of block bl whose vertex duals do not reach its bound, except
// those inside one outermost blossom (top), which checkBlossomRows sees; it offers the pairs
// with negative slack to worst and returns how many it computed and how many it looked at
// (computed or passed over as inside one blossom). The members of each class
// are sorted by dual, so for each vertex i of class a the pairs to compute are a prefix of b;
// once y_i alone settles b's first member, every later i is settled too.
func (ch *classCheck) checkBlock(bl block, y []int64, top []int32, worst *bestPairs) (computed, visited int64, err error) {
	sa, sb := ch.tagStart[bl.a], ch.tagStart[bl.b]
	for s := range ch.tags {
		t0 := 0
		if bl.a == bl.b {
			t0 = s
		}
		for t := t0; t < ch.tags; t++ {
			w4 := bl.w4 - ch.less4[s*ch.tags+t]
			if w4 <= 0 || sa[s] == sa[s+1] || sb[t] == sb[t+1] {
				continue
			}
			c, v, err := ch.checkTags(ch.members[bl.a][sa[s]:sa[s+1]], ch.members[bl.b][sb[t]:sb[t+1]], ch.runEnd[bl.b][sb[t]:sb[t+1]],
				sb[t], bl.a == bl.b && s == t, w4, y, top, worst)
			computed += c
			visited += v
			if err != nil {
				return computed, visited, err
			}
		}
	}
	return computed, visited, nil
}

// checkTags is checkBlock for the members ma of one class and tag and mb of another (or the
// same, when same is set), bound w4; re are the run ends of mb, positions counted from off.
func (ch *classCheck) checkTags(ma, mb, re []int32, off int32, same bool, w4 int64, y []int64, top []int32, worst *bestPairs) (computed, visited int64, err error) {
	for p, i := range ma {
		need := w4 - y[i]
		first := 0
		if same {
			first = p + 1
		}
		if first >= len(mb) || y[mb[first]] >= need {
			break
		}
		for q := first; q < len(mb); q++ {
			j := mb[q]
			if y[j] >= need {
				break
			}
			visited++
			if top[i] >= 0 && top[i] == top[j] {
				// The rest of j's run lies in i's blossom too: step over it.
				q = int(re[q]-off) - 1
				continue
			}
			computed++
			if _, err := ch.offer(int(min(i, j)), int(max(i, j)), y[i]+y[j], w4, worst); err != nil {
				return computed, visited, err
			}
		}
	}
	return computed, visited, nil
}

// leafPos is what the blossom rows read at a position q of an outermost blossom's leaf order:
// the dual and class of the vertex there, and the depth and dual sum (zsum) of the smallest
// blossom holding the vertices at q and q+1.
type leafPos struct {
	y, zsum           int64
	class, depth, tag int32
	skip              int32 // positions after q whose pairs with q need no check (see rowMemo)
}

// checkBlossomRows checks the pairs of the first rows positions of order (the rest of an
// outermost blossom's leaf order from the first row on) with the positions after them; at
// holds what is read at each position (see leafPos). The smallest blossom holding the vertices
// at p and q > p is the shallowest of the joins at p..q-1. A row starts after the positions
// its skip passes over: they lie in a blossom settled by the previous check, and the joins
// inside it are all deeper than the join at its end. It returns the pairs computed and those
// looked at, and appends the ends of violated pairs to dirty.
func (ch *classCheck) checkBlossomRows(order []int32, at []leafPos, rows int, worst *bestPairs, dirty *[]int32) (computed, visited int64, err error) {
	for p := 0; p < rows; p++ {
		yi := at[p].y
		ci := int(at[p].class) * ch.k
		ti := int(at[p].tag) * ch.tags
		depth, zsum := int32(-1), int64(0)
		first := p + 1 + int(at[p].skip)
		visited += int64(len(order) - first)
		for q := first; q < len(order); q++ {
			if d := at[q-1].depth; depth == -1 || d < depth {
				depth, zsum = d, at[q-1].zsum
			}
			w4 := ch.bound4[ci+int(at[q].class)] - ch.less4[ti+int(at[q].tag)]
			sum := yi + at[q].y + zsum
			if sum >= w4 {
				continue
			}
			computed++
			i, j := order[p], order[q]
			violated, err := ch.offer(int(min(i, j)), int(max(i, j)), sum, w4, worst)
			if err != nil {
				return computed, visited, err
			}
			if violated {
				*dirty = append(*dirty, i, j)
			}
		}
	}
	return computed, visited, nil
}

// offer computes the weight of the pair u < v, whose duals (blossoms included where known)
// sum to sum, checks it against four times its classes' bound w4, and offers the pair to
// worst if its slack is negative, which it reports.
func (ch *classCheck) offer(u, v int, sum, w4 int64, worst *bestPairs) (bool, error) {
	w := ch.weight(u, v)
	if w > w4/4 {
		return false, fmt.Errorf("%w: weight(%d, %d) = %d, bound of classes %d and %d (tags %d and %d) is %d", ErrBound, u, v, w,
			ch.of[u], ch.of[v], ch.tag[u], ch.tag[v], w4/4)
	}
	if w > 0 && sum-4*w < 0 {
		worst.add(u, v, w, sum-4*w)
		return true, nil
	}
	return false, nil
}
