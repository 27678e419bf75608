package api

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// userRoutes are the accounts and a tournament's team: what the administrator's user page
// and the team page do (package account), through the same shared calls of app. The accounts
// are the administrator's, a team the tournament's director's; the results desk may only
// read its team.
func (s *handlers) userRoutes() []app.Route {
	return []app.Route{
		{Method: echo.GET, Path: "/api/users", Handler: s.apiListUsers, Guard: app.Admin},
		{Method: echo.POST, Path: "/api/users", Handler: s.apiCreateUser, Guard: app.Admin},
		{Method: echo.GET, Path: "/api/users/:uid", Handler: s.apiGetUser, Guard: app.Admin},
		{Method: echo.PUT, Path: "/api/users/:uid", Handler: s.apiUpdateUser, Guard: app.Admin},
		{Method: echo.DELETE, Path: "/api/users/:uid", Handler: s.apiDeleteUser, Guard: app.Admin},
		{Method: echo.POST, Path: "/api/users/:uid/invite", Handler: s.apiReinvite, Guard: app.Admin},

		{Method: echo.GET, Path: "/api/tournaments/:id/roles", Handler: s.apiTeam, Guard: app.DeskReads},
		{Method: echo.POST, Path: "/api/tournaments/:id/roles", Handler: s.apiAddTeamMember, Guard: app.Director},
		{Method: echo.PUT, Path: "/api/tournaments/:id/roles/:uid", Handler: s.apiSetTeamRole, Guard: app.Director},
		{Method: echo.DELETE, Path: "/api/tournaments/:id/roles/:uid", Handler: s.apiRemoveTeamMember, Guard: app.Director},
	}
}

// RoleJSON is a user's role in one tournament.
type RoleJSON struct {
	Tournament store.TournamentID `json:"tournament"`
	Role       store.Role         `json:"role"`
}

// UserJSON is an account as the API shows it: never its password, only whether it has one
// (an invited user has none until the invitation is accepted).
type UserJSON struct {
	ID          store.UserID `json:"id"`
	Name        string       `json:"name"`
	Email       string       `json:"email"`
	Admin       bool         `json:"admin"`
	HasPassword bool         `json:"has_password"`
	Roles       []RoleJSON   `json:"roles"`
	// Invite is the one-time link of a user just created without password or invited again.
	Invite string `json:"invite,omitempty"`
}

func userJSON(u store.User, roles []store.UserRole) UserJSON {
	j := UserJSON{ID: u.ID, Name: u.Name, Email: u.Email, Admin: u.Admin, HasPassword: u.HasPassword, Roles: []RoleJSON{}}
	for _, r := range roles {
		j.Roles = append(j.Roles, RoleJSON{Tournament: r.Tournament, Role: r.Role})
	}
	return j
}

// user is one account with its roles.
func (s *handlers) user(c echo.Context, uid store.UserID) (UserJSON, error) {
	ctx := c.Request().Context()
	u, err := s.DB.UserByID(ctx, uid)
	if err != nil {
		return UserJSON{}, err
	}
	roles, err := s.DB.UserRoles(ctx)
	if err != nil {
		return UserJSON{}, err
	}
	return userJSON(u, roles[uid]), nil
}

// apiListUsers is GET /api/users: every account by name, with its roles.
func (s *handlers) apiListUsers(c echo.Context) error {
	ctx := c.Request().Context()
	users, err := s.DB.Users(ctx)
	if err != nil {
		return err
	}
	roles, err := s.DB.UserRoles(ctx)
	if err != nil {
		return err
	}
	out := make([]UserJSON, len(users))
	for i, u := range users {
		out[i] = userJSON(u, roles[u.ID])
	}
	return c.JSON(http.StatusOK, out)
}

// apiGetUser is GET /api/users/{uid}.
func (s *handlers) apiGetUser(c echo.Context) error {
	uid, err := app.UserParam(c)
	if err != nil {
		return err
	}
	j, err := s.user(c, uid)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, j)
}

// apiCreateUser is POST /api/users {"name", "email", "password", "admin"}: as the user page,
// with a password, or without one and the answer's "invite" link lets the user choose it.
func (s *handlers) apiCreateUser(c echo.Context) error {
	var body struct {
		Name     string `json:"name"`
		Email    string `json:"email"`
		Password string `json:"password"`
		Admin    bool   `json:"admin"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	uid, link, err := s.CreateAccount(c, body.Name, body.Email, body.Password, body.Admin)
	if err != nil {
		return err
	}
	j, err := s.user(c, uid)
	if err != nil {
		return err
	}
	j.Invite = link
	return c.JSON(http.StatusCreated, j)
}

// apiUpdateUser is PUT /api/users/{uid} {"name", "email", "admin"}: the fields given change.
// The account "admin" keeps its name and flag; the last administrator stays one.
func (s *handlers) apiUpdateUser(c echo.Context) error {
	uid, err := app.UserParam(c)
	if err != nil {
		return err
	}
	var body struct {
		Name  *string `json:"name"`
		Email *string `json:"email"`
		Admin *bool   `json:"admin"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	if _, err := s.DB.UpdateUser(c.Request().Context(), uid, store.UserChange{Name: body.Name, Email: body.Email, Admin: body.Admin}); err != nil {
		return err
	}
	j, err := s.user(c, uid)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, j)
}

