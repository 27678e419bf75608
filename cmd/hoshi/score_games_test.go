package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func shogiRecord(name string) string {
	return filepath.Join("..", "..", "internal", "shogi", "testdata", name)
}

// The outcomes below are the hand-worked ones of internal/shogi's TestRecords.
func TestScoreShogi(t *testing.T) {
	for _, c := range []struct {
		args  []string
		first string
		want  []string
	}{
		{[]string{shogiRecord("head-gold-mate.kif")}, "B+", []string{"Black wins by mate at move 21", "handicap      even"}},
		{[]string{"--game", "shogi", shogiRecord("perpetual-check.csa")}, "W+", []string{"White wins by perpetual check at move 12"}},
		{[]string{shogiRecord("repetition.csa")}, "0", []string{"draw by repetition at move 12"}},
		{[]string{shogiRecord("nifu.kif")}, "W+", []string{"illegal move at move 5", "nifu"}},
		{[]string{shogiRecord("two-piece-resign.csa")}, "B+", []string{"handicap      two-piece", "resignation"}},
		{[]string{shogiRecord("impasse.csa")}, "0", []string{"points        black 24     white 30"}},
	} {
		code, out, errOut := runScoreForTest(c.args...)
		if code != 0 {
			t.Errorf("%v: exit %d, %s", c.args, code, errOut)
			continue
		}
		if first := strings.SplitN(out, "\n", 2)[0]; first != c.first {
			t.Errorf("%v: first line %q, want %q", c.args, first, c.first)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: output lacks %q:\n%s", c.args, w, out)
			}
		}
	}
	code, out, _ := runScoreForTest("--json", shogiRecord("impasse.kif"))
	var got struct {
		Game, Result, Winner, Reason string
		Move                         int
		Points                       struct{ Black, White int }
	}
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil {
		t.Fatalf("exit %d, %v: %s", code, err, out)
	}
	if got.Game != "shogi" || got.Result != "W+" || got.Winner != "white" || got.Reason != "impasse" ||
		got.Move != 2 || got.Points.Black != 22 || got.Points.White != 32 {
		t.Errorf("JSON: %+v", got)
	}
}

// Black's row h8-l8 is five at move 9 (internal/gomoku's TestFive); the tenth move is ignored.
func TestScoreGomoku(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(text, []byte("1. h8 2. h9 3. i8 4. i9 5. j8 6. j9 7. k8 8. k9 9. l8 10. a1"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runScoreForTest("--game", "gomoku", text)
	if code != 0 || !strings.HasPrefix(out, "B+\n") || !strings.Contains(out, "row           h8 i8 j8 k8 l8") ||
		!strings.Contains(out, "1 move(s) after the decision") {
		t.Errorf("exit %d, %s%s", code, out, errOut)
	}
	// White's vertical five in SGF, 19x19.
	sgfPath := filepath.Join(dir, "game.sgf")
	rec := "(;GM[4]SZ[19]RE[W+];B[aa];W[jj];B[ca];W[jk];B[ea];W[jl];B[ga];W[jm];B[ia];W[jn])"
	if err := os.WriteFile(sgfPath, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runScoreForTest("--game", "ninuki", "--json", sgfPath)
	var got struct {
		Result string
		Size   int
		Move   int
		Row    []string
	}
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil {
		t.Fatalf("exit %d, %v: %s%s", code, err, out, errOut)
	}
	if got.Result != "W+" || got.Size != 19 || got.Move != 10 || strings.Join(got.Row, " ") != "j10 j9 j8 j7 j6" {
		t.Errorf("JSON: %+v", got)
	}
}

func TestScoreGamesBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.kif")
	if err := os.WriteFile(bad, []byte("1 ７六(77)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	text := filepath.Join(dir, "g.txt")
	if err := os.WriteFile(text, []byte("h8 h9"), 0o644); err != nil {
		t.Fatal(err)
	}
	gomokuSGF := filepath.Join(dir, "g.sgf")
	if err := os.WriteFile(gomokuSGF, []byte("(;GM[4]SZ[15];B[hh])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{bad}, "line 1: move 1"},
		{[]string{"--komi", "6.5", shogiRecord("nifu.kif")}, "--komi is for Go only, not shogi"},
		{[]string{"--game", "chess", text}, `unknown game "chess"`},
		{[]string{"--game", "gomoku", "--variant", "renju", text}, "gomoku is free or exact"},
		{[]string{"--game", "ninuki", "--variant", "exact", text}, "--variant is for --game gomoku only"},
		{[]string{"--game", "gomoku", "--size", "13", text}, "15x15 or 19x19"},
		{[]string{"--size", "19", text}, "not Go"},
		{[]string{"--game", "shogi", "--size", "19", text}, "not shogi"},
		{[]string{gomokuSGF}, "score it with --game gomoku or --game ninuki"},
	} {
		code, _, errOut := runScoreForTest(c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, %q, want one line with %q", c.args, code, errOut, c.want)
		}
	}
}
