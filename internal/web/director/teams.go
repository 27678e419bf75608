package director

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The director's Teams page of a team tournament (docs/TEAMS.md, "Director's pages"): the
// teams with their players in board order, each team's strength, the board-order warnings,
// and the forms that add, change and delete a team. The teams are stored as the JSON API
// stores them (store.AddTeam, UpdateTeam, DeleteTeam), checked there as team.Event.Validate
// checks them.

// maxReserves is how many reserves the form of a team of boards offers.
const maxReserves = 2

// teamMemberLine is a player of a team as the Teams page lists him.
type teamMemberLine struct {
	Board   int // 0 for a reserve
	Name    string
	Reserve bool
}

// teamLine is a team on the Teams page.
type teamLine struct {
	ID       team.ID
	Name     string
	Members  []teamMemberLine
	Strength string // "2d (2150)"
	Played   bool   // it has a match or a bye: it cannot be deleted
	Absent   string // the rounds it does not play, "2, 3"; "" for none
	URL      string
}

// teamPlayerOption is a player the team form offers.
type teamPlayerOption struct {
	ID       tournament.PlayerID
	Name     string
	Selected bool
}

// teamSlot is one select of the team form: a board, or a reserve.
type teamSlot struct {
	Name    string // the form input: p1, p2, ...
	Board   int    // 0 for a reserve
	Options []teamPlayerOption
}

// lineupRound is the optional board order of one round in the team form.
type lineupRound struct {
	Round int
	Slots []teamSlot
}

type teamsView struct {
	dirPage
	Kind     string // "Team tournament, 4 boards", in the page's language
	Teams    []teamLine
	Warnings []string
	Round    int // the round the warnings are about
	Free     int // players in no team
	Form     teamFormView
	Edit     *teamEdit // the page of one team
}

// teamEdit is the page of one team: its form, its warnings and its delete button.
type teamEdit struct {
	Team     string
	Played   bool
	Delete   string
	Warnings []string
}

// teamRoundBox is a checkbox of the team form: the team plays the round. Locked when the
// team has a match or the bye in it (the round must be unpaired before it changes).
type teamRoundBox struct {
	Round         int
	Plays, Locked bool
	Label         string
}

// teamFormView is the form of a new team or of an existing one.
type teamFormView struct {
	Action  string
	Name    string
	Slots   []teamSlot
	Lineups []lineupRound // an existing team's rounds
	Rounds  []teamRoundBox
	Edit    bool
}

// directorTeams loads the team event of the path's tournament for the Teams pages; a
// tournament that is not a team tournament answers 404 with a message naming team_size.
func (s *handlers) directorTeams(c echo.Context) (*team.Event, dirPage, error) {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return nil, dirPage{}, err
	}
	app.NoteTournamentLang(c, sn.T.Settings.Language)
	page := s.newDirPage(c, id, sn.T, "Teams")
	e, err := app.LoadTeamEvent(c.Request().Context(), s.DB, id)
	if err != nil {
		return nil, page, err
	}
	if e == nil {
		return nil, page, app.KeyedError(http.StatusNotFound, "team_size", msgNotTeamTournament.New())
	}
	return e, page, nil
}

// teamsPage is GET /director/tournaments/{id}/teams.
func (s *handlers) teamsPage(c echo.Context) error {
	e, page, err := s.directorTeams(c)
	if err != nil {
		return err
	}
	v := newTeamsView(e, page)
	v.Form = teamForm(page.l, e, page.Base+"/teams", nil, nil)
	return s.Render(c, http.StatusOK, "director_teams.html", s.Page(c, v))
}

// refusedTeamForm shows the page of a refused team form again, with the reason and the
// director's name and selections as sent (422), so that one mistake does not cost the whole
// form. Errors the director cannot fix go to the error handler.
func (s *handlers) refusedTeamForm(c echo.Context, e *team.Event, page dirPage, t *team.Team, err error) error {
	if status, _, _ := app.StatusOf(err); status >= 500 {
		return err
	}
	posted, perr := c.FormParams()
	if perr != nil {
		return perr
	}
	f := errorFlash(err)
	page.Flash = &f
	var v teamsView
	if t == nil {
		v = newTeamsView(e, page)
		v.Form = teamForm(page.l, e, page.Base+"/teams", nil, posted)
	} else {
		v = s.teamEditView(e, page, t)
		v.Form = teamForm(page.l, e, v.Form.Action, t, posted)
	}
	return s.Render(c, http.StatusUnprocessableEntity, "director_teams.html", s.Page(c, v))
}

