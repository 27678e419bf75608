package tournament

import "slices"

// directConfrontation fills the DC and SDC columns of values for every group of players
// tied on the criteria before position d (order is sorted by those criteria).
func (s *Scores) directConfrontation(order []int, values [][]int, d int) {
	crit := s.t.Settings.Criteria
	for lo := 0; lo < len(order); {
		hi := lo + 1
		for hi < len(order) && slices.Equal(values[order[lo]][:d], values[order[hi]][:d]) {
			hi++
		}
		if hi-lo > 1 {
			group := order[lo:hi]
			beats := s.beatsMatrix(group)
			sdc := simplifiedDC(beats)
			dc := directDC(beats, secondaryScores(group, values, crit, d))
			for gi, i := range group {
				for j, c := range crit {
					switch c {
					case CritDC:
						values[i][j] = dc[gi]
					case CritSDC:
						values[i][j] = sdc[gi]
					}
				}
			}
		}
		lo = hi
	}
}

// beatsMatrix says, for each pair of the group, who won the games between them: +1 if
// group[a] won more often than group[b], -1 if less, 0 if even or never met. Only games
// played over the board and won count: a forfeit proves nothing about strength.
func (s *Scores) beatsMatrix(group []int) [][]int {
	pos := make(map[int]int, len(group))
	for gi, i := range group {
		pos[i] = gi
	}
	m := make([][]int, len(group))
	for a := range m {
		m[a] = make([]int, len(group))
	}
	for a, i := range group {
		for k := 1; k <= s.rounds; k++ {
			x := s.at(i, k)
			g := s.games[x]
			if g == nil || g.ByDefault {
				continue
			}
			b, ok := pos[s.opp[x]]
			if !ok {
				continue
			}
			id := s.t.Players[i].ID
			switch {
			case g.Result == WhiteWins && g.White == id, g.Result == BlackWins && g.Black == id:
				m[a][b]++
			case g.Result == WhiteWins, g.Result == BlackWins:
				m[a][b]--
			}
		}
	}
	for a := range m {
		for b := range m[a] {
			m[a][b] = max(-1, min(1, m[a][b]))
		}
	}
	return m
}

// simplifiedDC (SDC) counts the wins of each player inside the tied group, but only when
// every two of them met with a decisive result: otherwise it says nothing (all 0).
func simplifiedDC(beats [][]int) []int {
	out := make([]int, len(beats))
	for a := range beats {
		for b := range beats[a] {
			if a != b && beats[a][b] == 0 {
				return make([]int, len(beats))
			}
			if beats[a][b] == 1 {
				out[a]++
			}
		}
	}
	return out
}

// secondaryScores ranks the group by the criteria after the DC one: the best gets the
// highest score, equal players the same. DC falls back on them between players who did not
// meet.
func secondaryScores(group []int, values [][]int, crit []Criterion, d int) []int {
	after := d + 1
	if c := slices.Index(crit, CritDC); c >= 0 {
		after = c + 1
	}
	idx := make([]int, len(group))
	for gi := range idx {
		idx[gi] = gi
	}
	rest := func(gi int) []int { return values[group[gi]][after:] }
	slices.SortStableFunc(idx, func(a, b int) int { return slices.Compare(rest(b), rest(a)) })
	sc := make([]int, len(group))
	place := 0
	for p, gi := range idx {
		if p > 0 && !slices.Equal(rest(gi), rest(idx[p-1])) {
			place = p
		}
		sc[gi] = len(group) - place
	}
	return sc
}

// directDC (DC) orders a tied group by the games between them: a player who beat another
// ranks above him, and the secondary scores decide where the games do not. Players on a
// cycle of wins (A beat B, B beat C, C beat A) form one block that keeps the wins and losses
// of its members against the others. The group is peeled from the bottom: each step takes
// the players who beat nobody left, keeps those with the lowest secondary score, and places
// them together. The value is higher for better players.
func directDC(beats [][]int, sc []int) []int {
	n := len(beats)
	comp := cyclesOf(beats)
	// wins[a][b]: a's block beat b, b outside a's block.
	wins := make([][]bool, n)
	for a := range wins {
		wins[a] = make([]bool, n)
	}
	for a := range n {
		for b := range n {
			if beats[a][b] != 1 || comp[a] == comp[b] {
				continue
			}
			for m := range n {
				if comp[m] == comp[a] {
					wins[m][b] = true
				}
			}
		}
	}
	// winsLeft[a]: how many players still to place a's block beat.
	winsLeft := make([]int, n)
	for a := range n {
		for b := range n {
			if wins[a][b] {
				winsLeft[a]++
			}
		}
	}
	left := make([]bool, n)
	for a := range left {
		left[a] = true
	}
	rank := make([]int, n)
	var cands []int
	for remaining := n; remaining > 0; remaining -= len(cands) {
		cands = cands[:0]
		for a := range n {
			if !left[a] || winsLeft[a] > 0 {
				continue
			}
			switch {
			case len(cands) == 0 || sc[a] == sc[cands[0]]:
				cands = append(cands, a)
			case sc[a] < sc[cands[0]]:
				cands = append(cands[:0], a)
			}
		}
		for _, b := range cands {
			rank[b] = 1 + remaining - len(cands)
			left[b] = false
			for a := range n {
				if wins[a][b] {
					winsLeft[a]--
				}
			}
		}
	}
	top := slices.Max(rank)
	dc := make([]int, n)
	for a := range dc {
		dc[a] = top - rank[a]
	}
	return dc
}

// cyclesOf numbers the strongly connected components of the "beat" graph (Tarjan): players
// with the same number are on a common cycle of wins.
func cyclesOf(beats [][]int) []int {
	n := len(beats)
	index, low, comp := make([]int, n), make([]int, n), make([]int, n)
	onStack := make([]bool, n)
	for a := range index {
		index[a], comp[a] = -1, -1
	}
	var stack []int
	next, ncomp := 0, 0
	var visit func(a int)
	visit = func(a int) {
		index[a], low[a] = next, next
		next++
		stack = append(stack, a)
		onStack[a] = true
		for b := range n {
			if beats[a][b] != 1 {
				continue
			}
			if index[b] < 0 {
				visit(b)
				low[a] = min(low[a], low[b])
			} else if onStack[b] {
				low[a] = min(low[a], index[b])
			}
		}
		if low[a] == index[a] {
			for {
				b := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[b] = false
				comp[b] = ncomp
				if b == a {
					break
				}
			}
			ncomp++
		}
	}
	for a := range n {
		if index[a] < 0 {
			visit(a)
		}
	}
	return comp
}
