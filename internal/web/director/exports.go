package director

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/export/ogteams"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/public"
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
	Backup      backupInfo
	// OpenGotha says what the OpenGotha file leaves out, "" when nothing.
	OpenGotha string
	// Team lists a team tournament's printouts and spreadsheet, nil for an individual one.
	Team *public.TeamDownloads
	// OtherGame is a tournament of shogi, gomoku or ninuki: no EGD, OpenGotha or AGA file.
	OtherGame bool
}

// downloadsPage is GET /director/tournaments/{id}/downloads: every file hoshi writes, with
// what the EGD results file had to change to fit its format, before it is sent.
func (s *handlers) downloadsPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Downloads")
	if err != nil {
		return err
	}
	round := app.LastPlayedRound(t)
	x := page.Base + "/export/"
	v := downloadsView{dirPage: page, Round: round, Files: []downloadLink{
		{"Spreadsheet (XLSX): standings, every round, players", x + "standings.xlsx", "for prizes and archives"},
		{"Standings (CSV)", x + "standings.csv", ""},
		{"Players (CSV)", x + "players.csv", "the registration list"},
		{"EGD results (.h9, UTF-8)", x + "results.h9", "for the European Go Database"},
		{"EGD results (.h9, ISO-8859-1)", x + "results.h9?charset=ISO-8859-1", "for older EGD tools"},
		{"OpenGotha tournament (XML)", x + "tournament.xml", "opens in OpenGotha: an exchange format, not a backup"},
		{"AGA results", x + "aga.txt", "for the American Go Association"},
	}}
	if !t.Settings.IsGo() {
		// The EGD, OpenGotha and AGA files are Go's (their rating lists and programs): a
		// tournament of another game gets its standings, players and pairings.
		v.Files = slices.DeleteFunc(v.Files, func(f downloadLink) bool { return goOnlyFiles[strings.Split(f.URL[len(x):], "?")[0]] })
		v.OtherGame = true
	}
	v.Backup = s.backupInfo(s.Tr(c), page.ID, app.TournamentZone(t))
	e, err := app.LoadTeamEvent(c.Request().Context(), s.DB, page.ID)
	if err != nil {
		return err
	}
	if e != nil {
		v.Team = public.NewTeamDownloads(e, page.ID)
	}
	l := s.Tr(c)
	// The exports' notes are keyed messages; the page shows them in its language.
	localize := func(notes []error) []string {
		out := make([]string, len(notes))
		for i, n := range notes {
			out[i] = app.LocalizeError(l, n)
		}
		return out
	}
	paired := pairedRounds(t)
	for n := 1; n <= t.Settings.Rounds; n++ {
		if paired[n] {
			v.Pairings = append(v.Pairings, downloadLink{Label: s.Tr(c).T("round_n", "N", n), URL: fmt.Sprintf("%spairings-%d.csv", x, n)})
		}
	}
	if v.OtherGame {
		return s.Render(c, http.StatusOK, "director_downloads.html", s.Page(c, v))
	}
	v.OpenGotha = strings.Join(localize(export.OpenGothaNoteMessages(t)), "; ")
	notes, err := export.WriteH9Messages(io.Discard, t, export.H9Options{})
	if fe := (*tournament.FieldError)(nil); errors.As(err, &fe) {
		// A tournament without dates has no EGD file yet: say so where its notes go.
		v.NotesUTF8 = []string{l.T("downloads.egd_not_yet", "Reason", app.LocalizeError(l, fe.Reason()))}
		return s.Render(c, http.StatusOK, "director_downloads.html", s.Page(c, v))
	}
	if err != nil {
		return err
	}
	latin1, err := export.WriteH9Messages(io.Discard, t, export.H9Options{Charset: "ISO-8859-1"})
	if err != nil {
		return err
	}
	// The ISO-8859-1 file has the notes of the UTF-8 one and its own: list only those.
	latin1 = slices.DeleteFunc(latin1, func(n error) bool {
		return slices.ContainsFunc(notes, func(u error) bool { return u.Error() == n.Error() })
	})
	v.NotesUTF8, v.NotesLatin1 = localize(notes), localize(latin1)
	return s.Render(c, http.StatusOK, "director_downloads.html", s.Page(c, v))
}

