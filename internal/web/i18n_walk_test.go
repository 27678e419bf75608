package web

import (
	"fmt"
	"maps"
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

// pageWords are the words a reader of the page sees: its text (not scripts, styles, code or
// the tournament's own data, which the caller leaves out), the titles, placeholders,
// labels and texts of its buttons, and the messages its scripts show (data-* attributes
// holding a sentence).
func pageWords(page string) [][2]string {
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		return nil
	}
	var out [][2]string // word, the text it is in
	add := func(s string) {
		for _, w := range walkWordRE.FindAllString(walkAddressRE.ReplaceAllString(s, " "), -1) {
			out = append(out, [2]string{w, strings.Join(strings.Fields(s), " ")})
		}
	}
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
					add(a.Val)
				case a.Key == "value" && (n.Data == "button" || slices.ContainsFunc(n.Attr, func(b html.Attribute) bool { return b.Key == "type" && b.Val == "submit" })):
					add(a.Val)
				case strings.HasPrefix(a.Key, "data-") && strings.Contains(a.Val, " ") && !strings.ContainsAny(a.Val, "{}#"):
					add(a.Val)
				}
			}
		}
		if n.Type == html.TextNode {
			add(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c)
		}
	}
	visit(doc)
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
	check := func(lang, what, page string, english map[string]bool) {
		t.Helper()
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
			resp, body := s.do(c, "GET", path, nil, "Cookie", app.LangCookie+"="+lang)
			if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
				return
			}
			pages++
			check(lang, fmt.Sprintf("%s GET %s (%d)", who, path, resp.StatusCode), string(body), english)
		}
		for _, path := range w.paths(s) {
			get("director", s.director, path)
			get("desk", w.desk, path)
			get("player", s.anon, path)
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
	t.Logf("%d pages and answers read", pages)
	if pages < 500 {
		t.Errorf("only %d pages walked", pages)
	}
}

// walkTournaments are the tournaments the walk reads: an individual one with players, two
// rounds with results, a bye and sign-ups, and a team one with a round.
type walkTournaments struct {
	id, team, pid, tid, uid int
	desk                    *http.Client
	data                    map[string]bool // the words of the tournaments' own names
}

