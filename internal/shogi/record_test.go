package shogi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/japanese"
)

func readRecord(t *testing.T, name string) *Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var rec *Record
	if strings.HasSuffix(name, ".csa") {
		rec, err = ParseCSA(data)
	} else {
		rec, err = ParseKIF(data)
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return rec
}

// TestRecords replays the hand-written records of testdata; each outcome was worked out by hand
// (the comments in each case say how).
func TestRecords(t *testing.T) {
	for _, c := range []struct {
		file     string
		winner   Winner
		reason   Reason
		move     int
		points   [2]int
		handicap string
		detail   string
	}{
		// The pawn goes up file 5 and promotes on 5c, the gold follows to 4c, and the tokin's
		// step to 5b, guarded by the gold, covers 4a, 6a, 4b, 6b: no White piece reaches 5b.
		{file: "head-gold-mate.kif", winner: BlackWins, reason: Mate, move: 21, handicap: "even"},
		// White resigns after Black's bishop drop on 4e (move 5).
		{file: "bishop-exchange-resign.kif", winner: BlackWins, reason: Resignation, move: 5, handicap: "even", detail: "White resigned"},
		// Black's bishop took the pawn on 3c; dropping that pawn on 7e, with Black's pawn on 7f,
		// is nifu: Black loses at move 5.
		{file: "nifu.kif", winner: WhiteWins, reason: IllegalMove, move: 5, handicap: "even", detail: "nifu"},
		// Black: horse 5, dragon 5, gold 1, tokin 1, ten pawns = 22; White 32: under 24 loses.
		{file: "impasse.kif", winner: WhiteWins, reason: Impasse, move: 2, points: [2]int{22, 32}},
		// The same with twelve pawns for Black: 24 against 30, neither under 24: a draw.
		{file: "impasse.csa", winner: Draw, reason: Impasse, move: 2, points: [2]int{24, 30}},
		// See TestPerpetualCheck: the fourth occurrence after move 12, Black checking throughout.
		{file: "perpetual-check.csa", winner: WhiteWins, reason: PerpetualCheck, move: 12},
		// See TestRepetition.
		{file: "repetition.csa", winner: Draw, reason: Repetition, move: 12, handicap: "even"},
		// Two-piece handicap: White (the giver) moves first; after four moves White resigns.
		{file: "two-piece-resign.csa", winner: BlackWins, reason: Resignation, move: 4, handicap: "two-piece"},
	} {
		rec := readRecord(t, c.file)
		r := Replay(rec)
		o := r.Outcome
		if o.Winner != c.winner || o.Reason != c.reason || o.Move != c.move || o.Points != c.points {
			t.Errorf("%s: %s (%+v), want %v by %s at move %d, points %v", c.file, o, o, c.winner, c.reason, c.move, c.points)
		}
		if rec.Handicap != c.handicap {
			t.Errorf("%s: handicap %q, want %q", c.file, rec.Handicap, c.handicap)
		}
		if !strings.Contains(o.Detail, c.detail) {
			t.Errorf("%s: detail %q, want it to contain %q", c.file, o.Detail, c.detail)
		}
	}
}

func TestKIFHeaderAndMoves(t *testing.T) {
	rec := readRecord(t, "head-gold-mate.kif")
	if rec.Black != "Sente Player" || rec.White != "Gote Player" || len(rec.Moves) != 21 || rec.End != EndMate {
		t.Errorf("players %q/%q, %d moves, end %v", rec.Black, rec.White, len(rec.Moves), rec.End)
	}
	rec = readRecord(t, "bishop-exchange-resign.kif")
	want := []string{"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}
	for i, w := range want {
		if got := rec.Moves[i].Move.String(); got != w {
			t.Errorf("move %d: %s, want %s", i+1, got, w)
		}
	}
}

// TestKIFShiftJIS: the same record in Shift_JIS, as Japanese software writes .kif files.
// TestKIFSpacing: times after a full-width space, 同 followed by an ASCII space, move marks.
func TestKIFSpacing(t *testing.T) {
	rec, err := ParseKIF([]byte("1 ▲７六歩(77)　( 0:01/00:00:01)\n2 △３四歩(33)\n3 ２二角成(88)\n4 同 銀(31)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Moves) != 4 || rec.Moves[3].Move.String() != "3a2b" {
		t.Errorf("moves %+v", rec.Moves)
	}
}

func TestKIFShiftJIS(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "bishop-exchange-resign.kif"))
	if err != nil {
		t.Fatal(err)
	}
	sjis, err := japanese.ShiftJIS.NewEncoder().Bytes(data)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ParseKIF(sjis)
	if err != nil {
		t.Fatal(err)
	}
	if o := Replay(rec).Outcome; o.Winner != BlackWins || o.Reason != Resignation {
		t.Errorf("Shift_JIS record: %s", o)
	}
}

