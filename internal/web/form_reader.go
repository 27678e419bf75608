package web

import (
	"errors"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"strconv"
	"strings"
)

// dirFormReader reads a posted form into typed values and remembers the first error of each
// input, named as the input.
type dirFormReader struct {
	get    func(string) string
	errors map[string]string
}

func (f *dirFormReader) fail(name, msg string) {
	if _, ok := f.errors[name]; !ok {
		f.errors[name] = msg
	}
}

func (f *dirFormReader) str(name string) string { return strings.TrimSpace(f.get(name)) }

func (f *dirFormReader) int(name string) int {
	s := f.str(name)
	if s == "" {
		return 0
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		f.fail(name, "write a whole number, not "+strconv.Quote(s))
	}
	return v
}

func (f *dirFormReader) int64(name string) int64 {
	s := f.str(name)
	if s == "" {
		return 0
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		f.fail(name, "write a whole number, not "+strconv.Quote(s))
	}
	return v
}

func (f *dirFormReader) float(name string) float64 {
	s := strings.ReplaceAll(f.str(name), ",", ".")
	if s == "" {
		return 0
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		f.fail(name, "write a number like 6.5, not "+strconv.Quote(s))
	}
	return v
}

func (f *dirFormReader) bool(name string) bool { return f.get(name) != "" }

// fieldErrors maps each input at fault to its message: the parse error or every
// *tournament.FieldError of a validation, named as the form names its inputs.
func fieldErrors(err error) map[string]string {
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
			if _, dup := out[jsonField(fe.Field)]; !dup {
				out[jsonField(fe.Field)] = fe.Msg
			}
			return
		}
		_, field, msg := statusOf(err)
		if _, dup := out[field]; !dup {
			out[field] = msg
		}
	}
	if err != nil {
		add(err)
	}
	return out
}
