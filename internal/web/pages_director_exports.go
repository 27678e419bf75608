package web

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

type downloadLink struct {
	Label, URL, Note string
}

type downloadsView struct {
	dirPage
	Round       int
	Files       []downloadLink
	Pairings    []downloadLink
	NotesUTF8   []string // what the EGD file had to leave out or change
	NotesLatin1 []string // what its ISO-8859-1 version changes besides
}

// downloadsPage is GET /director/tournaments/{id}/downloads: every file hoshi writes, with
// what the EGD results file had to change to fit its format, before it is sent.
func (s *Server) downloadsPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Downloads")
	if err != nil {
		return err
	}
	round := lastPlayedRound(t)
	x := page.Base + "/export/"
	v := downloadsView{dirPage: page, Round: round, Files: []downloadLink{
		{"Spreadsheet (XLSX): standings, every round, players", x + "standings.xlsx", "for prizes and archives"},
		{"Standings (CSV)", x + "standings.csv", ""},
		{"Players (CSV)", x + "players.csv", "the registration list"},
		{"EGD results (.h9, UTF-8)", x + "results.h9", "for the European Go Database"},
		{"EGD results (.h9, ISO-8859-1)", x + "results.h9?charset=ISO-8859-1", "for older EGD tools"},
		{"OpenGotha tournament (XML)", x + "tournament.xml", "opens in OpenGotha; also a full backup"},
		{"AGA results", x + "aga.txt", "for the American Go Association"},
	}}
	paired := pairedRounds(t)
	for n := 1; n <= t.Settings.Rounds; n++ {
		if paired[n] {
			v.Pairings = append(v.Pairings, downloadLink{Label: s.tr(c).T("round_n", "N", n), URL: fmt.Sprintf("%spairings-%d.csv", x, n)})
		}
	}
	if v.NotesUTF8, err = export.WriteH9(io.Discard, t, export.H9Options{}); err != nil {
		return err
	}
	latin1, err := export.WriteH9(io.Discard, t, export.H9Options{Charset: "ISO-8859-1"})
	if err != nil {
		return err
	}
	// The ISO-8859-1 file has the notes of the UTF-8 one and its own: list only those.
	v.NotesLatin1 = slices.DeleteFunc(latin1, func(n string) bool { return slices.Contains(v.NotesUTF8, n) })
	return s.render(c, http.StatusOK, "director_downloads.html", s.page(c, v))
}

// exportFile is GET /director/tournaments/{id}/export/{file}: standings.xlsx, standings.csv,
// players.csv, pairings-N.csv, results.h9 (?charset=ISO-8859-1), tournament.xml, aga.txt.
// Standings default to the last round played; ?round=n chooses another.
func (s *Server) exportFile(c echo.Context) error {
	id, sn, err := s.pathSnapshot(c)
	if err != nil {
		return err
	}
	t := sn.t
	noteTournamentLang(c, t.Settings.Language)
	round, err := standingsRound(c, t)
	if err != nil {
		return err
	}
	file := c.Param("file")
	var (
		buf   bytes.Buffer
		ctype string
	)
	switch {
	case file == "standings.xlsx":
		ctype, err = xlsxType, export.WriteXLSX(&buf, t, round, s.exportLabels(c))
	case file == "standings.csv":
		ctype, err = "text/csv; charset=utf-8", export.WriteStandingsCSV(&buf, t, round, s.exportLabels(c))
	case file == "players.csv":
		ctype, err = "text/csv; charset=utf-8", export.WritePlayersCSV(&buf, t, s.exportLabels(c))
	case strings.HasPrefix(file, "pairings-") && strings.HasSuffix(file, ".csv"):
		n, cerr := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(file, "pairings-"), ".csv"))
		if cerr != nil || n < 1 || n > t.Settings.Rounds {
			return &Error{Status: http.StatusNotFound, Field: "file", Message: "no such round: " + file}
		}
		ctype, err = "text/csv; charset=utf-8", export.WritePairingsCSV(&buf, t, n, s.exportLabels(c))
	case file == "results.h9":
		ctype, err = h9(&buf, t, c.QueryParam("charset"), round)
	case file == "tournament.xml":
		ctype, err = "application/xml; charset=utf-8", export.WriteOpenGotha(&buf, t)
	case file == "aga.txt":
		ctype, err = "text/plain; charset=utf-8", export.WriteAGA(&buf, t)
	default:
		return &Error{Status: http.StatusNotFound, Field: "file", Message: fmt.Sprintf("hoshi writes no file %q", file)}
	}
	if err != nil {
		return err
	}
	name := fmt.Sprintf("hoshi-%d-%s", id, file)
	c.Response().Header().Set(echo.HeaderContentDisposition, fmt.Sprintf(`attachment; filename="%s"`, name))
	return c.Blob(http.StatusOK, ctype, buf.Bytes())
}

// h9 writes the EGD results file in the charset asked for and returns its content type.
func h9(w io.Writer, t *tournament.Tournament, charset string, round int) (string, error) {
	ctype := "text/plain; charset=utf-8"
	if charset != "" && !strings.EqualFold(charset, "UTF-8") {
		ctype = "text/plain; charset=iso-8859-1"
	}
	if _, err := export.WriteH9(w, t, export.H9Options{Charset: charset, AfterRound: round}); err != nil {
		return "", errBadRequest("charset", err.Error())
	}
	return ctype, nil
}