func TestRecordErrors(t *testing.T) {
	for _, c := range []struct {
		csa  bool
		text string
		want string
	}{
		{false, "手合割：飛角香落ち\n", "not a handicap hoshi knows"},
		{false, "1 ７六歩(77)\n3 ３四歩(33)\n", "move number 3, want 2"},
		{false, "1 ７x歩(77)\n", "not a square"},
		{false, "1 ７六(77)\n", "no piece named"},
		{false, "1 同　歩(77)\n", "without a previous move"},
		{false, "1 ７六歩(77)\n2 投了\n3 ３四歩(33)\n", "after the end"},
		{false, "hello\n", "neither a header"},
		{true, "+7776FU\n", "before the position"},
		{true, "PI\n+\n-3334FU\n", "Black's turn"},
		{true, "PI\n+\n+7776F\n", "like +7776FU"},
		{true, "PI\n+\n+7776XX\n", "not a piece"},
		{true, "PI99HI\n+\n", "does not name a piece"},
		{true, "PI\n+\n%FOO\n", "unknown ending"},
		{true, "V2.2\n", "no starting position"},
		{true, "P1 *  *  *  *  *  *  *  * \n", "want 9"},
	} {
		var err error
		if c.csa {
			_, err = ParseCSA([]byte(c.text))
		} else {
			_, err = ParseKIF([]byte(c.text))
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error containing %q", c.text, err, c.want)
		}
	}
}

// TestReplayClaims: an ending the record claims but the position does not bear out leaves the
// game undecided, with the reason.
func TestReplayClaims(t *testing.T) {
	for _, c := range []struct{ kif, detail string }{
		{"1 ７六歩(77)\n2 詰み\n", "White is not mated"},
		{"1 ７六歩(77)\n2 千日手\n", "occurred 1 times, not 4"},
		{"1 ７六歩(77)\n2 持将棋\n", "has not entered"},
		{"1 ７六歩(77)\n", "without an ending"},
	} {
		rec, err := ParseKIF([]byte(c.kif))
		if err != nil {
			t.Fatal(err)
		}
		o := Replay(rec).Outcome
		if o.Winner != NoWinner || o.Reason != Unfinished || !strings.Contains(o.Detail, c.detail) {
			t.Errorf("%q: %+v, want undecided with %q", c.kif, o, c.detail)
		}
	}
	// A record naming the wrong piece is an illegal move.
	rec, err := ParseKIF([]byte("1 ７六銀(77)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if o := Replay(rec).Outcome; o.Reason != IllegalMove || !strings.Contains(o.Detail, "holds a pawn") {
		t.Errorf("wrong piece: %+v", o)
	}
}

// BenchmarkReplay replays the 21-move mate record (reading included).
func BenchmarkReplay(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "head-gold-mate.kif"))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		rec, err := ParseKIF(data)
		if err != nil {
			b.Fatal(err)
		}
		Replay(rec)
	}
}

// TestKIFHandicap: 手合割 names the handicap; the giver (White, 上手) moves first, so after two
// moves White is to move, and White's resignation gives Black the game.
func TestKIFHandicap(t *testing.T) {
	rec, err := ParseKIF([]byte("手合割：香落ち\n上手：Uwate\n下手：Shitate\n1 ３四歩(33)\n2 ７六歩(77)\n3 投了\n"))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Handicap != "lance" || rec.White != "Uwate" || rec.Black != "Shitate" || !rec.Start.At(SquareAt(1, 1)).Empty() {
		t.Errorf("record %+v", rec)
	}
	if o := Replay(rec).Outcome; o.Winner != BlackWins || o.Reason != Resignation || o.Move != 2 {
		t.Errorf("outcome %s", o)
	}
	// Black cannot move first in a handicap game: moving Black's pawn as move 1 is White's foul.
	rec, err = ParseKIF([]byte("手合割：香落ち\n1 ７六歩(77)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if o := Replay(rec).Outcome; o.Reason != IllegalMove || o.Winner != BlackWins || !strings.Contains(o.Detail, "Black's, and White is to move") {
		t.Errorf("Black first in a handicap game: %+v", o)
	}
}

// TestParseRecordSniffs: a CSA text is read as CSA, a KIF text as KIF, whatever the first
// lines (comments) are.
func TestParseRecordSniffs(t *testing.T) {
	for _, c := range []struct {
		text string
		csa  bool
	}{
		{"V2.2\nN+A\nN-B\nPI\n+\n+7776FU\n%TORYO\n", true},
		{"'a comment\nPI\n+\n+2726FU\n", true},
		{"PI\n+\n+7776FU\n-3334FU\n", true},
		{"手合割：平手\n手数----指手---------消費時間--\n1 ７六歩(77)\n2 投了\n", false},
		{"# KIF\n1 ７六歩(77)\n", false},
	} {
		if got := IsCSA([]byte(c.text)); got != c.csa {
			t.Errorf("IsCSA(%q) = %v", c.text, got)
		}
		rec, err := ParseRecord([]byte(c.text))
		if err != nil || len(rec.Moves) == 0 {
			t.Errorf("ParseRecord(%q): %v", c.text, err)
		}
	}
}
