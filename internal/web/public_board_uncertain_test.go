package web_test

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

// sekiWithEyesGame is a finished 9x9 game in a seki with an eye each: White's inner group
// (eye C9) and Black's (eye G9) share E9 and E8. The estimate kills nothing and leaves both
// inner groups uncertain. Black's territory is A6 B6 and A5-D1 (22 points), White's G6-J6 and
// F5-J1 (18); the seki's eyes count for nobody under Japanese rules: with komi 0.5, B+3.5.
var sekiWithEyesGame = sgfFromRows(
	"xo.o.x.xo",
	"xooo.xxxo",
	"xxxooxooo",
	"..xxxo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
)

const sekiUncertain = "B9 D9 F9 H9 B8 C8 D8 F8 G8 H8 D7 E7 F7"

// uncertainNotice is the start of the board page's notice of sekiWithEyesGame in each language.
var uncertainNotice = map[string]string{
	"en": "The engine is not sure of the groups at " + sekiUncertain + ": the players or the director must confirm them",
	"cs": "Program si není jistý skupinami na " + sekiUncertain + ": hráči nebo ředitel je musí potvrdit",
	"sk": "Program si nie je istý skupinami na " + sekiUncertain + ": hráči alebo riaditeľ ich musia potvrdiť",
	"fi": "Ohjelma ei ole varma ryhmistä kohdissa " + sekiUncertain + ": pelaajien tai tuomarin on vahvistettava ne",
	"de": "Das Programm ist sich bei den Gruppen auf " + sekiUncertain + " nicht sicher",
	"fr": "Le programme n'est pas sûr des groupes en " + sekiUncertain + " : les joueurs ou l'arbitre doivent les confirmer",
}

// TestBoardUncertainConfirm: a count whose estimate left groups uncertain names them on the
// players' and the director's page, is not offered as the result, and is refused as one until
// the director confirms the groups; then it is offered and taken.
func TestBoardUncertainConfirm(t *testing.T) {
	s := newPageSite(t)
	id, board := boardGame(s, "japanese", 1, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	if resp, body := s.upload(s.Director, board, token, []byte(sekiWithEyesGame)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	notice := uncertainNotice["en"]
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
		}[lang] + sekiUncertain
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(webtest.Plain(body), want) {
			t.Errorf("%s: the count taken as the result with groups uncertain: %d %s", lang, resp.StatusCode, webtest.Plain(body))
		}
		_, page := s.Get(s.Anon, board, http.StatusOK, "Cookie", app.LangCookie+"="+lang)
		if want := uncertainNotice[lang]; !strings.Contains(webtest.Plain(page), want) {
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
