package sgf

import (
	"path/filepath"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
)

// The expectations below are read by hand from the files' headers.
func TestGameInfoQuirks(t *testing.T) {
	tests := []struct {
		file string
		want GameInfo
	}{
		{"fox_sgf_error.sgf", GameInfo{
			Size: 19, Komi: 0, KomiSet: true, Handicap: 1, Rules: "Japanese",
			BlackName: "whatiskale", WhiteName: "V259081699", BlackRank: "15级", WhiteRank: "14级",
			Result: Result{Winner: White, Kind: ResultResign, Raw: "W+R"},
			Date:   "2020-07-20", Application: "GNU Go:3.8",
		}},
		{"fox_sgf_works.sgf", GameInfo{
			Size: 19, Komi: 0, KomiSet: true, Rules: "Japanese",
			BlackName: "whatiskale", WhiteName: "注号用名", BlackRank: "15级", WhiteRank: "15级",
			Result: Result{Winner: Black, Kind: ResultResign, Raw: "B+R"},
			Date:   "2020-07-25", Application: "GNU Go:3.8",
		}},
		{"foxlike.sgf", GameInfo{ // KM[325]: Fox's 6.5 times 50
			Size: 19, Komi: 13, KomiSet: true, Handicap: 2, Rules: "Chinese",
			BlackName: "testname1", WhiteName: "testname2", BlackRank: "3段", WhiteRank: "5段",
			Result: Result{Kind: ResultDraw, Raw: "draw"},
			Date:   "2021-01-01", Application: "GNU Go:3.8",
		}},
		{"messy.sgf", GameInfo{
			Size: 9, Komi: 12, KomiSet: true, Rules: "Japanese",
			BlackName: "Black", WhiteName: "White", Application: "CGoban:3", Charset: "UTF-8",
		}},
		{"ogs.sgf", GameInfo{
			Size: 19, Komi: 13, KomiSet: true, Rules: "Japanese",
			BlackName: "bbb", WhiteName: "aaa", BlackRank: "4k", WhiteRank: "5k",
			Result: Result{Kind: ResultUnknown, Raw: "?"},
			Date:   "2020-03-31", Place: "OGS: https://online-go.com/game/1234", Charset: "UTF-8",
		}},
		{"xmgt97.sgf", GameInfo{ // FF[1] long names; KoMi[-1.5]
			Size: 9, Komi: -3, KomiSet: true, BlackName: "hi", WhiteName: "ka",
		}},
		{"LS_vs_AG_-_G4_-_English.sgf", GameInfo{
			Size: 19, Komi: 15, KomiSet: true, Rules: "Chinese",
			BlackName: "AlphaGo", WhiteName: "Lee Sedol", WhiteRank: "9p",
			Result: Result{Winner: White, Kind: ResultResign, Raw: "W+Resign"},
			Date:   "2016-03-13", Application: "Sabaki:0.43.3", Charset: "UTF-8",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			gi, err := ReadGameInfo(readGame(t, "quirks", tt.file).Games[0])
			if err != nil {
				t.Fatal(err)
			}
			if gi != tt.want {
				t.Errorf("got  %+v\nwant %+v", gi, tt.want)
			}
		})
	}
}

