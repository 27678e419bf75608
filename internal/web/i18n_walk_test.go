package web_test

import (
	"bytes"
	"fmt"
	"maps"
	"mime/multipart"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/hoshi-go/hoshi/templates"
	"golang.org/x/net/html"
)

// walkLoanwords are words of the English catalogue that the other languages write as they
// are: names, notations and loanwords that a catalogue may not happen to use.
var walkLoanwords = map[string]bool{
	// the language switch names every language in its own tongue
	"english": true, "čeština": true, "slovenčina": true, "suomi": true, "deutsch": true, "français": true,
	// go terms and the pairing's criteria, rules and systems by their names
	"komi": true, "jigo": true, "mcmahon": true, "swiss": true, "hoshi": true, "opengotha": true, "egd": true, "egf": true,
	"aga": true, "ing": true, "fischer": true, "byo": true, "yomi": true, "rengo": true, "gor": true, "pin": true,
	"sgf": true, "xml": true, "csv": true, "xlsx": true, "json": true, "utf": true, "latin": true, "url": true, "http": true, "https": true,
	"mms": true, "sos": true, "sosos": true, "sodos": true, "nbw": true, "sosm": true, "sososm": true, "cuss": true, "sdc": true,
	"teamp": true, "bdw": true, "sost": true, "mnr": true, "dan": true, "kyu": true, "pro": true,
	// an e-mail and a web address
	"mail": true, "www": true, "org": true, "example": true,
}

// englishOnly are the words of en.toml's messages that the catalogue of lang never uses: a
// page in lang that shows one of them shows English. Words of fewer than three letters are
// left out (a, to, of are words of other languages too).
func englishOnly(t *testing.T, cat *i18n.Catalog, lang string) map[string]bool {
	t.Helper()
	words := func(code string) map[string]bool {
		out := map[string]bool{}
		for _, k := range cat.Keys(code) {
			m := cat.Message(code, k)
			for _, s := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
				for _, w := range walkWordRE.FindAllString(actionRE.ReplaceAllString(s, " "), -1) {
					out[strings.ToLower(w)] = true
				}
			}
		}
		return out
	}
	own := words(lang)
	out := map[string]bool{}
	for w := range words("en") {
		if !own[w] && !walkLoanwords[w] {
			out[w] = true
		}
	}
	return out
}

var (
	walkWordRE = regexp.MustCompile(`\p{L}{3,}`)
	// walkAddressRE is a web address shown as text: no words of a language.
	walkAddressRE = regexp.MustCompile(`(https?://|(^|\s)/)\S*`)
)

// pageWords are the words a reader of the page sees (pageTexts), each with the text it is in.
func pageWords(page string) [][2]string {
	var out [][2]string // word, the text it is in
	for _, s := range pageTexts(page) {
		for _, w := range walkWordRE.FindAllString(walkAddressRE.ReplaceAllString(s, " "), -1) {
			out = append(out, [2]string{w, strings.Join(strings.Fields(s), " ")})
		}
	}
	return out
}

// pageTexts are the texts a reader of the page sees: its text (not scripts, styles, code or
// the tournament's own data, which the caller leaves out), the titles, placeholders,
// labels and texts of its buttons, and the messages its scripts show (data-* attributes
// holding a sentence).
func pageTexts(page string) []string {
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		return nil
	}
	var out []string
	var visit func(n *html.Node)
	visit = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "script", "style", "code", "kbd", "pre", "svg", "template":
				return
			}
			for _, a := range n.Attr {
				switch {
				case a.Key == "title" || a.Key == "placeholder" || a.Key == "aria-label" || a.Key == "alt":
					out = append(out, a.Val)
				case a.Key == "value" && (n.Data == "button" || slices.ContainsFunc(n.Attr, func(b html.Attribute) bool { return b.Key == "type" && b.Val == "submit" })):
					out = append(out, a.Val)
				case strings.HasPrefix(a.Key, "data-") && strings.Contains(a.Val, " ") && !strings.ContainsAny(a.Val, "{}#"):
					out = append(out, a.Val)
				}
			}
		}
		if n.Type == html.TextNode {
			out = append(out, n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c)
		}
	}
	visit(doc)
	return out
}

