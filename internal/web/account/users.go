package account

import (
	"net/http"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// userRoutes are the administrator's user pages, a tournament's team page (its director
// invites a results desk there) and the invitation links (their token is their key).
func (s *handlers) userRoutes() []app.Route {
	return []app.Route{
		{Method: echo.GET, Path: "/director/users", Handler: s.usersPage, Guard: app.Admin},
		{Method: echo.POST, Path: "/director/users", Handler: s.createUserForm, Guard: app.Admin},
		{Method: echo.POST, Path: "/director/users/:uid/invite", Handler: s.reinviteForm, Guard: app.Admin},
		{Method: echo.POST, Path: "/director/users/:uid/delete", Handler: s.deleteUserForm, Guard: app.Admin},
		{Method: echo.GET, Path: "/director/tournaments/:id/team", Handler: s.teamPage, Guard: app.Director},
		{Method: echo.POST, Path: "/director/tournaments/:id/team", Handler: s.teamForm, Guard: app.Director},
		{Method: echo.POST, Path: "/director/tournaments/:id/team/:uid/remove", Handler: s.teamRemoveForm, Guard: app.Director},
		{Method: echo.GET, Path: "/invite/:token", Handler: s.invitePage, Guard: app.Public},
		{Method: echo.POST, Path: "/invite/:token", Handler: s.inviteForm, Guard: app.Public},
	}
}

// formError shows a user's mistake on the page again; other errors go up.
func (s *handlers) formError(c echo.Context, err error, page string, data map[string]any, reload func() error) error {
	status, _, _ := app.StatusOf(err)
	if status >= 500 {
		return err
	}
	if err := reload(); err != nil {
		return err
	}
	data["Error"] = app.PageMessage(err)
	return s.Render(c, status, page, s.Page(c, data))
}

// usersPage is GET /director/users: the accounts, for the administrator.
func (s *handlers) usersPage(c echo.Context) error {
	data := map[string]any{}
	if err := s.loadUsers(c, data); err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "admin_users.html", s.Page(c, data))
}

func (s *handlers) loadUsers(c echo.Context, data map[string]any) error {
	users, err := s.DB.Users(c.Request().Context())
	data["Users"], data["MinLength"] = users, store.MinPasswordLength
	return err
}

// createUserForm adds an account: with a password, or without and then an invitation link.
func (s *handlers) createUserForm(c echo.Context) error {
	data := map[string]any{}
	reload := func() error { return s.loadUsers(c, data) }
	_, link, err := s.CreateAccount(c, c.FormValue("name"), c.FormValue("email"), c.FormValue("password"), c.FormValue("admin") == "on")
	if err != nil {
		return s.formError(c, err, "admin_users.html", data, reload)
	}
	if link != "" {
		data["Invite"] = link
	}
	data["Created"] = c.FormValue("name")
	if err := reload(); err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "admin_users.html", s.Page(c, data))
}

// reinviteForm makes a new invitation link for a user (who forgot the password, say).
func (s *handlers) reinviteForm(c echo.Context) error {
	uid, err := app.UserParam(c)
	if err != nil {
		return err
	}
	link, err := s.Reinvite(c, uid)
	if err != nil {
		return err
	}
	data := map[string]any{"Invite": link}
	if err := s.loadUsers(c, data); err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "admin_users.html", s.Page(c, data))
}

// deleteUserForm removes an account with its sessions and roles.
func (s *handlers) deleteUserForm(c echo.Context) error {
	uid, err := app.UserParam(c)
	if err != nil {
		return err
	}
	if err := s.DB.DeleteUser(c.Request().Context(), uid); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/director/users")
}

// teamPage is GET /director/tournaments/:id/team: who directs the tournament and who is its
// results desk.
func (s *handlers) teamPage(c echo.Context) error {
	data := map[string]any{}
	if err := s.loadTeam(c, data); err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "director_team.html", s.Page(c, data))
}

func (s *handlers) loadTeam(c echo.Context, data map[string]any) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	t, _, err := s.DB.LoadTournament(c.Request().Context(), id)
	if err != nil {
		return err
	}
	team, err := s.DB.Team(c.Request().Context(), id)
	data["ID"], data["Name"], data["Team"] = id, t.Settings.Name, team
	return err
}

// teamForm gives a user a role in the tournament. A name that is no account yet creates one
// without password and shows its invitation link, to be sent to the invitee (app.GiveRole).
func (s *handlers) teamForm(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	data := map[string]any{}
	name := c.FormValue("name")
	_, link, err := s.GiveRole(c, id, name, c.FormValue("email"), c.FormValue("role"))
	if link != "" {
		data["Invite"], data["Invitee"] = link, name
	}
	if err != nil {
		return s.formError(c, err, "director_team.html", data, func() error { return s.loadTeam(c, data) })
	}
	if err := s.loadTeam(c, data); err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "director_team.html", s.Page(c, data))
}

// teamRemoveForm takes a user's role in the tournament away.
func (s *handlers) teamRemoveForm(c echo.Context) error {
	id, uid, err := app.TournamentUserParams(c)
	if err != nil {
		return err
	}
	if err := s.DB.SetRole(c.Request().Context(), id, uid, store.RoleNone); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/director/tournaments/"+strconv.Itoa(int(id))+"/team")
}

// invitePage is GET /invite/:token: the invitee chooses a password.
func (s *handlers) invitePage(c echo.Context) error {
	u, err := s.DB.InviteUser(c.Request().Context(), c.Param("token"))
	if err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "invite.html", s.Page(c, map[string]any{"User": u, "MinLength": store.MinPasswordLength}))
}

// inviteForm sets the invitee's password, uses the invitation up and logs the user in.
func (s *handlers) inviteForm(c echo.Context) error {
	ctx := c.Request().Context()
	token := c.Param("token")
	u, err := s.DB.InviteUser(ctx, token)
	if err != nil {
		return err
	}
	data := map[string]any{"User": u, "MinLength": store.MinPasswordLength}
	password := c.FormValue("password")
	if password != c.FormValue("confirm") {
		data["Error"] = msgPasswordsDiffer.New()
		return s.Render(c, http.StatusBadRequest, "invite.html", s.Page(c, data))
	}
	u, err = s.DB.AcceptInvite(ctx, token, password)
	if err != nil {
		return s.formError(c, err, "invite.html", data, func() error { return nil })
	}
	if err := s.StartSession(c, u); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/director")
}