// apiDeleteUser is DELETE /api/users/{uid}: the account goes with its sessions, roles and
// invitations; never "admin" nor the last administrator.
func (s *handlers) apiDeleteUser(c echo.Context) error {
	uid, err := app.UserParam(c)
	if err != nil {
		return err
	}
	if err := s.DB.DeleteUser(c.Request().Context(), uid); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// apiReinvite is POST /api/users/{uid}/invite: a new one-time link with which the user
// chooses a new password (the user page's "new link").
func (s *handlers) apiReinvite(c echo.Context) error {
	uid, err := app.UserParam(c)
	if err != nil {
		return err
	}
	link, err := s.Reinvite(c, uid)
	if err != nil {
		return err
	}
	j, err := s.user(c, uid)
	if err != nil {
		return err
	}
	j.Invite = link
	return c.JSON(http.StatusOK, j)
}

// TeamMemberJSON is a user with a role in one tournament.
type TeamMemberJSON struct {
	ID          store.UserID `json:"id"`
	Name        string       `json:"name"`
	Email       string       `json:"email"`
	HasPassword bool         `json:"has_password"`
	Role        store.Role   `json:"role"`
	// Invite is the one-time link of a user just created by naming him.
	Invite string `json:"invite,omitempty"`
}

func teamMemberJSON(m store.TeamMember) TeamMemberJSON {
	return TeamMemberJSON{ID: m.User.ID, Name: m.User.Name, Email: m.User.Email, HasPassword: m.User.HasPassword, Role: m.Role}
}

// team is the tournament's team, by name (404 for no such tournament).
func (s *handlers) team(c echo.Context, id store.TournamentID) ([]TeamMemberJSON, error) {
	ctx := c.Request().Context()
	if _, err := s.DB.Revision(ctx, id); err != nil {
		return nil, err
	}
	team, err := s.DB.Team(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make([]TeamMemberJSON, len(team))
	for i, m := range team {
		out[i] = teamMemberJSON(m)
	}
	return out, nil
}

// member answers the team member uid of tournament id with status.
func (s *handlers) member(c echo.Context, status int, id store.TournamentID, uid store.UserID, link string) error {
	team, err := s.team(c, id)
	if err != nil {
		return err
	}
	for _, m := range team {
		if m.ID == uid {
			m.Invite = link
			return c.JSON(status, m)
		}
	}
	return store.Errorf(store.ENOTFOUND, "user", "user %d has no role in tournament %d", uid, id)
}

// apiTeam is GET /api/tournaments/{id}/roles: the tournament's directors and results desk.
func (s *handlers) apiTeam(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	team, err := s.team(c, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, team)
}

// apiAddTeamMember is POST /api/tournaments/{id}/roles {"name", "email", "role"}: as the team
// page, it gives the user called name the role ("director" or "desk"); a name that is no
// account yet creates one without password, and the answer's "invite" link is for the invitee.
func (s *handlers) apiAddTeamMember(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	var body struct {
		Name  string `json:"name"`
		Email string `json:"email"`
		Role  string `json:"role"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	uid, link, err := s.GiveRole(c, id, body.Name, body.Email, body.Role)
	if err != nil {
		return err
	}
	status := http.StatusOK
	if link != "" {
		status = http.StatusCreated
	}
	return s.member(c, status, id, uid, link)
}

// apiSetTeamRole is PUT /api/tournaments/{id}/roles/{uid} {"role"}: the user's role becomes
// "director" or "desk".
func (s *handlers) apiSetTeamRole(c echo.Context) error {
	id, uid, err := app.TournamentUserParams(c)
	if err != nil {
		return err
	}
	var body struct {
		Role string `json:"role"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	role, err := app.TeamRole(body.Role)
	if err != nil {
		return err
	}
	if err := s.DB.SetRole(c.Request().Context(), id, uid, role); err != nil {
		return err
	}
	return s.member(c, http.StatusOK, id, uid, "")
}

// apiRemoveTeamMember is DELETE /api/tournaments/{id}/roles/{uid}: the user's role in the
// tournament goes (the account stays).
func (s *handlers) apiRemoveTeamMember(c echo.Context) error {
	id, uid, err := app.TournamentUserParams(c)
	if err != nil {
		return err
	}
	if err := s.DB.SetRole(c.Request().Context(), id, uid, store.RoleNone); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
