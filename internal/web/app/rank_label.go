package app

import "github.com/hoshi-go/hoshi/internal/tournament"

// unrankedMark follows the rank of a player registered without one, on every list and
// printout, so that nobody takes his 20k for a rank he earned.
const unrankedMark = " NR"

// RankLabel is a player's rank as the pages show it: "5k", or "20k NR" for an unranked
// Player. The JSON API keeps the rank and the "unranked" field apart.
func RankLabel(p *tournament.Player) string {
	if p.Unranked {
		return p.Rank.String() + unrankedMark
	}
	return p.Rank.String()
}
