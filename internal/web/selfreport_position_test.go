package web_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/hoshi-go/hoshi/templates"
)

// The final position scored on a phone (docs/DIRECTOR.md, "The final position scored on a
// phone"). The positions are 9x9 boards counted by hand under Japanese rules, komi 6.5, no
// handicap:
//
//	wallsRows: Black's wall on column F, White's on H, column G dame. Black has A-E (45
//	points of territory), White J (9): 45 against 9 + 6.5, B+29.5.
//	invadedRows: the same with a white stone on B5, which the engine takes for dead but not
//	surely (uncertain): Black has the 45 points and 1 prisoner, B+30.5.
var (
	wallsRows   = []string{".....x.o.", ".....x.o.", ".....x.o.", ".....x.o.", ".....x.o.", ".....x.o.", ".....x.o.", ".....x.o.", ".....x.o."}
	invadedRows = []string{".....x.o.", ".....x.o.", ".....x.o.", ".....x.o.", ".o...x.o.", ".....x.o.", ".....x.o.", ".....x.o.", ".....x.o."}
)

// pointsOf lists the points of rows holding c ('x' Black, 'o' White) as D4 names.
func pointsOf(rows []string, c byte) []string {
	out := []string{}
	for y, row := range rows {
		for x := range len(row) {
			if row[x] == c {
				out = append(out, fmt.Sprintf("%c%d", "ABCDEFGHJ"[x], len(rows)-y))
			}
		}
	}
	return out
}

// stonesField writes rows as the editor's stones field (one character a point: . b w).
func stonesField(rows []string) string {
	return strings.NewReplacer("x", "b", "o", "w").Replace(strings.Join(rows, ""))
}

// positionJSON is the answer of the position routes, the fields the tests read.
type positionJSON struct {
	Round, Table, Version int
	State                 string
	Result                string
	Black, White          struct {
		Territory, Prisoners int
		DeadStones           int `json:"dead_stones"`
	}
	Dead           []string
	Uncertain      []string
	DeadFrom       string `json:"dead_from"`
	PrisonersGiven bool   `json:"prisoners_given"`
	Confirmed      struct{ White, Black bool }
}

// positionGame is a 9x9 tournament of two players under Japanese rules with self_report mode,
// round 1 paired and its game set to komi 6.5 without handicap; it returns the tournament and
// the links of White and Black.
func positionGame(s *testServer, mode string) (id int, white, black string) {
	s.T.Helper()
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Turnaj", "board_size": 9, "rules": "japanese"}, http.StatusCreated, &tj)
	id = tj.ID
	link := map[int]string{}
	for i, r := range []string{"3k", "2k"} {
		var p struct{ ID int }
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
			map[string]any{"name": fmt.Sprintf("Hráč%d", i), "first_name": "Test", "rank": r}, http.StatusCreated, &p)
		link[p.ID] = s.LinkOf(id, p.ID)
	}
	s.SetSelfReport(id, mode)
	var rj struct {
		Games []struct{ White, Black int }
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, &rj)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1", id), map[string]any{"handicap": 0, "komi": 6.5}, http.StatusOK, nil)
	return id, link[rj.Games[0].White], link[rj.Games[0].Black]
}

