package export

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// OpenGotha keeps a team tournament in two elements of the tournament file: <Teams>, one
// <Team teamName teamNumber> per team holding a <Board boardNumber player roundNumber> for
// each board of each round (player is the player's key; OpenGotha itself writes its 20
// rounds), and <TeamTournamentParameterSet> with the number of boards
// (<TeamGeneralParameterSet teamSize>) and the team placement criteria
// (<TeamPlacementParameterSet>, six <PlacementCriterion name number>, "NULL" for none). The
// matches are not stored: they are the games between the members of two teams in a round.
// internal/export/ogteams turns this into a team.Event.
const (
	ogTeamsKey      = rawPrefix + "Tournament/Teams"
	ogTeamParamsKey = rawPrefix + "Tournament/TeamTournamentParameterSet"
	// OpenGothaTeamRounds is the number of rounds OpenGotha keeps a board order for.
	OpenGothaTeamRounds = ogParticipationFlags
	// OpenGothaMaxBoards is the largest team OpenGotha has.
	OpenGothaMaxBoards = 10
	ogNoCriterion      = "NULL"
)

// OpenGothaTeams is the team part of an OpenGotha file.
type OpenGothaTeams struct {
	// Size is the number of boards (teamSize).
	Size int
	// Criteria are the team placement criteria in order, without the empty ones ("NULL").
	Criteria []string
	Teams    []OpenGothaTeam
}

// OpenGothaTeam is one <Team>.
type OpenGothaTeam struct {
	Number int
	Name   string
	// Rounds are the board orders by round (1-based): Rounds[r][b] plays board b+1 in round
	// r; 0 where the file names nobody.
	Rounds map[int][]tournament.PlayerID
}

// WriteOpenGothaTeams writes t as WriteOpenGotha does, with the teams of teams in place of
// any kept from an imported file. A team's rounds are written in order, each with its boards
// (a board without a player is left out); the criteria fill the file's six places, "NULL"
// after the last, and those beyond the sixth are left out.
func WriteOpenGothaTeams(w io.Writer, t *tournament.Tournament, teams *OpenGothaTeams) error {
	if len(teams.Teams) == 0 {
		// OpenGotha's DTD wants at least one <Team> in <Teams>.
		return fmt.Errorf("write OpenGotha file: the team tournament has no team")
	}
	safe := safeTournament(t)
	keys := make(map[tournament.PlayerID]string, len(safe.Players))
	for i := range safe.Players {
		keys[safe.Players[i].ID] = safe.Players[i].Key()
	}
	c := *t
	c.Settings.Extra = maps.Clone(c.Settings.Extra)
	if c.Settings.Extra == nil {
		c.Settings.Extra = map[string]string{}
	}
	var err error
	if c.Settings.Extra[ogTeamsKey], err = ogTeamsXML(teams, keys); err != nil {
		return fmt.Errorf("write OpenGotha file: %w", err)
	}
	c.Settings.Extra[ogTeamParamsKey] = ogTeamParamsXML(teams)
	return WriteOpenGotha(w, &c)
}

// ogTeamsXML is the <Teams> element, at OpenGotha's indentation.
func ogTeamsXML(teams *OpenGothaTeams, keys map[tournament.PlayerID]string) (string, error) {
	ow := &ogWriter{}
	ow.printf("%s<Teams>\n", ogIndent)
	for _, tm := range teams.Teams {
		ow.open(2, "Team", map[string]string{"teamName": tournament.CleanText(tm.Name), "teamNumber": strconv.Itoa(tm.Number)})
		for _, r := range slices.Sorted(maps.Keys(tm.Rounds)) {
			for b, p := range tm.Rounds[r] {
				if p == 0 {
					continue
				}
				if keys[p] == "" {
					return "", fmt.Errorf("team %s names player %d, who is not registered", tm.Name, p)
				}
				ow.element(3, "Board", map[string]string{
					"boardNumber": strconv.Itoa(b + 1), "player": keys[p], "roundNumber": strconv.Itoa(r),
				})
			}
		}
		ow.printf("%s</Team>\n", ogIndent+ogIndent)
	}
	ow.printf("%s</Teams>", ogIndent)
	return ow.buf.String(), nil
}

// ogTeamParamsXML is the <TeamTournamentParameterSet> element, at OpenGotha's indentation.
func ogTeamParamsXML(teams *OpenGothaTeams) string {
	ow := &ogWriter{}
	ow.printf("%s<TeamTournamentParameterSet>\n", ogIndent)
	ow.element(2, "TeamGeneralParameterSet", map[string]string{"teamSize": strconv.Itoa(teams.Size)})
	ow.printf("%s<TeamPlacementParameterSet>\n", ogIndent+ogIndent)
	ow.printf("%s<PlacementCriteria>\n", ogIndent+ogIndent+ogIndent)
	for i := range ogMaxCriteria {
		name := ogNoCriterion
		if i < len(teams.Criteria) {
			name = teams.Criteria[i]
		}
		ow.element(4, "PlacementCriterion", map[string]string{"name": name, "number": strconv.Itoa(i + 1)})
	}
	ow.printf("%s</PlacementCriteria>\n", ogIndent+ogIndent+ogIndent)
	ow.printf("%s</TeamPlacementParameterSet>\n", ogIndent+ogIndent)
	ow.printf("%s</TeamTournamentParameterSet>", ogIndent)
	return ow.buf.String()
}
