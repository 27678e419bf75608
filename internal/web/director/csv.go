package director

import (
	"net/http"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
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
func (s *handlers) csvImportPage(c echo.Context) error {
	_, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "director_import.html", s.Page(c, csvView{dirPage: page}))
}

// csvPreviewForm is POST /director/tournaments/{id}/players/import: the uploaded file read
// line by line, shown with each line's problems before anything is stored.
func (s *handlers) csvPreviewForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return err
	}
	fh, data, err := app.UploadedFile(c, "file")
	if err != nil {
		return err
	}
	if fh == nil {
		return redirectError(c, page.Base+"/players/import", app.ErrBadRequest("file", "choose a CSV file to upload"))
	}
	if !utf8.Valid(data) {
		if data, err = charmap.Windows1252.NewDecoder().Bytes(data); err != nil {
			return redirectError(c, page.Base+"/players/import", app.ErrBadRequest("file", "the file is neither UTF-8 nor Windows-1252 text"))
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
	return s.Render(c, http.StatusOK, "director_import.html", s.Page(c, v))
}

// csvConfirmForm is POST /director/tournaments/{id}/players/import/confirm: the previewed
// file again (sent back by the preview page); its good lines are registered together.
func (s *handlers) csvConfirmForm(c echo.Context) error {
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
		return redirectError(c, page.Base+"/players/import", app.ErrBadRequest("file", "no line of the file can be registered"))
	}
	if err := s.DB.AddPlayers(c.Request().Context(), page.ID, ps); err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	msg := s.Tr(c).N("flash.imported", len(ps))
	if skipped > 0 {
		msg += " " + s.Tr(c).N("flash.left_out", skipped)
	}
	return redirectFlash(c, page.Base+"/players", msg, s.lateNote(c, lateRounds(t), "", len(ps))...)
}
