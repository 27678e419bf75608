package public

import (
	"crypto/sha256"
	"sync"
	"time"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/goban/estimate"
	"github.com/hoshi-go/hoshi/internal/sgf"
)

// maxDeadMemo bounds the remembered estimates: a tournament uploads a few games a round.
const maxDeadMemo = 512

// deadMemo remembers the dead stones the rules engine found in a record (from its TB/TW
// marks or by estimate), so that showing a board again costs a replay, not 512 playouts.
type deadMemo struct {
	mu sync.Mutex
	m  map[[sha256.Size]byte]deadStones
	// scored, when set, hears of each record scored (the measures' scoring time).
	scored func(start time.Time)
}

type deadStones struct {
	dead, uncertain []bool
	from            string
}

func newDeadMemo() *deadMemo { return &deadMemo{m: map[[sha256.Size]byte]deadStones{}} }

// dead returns the dead stones of the record text under rules (a nil memo remembers nothing), the stones an estimate leaves
// uncertain (nil unless estimated), and where the dead stones came from.
func (dm *deadMemo) dead(text string, root *sgf.Node, rules goban.Rules) (dead, uncertain []bool, from string, err error) {
	if dm == nil {
		scored, err := goban.ScoreGame(root, goban.GameScoreOptions{Rules: rules, RulesSet: true, Estimate: estimate.Dead})
		if err != nil {
			return nil, nil, "", err
		}
		return scored.Dead, scored.Uncertain, scored.DeadFrom, nil
	}
	key := sha256.Sum256([]byte(rules.Name + "\x00" + text))
	dm.mu.Lock()
	d, ok := dm.m[key]
	dm.mu.Unlock()
	if ok {
		return append([]bool(nil), d.dead...), append([]bool(nil), d.uncertain...), d.from, nil
	}
	start := time.Now()
	scored, err := goban.ScoreGame(root, goban.GameScoreOptions{Rules: rules, RulesSet: true, Estimate: estimate.Dead})
	if dm.scored != nil {
		dm.scored(start)
	}
	if err != nil {
		return nil, nil, "", err
	}
	dm.mu.Lock()
	if len(dm.m) >= maxDeadMemo {
		clear(dm.m)
	}
	dm.m[key] = deadStones{dead: scored.Dead, uncertain: scored.Uncertain, from: scored.DeadFrom}
	dm.mu.Unlock()
	return append([]bool(nil), scored.Dead...), append([]bool(nil), scored.Uncertain...), scored.DeadFrom, nil
}
