package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
)

func runScoreForTest(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = scoreCommand(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// A CGOS game counted by Tromp-Taylor (its RU[TT--]) comes out as its RE says.
func TestScoreCommandCGOS(t *testing.T) {
	path := testdata.Path(t, "sgf", "gnugo-cgos", "390115.sgf")
	code, out, errOut := runScoreForTest(path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(out, "\n")
	if lines[0] != "B+5.5" {
		t.Errorf("first line %q, want B+5.5 (the file's RE)", lines[0])
	}
	for _, want := range []string{"rules         tromp-taylor", "B+5.5: agrees", "komi          black 0      white 7.5"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestScoreCommandJSONAndOverrides(t *testing.T) {
	// 5x5: Black owns columns A-B (10), White column E (5); the white stone on A5 is dead.
	rec := "(;GM[1]FF[4]SZ[5]KM[0.5]RE[W+1]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[];W[])"
	path := filepath.Join(t.TempDir(), "g.sgf")
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runScoreForTest("--json", "--komi", "3", path, "--dead", "A5", "--rules", "japanese")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var got struct {
		Result    string
		Rules     string
		Dead      []string
		DeadFrom  string `json:"dead_from"`
		Agreement string
		White     struct{ Komi, Total string }
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	// Black 10 territory + 1 prisoner = 11; White 5 + komi 3 = 8.
	if got.Result != "B+3" || got.Rules != "japanese" || got.White.Komi != "3" || got.White.Total != "8" ||
		len(got.Dead) != 1 || got.Dead[0] != "A5" || got.DeadFrom != "given" ||
		got.Agreement != "differs by 4 (file says W+1)" {
		t.Errorf("got %+v", got)
	}
}

// --handicap-prisoners: the prisoners White handed Black before the game count one point each
// for Black and turn the game round.
func TestScoreCommandHandicapPrisoners(t *testing.T) {
	// The 5x5 board of TestScoreCommandJSONAndOverrides: Black 10 territory + 1 prisoner (the
	// dead A5) = 11; White 5 territory + komi 10 = 15: W+4. With 5 prisoners handed over, Black
	// has 16: B+1.
	rec := "(;GM[1]FF[4]SZ[5]KM[0.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[];W[])"
	path := filepath.Join(t.TempDir(), "g.sgf")
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"--komi", "10", "--dead", "A5", "--rules", "czech-1991"}
	if _, out, _ := runScoreForTest(append(args, path)...); !strings.HasPrefix(out, "W+4\n") || strings.Contains(out, "handed over") {
		t.Fatalf("without prisoners handed over: %q, want W+4 and no line of them", out)
	}
	code, out, errOut := runScoreForTest(append(args, "--handicap-prisoners", "5", path)...)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"B+1\n", "handed over   black 5      white 0\n", "total         black 16     white 15\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	_, out, _ = runScoreForTest(append(args, "--json", "--handicap-prisoners", "5", path)...)
	var got struct {
		Result string
		Black  struct {
			Handed int `json:"handicap_prisoners"`
			Total  string
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if got.Result != "B+1" || got.Black.Handed != 5 || got.Black.Total != "16" {
		t.Errorf("JSON %+v, want B+1, 5 handed over, Black's total 16", got)
	}
}

func TestScoreCommandBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.sgf")
	if err := os.WriteFile(bad, []byte("(;GM[1]SZ[9];B[ee"), 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good.sgf")
	if err := os.WriteFile(good, []byte("(;GM[1]SZ[9];B[ee];W[])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{filepath.Join(dir, "missing.sgf")},
		{bad},
		{"--dead", "Z9", good},
		{"--dead", "E5,", good},
		{"--rules", "klingon", good},
		{"--komi", "6.3", good},
		{"--handicap-prisoners", "-1", good},
		{"--handicap-prisoners", "five", good},
		{"--handicap-prisoners", "2401", good},
		{},
		{good, good},
		{"--frobnicate", good},
	} {
		code, out, errOut := runScoreForTest(args...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "hoshi score: ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line on stderr", args, code, out, errOut)
		}
	}
}

// Under atari-go the first capture decides: White's capture of J1 wins although Black, counted,
// would win by a wide margin; a game without a capture (and without a winner in RE) is not over.
func TestScoreCommandAtariGo(t *testing.T) {
	dir := t.TempDir()
	captured := filepath.Join(dir, "captured.sgf")
	rec := "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+38.5];B[ga];W[ha];B[gb];W[hb];B[gc];W[hc];B[gd];W[hd]" +
		";B[ge];W[he];B[gf];W[hf];B[gg];W[hg];B[gh];W[hh];B[gi];W[hi];B[ii];W[ih];B[ee])"
	if err := os.WriteFile(captured, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, out, _ := runScoreForTest(captured); !strings.HasPrefix(out, "B+") {
		t.Fatalf("japanese count: %q, want a black win", out)
	}
	code, out, errOut := runScoreForTest("--rules", "atari-go", captured)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "W+\n" +
		"decision      white captured first\n" +
		"prisoners     black 0      white 1\n" +
		"rules         atari-go\n" +
		"handicap      0\n" +
		"file result   B+38.5: differs: file says B+38.5\n" +
		"replay        move 21: black E5 is illegal (game over)\n"
	if out != want {
		t.Errorf("text output:\n%s\nwant:\n%s", out, want)
	}
	code, out, errOut = runScoreForTest("--rules", "ATARI-GO", "--json", captured)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var got struct {
		Result    string
		DecidedBy string `json:"decided_by"`
		Winner    string
		Dead      []string
		Agreement string
		White     struct {
			Prisoners   int
			Komi, Total string
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if got.Result != "W+" || got.DecidedBy != "first capture" || got.Winner != "white" || len(got.Dead) != 0 ||
		got.Agreement != "differs: file says B+38.5" || got.White.Prisoners != 1 || got.White.Komi != "0" ||
		got.White.Total != "0" {
		t.Errorf("json: %+v", got)
	}

	open := filepath.Join(dir, "open.sgf")
	if err := os.WriteFile(open, []byte("(;GM[1]FF[4]SZ[9];B[aa];W[ba];B[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, _ = runScoreForTest("--rules", "atari-go", open)
	if !strings.HasPrefix(out, "?\ndecision      no capture: the game is not over\n") ||
		!strings.Contains(out, "file result   none: file has no result") {
		t.Errorf("no capture:\n%s", out)
	}
	_, out, _ = runScoreForTest("--rules", "atari-go", "--json", open)
	if !strings.Contains(out, `"decided_by": "no capture"`) || !strings.Contains(out, `"winner": ""`) {
		t.Errorf("no capture, json:\n%s", out)
	}
}

// TestScoreCommandCzechNeutralStone: under czech-1991 a lone white stone left in Black's
// two-point eye of a group in seki stays on the board as a neutral stone; hoshi score names it.
// The board (H9 is the white stone, marked dead) and its counts are worked out by hand: Black
// has 22 points of territory, White 18, the seki points count for nobody; under the Japanese
// rules the dead stone gives Black one more point.
func TestScoreCommandCzechNeutralStone(t *testing.T) {
	rows := []string{
		"xo.o.x.ox",
		"xoooxxxxx",
		"xxxooxooo",
		"..xxxo...",
		"....xo...",
		"....xo...",
		"....xo...",
		"....xo...",
		"....xo...",
	}
	var ab, aw strings.Builder
	for y, row := range rows {
		for x, c := range row {
			pt := "[" + string(rune('a'+x)) + string(rune('a'+y)) + "]"
			switch c {
			case 'x':
				ab.WriteString(pt)
			case 'o':
				aw.WriteString(pt)
			}
		}
	}
	path := filepath.Join(t.TempDir(), "seki.sgf")
	rec := "(;GM[1]FF[4]SZ[9]KM[0]AB" + ab.String() + "AW" + aw.String() + ";B[];W[])"
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rules, result string
		neutral       []string
		line          string
	}{
		{"czech-1991", "B+4", []string{"H9"}, "neutral       H9 (left on the board, counted for nobody)"},
		{"japanese", "B+5", []string{}, ""},
	} {
		code, out, errOut := runScoreForTest("--json", "--rules", tc.rules, "--dead", "H9", path)
		if code != 0 {
			t.Fatalf("%s: exit %d, stderr %q", tc.rules, code, errOut)
		}
		var got struct {
			Result  string
			Neutral []string
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v in %s", err, out)
		}
		if got.Result != tc.result || strings.Join(got.Neutral, " ") != strings.Join(tc.neutral, " ") {
			t.Errorf("%s: result %s, neutral %v; want %s, %v", tc.rules, got.Result, got.Neutral, tc.result, tc.neutral)
		}
		_, text, _ := runScoreForTest("--rules", tc.rules, "--dead", "H9", path)
		if has := strings.Contains(text, "neutral "); has != (tc.line != "") || tc.line != "" && !strings.Contains(text, tc.line) {
			t.Errorf("%s: text output should have %q:\n%s", tc.rules, tc.line, text)
		}
	}
}

// A seki without eyes scored without dead stones: the estimate kills nothing, and --json lists
// the two chains in seki as uncertain, for the players to confirm; given dead stones leave
// nothing uncertain.
func TestScoreCommandUncertain(t *testing.T) {
	// White's C7-C6-C5-D5 and Black's E7-E6-E5 have no eye and share D7 and D6: a seki.
	rows := []string{
		".xo.xo.",
		".xo.xo.",
		".xooxo.",
		".xxxoo.",
		"...xo..",
		"...xo..",
		"...xo..",
	}
	var ab, aw strings.Builder
	for y, row := range rows {
		for x, c := range row {
			pt := "[" + string(rune('a'+x)) + string(rune('a'+y)) + "]"
			switch c {
			case 'x':
				ab.WriteString(pt)
			case 'o':
				aw.WriteString(pt)
			}
		}
	}
	rec := "(;GM[1]FF[4]SZ[7]KM[0.5]AB" + ab.String() + "AW" + aw.String() + ";B[];W[])"
	path := filepath.Join(t.TempDir(), "seki.sgf")
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Dead      []string
		DeadFrom  string `json:"dead_from"`
		Uncertain []string
	}
	code, out, errOut := runScoreForTest("--json", "--rules", "japanese", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if want := "C7 E7 C6 E6 C5 D5 E5"; len(got.Dead) != 0 || got.DeadFrom != "estimated" || strings.Join(got.Uncertain, " ") != want {
		t.Errorf("dead %v (%s), uncertain %v; want none dead and uncertain %s", got.Dead, got.DeadFrom, got.Uncertain, want)
	}
	code, out, _ = runScoreForTest(path)
	if code != 0 || !strings.Contains(out, "uncertain     C7 E7 C6 E6 C5 D5 E5 (confirm these groups") {
		t.Errorf("text output lacks the uncertain stones:\n%s", out)
	}
	code, out, _ = runScoreForTest("--json", "--dead", "A1", path)
	got.Uncertain = nil
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil || got.Uncertain == nil || len(got.Uncertain) != 0 {
		t.Errorf("with --dead: uncertain %v (exit %d, %v), want []", got.Uncertain, code, err)
	}
}
