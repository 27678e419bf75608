package store

import (
	"database/sql/driver"
	"errors"
	"fmt"
	"strings"

	"github.com/hoshi-go/hoshi/internal/keyed"
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

// LostMessage is what a user is told when the connection to the database broke during the
// request (a PostgreSQL server restarted, its backend terminated): ErrorCode's EUNAVAILABLE.
const LostMessage = "the connection to the database was lost (the database server restarted or ended it): " +
	"try again in a moment; reload the page first to see whether the change was stored"

// lost tells whether err comes from a connection to PostgreSQL that broke or was ended by the
// server: an administrator or a restart terminated the backend (57P01, 57P02), the server
// went away (class 08, a closed or reset connection), or the connection's prepared statement
// no longer fits a table a newer hoshi altered (0A000 "cached plan must not change result
// type": pgx forgets the statement on that error, so the next try prepares it afresh).
func lost(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch {
		case pe.Code == "57P01", pe.Code == "57P02", strings.HasPrefix(pe.Code, "08"):
			return true
		case pe.Code == "0A000" && strings.Contains(pe.Message, "cached plan must not change result type"):
			return true
		}
		return false
	}
	if errors.Is(err, driver.ErrBadConn) || pgconn.SafeToRetry(err) {
		return true
	}
	var ce *pgconn.ConnectError
	if errors.As(err, &ce) {
		return true
	}
	msg := err.Error()
	return strings.Contains(msg, "conn closed") || strings.Contains(msg, "unexpected EOF") ||
		strings.Contains(msg, "connection reset by peer") || strings.Contains(msg, "broken pipe")
}

// staleStatement tells whether err is PostgreSQL's "cached plan must not change result type":
// a statement prepared before a newer hoshi altered its table, which pgx prepares again when
// the query is retried.
func staleStatement(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "0A000" && strings.Contains(pe.Message, "cached plan must not change result type")
}

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
	// Key is the message with its catalogue key, when it has one: Message is its English.
	Key *keyed.Error
}

// Unwrap is the keyed message, for errors.As.
func (e *Error) Unwrap() error {
	if e.Key == nil {
		return nil
	}
	return e.Key
}

// keyedErr returns an *Error with the given code and field whose message is k.
func keyedErr(code, field string, k *keyed.Error) *Error {
	return &Error{Code: code, Field: field, Message: k.Error(), Key: k}
}

func (e *Error) Error() string {
	if e.Field != "" {
		return fmt.Sprintf("%s: %s", e.Field, e.Message)
	}
	return e.Message
}

// UnavailableMessage is the message to show for an error whose ErrorCode is EUNAVAILABLE:
// the *Error's own, LostMessage for a lost connection, BusyMessage otherwise.
func UnavailableMessage(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return Unavailable(err).Error()
}

// Unavailable is the message of UnavailableMessage as an error that a page shows in its
// language: the *Error itself, or the keyed LostMessage or BusyMessage.
func Unavailable(err error) error {
	var e *Error
	switch {
	case errors.As(err, &e):
		return e
	case lost(err) && !busy(err):
		return msgLost.New()
	}
	return msgBusy.New()
}

// Errorf returns an *Error with the given code and field.
func Errorf(code, field, format string, args ...any) *Error {
	return &Error{Code: code, Field: field, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of an *Error in err's chain, EINVALID for a
// *tournament.FieldError (settings or a player refused by their Validate), EUNAVAILABLE for
// a database that stayed busy (see BusyMessage) or a connection to it that was lost (see
// LostMessage), EINTERNAL for any other error and "" for
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
	case busy(err), lost(err):
		return EUNAVAILABLE
	}
	return EINTERNAL
}