// walkDecimalRE is a number written with a decimal point ("6.5", "-0.5", "komi 7.0"), which a
// page in a language with a decimal comma must not show. A result in the game's notation
// (B+5.5), a date (25.11.2026) and a time (klo 14.05) are not such numbers.
var walkDecimalRE = regexp.MustCompile(`(?:^|[^\pL\d.+])-?\d+\.\d(?:[^\d.]|$)`)

// pageDecimals are the texts of the page (pageTexts) that write a number with a decimal point.
func pageDecimals(page string) []string {
	var out []string
	for _, s := range pageTexts(page) {
		if walkDecimalRE.MatchString(s) {
			out = append(out, strings.Join(strings.Fields(s), " "))
		}
	}
	return out
}

// TestEveryPageInItsLanguage walks every page a director, a results desk and a player can
// open (every GET route of the server, for a tournament with players, rounds, results,
// sign-ups and one of teams) and the main refusals and messages after a change, in Czech,
// Slovak, Finnish, German and French, and fails on any English word: a word of the English
// catalogue that the page's language never uses, other than the loanwords above and the
// tournament's own names.
func TestEveryPageInItsLanguage(t *testing.T) {
	s := newTestServer(t)
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	w := newWalkTournaments(s)
	seen := map[string]int{} // "lang word" -> pages
	where := map[string]string{}
	decimals := map[string]int{} // "lang text" -> pages
	check := func(lang, what, page string, english map[string]bool) {
		t.Helper()
		for _, d := range pageDecimals(page) {
			k := lang + " " + d
			if decimals[k] == 0 {
				where[k] = what
			}
			decimals[k]++
		}
		for _, wc := range pageWords(page) {
			lw := strings.ToLower(wc[0])
			if english[lw] && !w.data[lw] {
				k := lang + " " + lw
				if seen[k] == 0 {
					where[k] = fmt.Sprintf("%q on %s", wc[1], what)
				}
				seen[k]++
			}
		}
	}
	pages := 0
	for _, lang := range []string{"cs", "sk", "fi", "de", "fr"} {
		english := englishOnly(t, cat, lang)
		get := func(who string, c *http.Client, path string) {
			resp, body := s.Do(c, "GET", path, nil, "Cookie", app.LangCookie+"="+lang)
			if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
				return
			}
			pages++
			check(lang, fmt.Sprintf("%s GET %s (%d)", who, path, resp.StatusCode), string(body), english)
		}
		for _, path := range w.paths(s) {
			get("director", s.Director, path)
			get("desk", w.desk, path)
			get("player", s.Anon, path)
		}
		for _, m := range w.messages(s, lang) {
			pages++
			check(lang, m.what, m.page, english)
		}
	}
	var found []string
	for k, n := range seen {
		found = append(found, fmt.Sprintf("%s (%d pages; first: %s)", k, n, where[k]))
	}
	sort.Strings(found)
	for _, f := range found {
		t.Errorf("English word: %s", f)
	}
	found = found[:0]
	for k, n := range decimals {
		found = append(found, fmt.Sprintf("%q (%d pages; first: %s)", k, n, where[k]))
	}
	sort.Strings(found)
	for _, f := range found {
		t.Errorf("a decimal point where the language writes a comma: %s", f)
	}
	t.Logf("%d pages and answers read", pages)
	if pages < 500 {
		t.Errorf("only %d pages walked", pages)
	}
}

// walkTournaments are the tournaments the walk reads: an individual one with players, two
// rounds with results, a bye and sign-ups, and a team one with a round.
type walkTournaments struct {
	id, team, pid, tid, uid int
	tpids                   []int // the team tournament's players
	desk                    *http.Client
	data                    map[string]bool // the words of the tournaments' own names
}

