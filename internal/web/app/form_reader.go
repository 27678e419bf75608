package app

import (
	"errors"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// FormReader reads a posted form into typed values and remembers the first error of each
// input, named as the input.
type FormReader struct {
	Get    func(string) string
	Errors map[string]error
}

// The form readers' messages.
var (
	errWhole  = keyed.Define("verr.whole", "write a whole number, not %q")
	errNumber = keyed.Define("verr.number", "write a number like 6.5, not %q")
)

func (f *FormReader) fail(name string, err error) {
	if _, ok := f.Errors[name]; !ok {
		f.Errors[name] = err
	}
}

func (f *FormReader) Str(name string) string { return strings.TrimSpace(f.Get(name)) }

func (f *FormReader) Int(name string) int {
	s := f.Str(name)
	if s == "" {
		return 0
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		f.fail(name, errWhole.New(s))
	}
	return v
}

func (f *FormReader) Int64(name string) int64 {
	s := f.Str(name)
	if s == "" {
		return 0
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		f.fail(name, errWhole.New(s))
	}
	return v
}

func (f *FormReader) Float(name string) float64 {
	s := strings.ReplaceAll(f.Str(name), ",", ".")
	if s == "" {
		return 0
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		f.fail(name, errNumber.New(s))
	}
	return v
}

func (f *FormReader) Bool(name string) bool { return f.Get(name) != "" }

// FieldErrors maps each input at fault to its error: the parse error or every
// *tournament.FieldError of a validation, named as the form names its inputs. Its Error()
// is the message without the field (what StatusOf says); a page shows it by its key when it
// carries one (LocalizeError).
func FieldErrors(err error) map[string]error {
	out := map[string]error{}
	var add func(error)
	add = func(err error) {
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				add(e)
			}
			return
		}
		var fe *tournament.FieldError
		if errors.As(err, &fe) {
			if _, dup := out[JSONField(fe.Field)]; !dup {
				out[JSONField(fe.Field)] = fe.Reason()
			}
			return
		}
		_, field, msg := StatusOf(err)
		if _, dup := out[field]; !dup {
			out[field] = Reason(err, msg)
		}
	}
	if err != nil {
		add(err)
	}
	return out
}

// Reason is the error to show for err, whose message StatusOf gave as msg: the keyed error
// err carries when msg is its English, else msg alone.
func Reason(err error, msg string) error {
	var k *keyed.Error
	if errors.As(err, &k) && k.Error() == msg {
		return k
	}
	return errors.New(msg)
}
