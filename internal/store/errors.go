package store

import (
	"errors"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Error codes. The web layer maps them to HTTP statuses; a director sees the message.
const (
	ECONFLICT     = "conflict"     // the change clashes with what is stored (a duplicate player)
	EINTERNAL     = "internal"     // a failure the user cannot fix
	EINVALID      = "invalid"      // bad input; Field names it
	ENOTFOUND     = "not_found"    // no such tournament, player, round or game
	EUNAUTHORIZED = "unauthorized" // no valid director session or a wrong password
)

// Error is a failure a tournament director can understand and act on. Field names the input
// at fault (for example "rank" or "table"), so a form can show the message beside it.
type Error struct {
	Code    string
	Field   string
	Message string
}

func (e *Error) Error() string {
	if e.Field != "" {
		return fmt.Sprintf("%s: %s", e.Field, e.Message)
	}
	return e.Message
}

// Errorf returns an *Error with the given code and field.
func Errorf(code, field, format string, args ...any) *Error {
	return &Error{Code: code, Field: field, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of an *Error in err's chain, EINVALID for a
// *tournament.FieldError (settings or a player refused by their Validate), EINTERNAL for any
// other error and "" for nil.
func ErrorCode(err error) string {
	var (
		e  *Error
		fe *tournament.FieldError
	)
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Code
	case errors.As(err, &fe):
		return EINVALID
	}
	return EINTERNAL
}