func newWalkTournaments(s *testServer) *walkTournaments {
	s.T.Helper()
	w := &walkTournaments{data: map[string]bool{}}
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Velká cena Brna", "rounds": 3, "place": "Brno", "country": "CZ",
		"bye_points": 0.5, "absent_points": 0.5, "round_down": false}, http.StatusCreated, &tj)
	w.id = tj.ID
	names := [][3]string{{"Novák", "Jan", "3k"}, {"Dvořák", "Petr", "1d"}, {"Svobodová", "Eva", "5k"}, {"Černý", "Tomáš", "2k"},
		{"Horák", "Karel", "10k"}, {"Procházková", "Lucie", "1k"}, {"Kučera", "Jiří", "4k"}}
	for _, n := range names {
		var p struct{ ID int }
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", w.id),
			map[string]any{"name": n[0], "first_name": n[1], "rank": n[2], "club": "Brno", "country": "CZ"}, http.StatusCreated, &p)
		if w.pid == 0 {
			w.pid = p.ID
		}
	}
	base := fmt.Sprintf("/api/tournaments/%d/rounds", w.id)
	s.Expect(s.Director, "POST", base+"/1/pairing", nil, http.StatusCreated, nil)
	for table := 1; table <= 3; table++ {
		s.Expect(s.Director, "PUT", fmt.Sprintf("%s/1/games/%d/result", base, table), map[string]string{"result": []string{"w", "b", "w"}[table-1]}, http.StatusOK, nil)
	}
	// A scored record (half-point margins and komi) and a prize category (scores of halves).
	s.Expect(s.Director, "POST", base+"/1/games/1/sgf", "(;GM[1]FF[4]SZ[19]KM[6.5]AB[dd][dp]AW[pp][pd][qq])", http.StatusOK, nil)
	prizes := fmt.Sprintf("/director/tournaments/%d/prizes", w.id)
	s.DirPost(prizes, url.Values{"categories": {"Kyu: ranks 1k-30k"}, "prizes": {""}})
	s.DirGet(prizes) // the flash of the form, in English, is read here
	s.Expect(s.Director, "POST", base+"/2/pairing", nil, http.StatusCreated, nil)
	s.Expect(s.Director, "PUT", base+"/2/games/1/result", map[string]string{"result": "b"}, http.StatusOK, nil)
	s.OpenRegistration(w.id, "2099-12-31")
	path := fmt.Sprintf("/tournaments/%d/register", w.id)
	tok, _ := s.SignupCSRF(s.Anon, path)
	s.PostForm(s.Anon, path, tok, webtest.SignupForm("Marková", "Anna", "6k"))

	var tpids []int
	w.team, tpids = s.CreateTeamTournament("Ligové družstvo", 2, 2, 4)
	for k, name := range []string{"Alfa", "Beta"} {
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/teams", w.team), map[string]any{"name": name, "players": tpids[2*k : 2*k+2]}, http.StatusCreated, nil)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", w.team), nil, http.StatusCreated, nil)
	var teams []struct{ ID int }
	s.Expect(s.Director, "GET", fmt.Sprintf("/api/tournaments/%d/teams", w.team), nil, http.StatusOK, &teams)
	if len(teams) > 0 {
		w.tid = teams[0].ID
	}
	w.tpids = tpids

	uid, err := s.DB.CreateUser(s.T.Context(), "stul", "", "desk password", false)
	if err != nil {
		s.T.Fatal(err)
	}
	w.uid = int(uid)
	if err := s.DB.SetRole(s.T.Context(), store.TournamentID(w.id), uid, store.RoleDesk); err != nil {
		s.T.Fatal(err)
	}
	w.desk = s.Login("stul", "desk password")
	for _, text := range []string{"Velká cena Brna", "Ligové družstvo", "Brno", "CZ", "Marková Anna", "stul", "Team", "Test", "Player", "Nový Karel", "Nováček Jan", "nikdo",
		"Jelínek Ota", "Novák Jan", "Petr", "Svoboda Karel", "Czechia", "mnoho", "born", "Foo Bar Baz", "Dan Kyu Ženy Junioři Brno Hosté Nikdo holky loni",
		"Sokol", "Alfa", "Beta", "Europe", "moje", "knockout", "XYZ", "byoyomi", "los", "Nová Věra", "vera", "Member"} {
		for _, word := range walkWordRE.FindAllString(text, -1) {
			w.data[strings.ToLower(word)] = true
		}
	}
	for _, n := range names {
		w.data[strings.ToLower(n[0])], w.data[strings.ToLower(n[1])] = true, true
	}
	return w
}

