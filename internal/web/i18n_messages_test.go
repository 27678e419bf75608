package web_test

import (
	"bytes"
	"fmt"
	"html"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The messages built by the server's code (after an action, on the "why?" page, the
// scored board, the Overview) speak the page's language: Czech with the switch on CS,
// English as before without it.

// TestResultEntryMessagesInCzech: the results desk says which table got which result, the
// result it replaced and the refusal that stopped it, in Czech; in English as before.
func TestResultEntryMessagesInCzech(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Jazyky")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	tn := s.DirLoad(id)
	player := func(table int, white bool) string {
		for _, g := range tn.RoundGames(1) {
			if g.Table == table {
				if white {
					return tn.Player(g.White).FullName()
				}
				return tn.Player(g.Black).FullName()
			}
		}
		t.Fatalf("no table %d", table)
		return ""
	}
	names := func(table int) string { return player(table, true) + " – " + player(table, false) }
	results := base + "/rounds/1/results"
	cs := []string{"Cookie", app.LangCookie + "=cs"}

	// English: the flash after a form as it always was.
	resp, body := s.DirPost(results, url.Values{"entry": {"2b"}})
	// The winner is named in words and by name after the result.
	if want := "Table 2: " + names(2) + " 0-1 · Black wins: " + player(2, false) + "."; !strings.Contains(s.DirSeeOther(resp, body, results), want) {
		t.Errorf("English flash lacks %q", want)
	}
	// Czech: the table, the result replaced, and the refusal after it.
	resp, body = s.DirPost(results, url.Values{"entry": {"2w 7w"}}, append(cs, "HX-Request", "true")...)
	want := "Stůl 2: " + names(2) + " 1-0 (dříve 0-1) · Vyhrává bílý: " + player(2, true) + " · ale: v 1. kole není u stolu 7 žádná partie"
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, want) {
		t.Errorf("Czech answer lacks %q: %d %s", want, resp.StatusCode, body)
	}
	// Czech flash after a form without HTMX: set in Czech, shown on the next page.
	resp, body = s.DirPost(results, url.Values{"entry": {"1b"}}, cs...)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("entry: %d %s", resp.StatusCode, body)
	}
	if want := "Stůl 1: " + names(1) + " 0-1 · Vyhrává černý: " + player(1, false) + "."; !strings.Contains(s.DirGetIn("cs", results), want) {
		t.Errorf("Czech flash lacks %q", want)
	}
}

// TestWhyDiffInCzech: on the "why?" page the comparison with the other opponents names its
// terms in Czech. Round 1 pairs the two 3d players at table 1; any other opponent for them
// is a 5k or a 15k, whose McMahon score is further away: the close-scores term loses.
func TestWhyDiffInCzech(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Proč")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	why := base + "/rounds/1/games/1/why"
	en, cs := s.DirGet(why), s.DirGetIn("cs", why)
	if !strings.Contains(en, "against the game chosen: close scores −") {
		t.Errorf("English why page lacks the close scores term: %s", en)
	}
	if !strings.Contains(cs, "oproti zvolené partii: blízké skóre −") || strings.Contains(cs, "close scores") {
		t.Errorf("Czech why page lacks the close scores term in Czech: %s", cs)
	}
}

