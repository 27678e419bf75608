package pairing

import (
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// balanceCost rewards a game that evens out colours: only for an even game (a handicap decides
// the colours), fully when one player had White more often and the other Black, half when one
// is balanced and the other is off by two or more.
func (f *field) balanceCost(a, b *costKey) int64 {
	if f.stonesOf(a, b) != 0 {
		return 0
	}
	return f.colourTerm(int(a.balance), int(b.balance))
}

// colourTerm is the colour term of an even game between players of balances a and b: its
// weight when their balances have opposite signs, half of it when one is even and the other
// off by two or more.
func (f *field) colourTerm(a, b int) int64 {
	w := f.params.BalanceWB
	switch {
	case a*b < 0:
		return w
	case a == 0 && abs(b) >= 2, b == 0 && abs(a) >= 2:
		return w / 2
	}
	return 0
}

// colours returns who takes White in a game between players i and j, and the handicap. The
// handicap decides; in an even game the player who had White more often takes Black, and a
// tie is broken by the deterministic random number of the pair.
func (f *field) colours(i, j int) (white, black, handicap int) {
	switch hd := f.stones(i, j); {
	case hd > 0:
		return i, j, hd
	case hd < 0:
		return j, i, -hd
	}
	a, b := &f.players[i], &f.players[j]
	switch {
	case a.balance > b.balance:
		return j, i, 0
	case a.balance < b.balance:
		return i, j, 0
	case detRandom(1, &a.name.nameCode, &b.name.nameCode) == 0:
		return i, j, 0
	}
	return j, i, 0
}

// initHandicap prepares f.stones and f.askGame from the tournament's handicap policy. A
// handicap depends only on the two players' pseudo ranks (their McMahon scores before the
// round, or their ranks), so the policy is asked once per pair of pseudo ranks, up front, and
// the answers kept in a small table: costing all pairs of a large field then asks a few hundred
// questions, not millions, and only reads the table (several goroutines cost pairs at once). Under the McMahon rule the questions go to a two-player copy of the
// tournament whose ranks stand for the pseudo ranks (capped at the no-handicap threshold,
// which the rule applies anyway), so that no question recomputes the scores.
func (f *field) initHandicap(t *tournament.Tournament) {
	pol := f.settings.Handicap
	oracle := t
	if pol.Kind == tournament.HandicapMMS && !pol.BasedOnRank {
		oracle = &tournament.Tournament{Settings: *f.settings, Players: make([]tournament.Player, 2)}
		oracle.Settings.Handicap.BasedOnRank = true
		oracle.Players[0].ID, oracle.Players[1].ID = 1, 2
	}
	keys := map[int]int{}
	for i := range f.players {
		e := &f.players[i]
		switch {
		case pol.Kind == tournament.HandicapNone:
			e.hdKey = 0
		case oracle != t:
			e.hdKey = min(e.mms2/2-30, pol.NoHandicapThreshold.Value())
		default:
			e.hdKey = e.player.Rank.Value()
		}
		if _, ok := keys[e.hdKey]; !ok {
			keys[e.hdKey] = len(keys)
		}
	}
	for i := range f.players {
		f.players[i].hdIdx = keys[f.players[i].hdKey]
	}
	f.hdKeys = len(keys)
	f.hdTable = make([]int, f.hdKeys*f.hdKeys)
	players := func(a, b *entrant) (*tournament.Player, *tournament.Player) {
		if oracle == t {
			return a.player, b.player
		}
		oracle.Players[0].Rank, oracle.Players[1].Rank = rank.Rank(a.hdKey), rank.Rank(b.hdKey)
		return &oracle.Players[0], &oracle.Players[1]
	}
	// One snapshot of the scores before the round answers every question: asking the
	// tournament would work them out again for each.
	scores := oracle.ScoresAfter(f.round - 1)
	askStones := func(a, b *entrant) int {
		pa, pb := players(a, b)
		white, black, decided := scores.HandicapColors(pa, pb)
		if !decided {
			return 0
		}
		hd, _ := scores.Handicap(white, black)
		if white != pa {
			hd = -hd
		}
		return hd
	}
	// Every pair of pseudo ranks is asked now, so that costing pairs from several goroutines
	// only reads the table.
	first := make([]*entrant, f.hdKeys)
	for i := range f.players {
		if e := &f.players[i]; first[e.hdIdx] == nil {
			first[e.hdIdx] = e
		}
	}
	for x, a := range first {
		for y := x; y < f.hdKeys; y++ {
			hd := askStones(a, first[y])
			f.hdTable[x*f.hdKeys+y], f.hdTable[y*f.hdKeys+x] = hd, -hd
		}
	}
	f.askGame = func(white, black *entrant) tournament.Game {
		pw, pb := players(white, black)
		g := tournament.Game{Round: f.round, White: pw.ID, Black: pb.ID}
		scores.ApplyHandicap(&g)
		return g
	}
}

// stones is the handicap of a game between players i and j: positive when i gives it (and
// takes White), negative when j does, 0 for an even game.
func (f *field) stones(i, j int) int {
	return f.stonesOf(&f.keys[i], &f.keys[j])
}

// stonesOf is stones for the players of keys a and b.
func (f *field) stonesOf(a, b *costKey) int {
	return f.hdTable[int(a.hdIdx)*f.hdKeys+int(b.hdIdx)]
}
