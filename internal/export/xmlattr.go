package export

import (
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/rank"
)

// ImportError locates a problem in an imported file by line, so that the director can find it
// in a text editor; nothing of the file is returned with it.
type ImportError struct {
	Line int
	Msg  string
}

// Error reads "line N: message", the form a director can act on.
func (e *ImportError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// attrs reads the attributes of one element. Each getter consumes the attribute it reads, so
// that whatever is left at the end is exactly what hoshi does not model and must keep aside.
type attrs struct {
	elem string
	line int
	m    map[string]string
	err  error
}

func newAttrs(se xml.StartElement, line int) *attrs {
	m := make(map[string]string, len(se.Attr))
	for _, a := range se.Attr {
		m[a.Name.Local] = a.Value
	}
	return &attrs{elem: se.Name.Local, line: line, m: m}
}

func (a *attrs) take(name string) (string, bool) {
	v, ok := a.m[name]
	delete(a.m, name)
	return v, ok
}

func (a *attrs) fail(name, value, why string) {
	if a.err == nil {
		a.err = &ImportError{Line: a.line, Msg: fmt.Sprintf("<%s %s=%q>: %s", a.elem, name, value, why)}
	}
}

func (a *attrs) str(name string, dst *string) {
	if v, ok := a.take(name); ok {
		*dst = v
	}
}

func (a *attrs) int(name string, dst *int) {
	if v, ok := a.take(name); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			a.fail(name, v, "not a whole number")
			return
		}
		*dst = n
	}
}

func (a *attrs) int64(name string, dst *int64) {
	if v, ok := a.take(name); ok {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil {
			a.fail(name, v, "not a whole number")
			return
		}
		*dst = n
	}
}

func (a *attrs) bool(name string, dst *bool) {
	if v, ok := a.take(name); ok {
		b, err := strconv.ParseBool(strings.TrimSpace(v))
		if err != nil {
			a.fail(name, v, "neither true nor false")
			return
		}
		*dst = b
	}
}

func (a *attrs) rank(name string, dst *rank.Rank) {
	if v, ok := a.take(name); ok {
		r, err := rank.Parse(v)
		if err != nil {
			a.fail(name, v, err.Error())
			return
		}
		*dst = r
	}
}

// halfPoints reads a komi such as "7.5" as half points.
func (a *attrs) halfPoints(name string, dst *int) {
	if v, ok := a.take(name); ok {
		h, err := halfpoint.Parse(strings.TrimSpace(v))
		if err != nil || h > 2000 || h < -2000 {
			a.fail(name, v, "not a komi in half points such as 6.5")
			return
		}
		*dst = h
	}
}

// date reads a day written 2006-01-02; an empty attribute is no date.
func (a *attrs) date(name string, dst *time.Time) {
	if v, ok := a.take(name); ok && strings.TrimSpace(v) != "" {
		d, err := time.Parse(time.DateOnly, strings.TrimSpace(v))
		if err != nil {
			a.fail(name, v, "not a date written 2006-01-02")
			return
		}
		*dst = d
	}
}

// oneOf reads an attribute whose values are a fixed list of words, as the word's index.
func oneOf[T ~int](a *attrs, name string, words []string, dst *T) {
	if v, ok := a.take(name); ok {
		for i, w := range words {
			if strings.EqualFold(strings.TrimSpace(v), w) {
				*dst = T(i)
				return
			}
		}
		a.fail(name, v, "expected one of "+strings.Join(words, ", "))
	}
}

// keep moves the attributes nobody took into extra, each under prefix+name.
func (a *attrs) keep(extra *map[string]string, prefix string) {
	for k, v := range a.m {
		if *extra == nil {
			*extra = map[string]string{}
		}
		(*extra)[prefix+k] = v
	}
	a.m = nil
}
