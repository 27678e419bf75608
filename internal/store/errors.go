package store

import (
	"errors"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/mattn/go-sqlite3"
)

// Error codes. The web layer maps them to HTTP statuses; a director sees the message.
const (
	ECONFLICT     = "conflict"     // the change clashes with what is stored (a duplicate player)
	EINTERNAL     = "internal"     // a failure the user cannot fix
	EINVALID      = "invalid"      // bad input; Field names it
	ENOTFOUND     = "not_found"    // no such tournament, player, round or game
	EUNAUTHORIZED = "unauthorized" // no valid director session or a wrong password
	EUNAVAILABLE  = "unavailable"  // the database stayed busy (ErrorCode finds it): nothing stored, try again
)

// BusyMessage is what a user is told when the database stayed busy: ErrorCode's EUNAVAILABLE.
const BusyMessage = "the database is busy: another program has held it for more than 5 seconds " +
	"(a backup, a second hoshi on the same file?); nothing was stored: try again in a moment"

// busy tells whether err comes from a database that stayed busy: on SQLite, a write lock
// held by another connection or process beyond the busy timeout (the driver waits and
// retries until then); on PostgreSQL, a deadlock or serialization failure, a lock not
// granted in time, or a server that is starting or shutting down.
func busy(err error) bool {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code == sqlite3.ErrBusy || se.Code == sqlite3.ErrLocked
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case "40001", "40P01", "55P03", "57P03":
			return true
		}
	}
	return false
}

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
// *tournament.FieldError (settings or a player refused by their Validate), EUNAVAILABLE for
// a database that stayed busy (see BusyMessage), EINTERNAL for any other error and "" for
// nil.
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
	case busy(err):
		return EUNAVAILABLE
	}
	return EINTERNAL
}