func TestGameInfoCGOS(t *testing.T) {
	// Every CGOS game is 9x9 with komi 7.5 (README of the data set).
	files, err := filepath.Glob(testdata.Path(t, "sgf", "gnugo-cgos", "*.sgf"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no CGOS files: %v", err)
	}
	for _, f := range files {
		gi, err := ReadGameInfo(readGame(t, "gnugo-cgos", filepath.Base(f)).Games[0])
		if err != nil {
			t.Fatal(err)
		}
		if gi.Size != 9 || gi.Komi != 15 || !gi.KomiSet {
			t.Errorf("%s: size %d komi %d set %v, want 9, 15, true", f, gi.Size, gi.Komi, gi.KomiSet)
		}
	}
	gi, _ := ReadGameInfo(readGame(t, "gnugo-cgos", "390115.sgf").Games[0])
	if gi.Result != (Result{Winner: Black, Kind: ResultScore, Margin: 11, Raw: "B+5.5"}) || gi.Rules != "TT--" {
		t.Errorf("390115: result %+v rules %q, want B+5.5 under TT--", gi.Result, gi.Rules)
	}
	gi, _ = ReadGameInfo(readGame(t, "gnugo-cgos", "13435.sgf").Games[0])
	if gi.Result.Kind != ResultIllegal || gi.Result.Winner != Black || gi.BlackRank != "1524*" {
		t.Errorf("13435: result %+v black rank %q, want B+Illegal and 1524*", gi.Result, gi.BlackRank)
	}
}

func TestGameInfoScoringGame(t *testing.T) {
	root := readGame(t, "gnugo-scoring", "score2.sgf").Games[0]
	gi, err := ReadGameInfo(root)
	if err != nil {
		t.Fatal(err)
	}
	want := GameInfo{Size: 19, Komi: 11, KomiSet: true, Rules: "Japanese", BlackName: "GNU Go 2.7.229 gmp", WhiteName: "GNU Go"}
	if gi != want {
		t.Errorf("got  %+v\nwant %+v", gi, want)
	}
	// The game ends W[tt];B[tt]: two passes on 19x19.
	line := root.MainLine()
	for _, n := range line[len(line)-2:] {
		m, ok, err := n.Move(19)
		if err != nil || !ok || !m.Pass {
			t.Errorf("final move %+v %v %v, want a pass", m, ok, err)
		}
	}
}

func TestGameInfoKomi(t *testing.T) {
	tests := []struct {
		root string
		komi int
		set  bool
		err  bool
	}{
		{"(;KM[6.5])", 13, true, false},
		{"(;KM[7.50])", 15, true, false},
		{"(;KM[0])", 0, true, false},
		{"(;KM[-1.5])", -3, true, false},
		{"(;KM[6,5])", 13, true, false},
		{"(;KM[ 5.5 ])", 11, true, false},
		{"(;KM[])", 0, false, false},
		{"(;SZ[19])", 0, false, false},
		{"(;KM[2.75])", 11, true, false}, // 2.75 stones = 5.5 points
		{"(;KM[3.75])", 15, true, false}, // 3.75 stones = 7.5 points
		{"(;KM[6.3])", 0, false, true},
		{"(;KM[six])", 0, false, true},
		{"(;KM[1e1])", 0, false, true},
		{"(;AP[foxwq]KM[375])", 15, true, false},
		{"(;AP[foxwq]KM[325])", 13, true, false},
		{"(;AP[foxwq]KM[275])", 11, true, false},
		{"(;AP[foxwq]KM[350])", 14, true, false},
		{"(;AP[foxwq]KM[0])", 0, true, false},
		{"(;AP[foxwq]KM[6.5])", 13, true, false},
		{"(;AP[GNU Go:3.8]AP[foxwq]KM[375])", 15, true, false},
		{"(;AP[foxwq]KM[333])", 0, false, true},
		{"(;KM[375])", 15, true, false},  // Fox's 7.5 in a file that lost AP[foxwq]
		{"(;KM[-150])", -6, true, false}, // Fox's -3
		{"(;KM[120])", 240, true, false}, // not a multiple of 25: taken as written
		{"(;KM[50])", 100, true, false},  // below 100 only AP[foxwq] says Fox
	}
	for _, tt := range tests {
		gi, err := ReadGameInfo(mustParse(t, tt.root).Games[0])
		if (err != nil) != tt.err {
			t.Errorf("%s: error %v, want error %v", tt.root, err, tt.err)
			continue
		}
		if err == nil && (gi.Komi != tt.komi || gi.KomiSet != tt.set) {
			t.Errorf("%s: komi %d set %v, want %d %v", tt.root, gi.Komi, gi.KomiSet, tt.komi, tt.set)
		}
	}
}

func TestGameInfoSizeAndHandicap(t *testing.T) {
	tests := []struct {
		root     string
		size, ha int
		err      bool
	}{
		{"(;GM[1])", 19, 0, false},
		{"(;SZ[13])", 13, 0, false},
		{"(;SZ[19:19])", 19, 0, false},
		{"(;SZ[19:13])", 0, 0, true},
		{"(;SZ[0])", 0, 0, true},
		{"(;SZ[53])", 0, 0, true},
		{"(;SZ[big])", 0, 0, true},
		{"(;HA[4])", 19, 4, false},
		{"(;HA[])", 19, 0, false},
		{"(;HA[-1])", 0, 0, true},
		{"(;HA[two])", 0, 0, true},
		{"(;GM[2]SZ[8])", 0, 0, true},  // Othello
		{"(;GM[4]SZ[15])", 0, 0, true}, // gomoku
		{"(;GM[ 1 ]SZ[9])", 9, 0, false},
		{"(;GM[]SZ[9])", 9, 0, false},
	}
	for _, tt := range tests {
		gi, err := ReadGameInfo(mustParse(t, tt.root).Games[0])
		if (err != nil) != tt.err {
			t.Errorf("%s: error %v, want error %v", tt.root, err, tt.err)
			continue
		}
		if err == nil && (gi.Size != tt.size || gi.Handicap != tt.ha) {
			t.Errorf("%s: size %d handicap %d, want %d %d", tt.root, gi.Size, gi.Handicap, tt.size, tt.ha)
		}
	}
}
