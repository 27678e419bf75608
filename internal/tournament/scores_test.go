package tournament

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// Player ids of the small tournament.
const (
	alpha PlayerID = iota + 1
	bravo
	charlie
	delta
	echo
)

// small is a 5-player, 3-round McMahon tournament with default settings and every kind of
// round: a bye (Echo round 1, Charlie round 3), an absence (Echo round 2), a jigo, a win by
// default and a both-lose. The handicaps are those of the MMS rule (checked separately).
//
//	start MMS: Alpha 2d 31, Bravo 1d 30, Charlie 1k 29, Delta 2k 28, Echo 3k 27
//	round 1: Alpha (W) beats Bravo; Charlie (W) - Delta jigo; Echo bye
//	round 2: Alpha (W) - Charlie: Charlie wins by default; Bravo (W) - Delta, handicap 1,
//	         both lose; Echo absent
//	round 3: Alpha (W) beats Delta, handicap 1; Echo (B) beats Bravo, handicap 1; Charlie bye
func small() *Tournament {
	t := &Tournament{Settings: DefaultSettings()}
	t.Settings.Rounds = 3
	t.Players = []Player{
		{ID: alpha, Name: "Alpha", Rank: rank.Dan(2)},
		{ID: bravo, Name: "Bravo", Rank: rank.Dan(1)},
		{ID: charlie, Name: "Charlie", Rank: rank.Kyu(1)},
		{ID: delta, Name: "Delta", Rank: rank.Kyu(2)},
		{ID: echo, Name: "Echo", Rank: rank.Kyu(3), Absent: []int{2}},
	}
	t.Games = []Game{
		{Round: 1, Table: 1, White: alpha, Black: bravo, Result: WhiteWins},
		{Round: 1, Table: 2, White: charlie, Black: delta, Result: Jigo},
		{Round: 2, Table: 1, White: alpha, Black: charlie, Result: BlackWins, ByDefault: true},
		{Round: 2, Table: 2, White: bravo, Black: delta, Handicap: 1, Result: BothLose},
		{Round: 3, Table: 1, White: alpha, Black: delta, Handicap: 1, Result: WhiteWins},
		{Round: 3, Table: 2, White: bravo, Black: echo, Handicap: 1, Result: BlackWins},
	}
	t.Byes = []Bye{{Round: 1, Player: echo}, {Round: 3, Player: charlie}}
	return t
}

func TestStartMMS(t *testing.T) {
	tr := &Tournament{Settings: DefaultSettings()} // bar 4d, floor 20k
	for _, tc := range []struct {
		rank       string
		correction int
		want       int
	}{
		{"30k", 0, 20}, {"25k", 0, 20}, {"20k", 0, 20}, {"19k", 0, 22}, {"1k", 0, 58},
		{"1d", 0, 60}, {"4d", 0, 66}, {"6d", 0, 66}, {"2p", 0, 66}, {"6d", 1, 68},
		{"3d", 2, 68}, {"3d", -1, 62},
	} {
		p := &Player{Rank: mustRank(tc.rank), MMSCorrection: tc.correction}
		if got := tr.StartMMS(p); got != tc.want {
			t.Errorf("StartMMS(%s%+d) = %d, want %d", tc.rank, tc.correction, got, tc.want)
		}
	}
}

func TestMMSAndNBWByRound(t *testing.T) {
	tr := small()
	// x2, after rounds 0..3. Echo: bye (2) then absent (1): 3 rounded down to 2.
	mms := map[PlayerID][4]int{
		alpha:   {62, 64, 64, 66},
		bravo:   {60, 60, 60, 60},
		charlie: {58, 59, 61, 63},
		delta:   {56, 57, 57, 57},
		echo:    {54, 56, 56, 58},
	}
	nbw := map[PlayerID][4]int{
		alpha:   {0, 2, 2, 4},
		bravo:   {0, 0, 0, 0},
		charlie: {0, 1, 3, 5},
		delta:   {0, 1, 1, 1},
		echo:    {0, 2, 2, 4},
	}
	for id, want := range mms {
		for r := range 4 {
			if got := tr.MMS(id, r); got != want[r] {
				t.Errorf("MMS(%s, %d) = %d, want %d", tr.Player(id).Name, r, got, want[r])
			}
			if got := tr.NBW(id, r); got != nbw[id][r] {
				t.Errorf("NBW(%s, %d) = %d, want %d", tr.Player(id).Name, r, got, nbw[id][r])
			}
		}
	}
	tr.Settings.RoundDown = false
	if got := tr.MMS(echo, 2); got != 57 {
		t.Errorf("MMS(Echo, 2) without rounding down = %d, want 57", got)
	}
}