// walkSkipped are the GET routes that are not pages: the API, files, streams, the switch.
var walkSkipped = regexp.MustCompile(`^/(api|static|metrics|healthz|readyz|lang|logout)\b|/events$|\*|:file`)

// paths are the GET pages of every route, for both tournaments.
func (w *walkTournaments) paths(s *testServer) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range s.App.Echo.Routes() {
		if r.Method != http.MethodGet || walkSkipped.MatchString(r.Path) {
			continue
		}
		for _, id := range []int{w.id, w.team} {
			// Round 1 complete, 2 paired with a result, 3 not paired.
			for n := 1; n <= 3; n++ {
				p := r.Path
				for param, value := range map[string]string{":id": fmt.Sprint(id), ":pid": fmt.Sprint(w.pid), ":n": fmt.Sprint(n), ":table": "1",
					":uid": fmt.Sprint(w.uid), ":tid": fmt.Sprint(w.tid)} {
					p = strings.ReplaceAll(p, param, value)
				}
				if strings.Contains(p, ":") || seen[p] {
					continue
				}
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	sort.Strings(out)
	return out
}

type walkMessage struct{ what, page string }

// messages are the answers to the main refusals and changes, in lang: each form as the
// browser posts it, and the page the answer leads to (with its flash).
func (w *walkTournaments) messages(s *testServer, lang string) []walkMessage {
	s.T.Helper()
	var out []walkMessage
	cookie := app.LangCookie + "=" + lang
	dir := fmt.Sprintf("/director/tournaments/%d", w.id)
	post := func(c *http.Client, path string, form url.Values, header ...string) {
		form = maps.Clone(form) // Set below replaces values, never changes them in place
		if webtest.RevForms.MatchString(path) && !form.Has("rev") {
			form.Set("rev", s.FormRev(path))
		}
		form.Set(app.CSRFField, s.CSRFToken(c))
		h := append([]string{"Content-Type", "application/x-www-form-urlencoded", "Cookie", cookie}, header...)
		resp, body := s.Do(c, "POST", path, form.Encode(), h...)
		what := fmt.Sprintf("POST %s %v (%d)", path, form, resp.StatusCode)
		out = append(out, walkMessage{what, string(body)})
		if loc := resp.Header.Get("Location"); resp.StatusCode == http.StatusSeeOther && loc != "" {
			_, next := s.Do(c, "GET", loc, nil, "Cookie", cookie)
			out = append(out, walkMessage{what + " then " + loc, string(next)})
		}
	}
	// Refusals.
	post(s.Director, dir+"/players", url.Values{"name": {""}, "rank": {"33x"}, "country": {"Czechia"}, "rating": {"abc"}})
	post(s.Director, dir+"/players", url.Values{"name": {""}, "rank": {"33x"}}, "HX-Request", "true")
	post(s.Director, dir+"/settings", withValues(webtest.SettingsValues("Velká cena Brna"), "rounds", "0", "komi", "x", "begin", "2026-13-01"))
	post(s.Director, dir+"/rounds/2/fix", url.Values{"a": {fmt.Sprint(w.pid)}, "b": {fmt.Sprint(w.pid)}})
	post(s.Director, dir+"/rounds/2/fix", url.Values{"a": {"x"}, "b": {"y"}})
	post(s.Director, dir+"/rounds/2/games/1/handicap", url.Values{"handicap": {"12"}, "komi": {"1"}})
	post(s.Director, dir+"/rounds/2/games/1/handicap", url.Values{"handicap": {"x"}, "komi": {"y"}})
	post(s.Director, dir+"/rounds/2/games/1/handicap", url.Values{"handicap": {"1"}, "komi": {"500"}})
	post(s.Director, dir+"/rounds/2/swap", url.Values{"a": {"1"}, "b": {"99"}})
	post(s.Director, dir+"/rounds/2/results", url.Values{"entry": {"99w 1x zz"}})
	post(s.Director, dir+"/rounds/1/games/1/unpair", url.Values{})
	post(s.Director, dir+"/rounds/1/games/1/colours", url.Values{})
	post(s.Director, dir+"/rounds/3/pair", url.Values{"left_out": {"x, -1"}})
	post(w.desk, dir+"/settings", url.Values{"name": {"x"}})
	post(s.Anon, fmt.Sprintf("/tournaments/%d/register", w.id), webtest.SignupForm("", "", "77x"))
	for _, missing := range []string{"/tournaments/999", "/director/tournaments/999", fmt.Sprintf("/tournaments/%d/rounds/9", w.id), fmt.Sprintf("/tournaments/%d/rounds/1/games/99/board", w.id)} {
		_, body := s.Do(s.Director, "GET", missing, nil, "Cookie", cookie)
		out = append(out, walkMessage{"GET " + missing, string(body)})
	}
	post(s.Anon, "/login", url.Values{"user": {"nikdo"}, "password": {"špatné heslo"}})
	// Changes and their messages.
	post(s.Director, dir+"/players", url.Values{"name": {"Nový"}, "first_name": {"Karel"}, "rank": {"8k"}, "club": {"Brno"}})
	post(s.Director, dir+"/rounds/2/games/2/result", url.Values{"result": {"w"}})
	post(w.desk, dir+"/rounds/2/results", url.Values{"entry": {"3b 2="}})
	post(s.Director, dir+"/rounds/3/pair", url.Values{"all": {"1"}})
	post(s.Director, dir+"/rounds/3/fix", url.Values{"a": {fmt.Sprint(w.pid)}, "b": {fmt.Sprint(w.pid + 1)}})
	post(s.Director, dir+"/rounds/3/games/1/colours", url.Values{})
	post(s.Director, dir+"/rounds/3/games/1/unpair", url.Values{})
	post(s.Director, dir+"/rounds/3/delete", url.Values{})
	post(s.Anon, fmt.Sprintf("/tournaments/%d/register", w.id), webtest.SignupForm("Nováček", "Jan", "9k"))
	post(s.Director, dir+"/rounds/2/games/1/handicap", url.Values{"handicap": {"0"}, "komi": {"6.5"}})
	post(s.Director, dir+"/rounds/2/renumber", url.Values{})
	post(s.Director, dir+"/presence", url.Values{})
	out = append(out, w.formAnswers(s, lang, post)...)
	return out
}

// formAnswers are the answers, in lang, to the forms whose answers carry messages of their
// own: the CSV import (a file without a header line, lines with mistakes, the confirmation),
// the categories and prizes (the keywords in the page's language, lines that are none), the
// team forms, the settings' refusals and the sign-up's refusals.
func (w *walkTournaments) formAnswers(s *testServer, lang string, post func(c *http.Client, path string, form url.Values, header ...string)) []walkMessage {
	s.T.Helper()
	var out []walkMessage
	cookie := app.LangCookie + "=" + lang
	dir := fmt.Sprintf("/director/tournaments/%d", w.id)
	upload := func(path string, content []byte, fields ...string) string {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		mw.WriteField(app.CSRFField, s.CSRFToken(s.Director))
		for i := 0; i+1 < len(fields); i += 2 {
			mw.WriteField(fields[i], fields[i+1])
		}
		fw, err := mw.CreateFormFile("file", "hraci.csv")
		if err != nil {
			s.T.Fatal(err)
		}
		fw.Write(content)
		mw.Close()
		resp, body := s.Do(s.Director, "POST", path, buf.Bytes(), "Content-Type", mw.FormDataContentType(), "Cookie", cookie)
		what := fmt.Sprintf("upload to %s of %q (%d)", path, content, resp.StatusCode)
		out = append(out, walkMessage{what, string(body)})
		if loc := resp.Header.Get("Location"); resp.StatusCode == http.StatusSeeOther && loc != "" {
			_, next := s.Do(s.Director, "GET", loc, nil, "Cookie", cookie)
			out = append(out, walkMessage{what + " then " + loc, string(next)})
		}
		return string(body)
	}
	// The CSV import: no header line and columns it does not read; lines with mistakes; a
	// file that is none; the confirmation of the good lines.
	upload(dir+"/players/import", []byte("Foo;Bar;Baz\nJelínek;Ota;5k\n"))
	preview := upload(dir+"/players/import", []byte("name,first_name,rank,club,country,pin,rating,born\n"+
		"Novák,Jan,3k,Brno,CZ,,,\n,Petr,5k,,,,,\nSvoboda,Karel,33x,Brno,Czechia,12ab,mnoho,2001\n"+
		"Jelínek,Ota,5k,Brno,CZ,,,\nJelínek,Ota,5k,Brno,CZ,,,\n"))
	upload(dir+"/players/import", []byte("\"Jelínek,Ota,5k\n"))
	upload(dir+"/players/import", nil)
	if confirm := dir + "/players/import/confirm"; strings.Contains(preview, `action="`+confirm+`"`) { // the first language's
		resp, body := s.SubmitForm(lang, preview, confirm)
		out = append(out, walkMessage{fmt.Sprintf("confirm the CSV preview (%d)", resp.StatusCode), body})
		if loc := resp.Header.Get("Location"); resp.StatusCode == http.StatusSeeOther && loc != "" {
			_, next := s.Do(s.Director, "GET", loc, nil, "Cookie", cookie)
			out = append(out, walkMessage{"confirm the CSV preview then " + loc, string(next)})
		}
	}

	// Categories and prizes: the keywords as the page's language writes them, then lines
	// that are none, a prize of no category, a birth date that is none.
	l := s.App.Catalog.For(lang)
	kw := func(kind string) string { return l.T("catkw." + kind) }
	post(s.Director, dir+"/prizes", url.Values{"categories": {fmt.Sprintf("Dan: %s 9d-1d\nKyu: %s 1k-30k\nŽeny: %s\nJunioři: %s 2010-01-01\nBrno: %s Brno\nCZ: %s CZ\nHosté: %s 1 2",
		kw("ranks"), kw("ranks"), kw("women"), kw("junior"), kw("club"), kw("country"), kw("label"))}, "prizes": {"1.: Dan\n2.: Kyu\n1.: Ženy"}})
	post(s.Director, dir+"/prizes", url.Values{"categories": {"Ženy: holky\ndan 1d\n1-5k: " + kw("ranks") + " 5k-1k\nJunioři: " + kw("junior") + " loni"},
		"prizes": {"1.: Nikdo"}})
	post(s.Director, dir+"/prizes", url.Values{"categories": {"Kyu: " + kw("ranks") + " 1k-30k"}, "prizes": {"1.: Nikdo"}})
	post(s.Director, dir+"/prizes/details", url.Values{"player": {fmt.Sprint(w.pid)}, fmt.Sprintf("born-%d", w.pid): {"loni"}})
	post(s.Director, dir+"/prizes/details", url.Values{"player": {fmt.Sprint(w.pid), "999"}, "born-999": {"2001-01-01"}})

	// The team forms: a team without a name or with a player twice, a player who is none,
	// too few players; a team saved; a team that has played deleted.
	team := fmt.Sprintf("/director/tournaments/%d/teams", w.team)
	post(s.Director, team, url.Values{"name": {""}, "p1": {fmt.Sprint(w.tpids[0])}, "p2": {fmt.Sprint(w.tpids[1])}})
	post(s.Director, team, url.Values{"name": {"Sokol"}, "p1": {fmt.Sprint(w.tpids[0])}, "p2": {fmt.Sprint(w.tpids[0])}})
	post(s.Director, team, url.Values{"name": {"Sokol"}, "p1": {"x"}, "p2": {"999"}})
	post(s.Director, team, url.Values{"name": {"Sokol"}, "p1": {""}, "p2": {fmt.Sprint(w.tpids[1])}})
	post(s.Director, team, url.Values{"name": {"Sokol"}, "p1": {fmt.Sprint(w.tpids[0])}})
	post(s.Director, fmt.Sprintf("%s/%d", team, w.tid), url.Values{"name": {"Sokol"}, "p1": {fmt.Sprint(w.tpids[0])}, "p2": {fmt.Sprint(w.tpids[0])}})
	post(s.Director, fmt.Sprintf("%s/%d/delete", team, w.tid), url.Values{})

	// The settings' refusals: each input that is none, and changes the rounds played forbid.
	settings := webtest.SettingsValues("Velká cena Brna")
	for _, kv := range [][]string{
		{"time_zone", "Europe/Brno"}, {"bar", "30k"}, {"floor", "9d"}, {"bar", "5k", "floor", "1d"}, {"board_size", "7"},
		{"komi", "120"}, {"bye_points", "0.3"}, {"absent_points", "x"}, {"rules", "moje"}, {"system", "knockout"},
		{"criteria[1]", "XYZ"}, {"handicap.kind", "none", "handicap.ceiling", "12"}, {"handicap.correction", "x"},
		{"time.kind", "byoyomi", "time.basic_minutes", "-5"}, {"rounds", "1"}, {"name", ""}, {"country", "Czechia"},
		{"language", "xx"}, {"pairing.random", "-1"}, {"pairing.seed_system1", "los"}, {"end", "2026-07-01"},
	} {
		post(s.Director, dir+"/settings", withValues(url.Values(maps.Clone(settings)), kv...))
	}

	// The sign-up's refusals: a name registered already, a country, a PIN and an e-mail that
	// are none; then the registration closed.
	reg := fmt.Sprintf("/tournaments/%d/register", w.id)
	post(s.Anon, reg, webtest.SignupForm("Marková", "Anna", "6k"))
	post(s.Anon, reg, withValues(webtest.SignupForm("Nová", "Věra", "8k"), "country", "Czechia", "email", "vera@", "egd_pin", "12ab"))
	s.OpenRegistration(w.id, "2020-01-01")
	post(s.Anon, reg, webtest.SignupForm("Nová", "Věra", "8k"))
	s.OpenRegistration(w.id, "2099-12-31")
	return out
}

// withValues is form with the given name, value pairs set.
func withValues(form url.Values, kv ...string) url.Values {
	for i := 0; i+1 < len(kv); i += 2 {
		form.Set(kv[i], kv[i+1])
	}
	return form
}

// The walk's checker finds English on a Czech page: in text, in a button's title and in a
// message a script shows; the tournament's names and the loanwords pass. ("swap" is one since
// gomoku's opening rules swap and swap2 came, Czech too.)
func TestWalkCheckerFindsEnglish(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	english := englishOnly(t, cat, "cs")
	page := `<p>Los kola: Avoid duplicate games</p><button title="exchange the colours">⇄</button><form data-confirm="Delete the round?"></form>` +
		`<p>Komi 6,5 · Brno · MMS</p><script>var x = "players"</script><p>/tournaments/1/register</p>`
	var got []string
	for _, wc := range pageWords(page) {
		if english[strings.ToLower(wc[0])] {
			got = append(got, wc[0])
		}
	}
	if strings.Join(got, " ") != "Avoid duplicate games exchange the colours Delete the round" {
		t.Errorf("found %q", got)
	}
}
