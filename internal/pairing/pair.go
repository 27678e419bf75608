// Package pairing pairs a round of a McMahon or Swiss tournament as OpenGotha does: every
// possible game gets OpenGotha's integer cost (avoid repeated games, balance colours, keep
// scores close, draw up and down fairly, seed inside score groups, mix clubs and countries)
// and the round is the matching of largest total cost, found exactly and proved optimal.
// It also chooses the bye, the colours and handicaps, numbers the tables, and makes round
// robin schedules from Berger tables.
package pairing

import (
	"cmp"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/hoshi-go/hoshi/internal/matching"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Options narrow a pairing.
type Options struct {
	// Players are the players to pair; nil means every player who takes part in the round
	// (final registration, not absent) and has neither a game nor the bye in it yet.
	Players []tournament.PlayerID
	// Fixed are games the director set by hand for this round; their players are not paired
	// again and the games are kept as they are (tables are numbered with the others).
	Fixed []tournament.Game
}

// choosePool returns the players to pair in round and the bye, if the number is odd.
func choosePool(t *tournament.Tournament, round int, opts Options) ([]tournament.PlayerID, tournament.PlayerID, error) {
	if round < 1 || round > t.Settings.Rounds {
		return nil, 0, errorf("round %d: the tournament has rounds 1 to %d", round, t.Settings.Rounds)
	}
	busy := map[tournament.PlayerID]bool{}
	for _, g := range t.Games {
		if g.Round == round {
			busy[g.White], busy[g.Black] = true, true
		}
	}
	existingBye := t.ByeIn(round)
	if existingBye != 0 {
		busy[existingBye] = true
	}
	for _, g := range opts.Fixed {
		for _, id := range []tournament.PlayerID{g.White, g.Black} {
			if _, err := pairable(t, id, round, busy); err != nil {
				return nil, 0, errorf("fixed game: %w", err)
			}
			busy[id] = true
		}
	}
	var pool []tournament.PlayerID
	if opts.Players == nil {
		for i := range t.Players {
			p := &t.Players[i]
			if p.Status == tournament.Final && p.Plays(round) && !busy[p.ID] {
				pool = append(pool, p.ID)
			}
		}
	} else {
		seen := map[tournament.PlayerID]bool{}
		for _, id := range opts.Players {
			p, err := pairable(t, id, round, busy)
			switch {
			case err != nil:
				return nil, 0, errorf("%w", err)
			case seen[id]:
				return nil, 0, errorf("%s is listed twice", p.FullName())
			}
			seen[id] = true
			pool = append(pool, id)
		}
	}
	var bye tournament.PlayerID
	if len(pool)%2 == 1 {
		if existingBye != 0 {
			return nil, 0, errorf("round %d: odd number of players and the bye is already given", round)
		}
		bye = chooseBye(t, round, pool)
		pool = slices.DeleteFunc(pool, func(id tournament.PlayerID) bool { return id == bye })
	}
	return pool, bye, nil
}

// pairable returns the player id names if he can be paired in round: registered in the
// tournament with a final registration, taking part in the round, and neither playing nor
// sitting out in it yet.
func pairable(t *tournament.Tournament, id tournament.PlayerID, round int, busy map[tournament.PlayerID]bool) (*tournament.Player, error) {
	p := t.Player(id)
	switch {
	case p == nil:
		return nil, fmt.Errorf("unknown player %d", id)
	case !p.Plays(round):
		return nil, fmt.Errorf("%s does not take part in round %d", p.FullName(), round)
	case p.Status != tournament.Final:
		return nil, fmt.Errorf("%s: registration is not final", p.FullName())
	case busy[id]:
		return nil, fmt.Errorf("%s already plays in round %d", p.FullName(), round)
	}
	return p, nil
}

// Result is a paired round.
type Result struct {
	// Games are the fixed games and the new ones, in table order, tables numbered.
	Games []tournament.Game
	// Bye is the player who sits out, or 0.
	Bye tournament.PlayerID
	// Costs are the costs of Games (zero for fixed games): why each pair was chosen.
	Costs []Cost
	// Proof tells how the matching was found and proved optimal over all pairs.
	Proof matching.Stats
	// Violations are the constraints the round does not keep (pairs kept apart who meet, fixed
	// tables not given), for the director to see; none when every constraint holds.
	Violations []Violation
	// LevelTables lists the tables of games level on everything OpenGotha numbers tables by
	// (the criteria and rating of each game's weaker player), one list per run of such games:
	// OpenGotha may number the games of a run in any order (see numberTables).
	LevelTables [][]int
}

// Pair pairs round (1-based) of t with the tournament's pairing parameters. The games of
// earlier rounds are the history; t is not modified. The pairing is a maximum-weight matching
// of OpenGotha's costs over all pairs of the players to pair, proved optimal by its duals.
// A round-robin tournament follows the Berger tables instead, over its finally registered
// players in registration order.
func Pair(t *tournament.Tournament, round int, opts Options) (*Result, error) {
	if t.Settings.System == tournament.RoundRobin {
		var ids []tournament.PlayerID
		for i := range t.Players {
			if t.Players[i].Status == tournament.Final {
				ids = append(ids, t.Players[i].ID)
			}
		}
		res, err := RoundRobin(t, ids, round)
		if err != nil {
			return nil, err
		}
		numberConstrainedTables(t, round, res)
		res.Violations = append(avoidViolations(t, res.Games, nil), res.Violations...)
		return res, nil
	}
	pool, bye, err := choosePool(t, round, opts)
	if err != nil {
		return nil, err
	}
	res := &Result{Bye: bye}
	f := newField(t, round)
	idx := f.listOrder(pool)
	f.listPos = make(map[int]int, len(idx))
	for u, i := range idx {
		f.listPos[i] = u
	}
	if len(idx) > 0 {
		m, stats, err := f.match(idx)
		if err != nil {
			return nil, errorf("round %d: %w", round, err)
		}
		res.Proof = stats
		m.Mate = f.openGothaTies(idx, m)
		hd := handicaps{f: f, cache: map[[2]int]tournament.Game{}}
		for u, v := range m.Mate {
			if v < 0 {
				return nil, errorf("round %d: %s left unpaired", round, f.players[idx[u]].player.FullName())
			}
			if u > v {
				continue
			}
			white, black, _ := f.colours(idx[u], idx[v])
			res.Games = append(res.Games, hd.game(round, white, black))
			res.Costs = append(res.Costs, f.cost(idx[u], idx[v]))
		}
	}
	for _, g := range opts.Fixed {
		g.Round = round
		res.Games = append(res.Games, g)
		res.Costs = append(res.Costs, Cost{})
	}
	f.numberTables(t, res)
	res.Violations = append(avoidViolations(t, res.Games, opts.Fixed), res.Violations...)
	return res, nil
}

// match pairs the players idx (field indices) by a maximum-weight matching of their costs,
// proved optimal over all pairs: by blocks of classes (see classes) when the pairing weights
// allow it, pair by pair otherwise.
func (f *field) match(idx []int) (matching.Matching, matching.Stats, error) {
	keys := f.keysOf(idx)
	weight := func(u, v int) int64 { return f.costOf(&keys[u], &keys[v]).Total }
	cl, cls, ok := f.classes(idx, 0)
	if !ok {
		cand, _ := f.candidates(idx, weight, nil)
		return matching.MaxWeightDense(len(idx), weight, cand)
	}
	search := &classBounds{cl, cls}
	largest := 0
	for _, i := range idx {
		largest = max(largest, f.players[i].groupSize)
	}
	if f.seedSystem() != tournament.SplitAndRandom && largest > placeClasses*candidateSlice {
		fine, fineCls, _ := f.classes(idx, candidateSlice)
		search = &classBounds{fine, fineCls}
	}
	cand, seeds := f.candidates(idx, weight, search)
	cl.Keep = seeds
	return matching.MaxWeightClasses(len(idx), weight, cand, cl)
}

// classBounds are the classes of the players to pair and their pair bounds, which let
// candidates skip the classes that cannot hold a player's best partners.
type classBounds struct {
	matching.Classes
	info []class
}

// less is what the colour tags s and t take off a bound (see classes).
func (cb *classBounds) less(s, t int) int64 {
	return cb.Less(min(s, t), max(s, t))
}

// How many of his best partners each player brings to the first solve: from his own score
// group, and from each adjacent group (someone must be drawn up or down when a group is odd).
const (
	candidatesInGroup  = 10
	candidatesAdjacent = 4
)

// candidateSlice is the most places of a score group that one class of the candidate search
// holds. The check's classes cut every group into 16 slices (see placeClasses), which at
// 10,000 players holds 40-75 places each: a player's search then costed whole slices around
// his best partners, 200-350 weights per player against 45 at 1,000 players. Slices of 8
// places cost 3-18% less CPU in the split-and-fold rounds of 10,000 players; slices of 4 cost
// more classes than they saved, and 16 did as well as 8. Under split and random every class of
// the other half has the same bound, and finer classes only cost more of them: there the
// search keeps the check's classes.
const candidateSlice = 8

// candidates are the pairs the matching tries first: for each player, his best partners by
// cost in his own and in the adjacent score groups (ties by place in the list), and his
// neighbours in the standings. A sparse first graph keeps the solve fast on large fields; the
// dual check over all pairs then adds any pair that could still improve the pairing.
//
// With classes, a group's classes are visited by decreasing bound and the search stops when
// the next bound is below the k-th best weight found; inside a class, the members of a colour
// tag whose bound (less what the two tags take off) is below it are passed over. The same
// partners, found without costing the whole group: the weights of a large group's far places,
// of same-club pairs and of players whose colours do not suit fall well below its best ones.
//
// It also returns, apart, the seeding pairs and the colour fold's pairs among them (see
// seedPartners and colourPartners), which the first solve takes whatever their weights.
func (f *field) candidates(idx []int, weight func(u, v int) int64, cb *classBounds) (cand, seeds []matching.Edge) {
	byGroup := map[int][]int{}
	for u, i := range idx {
		byGroup[f.players[i].group] = append(byGroup[f.players[i].group], u)
	}
	// byPlace[g][place] is the player at that place of group g, -1 when he is not paired here.
	byPlace := map[int][]int{}
	for u, i := range idx {
		e := &f.players[i]
		at := byPlace[e.group]
		if at == nil {
			at = make([]int, e.groupSize)
			for k := range at {
				at[k] = -1
			}
			byPlace[e.group] = at
		}
		at[e.place] = u
	}
	// Classes of each group, and the members of each class and colour tag
	// (members[c*matching.MaxTags+t]), each listed once.
	classesOf := map[int][]int{}
	var members [][]int
	if cb != nil {
		members = make([][]int, len(cb.info)*matching.MaxTags)
		for u, c := range cb.Of {
			l := c*matching.MaxTags + cb.Tag[u]
			members[l] = append(members[l], u)
		}
		for c := range cb.info {
			if slices.ContainsFunc(members[c*matching.MaxTags:(c+1)*matching.MaxTags], func(m []int) bool { return len(m) > 0 }) {
				classesOf[cb.info[c].group] = append(classesOf[cb.info[c].group], c)
			}
		}
	}
	// Each player's partners are found on their own, on both cores (weight only reads the
	// field); the pairs are then sorted and each kept once, so the result does not depend on
	// how the players were shared out.
	workers := min(runtime.GOMAXPROCS(0), max(1, len(idx)/256))
	found := make([][]matching.Edge, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			found[w] = f.candidatesOf(idx, w*len(idx)/workers, (w+1)*len(idx)/workers, weight, cb, byGroup, classesOf, members)
		}()
	}
	wg.Wait()
	keep := func(u, v int) {
		seeds = append(seeds, matching.Edge{U: min(u, v), V: max(u, v)})
	}
	for u, i := range idx {
		f.seedPartners(u, &f.players[i], byPlace, keep)
	}
	f.colourPartners(idx, byPlace, keep)
	return matching.SortPairs(len(idx), slices.Concat(append(found, seeds)...)), seeds
}

