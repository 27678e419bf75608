package web

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

const (
	sessionCookie = "hoshi_session"
	directorKey   = "director"
	tokenKey      = "session_token"
	// Password guessing is limited to loginFailures failed attempts per loginPeriod and
	// client address; beyond it every attempt gets 429 until the oldest failure ages out.
	loginFailures = 5
	loginPeriod   = time.Minute
)

// IsDirector reports whether the request carries the director's session.
func IsDirector(c echo.Context) bool {
	ok, _ := c.Get(directorKey).(bool)
	return ok
}

// loadSession marks requests that carry a valid session cookie as the director's.
func (s *Server) loadSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		ck, err := c.Cookie(sessionCookie)
		if err != nil || ck.Value == "" {
			return next(c)
		}
		ok, err := s.db.SessionValid(c.Request().Context(), ck.Value)
		if err != nil {
			return err
		}
		if ok {
			c.Set(directorKey, true)
			c.Set(tokenKey, ck.Value)
		}
		return next(c)
	}
}

// requireDirector guards every route that changes something: without the director's
// session the API answers 401, a page sends the browser to the login form. The director's
// changes of one tournament run one at a time (lockChange).
func (s *Server) requireDirector(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if IsDirector(c) {
			unlock, err := s.lockChange(c)
			if err != nil {
				return err
			}
			if unlock != nil {
				defer unlock()
			}
			return next(c)
		}
		if !isAPI(c) && c.Request().Method == http.MethodGet {
			return c.Redirect(http.StatusSeeOther, "/login?next="+url.QueryEscape(c.Request().URL.RequestURI()))
		}
		return &Error{Status: http.StatusUnauthorized, Message: "log in as the tournament director first"}
	}
}

// login checks the password with the rate limit and opens a session, setting its cookie.
// The attempts of an address are checked one at a time: guesses sent all at once would
// otherwise all pass the count of failures before the first of them is recorded.
func (s *Server) login(c echo.Context, password string) error {
	ctx := c.Request().Context()
	ip := c.RealIP()
	defer s.logins.lock(ip)()
	n, err := s.db.LoginFailures(ctx, ip, loginPeriod)
	if err != nil {
		return err
	}
	if n >= loginFailures {
		return &Error{Status: http.StatusTooManyRequests, Field: "password", Message: "too many failed logins: wait a minute"}
	}
	if err := s.db.CheckPassword(ctx, password); err != nil {
		if rerr := s.db.RecordLoginAttempt(ctx, ip, false); rerr != nil {
			return rerr
		}
		return err
	}
	if err := s.db.RecordLoginAttempt(ctx, ip, true); err != nil {
		return err
	}
	return s.startSession(c)
}

// startSession opens a director session and gives the browser its cookie.
func (s *Server) startSession(c echo.Context) error {
	token, err := s.db.CreateSession(c.Request().Context(), s.cfg.SessionTTL)
	if err != nil {
		return err
	}
	c.SetCookie(&http.Cookie{
		Name: sessionCookie, Value: token, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: s.cfg.SecureCookies,
		MaxAge: int(s.cfg.SessionTTL / time.Second),
	})
	c.Set(directorKey, true)
	c.Set(tokenKey, token)
	return nil
}

// logout closes the request's session and clears its cookie.
func (s *Server) logout(c echo.Context) error {
	if token, _ := c.Get(tokenKey).(string); token != "" {
		if err := s.db.DeleteSession(c.Request().Context(), token); err != nil {
			return err
		}
	}
	c.SetCookie(&http.Cookie{Name: sessionCookie, Value: "", Path: "/", HttpOnly: true, MaxAge: -1,
		SameSite: http.SameSiteLaxMode, Secure: s.cfg.SecureCookies})
	return nil
}

// localPath keeps a post-login redirect on this site: "/x" but not "//evil.example". Browsers
// read a backslash as a slash and drop tabs and line breaks from a URL, so /\evil.example and
// /<tab>/evil.example would leave the site too; no path of hoshi holds such characters.
func localPath(p string) string {
	odd := func(r rune) bool { return r < ' ' || r == 0x7f || r == '\\' }
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.ContainsFunc(p, odd) {
		return "/"
	}
	return p
}
