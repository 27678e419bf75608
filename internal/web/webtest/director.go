package webtest

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"mime/multipart"
	"net/http"
	"net/url"
	"regexp"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// DirPost posts values (with the director's CSRF token) and returns the answer without
// following a redirect.
func (s *Server) DirPost(path string, values url.Values, header ...string) (*http.Response, string) {
	s.T.Helper()
	values = maps.Clone(values) // the caller's values stay as they are, to be posted again
	if values == nil {
		values = url.Values{}
	}
	if RevForms.MatchString(path) && !values.Has("rev") {
		values.Set("rev", s.FormRev(path)) // the form as just loaded; set "rev" to post a stale one
	}
	values.Set(app.CSRFField, s.CSRFToken(s.Director))
	h := append([]string{"Content-Type", "application/x-www-form-urlencoded"}, header...)
	resp, body := s.Do(s.Director, "POST", path, values.Encode(), h...)
	return resp, string(body)
}

// RevForms are the director forms that carry the tournament's revision ("rev").
var RevForms = regexp.MustCompile(`^/director/tournaments/\d+/(settings|presence|players/\d+)$`)

var RevInput = regexp.MustCompile(`name="rev" value="(\d+)"`)

// FormRev is the revision in the form at path, as a GET shows it now.
func (s *Server) FormRev(path string) string {
	s.T.Helper()
	m := RevInput.FindStringSubmatch(s.DirGet(path))
	if m == nil {
		s.T.Fatalf("GET %s: no revision in the form", path)
	}
	return m[1]
}

// DirUpload posts a file as the multipart field "file".
func (s *Server) DirUpload(path, name string, content []byte) (*http.Response, string) {
	s.T.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField(app.CSRFField, s.CSRFToken(s.Director))
	fw, err := mw.CreateFormFile("file", name)
	if err != nil {
		s.T.Fatal(err)
	}
	fw.Write(content)
	mw.Close()
	resp, body := s.Do(s.Director, "POST", path, buf.Bytes(), "Content-Type", mw.FormDataContentType())
	return resp, string(body)
}

// DirGet gets a page as the director and checks it is served.
func (s *Server) DirGet(path string) string {
	s.T.Helper()
	resp, body := s.Do(s.Director, "GET", path, nil)
	if resp.StatusCode != http.StatusOK {
		s.T.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
	}
	return string(body)
}

// DirGetIn gets a page as the director with the language switch set to lang.
func (s *Server) DirGetIn(lang, path string) string {
	s.T.Helper()
	resp, body := s.Do(s.Director, "GET", path, nil, "Cookie", app.LangCookie+"="+lang)
	if resp.StatusCode != http.StatusOK {
		s.T.Fatalf("GET %s in %s: %d %s", path, lang, resp.StatusCode, body)
	}
	return string(body)
}

// DirSeeOther checks that a form answered with a redirect to want and returns the message the
// next page shows.
func (s *Server) DirSeeOther(resp *http.Response, body, want string) string {
	s.T.Helper()
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != want {
		s.T.Fatalf("answer %d to %q, want 303 to %q: %s", resp.StatusCode, resp.Header.Get("Location"), want, body)
	}
	return s.DirGet(want)
}

func (s *Server) DirLoad(id int) *tournament.Tournament {
	s.T.Helper()
	t, _, err := s.DB.LoadTournament(context.Background(), store.TournamentID(id))
	if err != nil {
		s.T.Fatal(err)
	}
	return t
}

// SettingsValues are the tournament form as a browser posts it with the defaults.
func SettingsValues(name string) url.Values {
	v := url.Values{
		"name": {name}, "place": {"Brno"}, "country": {"CZ"}, "begin": {"2026-08-01"}, "end": {"2026-08-02"},
		"rounds": {"5"}, "board_size": {"19"}, "rules": {"japanese"}, "komi": {"6.5"},
		"time.kind": {"canadian"}, "time.basic_minutes": {"60"}, "time.stones": {"15"}, "time.stones_seconds": {"300"},
		"system": {"mcmahon"}, "bar": {"4d"}, "floor": {"20k"}, "absent_points": {"0.5"}, "bye_points": {"1"},
		"nbw_bye_points": {"1"}, "round_down": {"on"},
		"handicap.kind": {"mms"}, "handicap.no_handicap_threshold": {"1d"}, "handicap.correction": {"1"}, "handicap.ceiling": {"9"},
		"handicap.prisoners_per_rank": {"5"},
		"criteria[1]":                 {"MMS"}, "criteria[2]": {"SOSM"}, "criteria[3]": {"SOSOSM"},
	}
	p := tournament.DefaultPairingParameters()
	for k, x := range map[string]int64{
		"avoid_duplicate_game": p.AvoidDuplicateGame, "balance_wb": p.BalanceWB, "minimize_score_difference": p.MinimizeScoreDifference,
		"dudd_weight": p.DUDDWeight, "maximize_seeding": p.MaximizeSeeding, "secondary_criteria": p.SecondaryCriteria,
		"avoid_same_geo": p.AvoidSameGeo, "last_round_for_seed_system1": int64(p.LastRoundForSeedSystem1),
	} {
		v.Set("pairing."+k, fmt.Sprint(x))
	}
	v.Set("pairing.seed_system1", "split-and-random")
	v.Set("pairing.seed_system2", "split-and-fold")
	v.Set("pairing.dudd_upper_mode", "mid")
	v.Set("pairing.dudd_lower_mode", "mid")
	v.Set("pairing.deterministic", "on")
	v.Set("pairing.compensate_dudd", "on")
	return v
}

// DirCreate creates a tournament through the form and returns its id.
func (s *Server) DirCreate(name string) int {
	s.T.Helper()
	resp, body := s.DirPost("/director/tournaments", SettingsValues(name))
	var id int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d/players", &id); err != nil || resp.StatusCode != http.StatusSeeOther {
		s.T.Fatalf("create %q: %d %q: %s", name, resp.StatusCode, resp.Header.Get("Location"), body)
	}
	return id
}
