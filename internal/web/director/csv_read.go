package director

import (
	"encoding/csv"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/templates"
)

// csvWords shows the import's messages in the page's language: msg a message of the checks
// (app.LocalizeError shows it by its key), label a column's name.
type csvWords struct {
	msg   func(error) string
	label func(field string) string
}

// englishCSV leaves the messages in English (the tests of the reader).
var englishCSV = csvWords{msg: func(m error) string { return m.Error() }, label: func(f string) string { return f }}

// readPlayerCSV reads a player list separated by commas, semicolons or tabs (whichever the
// first line has most of). A first line naming the columns sets their order; without it
// the order is name, first name, rank, club, country, PIN, rating. Quotes follow RFC 4180:
// a field may be put in quotes, and a quote inside it is written twice; a quote that opens
// a field and is never closed, or a quote in the middle of a field not in quotes, refuses
// the file with the line where it is (read leniently, either would make the rest of the
// file one field: one player named "X,A,5k").
//
// It returns the lines, whether the first line named the columns, and the names of the
// columns it named that hoshi does not read (a birth date, a gender...), so that the preview
// says what the import leaves out.
func readPlayerCSV(t *tournament.Tournament, data string, w csvWords) ([]csvLine, bool, []string, error) {
	data = strings.TrimPrefix(data, "\ufeff")
	first, _, _ := strings.Cut(data, "\n")
	sep := ','
	for _, d := range []rune{';', '\t'} {
		if strings.Count(first, string(d)) > strings.Count(first, string(sep)) {
			sep = d
		}
	}
	r := csv.NewReader(strings.NewReader(data))
	r.Comma, r.FieldsPerRecord, r.TrimLeadingSpace = sep, -1, true
	var records [][]string
	var lines []int
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, false, nil, csvParseError(err)
		}
		line, _ := r.FieldPos(0)
		records, lines = append(records, rec), append(lines, line)
	}
	if len(records) == 0 {
		return nil, false, nil, app.BadRequest("file", msgCSVEmpty.New())
	}
	cols := make([]int, len(csvColumns)) // record index of each column, -1 if absent
	header := false
	for i := range cols {
		cols[i] = -1
	}
	for k, h := range records[0] {
		for i, col := range csvColumns {
			for _, name := range append(col.headers, translatedHeaders()[col.field]...) {
				if dirFold(strings.TrimSpace(h)) == name && cols[i] < 0 {
					cols[i], header = k, true
				}
			}
		}
	}
	if !header {
		for i := range cols {
			cols[i] = i
		}
	}
	// The woman column, named by the header only: a file without one has none.
	wcol, gender := -1, false
	for k, h := range records[0] {
		f := dirFold(strings.TrimSpace(h))
		for _, wc := range csvWomanColumns {
			if header && wcol < 0 && !slices.Contains(cols, k) && (slices.Contains(wc.headers, f) || !wc.gender && slices.Contains(translatedWoman(), f)) {
				wcol, gender = k, wc.gender
			}
		}
	}
	if header && (cols[0] < 0 || cols[2] < 0) {
		return nil, true, nil, app.BadRequest("file", msgCSVNoNameRank.New())
	}
	var unread []string
	if header {
		for k, h := range records[0] {
			if h = strings.TrimSpace(h); h != "" && !slices.Contains(cols, k) && k != wcol {
				unread = append(unread, h)
			}
		}
	}
	seen := map[string]int{}
	for i := range t.Players {
		seen[t.Players[i].Key()] = 0
	}
	var out []csvLine
	for n, rec := range records {
		if (header && n == 0) || dirBlankRecord(rec) {
			continue
		}
		l := readPlayerRecord(rec, cols, lines[n], seen, w)
		if wcol >= 0 {
			l.hasWoman = true
			v := ""
			if wcol < len(rec) {
				v = strings.TrimSpace(rec[wcol])
			}
			woman, ok := readWoman(gender, v)
			switch {
			case !ok && gender:
				l.Errors = append(l.Errors, w.label("woman")+": "+w.msg(msgCSVGender.New(v)))
			case !ok:
				l.Errors = append(l.Errors, w.label("woman")+": "+w.msg(msgCSVWoman.New(v)))
			}
			l.Woman = woman
		}
		out = append(out, l)
	}
	return out, header, unread, nil
}

// csvParseError is the refusal of a file the CSV reader stops on, naming the line.
func csvParseError(err error) error {
	var pe *csv.ParseError
	if !errors.As(err, &pe) {
		return app.BadRequest("file", msgCSVUnreadable.New())
	}
	switch {
	case errors.Is(pe.Err, csv.ErrQuote):
		return app.BadRequest("file", msgCSVQuote.New(pe.StartLine))
	case errors.Is(pe.Err, csv.ErrBareQuote):
		return app.BadRequest("file", msgCSVBareQuote.New(pe.Line))
	}
	return app.BadRequest("file", msgCSVUnreadableLine.New(pe.Line))
}

func dirBlankRecord(rec []string) bool {
	for _, v := range rec {
		if strings.TrimSpace(v) != "" {
			return false
		}
	}
	return true
}

// readPlayerRecord reads one line; seen maps the players' keys to the line that registers
// them (0 for players already registered) to catch duplicates.
func readPlayerRecord(rec []string, cols []int, line int, seen map[string]int, w csvWords) csvLine {
	l := csvLine{Line: line, Values: make([]string, len(cols))}
	for i, k := range cols {
		if k >= 0 && k < len(rec) {
			l.Values[i] = strings.TrimSpace(rec[k])
		}
	}
	form := map[string]string{}
	for i, col := range csvColumns {
		form[col.field] = l.Values[i]
	}
	if form["rating"] != "" {
		if _, err := strconv.Atoi(form["rating"]); err != nil {
			l.Errors = append(l.Errors, w.label("rating")+": "+w.msg(msgCSVNotWhole.New(form["rating"])))
			form["rating"] = ""
		}
	}
	p, _, errs := app.ReadPlayerForm(func(name string) string { return form[name] })
	for _, col := range csvColumns {
		if msg, ok := errs[col.field]; ok {
			l.Errors = append(l.Errors, w.label(col.field)+": "+w.msg(msg))
		}
	}
	if len(l.Errors) == 0 {
		switch prev, dup := seen[p.Key()]; {
		case dup && prev == 0:
			l.Errors = append(l.Errors, w.msg(msgCSVRegistered.New(p.FullName())))
		case dup:
			l.Errors = append(l.Errors, w.msg(msgCSVOnLine.New(p.FullName(), prev)))
		default:
			seen[p.Key()] = line
		}
	}
	l.player = p
	return l
}

// translatedWoman is the Woman label of the player's form (pfield.woman) in each language,
// folded: "zena", "nainen", "dame", "femme" name the woman column too.
var translatedWoman = sync.OnceValue(func() []string {
	var out []string
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		return out
	}
	for _, l := range i18n.Languages {
		if m := cat.Message(l.Code, "pfield.woman"); m != nil {
			out = append(out, dirFold(m.Other))
		}
	}
	return out
})

// translatedHeaders are the column headers hoshi's own exports write in each language
// (xh.{field} of the catalogue), folded, by field: a players.csv exported in Czech reads
// back.
var translatedHeaders = sync.OnceValue(func() map[string][]string {
	out := map[string][]string{}
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		return out
	}
	for _, col := range csvColumns {
		for _, l := range i18n.Languages {
			if m := cat.Message(l.Code, "xh."+col.field); m != nil {
				out[col.field] = append(out[col.field], dirFold(m.Other))
			}
		}
	}
	return out
})