// White places the stones on his phone with the prisoners taken; the engine's guess (B5
// dead, uncertain) is shown first; Black cannot confirm before checking the uncertain group;
// White marks the dead stones himself, which makes a new version that neither has confirmed;
// both confirm it and, under "auto", its count is the result, the position the game's record.
func TestPositionScoredAndConfirmed(t *testing.T) {
	s := newTestServer(t)
	id, white, black := positionGame(s, "auto")
	var p positionJSON
	s.Expect(s.Anon, "POST", "/api"+white+"/position", map[string]any{"round": 1,
		"black": pointsOf(invadedRows, 'x'), "white": pointsOf(invadedRows, 'o'), "prisoners": map[string]int{"black": 2, "white": 3}},
		http.StatusOK, &p)
	// Black: 45 territory + 2 prisoners + 1 dead = 48; White: 9 + 3 + 6.5 = 18.5.
	if p.Result != "B+29.5" || p.Version != 1 || p.State != "open" || strings.Join(p.Dead, " ") != "B5" ||
		strings.Join(p.Uncertain, " ") != "B5" || p.Black.Territory != 45 || p.Black.Prisoners != 2 || p.White.Prisoners != 3 ||
		p.Black.DeadStones != 1 || !p.PrisonersGiven || p.DeadFrom != "estimated" {
		t.Fatalf("proposal %+v", p)
	}
	var v webtest.PlayerView
	var view struct {
		Game struct {
			Position struct {
				Version   int
				State     string
				Result    string
				Uncertain []string
			}
		}
	}
	s.Expect(s.Anon, "GET", "/api"+black, nil, http.StatusOK, &view)
	if pos := view.Game.Position; pos.Version != 1 || pos.State != "open" || pos.Result != "B+29.5" || strings.Join(pos.Uncertain, " ") != "B5" {
		t.Fatalf("Black's view of the position: %+v", pos)
	}
	// The uncertain group must be checked before the one-click confirmation.
	s.ExpectError(s.Anon, "POST", "/api"+black+"/position/confirm", map[string]any{"round": 1, "version": 1}, http.StatusBadRequest, "uncertain")
	s.ExpectError(s.Anon, "POST", "/api"+black+"/position/confirm", map[string]any{"round": 1, "uncertain_checked": true}, http.StatusConflict, "version")
	s.Expect(s.Anon, "POST", "/api"+black+"/position/confirm", map[string]any{"round": 1, "version": 1, "uncertain_checked": true}, http.StatusOK, &p)
	if !p.Confirmed.Black || p.Confirmed.White || p.State != "open" {
		t.Fatalf("after Black's confirmation: %+v", p)
	}
	// White marks the dead stones himself: a new version, Black's confirmation gone.
	s.Expect(s.Anon, "POST", "/api"+white+"/position/dead", map[string]any{"round": 1, "version": 1, "dead": []string{"b5"}}, http.StatusOK, &p)
	if p.Version != 2 || p.Confirmed.Black || p.DeadFrom != "marked by the players" || p.Result != "B+29.5" {
		t.Fatalf("after White's marks: %+v", p)
	}
	s.ExpectError(s.Anon, "POST", "/api"+white+"/position/dead", map[string]any{"round": 1, "version": 2, "dead": []string{"C3"}}, http.StatusBadRequest, "dead")
	s.ExpectError(s.Anon, "POST", "/api"+black+"/position/confirm", map[string]any{"round": 1, "version": 1, "uncertain_checked": true}, http.StatusConflict, "version")
	for _, link := range []string{black, white} {
		s.Expect(s.Anon, "POST", "/api"+link+"/position/confirm", map[string]any{"round": 1, "version": 2, "uncertain_checked": true}, http.StatusOK, &p)
	}
	if p.State != "agreed" || !p.Confirmed.White || !p.Confirmed.Black {
		t.Fatalf("after both confirmations: %+v", p)
	}
	if r := s.TableResult(id, 1); r != "b" {
		t.Fatalf("result %q, want Black's win", r)
	}
	s.Expect(s.Anon, "GET", "/api"+white, nil, http.StatusOK, &v)
	if v.Game.Report != "lost" || v.Game.State != "recorded" {
		t.Fatalf("White's report from the count: %+v", v.Game)
	}
	_, page := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id), nil)
	if !strings.Contains(webtest.Plain(string(page)), "Count: B+29.5") || !strings.Contains(string(page), "Dead stones marked by the players.") ||
		strings.Contains(string(page), "not sure") {
		t.Fatalf("the public board: %s", webtest.Text(string(page)))
	}
	s.ExpectError(s.Anon, "POST", "/api"+black+"/position", map[string]any{"round": 1, "black": []string{"C3"}}, http.StatusConflict, "position")
}

