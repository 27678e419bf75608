package public_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestBoardUncertainConfirm: a count whose estimate left groups uncertain names them on the
// players' and the director's page, is not offered as the result, and is refused as one until
// the director confirms the groups; then it is offered and taken.
func TestBoardUncertainConfirm(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 1, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(webtest.SekiWithEyesGame)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	notice := webtest.UncertainNotice["en"]
	if _, page := s.Get(s.Anon, board, http.StatusOK); !strings.Contains(webtest.Plain(page), notice) {
		t.Errorf("players' page lacks the uncertain groups: %s", webtest.Plain(page))
	}
	_, page := s.Get(s.Director, board, http.StatusOK)
	if !strings.Contains(webtest.Plain(page), notice) || strings.Contains(page, `name="decision" value="computed"`) ||
		!strings.Contains(page, `name="decision" value="confirm"`) || countOf(page) != "B+3.5" {
		t.Fatalf("director's page: count %s, want B+3.5, the notice, a confirm button and no one-click result: %s", countOf(page), webtest.Plain(page))
	}
	// The count cannot become the result yet, in any language.
	for _, lang := range []string{"en", "cs", "sk", "fi", "de", "fr"} {
		resp, body := s.Post(s.Director, board+"/result", token, url.Values{"decision": {"computed"}}, "Cookie", app.LangCookie+"="+lang)
		want := map[string]string{
			"en": "confirm the uncertain groups first: ", "cs": "Nejprve potvrďte nejisté skupiny: ",
			"sk": "Najprv potvrďte neisté skupiny: ", "fi": "Vahvista ensin epävarmat ryhmät: ",
			"de": "Bestätigen Sie zuerst die unsicheren Gruppen: ", "fr": "Confirmez d'abord les groupes incertains : ",
		}[lang] + webtest.SekiUncertain
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(webtest.Plain(body), want) {
			t.Errorf("%s: the count taken as the result with groups uncertain: %d %s", lang, resp.StatusCode, webtest.Plain(body))
		}
		_, page := s.Get(s.Anon, board, http.StatusOK, "Cookie", app.LangCookie+"="+lang)
		if want := webtest.UncertainNotice[lang]; !strings.Contains(webtest.Plain(page), want) {
			t.Errorf("%s: players' page lacks %q: %s", lang, want, webtest.Plain(page))
		}
	}
	if games, _, err := s.DB.Round(context.Background(), id, 1); err != nil || games[0].Result != tournament.Unknown {
		t.Fatalf("a refused count changed the result: %v %v", games, err)
	}
	if resp, _ := s.Post(s.Director, board+"/result", token, url.Values{"decision": {"confirm"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("confirm: %d", resp.StatusCode)
	}
	_, page = s.Get(s.Director, board, http.StatusOK)
	if strings.Contains(webtest.Plain(page), "not sure") || !strings.Contains(page, `name="decision" value="computed"`) {
		t.Fatalf("after confirming: %s", webtest.Plain(page))
	}
	if rec, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1); err != nil || !strings.Contains(rec.Details, `"uncertain":[]`) {
		t.Errorf("stored details after confirming: %+v %v", rec, err)
	}
	if resp, _ := s.Post(s.Director, board+"/result", token, url.Values{"decision": {"computed"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("set computed after confirming: %d", resp.StatusCode)
	}
	if games, _, err := s.DB.Round(context.Background(), id, 1); err != nil || games[0].Result != tournament.BlackWins {
		t.Errorf("result after confirming: %v %v", games, err)
	}
}
