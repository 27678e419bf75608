package web

import (
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
	"golang.org/x/text/encoding/charmap"
)

// csvColumns are the columns of a player list, with the header names a spreadsheet may
// give them (compared folded: case and accents ignored).
var csvColumns = []struct {
	field   string
	headers []string
}{
	{"name", []string{"name", "family name", "surname", "last name", "lastname", "nom"}},
	{"first_name", []string{"first name", "firstname", "given name", "first", "prenom"}},
	{"rank", []string{"rank", "grade", "level", "strength"}},
	{"club", []string{"club"}},
	{"country", []string{"country", "country code", "nation", "pays"}},
	{"egd_pin", []string{"pin", "egd pin", "egd", "egd_pin"}},
	{"rating", []string{"rating", "gor", "elo"}},
}

// csvLine is a line of an imported player list with its problems.
type csvLine struct {
	Line   int
	Values []string // name, first name, rank, club, country, PIN, rating
	Errors []string
	player tournament.Player
}

type csvView struct {
	dirPage
	Data   string
	Lines  []csvLine
	Good   int
	Bad    int
	Header bool
}

// csvImportPage is GET /director/tournaments/{id}/players/import: the upload form.
func (s *Server) csvImportPage(c echo.Context) error {
	_, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return err
	}
	return s.render(c, http.StatusOK, "director_import.html", s.page(c, csvView{dirPage: page}))
}

// csvPreviewForm is POST /director/tournaments/{id}/players/import: the uploaded file read
// line by line, shown with each line's problems before anything is stored.
func (s *Server) csvPreviewForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return err
	}
	fh, err := c.FormFile("file")
	if err != nil {
		return redirectError(c, page.Base+"/players/import", errBadRequest("file", "choose a CSV file to upload"))
	}
	f, err := fh.Open()
	if err != nil {
		return err
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return err
	}
	if !utf8.Valid(data) {
		if data, err = charmap.Windows1252.NewDecoder().Bytes(data); err != nil {
			return redirectError(c, page.Base+"/players/import", errBadRequest("file", "the file is neither UTF-8 nor Windows-1252 text"))
		}
	}
	v := csvView{dirPage: page, Data: string(data)}
	if v.Lines, v.Header, err = readPlayerCSV(t, v.Data); err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	for _, l := range v.Lines {
		if len(l.Errors) == 0 {
			v.Good++
		} else {
			v.Bad++
		}
	}
	return s.render(c, http.StatusOK, "director_import.html", s.page(c, v))
}

// csvConfirmForm is POST /director/tournaments/{id}/players/import/confirm: the previewed
// file again (sent back by the preview page); its good lines are registered together.
func (s *Server) csvConfirmForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return err
	}
	lines, _, err := readPlayerCSV(t, c.FormValue("data"))
	if err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	var ps []tournament.Player
	skipped := 0
	for _, l := range lines {
		if len(l.Errors) == 0 {
			ps = append(ps, l.player)
		} else {
			skipped++
		}
	}
	if len(ps) == 0 {
		return redirectError(c, page.Base+"/players/import", errBadRequest("file", "no line of the file can be registered"))
	}
	if err := s.db.AddPlayers(c.Request().Context(), page.ID, ps); err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	msg := fmt.Sprintf("%d players imported.", len(ps))
	if skipped > 0 {
		msg += fmt.Sprintf(" %d lines with errors were left out.", skipped)
	}
	return redirectFlash(c, page.Base+"/players", msg)
}

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
		return nil, false, errBadRequest("file", "the file is not readable as CSV: "+err.Error())
	}
	if len(records) == 0 {
		return nil, false, errBadRequest("file", "the file is empty")
	}
	cols := make([]int, len(csvColumns)) // record index of each column, -1 if absent
	header := false
	for i := range cols {
		cols[i] = -1
	}
	for k, h := range records[0] {
		for i, col := range csvColumns {
			for _, name := range col.headers {
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
		return nil, true, errBadRequest("file", "the first line names columns but not the name and the rank")
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
	p, _, errs := readPlayerForm(func(name string) string { return form[name] })
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
