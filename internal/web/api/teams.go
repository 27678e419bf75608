package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"sync"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// Team tournaments, Pair Go and Rengo in the JSON API (docs/API.md, docs/TEAMS.md): the
// tournament's team_size and team_kind settings, its teams, and (teams_pairing.go) the
// pairings and standings of a team tournament.

// teamKinds name team.Kind in the API.
var teamKinds = map[team.Kind]string{team.Boards: "boards", team.PairGo: "pair-go", team.Rengo: "rengo"}

func parseTeamKind(s string) (team.Kind, bool) {
	for k, name := range teamKinds {
		if name == s {
			return k, true
		}
	}
	return 0, false
}

// teamEvents caches each tournament's team event as of a snapshot's revision, so that the
// reads of an individual tournament (most of them) ask the store for its team settings once
// per change, not once per request.
type teamEvents struct {
	mu sync.Mutex
	m  map[store.TournamentID]teamEntry
}

type teamEntry struct {
	rev int64
	e   *team.Event // nil: an individual tournament
}

// teamEvent returns the tournament's team event as of sn (nil for an individual
// tournament). The event is shared: it must not be modified.
func (s *handlers) teamEvent(ctx context.Context, id store.TournamentID, sn *app.Snapshot) (*team.Event, error) {
	s.teams.mu.Lock()
	if en, ok := s.teams.m[id]; ok && en.rev == sn.Rev {
		s.teams.mu.Unlock()
		return en.e, nil
	}
	s.teams.mu.Unlock()
	ts, err := s.DB.TeamSettings(ctx, id)
	if err != nil {
		return nil, err
	}
	var e *team.Event
	var rev int64
	if ts.Size != 0 {
		if e, rev, err = s.DB.LoadTeamEvent(ctx, id); err != nil {
			return nil, err
		}
	} else if rev, err = s.DB.Revision(ctx, id); err != nil {
		return nil, err
	}
	// Kept only when read at the snapshot's revision: a change since then is read anew.
	if rev == sn.Rev {
		s.teams.mu.Lock()
		if s.teams.m == nil {
			s.teams.m = map[store.TournamentID]teamEntry{}
		}
		s.teams.m[id] = teamEntry{rev: rev, e: e}
		s.teams.mu.Unlock()
	}
	return e, nil
}

// teamSettingsJSON are the team settings of a tournament's JSON: team_size 0 (and no
// team_kind) for an individual tournament.
type teamSettingsJSON struct {
	TeamSize int    `json:"team_size"`
	TeamKind string `json:"team_kind,omitempty"`
	// TeamCriteria are the team placement criteria in order (hoshi's default when none are
	// set), written for a team tournament only.
	TeamCriteria []string `json:"team_criteria,omitempty"`
}

// tournamentJSON is a tournament as GET, POST and PUT /api/tournaments/{id} answer it: the
// settings, then the team settings.
type tournamentJSON struct {
	app.SettingsJSON
	teamSettingsJSON
}

func newTeamSettingsJSON(ts team.Settings) teamSettingsJSON {
	if ts.Size == 0 {
		return teamSettingsJSON{}
	}
	cs := ts.Criteria
	if len(cs) == 0 {
		cs = team.DefaultCriteria()
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = string(c)
	}
	return teamSettingsJSON{TeamSize: ts.Size, TeamKind: teamKinds[ts.Kind], TeamCriteria: names}
}

// withTeams adds the tournament's team settings to its JSON.
func (s *handlers) withTeams(ctx context.Context, id store.TournamentID, j app.SettingsJSON) (tournamentJSON, error) {
	ts, err := s.DB.TeamSettings(ctx, id)
	return tournamentJSON{j, newTeamSettingsJSON(ts)}, err
}

// peekTeamSettings takes "team_size", "team_kind" and "team_criteria" out of a settings body (the settings
// decoder refuses fields it does not know) and returns the team settings they make over
// base; nil when the body gives neither.
func peekTeamSettings(c echo.Context, base team.Settings) (*team.Settings, error) {
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return nil, err
	}
	c.Request().Body = io.NopCloser(bytes.NewReader(body))
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil {
		return nil, nil // a body that does not read is refused by readSettings
	}
	size, hasSize := fields["team_size"]
	kind, hasKind := fields["team_kind"]
	crits, hasCrits := fields["team_criteria"]
	if !hasSize && !hasKind && !hasCrits {
		return nil, nil
	}
	ts := base
	if hasSize {
		if err := json.Unmarshal(size, &ts.Size); err != nil {
			return nil, app.ErrBadRequest("team_size", "team_size must be a JSON number: 0 for individuals, 2 to 6 boards")
		}
	}
	if hasKind {
		var name string
		_ = json.Unmarshal(kind, &name)
		k, ok := parseTeamKind(name)
		if !ok {
			return nil, app.ErrBadRequest("team_kind", fmt.Sprintf(`unknown team_kind %s: use "boards", "pair-go" or "rengo"`, kind))
		}
		ts.Kind = k
	}
	if hasCrits {
		var names []string
		if err := json.Unmarshal(crits, &names); err != nil {
			return nil, app.ErrBadRequest("team_criteria", "team_criteria must be a JSON list of criterion names: "+app.TeamCriteriaHint)
		}
		if ts.Size == 0 && len(names) > 0 {
			return nil, app.ErrBadRequest("team_criteria", "team_criteria are for a team tournament: set team_size first")
		}
		ts.Criteria = nil
		for _, n := range names {
			ts.Criteria = append(ts.Criteria, team.Criterion(n))
		}
	}
	if err := app.ValidTeamSettings(ts); err != nil {
		return nil, err
	}
	delete(fields, "team_size")
	delete(fields, "team_kind")
	delete(fields, "team_criteria")
	rest, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	c.Request().Body = io.NopCloser(bytes.NewReader(rest))
	c.Request().ContentLength = int64(len(rest))
	return &ts, nil
}

