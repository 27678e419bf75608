package goban

import "testing"

// koBoard has one ko: Black takes at C3, White may take back at B3 only after a move elsewhere.
func koBoard(t *testing.T, r Rules) *Board {
	return diagram(t, r,
		".....",
		".XO..",
		"XO.O.",
		".XO..",
		".....")
}

func TestKoRetakeForbidden(t *testing.T) {
	for _, name := range []string{"japanese", "chinese", "aga", "tromp-taylor", "nz", "finnish"} {
		b := koBoard(t, rulesNamed(t, name))
		if n := mustPlay(t, b, Black, "C3"); n != 1 {
			t.Fatalf("%s: captured %d, want 1", name, n)
		}
		wantIllegal(t, b, White, "B3", Ko)
	}
}

func TestKoRetakeAfterThreat(t *testing.T) {
	b := koBoard(t, japaneseRules)
	mustPlay(t, b, Black, "C3")
	mustPlay(t, b, White, "E1") // ko threat
	mustPlay(t, b, Black, "E2") // answer
	if n := mustPlay(t, b, White, "B3"); n != 1 {
		t.Fatalf("retake captured %d, want 1", n)
	}
	wantDrawing(t, b,
		".....",
		".XO..",
		"XO.O.",
		".XO.X",
		"....O")
	wantIllegal(t, b, Black, "C3", Ko)
}

func TestKoBanEndsWithPass(t *testing.T) {
	b := koBoard(t, japaneseRules)
	mustPlay(t, b, Black, "C3")
	b.Pass(White)
	b.Pass(Black)
	mustPlay(t, b, White, "B3")
}

func TestKoBanOnlyForOpponent(t *testing.T) {
	// A second black move in a row (as in a record with a missing move) may fill the ko.
	b := koBoard(t, japaneseRules)
	mustPlay(t, b, Black, "C3")
	mustPlay(t, b, Black, "B3")
}

// tripleKo has three kos: at A and C White holds the ko and Black can take, at B Black holds it.
func tripleKo(t *testing.T, r Rules) *Board {
	return diagram(t, r,
		".XO...XO.",
		"XO.O.XO.O",
		".XO...XO.",
		".........",
		".........",
		".XO......",
		"X.XO.....",
		".XO......",
		".........")
}

// The triple-ko cycle of six captures recreates the starting position.
var tripleKoCycle = []struct {
	c      Color
	vertex string
}{
	{Black, "C8"}, // takes ko A
	{White, "B3"}, // takes ko B
	{Black, "H8"}, // takes ko C
	{White, "B8"}, // retakes ko A
	{Black, "C3"}, // retakes ko B
	{White, "G8"}, // retakes ko C: the starting position again
}

func TestTripleKoSimpleKoAllowsCycle(t *testing.T) {
	b := tripleKo(t, japaneseRules)
	start := drawing(b)
	for round := 0; round < 3; round++ {
		for _, m := range tripleKoCycle {
			if n := mustPlay(t, b, m.c, m.vertex); n != 1 {
				t.Fatalf("%s %s captured %d, want 1", m.c, m.vertex, n)
			}
		}
		wantDrawing(t, b, start...)
	}
}

func TestTripleKoSuperkoForbidsCycle(t *testing.T) {
	for _, name := range []string{"tromp-taylor", "finnish", "aga", "nz"} {
		b := tripleKo(t, rulesNamed(t, name))
		last := len(tripleKoCycle) - 1
		for _, m := range tripleKoCycle[:last] {
			mustPlay(t, b, m.c, m.vertex)
		}
		wantIllegal(t, b, tripleKoCycle[last].c, tripleKoCycle[last].vertex, Superko)
	}
}

// TestSituationalDiffersFromPositional builds a repetition with the other player to move:
// Black takes ko A, White takes ko B, Black passes, White retakes A, and Black's retake of B
// recreates the start with White (not Black) to move.
func TestSituationalDiffersFromPositional(t *testing.T) {
	cases := []struct {
		rules string
		want  Reason
	}{{"japanese", 0}, {"aga", 0}, {"nz", 0}, {"tromp-taylor", Superko}, {"finnish", Superko}}
	for _, tc := range cases {
		b := tripleKo(t, rulesNamed(t, tc.rules))
		start := drawing(b)
		mustPlay(t, b, Black, "C8")
		mustPlay(t, b, White, "B3")
		b.Pass(Black)
		mustPlay(t, b, White, "B8")
		if tc.want != 0 {
			wantIllegal(t, b, Black, "C3", tc.want)
			continue
		}
		mustPlay(t, b, Black, "C3")
		wantDrawing(t, b, start...)
	}
}

// After a ko capture and two passes, simple ko allows the retake but superko does not: it
// recreates the position before the capture, with Black to move as it was then.
func TestSuperkoOutlivesPasses(t *testing.T) {
	for _, name := range []string{"tromp-taylor", "finnish", "aga", "nz"} {
		b := koBoard(t, rulesNamed(t, name))
		mustPlay(t, b, Black, "C3")
		b.Pass(White)
		b.Pass(Black)
		wantIllegal(t, b, White, "B3", Superko)
	}
}