func TestCriteria(t *testing.T) {
	tr := small()
	// Hand-worked after round 3 (x2; SODOS x4). SOSM: the opponent's final MMS, +2 per
	// handicap stone as White, -2 as Black; a round without a game: own starting MMS.
	want := map[Criterion][5]int{
		//              Alpha Bravo Charlie Delta Echo
		CritSOSM:   {182, 185, 181, 185, 166},
		CritSOSMM1: {123, 126, 124, 127, 112},
		CritSOSMM2: {63, 66, 66, 64, 58},
		CritSOSW:   {6, 9, 5, 9, 0},
		CritSOSWM1: {6, 8, 5, 9, 0},
		CritSOSWM2: {5, 4, 4, 5, 0},
		CritSOSOSM: {551, 533, 541, 548, 509},
		CritSOSOSW: {23, 15, 15, 20, 9},
		CritSODOSM: {238, 0, 189, 63, 116},
		CritSODOSW: {2, 0, 9, 5, 0},
		CritCUSSM:  {194, 180, 183, 171, 170},
		CritCUSSW:  {8, 0, 9, 3, 8},
		CritMMS:    {66, 60, 63, 57, 58},
		CritNBW:    {4, 0, 5, 1, 4},
	}
	for c, vals := range want {
		for i, v := range vals {
			id := PlayerID(i + 1)
			if got := tr.Value(c, id, 3); got != v {
				t.Errorf("%s(%s) = %d, want %d", c, tr.Player(id).Name, got, v)
			}
		}
	}
	// After round 1 the opponents count with their scores of that time: Alpha's SOSM is
	// Bravo's 30, Echo's (bye) his own start 27.
	for id, want := range map[PlayerID]int{alpha: 60, bravo: 64, charlie: 57, delta: 59, echo: 54} {
		if got := tr.Value(CritSOSM, id, 1); got != want {
			t.Errorf("SOSM(%s) after round 1 = %d, want %d", tr.Player(id).Name, got, want)
		}
	}
	// OpenGotha sets SOSM-1 and SOSM-2 from round 3 on only: 0 after rounds 1 and 2 (where
	// SOSW-1 after round 2 is the larger of the two contributions).
	for r := 1; r <= 2; r++ {
		for id := alpha; id <= echo; id++ {
			for _, c := range []Criterion{CritSOSMM1, CritSOSMM2} {
				if got := tr.Value(c, id, r); got != 0 {
					t.Errorf("%s(%s) after round %d = %d, want 0", c, tr.Player(id).Name, r, got)
				}
			}
		}
	}
	// Before any round every criterion but the scores themselves is 0.
	if got := tr.Value(CritSOSM, alpha, 0); got != 0 {
		t.Errorf("SOSM before round 1 = %d, want 0", got)
	}
	if got := tr.Value(CritMMS, alpha, 0); got != 62 {
		t.Errorf("MMS before round 1 = %d, want 62", got)
	}
}

// TestCountUnplayedAsHalf values opponents with a half point for every round they did not
// play over the board. In the small tournament, after round 3 (x2):
//
//	as opponents: Alpha 62+2+1+2 = 67 (round 2 lost by default), Bravo 60, Charlie 58+1+1+1
//	= 61 (by-default win and bye), Delta 57, Echo 54+1+1+2 = 58 (bye and absence);
//	wins: Alpha 5, Bravo 0, Charlie 3, Delta 1, Echo 4.
func TestCountUnplayedAsHalf(t *testing.T) {
	tr := small()
	tr.Settings.CountUnplayedAsHalf = true
	want := map[Criterion][5]int{
		CritSOSM: {60 + 61 + 59, 67 + 59 + 60, 57 + 67 + 58, 61 + 58 + 65, 54 + 54 + 58},
		CritSOSW: {0 + 3 + 1, 5 + 1 + 4, 1 + 5 + 0, 3 + 0 + 5, 0},
		CritMMS:  {66, 60, 63, 57, 58}, // the players' own scores do not change
	}
	for c, vals := range want {
		for i, v := range vals {
			id := PlayerID(i + 1)
			if got := tr.Value(c, id, 3); got != v {
				t.Errorf("%s(%s) = %d, want %d", c, tr.Player(id).Name, got, v)
			}
		}
	}
}