// candidatesOf returns the candidate pairs (lower index first) of the players idx[from:to], as
// candidates describes; a pair may come twice.
func (f *field) candidatesOf(idx []int, from, to int, weight func(u, v int) int64, cb *classBounds,
	byGroup, classesOf map[int][]int, members [][]int) []matching.Edge {
	type partner struct {
		v int
		w int64
	}
	better := func(a, b partner) int { return cmp.Or(cmp.Compare(b.w, a.w), cmp.Compare(a.v, b.v)) }
	type bounded struct {
		c    int
		w, b int64 // the bound less the tags' least (unset in classBound), and the bound
	}
	var out []matching.Edge
	add := func(u, v int) {
		out = append(out, matching.Edge{U: min(u, v), V: max(u, v)})
	}
	var best []partner
	// What a pair of colour tags takes off a bound.
	var less [matching.MaxTags][matching.MaxTags]int64
	if cb != nil {
		for s := range matching.MaxTags {
			for t := range matching.MaxTags {
				less[s][t] = cb.less(s, t)
			}
		}
	}
	// The bound of each class of the groups g-1, g, g+1 for the class cu, and their orders
	// for each direction and colour tag, kept while the players of one class (who mostly come
	// one after the other) look for partners.
	var classBound [3][]bounded
	lastClass := -1
	var orders [3][matching.MaxTags][]bounded
	var ordered [3][matching.MaxTags]bool
	// orderOf lists the classes of group g+d for a player of class cu and tag tu, by
	// decreasing bound less the least that the tags of their members take off.
	orderOf := func(cu, tu, d, g int) []bounded {
		if cu != lastClass {
			for k := range classBound {
				classBound[k] = classBound[k][:0]
				for _, c := range classesOf[g+k-1] {
					classBound[k] = append(classBound[k], bounded{c: c, b: cb.Bound(min(cu, c), max(cu, c))})
				}
			}
			lastClass = cu
			ordered = [3][matching.MaxTags]bool{}
		}
		if ordered[d+1][tu] {
			return orders[d+1][tu]
		}
		ordered[d+1][tu] = true
		order := orders[d+1][tu][:0]
		for _, cw := range classBound[d+1] {
			off := int64(-1)
			for t := range matching.MaxTags {
				if len(members[cw.c*matching.MaxTags+t]) > 0 && (off < 0 || less[tu][t] < off) {
					off = less[tu][t]
				}
			}
			order = append(order, bounded{cw.c, cw.b - off, cw.b})
		}
		slices.SortFunc(order, func(a, b bounded) int { return cmp.Compare(b.w, a.w) })
		orders[d+1][tu] = order
		return order
	}
	for u := from; u < to; u++ {
		g := f.players[idx[u]].group
		for d := -1; d <= 1; d++ {
			k := candidatesAdjacent
			if d == 0 {
				k = candidatesInGroup
			}
			best = best[:0]
			if cb == nil {
				for _, v := range byGroup[g+d] {
					if v != u {
						best = append(best, partner{v, weight(min(u, v), max(u, v))})
					}
				}
				slices.SortFunc(best, better)
			} else {
				tu := cb.Tag[u]
				for _, o := range orderOf(cb.Of[u], tu, d, g) {
					if len(best) >= k && o.w < best[k-1].w {
						break
					}
					for t := range matching.MaxTags {
						if len(best) >= k && o.b-less[tu][t] < best[k-1].w {
							continue
						}
						for _, v := range members[o.c*matching.MaxTags+t] {
							if v == u {
								continue
							}
							// Keep the k best so far in order: insert p unless it comes after
							// all k of them.
							p := partner{v, weight(min(u, v), max(u, v))}
							if len(best) == k && better(p, best[k-1]) >= 0 {
								continue
							}
							if len(best) < k {
								best = append(best, p)
							}
							i := len(best) - 1
							for ; i > 0 && better(p, best[i-1]) < 0; i-- {
								best[i] = best[i-1]
							}
							best[i] = p
						}
					}
				}
			}
			for _, p := range best[:min(len(best), k)] {
				add(u, p.v)
			}
		}
		for v := u + 1; v < len(idx) && v <= u+2; v++ {
			add(u, v)
		}
	}
	return out
}

