package pairing

import (
	"bufio"
	"fmt"
	"io"
)

// WriteWeights writes the per-pair costs in OpenGotha's weight dump layout, so that a pairing
// can be compared line by line with OpenGotha's: "Round N" and "Costs", then twelve lines per
// pair, each "key=value", players as "Name FirstName". hoshi's Avoid term (pairs kept apart,
// which OpenGotha does not have) has no line: it is 0 without such pairs, and otherwise only
// counted in totalCost.
func WriteWeights(w io.Writer, ws *Weights) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "Round %d\nCosts\n", ws.Round)
	for _, pc := range ws.Pairs {
		c := &pc.Cost
		fmt.Fprintf(bw, "Player1Name=%s\nPlayer2Name=%s\n", pc.Player1.FullName(), pc.Player2.FullName())
		fmt.Fprintf(bw, "baseDuplicateGameCost=%d\nbaseRandomCost=%d\nbaseBWBalanceCost=%d\n",
			c.Duplicate, c.Random, c.BWBalance)
		fmt.Fprintf(bw, "mainCategoryCost=%d\nmainScoreDiffCost=%d\nmainDUDDCost=%d\nmainSeedCost=%d\n",
			c.Category, c.ScoreDiff, c.DUDD, c.Seed)
		fmt.Fprintf(bw, "secHandiCost=%d\nsecGeoCost=%d\ntotalCost=%d\n", c.Handicap, c.Geo, c.Total)
	}
	return bw.Flush()
}
