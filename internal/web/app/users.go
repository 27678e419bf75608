package app

import (
	"strconv"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// The account changes that the user pages (package account) and the JSON API (package api)
// share: both call these, so that they make the same checks through the same store calls.

// InviteTTL is how long an invitation link works.
const InviteTTL = 7 * 24 * time.Hour

// InviteLink is the address an invitee opens to choose a password: on Config.PublicURL when
// the server has one, never on a Host header a client chose.
func (s *Server) InviteLink(c echo.Context, token string) string {
	if s.Config.PublicURL != "" {
		return s.Config.PublicURL + "/invite/" + token
	}
	return c.Scheme() + "://" + c.Request().Host + "/invite/" + token
}

// UserParam is the user id of the path (:uid).
func UserParam(c echo.Context) (store.UserID, error) {
	n, err := strconv.ParseUint(c.Param("uid"), 10, 32)
	if err != nil || n == 0 {
		return 0, store.Errorf(store.ENOTFOUND, "user", "no user %q", c.Param("uid"))
	}
	return store.UserID(n), nil
}

// TournamentUserParams reads the tournament's {id} and the user's {uid} of a route that
// changes a user's role in a tournament.
func TournamentUserParams(c echo.Context) (store.TournamentID, store.UserID, error) {
	id, err := TournamentID(c)
	if err != nil {
		return 0, 0, err
	}
	uid, err := UserParam(c)
	return id, uid, err
}

// CreateAccount adds an account: with a password, or without one and then it returns the
// invitation link with which the user chooses it.
func (s *Server) CreateAccount(c echo.Context, name, email, password string, admin bool) (store.UserID, string, error) {
	uid, err := s.DB.CreateUser(c.Request().Context(), name, email, password, admin)
	if err != nil || password != "" {
		return uid, "", err
	}
	link, err := s.Reinvite(c, uid)
	return uid, link, err
}

// Reinvite makes a new invitation link for a user (who forgot the password, say).
func (s *Server) Reinvite(c echo.Context, uid store.UserID) (string, error) {
	token, err := s.DB.CreateInvite(c.Request().Context(), uid, InviteTTL)
	if err != nil {
		return "", err
	}
	return s.InviteLink(c, token), nil
}

// TeamRole reads a role given to a tournament's team member: director or desk.
func TeamRole(role string) (store.Role, error) {
	r := store.Role(role)
	if r != store.RoleDirector && r != store.RoleDesk {
		return "", store.Errorf(store.EINVALID, "role", "choose director or results desk (%q or %q)", store.RoleDirector, store.RoleDesk)
	}
	return r, nil
}

// GiveRole gives the user called name (ignoring case) the role in tournament id. A name that
// is no account yet creates one without password (with email) and returns its invitation
// link, to be sent to the invitee.
func (s *Server) GiveRole(c echo.Context, id store.TournamentID, name, email, role string) (store.UserID, string, error) {
	r, err := TeamRole(role)
	if err != nil {
		return 0, "", err
	}
	ctx := c.Request().Context()
	users, err := s.DB.Users(ctx)
	if err != nil {
		return 0, "", err
	}
	var uid store.UserID
	for _, u := range users {
		if strings.EqualFold(u.Name, strings.TrimSpace(name)) {
			uid = u.ID
		}
	}
	link := ""
	if uid == 0 {
		if uid, link, err = s.CreateAccount(c, name, email, "", false); err != nil {
			return 0, "", err
		}
	}
	return uid, link, s.DB.SetRole(ctx, id, uid, r)
}