// seedPlaces is how far on either side of a player's seeding partner (the place the seeding
// term prefers) his candidates reach, whatever their weights.
const seedPlaces = 2

// seedPartners adds the players at and around u's seeding partner in his score group (the
// place the seeding term prefers), under split and fold or split and slip; split and random
// has no such place. In a large group the colour and geography terms (up to 1e6 and more)
// outweigh the seeding term's fall over dozens of places (5e6 times the square of the
// distance over the group's size), so a player's 10 best partners by weight are the
// partners near his seeding partner that suit his colour and club, shared by his neighbours
// in the group; the optimum still pairs most of the group at or within two places of the
// seeding partner, which the 10 best then miss.
func (f *field) seedPartners(u int, e *entrant, byPlace map[int][]int, add func(u, v int)) {
	var ideal []int
	switch f.seedSystem() {
	case tournament.SplitAndFold:
		ideal = []int{e.groupSize - 1 - e.place}
	case tournament.SplitAndSlip:
		ideal = []int{e.place - e.groupSize/2, e.place + e.groupSize/2}
	default:
		return
	}
	at := byPlace[e.group]
	for _, c := range ideal {
		for p := max(c-seedPlaces, 0); p <= min(c+seedPlaces, e.groupSize-1); p++ {
			if v := at[p]; v >= 0 && v != u {
				add(u, v)
			}
		}

	}
}

