package pairing

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// refPair is one pair of an OpenGotha weight dump.
type refPair struct {
	p1, p2 string
	costs  [10]int64 // in the dump's order, total last
}

var dumpKeys = [12]string{"Player1Name", "Player2Name", "baseDuplicateGameCost", "baseRandomCost",
	"baseBWBalanceCost", "mainCategoryCost", "mainScoreDiffCost", "mainDUDDCost", "mainSeedCost",
	"secHandiCost", "secGeoCost", "totalCost"}

// readDump parses an OpenGotha weight dump: two header lines, then twelve key=value lines per
// pair.
func readDump(t *testing.T, path string) []refPair {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var lines []string
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if len(lines) < 2 || !strings.HasPrefix(lines[0], "Round ") || lines[1] != "Costs" {
		t.Fatalf("%s: bad header", path)
	}
	lines = lines[2:]
	if len(lines)%12 != 0 {
		t.Fatalf("%s: %d lines is not 12 per pair", path, len(lines))
	}
	var out []refPair
	for k := 0; k < len(lines); k += 12 {
		var rp refPair
		for x, key := range dumpKeys {
			name, value, ok := strings.Cut(lines[k+x], "=")
			if !ok || name != key {
				t.Fatalf("%s line %d: want %s=, got %q", path, k+x+3, key, lines[k+x])
			}
			switch x {
			case 0:
				rp.p1 = value
			case 1:
				rp.p2 = value
			default:
				v, err := strconv.ParseInt(value, 10, 64)
				if err != nil {
					t.Fatalf("%s line %d: %v", path, k+x+3, err)
				}
				rp.costs[x-2] = v
			}
		}
		out = append(out, rp)
	}
	return out
}

// loadBefore reads an OpenGotha reference tournament and keeps only its history before round.
func loadBefore(t *testing.T, name string, round int) (*tournament.Tournament, *tournament.Tournament) {
	t.Helper()
	fh, err := os.Open(testdata.Path(t, "opengotha", name+".xml"))
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	full, _, err := export.ReadOpenGotha(fh)
	if err != nil {
		t.Fatal(err)
	}
	fh.Seek(0, 0)
	cut, _, err := export.ReadOpenGotha(fh)
	if err != nil {
		t.Fatal(err)
	}
	cut.Games = nil
	for _, g := range full.Games {
		if g.Round < round {
			cut.Games = append(cut.Games, g)
		}
	}
	cut.Byes = nil
	for _, b := range full.Byes {
		if b.Round < round {
			cut.Byes = append(cut.Byes, b)
		}
	}
	return full, cut
}

func costArray(c Cost) [10]int64 {
	return [10]int64{c.Duplicate, c.Random, c.BWBalance, c.Category, c.ScoreDiff, c.DUDD, c.Seed,
		c.Handicap, c.Geo, c.Total}
}

// TestWeightsMatchOpenGotha checks every term of every pair of every round of the two reference
// tournaments against OpenGotha's own dumps, to the unit.
func TestWeightsMatchOpenGotha(t *testing.T) {
	for _, name := range []string{"simplemm", "notsimplemm"} {
		for round := 1; round <= 5; round++ {
			path := testdata.Path(t, "opengotha", name, name+"_weights_R"+strconv.Itoa(round)+".txt")
			ref := readDump(t, path)
			_, tr := loadBefore(t, name, round)
			ws, err := Costs(tr, round, Options{})
			if err != nil {
				t.Fatalf("%s R%d: %v", name, round, err)
			}
			if len(ws.Pairs) != len(ref) {
				t.Errorf("%s R%d: %d pairs, OpenGotha has %d", name, round, len(ws.Pairs), len(ref))
			}
			got := map[[2]string][10]int64{}
			for _, pc := range ws.Pairs {
				got[[2]string{pc.Player1.FullName(), pc.Player2.FullName()}] = costArray(pc.Cost)
				got[[2]string{pc.Player2.FullName(), pc.Player1.FullName()}] = costArray(pc.Cost)
			}
			bad := 0
			for _, rp := range ref {
				g, ok := got[[2]string{rp.p1, rp.p2}]
				if !ok {
					t.Errorf("%s R%d: pair %s - %s missing", name, round, rp.p1, rp.p2)
					continue
				}
				for x := range g {
					if g[x] != rp.costs[x] {
						bad++
						if bad <= 8 {
							t.Errorf("%s R%d %s - %s: %s = %d, OpenGotha %d", name, round, rp.p1, rp.p2,
								dumpKeys[x+2], g[x], rp.costs[x])
						}
					}
				}
			}
			if bad > 0 {
				t.Errorf("%s R%d: %d values differ", name, round, bad)
			}
		}
	}
}
