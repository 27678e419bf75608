package web_test

import (
	"bytes"
	"fmt"
	"html"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/templates"
	"golang.org/x/text/encoding/japanese"
)

// shogiTournament is a shogi tournament of four players through the API: Ando and Baba, both
// 2k, paired alone in round 1 (an even game), then Chiba 1d and Doi 3k; round 2 paired too.
func (s *testServer) shogiTournament() (int, map[string]int) {
	s.T.Helper()
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Shogi open", "game": "shogi", "rounds": 3}, http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	ids := map[string]int{}
	for _, p := range []struct{ name, rank string }{{"Ando", "2k"}, {"Baba", "2k"}, {"Chiba", "1d"}, {"Doi", "3k"}} {
		if p.name == "Chiba" {
			s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
		}
		var pj struct{ ID int }
		s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": p.name, "rank": p.rank}, http.StatusCreated, &pj)
		ids[p.name] = pj.ID
	}
	s.Expect(s.Director, "POST", base+"/rounds/2/pairing", nil, http.StatusCreated, nil)
	return tj.ID, ids
}

// The pages of a shogi tournament speak shogi (docs/SHOGI.md, section 6): sente and gote for
// the colours, the named handicap instead of stones and komi, who throws the furigoma of an
// even game; the round page records the throw and sets a named handicap; the results page
// names a draw; where draws are replayed, a draw typed at the desk sets up the replay (colours
// exchanged, said on the pages, the slips and in the audit trail) and a director's final draw
// ends it.
func TestShogiPages(t *testing.T) {
	s := newTestServer(t)
	id, ids := s.shogiTournament()
	// Between equal grades White throws the furigoma.
	name := map[tournament.PlayerID]string{}
	for n, pid := range ids {
		name[tournament.PlayerID(pid)] = n
	}
	even := s.GameAt(id, 1, 1)
	thrower := name[even.White]
	pub := fmt.Sprintf("/tournaments/%d", id)
	page := s.PublicGet("", pub+"/rounds/1")
	for _, want := range []string{"<th>Gote (White)</th><th>Sente (Black)</th><th>Handicap</th><th>Result</th>",
		"even (furigoma)", "furigoma: " + thrower + " throws"} {
		if !strings.Contains(page, want) {
			t.Errorf("round 1 lacks %q", want)
		}
	}
	if strings.Contains(page, "Komi") || strings.Contains(page, "komi") {
		t.Error("a shogi round page speaks of komi")
	}
	if overview := s.PublicGet("", pub); !strings.Contains(overview, "<dt>Game</dt><dd>Shogi</dd>") || strings.Contains(overview, "komi") {
		t.Error("the overview does not say the game, or speaks of komi")
	}
	// Round 2: Chiba 1d meets a 2k (2 grades: the lance) or Doi 3k (3 grades: the bishop).
	page = s.PublicGet("cs", pub+"/rounds/2")
	if !strings.Contains(page, "<th>Gote (bílý)</th><th>Sente (černý)</th><th>Fora</th>") ||
		!strings.Contains(page, "levý kopiník (香落ち)") && !strings.Contains(page, "střelec (角落ち)") {
		t.Errorf("Czech round 2: %s", page[strings.Index(page, "<table"):])
	}
	slips := html.UnescapeString(s.PublicGet("", pub+"/rounds/1/print/slips"))
	for _, want := range []string{"Even game: " + thrower + " throws the furigoma", "draw", "Sente (Black)"} {
		if !strings.Contains(slips, want) {
			t.Errorf("the slips lack %q", want)
		}
	}
	slips = html.UnescapeString(s.PublicGet("", pub+"/rounds/2/print/slips"))
	if !strings.Contains(slips, "Handicap: gote (White) plays without") {
		t.Error("round 2's slips do not say the handicap")
	}

	base := fmt.Sprintf("/director/tournaments/%d", id)
	round := s.DirGet(base + "/rounds/1")
	if !strings.Contains(round, `action="`+base+`/rounds/1/games/1/furigoma"`) {
		t.Fatal("the round page has no furigoma form")
	}
	// White throws one tokin: he is sente, the colours exchange.
	resp, body := s.DirPost(base+"/rounds/1/games/1/furigoma", url.Values{"tokin": {"1"}})
	msg := s.DirSeeOther(resp, body, base+"/rounds/1")
	if !strings.Contains(html.UnescapeString(msg), "furigoma thrown by "+thrower+", 1 tokin: "+thrower+" is sente (Black)") {
		t.Errorf("after the furigoma: %s", msg[strings.Index(msg, "<main>"):][:400])
	}
	if g := s.GameAt(id, 1, 1); g.Black != even.White || g.FurigomaTokin != 1 || g.FurigomaBy != even.White {
		t.Errorf("the game after the furigoma: %+v", g)
	}
	resp, _ = s.DirPost(base+"/rounds/1/games/1/furigoma", url.Values{"tokin": {"7"}})
	if resp.StatusCode != http.StatusSeeOther || s.GameAt(id, 1, 1).FurigomaTokin != 1 {
		t.Error("7 tokin was not refused")
	}
	resp, _ = s.DirPost(base+"/rounds/1/games/1/furigoma", url.Values{"throw": {"1"}, "tokin": {"0"}})
	if g := s.GameAt(id, 1, 1); resp.StatusCode != http.StatusSeeOther || g.FurigomaBy == 0 {
		t.Errorf("thrown by hoshi: %+v", g)
	}
	// A named handicap set by hand.
	s.DirPost(base+"/rounds/2/games/1/handicap", url.Values{"handicap": {"5"}})
	if g := s.GameAt(id, 2, 1); g.Handicap != 5 || g.Komi != 0 {
		t.Errorf("rook handicap by hand: %+v", g)
	}
	if round := s.DirGet(base + "/rounds/2"); !strings.Contains(round, `<option value="5" selected>the rook (飛車落ち)</option>`) {
		t.Error("the round page does not show the rook handicap chosen")
	}
	// The results page: a draw, then draws replayed.
	results := s.DirGet(base + "/rounds/1/results")
	if !strings.Contains(results, `<button name="result" value="=" class="small" title="Draw">=</button>`) || !strings.Contains(results, "<kbd>=</kbd> draw") {
		t.Error("the results page does not offer a draw")
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"draws": "replay"}, http.StatusOK, nil)
	results = s.DirGet(base + "/rounds/1/results")
	if !strings.Contains(results, `value="=" class="small"`) || !strings.Contains(results, `value="final"`) {
		t.Error("the results page of draws replayed offers no draw or no final draw")
	}
	before := s.GameAt(id, 1, 1)
	resp, body = s.DirPost(base+"/rounds/1/results", url.Values{"entry": {"1="}})
	msg = html.UnescapeString(s.DirSeeOther(resp, body, base+"/rounds/1/results"))
	want := fmt.Sprintf("Table 1: drawn, replayed (replay 1 of a draw, colours exchanged): %s – %s", name[before.Black], name[before.White])
	if !strings.Contains(msg, want) {
		t.Errorf("after 1= the page lacks %q", want)
	}
	if g := s.GameAt(id, 1, 1); g.White != before.Black || g.Black != before.White || g.Result != tournament.Unknown || g.Replays != 1 {
		t.Errorf("the replay: %+v, the game before %+v", g, before)
	}
	slips = html.UnescapeString(s.PublicGet("", pub+"/rounds/1/print/slips"))
	if !strings.Contains(slips, "replay 1 of a draw, colours exchanged") {
		t.Error("the replay's slip does not say it is a replay")
	}
	if page := html.UnescapeString(s.PublicGet("fr", pub+"/rounds/1")); !strings.Contains(page, "reprise 1 après nulle, couleurs échangées") {
		t.Error("the French round page does not say the replay")
	}
	if audit := html.UnescapeString(s.DirGet(base + "/rounds/1/audit")); !strings.Contains(audit, "<strong>½-½ · replayed</strong>") {
		t.Error("the audit trail does not show the draw replayed")
	}
	resp, body = s.DirPost(base+"/rounds/1/games/1/result", url.Values{"result": {"final"}})
	s.DirSeeOther(resp, body, base+"/rounds/1/results")
	if g := s.GameAt(id, 1, 1); g.Result != tournament.Jigo || g.Replays != 1 || g.White != before.Black {
		t.Errorf("the final draw: %+v", g)
	}
}