func newWalkTournaments(s *testServer) *walkTournaments {
	s.t.Helper()
	w := &walkTournaments{data: map[string]bool{}}
	var tj struct{ ID int }
	s.expect(s.director, "POST", "/api/tournaments", map[string]any{"name": "Velká cena Brna", "rounds": 3, "place": "Brno", "country": "CZ"}, http.StatusCreated, &tj)
	w.id = tj.ID
	names := [][3]string{{"Novák", "Jan", "3k"}, {"Dvořák", "Petr", "1d"}, {"Svobodová", "Eva", "5k"}, {"Černý", "Tomáš", "2k"},
		{"Horák", "Karel", "10k"}, {"Procházková", "Lucie", "1k"}, {"Kučera", "Jiří", "4k"}}
	for _, n := range names {
		var p struct{ ID int }
		s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/players", w.id),
			map[string]any{"name": n[0], "first_name": n[1], "rank": n[2], "club": "Brno", "country": "CZ"}, http.StatusCreated, &p)
		if w.pid == 0 {
			w.pid = p.ID
		}
	}
	base := fmt.Sprintf("/api/tournaments/%d/rounds", w.id)
	s.expect(s.director, "POST", base+"/1/pairing", nil, http.StatusCreated, nil)
	for table := 1; table <= 3; table++ {
		s.expect(s.director, "PUT", fmt.Sprintf("%s/1/games/%d/result", base, table), map[string]string{"result": []string{"w", "b", "w"}[table-1]}, http.StatusOK, nil)
	}
	s.expect(s.director, "POST", base+"/2/pairing", nil, http.StatusCreated, nil)
	s.expect(s.director, "PUT", base+"/2/games/1/result", map[string]string{"result": "b"}, http.StatusOK, nil)
	s.openRegistration(w.id, "2099-12-31")
	path := fmt.Sprintf("/tournaments/%d/register", w.id)
	tok, _ := s.signupCSRF(s.anon, path)
	s.postForm(s.anon, path, tok, signupForm("Marková", "Anna", "6k"))

	w.team, _ = s.createTeamTournament("Ligové družstvo", 2, 2, 4)
	s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", w.team), nil, http.StatusCreated, nil)
	var teams []struct{ ID int }
	s.expect(s.director, "GET", fmt.Sprintf("/api/tournaments/%d/teams", w.team), nil, http.StatusOK, &teams)
	if len(teams) > 0 {
		w.tid = teams[0].ID
	}

	uid, err := s.db.CreateUser(s.t.Context(), "stul", "", "desk password", false)
	if err != nil {
		s.t.Fatal(err)
	}
	w.uid = int(uid)
	if err := s.db.SetRole(s.t.Context(), store.TournamentID(w.id), uid, store.RoleDesk); err != nil {
		s.t.Fatal(err)
	}
	w.desk = s.login("stul", "desk password")
	for _, text := range []string{"Velká cena Brna", "Ligové družstvo", "Brno", "CZ", "Marková Anna", "stul", "Team", "Test", "Player", "Nový Karel", "Nováček Jan", "nikdo"} {
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
	for _, r := range s.srv.Echo.Routes() {
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
	s.t.Helper()
	var out []walkMessage
	cookie := app.LangCookie + "=" + lang
	dir := fmt.Sprintf("/director/tournaments/%d", w.id)
	post := func(c *http.Client, path string, form url.Values, header ...string) {
		form = maps.Clone(form) // Set below replaces values, never changes them in place
		if revForms.MatchString(path) && !form.Has("rev") {
			form.Set("rev", s.formRev(path))
		}
		form.Set(app.CSRFField, s.csrfToken(c))
		h := append([]string{"Content-Type", "application/x-www-form-urlencoded", "Cookie", cookie}, header...)
		resp, body := s.do(c, "POST", path, form.Encode(), h...)
		what := fmt.Sprintf("POST %s %v (%d)", path, form, resp.StatusCode)
		out = append(out, walkMessage{what, string(body)})
		if loc := resp.Header.Get("Location"); resp.StatusCode == http.StatusSeeOther && loc != "" {
			_, next := s.do(c, "GET", loc, nil, "Cookie", cookie)
			out = append(out, walkMessage{what + " then " + loc, string(next)})
		}
	}
	// Refusals.
	post(s.director, dir+"/players", url.Values{"name": {""}, "rank": {"33x"}, "country": {"Czechia"}, "rating": {"abc"}})
	post(s.director, dir+"/players", url.Values{"name": {""}, "rank": {"33x"}}, "HX-Request", "true")
	post(s.director, dir+"/settings", withValues(settingsValues("Velká cena Brna"), "rounds", "0", "komi", "x", "begin", "2026-13-01"))
	post(s.director, dir+"/rounds/2/fix", url.Values{"a": {fmt.Sprint(w.pid)}, "b": {fmt.Sprint(w.pid)}})
	post(s.director, dir+"/rounds/2/fix", url.Values{"a": {"x"}, "b": {"y"}})
	post(s.director, dir+"/rounds/2/games/1/handicap", url.Values{"handicap": {"12"}, "komi": {"1"}})
	post(s.director, dir+"/rounds/2/games/1/handicap", url.Values{"handicap": {"x"}, "komi": {"y"}})
	post(s.director, dir+"/rounds/2/games/1/handicap", url.Values{"handicap": {"1"}, "komi": {"500"}})
	post(s.director, dir+"/rounds/2/swap", url.Values{"a": {"1"}, "b": {"99"}})
	post(s.director, dir+"/rounds/2/results", url.Values{"entry": {"99w 1x zz"}})
	post(s.director, dir+"/rounds/1/games/1/unpair", url.Values{})
	post(s.director, dir+"/rounds/1/games/1/colours", url.Values{})
	post(s.director, dir+"/rounds/3/pair", url.Values{"left_out": {"x, -1"}})
	post(w.desk, dir+"/settings", url.Values{"name": {"x"}})
	post(s.anon, fmt.Sprintf("/tournaments/%d/register", w.id), signupForm("", "", "77x"))
	for _, missing := range []string{"/tournaments/999", "/director/tournaments/999", fmt.Sprintf("/tournaments/%d/rounds/9", w.id), fmt.Sprintf("/tournaments/%d/rounds/1/games/99/board", w.id)} {
		_, body := s.do(s.director, "GET", missing, nil, "Cookie", cookie)
		out = append(out, walkMessage{"GET " + missing, string(body)})
	}
	post(s.anon, "/login", url.Values{"user": {"nikdo"}, "password": {"špatné heslo"}})
	// Changes and their messages.
	post(s.director, dir+"/players", url.Values{"name": {"Nový"}, "first_name": {"Karel"}, "rank": {"8k"}, "club": {"Brno"}})
	post(s.director, dir+"/rounds/2/games/2/result", url.Values{"result": {"w"}})
	post(w.desk, dir+"/rounds/2/results", url.Values{"entry": {"3b 2="}})
	post(s.director, dir+"/rounds/3/pair", url.Values{"all": {"1"}})
	post(s.director, dir+"/rounds/3/fix", url.Values{"a": {fmt.Sprint(w.pid)}, "b": {fmt.Sprint(w.pid + 1)}})
	post(s.director, dir+"/rounds/3/games/1/colours", url.Values{})
	post(s.director, dir+"/rounds/3/games/1/unpair", url.Values{})
	post(s.director, dir+"/rounds/3/delete", url.Values{})
	post(s.anon, fmt.Sprintf("/tournaments/%d/register", w.id), signupForm("Nováček", "Jan", "9k"))
	post(s.director, dir+"/rounds/2/games/1/handicap", url.Values{"handicap": {"0"}, "komi": {"6.5"}})
	post(s.director, dir+"/rounds/2/renumber", url.Values{})
	post(s.director, dir+"/presence", url.Values{})
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