// colourFoldGroup is the least size of a score group whose colour fold (see colourPartners)
// goes to the first solve. In smaller groups a player's 10 best partners by weight reach
// across most of the group; measured on the synthetic fields, adding the fold there made
// rounds of 1,000-2,000 players up to 10% slower, and from groups of 100 players on, no field
// slower over its rounds.
const colourFoldGroup = 100

// colourPartners adds, under split and fold, the pairs of each large score group's colour fold,
// leaving out pairs who already met: the players who had White more often than Black (balance
// above 0), in place order, against those who had Black more often, from the last place up,
// the i-th of each list with the i-th of the other from its end.
//
// The colour term outweighs the seeding term's fall over nearly half a group, so the optimum
// pairs players of opposite colours wherever it can, and among those it folds one list against
// the other (the sum of the squares of c1+c2-(size-1) is least when the lists meet in opposite
// orders). Where one colour outnumbers the other over a stretch of places, that partner lies a
// dozen places or more from the seeding partner, beyond a player's 10 best partners by weight,
// and each such pair missing from the first solve cost solves: in round 4 of a 10,000-player
// field, 678 of the optimum's pairs, all in groups of 190-1,200 players, 423 of them these.
// Their neighbours in the other list are left out: with them, the first solve on some fields
// ended in blossoms holding nearly every player, whose duals the check of every pair then
// found violated by some 100,000 pairs.
func (f *field) colourPartners(idx []int, byPlace map[int][]int, add func(u, v int)) {
	if f.seedSystem() != tournament.SplitAndFold {
		return
	}
	link := func(a, b []int) {
		for i, u := range a[:min(len(a), len(b))] {
			if v := b[len(b)-1-i]; !f.met(&f.keys[idx[u]], &f.keys[idx[v]]) {
				add(u, v)
			}
		}
	}
	var white, black []int
	for _, at := range byPlace {
		if len(at) < colourFoldGroup {
			continue
		}
		white, black = white[:0], black[:0]
		for _, u := range at {
			if u < 0 {
				continue
			}
			switch b := f.players[idx[u]].balance; {
			case b > 0:
				white = append(white, u)
			case b < 0:
				black = append(black, u)
			}
		}
		link(white, black)
		link(black, white)
	}
}

// handicaps sets handicap, komi and prisoners of new games by the tournament's policy,
// asking it once per pair of pseudo ranks.
type handicaps struct {
	f     *field
	cache map[[2]int]tournament.Game
}

func (h *handicaps) game(round, white, black int) tournament.Game {
	w, b := &h.f.players[white], &h.f.players[black]
	key := [2]int{w.hdKey, b.hdKey}
	g, ok := h.cache[key]
	if !ok {
		g = h.f.askGame(w, b)
		h.cache[key] = g
	}
	g.Round, g.White, g.Black, g.KnownColor = round, w.player.ID, b.player.ID, true
	return g
}
