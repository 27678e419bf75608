package export

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"

	"golang.org/x/text/encoding/ianaindex"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ImportReport lists what an imported file holds that hoshi does not use (teams, several
// categories, unknown criteria, ...), so that the director hears of it at import time rather
// than finding it missing later.
type ImportReport struct {
	// Warnings are keyed messages (note.og_…): Error() is the English, a page shows them
	// by their keys.
	Warnings []error
}

func (r *ImportReport) warn(n *keyed.Error) {
	r.Warnings = append(r.Warnings, n)
}

// Texts are the warnings in English, as the command line prints them.
func (r *ImportReport) Texts() []string {
	out := make([]string, len(r.Warnings))
	for i, w := range r.Warnings {
		out[i] = w.Error()
	}
	return out
}

// rawPrefix marks a Settings.Extra entry holding a whole element hoshi does not model (teams,
// clubs groups, categories), as XML, keyed "xml:Parent/Element", to be written back unchanged.
const rawPrefix = "xml:"

// ReadOpenGotha reads a tournament saved by OpenGotha 3.x. Players get ids 1..n in file order.
// A bad file gives an error naming its line, and no tournament.
func ReadOpenGotha(r io.Reader) (*tournament.Tournament, *ImportReport, error) {
	dec := xml.NewDecoder(r)
	dec.CharsetReader = charsetReader
	og := &ogReader{
		dec:    dec,
		t:      &tournament.Tournament{Settings: tournament.DefaultSettings()},
		report: &ImportReport{},
		keys:   map[string]tournament.PlayerID{},
		lookup: map[string]tournament.PlayerID{},
	}
	if err := og.read(); err != nil {
		return nil, nil, fmt.Errorf("read OpenGotha file: %w", err)
	}
	return og.t, og.report, nil
}

// charsetReader decodes the encodings OpenGotha files come in (UTF-8, ISO-8859-1 and the other
// IANA-registered ones).
func charsetReader(label string, input io.Reader) (io.Reader, error) {
	enc, err := ianaindex.IANA.Encoding(label)
	if err != nil || enc == nil {
		return nil, fmt.Errorf("unsupported encoding %q", label)
	}
	return enc.NewDecoder().Reader(input), nil
}

type ogReader struct {
	dec    *xml.Decoder
	t      *tournament.Tournament
	report *ImportReport
	keys   map[string]tournament.PlayerID
	// lookup finds a player by a key written loosely (lookupKey): other programs' files
	// name players in games and byes with spaces kept or without upper-casing.
	lookup map[string]tournament.PlayerID
	// Games and byes name players by key; they are resolved once every player is known.
	games    []ogGame
	byes     []ogBye
	criteria []ogPlacement
}

type ogGame struct {
	line         int
	game         tournament.Game
	white, black string
}

type ogBye struct {
	line, round int
	player      string
}

type ogPlacement struct {
	number int
	name   string
	line   int
}

func (og *ogReader) line() int {
	l, _ := og.dec.InputPos()
	return l
}

func (og *ogReader) errorf(format string, args ...any) error {
	return &ImportError{Line: og.line(), Msg: fmt.Sprintf(format, args...)}
}

// token returns the next token, turning decoder failures into errors with a line; atEOF says
// what the end of the file means where the caller reads.
func (og *ogReader) token(atEOF string) (xml.Token, error) {
	tok, err := og.dec.Token()
	if err == nil {
		return tok, nil
	}
	var syn *xml.SyntaxError
	switch {
	case errors.As(err, &syn):
		return nil, &ImportError{Line: syn.Line, Msg: "not well-formed XML: " + syn.Msg}
	case err == io.EOF:
		return nil, og.errorf("%s", atEOF)
	default:
		return nil, og.errorf("%v", err)
	}
}

func (og *ogReader) read() error {
	for {
		tok, err := og.token("no <Tournament> element: not an OpenGotha file")
		if err != nil {
			return err
		}
		if se, ok := tok.(xml.StartElement); ok {
			if se.Name.Local != "Tournament" {
				return og.errorf("the document is <%s>, not an OpenGotha <Tournament>", se.Name.Local)
			}
			if err := og.tournament(se); err != nil {
				return err
			}
			return og.resolve()
		}
	}
}

// unclosed is what the end of the file means inside an element.
const unclosed = "the file ends before its elements are closed"

// children calls fn for each child element of the element just opened, up to its end tag; fn
// must consume the child whole.
func (og *ogReader) children(fn func(xml.StartElement) error) error {
	for {
		tok, err := og.token(unclosed)
		if err != nil {
			return err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if err := fn(tok); err != nil {
				return err
			}
		case xml.EndElement:
			return nil
		}
	}
}

// maxUnknownDepth bounds how deep elements that OpenGotha does not write may nest: its own
// files nest four levels at most, so a file nesting unknown elements deeper is no tournament
// file (one of 100,000 levels would otherwise import as an empty tournament).
const maxUnknownDepth = 32

// tooDeep is the error of an element nested beyond maxUnknownDepth inside an unknown one.
func (og *ogReader) tooDeep(name, outer string) error {
	return og.errorf("<%s> is nested more than %d levels deep inside <%s>: not a tournament file OpenGotha writes",
		name, maxUnknownDepth, outer)
}

// skip consumes the rest of an element whose children hoshi does not expect, reporting each
// of them. It keeps the open elements on a stack of its own (not the call stack).
func (og *ogReader) skip(se xml.StartElement) error {
	open := []string{se.Name.Local}
	for len(open) > 0 {
		tok, err := og.token(unclosed)
		if err != nil {
			return err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if len(open) > maxUnknownDepth {
				return og.tooDeep(tok.Name.Local, se.Name.Local)
			}
			og.report.warn(msgOGNotElement.New(og.line(), tok.Name.Local, open[len(open)-1]))
			open = append(open, tok.Name.Local)
		case xml.EndElement:
			open = open[:len(open)-1]
		}
	}
	return nil
}

// only makes a callback for children that passes the <name> elements to fn, and reports and
// skips any other element inside parent.
func (og *ogReader) only(name, parent string, fn func(xml.StartElement) error) func(xml.StartElement) error {
	return func(se xml.StartElement) error {
		if se.Name.Local != name {
			og.report.warn(msgOGIgnored.New(og.line(), se.Name.Local, parent))
			return og.skip(se)
		}
		return fn(se)
	}
}

// keepRaw stores a whole element hoshi does not model in Settings.Extra, as XML.
func (og *ogReader) keepRaw(parent string, se xml.StartElement) (string, error) {
	var buf bytes.Buffer
	enc := xml.NewEncoder(&buf)
	depth := 0
	tok := xml.Token(se)
	for {
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth >= maxUnknownDepth {
				return "", og.tooDeep(tok.Name.Local, se.Name.Local)
			}
			depth++
		case xml.EndElement:
			depth--
		}
		if err := enc.EncodeToken(xml.CopyToken(tok)); err != nil {
			return "", og.errorf("<%s>: %v", se.Name.Local, err)
		}
		if depth == 0 {
			break
		}
		var err error
		if tok, err = og.token("the file ends inside <" + se.Name.Local + ">"); err != nil {
			return "", err
		}
	}
	if err := enc.Flush(); err != nil {
		return "", err
	}
	if og.t.Settings.Extra == nil {
		og.t.Settings.Extra = map[string]string{}
	}
	og.t.Settings.Extra[rawPrefix+parent+"/"+se.Name.Local] = buf.String()
	return buf.String(), nil
}

