package api

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// peekRegistration reads the "registration" of a settings body without consuming it: nil
// when the body does not give one.
func peekRegistration(c echo.Context) (*tournament.Registration, error) {
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return nil, err
	}
	c.Request().Body = io.NopCloser(bytes.NewReader(body))
	var given struct {
		Registration *app.RegistrationJSON `json:"registration"`
	}
	if json.Unmarshal(body, &given) != nil || given.Registration == nil {
		return nil, nil // a body that does not read is refused by readSettings
	}
	closes, err := app.ParseDate(given.Registration.Closes, "registration.closes")
	if err != nil {
		return nil, err
	}
	return &tournament.Registration{Open: given.Registration.Open, Closes: closes}, nil
}

// withRegistration adds the tournament's registration setting to its JSON.
func (s *handlers) withRegistration(c echo.Context, id store.TournamentID, j app.SettingsJSON) (app.SettingsJSON, error) {
	r, err := s.DB.Registration(c.Request().Context(), id)
	if err != nil {
		return j, err
	}
	j.Registration = app.NewRegistrationJSON(r)
	return j, nil
}

// peekClosed reads the "closed" of a settings body without consuming it: nil when the body
// does not give it.
func peekClosed(c echo.Context) (*bool, error) {
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return nil, err
	}
	c.Request().Body = io.NopCloser(bytes.NewReader(body))
	var given struct {
		Closed *bool `json:"closed"`
	}
	if json.Unmarshal(body, &given) != nil {
		return nil, nil // a body that does not read is refused by readSettings
	}
	return given.Closed, nil
}

// withClosed adds whether the tournament is closed to its JSON.
func withClosed(j app.SettingsJSON, closed bool) app.SettingsJSON {
	j.Closed = &closed
	return j
}
