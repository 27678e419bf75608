// Package keyed holds the messages that carry their catalogue key: errors whose Error() is
// the English every client reads (the JSON API, the CLI, the logs) and which a page shows in
// its language by key, its values filled in (app.LocalizeError, with go-i18n's
// LocalizeConfig: TemplateData A1, A2…, PluralCount Count). It imports nothing of hoshi's,
// so that the domain packages may use it.
//
// A package declares each message once, its English as a format of package fmt, each verb
// a value (A1, A2… in order), {{.Count}} the number of a message that counts:
//
//	var errRounds = keyed.Define("verr.rounds", "a tournament has 1 to %d rounds, not %d")
//	return errRounds.New(MaxRounds, n)
//
// and a test compares every declared format, its verbs written {{.A1}}, {{.A2}}…, with the
// catalogue's English message of its key (templates/i18n/en.toml).
package keyed

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Message is a message of the catalogue: its key and English formats.
type Message struct {
	Key string
	// One and Other are the English formats: Other alone for a message that does not
	// count, One for the count 1 of one that does ({{.Count}}).
	One, Other string
	plural     bool
}

var (
	mu   sync.RWMutex
	defs = map[string]*Message{}
)

func define(m *Message) *Message {
	mu.Lock()
	defer mu.Unlock()
	// Two packages may declare a key with different verbs ("round %d", "round %q" for a
	// value typed): the English must be the same.
	if old, ok := defs[m.Key]; ok {
		if Template(old.One) != Template(m.One) || Template(old.Other) != Template(m.Other) || old.plural != m.plural {
			panic("keyed: " + m.Key + " declared twice with different English")
		}
		return m
	}
	defs[m.Key] = m
	return m
}

// Define declares the message of key whose English is the format en.
func Define(key, en string) *Message { return define(&Message{Key: key, Other: en}) }

// DefinePlural declares a message that counts: its English formats for one and for other
// counts, {{.Count}} the number in them.
func DefinePlural(key, one, other string) *Message {
	return define(&Message{Key: key, One: one, Other: other, plural: true})
}

// Lookup is the message declared for key, nil if none is.
func Lookup(key string) *Message {
	mu.RLock()
	defer mu.RUnlock()
	return defs[key]
}

// Plural tells whether the message counts.
func (m *Message) Plural() bool { return m.plural }

// New is the message with its values A1, A2…, each written by its verb of the format (an
// error by its Error(); a keyed one is shown in the page's language too).
func (m *Message) New(args ...any) *Error {
	if m.plural {
		panic("keyed: " + m.Key + " counts: use N")
	}
	return &Error{Key: m.Key, Args: argsOf(m.Other, args), wrapped: wrappedOf(m.Other, args)}
}

// N is the message that counts count, with its values A1, A2….
func (m *Message) N(count int, args ...any) *Error {
	if !m.plural {
		panic("keyed: " + m.Key + " does not count: use New")
	}
	return &Error{Key: m.Key, Args: argsOf(m.Other, args), Count: &count, wrapped: wrappedOf(m.Other, args)}
}

// wrappedOf is the error of args that the format's %w writes, as fmt.Errorf wraps it.
func wrappedOf(format string, args []any) error {
	for i, verb := range Verbs(format) {
		if verb == "%w" && i < len(args) {
			if err, ok := args[i].(error); ok {
				return err
			}
		}
	}
	return nil
}

func argsOf(format string, args []any) []Arg {
	verbs := Verbs(format)
	out := make([]Arg, len(args))
	for i, a := range args {
		if k := keyedOf(a); k != nil {
			out[i] = Arg{Msg: k}
			continue
		}
		verb := "%v"
		if i < len(verbs) {
			verb = verbs[i]
		}
		if verb == "%w" {
			verb = "%v"
		}
		out[i] = Arg{Text: fmt.Sprintf(verb, a)}
	}
	return out
}

// keyedOf is the message a value is: a *Error, or an error that wraps one and says what it
// says; nil for another value.
func keyedOf(a any) *Error {
	err, ok := a.(error)
	if !ok {
		return nil
	}
	var k *Error
	if errors.As(err, &k) && k.Error() == err.Error() {
		return k
	}
	return nil
}

// Verbs lists the verbs of a format in order ("%d", "%q", "%5.1f"); "%%" is none.
func Verbs(format string) []string {
	var out []string
	forEachVerb(format, func(lit, verb string) {
		if verb != "" {
			out = append(out, verb)
		}
	})
	return out
}

// forEachVerb calls f with each literal text of format and the verb that follows it ("" at
// the end).
func forEachVerb(format string, f func(lit, verb string)) {
	var lit strings.Builder
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			lit.WriteByte(format[i])
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			lit.WriteByte('%')
			i++
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.[]*", format[j]) >= 0 {
			j++
		}
		if j < len(format) {
			j++
		}
		f(lit.String(), format[i:j])
		lit.Reset()
		i = j - 1
	}
	f(lit.String(), "")
}

// Template is a format written as the catalogue writes its message: each verb {{.A1}},
// {{.A2}}… in order.
func Template(format string) string {
	var b strings.Builder
	n := 0
	forEachVerb(format, func(lit, verb string) {
		b.WriteString(lit)
		if verb != "" {
			n++
			b.WriteString("{{.A" + strconv.Itoa(n) + "}}")
		}
	})
	return b.String()
}

// Error is a message with its values. It is also the form a message takes to travel (the
// flash cookie): Key, Args and Count in JSON.
type Error struct {
	Key   string `json:"k"`
	Args  []Arg  `json:"a,omitempty"`
	Count *int   `json:"n,omitempty"`
	// wrapped is the value its format writes with %w, which errors.Is and As find.
	wrapped error
}

// Unwrap is the error the message's format wraps (%w), nil if none.
func (e *Error) Unwrap() error { return e.wrapped }

// Arg is a value of a message: a text, or a message of its own.
type Arg struct {
	Text string `json:"t,omitempty"`
	Msg  *Error `json:"m,omitempty"`
}

// String is the value in English.
func (a Arg) String() string {
	if a.Msg != nil {
		return a.Msg.Error()
	}
	return a.Text
}

// Error is the message in English, its format with its values written in.
func (e *Error) Error() string {
	m := Lookup(e.Key)
	if m == nil {
		return e.Key // only a message read back from a cookie of another version
	}
	format := m.Other
	if e.Count != nil && *e.Count == 1 && m.One != "" {
		format = m.One
	}
	en := Fill(Template(format), func(name string) (string, bool) {
		if i, ok := ArgIndex(name); ok && i < len(e.Args) {
			return e.Args[i].String(), true
		}
		return "", false
	})
	if e.Count != nil {
		en = strings.ReplaceAll(en, "{{.Count}}", strconv.Itoa(*e.Count))
	}
	return en
}

// ArgIndex is the index in Args of the field name A1, A2…: 0 for A1.
func ArgIndex(name string) (int, bool) {
	if len(name) < 2 || name[0] != 'A' {
		return 0, false
	}
	n, err := strconv.Atoi(name[1:])
	if err != nil || n < 1 {
		return 0, false
	}
	return n - 1, true
}

// Fill replaces each {{.Name}} of s with value(Name); a field value does not know stays.
func Fill(s string, value func(name string) (string, bool)) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "{{.")
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			break
		}
		b.WriteString(s[:i])
		if v, ok := value(s[i+3 : i+j]); ok {
			b.WriteString(v)
		} else {
			b.WriteString(s[i : i+j+2])
		}
		s = s[i+j+2:]
	}
	b.WriteString(s)
	return b.String()
}