func (og *ogReader) tournament(se xml.StartElement) error {
	a := newAttrs(se, og.line())
	// Ratings are read as written, whatever the data version: the writer always writes 201.
	a.take("dataVersion")
	a.keep(&og.t.Settings.Extra, "Tournament.")
	return og.children(func(child xml.StartElement) error {
		switch child.Name.Local {
		case "Players":
			return og.children(og.only("Player", "Players", og.player))
		case "Games":
			return og.children(og.only("Game", "Games", og.game))
		case "ByePlayers":
			return og.children(og.only("ByePlayer", "ByePlayers", og.bye))
		case "ByePlayer":
			if len(child.Attr) == 0 {
				// Pairgoth's list of byes: a <ByePlayer> holding <ByePlayer player= roundNumber=>.
				return og.children(og.only("ByePlayer", "ByePlayer", og.bye))
			}
			return og.misplaced(child)
		case "TournamentParameterSet":
			return og.children(og.parameterSet)
		case "Player", "Game":
			return og.misplaced(child)
		}
		raw, err := og.keepRaw("Tournament", child)
		if err != nil {
			return err
		}
		switch child.Name.Local {
		case "TeamTournamentParameterSet":
		case "Teams":
			og.report.warn(msgOGTeams.New(strings.Count(raw, "<Team ")))
		default:
			og.report.warn(msgOGKept.New(child.Name.Local))
		}
		return nil
	})
}

// misplaced refuses a <Player>, <Game> or <ByePlayer> outside its list: kept aside as an
// unknown element, it would silently drop a player or a result. The element is read first as
// its list would read it, so that its own faults (an unknown rank) are the ones reported.
func (og *ogReader) misplaced(se xml.StartElement) error {
	line := og.line()
	read, list := og.player, "Players"
	switch se.Name.Local {
	case "Game":
		read, list = og.game, "Games"
	case "ByePlayer":
		read, list = og.bye, "ByePlayers"
	}
	if err := read(se); err != nil {
		return err
	}
	return &ImportError{Line: line, Msg: fmt.Sprintf("<%s> must be inside <%s>", se.Name.Local, list)}
}