// Black uploads the game from his phone's app through the page's form (no JavaScript); White
// disputes the count on his page: nothing is recorded, the desk sees a conflict that leads to
// the game's board, where the position waits for the dispute settled by play. The pages speak
// the player's language.
func TestPositionDisputeGoesToDesk(t *testing.T) {
	s := newTestServer(t)
	id, white, black := positionGame(s, "confirm")
	token := s.CSRFToken(s.Anon)
	// The sekiWithEyesGame of the board's tests: a seki of two uncertain groups, B+3.5 with a
	// komi of 0.5; here komi 6.5: Black 22, White 18 + 6.5, W+2.5.
	resp, page := s.uploadPosition(black, token, webtest.SekiWithEyesGame, "cs")
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(page))
	}
	_, body := s.Do(s.Anon, "GET", black+"/position", nil, "Accept-Language", "cs")
	page = string(body)
	if len(body) > 30<<10 || !strings.Contains(webtest.Plain(page), "Počítání: W+2.5") || !strings.Contains(webtest.Plain(page), "Vyhrává bílý o 2,5") ||
		!strings.Contains(webtest.Plain(page), "Celkem 22 24,5") || !strings.Contains(webtest.Plain(page), "Program si není jistý skupinami na "+webtest.SekiUncertain) ||
		!strings.Contains(page, `name="checked"`) || !strings.Contains(page, "Potvrdit toto počítání") {
		t.Fatalf("Black's page of the position (%d bytes): %s", len(body), webtest.Plain(page))
	}
	version := regexp.MustCompile(`name="version" value="(\d+)"`).FindStringSubmatch(page)
	if version == nil || version[1] != "1" {
		t.Fatalf("version %v", version)
	}
	// Confirmed without checking the uncertain groups: refused, in Czech.
	code, refused := s.LinkForm(black+"/position/confirm", token, url.Values{"round": {"1"}, "version": {"1"}}, "cs")
	if code != http.StatusBadRequest || !strings.Contains(webtest.Plain(refused), "Nejprve potvrďte nejisté skupiny: "+webtest.SekiUncertain) {
		t.Fatalf("confirmed unchecked: %d %s", code, webtest.Plain(refused))
	}
	if code, _ := s.LinkForm(black+"/position/confirm", token, url.Values{"round": {"1"}, "version": {"1"}, "checked": {"1"}}, "cs"); code != http.StatusSeeOther {
		t.Fatalf("confirm: %d", code)
	}
	// White's page says who entered it; in German.
	_, body = s.Do(s.Anon, "GET", white, nil, "Accept-Language", "de")
	if !strings.Contains(webtest.Plain(string(body)), "Hráč") || !strings.Contains(webtest.Plain(string(body)), "hat die Schlussstellung eingegeben (W+2.5)") {
		t.Fatalf("White's page: %s", webtest.Plain(string(body)))
	}
	if code, _ := s.LinkForm(white+"/position/dispute", token, url.Values{"round": {"1"}, "version": {"1"}}, "de"); code != http.StatusSeeOther {
		t.Fatalf("dispute: %d", code)
	}
	_, body = s.Do(s.Anon, "GET", black+"/position", nil, "Accept-Language", "fr")
	if !strings.Contains(webtest.Plain(string(body)), "conteste ce décompte : la table des résultats tranche.") || strings.Contains(string(body), `action="`+black+`/position/confirm"`) {
		t.Fatalf("Black's page after the dispute: %s", webtest.Plain(string(body)))
	}
	code, refused = s.LinkForm(black+"/position/confirm", token, url.Values{"round": {"1"}, "version": {"1"}, "checked": {"1"}}, "fi")
	if code != http.StatusConflict || !strings.Contains(webtest.Plain(refused), "pelisi laskenta on kiistetty") {
		t.Fatalf("confirmed after the dispute: %d %s", code, webtest.Plain(refused))
	}
	var rep struct {
		Games []struct {
			State    string
			Result   string
			Position struct{ State string }
		}
	}
	s.Expect(s.Director, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/reports", id), nil, http.StatusOK, &rep)
	if g := rep.Games[0]; g.State != "conflict" || g.Position.State != "disputed" || s.TableResult(id, 1) != "?" {
		t.Fatalf("the desk's reports: %+v", rep.Games)
	}
	_, body = s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/rounds/1/results", id), nil)
	board := fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id)
	if !strings.Contains(string(body), `href="`+board+`"`) || !strings.Contains(webtest.Plain(string(body)), "disputes the count of the final position") {
		t.Fatalf("the results page: %s", webtest.Plain(string(body)))
	}
	_, body = s.Do(s.Director, "GET", board, nil)
	if !strings.Contains(string(body), `name="action" value="start"`) || !strings.Contains(webtest.Plain(string(body)), "Count: W+2.5") {
		t.Fatalf("the board page: %s", webtest.Plain(string(body)))
	}
}

