package app

import (
	"errors"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// FormReader reads a posted form into typed values and remembers the first error of each
// input, named as the input.
type FormReader struct {
	Get    func(string) string
	Errors map[string]string
}

func (f *FormReader) fail(name, msg string) {
	if _, ok := f.Errors[name]; !ok {
		f.Errors[name] = msg
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
		f.fail(name, "write a whole number, not "+strconv.Quote(s))
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
		f.fail(name, "write a whole number, not "+strconv.Quote(s))
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
		f.fail(name, "write a number like 6.5, not "+strconv.Quote(s))
	}
	return v
}

func (f *FormReader) Bool(name string) bool { return f.Get(name) != "" }

// FieldErrors maps each input at fault to its message: the parse error or every
// *tournament.FieldError of a validation, named as the form names its inputs.
func FieldErrors(err error) map[string]string {
	out := map[string]string{}
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
				out[JSONField(fe.Field)] = fe.Msg
			}
			return
		}
		_, field, msg := StatusOf(err)
		if _, dup := out[field]; !dup {
			out[field] = msg
		}
	}
	if err != nil {
		add(err)
	}
	return out
}
