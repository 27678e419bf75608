package app

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"net/http"

	"github.com/labstack/echo/v4"
)

// CSRF protection of HTML forms: a double-submit token. Every visitor gets a random token in
// the hoshi_csrf cookie; every form that changes something sends it back in its _csrf field
// (htmx requests may use the X-CSRF-Token header instead), and the two must match. A foreign
// site can make a browser send the cookie but cannot read it to fill the field.
const (
	CSRFCookie = "hoshi_csrf"
	CSRFField  = "_csrf"
	CSRFHeader = "X-CSRF-Token"
	csrfKey    = "csrf"
)

// CSRFToken is the token to put in a form's hidden _csrf field (or htmx's X-CSRF-Token
// header) on a page served to c.
func CSRFToken(c echo.Context) string {
	t, _ := c.Get(csrfKey).(string)
	return t
}

func newToken() string {
	var b [32]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// CSRF hands out the token and checks it on state-changing requests outside /api (the API
// is protected by CheckOrigin).
func (s *Server) CSRF(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		token := ""
		if ck, err := c.Cookie(CSRFCookie); err == nil && len(ck.Value) == 43 {
			token = ck.Value
		} else {
			token = newToken()
			c.SetCookie(&http.Cookie{
				Name: CSRFCookie, Value: token, Path: "/", HttpOnly: true,
				SameSite: http.SameSiteLaxMode, Secure: s.Config.SecureCookies,
			})
		}
		c.Set(csrfKey, token)
		switch c.Request().Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			return next(c)
		}
		if isAPI(c) {
			return next(c)
		}
		release, err := s.admitBody(c)
		if err != nil {
			return err
		}
		defer release()
		sent := c.Request().Header.Get(CSRFHeader)
		if sent == "" {
			sent = c.FormValue(CSRFField)
		}
		if subtle.ConstantTimeCompare([]byte(sent), []byte(token)) != 1 {
			return KeyedError(http.StatusForbidden, CSRFField, msgFormExpired.New())
		}
		return next(c)
	}
}