// TestBoardInCzech: the scored board's title (read by screen readers) and the note on the
// file's own result speak Czech. The CGOS game 390115 ends B+5.5 by area counting with its
// stones all on the board (see TestBoardUploadAgreesWithRE).
func TestBoardInCzech(t *testing.T) {
	s := newPageSite(t)
	_, board := webtest.BoardGame(s.PageSite, "tromp-taylor", 15, tournament.Unknown)
	data, err := os.ReadFile(testdata.Path(t, "sgf", "gnugo-cgos", "390115.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	if resp, body := s.Upload(s.Director, board, s.CSRF(s.Director, board), data); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload answered %d: %s", resp.StatusCode, webtest.Text(body))
	}
	_, en := s.Get(s.Anon, board, http.StatusOK)
	_, cs := s.Get(s.Anon, board, http.StatusOK, "Cookie", app.LangCookie+"=cs")
	en, cs = html.UnescapeString(en), html.UnescapeString(cs)
	for _, want := range []string{"<title>Round 1, table 1: B+5.5</title>", "The count agrees with the file (B+5.5)."} {
		if !strings.Contains(en, want) {
			t.Errorf("English board lacks %q", want)
		}
	}
	for _, want := range []string{"<title>1. kolo, stůl 1: B+5.5</title>", "Počítání souhlasí se souborem (B+5.5)."} {
		if !strings.Contains(cs, want) {
			t.Errorf("Czech board lacks %q: %s", want, webtest.Text(cs))
		}
	}
}

// TestOverviewSummaryInCzech: the settings summary at the top of the director's Overview.
// settingsValues: McMahon over 5 rounds on 19×19, Japanese rules, komi 6.5, bar 4d, floor
// 20k, 60 min + 15 stones in 5 min (EGF class A: at least 60 min basic and 75 adjusted),
// placement MMS > SOSM > SOSOSM.
func TestOverviewSummaryInCzech(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Přehled")
	overview := fmt.Sprintf("/director/tournaments/%d", id)
	en, cs := html.UnescapeString(s.DirGet(overview)), html.UnescapeString(s.DirGetIn("cs", overview))
	for _, want := range []string{
		"<p>McMahon, 5 rounds, 19×19, Japanese rules, komi 6.5, bar 4d, floor 20k</p>",
		"<p>60 min + 15 stones in 5 min (EGF class A) · placement MMS > SOSM > SOSOSM</p>",
	} {
		if !strings.Contains(en, want) {
			t.Errorf("English overview lacks %q", want)
		}
	}
	for _, want := range []string{
		"<p>McMahon, 5 kol, 19×19, japonská pravidla, komi 6,5, laťka 4d, podlaha 20k</p>",
		"<p>60 min + 15 kamenů za 5 min (třída EGF A) · pořadí MMS > SOSM > SOSOSM</p>",
	} {
		if !strings.Contains(cs, want) {
			t.Errorf("Czech overview lacks %q: %s", want, cs)
		}
	}
}

// TestRoundChangesInCzech: the message after a change of a paired round, and the one on a
// form refused because the tournament changed meanwhile, speak Czech.
func TestRoundChangesInCzech(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Změny")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	cs := []string{"Cookie", app.LangCookie + "=cs"}
	resp, body := s.DirPost(base+"/rounds/1/renumber", nil, cs...)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("renumber: %d %s", resp.StatusCode, body)
	}
	// Six players, three games.
	if page := s.DirGetIn("cs", resp.Header.Get("Location")); !strings.Contains(page, "Stoly přečíslovány od 1 do 3.") {
		t.Errorf("Czech renumbering message missing: %s", page)
	}
	// A settings form posted at an old revision.
	v := webtest.SettingsValues("Změny")
	v.Set("rev", "1")
	resp, body = s.DirPost(base+"/settings", v, cs...)
	if resp.StatusCode != http.StatusConflict || !strings.Contains(body, "Někdo mezitím tento turnaj změnil: vaše změny nebyly uloženy.") {
		t.Errorf("Czech conflict: %d %s", resp.StatusCode, body)
	}
}

// TestDownloadNotesInCzech: the notes the EGD file makes are shown in Czech. Round 1 is
// paired and no result entered; the players were registered without a country.
func TestDownloadNotesInCzech(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Poznámky")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	en, cs := s.DirGet(base+"/downloads"), s.DirGetIn("cs", base+"/downloads")
	for _, want := range []string{"Šťastný Tomáš has no country: written as XX", "round 1: no result for Šťastný Tomáš"} {
		if !strings.Contains(en, want) {
			t.Errorf("English notes lack %q", want)
		}
	}
	for _, want := range []string{"Šťastný Tomáš nemá zemi: zapsáno jako XX", "1. kolo: žádný výsledek pro Šťastný Tomáš"} {
		if !strings.Contains(cs, want) {
			t.Errorf("Czech notes lack %q: %s", want, cs)
		}
	}
}

