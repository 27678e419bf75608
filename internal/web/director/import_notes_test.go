package director_test

import (
	"bytes"
	"fmt"
	"html"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestOpenGothaImportSaysWhatItCouldNotCarry: a rank-difference tournament exported to
// OpenGotha and imported again from Czech pages: the import says, in Czech, that the file
// named no rules (Japanese ones are played), had no language for the printouts (Czech, the
// page's, which the tournament now prints in), gave handicaps from the ranks without the
// prisoners beyond the ceiling of 9, and marks no player unranked; in English from English
// pages.
func TestOpenGothaImportSaysWhatItCouldNotCarry(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	v := webtest.SettingsValues("Rozdíl tříd")
	v.Set("handicap.kind", "rank-difference")
	resp, body := s.DirPost("/director/tournaments", v)
	var id int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("create: %d %s", resp.StatusCode, body)
	}
	s.RegisterSix(id)
	resp, xml := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/export/tournament.xml", id), nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("export: %d %s", resp.StatusCode, xml)
	}
	for _, c := range []struct {
		lang  string
		wants []string
	}{
		{"cs", []string{
			"soubor neuvádí pravidla: turnaj se hraje podle pravidel japanese; změňte je v Nastavení",
			"soubor neuvádí jazyk tiskových sestav: jsou v jazyce Čeština",
			"fory souboru vycházejí z tříd tak, jak je dává OpenGotha, nejvýše 9 kamenů a bez zajatců nad stropem",
			"OpenGotha dává každému hráči třídu: žádný hráč není označen jako bez třídy",
		}},
		{"en", []string{
			"the file names no rule set: the tournament plays by the japanese rules; change them in Settings",
			"the file has no language for the printouts: they are in English; change it in Settings",
			"the file&#39;s handicaps come from the ranks as OpenGotha gives them, at most 9 stones and no prisoners beyond",
			"OpenGotha gives every player a rank: no player is marked unranked",
		}},
	} {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		mw.WriteField(app.CSRFField, s.CSRFToken(s.Director))
		fw, _ := mw.CreateFormFile("file", "rozdil.xml")
		fw.Write(xml)
		mw.Close()
		resp, body := s.Do(s.Director, "POST", "/director/import/opengotha", buf.Bytes(), "Content-Type", mw.FormDataContentType(),
			"Cookie", app.LangCookie+"="+c.lang)
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("%s import: %d %s", c.lang, resp.StatusCode, body)
		}
		page := s.DirGetIn(c.lang, resp.Header.Get("Location"))
		for _, want := range c.wants {
			if !strings.Contains(page, want) && !strings.Contains(html.UnescapeString(page), want) {
				t.Errorf("%s import message lacks %q: %s", c.lang, want, page)
			}
		}
		var imported int
		fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d", &imported)
		if got := s.DirLoad(imported).Settings.Language; got != c.lang {
			t.Errorf("imported from %s pages, prints in %s", c.lang, got)
		}
	}
}
