package ogteams

import (
	"bytes"
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ReadAny reads an OpenGotha file as the director's import and hoshi import take it: a team
// tournament's file (with <Teams>) as a team event (e, with e.T the tournament), any other as
// an individual tournament (e nil). A team file whose teams do not read is imported as an
// individual tournament, its teams kept only to be written back, and the warning says why.
var (
	msgTeamsUnread = keyed.Define("note.og_teams_unread", "the file's teams do not read (%s): imported as an individual tournament, its teams kept only to be written back")
	// What a team file holds that the import leaves out.
	msgTeamCriterion = keyed.Define("note.og_team_criterion", "team placement criterion %s is not supported: left out")
	msgMatchNoGame   = keyed.Define("note.og_match_no_game", "round %d: teams %s and %s have a board without a game: their games are not a match")
	msgLooseGames    = keyed.Define("note.og_loose_games", "round %d: %d games are not between the same board of two teams: kept as individual games")
)

func ReadAny(data []byte) (t *tournament.Tournament, e *team.Event, report *export.ImportReport, err error) {
	t, report, err = export.ReadOpenGotha(bytes.NewReader(data))
	if err != nil {
		return nil, nil, nil, err
	}
	te, treport, terr := Read(bytes.NewReader(data))
	switch {
	case terr == nil && len(te.Teams) > 0:
		return te.T, te, treport, nil
	case terr != nil:
		for i, w := range report.Warnings {
			if strings.HasPrefix(w.Error(), "team tournaments are not supported") {
				report.Warnings[i] = msgTeamsUnread.New(strings.TrimPrefix(terr.Error(), "read OpenGotha file: "))
			}
		}
	}
	return t, nil, report, nil
}