// A gomoku tournament of matches of two games: the slip names Black in each game, the results
// desk takes a match's games ("1:1.5-0.5"), and the round shows the match's score.
func TestGomokuMatchPages(t *testing.T) {
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Piškvorky", "game": "gomoku", "match_games": 2, "system": "swiss"},
		http.StatusCreated, &tj)
	for _, name := range []string{"Adam", "Bára"} {
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", tj.ID), map[string]any{"name": name, "rank": "30k"}, http.StatusCreated, nil)
	}
	base := fmt.Sprintf("/director/tournaments/%d", tj.ID)
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	g := s.GameAt(tj.ID, 1, 1)
	names := map[tournament.PlayerID]string{}
	for _, p := range s.DirLoad(tj.ID).Players {
		names[p.ID] = p.Name
	}
	slips := html.UnescapeString(s.PublicGet("", fmt.Sprintf("/tournaments/%d/rounds/1/print/slips", tj.ID)))
	for _, want := range []string{"A match of 2 games", "Game 1: " + names[g.Black] + " Black", "Game 2: " + names[g.White] + " Black"} {
		if !strings.Contains(slips, want) {
			t.Errorf("the slip lacks %q", want)
		}
	}
	if overview := html.UnescapeString(s.PublicGet("", fmt.Sprintf("/tournaments/%d", tj.ID))); !strings.Contains(overview,
		"<dd>Gomoku 15×15, Free: five or more in a row win, match of 2 games</dd>") {
		t.Error("the overview does not say the gomoku rules")
	}
	if results := s.DirGet(base + "/rounds/1/results"); !strings.Contains(results, "<kbd>3:1.5-0.5</kbd>") {
		t.Error("the results page does not say how to enter a match")
	}
	resp, body := s.DirPost(base+"/rounds/1/results", url.Values{"entry": {"1:1½-½"}})
	s.DirSeeOther(resp, body, base+"/rounds/1/results")
	if g := s.GameAt(tj.ID, 1, 1); g.MatchWhite != 3 || g.MatchBlack != 1 || g.Result != tournament.WhiteWins {
		t.Errorf("after 1:1½-½: %+v", g)
	}
	if page := s.PublicGet("", fmt.Sprintf("/tournaments/%d/rounds/1", tj.ID)); !strings.Contains(page, "<td>1½-½") {
		t.Error("the round does not show the match's score")
	}
	resp, _ = s.DirPost(base+"/rounds/1/results", url.Values{"entry": {"1:2-1"}})
	if g := s.GameAt(tj.ID, 1, 1); resp.StatusCode != http.StatusSeeOther || g.MatchWhite != 3 {
		t.Errorf("a match of 3 games in 2: %d %+v", resp.StatusCode, g)
	}
}