func newTeamsView(e *team.Event, page dirPage) teamsView {
	round := currentRound(e.T)
	v := teamsView{dirPage: page, Kind: page.l.T("teams.kind_"+e.Settings.Kind.String(), "N", e.Settings.Size), Round: round}
	played := map[team.ID]bool{}
	for _, m := range e.Matches {
		played[m.A], played[m.B] = true, true
	}
	for _, b := range e.Byes {
		played[b.Team] = true
	}
	inTeam := map[tournament.PlayerID]bool{}
	for i := range e.Teams {
		t := &e.Teams[i]
		r, rating := e.Strength(t, round)
		l := teamLine{ID: t.ID, Name: e.Name(t.ID), Strength: fmt.Sprintf("%s (%d)", r, rating), Played: played[t.ID],
			Absent: joinInts(t.Absent), URL: fmt.Sprintf("%s/teams/%d", page.Base, t.ID)}
		lineup := e.Lineup(t, round)
		for k, p := range lineup {
			l.Members = append(l.Members, teamMemberLine{Board: k + 1, Name: playerLabel(e.T, p)})
		}
		for _, p := range t.Players {
			inTeam[p] = true
			if !slices.Contains(lineup, p) {
				l.Members = append(l.Members, teamMemberLine{Name: playerLabel(e.T, p), Reserve: true})
			}
		}
		v.Teams = append(v.Teams, l)
	}
	for _, w := range e.OrderWarnings(round) {
		v.Warnings = append(v.Warnings, orderWarning(page.l, e, w))
	}
	for i := range e.T.Players {
		if !inTeam[e.T.Players[i].ID] {
			v.Free++
		}
	}
	return v
}

// joinInts is "2, 3".
func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

// teamBusy are the rounds in which team tid has a match or the bye.
func teamBusy(e *team.Event, tid team.ID) map[int]bool {
	busy := map[int]bool{}
	for _, m := range e.Matches {
		if m.A == tid || m.B == tid {
			busy[m.Round] = true
		}
	}
	for _, b := range e.Byes {
		if b.Team == tid {
			busy[b.Round] = true
		}
	}
	return busy
}

// orderWarning says a board-order warning in the page's language: "T1, round 1: P13 (3d)
// on board 3 is stronger than P11 (2k) on board 1".
func orderWarning(l *i18n.Localizer, e *team.Event, w team.OrderWarning) string {
	return l.T("teams.order_warning", "Team", e.Name(w.Team), "Round", w.Round, "Lower", playerLabel(e.T, w.Lower),
		"LowerBoard", w.LowerBoard, "Upper", playerLabel(e.T, w.Upper), "UpperBoard", w.UpperBoard)
}

// playerLabel is "Surname First (3d)".
func playerLabel(t *tournament.Tournament, id tournament.PlayerID) string {
	if p := t.Player(id); p != nil {
		return fmt.Sprintf("%s (%s)", p.FullName(), p.Rank)
	}
	return "#" + strconv.Itoa(int(id))
}

// slotsOf is how many selects the team form has: the boards (the players of a side), then
// the reserves of a team of boards.
func slotsOf(e *team.Event) int {
	if e.Settings.Kind == team.Boards {
		return e.Settings.Size + maxReserves
	}
	return e.Settings.Size
}

