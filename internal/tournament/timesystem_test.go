package tournament

import "testing"

func TestTimeSystem(t *testing.T) {
	for _, tc := range []struct {
		name     string
		ts       TimeSystem
		adjusted int
		class    string
	}{
		// Juvisy: 60 minutes and 30 s byo-yomi, TM[82] and CL[A] in OpenGotha's export.
		{"juvisy", TimeSystem{Kind: JapaneseByoYomi, BasicMinutes: 60, PeriodSeconds: 30, Periods: 5}, 82, "A"},
		// 60 minutes + 15 stones in 5 minutes: 60 moves take 20 minutes.
		{"canadian", TimeSystem{Kind: CanadianByoYomi, BasicMinutes: 60, Stones: 15, StonesSeconds: 300}, 80, "A"},
		{"canadian short", TimeSystem{Kind: CanadianByoYomi, BasicMinutes: 40, Stones: 25, StonesSeconds: 180}, 47, "C"},
		{"fischer A", TimeSystem{Kind: Fischer, BasicMinutes: 45, IncrementSeconds: 15}, 75, "A"},
		{"fischer B", TimeSystem{Kind: Fischer, BasicMinutes: 30, IncrementSeconds: 10}, 50, "B"},
		{"fischer C", TimeSystem{Kind: Fischer, BasicMinutes: 20, IncrementSeconds: 5}, 30, "C"},
		{"fischer D", TimeSystem{Kind: Fischer, BasicMinutes: 20, IncrementSeconds: 4}, 28, "D"},
		{"sudden death 90", TimeSystem{Kind: SuddenDeath, BasicMinutes: 90}, 90, "A"},
		{"sudden death 60", TimeSystem{Kind: SuddenDeath, BasicMinutes: 60}, 60, "B"},
		{"sudden death 5", TimeSystem{Kind: SuddenDeath, BasicMinutes: 5}, 5, "D"},
		// 60 minutes + 45 x 19 s: 74.25 adjusted minutes are not 75.
		{"just short", TimeSystem{Kind: JapaneseByoYomi, BasicMinutes: 60, PeriodSeconds: 19}, 74, "B"},
		{"just enough", TimeSystem{Kind: JapaneseByoYomi, BasicMinutes: 60, PeriodSeconds: 20}, 75, "A"},
		{"byo-yomi without basic time", TimeSystem{Kind: JapaneseByoYomi, PeriodSeconds: 60}, 45, "D"},
	} {
		if got := tc.ts.AdjustedMinutes(); got != tc.adjusted {
			t.Errorf("%s: adjusted %d minutes, want %d", tc.name, got, tc.adjusted)
		}
		if got := tc.ts.EGFClass(); got != tc.class {
			t.Errorf("%s: class %s, want %s", tc.name, got, tc.class)
		}
	}
}