// boardUpload posts a record on a game's board page as its form does (the file in "sgf").
func (s *testServer) boardUpload(board, name string, content []byte) (*http.Response, string) {
	s.T.Helper()
	return s.boardUploadWith(board, name, content, nil)
}

// boardUploadWith is boardUpload with the form's other fields (name, value).
func (s *testServer) boardUploadWith(board, name string, content []byte, fields [][2]string) (*http.Response, string) {
	s.T.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField(app.CSRFField, s.CSRFToken(s.Director))
	for _, f := range fields {
		mw.WriteField(f[0], f[1])
	}
	fw, err := mw.CreateFormFile("sgf", name)
	if err != nil {
		s.T.Fatal(err)
	}
	fw.Write(content)
	mw.Close()
	resp, body := s.Do(s.Director, "POST", board+"/sgf", buf.Bytes(), "Content-Type", mw.FormDataContentType())
	return resp, string(body)
}

// A shogi game's record on its board page (docs/SHOGI.md, section 6): a KIF replayed and
// adjudicated by mate, recorded as the result with one button; a record decided by the
// 24-point impasse count says the count; a CSA record of a sennichite through the API is a
// draw; a Shift_JIS KIF is stored as UTF-8; the board's Go tools are refused.
func TestShogiRecordUpload(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.shogiTournament()
	board := fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id)
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join("..", "shogi", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	// No record yet: the players get 404, the director the upload form.
	if resp, _ := s.Do(s.Anon, "GET", board, nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("no record: %d", resp.StatusCode)
	}
	if page := s.DirGet(board); !strings.Contains(page, `accept=".kif,.kifu,.csa,text/plain"`) {
		t.Error("the director's board page has no KIF upload")
	}
	resp, body := s.boardUpload(board, "mate.kif", read("head-gold-mate.kif"))
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, body)
	}
	page := html.UnescapeString(s.PublicGet("", board))
	if !strings.Contains(page, "Sente (Black) wins by mate (tsumi) at move 21") || !strings.Contains(page, `class="shogi-board"`) {
		t.Errorf("the board page after the mate: %s", page[strings.Index(page, "<main>"):])
	}
	if cs := html.UnescapeString(s.PublicGet("cs", board)); !strings.Contains(cs, "vyhrává Sente (černý): mat (tsumi), tah 21") {
		t.Error("the Czech board page does not say the mate")
	}
	dir := s.DirGet(board)
	if !strings.Contains(dir, "Record 0-1 as the result") {
		t.Fatal("the director cannot record the mate")
	}
	resp, _ = s.DirPost(board+"/result", url.Values{"decision": {"computed"}, "was": {"?"}})
	if g := s.GameAt(id, 1, 1); resp.StatusCode != http.StatusSeeOther || g.Result != tournament.BlackWins {
		t.Errorf("the mate recorded: %d %v", resp.StatusCode, g.Result)
	}
	// The impasse count, from a board diagram of its own.
	s.boardUpload(board, "impasse.kif", read("impasse.kif"))
	page = html.UnescapeString(s.PublicGet("", board))
	for _, want := range []string{"Gote (White) wins by impasse (jishogi) at move 2", "sente 22 points, gote 32; under 24 loses",
		"a position of its own"} {
		if !strings.Contains(page, want) {
			t.Errorf("the impasse's page lacks %q", want)
		}
	}
	// The same record in Shift_JIS is read and stored in UTF-8.
	sjis, err := japanese.ShiftJIS.NewEncoder().Bytes(read("head-gold-mate.kif"))
	if err != nil {
		t.Fatal(err)
	}
	if resp, body := s.boardUpload(board, "sjis.kif", sjis); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("Shift_JIS: %d %s", resp.StatusCode, body)
	}
	if file := s.PublicGet("", board+".sgf"); !strings.Contains(file, "手合割：平手") {
		t.Errorf("the stored record is not UTF-8: %q", file[:40])
	}
	// Through the API: a CSA sennichite is a draw.
	var out struct {
		Result, Winner, Reason string
		Moves                  int
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id), read("repetition.csa"), http.StatusOK, &out)
	if out.Result != "0" || out.Winner != "draw" || out.Reason != "repetition" || out.Moves != 12 {
		t.Errorf("the sennichite through the API: %+v", out)
	}
	s.ExpectError(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id), []byte("(;GM[1]SZ[19];B[dd])"), http.StatusBadRequest, "sgf")
	// Go's tools are refused on a shogi board.
	resp, _ = s.DirPost(board+"/toggle", url.Values{"point": {"D4"}})
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("marking dead stones on a shogi board: %d", resp.StatusCode)
	}
}

