package app

import (
	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// tallyJSON is one side's count.
type tallyJSON struct {
	Territory  int `json:"territory"`
	Stones     int `json:"stones"`
	Prisoners  int `json:"prisoners"`
	DeadStones int `json:"dead_stones"`
	Seki       int `json:"seki_points"`
	// HandicapPrisoners are the prisoners White handed Black before the game, one point each
	// for Black (0 on White's side).
	HandicapPrisoners int     `json:"handicap_prisoners"`
	Komi              float64 `json:"komi"`
	Compensation      float64 `json:"compensation"`
	Total             float64 `json:"total"`
}

// ScoreJSON is the rules engine's score of an uploaded game, as stored with the SGF.
type ScoreJSON struct {
	Round    int       `json:"round"`
	Table    int       `json:"table"`
	Result   string    `json:"result"`
	Rules    string    `json:"rules"`
	Black    tallyJSON `json:"black"`
	White    tallyJSON `json:"white"`
	DeadFrom string    `json:"dead_from"`
	// Uncertain are the stones whose status the estimate does not settle beyond doubt, to be
	// confirmed before the count becomes the result; empty unless the dead stones are estimated.
	Uncertain []string `json:"uncertain"`
	Agreement string   `json:"agreement"`
	Problems  []string `json:"replay_problems"`
}

// Vertices names the marked points of a size x size board ("D4"); never nil.
func Vertices(size int, marks []bool) []string {
	out := []string{}
	for i, m := range marks {
		if m {
			out = append(out, goban.VertexName(size, i%size, i/size))
		}
	}
	return out
}

func NewTallyJSON(t goban.Tally) tallyJSON {
	return tallyJSON{
		Territory: t.Territory, Stones: t.Stones, Prisoners: t.Prisoners, DeadStones: t.DeadStones,
		Seki: t.Seki, HandicapPrisoners: t.HandicapPrisoners, Komi: Points(t.Komi), Compensation: Points(t.Compensation), Total: Points(t.Total),
	}
}

// BoardSizeMismatch says why a game record does not belong to the tournament when it was
// played on another board size (SZ, 19 when missing), and is nil when the sizes agree. A
// malformed SZ is left to the replay, which names it.
func BoardSizeMismatch(t *tournament.Tournament, root *sgf.Node) error {
	gi, err := sgf.ReadGameInfo(root)
	if err != nil || gi.Size == t.Settings.BoardSize {
		return nil
	}
	return msgSGFSize.New(gi.Size, gi.Size, gi.Size, t.Settings.BoardSize, t.Settings.BoardSize)
}
