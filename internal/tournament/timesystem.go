package tournament

// AdjustedMinutes is the EGF's "adjusted time", in whole minutes rounded down: the basic
// time plus the overtime a player can use over a typical game. The EGF counts 45 periods of
// Japanese byo-yomi, 60 moves of Canadian byo-yomi and 120 Fischer increments; sudden death
// adds nothing. It decides the tournament class, hence the weight of its games in the
// ratings; an EGD results file reports it as TM[].
func (ts TimeSystem) AdjustedMinutes() int {
	return ts.adjustedSeconds() / 60
}

// adjustedSeconds is the adjusted time in seconds; classes compare it unrounded.
func (ts TimeSystem) adjustedSeconds() int {
	s := ts.BasicMinutes * 60
	switch ts.Kind {
	case JapaneseByoYomi:
		s += 45 * ts.PeriodSeconds
	case CanadianByoYomi:
		if ts.Stones > 0 {
			s += 60 * ts.StonesSeconds / ts.Stones
		}
	case Fischer:
		s += 120 * ts.IncrementSeconds
	}
	return s
}

// EGFClass is the EGF class of a tournament played with this time: "A" needs at least 60
// minutes of basic time and 75 adjusted, "B" 40 and 50, "C" 25 and 30; anything shorter is
// "D". With Fischer time the EGF asks for less basic time (A 45, B 30, C 20 minutes) since
// the increments keep coming.
func (ts TimeSystem) EGFClass() string {
	basic, adjusted := ts.BasicMinutes*60, ts.adjustedSeconds()
	limits := []struct {
		class           string
		basic, adjusted int // minutes
	}{{"A", 60, 75}, {"B", 40, 50}, {"C", 25, 30}}
	if ts.Kind == Fischer {
		limits[0].basic, limits[1].basic, limits[2].basic = 45, 30, 20
	}
	for _, l := range limits {
		if basic >= l.basic*60 && adjusted >= l.adjusted*60 {
			return l.class
		}
	}
	return "D"
}
