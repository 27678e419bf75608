package api

import (
	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ViolationJSON is a constraint of the director's that a new pairing does not keep: kind
// "avoid-pair" (two players kept apart meet; players are the two) or "fixed-table" (a
// player fixed to a table plays elsewhere; players is him alone, table the fixed table).
type ViolationJSON struct {
	Kind    string                `json:"kind"`
	Players []tournament.PlayerID `json:"players"`
	Table   int                   `json:"table"`
	Message string                `json:"message"`
}

// newViolationsJSON converts the pairing's violations; nil for none.
func newViolationsJSON(vs []pairing.Violation) []ViolationJSON {
	var out []ViolationJSON
	for _, v := range vs {
		j := ViolationJSON{Kind: string(v.Kind), Table: v.Table, Message: v.Reason}
		for _, id := range v.Players {
			if id != 0 {
				j.Players = append(j.Players, id)
			}
		}
		out = append(out, j)
	}
	return out
}
