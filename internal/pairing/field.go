package pairing

import (
	"sort"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// nx1Factor is OpenGotha's k in the concave shape (1-x)(1+kx) of its "closer is better"
// terms. OpenGotha offers no way to change it.
const nx1Factor = 0.5

// entrant is one player as the cost function sees him in the round being paired. Everything
// a pair's cost needs is precomputed here, so that costing all n^2/2 pairs stays cheap.
type entrant struct {
	player *tournament.Player
	index  int // position in field.players
	name   nameKey

	mms2  int // McMahon score x2 before the round
	nbw2  int // wins x2 before the round
	smms  int // starting McMahon score
	main  int // main score (MMS or wins, rounded down) that defines the group
	crits []int

	group     int // score group, 0 at the top
	groupSize int
	place     int // 0-based place inside the group

	balance int // games with White minus games with Black, even games only
	du, dd  int // times drawn up and down

	club, country int  // interned, for cheap comparison
	exempt        bool // above the bar or strong: no geography constraint
	pseudoMMS     int  // for the handicap term
	hdKey         int  // the pseudo rank the handicap of a game depends on
	hdIdx         int  // hdKey numbered from 0, to index field.hdTable
}

// field is the state of one round's pairing: every player of the tournament with his scores
// and history (score groups and places count only those taking part in the round), and the
// precomputed parts of the cost function.
type field struct {
	round    int // 1-based round being paired
	settings *tournament.Settings
	params   tournament.PairingParameters
	players  []entrant
	index    map[tournament.PlayerID]int

	groups int // number of score groups, empty ones included
	// span is the number of groups of one pairing category, categories the number of
	// categories (1 without): groups = span x categories; see assignGroups.
	span, categories int
	scoreDiff        []int64 // score difference term by group gap
	geoByCase        [3][2][2]int64
	// opponents[metStart[i]:metStart[i+1]] are the players i already met (field indices), all
	// players' lists in one array: a few per player, where a bitset of n^2 bits (12 MB at
	// 10,000 players) cost a cache miss for most pairs costed.
	opponents []int32
	metStart  []int32
	// The pairs to keep apart, by field indices (lower first), and the weight of keeping a
	// pair apart (0 when there is none); see initAvoid.
	avoid       map[[2]int]bool
	avoidWeight int64
	// The handicap policy's answers by pair of pseudo ranks; see initHandicap.
	hdKeys  int
	hdTable []int
	askGame func(white, black *entrant) tournament.Game
	// keys[i] is what the cost of a pair reads of player i (see costKey).
	keys []costKey
	// listPos gives the place of each player paired (field index) in the list the matching
	// is fed (listOrder), once Pair has made it; numberTables orders level games by it.
	listPos map[int]int
}

// met reports whether players a and b met in an earlier round.
func (f *field) met(a, b *costKey) bool {
	for _, o := range f.opponents[a.metFrom:a.metTo] {
		if o == b.index {
			return true
		}
	}
	return false
}

// initMet lists each player's earlier opponents: pairs are the games (field indices) before
// the round.
func (f *field) initMet(pairs [][2]int) {
	f.metStart = make([]int32, len(f.players)+1)
	for _, p := range pairs {
		f.metStart[p[0]+1]++
		f.metStart[p[1]+1]++
	}
	for i := range f.players {
		f.metStart[i+1] += f.metStart[i]
	}
	f.opponents = make([]int32, f.metStart[len(f.players)])
	fill := append([]int32(nil), f.metStart[:len(f.players)]...)
	for _, p := range pairs {
		f.opponents[fill[p[0]]] = int32(p[1])
		fill[p[0]]++
		f.opponents[fill[p[1]]] = int32(p[0])
		fill[p[1]]++
	}
}

// newField prepares the pairing of round (1-based) of t: scores before the round, score
// groups and places, colour balances, draw-ups and draw-downs, who met whom, and the cost
// tables. Games of the round itself are not history.
func newField(t *tournament.Tournament, round int) *field {
	set := &t.Settings
	n := len(t.Players)
	f := &field{
		round:    round,
		settings: set,
		params:   set.Pairing,
		players:  make([]entrant, n),
		index:    make(map[tournament.PlayerID]int, n),
	}
	s := t.ScoresAfter(round - 1)
	values := make(map[tournament.PlayerID][]int, n)
	for _, st := range t.Standings(round - 1) {
		values[st.Player.ID] = st.Values
	}
	mainNBW := mainCriterion(set) == tournament.CritNBW
	mainBefore := func(id tournament.PlayerID, r int) int { // main score before round r
		if mainNBW {
			return s.NBW(id, r-1) / 2
		}
		return s.MMS(id, r-1) / 2
	}
	clubs, countries := map[string]int{}, map[string]int{}
	intern := func(m map[string]int, k string) int {
		v, ok := m[k]
		if !ok {
			v = len(m)
			m[k] = v
		}
		return v
	}
	for i := range t.Players {
		p := &t.Players[i]
		e := &f.players[i]
		f.index[p.ID] = i
		e.player, e.index, e.name = p, i, newNameKey(p)
		e.mms2, e.nbw2, e.smms = s.MMS(p.ID, round-1), s.NBW(p.ID, round-1), t.StartMMS(p)/2
		e.main = mainBefore(p.ID, round)
		e.crits = values[p.ID]
		// OpenGotha compares clubs and countries ignoring case.
		e.club, e.country = intern(clubs, strings.ToLower(p.Club)), intern(countries, strings.ToLower(p.Country))
		e.exempt = f.exempt(e)
		e.pseudoMMS = e.mms2 / 2
		if e.exempt {
			e.pseudoMMS = set.Bar.Value() + 2 + 30 + round - 1
		}
	}
	var metPairs [][2]int
	for gi := range t.Games {
		g := &t.Games[gi]
		i, okw := f.index[g.White]
		j, okb := f.index[g.Black]
		if !okw || !okb || g.Round >= round || g.Round < 1 {
			continue
		}
		metPairs = append(metPairs, [2]int{i, j})
		// As OpenGotha: every even game counts in the colour balance and every game in the
		// draws up and down, won by default or not, its colours known or not.
		if g.Handicap == 0 {
			f.players[i].balance++
			f.players[j].balance--
		}
		mw, mb := mainBefore(g.White, g.Round), mainBefore(g.Black, g.Round)
		switch {
		case mw < mb:
			f.players[i].du++
			f.players[j].dd++
		case mw > mb:
			f.players[i].dd++
			f.players[j].du++
		}
	}
	f.initMet(metPairs)
	f.initAvoid(t)
	f.orderNames()
	f.assignGroups()
	f.initScoreDiff()
	f.initGeo()
	f.initHandicap(t)
	f.initKeys()
	return f
}

// exempt tells whether the geography term leaves the player alone: at or above the bar,
// strong (rank plus wins at the rank threshold), or with many wins.
func (f *field) exempt(e *entrant) bool {
	par, set := &f.params, f.settings
	threshold := 2 * set.Rounds
	if par.NbWinsThresholdActive {
		threshold = set.Rounds
	}
	return e.nbw2 >= threshold ||
		2*e.player.Rank.Value()+e.nbw2 >= 2*par.RankThreshold.Value() ||
		par.BarThresholdActive && e.smms >= set.Bar.Value()+30
}

// orderNames ranks the players' name keys in Java String order for detRandom.
func (f *field) orderNames() {
	order := make([]int, len(f.players))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(x, y int) bool {
		return compareUTF16(f.players[order[x]].name.units, f.players[order[y]].name.units) < 0
	})
	for k, i := range order {
		if k > 0 && compareUTF16(f.players[order[k-1]].name.units, f.players[i].name.units) == 0 {
			f.players[i].name.order = f.players[order[k-1]].name.order
		} else {
			f.players[i].name.order = int32(k)
		}
	}
}

// initScoreDiff tabulates the score difference term by group gap.
func (f *field) initScoreDiff() {
	f.scoreDiff = make([]int64, f.groups+1)
	for gap := range f.scoreDiff {
		x := float64(gap) / float64(f.groups)
		f.scoreDiff[gap] = concave(f.params.MinimizeScoreDifference, x, nx1Factor)
	}
}
