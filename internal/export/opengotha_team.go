package export

import (
	"fmt"
	"io"
	"maps"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// OpenGotha keeps a team tournament in two elements of the tournament file: <Teams>, one
// <Team teamName teamNumber> per team holding a <Board boardNumber player roundNumber> for
// each board of each of its 20 rounds (player is the player's key), and
// <TeamTournamentParameterSet> with the number of boards (<TeamGeneralParameterSet
// teamSize>) and the team placement criteria (<TeamPlacementParameterSet>, up to six
// <PlacementCriterion name number>). The matches are not stored: they are the games between
// the members of two teams in a round.
const (
	ogTeamsKey       = rawPrefix + "Tournament/Teams"
	ogTeamParamsKey  = rawPrefix + "Tournament/TeamTournamentParameterSet"
	ogTeamRounds     = ogParticipationFlags // rounds OpenGotha keeps a board order for
	ogTeamMaxBoards  = 10                   // boards of an OpenGotha team
	ogTeamNoCriteria = "NULL"
)

// WriteOpenGothaTeams writes a team tournament as an OpenGotha file: the tournament's
// players, games and settings as WriteOpenGotha writes them, with the teams (their board
// order in every round; rounds after the last take the fixed order), the number of boards
// and the team placement criteria. hoshi's direct encounter (DC), which OpenGotha does not
// have, is written by its name: OpenGotha reads it as "no tie break", hoshi reads it back.
// Team byes, Pair Go and Rengo have no place in the file and are left out.
func WriteOpenGothaTeams(w io.Writer, e *team.Event) error {
	if err := e.Validate(); err != nil {
		return fmt.Errorf("write OpenGotha file: %w", err)
	}
	if e.Settings.Kind != team.Boards {
		return fmt.Errorf("write OpenGotha file: OpenGotha has team tournaments, not Pair Go or Rengo")
	}
	if len(e.Teams) == 0 {
		// OpenGotha's DTD wants at least one <Team> in <Teams>.
		return fmt.Errorf("write OpenGotha file: the team tournament has no team")
	}
	safe := safeTournament(e.T)
	keys := make(map[tournament.PlayerID]string, len(safe.Players))
	for i := range safe.Players {
		keys[safe.Players[i].ID] = safe.Players[i].Key()
	}
	t := *e.T
	t.Settings.Extra = maps.Clone(t.Settings.Extra)
	if t.Settings.Extra == nil {
		t.Settings.Extra = map[string]string{}
	}
	t.Settings.Extra[ogTeamsKey] = ogTeamsXML(e, keys)
	t.Settings.Extra[ogTeamParamsKey] = ogTeamParamsXML(e)
	return WriteOpenGotha(w, &t)
}

// ogTeamsXML is the <Teams> element, at OpenGotha's indentation.
func ogTeamsXML(e *team.Event, keys map[tournament.PlayerID]string) string {
	ow := &ogWriter{}
	ow.printf("%s<Teams>\n", ogIndent)
	for i := range e.Teams {
		tm := &e.Teams[i]
		ow.open(2, "Team", map[string]string{"teamName": tournament.CleanText(tm.Name), "teamNumber": strconv.Itoa(int(tm.ID))})
		for r := 1; r <= ogTeamRounds; r++ {
			lineup := e.Lineup(tm, r)
			if r > e.T.Settings.Rounds {
				lineup = e.Lineup(tm, 0)
			}
			for b, p := range lineup {
				ow.element(3, "Board", map[string]string{
					"boardNumber": strconv.Itoa(b + 1), "player": keys[p], "roundNumber": strconv.Itoa(r),
				})
			}
		}
		ow.printf("%s</Team>\n", ogIndent+ogIndent)
	}
	ow.printf("%s</Teams>", ogIndent)
	return ow.buf.String()
}

// ogTeamParamsXML is the <TeamTournamentParameterSet> element, at OpenGotha's indentation.
func ogTeamParamsXML(e *team.Event) string {
	ow := &ogWriter{}
	ow.printf("%s<TeamTournamentParameterSet>\n", ogIndent)
	ow.element(2, "TeamGeneralParameterSet", map[string]string{"teamSize": strconv.Itoa(e.Settings.Size)})
	ow.printf("%s<TeamPlacementParameterSet>\n", ogIndent+ogIndent)
	ow.printf("%s<PlacementCriteria>\n", ogIndent+ogIndent+ogIndent)
	crit := e.Settings.Criteria
	if len(crit) == 0 {
		crit = team.DefaultCriteria()
	}
	for i := range ogMaxCriteria {
		name := ogTeamNoCriteria
		if i < len(crit) {
			name = string(crit[i])
		}
		ow.element(4, "PlacementCriterion", map[string]string{"name": name, "number": strconv.Itoa(i + 1)})
	}
	ow.printf("%s</PlacementCriteria>\n", ogIndent+ogIndent+ogIndent)
	ow.printf("%s</TeamPlacementParameterSet>\n", ogIndent+ogIndent)
	ow.printf("%s</TeamTournamentParameterSet>", ogIndent)
	return ow.buf.String()
}
