package sgf

import (
	"os"
	"testing"
)

// FuzzParse checks that no input makes Parse panic and that whatever parses survives a round
// trip through Marshal unchanged. The readers built on the tree must not panic either.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"(;B[aa])",
		"(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[];B[tt])",
		"(;GaMe[1]KoMi[5.5](;B[aa](;W[bb]))(;B[cc]))",
		"(;C[a\\]b\\\\c\\\nd];AB[aa:cc][dd]AE[])",
		"(;B[aa])(;W[bb])",
		"garbage (;B[aa]) trailing :-(",
		"(;CA[Shift_JIS]PB[\x95\\\x5c])",
		"(;CA[UTF-8]PB[\xd6\xd0])",
		"(;AP[foxwq]KM[375]RE[B+3.5]HA[2]SZ[19:19])",
		"(;B[aa](;W[bb]);B[cc])",
		"(;B[aa",
		"((;))",
	} {
		f.Add([]byte(s))
	}
	for _, path := range sgfFiles(f) {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			if _, ok := err.(*SyntaxError); !ok {
				t.Fatalf("error %v is not a *SyntaxError", err)
			}
			return
		}
		out := Marshal(c)
		back, err := Parse(out)
		if err != nil {
			t.Fatalf("Marshal output does not parse: %v\n%q", err, out)
		}
		if err := sameTrees(back, c); err != nil {
			t.Fatalf("round trip changed the tree: %v\n%q", err, out)
		}
		for _, g := range c.Games {
			gi, _ := ReadGameInfo(g)
			size := gi.Size
			if size < 1 {
				size = 19
			}
			for _, n := range g.MainLine() {
				_, _, _ = n.Move(size)
				_, _ = n.Points("AB", size)
				_ = n.Text("C")
			}
		}
	})
}
