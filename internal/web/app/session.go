package app

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

const (
	SessionCookie = "hoshi_session"
	signedInKey   = "signed_in"
	tokenKey      = "session_token"
	// Password guessing is limited to LoginFailures failed attempts per LoginPeriod and
	// client address, and LoginAccountFailures per account whatever the addresses; beyond
	// them an attempt gets 429 until the oldest failure ages out. The counts are in the
	// database, so they hold across the processes that share it.
	LoginFailures        = 5
	LoginAccountFailures = 10
	LoginPeriod          = time.Minute
)

// SignedIn reports whether the request carries a user's session, whatever the user's role
// (a director, a results desk, a user without a role in this tournament): the pages show
// their controls; the routes' guards check the role (Guard, Server.Register).
func SignedIn(c echo.Context) bool {
	ok, _ := c.Get(signedInKey).(bool)
	return ok
}

// LoadSession marks requests that carry a valid session cookie with the session's user.
func (s *Server) LoadSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		ck, err := c.Cookie(SessionCookie)
		if err != nil || ck.Value == "" {
			return next(c)
		}
		u, ok, err := s.DB.SessionUser(c.Request().Context(), ck.Value)
		if err != nil {
			return err
		}
		if ok {
			setUser(c, u, ck.Value)
		}
		return next(c)
	}
}

// setUser marks the request as the user's, whose session token is token.
func setUser(c echo.Context, u store.User, token string) {
	c.Set(signedInKey, true)
	c.Set(userKey, u)
	c.Set(tokenKey, token)
	req := c.Request()
	c.SetRequest(req.WithContext(store.WithCreator(req.Context(), u.ID)))
}

// require is the middleware of a guard that needs a session (Register): without a session
// the API answers 401 and a page sends the browser to the login form; a user whom the guard
// does not admit (allowed) gets 403. The changes of one tournament run one at a time
// (lockChange), or one change at a time for a route that locks per change.
func (s *Server) require(g Guard, perChange, shared bool) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if _, ok := CurrentUser(c); !ok && !isAPI(c) && c.Request().Method == http.MethodGet {
				return c.Redirect(http.StatusSeeOther, "/login?next="+url.QueryEscape(c.Request().URL.RequestURI()))
			}
			if err := s.checkRole(c, g); err != nil {
				return err
			}
			if perChange {
				c.Set(perChangeKey, true)
				return next(c)
			}
			unlock, err := s.lockChange(c, shared)
			if err != nil {
				return err
			}
			if unlock != nil {
				defer unlock()
			}
			return next(c)
		}
	}
}

// checkRole answers whether the request's session passes the route's guard g: 401 without a
// session, 403 when the user's role does not (allowed).
func (s *Server) checkRole(c echo.Context, g Guard) error {
	u, ok := CurrentUser(c)
	if !ok {
		return &Error{Status: http.StatusUnauthorized, Message: "log in as the tournament director first"}
	}
	ok, err := s.allowed(c, g, u)
	if err != nil {
		return err
	}
	if !ok {
		return KeyedError(http.StatusForbidden, "", msgNotAllowed.New(u.Name))
	}
	return nil
}

// Login checks the account's password with the rate limits and opens a session, setting its
// cookie. An empty account is the administrator ("admin"), the single password of before.
// The attempts of an address wait for each other in this process; across processes the
// database orders them (store.BeginLogin).
func (s *Server) Login(c echo.Context, account, password string) error {
	ctx := c.Request().Context()
	ip := c.RealIP()
	if strings.TrimSpace(account) == "" {
		account = store.AdminName
	}
	defer s.logins.Lock(ip)()
	attempt, limited, err := s.DB.BeginLogin(ctx, ip, strings.TrimSpace(account), LoginPeriod, LoginFailures, LoginAccountFailures)
	if err != nil {
		return err
	}
	if limited != "" {
		s.Metrics.loginRefused("limited")
		msg := msgLoginsFromAddress
		if limited == "account" {
			msg = msgLoginsToAccount
		}
		return KeyedError(http.StatusTooManyRequests, "password", msg.New())
	}
	u, err := s.DB.Authenticate(ctx, account, password)
	if err := s.DB.EndLogin(ctx, attempt, err == nil); err != nil {
		return err
	}
	if err != nil {
		if store.ErrorCode(err) == store.EUNAUTHORIZED {
			s.Metrics.loginRefused("password")
		}
		return err
	}
	return s.StartSession(c, u)
}

// StartSession opens a session of u and gives the browser its cookie.
func (s *Server) StartSession(c echo.Context, u store.User) error {
	token, err := s.DB.CreateUserSession(c.Request().Context(), u.ID, s.Config.SessionTTL)
	if err != nil {
		return err
	}
	c.SetCookie(&http.Cookie{
		Name: SessionCookie, Value: token, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: s.Config.SecureCookies,
		MaxAge: int(s.Config.SessionTTL / time.Second),
	})
	setUser(c, u, token)
	return nil
}

// Logout closes the request's session and clears its cookie.
func (s *Server) Logout(c echo.Context) error {
	if token, _ := c.Get(tokenKey).(string); token != "" {
		if err := s.DB.DeleteSession(c.Request().Context(), token); err != nil {
			return err
		}
	}
	c.SetCookie(&http.Cookie{Name: SessionCookie, Value: "", Path: "/", HttpOnly: true, MaxAge: -1,
		SameSite: http.SameSiteLaxMode, Secure: s.Config.SecureCookies})
	return nil
}

// LocalPath keeps a post-login redirect on this site: "/x" but not "//evil.example". Browsers
// read a backslash as a slash and drop tabs and line breaks from a URL, so /\evil.example and
// /<tab>/evil.example would leave the site too; no path of hoshi holds such characters.
func LocalPath(p string) string {
	odd := func(r rune) bool { return r < ' ' || r == 0x7f || r == '\\' }
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.ContainsFunc(p, odd) {
		return "/"
	}
	return p
}