// TestByeInCzech: with seven players round 1 has a bye, which the wall chart and the
// director's standings write in Czech.
func TestByeInCzech(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Volno")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	if resp, body := s.DirPost(base+"/players", url.Values{"name": {"Sedmý"}, "first_name": {"Petr"}, "rank": {"20k"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("register: %d %s", resp.StatusCode, body)
	}
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	wall := fmt.Sprintf("/tournaments/%d/print/wallchart?round=1", id)
	_, enb := s.Do(s.Anon, "GET", wall, nil)
	_, csb := s.Do(s.Anon, "GET", wall, nil, "Cookie", app.LangCookie+"=cs")
	en, cs := string(enb), string(csb)
	if !strings.Contains(en, `<td class="cell">bye</td>`) || !strings.Contains(cs, `<td class="cell">volno</td>`) || strings.Contains(cs, `>bye<`) {
		t.Errorf("wall chart's bye: English %v, Czech %v", strings.Contains(en, `<td class="cell">bye</td>`), strings.Contains(cs, `<td class="cell">volno</td>`))
	}
	if dir := s.DirGetIn("cs", base+"/standings?round=1"); !strings.Contains(dir, `<td class="cell">volno</td>`) {
		t.Error("the director's standings lack the bye in Czech")
	}
}

// TestOpenGothaImportInCzech: the message after an OpenGotha import in Czech. juvisy.xml has
// 19 players, 36 <Game> elements and 6 <Team> elements of 3 boards: a team tournament of 12
// matches.
func TestOpenGothaImportInCzech(t *testing.T) {
	s := newTestServer(t)
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField(app.CSRFField, s.CSRFToken(s.Director))
	fw, _ := mw.CreateFormFile("file", "juvisy.xml")
	fw.Write(data)
	mw.Close()
	resp, body := s.Do(s.Director, "POST", "/director/import/opengotha", buf.Bytes(), "Content-Type", mw.FormDataContentType(),
		"Cookie", app.LangCookie+"=cs")
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("import: %d %s", resp.StatusCode, body)
	}
	page := html.UnescapeString(s.DirGetIn("cs", resp.Header.Get("Location")))
	for _, want := range []string{"importován ze souboru juvisy.xml: 19 hráčů, 36 partií. Turnaj družstev: družstva 6, desky 3, zápasy 12."} {
		if !strings.Contains(page, want) {
			t.Errorf("Czech import message lacks %q: %s", want, page)
		}
	}
}

// TestReplayProblemInCzech: a record whose White plays on Black's stone: the board page lists
// the illegal move, E5 on 9×9 (SGF "ee": fifth column, fifth row from the top of nine).
func TestReplayProblemInCzech(t *testing.T) {
	s := newPageSite(t)
	_, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	if resp, body := s.Upload(s.Director, board, s.CSRF(s.Director, board), []byte("(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[ee])")); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload answered %d: %s", resp.StatusCode, webtest.Text(body))
	}
	_, en := s.Get(s.Anon, board, http.StatusOK)
	_, cs := s.Get(s.Anon, board, http.StatusOK, "Cookie", app.LangCookie+"=cs")
	if !strings.Contains(en, "<li>move 2: white E5 is illegal (occupied)</li>") {
		t.Errorf("English board lacks the illegal move: %s", webtest.Text(en))
	}
	if !strings.Contains(cs, "<li>tah 2: bílý E5 je neplatný (obsazeno)</li>") {
		t.Errorf("Czech board lacks the illegal move in Czech: %s", webtest.Text(cs))
	}
}