// setTeamSettings stores the team settings a body gave (nil: none), when they change.
func (s *handlers) setTeamSettings(ctx context.Context, id store.TournamentID, old team.Settings, ts *team.Settings) error {
	if ts == nil || ts.Size == old.Size && (ts.Size == 0 || ts.Kind == old.Kind && slices.Equal(ts.Criteria, old.Criteria)) {
		return nil
	}
	return s.DB.SetTeamSettings(ctx, id, *ts)
}

// teamJSON is a team: its id, name and players in board order (the first team_size play,
// the others are reserves), with their names for scripts that print them.
type teamJSON struct {
	ID          team.ID               `json:"id"`
	Name        string                `json:"name"`
	Players     []tournament.PlayerID `json:"players"`
	PlayerNames []string              `json:"player_names"`
	Absent      []int                 `json:"absent"`
	// Lineups are the board orders set for single rounds: round number (a string key) to
	// the players in board order.
	Lineups map[string][]tournament.PlayerID `json:"lineups"`
}

func newTeamJSON(e *team.Event, t *team.Team) teamJSON {
	j := teamJSON{ID: t.ID, Name: t.Name, Players: t.Players, PlayerNames: make([]string, len(t.Players)), Absent: t.Absent}
	if j.Players == nil {
		j.Players = []tournament.PlayerID{}
	}
	if j.Absent == nil {
		j.Absent = []int{}
	}
	j.Lineups = make(map[string][]tournament.PlayerID, len(t.Lineups))
	for r, l := range t.Lineups {
		j.Lineups[strconv.Itoa(r)] = l
	}
	for i, p := range t.Players {
		if pl := e.T.Player(p); pl != nil {
			j.PlayerNames[i] = pl.FullName()
		}
	}
	return j
}

// teamTournament is the team event of the tournament the path names; 400 on team_size for
// an individual tournament.
func (s *handlers) teamTournament(c echo.Context) (store.TournamentID, *team.Event, error) {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return 0, nil, err
	}
	e, err := s.teamEvent(c.Request().Context(), id, sn)
	if err != nil {
		return 0, nil, err
	}
	if e == nil {
		return 0, nil, app.ErrBadRequest("team_size", "the tournament is not a team tournament: set team_size first")
	}
	return id, e, nil
}

// teamBody is the body of POST and PUT .../teams.
type teamBody struct {
	Name    *string               `json:"name"`
	Players []tournament.PlayerID `json:"players"`
	// Absent: the rounds the team does not play; not given, the stored ones stay.
	Absent *[]int `json:"absent"`
	// Lineups: round number (a string key) to the players in board order; not given, the
	// stored ones stay; {} clears them.
	Lineups *map[string][]tournament.PlayerID `json:"lineups"`
}

