package app

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"unicode"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// Error is a refusal with an HTTP status, for the cases the store cannot know about (a bad
// number in the path, a malformed body). Field names the input at fault, as in the JSON
// API's {"error", "field"}.
type Error struct {
	Status  int
	Field   string
	Message string
	// Key is the message with its catalogue key, when it has one: Message is its English.
	Key *keyed.Error
}

func (e *Error) Error() string { return e.Message }

// Unwrap is the keyed message, for errors.As.
func (e *Error) Unwrap() error {
	if e.Key == nil {
		return nil
	}
	return e.Key
}

// KeyedError is the refusal k with an HTTP status, on field.
func KeyedError(status int, field string, k *keyed.Error) *Error {
	return &Error{Status: status, Field: field, Message: k.Error(), Key: k}
}

// ErrBadRequestOf is err as the refusal of the input field (400): by its key when err is a
// keyed message (or wraps one that says the same).
func ErrBadRequestOf(field string, err error) *Error {
	return ErrorOf(http.StatusBadRequest, field, err)
}

// ErrorOf is err as a refusal with status, on field: by its key when err is a keyed message
// (or wraps one that says the same).
func ErrorOf(status int, field string, err error) *Error {
	e := &Error{Status: status, Field: field, Message: err.Error()}
	var k *keyed.Error
	if errors.As(err, &k) && k.Error() == e.Message {
		e.Key = k
	}
	return e
}

// NoGameAt is the refusal of a table of round n without a game, with status.
func NoGameAt(status, n, table int) *Error {
	return KeyedError(status, "table", msgNoGameAtTable.New(n, table))
}

// RoundPaired refuses to pair round n, which is paired already (409).
func RoundPaired(n int) *Error {
	return KeyedError(http.StatusConflict, "round", msgRoundPaired.New(n))
}

// BadRequest is the refusal k of the input field (400).
func BadRequest(field string, k *keyed.Error) *Error {
	return KeyedError(http.StatusBadRequest, field, k)
}

func ErrBadRequest(field, msg string) *Error {
	return &Error{Status: http.StatusBadRequest, Field: field, Message: msg}
}

// StatusOf classifies any error of a handler: its HTTP status, the field at fault and the
// message the user sees. Errors that are not the user's doing become a bare 500.
func StatusOf(err error) (status int, field, msg string) {
	var (
		we  *Error
		se  *store.Error
		fe  *tournament.FieldError
		he  *echo.HTTPError
		mbe *http.MaxBytesError
	)
	switch {
	case errors.As(err, &we):
		return we.Status, we.Field, we.Message
	case errors.As(err, &mbe):
		return http.StatusRequestEntityTooLarge, "", fmt.Sprintf("the request body is larger than %d MB", mbe.Limit>>20)
	case errors.As(err, &se):
		switch se.Code {
		case store.ENOTFOUND:
			return http.StatusNotFound, se.Field, se.Message
		case store.ECONFLICT:
			return http.StatusConflict, se.Field, se.Message
		case store.EINVALID:
			return http.StatusBadRequest, se.Field, se.Message
		case store.EUNAUTHORIZED:
			return http.StatusUnauthorized, se.Field, se.Message
		case store.EUNAVAILABLE:
			return http.StatusServiceUnavailable, se.Field, se.Message
		}
	case errors.As(err, &fe):
		return http.StatusBadRequest, JSONField(fe.Field), fe.Msg
	case store.ErrorCode(err) == store.EUNAVAILABLE:
		return http.StatusServiceUnavailable, "", store.UnavailableMessage(err)
	case errors.As(err, &he):
		msg, ok := he.Message.(string)
		if !ok {
			msg = http.StatusText(he.Code)
		}
		return he.Code, "", msg
	}
	return http.StatusInternalServerError, "", msgInternal.New().Error()
}

// JSONField turns the domain's Go field path ("Handicap.NoHandicapThreshold", "Criteria[2]")
// into the JSON API's ("handicap.no_handicap_threshold", "criteria[2]", "avoid_pairs[1]",
// "left_out_tables.2").
func JSONField(goField string) string {
	if round, ok := strings.CutPrefix(goField, "LeftOutTables["); ok {
		// The rounds are the object's keys: {"2": [4, 9]} is left_out_tables.2.
		return "left_out_tables." + strings.TrimSuffix(round, "]")
	}
	var b strings.Builder
	r := []rune(goField)
	for i, c := range r {
		if unicode.IsUpper(c) {
			prevLower := i > 0 && (unicode.IsLower(r[i-1]) || unicode.IsDigit(r[i-1]))
			nextLower := i > 0 && unicode.IsUpper(r[i-1]) && i+1 < len(r) && unicode.IsLower(r[i+1])
			if prevLower || nextLower {
				b.WriteByte('_')
			}
			c = unicode.ToLower(c)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// isAPI tells whether a request gets JSON answers.
func isAPI(c echo.Context) bool {
	return strings.HasPrefix(c.Request().URL.Path, "/api/") || c.Request().URL.Path == "/api"
}

// ErrorJSON is the JSON API's error body; field is "" when no single input is at fault.
type ErrorJSON struct {
	Error string `json:"error"`
	Field string `json:"field"`
}

// HandleError is Echo's error handler: one place answers every error, as JSON under /api
// and as an HTML page elsewhere.
func (s *Server) HandleError(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	status, field, msg := StatusOf(err)
	if status == http.StatusServiceUnavailable {
		c.Response().Header().Set("Retry-After", "5")
	}
	if status >= 500 {
		s.Config.Logger.Error("request failed", "method", c.Request().Method, "path", c.Request().URL.Path, "err", err)
	}
	if isAPI(c) {
		body, _ := MarshalJSON(ErrorJSON{Error: msg, Field: field})
		c.JSONBlob(status, body)
		return
	}
	if err := s.Render(c, status, "error.html", s.Page(c, map[string]any{"Status": status, "Message": messageOf(err, status, msg), "Field": field})); err != nil {
		s.Config.Logger.Error("error page", "err", err)
	}
}

// PageMessage is the message of StatusOf for err as a page shows it (template func te): by
// its key when err carries one.
func PageMessage(err error) any {
	status, _, msg := StatusOf(err)
	return messageOf(err, status, msg)
}

// messageOf is the message msg of StatusOf as an error page shows it: the keyed message of
// err's chain that writes msg, shown by its key in the page's language; else msg.
func messageOf(err error, status int, msg string) any {
	for _, m := range []*keyed.Message{msgInternal, msgNotFound, msgMethodNotAllowed} {
		if k := m.New(); msg == k.Error() {
			return k // the router's answers, and the bare 500
		}
	}
	if status == http.StatusServiceUnavailable && store.ErrorCode(err) == store.EUNAVAILABLE {
		if u := store.Unavailable(err); u.Error() == msg {
			err = u
		}
	}
	var k *keyed.Error
	if errors.As(err, &k) && k.Error() == msg {
		return k
	}
	return msg
}