// A gomoku game's record: a renju.net move list replayed, its five ringed on the board page.
func TestGomokuRecordUpload(t *testing.T) {
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Piškvorky", "game": "gomoku", "variant": "exact", "system": "swiss"},
		http.StatusCreated, &tj)
	for _, name := range []string{"Adam", "Bára"} {
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", tj.ID), map[string]any{"name": name, "rank": "30k"}, http.StatusCreated, nil)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", tj.ID), nil, http.StatusCreated, nil)
	var out struct {
		Result, Reason string
		Move           int
	}
	// Black: h8 i8 j8 k8 l8, White on the a-file between: five at move 9.
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", tj.ID), []byte("h8 a1 i8 a2 j8 a3 k8 a4 l8"), http.StatusOK, &out)
	if out.Result != "B+" || out.Reason != "five" || out.Move != 9 {
		t.Errorf("five: %+v", out)
	}
	page := html.UnescapeString(s.PublicGet("", fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", tj.ID)))
	if !strings.Contains(page, "Black wins by five in a row at move 9") || strings.Count(page, `r="13" fill="none"`) != 5 {
		t.Errorf("the gomoku board page: %s", page[strings.Index(page, "<main>"):])
	}
}

// A tournament of another game has no EGD, OpenGotha or AGA file (docs/SHOGI.md, section 6):
// the downloads page leaves them out and says why; the files are 404; the spreadsheet and the
// CSV standings are as for Go.
func TestOtherGamesExports(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.shogiTournament()
	base := fmt.Sprintf("/director/tournaments/%d", id)
	page := s.DirGet(base + "/downloads")
	if strings.Contains(page, "results.h9") || strings.Contains(page, "tournament.xml") || strings.Contains(page, "aga.txt") ||
		!strings.Contains(page, "The EGD results, OpenGotha and AGA files are Go&#39;s") || !strings.Contains(page, "standings.xlsx") {
		t.Errorf("the downloads of a shogi tournament: %s", page[strings.Index(page, "<h2>"):])
	}
	for _, f := range []string{"results.h9", "tournament.xml", "aga.txt"} {
		if resp, body := s.Do(s.Director, "GET", base+"/export/"+f, nil); resp.StatusCode != http.StatusNotFound ||
			!strings.Contains(string(body), "a shogi tournament has none") {
			t.Errorf("%s: %d", f, resp.StatusCode)
		}
	}
	for _, f := range []string{"standings.xlsx", "standings.csv", "players.csv", "pairings-1.csv"} {
		if resp, _ := s.Do(s.Director, "GET", base+"/export/"+f, nil); resp.StatusCode != http.StatusOK {
			t.Errorf("%s: %d", f, resp.StatusCode)
		}
	}
}

// A shogi tournament's pairings CSV names each game's handicap ("even", "lance", ...).
func TestShogiPairingsCSV(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.shogiTournament()
	resp, body := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/export/pairings-1.csv", id), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), ",even,") {
		t.Errorf("round 1's pairings CSV: %d %s", resp.StatusCode, body)
	}
	resp, body = s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/export/pairings-2.csv", id), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), ",even-black,") && !strings.Contains(string(body), ",lance,") {
		t.Errorf("round 2's pairings CSV: %d %s", resp.StatusCode, body)
	}
}