// readTeam reads a team's body over t (the stored team for PUT).
func readTeam(c echo.Context, e *team.Event, t team.Team) (team.Team, error) {
	var body teamBody
	if err := app.DecodeJSON(c, &body); err != nil {
		return t, err
	}
	if body.Name != nil {
		t.Name = *body.Name
	}
	if body.Players != nil {
		t.Players = body.Players
	}
	if body.Absent != nil {
		t.Absent = *body.Absent
	}
	if body.Lineups != nil {
		t.Lineups = nil
		for k, l := range *body.Lineups {
			r, err := strconv.Atoi(k)
			if err != nil || strconv.Itoa(r) != k {
				return t, app.ErrBadRequest("lineups", fmt.Sprintf("lineups: %q is not a round number", k))
			}
			if t.Lineups == nil {
				t.Lineups = map[int][]tournament.PlayerID{}
			}
			t.Lineups[r] = l
		}
	}
	if e.Settings.Kind == team.Boards && tournament.CleanText(t.Name) == "" {
		return t, app.BadRequest("name", msgTeamName.New())
	}
	if len(t.Players) < e.Settings.Size {
		return t, app.ErrBadRequest("players", fmt.Sprintf("%s for %d boards: list the team's players in board order", app.Players(len(t.Players)), e.Settings.Size))
	}
	if len(t.Lineups) > 0 && e.Settings.Kind != team.Boards {
		return t, app.ErrBadRequest("lineups", "a Pair Go or Rengo side has no lineups: its players play in the order of players")
	}
	if body.Lineups != nil {
		// The event's checks (team.Event.Validate: each lineup team_size members of the
		// team, each once, in a round of the tournament) before anything is stored; the
		// store checks them again.
		check, tt := *e, t
		check.Teams = slices.Clone(e.Teams)
		if i := slices.IndexFunc(check.Teams, func(x team.Team) bool { return x.ID == t.ID }); i >= 0 {
			check.Teams[i] = tt
		} else {
			// A new team: an id no stored team has.
			for _, x := range e.Teams {
				tt.ID = max(tt.ID, x.ID)
			}
			tt.ID++
			check.Teams = append(check.Teams, tt)
		}
		if err := check.Validate(); err != nil {
			var te *team.Error
			if errors.As(err, &te) && te.Field == "lineups" {
				return t, app.TeamError(err)
			}
		}
	}
	return t, nil
}

// apiListTeams is GET /api/tournaments/{id}/teams, in the order they were added.
func (s *handlers) apiListTeams(c echo.Context) error {
	_, e, err := s.teamTournament(c)
	if err != nil {
		return err
	}
	out := make([]teamJSON, len(e.Teams))
	for i := range e.Teams {
		out[i] = newTeamJSON(e, &e.Teams[i])
	}
	return c.JSON(http.StatusOK, out)
}

// apiGetTeam is GET /api/tournaments/{id}/teams/{tid}.
func (s *handlers) apiGetTeam(c echo.Context) error {
	_, e, err := s.teamTournament(c)
	if err != nil {
		return err
	}
	t, err := app.PathTeam(c, e)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, newTeamJSON(e, t))
}

// apiAddTeam is POST /api/tournaments/{id}/teams {"name", "players": [ids in board order]}:
// 201 with the team.
func (s *handlers) apiAddTeam(c echo.Context) error {
	ctx := c.Request().Context()
	id, e, err := s.teamTournament(c)
	if err != nil {
		return err
	}
	t, err := readTeam(c, e, team.Team{})
	if err != nil {
		return err
	}
	if t.ID, err = s.DB.AddTeam(ctx, id, t); err != nil {
		return err
	}
	return s.answerTeam(c, id, t.ID, http.StatusCreated)
}

// apiUpdateTeam is PUT /api/tournaments/{id}/teams/{tid}: the name and players given
// replace the stored ones.
func (s *handlers) apiUpdateTeam(c echo.Context) error {
	id, e, err := s.teamTournament(c)
	if err != nil {
		return err
	}
	old, err := app.PathTeam(c, e)
	if err != nil {
		return err
	}
	t, err := readTeam(c, e, *old)
	if err != nil {
		return err
	}
	if err := s.DB.UpdateTeam(c.Request().Context(), id, t); err != nil {
		return err
	}
	return s.answerTeam(c, id, t.ID, http.StatusOK)
}

// answerTeam answers the team as stored now.
func (s *handlers) answerTeam(c echo.Context, id store.TournamentID, tid team.ID, status int) error {
	e, _, err := s.DB.LoadTeamEvent(c.Request().Context(), id)
	if err != nil {
		return err
	}
	t := e.Team(tid)
	if t == nil {
		k := msgTeamNotFound.New(tid)
		return &store.Error{Code: store.ENOTFOUND, Field: "team", Message: k.Error(), Key: k}
	}
	return c.JSON(status, newTeamJSON(e, t))
}

// apiDeleteTeam is DELETE /api/tournaments/{id}/teams/{tid}; refused (409) once the team
// has played.
func (s *handlers) apiDeleteTeam(c echo.Context) error {
	id, e, err := s.teamTournament(c)
	if err != nil {
		return err
	}
	t, err := app.PathTeam(c, e)
	if err != nil {
		return err
	}
	if err := s.DB.DeleteTeam(c.Request().Context(), id, t.ID); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// answerTournament answers a tournament's JSON with its team settings.
func (s *handlers) answerTournament(c echo.Context, status int, id store.TournamentID, j app.SettingsJSON) error {
	out, err := s.withTeams(c.Request().Context(), id, j)
	if err != nil {
		return err
	}
	return c.JSON(status, out)
}

// checkTeamSettings refuses, before anything is stored, team settings (nil: none given) that
// the tournament's teams do not fit (app.CheckTeamSettings).
func (s *handlers) checkTeamSettings(ctx context.Context, id store.TournamentID, t *tournament.Tournament, ts *team.Settings) error {
	if ts == nil {
		return nil
	}
	return app.CheckTeamSettings(ctx, s.DB, id, t, *ts)
}
