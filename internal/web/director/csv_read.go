package director

import (
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/templates"
)

// readPlayerCSV reads a player list separated by commas, semicolons or tabs (whichever the
// first line has most of). A first line naming the columns sets their order; without it
// the order is name, first name, rank, club, country, PIN, rating.
func readPlayerCSV(t *tournament.Tournament, data string) ([]csvLine, bool, error) {
	data = strings.TrimPrefix(data, "\ufeff")
	first, _, _ := strings.Cut(data, "\n")
	sep := ','
	for _, d := range []rune{';', '\t'} {
		if strings.Count(first, string(d)) > strings.Count(first, string(sep)) {
			sep = d
		}
	}
	r := csv.NewReader(strings.NewReader(data))
	r.Comma, r.FieldsPerRecord, r.TrimLeadingSpace, r.LazyQuotes = sep, -1, true, true
	records, err := r.ReadAll()
	if err != nil {
		return nil, false, app.ErrBadRequest("file", "the file is not readable as CSV: "+err.Error())
	}
	if len(records) == 0 {
		return nil, false, app.ErrBadRequest("file", "the file is empty")
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
	if header && (cols[0] < 0 || cols[2] < 0) {
		return nil, true, app.ErrBadRequest("file", "the first line names columns but not the name and the rank")
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
		out = append(out, readPlayerRecord(rec, cols, n+1, seen))
	}
	return out, header, nil
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
func readPlayerRecord(rec []string, cols []int, line int, seen map[string]int) csvLine {
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
			l.Errors = append(l.Errors, fmt.Sprintf("rating: %q is not a whole number", form["rating"]))
			form["rating"] = ""
		}
	}
	p, _, errs := app.ReadPlayerForm(func(name string) string { return form[name] })
	for _, col := range csvColumns {
		if msg, ok := errs[col.field]; ok {
			l.Errors = append(l.Errors, strings.ReplaceAll(col.field, "_", " ")+": "+msg)
		}
	}
	if len(l.Errors) == 0 {
		switch prev, dup := seen[p.Key()]; {
		case dup && prev == 0:
			l.Errors = append(l.Errors, p.FullName()+" is already registered")
		case dup:
			l.Errors = append(l.Errors, fmt.Sprintf("%s is already on line %d", p.FullName(), prev))
		default:
			seen[p.Key()] = line
		}
	}
	l.player = p
	return l
}

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