// teamForm is the form of team t (nil: a new team): a select per board and reserve offering
// the players in no other team, in the order of the list of players. posted (nil: none) is a
// refused form as the director sent it: its name and selections are shown again.
func teamForm(l *i18n.Localizer, e *team.Event, action string, t *team.Team, posted url.Values) teamFormView {
	f := teamFormView{Action: action}
	var own []tournament.PlayerID
	if t != nil {
		f.Name, f.Edit, own = t.Name, true, t.Players
	}
	if posted != nil {
		f.Name = posted.Get("name")
	}
	// chosen is the player of the select name: the posted one after a refusal, else def.
	chosen := func(name string, def tournament.PlayerID) tournament.PlayerID {
		if posted == nil {
			return def
		}
		n, _ := strconv.Atoi(posted.Get(name))
		return tournament.PlayerID(n)
	}
	taken := map[tournament.PlayerID]bool{}
	for i := range e.Teams {
		if t == nil || e.Teams[i].ID != t.ID {
			for _, p := range e.Teams[i].Players {
				taken[p] = true
			}
		}
	}
	options := func(sel tournament.PlayerID, among []tournament.PlayerID) []teamPlayerOption {
		var out []teamPlayerOption
		for i := range e.T.Players {
			p := &e.T.Players[i]
			if taken[p.ID] || among != nil && !slices.Contains(among, p.ID) {
				continue
			}
			out = append(out, teamPlayerOption{ID: p.ID, Name: playerLabel(e.T, p.ID), Selected: p.ID == sel})
		}
		return out
	}
	for k := range slotsOf(e) {
		var sel tournament.PlayerID
		if k < len(own) {
			sel = own[k]
		}
		name := fmt.Sprintf("p%d", k+1)
		slot := teamSlot{Name: name, Options: options(chosen(name, sel), nil)}
		if k < e.Settings.Size {
			slot.Board = k + 1
		}
		f.Slots = append(f.Slots, slot)
	}
	// The rounds the team plays: a box per round, those it is paired in locked.
	var busy map[int]bool
	cur := team.Team{}
	if t != nil {
		busy, cur = teamBusy(e, t.ID), *t
	}
	title := teamTitle(e, cur)
	if t == nil && posted != nil {
		title = tournament.CleanText(posted.Get("name"))
	}
	for r := 1; r <= e.T.Settings.Rounds; r++ {
		box := teamRoundBox{Round: r, Plays: cur.Plays(r), Locked: busy[r], Label: l.T("round_n", "N", r)}
		if title != "" {
			box.Label = l.T("teams.plays_round", "Name", title, "N", r)
		}
		if posted != nil && posted.Get("rounds_shown") != "" && !box.Locked {
			box.Plays = slices.Contains(posted["plays"], strconv.Itoa(r))
		}
		f.Rounds = append(f.Rounds, box)
	}
	// A team of boards may set its board order round by round (a reserve in, or another order).
	if t != nil && e.Settings.Kind == team.Boards {
		for r := 1; r <= e.T.Settings.Rounds; r++ {
			lr := lineupRound{Round: r}
			l := t.Lineups[r]
			for k := range e.Settings.Size {
				var sel tournament.PlayerID
				if k < len(l) {
					sel = l[k]
				}
				name := fmt.Sprintf("r%d_%d", r, k+1)
				lr.Slots = append(lr.Slots, teamSlot{Name: name, Board: k + 1, Options: options(chosen(name, sel), t.Players)})
			}
			f.Lineups = append(f.Lineups, lr)
		}
	}
	return f
}

// readTeamForm reads the team form over t: the name, the players in board order (an empty
// select is skipped; a board left empty before a chosen one is refused) and the round
// lineups (a round whose selects are all empty plays the fixed order).
func readTeamForm(c echo.Context, e *team.Event, t team.Team) (team.Team, error) {
	t.Name = c.FormValue("name")
	if e.Settings.Kind == team.Boards && tournament.CleanText(t.Name) == "" {
		return t, app.BadRequest("name", msgTeamName.New())
	}
	readID := func(name string) (tournament.PlayerID, error) {
		v := c.FormValue(name)
		if v == "" {
			return 0, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || e.T.Player(tournament.PlayerID(n)) == nil {
			return 0, app.BadRequest("players", msgTeamNotPlayer.New(v))
		}
		return tournament.PlayerID(n), nil
	}
	t.Players = nil
	for k := range slotsOf(e) {
		p, err := readID(fmt.Sprintf("p%d", k+1))
		if err != nil {
			return t, err
		}
		if p == 0 {
			continue
		}
		if k < e.Settings.Size && len(t.Players) < k {
			return t, app.BadRequest("players", msgTeamBoardEmpty.New(len(t.Players)+1))
		}
		if slices.Contains(t.Players, p) {
			return t, app.BadRequest("players", msgTeamTwice.New(e.T.Player(p).FullName()))
		}
		t.Players = append(t.Players, p)
	}
	if len(t.Players) < e.Settings.Size {
		return t, app.BadRequest("players", msgTeamFew.N(len(t.Players), e.Settings.Size))
	}
	// The rounds the team plays, when the form shows them: a round not ticked is an absence,
	// except a round whose box was shown locked (the team paired in it: it keeps what is
	// stored), and the absences beyond the last round (kept from an import) stay. A round
	// paired since the form was shown and not ticked is asked of the store, which refuses it.
	if c.FormValue("rounds_shown") != "" {
		form, err := c.FormParams()
		if err != nil {
			return t, err
		}
		busy := teamBusy(e, t.ID)
		var absent []int
		for r := 1; r <= e.T.Settings.Rounds; r++ {
			if busy[r] && slices.Contains(form["locked"], strconv.Itoa(r)) {
				if !t.Plays(r) {
					absent = append(absent, r)
				}
				continue
			}
			if !slices.Contains(form["plays"], strconv.Itoa(r)) {
				absent = append(absent, r)
			}
		}
		for _, r := range t.Absent {
			if r > e.T.Settings.Rounds {
				absent = append(absent, r)
			}
		}
		t.Absent = absent
	}
	t.Lineups = nil
	for r := 1; r <= e.T.Settings.Rounds; r++ {
		var l []tournament.PlayerID
		for k := range e.Settings.Size {
			p, err := readID(fmt.Sprintf("r%d_%d", r, k+1))
			if err != nil {
				return t, err
			}
			if p != 0 {
				l = append(l, p)
			}
		}
		if len(l) == 0 {
			continue
		}
		if len(l) != e.Settings.Size {
			return t, app.BadRequest("lineups", msgTeamLineup.New(r))
		}
		if t.Lineups == nil {
			t.Lineups = map[int][]tournament.PlayerID{}
		}
		t.Lineups[r] = l
	}
	return t, nil
}

// addTeamForm is POST /director/tournaments/{id}/teams: a new team.
func (s *handlers) addTeamForm(c echo.Context) error {
	e, page, err := s.directorTeams(c)
	if err != nil {
		return err
	}
	back := page.Base + "/teams"
	t, err := readTeamForm(c, e, team.Team{})
	if err != nil {
		return s.refusedTeamForm(c, e, page, nil, err)
	}
	if _, err := s.DB.AddTeam(c.Request().Context(), page.ID, t); err != nil {
		return s.refusedTeamForm(c, e, page, nil, err)
	}
	return redirectFlash(c, back, s.Tr(c).T("flash.team_added", "Name", teamTitle(e, t)))
}

// teamTitle is the name of a team read from the form, or its players' names.
func teamTitle(e *team.Event, t team.Team) string {
	if name := tournament.CleanText(t.Name); name != "" {
		return name
	}
	x := team.Event{T: e.T, Settings: e.Settings, Teams: []team.Team{{ID: 1, Players: t.Players}}}
	return x.Name(1)
}

// editTeamPage is GET /director/tournaments/{id}/teams/{tid}.
func (s *handlers) editTeamPage(c echo.Context) error {
	e, page, err := s.directorTeams(c)
	if err != nil {
		return err
	}
	t, err := app.PathTeam(c, e)
	if err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "director_teams.html", s.Page(c, s.teamEditView(e, page, t)))
}