// The pages of a shogi and a gomoku tournament speak the reader's language: the walk's checker
// (TestEveryPageInItsLanguage) finds no English word on them in Czech, Slovak, Finnish, German
// or French, the tournaments' and players' own names aside.
func TestOtherGamesPagesInTheirLanguage(t *testing.T) {
	s := newTestServer(t)
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	id, _ := s.shogiTournament()
	data, err := os.ReadFile(filepath.Join("..", "shogi", "testdata", "impasse.kif"))
	if err != nil {
		t.Fatal(err)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id), data, http.StatusOK, nil)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Piškvorky", "game": "gomoku", "match_games": 2, "opening": "swap2"},
		http.StatusCreated, &tj)
	for _, name := range []string{"Ando", "Baba"} {
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", tj.ID), map[string]any{"name": name, "rank": "30k"}, http.StatusCreated, nil)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", tj.ID), nil, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", tj.ID), []byte("h8 a1 i8 a2 j8 a3 k8 a4 l8"), http.StatusOK, nil)
	own := map[string]bool{}
	for _, w := range []string{"shogi", "open", "ando", "baba", "chiba", "doi", "test", "piškvorky", "gomoku", "sente", "gote", "tokin", "swap"} {
		own[w] = true
	}
	var paths []string
	for _, tid := range []int{id, tj.ID} {
		pub, dir := fmt.Sprintf("/tournaments/%d", tid), fmt.Sprintf("/director/tournaments/%d", tid)
		paths = append(paths, pub, pub+"/rounds/1", pub+"/rounds/1/print/slips", pub+"/rounds/1/print/table", pub+"/rounds/1/games/1/board",
			pub+"/standings", dir+"/rounds/1", dir+"/rounds/1/results", dir+"/settings", dir+"/downloads")
	}
	read := 0
	for _, lang := range []string{"cs", "sk", "fi", "de", "fr"} {
		english := englishOnly(t, cat, lang)
		for _, path := range paths {
			for who, c := range map[string]*http.Client{"director": s.Director, "player": s.Anon} {
				resp, body := s.Do(c, "GET", path, nil, "Cookie", app.LangCookie+"="+lang)
				if resp.StatusCode != http.StatusOK {
					continue // the director's pages to a player
				}
				read++
				for _, wc := range pageWords(string(body)) {
					if w := strings.ToLower(wc[0]); english[w] && !own[w] {
						t.Errorf("%s, %s GET %s: English word %q in %q", lang, who, path, wc[0], wc[1])
					}
				}
			}
		}
	}
	if read < 5*(2*10+2*6) {
		t.Errorf("only %d pages read", read)
	}
}
