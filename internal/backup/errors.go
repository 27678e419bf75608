package backup

import "fmt"

// Error is a problem of a backup file. Field is the path of the field in the file, as
// "rounds[2].games[3].white" (list elements counted from 1), "" for the file as a whole.
type Error struct {
	Field string
	Msg   string
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
		return &Error{Field: f, Msg: e.Msg}
	}
	return err
}
