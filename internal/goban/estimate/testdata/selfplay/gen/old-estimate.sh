#!/bin/sh
# old-estimate.sh measures the dead-stone estimate of commit bea9415^ (the estimate at the start
# of issue 26: goban.EstimateDead, random games and steps 3-7, no uncertainty marks) on today's
# self-play boards, with the definitions of TestEstimateSelfplay: Chinese rules, seed 0, tuning
# (even seeds) and check (odd seeds) apart, a board fully right when every stone's dead or alive
# is the truth's, stones right counted over all stones. The old code is unpacked into a
# temporary directory (git archive, nothing checked out here), the boards and the measuring test
# below are copied into it, and the directory is removed afterwards.
# Run from the repository's root: sh internal/goban/estimate/testdata/selfplay/gen/old-estimate.sh
set -eu
commit=${1:-bea9415^}
boards=$(pwd)/internal/goban/estimate/testdata/selfplay
dir=$(mktemp -d /tmp/old-estimate.XXXXXX)
trap 'rm -rf "$dir"' EXIT
git archive "$commit" | tar -x -C "$dir"
mkdir -p "$dir/internal/goban/testdata/selfplay"
cp "$boards"/*.txt "$dir/internal/goban/testdata/selfplay/"
cat >"$dir/internal/goban/zz_old_selfplay_test.go" <<'EOF'
package goban

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOldEstimateSelfplay(t *testing.T) {
	chinese, err := RulesByName("chinese")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "selfplay", "*.txt"))
	var all [2][4]int // tuning, check: boards, fully right, stones, stones right
	for _, file := range files {
		var fig [2][4]int
		measure := func(seed uint64, size int, stones []Color, dead []bool) {
			if len(stones) != size*size {
				t.Fatalf("%s: board %d has %d points", file, seed, len(stones))
			}
			k := int(seed % 2)
			est := EstimateDead(Position{Size: size, Cells: stones}, chinese, 0)
			right := true
			fig[k][0]++
			for i, c := range stones {
				if c == Empty {
					continue
				}
				fig[k][2]++
				if est[i] == dead[i] {
					fig[k][3]++
				} else {
					right = false
				}
			}
			if right {
				fig[k][1]++
			}
		}
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		var seed uint64
		var size int
		var stones []Color
		var dead []bool
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			switch {
			case line == "":
			case strings.HasPrefix(line, "board "):
				if stones != nil {
					measure(seed, size, stones, dead)
				}
				if _, err := fmt.Sscanf(line, "board %d size %d", &seed, &size); err != nil {
					t.Fatalf("%s: %q: %v", file, line, err)
				}
				stones, dead = []Color{}, nil
			default:
				for _, ch := range line {
					c, d := map[rune]Color{'.': Empty, 'X': Black, 'O': White, 'x': Black, 'o': White}[ch], ch == 'x' || ch == 'o'
					if !strings.ContainsRune(".XOxo", ch) || len(line) != size {
						t.Fatalf("%s: bad row %q", file, line)
					}
					stones, dead = append(stones, c), append(dead, d)
				}
			}
		}
		f.Close()
		if stones != nil {
			measure(seed, size, stones, dead)
		}
		for k, label := range []string{"tuning", "check"} {
			t.Logf("%s %s: %d boards, %d fully right, %d of %d stones right", filepath.Base(file), label, fig[k][0], fig[k][1], fig[k][3], fig[k][2])
			for j := range all[k] {
				all[k][j] += fig[k][j]
			}
		}
	}
	for k, label := range []string{"tuning", "check"} {
		t.Logf("all %s: %d boards, %d fully right, %d of %d stones right", label, all[k][0], all[k][1], all[k][3], all[k][2])
	}
}
EOF
(cd "$dir" && go test -count=1 -run 'TestOldEstimateSelfplay$' -v ./internal/goban/) | grep -E 'stones right|^(ok|FAIL|---)'
