package export

import (
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// OpenGothaImportNotes says what a tournament read from an OpenGotha file (ReadOpenGotha)
// could not carry of what hoshi keeps, so that an import tells the director what to check
// rather than a bare "imported": the rule set (OpenGotha names none, only the komi: the
// tournament plays t's rules), the language of the printouts (none in the file: language, the
// name of the language given to t), the kind of handicap (a handicap from the ranks is
// OpenGotha's, without the prisoners beyond the ceiling of hoshi's rank-difference rule),
// and the unranked players (OpenGotha gives every player a rank). The import's callers add
// them to ImportReport.Warnings: keyed messages, which a page shows in its language.
func OpenGothaImportNotes(t *tournament.Tournament, language string) []error {
	s := &t.Settings
	notes := []error{msgOGNoRules.New(s.Rules), msgOGNoLanguage.New(language)}
	if h := s.Handicap; h.Kind == tournament.HandicapMMS && h.BasedOnRank && h.Ceiling > 0 {
		notes = append(notes, msgOGHandicapRanks.New(h.Ceiling))
	}
	if len(t.Players) > 0 {
		notes = append(notes, msgOGNoUnranked.New())
	}
	return notes
}

// englishOf is the English of each message of notes; nil for none.
func englishOf(notes []error) []string {
	if notes == nil {
		return nil
	}
	out := make([]string, len(notes))
	for i, n := range notes {
		out[i] = n.Error()
	}
	return out
}
