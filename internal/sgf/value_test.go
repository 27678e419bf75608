package sgf

import (
	"slices"
	"testing"
)

func TestMove(t *testing.T) {
	tests := []struct {
		node string
		size int
		want Move
		ok   bool
		err  bool
	}{
		{"B[dd]", 19, Move{Color: Black, Point: Point{3, 3}}, true, false},
		{"W[pq]", 19, Move{Color: White, Point: Point{15, 16}}, true, false},
		{"B[]", 19, Move{Color: Black, Pass: true}, true, false},
		{"W[]", 9, Move{Color: White, Pass: true}, true, false},
		{"B[tt]", 19, Move{Color: Black, Pass: true}, true, false},
		{"W[tt]", 9, Move{Color: White, Pass: true}, true, false},
		{"B[tt]", 21, Move{Color: Black, Point: Point{19, 19}}, true, false},
		{"B[sa]", 19, Move{Color: Black, Point: Point{18, 0}}, true, false},
		{"B[AB]", 52, Move{Color: Black, Point: Point{26, 27}}, true, false},
		{"C[no move]", 19, Move{}, false, false},
		{"B[jj]", 9, Move{}, false, true},  // off a 9x9 board
		{"B[d]", 19, Move{}, false, true},  // one letter
		{"B[d4]", 19, Move{}, false, true}, // not a letter
		{"B[ddd]", 19, Move{}, false, true},
		{"B[aa]W[bb]", 19, Move{}, false, true},
	}
	for _, tt := range tests {
		n := mustParse(t, "(;"+tt.node+")").Games[0]
		got, ok, err := n.Move(tt.size)
		if (err != nil) != tt.err {
			t.Errorf("%s on %d: error %v, want error %v", tt.node, tt.size, err, tt.err)
			continue
		}
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s on %d: %+v %v, want %+v %v", tt.node, tt.size, got, ok, tt.want, tt.ok)
		}
	}
}

func TestPoints(t *testing.T) {
	n := mustParse(t, "(;AB[aa:bc][dd][ab][]AW[cc:aa]TB[ss]AE[jj])").Games[0]
	got, err := n.Points("AB", 19)
	if err != nil {
		t.Fatal(err)
	}
	// aa:bc spans columns a-b and rows a-c; ab is already inside it.
	want := []Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {3, 3}}
	if !slices.Equal(got, want) {
		t.Errorf("AB = %v, want %v", got, want)
	}
	got, err = n.Points("AW", 19)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 9 || !slices.Contains(got, Point{2, 2}) || !slices.Contains(got, Point{0, 0}) {
		t.Errorf("AW[cc:aa] = %v, want the nine points from aa to cc", got)
	}
	if got, err := n.Points("TB", 19); err != nil || !slices.Equal(got, []Point{{18, 18}}) {
		t.Errorf("TB = %v, %v; want [{18 18}]", got, err)
	}
	if got, err := n.Points("LB", 19); err != nil || got != nil {
		t.Errorf("missing LB = %v, %v; want nothing", got, err)
	}
	if _, err := n.Points("AE", 9); err == nil {
		t.Error("AE[jj] on 9x9 gave no error")
	}
	if _, err := n.Points("AB", 2); err == nil {
		t.Error("AB[aa:bc] on 2x2 gave no error")
	}
	bad := mustParse(t, "(;AB[aa:b]AW[aa-bb])").Games[0]
	for _, id := range []string{"AB", "AW"} {
		if _, err := bad.Points(id, 19); err == nil {
			t.Errorf("garbled %s gave no error", id)
		}
	}
}

func TestPointsWholeBoardRectangle(t *testing.T) {
	n := mustParse(t, "(;AE[aa:ss])").Games[0]
	got, err := n.Points("AE", 19)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 361 {
		t.Errorf("aa:ss gave %d points, want 361", len(got))
	}
}

func TestSetupAnywhere(t *testing.T) {
	// Setup after moves, as problem collections and review tools write it.
	line := mustParse(t, "(;SZ[9];B[cc];AB[ee]AW[ff]AE[cc];W[dd])").Games[0].MainLine()
	if len(line) != 4 {
		t.Fatalf("main line has %d nodes, want 4", len(line))
	}
	if _, ok, _ := line[2].Move(9); ok {
		t.Error("setup node reads as a move")
	}
	if pts, _ := line[2].Points("AE", 9); !slices.Equal(pts, []Point{{2, 2}}) {
		t.Errorf("AE = %v, want [{2 2}]", pts)
	}
}
