package director_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// czechClock writes t in Prague as a Czech (and Slovak) reader writes a date and a time:
// "25. 11. 2026 14:05 CET", day and month without a leading zero, a space after each dot.
func czechClock(t time.Time) string {
	prague, err := time.LoadLocation("Europe/Prague")
	if err != nil {
		panic(err)
	}
	t = t.In(prague)
	zone, _ := t.Zone()
	return fmt.Sprintf("%d. %d. %d %02d:%02d %s", t.Day(), int(t.Month()), t.Year(), t.Hour(), t.Minute(), zone)
}

// TestTimesInTheTournamentZone: every time a director reads on the pages of a tournament in
// Prague is Prague's time, written as the page's language writes it: the sign-ups' times, the
// newest automatic backup, the restore's message, the EGD list's loading, the registration's
// last day and the tournament's days. None is UTC.
func TestTimesInTheTournamentZone(t *testing.T) {
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Velká cena Brna", "language": "cs",
		"time_zone": "Europe/Prague", "begin": "2026-11-28", "end": "2026-11-29"}, http.StatusCreated, &tj)
	id := tj.ID
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.addPlayers(id, "3k", "5k", "1d", "2k")

	// A sign-up's time, in Prague, as the director's list shows it in Czech and Slovak.
	s.OpenRegistration(id, "2099-12-31")
	path := fmt.Sprintf("/tournaments/%d/register", id)
	tok, _ := s.SignupCSRF(s.Anon, path)
	if _, form := s.Do(s.Anon, "GET", path, nil, "Cookie", app.LangCookie+"=cs"); !strings.Contains(string(form), "31. 12. 2099") || strings.Contains(string(form), "2099-12-31") {
		t.Errorf("the sign-up form's last day is not written as Czech writes a date: %s", form)
	}
	before := time.Now()
	if code, body := s.PostForm(s.Anon, path, tok, webtest.SignupForm("Marková", "Anna", "6k")); code != http.StatusOK {
		t.Fatalf("sign-up: %d %s", code, body)
	}
	after := time.Now()
	for _, lang := range []string{"cs", "sk"} {
		page := s.DirGetIn(lang, base+"/signups")
		if !strings.Contains(page, czechClock(before)) && !strings.Contains(page, czechClock(after)) {
			t.Errorf("%s sign-ups: no %q: %s", lang, czechClock(before), page)
		}
		if strings.Contains(page, "UTC") {
			t.Errorf("%s sign-ups: a time in UTC: %s", lang, page)
		}
	}

	// The tournament's days on the director's list and overview.
	for _, p := range []string{"/director", base} {
		if page := s.DirGetIn("cs", p); !strings.Contains(page, "28. 11. 2026 – 29. 11. 2026") || strings.Contains(page, "2026-11-28") {
			t.Errorf("%s: the days are not written as Czech writes dates: %s", p, page)
		}
	}

	// The newest automatic backup, written at 13:05 UTC: 14:05 in Prague in November.
	dir := filepath.Join(t.TempDir(), "backups")
	s.DB.AutoBackup(backup.Folder{Dir: dir}, nil)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.DB.WaitBackups()
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) != 1 {
		t.Fatalf("backups: %v %v", files, err)
	}
	written := time.Date(2026, 11, 25, 13, 5, 0, 0, time.UTC)
	if err := os.Chtimes(files[0], written, written); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{"cs": "25. 11. 2026 14:05 CET", "sk": "25. 11. 2026 14:05 CET", "en": "25 Nov 2026, 14:05 CET",
		"de": "25.11.2026 14:05 CET", "fi": "25.11.2026 klo 14.05 CET", "fr": "25/11/2026 14:05 CET"} {
		if page := s.DirGetIn(lang, base+"/downloads"); !strings.Contains(page, want) || strings.Contains(page, "UTC") {
			t.Errorf("%s downloads: the newest backup's time is not %q: %s", lang, want, page)
		}
	}

	// A backup written on 1 July at 10:30 UTC is restored "from 1. 7. 2026 12:30 CEST".
	data := []byte(s.DirGet(base + "/export/hoshi.json"))
	stamp := regexp.MustCompile(`("written_at":\s*)"[^"]+"`)
	if !stamp.Match(data) {
		t.Fatalf("no written_at in the backup: %.300s", data)
	}
	data = stamp.ReplaceAll(data, []byte(`$1"2026-07-01T10:30:00Z"`))
	for lang, want := range map[string]string{"cs": "(záloha z 1. 7. 2026 12:30 CEST)", "sk": "1. 7. 2026 12:30 CEST"} {
		resp, body := s.dirUploadIn(lang, "/director/import/backup", "zaloha.json", data)
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("restore: %d %s", resp.StatusCode, body)
		}
		if page := s.DirGetIn(lang, resp.Header.Get("Location")); !strings.Contains(page, want) || strings.Contains(page, "UTC") {
			t.Errorf("%s restore: no %q: %s", lang, want, page)
		}
	}

	// A result's line in the audit trail, and the "as of" of a printout.
	before = time.Now()
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "b"}, http.StatusOK, nil)
	after = time.Now()
	for _, p := range []string{base + "/rounds/1/audit", fmt.Sprintf("/tournaments/%d/rounds/1/print/table", id)} {
		if page := s.DirGetIn("sk", p); !strings.Contains(page, czechClock(before)) && !strings.Contains(page, czechClock(after)) || strings.Contains(page, "UTC") {
			t.Errorf("%s: no %q: %s", p, czechClock(before), page)
		}
	}

	// The EGD list's loading, on the tournament's page of rank updates: Prague's time.
	before = time.Now()
	s.loadEGD("allworld_lp.txt", egdList("  12345678  Dvořák Jiří      CZ  Brno    2d   --   2150    12  T250101A"))
	after = time.Now()
	page := s.DirGetIn("cs", base+"/players/egd-update")
	if !strings.Contains(page, czechClock(before)) && !strings.Contains(page, czechClock(after)) || strings.Contains(page, "UTC") {
		t.Errorf("rank updates: the list's loading is not %q: %s", czechClock(before), page)
	}
}

// dirUploadIn is dirUpload with the language switch set to lang.
func (s *testServer) dirUploadIn(lang, path, name string, content []byte) (*http.Response, string) {
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
	resp, body := s.Do(s.Director, "POST", path, buf.Bytes(), "Content-Type", mw.FormDataContentType(), "Cookie", app.LangCookie+"="+lang)
	return resp, string(body)
}