// exportFile is GET /director/tournaments/{id}/export/{file}: standings.xlsx, standings.csv,
// players.csv, pairings-N.csv, results.h9 (?charset=ISO-8859-1), tournament.xml, aga.txt.
// Standings default to the last round played; ?round=n chooses another.
func (s *handlers) exportFile(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	t := sn.T
	app.NoteTournamentLang(c, t.Settings.Language)
	round, err := app.StandingsRound(c, t)
	if err != nil {
		return err
	}
	file := c.Param("file")
	if goOnlyFiles[file] && !t.Settings.IsGo() {
		return app.KeyedError(http.StatusNotFound, "file", msgGoOnlyFiles.New(t.Settings.Game))
	}
	var (
		buf   bytes.Buffer
		ctype string
		// name is the file's name after the tournament's: the round, what it is, the charset.
		name string
	)
	switch {
	case file == "standings.xlsx":
		ctype, err = public.XLSXType, s.WriteXLSX(c, &buf, t, round, s.ExportLabels(c))
		name = fmt.Sprintf("-r%d-standings.xlsx", round)
	case file == "standings.csv":
		ctype, err = "text/csv; charset=utf-8", export.WriteStandingsCSV(&buf, t, round, s.ExportLabels(c))
		name = fmt.Sprintf("-r%d-standings.csv", round)
	case file == "players.csv":
		ctype, err = "text/csv; charset=utf-8", export.WritePlayersCSV(&buf, t, s.ExportLabels(c))
		name = "-players.csv"
	case strings.HasPrefix(file, "pairings-") && strings.HasSuffix(file, ".csv"):
		n, cerr := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(file, "pairings-"), ".csv"))
		if cerr != nil || n < 1 || n > t.Settings.Rounds {
			return &app.Error{Status: http.StatusNotFound, Field: "file", Message: "no such round: " + file}
		}
		ctype, err = "text/csv; charset=utf-8", export.WritePairingsCSV(&buf, t, n, s.ExportLabels(c))
		name = fmt.Sprintf("-r%d-pairings.csv", n)
	case file == "results.h9":
		ctype, err = h9(&buf, t, c.QueryParam("charset"), round)
		name = fmt.Sprintf("-r%d-results-utf8.h9", round)
		if strings.HasSuffix(ctype, "iso-8859-1") {
			name = fmt.Sprintf("-r%d-results-latin1.h9", round)
		}
	case file == "tournament.xml":
		// The whole tournament: the round is the last one played, to tell the files apart.
		ctype = "application/xml; charset=utf-8"
		// A team tournament's file has its teams and board orders, as OpenGotha writes one.
		var e *team.Event
		if e, err = app.LoadTeamEvent(c.Request().Context(), s.DB, id); err != nil {
			return err
		}
		if e != nil && e.Settings.Kind == team.Boards {
			err = ogteams.Write(&buf, e)
		} else {
			err = export.WriteOpenGotha(&buf, t)
		}
		name = fmt.Sprintf("-r%d-opengotha.xml", app.LastPlayedRound(t))
		// What the file leaves out; the downloads page says it before the link.
		for _, n := range export.OpenGothaNotes(t) {
			c.Response().Header().Add(warningHeader, n)
		}
	case file == "aga.txt":
		ctype, err = "text/plain; charset=utf-8", export.WriteAGA(&buf, t)
		name = fmt.Sprintf("-r%d-aga.txt", app.LastPlayedRound(t))
	default:
		return &app.Error{Status: http.StatusNotFound, Field: "file", Message: fmt.Sprintf("hoshi writes no file %q", file)}
	}
	if err != nil {
		return err
	}
	app.Attachment(c, t, int(id), name)
	return c.Blob(http.StatusOK, ctype, buf.Bytes())
}

// goOnlyFiles are the exports of Go alone: the EGD results file, OpenGotha's XML and the AGA
// results, whose rating lists and programs know no other game.
var goOnlyFiles = map[string]bool{"results.h9": true, "tournament.xml": true, "aga.txt": true}

// warningHeader carries what an export had to leave out, for scripts that download it.
const warningHeader = "X-Hoshi-Warning"

// h9 writes the EGD results file in the charset asked for and returns its content type.
func h9(w io.Writer, t *tournament.Tournament, charset string, round int) (string, error) {
	ctype := "text/plain; charset=utf-8"
	if charset != "" && !strings.EqualFold(charset, "UTF-8") {
		ctype = "text/plain; charset=iso-8859-1"
	}
	if _, err := export.WriteH9(w, t, export.H9Options{Charset: charset, AfterRound: round}); err != nil {
		if fe := (*tournament.FieldError)(nil); errors.As(err, &fe) {
			return "", app.ErrBadRequest(app.JSONField(fe.Field), fe.Msg) // no dates yet
		}
		return "", app.ErrBadRequestOf("charset", err)
	}
	return ctype, nil
}
