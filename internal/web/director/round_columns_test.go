package director_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export/xlsxtest"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestRoundColumnsInPageLanguage: the round columns of the XLSX's cross table are R1, R2 in English
// (Runde, ronde: R in German and French too) and K1, K2 in Czech, Slovak and Finnish (kolo,
// kierros); the rest of the header as before.
func TestRoundColumnsInPageLanguage(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Kola")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	for r := 1; r <= 2; r++ {
		s.DirPost(fmt.Sprintf("%s/rounds/%d/pair", base, r), url.Values{"all": {"1"}})
	}
	for lang, want := range map[string]string{"en": "R1,R2", "cs": "K1,K2", "sk": "K1,K2", "fi": "K1,K2", "de": "R1,R2", "fr": "R1,R2"} {
		_, body := s.Do(s.Director, "GET", base+"/export/standings.xlsx", nil, "Cookie", app.LangCookie+"="+lang)
		f := xlsxtest.Open(t, body)
		rows, err := f.GetRows(f.GetSheetList()[0])
		if err != nil || len(rows) == 0 {
			t.Fatalf("%s: %v", lang, err)
		}
		header := strings.Join(rows[0], ",")
		if !strings.Contains(header, ","+want+",") {
			t.Errorf("%s standings header %q lacks %s", lang, header, want)
		}
	}
}
