package export

import (
	"maps"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// safeTournament is the tournament as every writer of this package sees it: a copy whose
// names, clubs, countries, PINs, tournament name, place and kept attributes have their
// control characters replaced by spaces (tournament.CleanText). hoshi refuses such
// characters where a director types, but a name imported from another program's file (or
// stored before hoshi refused them) may hold a line break, which in a .h9, AGA or CSV line
// would start a line the reader takes for a player or a header, and which XML 1.0 cannot
// hold at all. Whole XML elements kept from an imported file ("xml:" entries) were written
// by an XML encoder and stay as they are.
func safeTournament(t *tournament.Tournament) *tournament.Tournament {
	c := *t
	s := &c.Settings
	for _, f := range []*string{&s.Name, &s.ShortName, &s.Place, &s.Country, &s.Director, &s.Rules} {
		*f = tournament.CleanText(*f)
	}
	s.Extra = cleanExtra(s.Extra)
	c.Players = make([]tournament.Player, len(t.Players))
	for i, p := range t.Players {
		for _, f := range []*string{&p.Name, &p.FirstName, &p.Club, &p.Country, &p.EGDPin} {
			*f = tournament.CleanText(*f)
		}
		p.Extra = cleanExtra(p.Extra)
		c.Players[i] = p
	}
	return &c
}

// cleanExtra cleans the values of kept attributes, leaving whole kept elements alone.
func cleanExtra(m map[string]string) map[string]string {
	if m == nil {
		return nil
	}
	out := maps.Clone(m)
	for k, v := range out {
		if !strings.HasPrefix(k, rawPrefix) {
			out[k] = tournament.CleanText(v)
		}
	}
	return out
}

// eventDates are the first and last day a results file gives. A tournament with only one
// of them is a one-day event on that day; one with neither cannot be rated (the EGD and the
// AGA date every result), so it is refused with the setting to fill in, rather than dated
// 0001-01-01.
func eventDates(s *tournament.Settings) (begin, end time.Time, err error) {
	begin, end = s.Begin, s.End
	switch {
	case begin.IsZero() && end.IsZero():
		return begin, end, &tournament.FieldError{Field: "Begin", Msg: msgNoDates.New().Error(), Key: msgNoDates.New()}
	case begin.IsZero():
		begin = end
	case end.IsZero():
		end = begin
	}
	return begin, end, nil
}
