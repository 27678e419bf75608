package director

import (
	"encoding/base64"
	"net/http"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// csvColumns are the columns of a player list, with the header names a spreadsheet may
// give them in each language of hoshi (compared folded: case and accents ignored, so
// "příjmení" is written "prijmeni"). The headers of hoshi's own exports in every language
// (translatedHeaders) are read too. In Czech "jméno" and in Slovak "meno" is the first
// name, the family name being "příjmení" and "priezvisko".
var csvColumns = []struct {
	field   string
	headers []string
}{
	{"name", []string{"name", "family name", "surname", "last name", "lastname", "last_name", "family_name", // en
		"prijmeni",         // cs
		"priezvisko",       // sk
		"sukunimi", "nimi", // fi
		"nachname", "familienname", // de
		"nom", "nom de famille"}}, // fr
	{"first_name", []string{"first name", "firstname", "first_name", "given name", "first",
		"jmeno", "krestni jmeno", "meno", "krstne meno", "etunimi", "vorname", "prenom"}},
	{"rank", []string{"rank", "grade", "level", "strength",
		"sila", "trida", "vykonnostni trida", "vykonnostna trieda", "trieda", "taso", "vahvuus",
		"rang", "spielstarke", "starke", "niveau", "force"}},
	{"club", []string{"club", "klub", "oddil", "seura", "kerho", "verein"}},
	{"country", []string{"country", "country code", "nation", "zeme", "stat", "krajina", "maa", "land", "pays"}},
	{"egd_pin", []string{"pin", "egd pin", "egd", "egd_pin", "egd-pin", "pin egd"}},
	{"rating", []string{"rating", "gor", "elo", "hodnoceni", "luokitus", "wertung", "cote"}},
}

// csvWomanColumn is a column that gives the woman mark: a yes-or-no column named for women
// ("Žena", "Woman": x, 1, ano, yes... or empty) or a gender column ("Pohlaví", "Gender":
// Ž, F, W, N for a woman, M, H for a man, or empty). Headers are compared folded, as
// csvColumns'; the Woman label of the player's form in every language is read too.
type csvWomanColumn struct {
	gender  bool
	headers []string
}

var csvWomanColumns = []csvWomanColumn{
	{false, []string{"woman", "women", "female", "lady", // en
		"zena", "zeny", // cs, sk
		"nainen", "naiset", // fi
		"frau", "dame", "damen", "weiblich", // de
		"femme", "femmes", "feminin"}}, // fr
	{true, []string{"gender", "sex", "pohlavi", "pohlavie", "sukupuoli", "geschlecht", "sexe", "genre"}},
}

// csvYes and csvNo are the values of a yes-or-no woman column, folded: what a spreadsheet
// holds in each of hoshi's languages. A woman's and a man's word of a gender column are read
// too ("Ž", "M").
var (
	csvYes = []string{"x", "1", "yes", "y", "true", "ano", "a", "kylla", "k", "ja", "j", "oui", "o", "✓", "✔", "*", "+"}
	csvNo  = []string{"0", "no", "n", "false", "ne", "nie", "ei", "nein", "non", "-", "–"}
	// csvFemale and csvMale are the values of a gender column, folded: Ž (žena), F (female,
	// femme), W (woman, weiblich), N (nainen); M (muž, male, mies, männlich), H (homme).
	csvFemale = []string{"z", "zena", "zenske", "zensky", "f", "female", "woman", "w", "n", "nainen", "frau", "weiblich", "femme", "feminin"}
	csvMale   = []string{"m", "muz", "muzske", "muzsky", "male", "man", "mies", "mann", "mannlich", "h", "homme", "masculin"}
)

// readWoman reads a cell of the woman column: ok false for a value that says neither.
func readWoman(gender bool, v string) (woman, ok bool) {
	f := dirFold(strings.TrimSpace(v))
	switch {
	case f == "":
		return false, true
	case gender && slices.Contains(csvFemale, f):
		return true, true
	case gender && slices.Contains(csvMale, f):
		return false, true
	case !gender && (slices.Contains(csvYes, f) || slices.Contains(csvFemale, f) && f != "n"):
		return true, true
	case !gender && (slices.Contains(csvNo, f) || slices.Contains(csvMale, f)):
		return false, true
	}
	return false, false
}

// csvLine is a line of an imported player list with its problems.
type csvLine struct {
	Line   int
	Values []string // name, first name, rank, club, country, PIN, rating
	Woman  bool     // the woman column says she is a woman
	Errors []string
	player tournament.Player
	// hasWoman: the file has a woman column.
	hasWoman bool
}

type csvView struct {
	dirPage
	Raw      string // the file's bytes in base64, sent back by the preview's forms
	Charset  string // the charset the file was read in
	Charsets []string
	Lines    []csvLine
	Good     int
	Bad      int
	Header   bool
	Unread   string // the columns named by the first line that are not read, with commas
	// WomanColumn: the file has a column of the woman mark (shown in the preview).
	WomanColumn bool
}

// MaxPlayerCSV is the largest player list imported, some 8,000 players: the preview and
// the confirmation accept the same files, since both read the file's bytes (the preview's
// forms send them back in base64, a third larger, well within the body limit).
const MaxPlayerCSV = 512 << 10

// csvWordsOf shows the import's messages in the language of c's page.
func (s *handlers) csvWordsOf(c echo.Context) csvWords {
	l := s.Tr(c)
	keys := map[string]string{"name": "col.name", "first_name": "col.first_name", "rank": "col.rank", "club": "col.club",
		"country": "col.country", "egd_pin": "col.pin", "rating": "col.rating", "woman": "pfield.woman"}
	return csvWords{
		msg:   func(m error) string { return app.LocalizeError(l, m) },
		label: func(f string) string { return l.T(keys[f]) },
	}
}

// csvFileOf reads the player list of a form: the uploaded file, or the bytes in base64 that
// the preview sent back (field raw), in the charset of field charset (automatic if empty).
func (s *handlers) csvFileOf(c echo.Context) (data []byte, text, charset string, err error) {
	charset = c.FormValue("charset")
	if charset == "" {
		charset = csvAuto
	}
	if !knownCSVCharset(charset) {
		return nil, "", "", app.BadRequest("charset", msgCSVUnknownCharset.New(charset))
	}
	if raw := c.FormValue("raw"); raw != "" {
		if data, err = base64.StdEncoding.DecodeString(raw); err != nil {
			return nil, "", "", app.BadRequest("file", msgCSVChooseFile.New())
		}
	} else if c.FormValue("data") != "" {
		// The confirmation of a preview page served before the charset choice.
		data, charset = []byte(c.FormValue("data")), csvUTF8
	} else {
		fh, b, err := app.UploadedFile(c, "file")
		if err != nil {
			return nil, "", "", err
		}
		if fh == nil {
			return nil, "", "", app.BadRequest("file", msgCSVChooseFile.New())
		}
		data = b
	}
	if len(data) > MaxPlayerCSV {
		return nil, "", "", app.BadRequest("file", msgCSVTooLarge.New(MaxPlayerCSV>>10))
	}
	text, used, ok := decodeCSV(data, charset, s.Tr(c).Code())
	if !ok {
		return nil, "", "", app.BadRequest("charset", msgCSVCharset.New(used))
	}
	return data, text, used, nil
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
// line by line, shown with each line's problems before anything is stored. The file comes
// uploaded, or again from the preview with the charset the director chose.
func (s *handlers) csvPreviewForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return err
	}
	data, text, charset, err := s.csvFileOf(c)
	if err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	v := csvView{dirPage: page, Raw: base64.StdEncoding.EncodeToString(data), Charset: charset, Charsets: csvCharsets[1:]}
	var unread []string
	if v.Lines, v.Header, unread, err = readPlayerCSV(t, text, s.csvWordsOf(c)); err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	v.Unread = strings.Join(unread, ", ")
	v.WomanColumn = len(v.Lines) > 0 && v.Lines[0].hasWoman
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
// file again (sent back by the preview page with the charset it was read in); its good
// lines are registered together.
func (s *handlers) csvConfirmForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return err
	}
	_, text, _, err := s.csvFileOf(c)
	if err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	lines, _, _, err := readPlayerCSV(t, text, englishCSV)
	if err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	var ps []tournament.Player
	var details []tournament.PlayerDetails
	skipped, women := 0, 0
	for _, l := range lines {
		if len(l.Errors) == 0 {
			ps = append(ps, l.player)
			details = append(details, tournament.PlayerDetails{Woman: l.Woman})
			if l.Woman {
				women++
			}
		} else {
			skipped++
		}
	}
	if len(ps) == 0 {
		return redirectError(c, page.Base+"/players/import", app.BadRequest("file", msgNoLine.New()))
	}
	if err := s.DB.AddPlayers(c.Request().Context(), page.ID, ps, details); err != nil {
		return redirectError(c, page.Base+"/players/import", err)
	}
	all := women == len(ps) // the words agree with a list of women only
	msg := s.Tr(c).N("flash.imported", len(ps), "Women", all)
	if skipped > 0 {
		msg += " " + s.Tr(c).N("flash.left_out", skipped)
	}
	name := ""
	if len(ps) == 1 {
		name = ps[0].FullName()
	}
	return redirectFlash(c, page.Base+"/players", msg, s.lateNote(c, lateRounds(t), name, all, len(ps))...)
}