// teamEditView is the page of team t: its form, its warnings and its delete button.
func (s *handlers) teamEditView(e *team.Event, page dirPage, t *team.Team) teamsView {
	addr := fmt.Sprintf("%s/teams/%d", page.Base, t.ID)
	v := teamsView{dirPage: page, Form: teamForm(page.l, e, addr, t, nil)}
	ed := &teamEdit{Team: e.Name(t.ID), Delete: addr + "/delete"}
	v.Edit = ed
	for _, m := range e.Matches {
		ed.Played = ed.Played || m.A == t.ID || m.B == t.ID
	}
	for _, b := range e.Byes {
		ed.Played = ed.Played || b.Team == t.ID
	}
	for r := 1; r <= e.T.Settings.Rounds; r++ {
		if _, ok := t.Lineups[r]; ok || r == currentRound(e.T) {
			for _, w := range e.OrderWarnings(r) {
				if w.Team == t.ID {
					ed.Warnings = append(ed.Warnings, orderWarning(page.l, e, w))
				}
			}
		}
	}
	return v
}

// editTeamForm is POST /director/tournaments/{id}/teams/{tid}: the form replaces the team's
// name, players and round lineups.
func (s *handlers) editTeamForm(c echo.Context) error {
	e, page, err := s.directorTeams(c)
	if err != nil {
		return err
	}
	old, err := app.PathTeam(c, e)
	if err != nil {
		return err
	}
	t, err := readTeamForm(c, e, *old)
	if err != nil {
		return s.refusedTeamForm(c, e, page, old, err)
	}
	if err := s.DB.UpdateTeam(c.Request().Context(), page.ID, t); err != nil {
		return s.refusedTeamForm(c, e, page, old, err)
	}
	return redirectFlash(c, page.Base+"/teams", s.Tr(c).T("flash.team_saved", "Name", teamTitle(e, t)))
}

// deleteTeamForm is POST /director/tournaments/{id}/teams/{tid}/delete; refused once the
// team has played (its rounds must be unpaired first).
func (s *handlers) deleteTeamForm(c echo.Context) error {
	e, page, err := s.directorTeams(c)
	if err != nil {
		return err
	}
	t, err := app.PathTeam(c, e)
	if err != nil {
		return err
	}
	back := page.Base + "/teams"
	if err := s.DB.DeleteTeam(c.Request().Context(), page.ID, t.ID); err != nil {
		if store.ErrorCode(err) == store.ECONFLICT {
			err = app.KeyedError(http.StatusConflict, "team", msgTeamPlayed.New(e.Name(t.ID)))
		}
		return redirectError(c, back, err)
	}
	return redirectFlash(c, back, s.Tr(c).T("flash.team_deleted", "Name", e.Name(t.ID)))
}
