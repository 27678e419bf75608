package export

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// OpenGothaImportNotes says what a tournament read from an OpenGotha file (ReadOpenGotha)
// could not carry of what hoshi keeps, so that an import tells the director what to check
// rather than a bare "imported": the rule set (OpenGotha names none, only the komi: the
// tournament plays t's rules), the language of the printouts (none in the file: language, the
// name of the language given to t), the kind of handicap (a handicap from the ranks is
// OpenGotha's, without the prisoners beyond the ceiling of hoshi's rank-difference rule),
// and the unranked players (OpenGotha gives every player a rank). The import's callers add
// them to ImportReport.Warnings.
func OpenGothaImportNotes(t *tournament.Tournament, language string) []string {
	s := &t.Settings
	notes := []string{
		fmt.Sprintf("the file names no rule set: the tournament plays by the %s rules; change them in Settings", s.Rules),
		fmt.Sprintf("the file has no language for the printouts: they are in %s; change it in Settings", language),
	}
	if h := s.Handicap; h.Kind == tournament.HandicapMMS && h.BasedOnRank && h.Ceiling > 0 {
		notes = append(notes, fmt.Sprintf("the file's handicaps come from the ranks as OpenGotha gives them, at most %d stones and no prisoners beyond: for the rank-difference rule with prisoners, choose it in Settings",
			h.Ceiling))
	}
	if len(t.Players) > 0 {
		notes = append(notes, "OpenGotha gives every player a rank: no player is marked unranked; mark those who registered without one in their forms")
	}
	return notes
}