// The touch board works without JavaScript: a typed point holds black, then white, then
// nothing; the stones placed with the prisoners are counted.
func TestPositionPlacedWithoutScript(t *testing.T) {
	s := newTestServer(t)
	_, _, black := positionGame(s, "auto")
	token := s.CSRFToken(s.Anon)
	_, body := s.Do(s.Anon, "GET", black+"/position", nil)
	page := string(body)
	for _, want := range []string{`enctype="multipart/form-data"`, `name="stones" value="` + strings.Repeat(".", 81) + `"`, `name="prisoners_black"`,
		`formaction="` + black + `/position/edit"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	stones := strings.Repeat(".", 81)
	for _, want := range []string{"b", "w", "."} {
		code, page := s.LinkForm(black+"/position/edit", token, url.Values{"round": {"1"}, "stones": {stones}, "point": {"a9"}}, "")
		m := regexp.MustCompile(`name="stones" value="([.bw]+)"`).FindStringSubmatch(page)
		if code != http.StatusOK || m == nil || m[1][:1] != want || m[1][1:] != stones[1:] {
			t.Fatalf("A9 after a step: %d %v, want %q", code, m, want)
		}
		stones = m[1]
	}
	code, page := s.LinkForm(black+"/position", token, url.Values{"round": {"1"}, "stones": {stonesField(wallsRows)},
		"prisoners_black": {"2"}, "prisoners_white": {"x"}}, "sk")
	if code != http.StatusBadRequest || !strings.Contains(webtest.Plain(page), `zajatci sú počet kameňov, nie "x"`) {
		t.Fatalf("prisoners x: %d %s", code, webtest.Plain(page))
	}
	code, _ = s.LinkForm(black+"/position", token, url.Values{"round": {"1"}, "stones": {stonesField(wallsRows)},
		"prisoners_black": {"2"}, "prisoners_white": {"3"}}, "")
	if code != http.StatusSeeOther {
		t.Fatalf("place: %d", code)
	}
	// 45 + 2 against 9 + 3 + 6.5: B+28.5.
	var p positionJSON
	s.Expect(s.Anon, "GET", "/api"+black+"/position", nil, http.StatusOK, &p)
	if p.Result != "B+28.5" || len(p.Uncertain) != 0 || len(p.Dead) != 0 {
		t.Fatalf("placed position %+v", p)
	}
	// A record whose prisoners are not numbers is refused, in the page's language.
	resp, page := s.uploadPosition(black, token, "(;GM[1]SZ[9]HSPB[x]AB[fa]AW[ha])", "de")
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(webtest.Plain(page), "die Gefangenen der Partie-Datei (HSPB, HSPW) müssen Anzahlen von Steinen sein: HSPB[x]") {
		t.Fatalf("HSPB[x]: %d %s", resp.StatusCode, webtest.Plain(page))
	}
}

// The pages of the final position speak the player's language: the page with a proposal
// (uncertain groups, confirmation), the page to enter one, the player's page that leads to it;
// their scripts are files, which the Content-Security-Policy lets run.
func TestPositionPagesInTheirLanguage(t *testing.T) {
	s := newTestServer(t)
	id, white, black := positionGame(s, "confirm")
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	data := map[string]bool{"turnaj": true, "hráč0": true, "hráč1": true, "test": true}
	check := func(lang, what string, english map[string]bool) {
		t.Helper()
		_, body := s.Do(s.Anon, "GET", what, nil, "Cookie", app.LangCookie+"="+lang)
		if m := inlineScript.Find(body); m != nil {
			t.Errorf("%s: an inline script, which the Content-Security-Policy blocks: %s", what, m)
		}
		for _, wc := range pageWords(string(body)) {
			if lw := strings.ToLower(wc[0]); english[lw] && !data[lw] {
				t.Errorf("%s %s: English word %q", lang, what, wc[1])
			}
		}
	}
	for _, lang := range []string{"cs", "sk", "fi", "de", "fr"} {
		english := englishOnly(t, cat, lang)
		check(lang, black+"/position", english)
	}
	s.Expect(s.Anon, "POST", "/api"+black+"/position", map[string]any{"round": 1, "sgf": webtest.SekiWithEyesGame}, http.StatusOK, nil)
	for _, lang := range []string{"cs", "sk", "fi", "de", "fr"} {
		english := englishOnly(t, cat, lang)
		for _, path := range []string{black + "/position", white + "/position", white} {
			check(lang, path, english)
		}
	}
	// Both confirm: under "confirm" the desk's results page offers the count for approval.
	for _, link := range []string{white, black} {
		s.Expect(s.Anon, "POST", "/api"+link+"/position/confirm", map[string]any{"round": 1, "version": 1, "uncertain_checked": true}, http.StatusOK, nil)
	}
	_, body := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/rounds/1/results", id), nil, "Cookie", app.LangCookie+"=cs")
	if !strings.Contains(webtest.Plain(string(body)), "(oba potvrdili počítání W+2.5)") || !strings.Contains(string(body), "/rounds/1/games/1/approve") {
		t.Fatalf("the results page: %s", webtest.Plain(string(body)))
	}
	if s.TableResult(id, 1) != "?" {
		t.Fatal("recorded before the desk's approval")
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/approve", id), nil, http.StatusNoContent, nil)
	if r := s.TableResult(id, 1); r != "w" {
		t.Fatalf("approved: %q, want White's win", r)
	}
}

// uploadPosition posts an SGF file through the position page's form of link.
func (s *testServer) uploadPosition(link, token, sgfText, lang string) (*http.Response, string) {
	s.T.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	w.WriteField("_csrf", token)
	w.WriteField("round", "1")
	f, _ := w.CreateFormFile("sgf", "game.sgf")
	f.Write([]byte(sgfText))
	w.Close()
	resp, body := s.Do(s.Anon, "POST", link+"/position", buf.String(), "Content-Type", w.FormDataContentType(), "Accept-Language", lang)
	return resp, string(body)
}

// A 19x19 game counted on the phone (a finished game of GNU Go's scoring set, with its dead
// stones and territory drawn) keeps the page of the position under 30 KB, a weak venue Wi-Fi's
// budget; so does the player's page that leads to it.
func TestPositionPageSize19(t *testing.T) {
	record, err := os.ReadFile(testdata.Path(t, "sgf", "gnugo-scoring", "score10.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t)
	id, pids := s.CreateTournament("Turnaj", 2)
	s.SetSelfReport(id, "auto")
	link := s.LinkOf(id, pids[0])
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	var p positionJSON
	s.Expect(s.Anon, "POST", "/api"+link+"/position", map[string]any{"round": 1, "sgf": string(record)}, http.StatusOK, &p)
	if p.Version != 1 || len(p.Dead) == 0 {
		t.Fatalf("position %+v", p)
	}
	for _, path := range []string{link + "/position", link} {
		resp, body := s.Do(s.Anon, "GET", path, nil, "Accept-Language", "cs")
		if resp.StatusCode != http.StatusOK || len(body) > 30<<10 {
			t.Errorf("%s: %d, %d bytes", path, resp.StatusCode, len(body))
		}
		t.Logf("%s: %d bytes", path, len(body))
	}
}
