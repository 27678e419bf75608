package backup

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/keyed"
)

// Error is a problem of a backup file. Field is the path of the field in the file, as
// "rounds[2].games[3].white" (list elements counted from 1), "" for the file as a whole.
type Error struct {
	Field string
	Msg   string
	// Key is the message with its catalogue key, when it has one: Msg is its English.
	Key *keyed.Error
}

// Unwrap is the keyed message, for errors.As.
func (e *Error) Unwrap() error {
	if e.Key == nil {
		return nil
	}
	return e.Key
}

// keyedErr is the problem k of field.
func keyedErr(field string, k *keyed.Error) *Error {
	return &Error{Field: field, Msg: k.Error(), Key: k}
}

// Error names the field first, so that a message shown alone still says where to look.
func (e *Error) Error() string {
	if e.Field == "" {
		return e.Msg
	}
	return e.Field + ": " + e.Msg
}

func fieldErr(field, format string, args ...any) *Error {
	return &Error{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// at prefixes the field of a nested error with the path of its parent.
func at(parent string, err error) error {
	if e, ok := err.(*Error); ok {
		f := parent
		if e.Field != "" {
			f += "." + e.Field
		}
		return &Error{Field: f, Msg: e.Msg, Key: e.Key}
	}
	return err
}
