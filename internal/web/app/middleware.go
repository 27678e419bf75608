package app

import (
	"fmt"
	"net/http"
	"runtime/debug"

	"github.com/labstack/echo/v4"
)

// MaxBody is the largest request body accepted: far above any form, player list or SGF.
const MaxBody = 1 << 20

// MaxRatingListBody is the limit for the one upload that is larger: the EGD's world rating
// list (allworld_lp), about 8 MB as text and less as zip or gzip.
const MaxRatingListBody = 32 << 20

// bodyLimit returns the body limit of the request's route.
func bodyLimit(c echo.Context) int64 {
	if c.Request().Method == http.MethodPost && c.Path() == "/director/egd" {
		return MaxRatingListBody
	}
	if c.Request().Method == http.MethodPost && c.Path() == "/director/import/backup" {
		return maxBackupBody
	}
	return MaxBody
}

// RecoverPanic turns a panic in a handler into a 500 answer instead of a dropped connection.
func (s *Server) RecoverPanic(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) (err error) {
		defer func() {
			if r := recover(); r != nil {
				if r == http.ErrAbortHandler {
					panic(r)
				}
				err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
			}
		}()
		return next(c)
	}
}

// LimitBody refuses bodies over the route's limit with 413: at once when Content-Length says
// so, else when a handler reads past the limit (the reader's *http.MaxBytesError becomes a 413).
func (s *Server) LimitBody(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		req := c.Request()
		limit := bodyLimit(c)
		if req.ContentLength > limit {
			return &http.MaxBytesError{Limit: limit}
		}
		req.Body = http.MaxBytesReader(c.Response(), req.Body, limit)
		return next(c)
	}
}

// CheckOrigin refuses a state-changing request that a browser sent from another site
// (Sec-Fetch-Site, or Origin against Host). It protects the JSON API, whose cookie-
// authenticated calls carry no CSRF token: scripts (curl, Python) send neither header and
// pass; a foreign page's fetch or form cannot hide them. Forms also get a token (csrf).
func (s *Server) CheckOrigin(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if err := s.CrossOrigin.Check(c.Request()); err != nil {
			return &Error{Status: http.StatusForbidden, Message: "cross-origin request refused"}
		}
		return next(c)
	}
}

// SecurityHeaders tells browsers not to guess a content type (an export or error naming a
// player must not become a page), not to show hoshi inside another site's frame (where a
// director could be tricked into clicking its buttons), and not to send hoshi's addresses
// to other sites.
//
// It also notes whether the server's cookies are Secure (Config.SecureCookies), for the
// cookies set outside the Server's methods (the flash message).
func (s *Server) SecurityHeaders(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		c.Set(secureCookiesKey, s.Config.SecureCookies)
		h := c.Response().Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Content-Security-Policy", ContentSecurityPolicy)
		h.Set("Referrer-Policy", "same-origin")
		return next(c)
	}
}

// ContentSecurityPolicy lets a page run only the scripts hoshi serves under /static/ (no inline
// script, no event handler attribute, no eval: TestContentSecurityPolicy), talk to hoshi only,
// and be shown in no frame. Styles may be inline: the printed pages give the @page margin boxes
// the tournament's name that way, and a style runs no code.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// secureCookiesKey holds Config.SecureCookies in the request's context.
const secureCookiesKey = "secure_cookies"

// SecureCookies tells whether the cookies of c's answer are marked Secure.
func SecureCookies(c echo.Context) bool {
	ok, _ := c.Get(secureCookiesKey).(bool)
	return ok
}

// maxBackupBody bounds an uploaded backup: its SGF records make it far larger than a form.
const maxBackupBody = 64 << 20
