package public_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// deskClient is a signed-in results desk of tournament id.
func deskClient(s *pageSite, id store.TournamentID) *http.Client {
	s.T.Helper()
	ctx := context.Background()
	uid, err := s.DB.CreateUser(ctx, "desk", "", "desk password", false)
	if err != nil {
		s.T.Fatal(err)
	}
	if err := s.DB.SetRole(ctx, id, uid, store.RoleDesk); err != nil {
		s.T.Fatal(err)
	}
	token, err := s.DB.CreateUserSession(ctx, uid, time.Hour)
	if err != nil {
		s.T.Fatal(err)
	}
	c := webtest.NewClient()
	u, _ := url.Parse(s.TS.URL)
	c.Jar.SetCookies(u, []*http.Cookie{{Name: app.SessionCookie, Value: token, Path: "/"}})
	return c
}

// inCzech sets the language switch of client c to Czech.
func inCzech(s *pageSite, c *http.Client) {
	u, _ := url.Parse(s.TS.URL)
	c.Jar.SetCookies(u, []*http.Cookie{{Name: app.LangCookie, Value: "cs", Path: "/"}})
}

// TestDisputeSettledByPlay: the results desk resumes play on the board of a finished game,
// Black proves the disputed stone dead by capturing it while White passes, the settled
// position is counted with the pass stones and recorded as the game's result. Hand-worked
// count (Japanese rules, komi 6.5 from the game):
//
//   - Before the resumption, with B7 dead: Black 26 empty points of A-C + the point under B7
//     = 27 territory, + 1 dead stone = 28. White: G-J is 3 columns of 9 points less the 4
//     white stones = 23 territory, + 1 prisoner (H8) + 6.5 = 30.5. W+2.5.
//   - Resumption: B B8, W pass, B A7, W pass, B C7, W pass, B B6 (captures B7), W pass. Black
//     has put 4 stones in A-C: 27 - 4 = 23 territory (B7's point is empty again), 1 prisoner
//     taken (B7) and 4 pass stones from White's passes: 23 + 1 + 4 = 28. White is unchanged:
//     30.5. W+2.5, the count the disputed position had with the stone dead, as the rule
//     promises (without the pass stones it would be W+6.5).
func TestDisputeSettledByPlay(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(webtest.DisputedGame)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	if _, page := s.Get(s.Director, board, http.StatusOK); countOf(page) != "W+2.5" {
		t.Fatalf("the count before the resumption is %s, want W+2.5 (B7 dead)", countOf(page))
	}
	desk := deskClient(s, id)
	inCzech(s, desk)
	deskToken := s.CSRF(desk, board)
	_, page := s.Get(desk, board, http.StatusOK)
	if p := webtest.Plain(page); !strings.Contains(p, "Začíná černý: na konci partie byl na tahu.") || !strings.Contains(p, "Obnovit hru a vyřešit spor") {
		t.Fatalf("the desk's Czech board page does not offer the resumption with Black first: %s", p)
	}

	post := func(c *http.Client, tok string, form url.Values, want int) string {
		t.Helper()
		resp, body := s.Post(c, board+"/dispute", tok, form)
		if resp.StatusCode != want {
			t.Fatalf("%v: %d, want %d: %s", form, resp.StatusCode, want, webtest.Text(body))
		}
		return body
	}
	step := func(action, point string) {
		t.Helper()
		post(desk, deskToken, url.Values{"action": {action}, "point": {point}}, http.StatusSeeOther)
	}
	// A public visitor may not resume play.
	anonToken := s.CookieToken(s.Anon, board)
	post(s.Anon, anonToken, url.Values{"action": {"start"}}, http.StatusUnauthorized)
	if rec, _ := s.DB.LatestGameRecord(context.Background(), id, 1, 1); strings.Contains(rec.Details, "dispute") {
		t.Fatal("a visitor's request resumed play")
	}

	step("start", "")
	step("move", "B8")

	// White to play: D5 holds a black stone. The refusal is in Czech, and nothing changes
	// (the record's details, the tournament's revision).
	before, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	rev := revisionOf(t, s, id)
	body := post(desk, deskToken, url.Values{"action": {"move"}, "point": {"D5"}}, http.StatusUnprocessableEntity)
	if want := "Bílý nemůže hrát D5: bod je obsazený. Nic nebylo změněno."; !strings.Contains(webtest.Plain(body), want) {
		t.Errorf("the refusal lacks %q: %s", want, webtest.Plain(body))
	}
	// A page that still shows no move is refused too: another device played meanwhile.
	body = post(desk, deskToken, url.Values{"action": {"pass"}, "n": {"0"}}, http.StatusUnprocessableEntity)
	if want := "Deska se od zobrazení této stránky změnila"; !strings.Contains(webtest.Plain(body), want) {
		t.Errorf("the stale page's refusal lacks %q: %s", want, webtest.Plain(body))
	}
	// An odd resumption cannot be counted: it ends with White's move.
	body = post(desk, deskToken, url.Values{"action": {"score"}}, http.StatusUnprocessableEntity)
	if want := "dokazování končí tahem bílého"; !strings.Contains(webtest.Plain(body), want) {
		t.Errorf("the odd resumption's refusal lacks %q: %s", want, webtest.Plain(body))
	}
	after, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if after.Details != before.Details || revisionOf(t, s, id) != rev {
		t.Fatalf("a refused move changed the board: %s -> %s", before.Details, after.Details)
	}

	// Undo takes back the last move: a wrong point entered by mistake, then the right one.
	step("pass", "")
	step("undo", "")
	for _, m := range []string{"pass", "A7", "pass", "C7", "pass", "B6", "pass"} {
		if m == "pass" {
			step("pass", "")
		} else {
			step("move", m)
		}
	}
	// Reloading the page shows the moves; B7 is gone.
	_, page = s.Get(desk, board, http.StatusOK)
	moves := regexp.MustCompile(`(?s)<ol class="dispute-moves">(.*?)</ol>`).FindStringSubmatch(page)
	if moves == nil || webtest.Plain(moves[1]) != "černý B8 bílý pasuje černý A7 bílý pasuje černý C7 bílý pasuje černý B6 bílý pasuje" {
		t.Fatalf("the settling moves on the page: %v", moves)
	}
	step("score", "")
	_, page = s.Get(desk, board, http.StatusOK)
	p := webtest.Plain(page)
	for _, want := range []string{
		"Počítání vyjasněné pozice: W+2.5",
		"Území 23 23 ",
		"Zajaté bílé kameny 1 ",
		"Zajaté černé kameny 1 ",
		"Kameny za pasy 4 0 ",
		"Komi 6,5 ",
		"Celkem 28 30,5",
	} {
		if !strings.Contains(p, want) {
			t.Errorf("the settled count lacks %q: %s", want, p)
		}
	}
	// A page that showed another count (the moves were changed on another device) records
	// nothing.
	post(desk, deskToken, url.Values{"action": {"record"}, "was": {"?"}, "settled": {"W+6.5"}}, http.StatusUnprocessableEntity)
	if g := gameAt(t, s, id); g.Result != tournament.Unknown {
		t.Fatalf("a stale count was recorded: %v", g.Result)
	}
	// Recorded as the game's result by the desk, with its line in the audit trail.
	post(desk, deskToken, url.Values{"action": {"record"}, "was": {"?"}, "settled": {"W+2.5"}}, http.StatusSeeOther)
	if g := gameAt(t, s, id); g.Result != tournament.WhiteWins {
		t.Fatalf("the game's result is %v, want White's win", g.Result)
	}
	audit, err := s.DB.ResultChanges(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(audit); n == 0 || !strings.HasPrefix(audit[n-1].By, "desk@") || audit[n-1].New != tournament.WhiteWins {
		t.Fatalf("the audit trail: %+v", audit)
	}
	// A page that still showed no result may not replace a result entered since.
	s.SetResult(id, 1, 1, tournament.BlackWins)
	body = post(desk, deskToken, url.Values{"action": {"record"}, "was": {"w"}}, http.StatusUnprocessableEntity)
	if !strings.Contains(webtest.Plain(body), "Výsledek partie se od zobrazení této stránky změnil") {
		t.Errorf("a stale recording was not refused in Czech: %s", webtest.Plain(body))
	}
	if g := gameAt(t, s, id); g.Result != tournament.BlackWins {
		t.Fatalf("a stale recording replaced the result: %v", g.Result)
	}

	// The players' page shows the resumption and its count, without the forms.
	_, page = s.Get(s.Anon, board, http.StatusOK)
	if p := webtest.Plain(page); !strings.Contains(p, "Count of the settled position: W+2.5") || strings.Contains(page, `value="record"`) ||
		strings.Contains(page, `id="dispute-move"`) {
		t.Errorf("the public page: %s", p)
	}
	// The SGF export continues the game with the settling moves, the last with the count.
	_, sgfText := s.Get(s.Anon, board+".sgf", http.StatusOK)
	col, err := sgf.Parse([]byte(sgfText))
	if err != nil {
		t.Fatal(err)
	}
	line := col.Games[0].MainLine()
	var played []string
	for _, n := range line[len(line)-8:] {
		for _, id := range []string{"B", "W"} {
			if v, ok := n.Value(id); ok {
				played = append(played, id+"["+v+"]")
			}
		}
	}
	if got := strings.Join(played, ""); got != "B[bb]W[]B[ac]W[]B[cc]W[]B[bd]W[]" {
		t.Errorf("the exported continuation: %s", got)
	}
	if c, _ := line[len(line)-1].Value("C"); !strings.Contains(c, "W+2.5") || !strings.Contains(c, "pass stones: 4 for black, 0 for white") {
		t.Errorf("the export's last comment: %q", c)
	}
}

// revisionOf is the tournament's revision.
func revisionOf(t *testing.T, s *pageSite, id store.TournamentID) int64 {
	t.Helper()
	rev, err := s.DB.Revision(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return rev
}

// gameAt is the game at table 1 of round 1.
func gameAt(t *testing.T, s *pageSite, id store.TournamentID) tournament.Game {
	t.Helper()
	games, _, err := s.DB.Round(context.Background(), id, 1)
	if err != nil || len(games) == 0 {
		t.Fatalf("round 1: %v", err)
	}
	return games[0]
}

// cornerGame is a finished 9x9 game (komi 0) whose corner is unsettled: White's group D9,
// A8-D8 has the three-point eye space A9-C9 inside Black's area, and whoever plays B9 first
// decides it. Black's walls are row 7 (A7-D7) and column E, White's wall is column F, White's
// side G-J. White passed, then Black: White moves first when play resumes.
//
// SGF points: B9 = ba, D9 = da, A8-D8 = ab bb cb db, A7-D7 = ac bc cc dc.
const cornerGame = "(;GM[1]FF[4]SZ[9]KM[0]" +
	"AB[ea][eb][ec][ed][ee][ef][eg][eh][ei][ac][bc][cc][dc]" +
	"AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][da][ab][bb][cb][db]" +
	";W[];B[])"

// TestDisputeDefenderSaves: the director resumes play where White's corner is disputed;
// White plays B9 and lives, Black passes. Hand-worked count of the settled position
// (Japanese rules, komi 0): Black's territory is A1-D6, 4 columns of 6 rows = 24 points, no
// prisoner: 24. White's: G-J, 3 columns of 9 = 27 points, + the eyes A9 and C9 = 29
// territory, + 1 pass stone for Black's pass = 30. W+6. A record without moves does not say
// who moves first: the director must choose. The moves go through htmx too, whose answer is
// the dispute block (a refusal in it, since htmx shows only successful answers).
func TestDisputeDefenderSaves(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 0, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	post := func(form url.Values, want int, header ...string) string {
		t.Helper()
		resp, body := s.Post(s.Director, board+"/dispute", token, form, header...)
		if resp.StatusCode != want {
			t.Fatalf("%v: %d, want %d: %s", form, resp.StatusCode, want, webtest.Text(body))
		}
		return body
	}
	// A typed-in position: who moves first is asked.
	setup := "(;GM[1]FF[4]SZ[9]KM[0]AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi])"
	if resp, body := s.Upload(s.Director, board, token, []byte(setup)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	if _, page := s.Get(s.Director, board, http.StatusOK); !strings.Contains(webtest.Plain(page), "The record does not say whose turn it was: who moves first?") {
		t.Fatalf("the start form does not ask who moves first: %s", webtest.Plain(page))
	}
	if body := post(url.Values{"action": {"start"}}, http.StatusUnprocessableEntity); !strings.Contains(webtest.Plain(body), "Choose who moves first.") {
		t.Errorf("start without the first player: %s", webtest.Plain(body))
	}

	if resp, body := s.Upload(s.Director, board, token, []byte(cornerGame)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	post(url.Values{"action": {"start"}}, http.StatusSeeOther)
	htmx := []string{"HX-Request", "true"}
	block := post(url.Values{"action": {"move"}, "point": {"B9"}, "n": {"0"}}, http.StatusOK, htmx...)
	if !strings.HasPrefix(strings.TrimSpace(block), `<section id="dispute"`) || !strings.Contains(webtest.Plain(block), "White B9") ||
		!strings.Contains(webtest.Plain(block), "Black to play") {
		t.Fatalf("htmx's answer to B9: %s", block)
	}
	// Black may not fill the eye A9: suicide. The block says so; nothing changes.
	block = post(url.Values{"action": {"move"}, "point": {"a9"}, "n": {"1"}}, http.StatusOK, htmx...)
	if want := "Black cannot play A9: the stone would have no liberty (suicide). Nothing was changed."; !strings.Contains(webtest.Plain(block), want) {
		t.Errorf("the suicide's refusal lacks %q: %s", want, webtest.Plain(block))
	}
	if body := post(url.Values{"action": {"move"}, "point": {"K9"}}, http.StatusUnprocessableEntity); !strings.Contains(webtest.Plain(body), `"K9" is not a point of this board`) {
		t.Errorf("a point off the board: %s", webtest.Plain(body))
	}
	post(url.Values{"action": {"pass"}, "n": {"1"}}, http.StatusOK, htmx...)
	post(url.Values{"action": {"score"}}, http.StatusSeeOther)
	_, page := s.Get(s.Director, board, http.StatusOK)
	p := webtest.Plain(page)
	for _, want := range []string{
		"Count of the settled position: W+6 (White wins by 6)",
		"Territory 24 29 ",
		"Pass stones received 0 1 ",
		"Black stones removed as dead 0 ",
		"Total 24 30",
	} {
		if !strings.Contains(p, want) {
			t.Errorf("the settled count lacks %q: %s", want, p)
		}
	}
	post(url.Values{"action": {"record"}, "was": {"?"}}, http.StatusSeeOther)
	if g := gameAt(t, s, id); g.Result != tournament.WhiteWins {
		t.Fatalf("the game's result is %v, want White's win", g.Result)
	}
	_, page = s.Get(s.Director, board, http.StatusOK)
	if !strings.Contains(webtest.Plain(page), "recorded as the game's result") {
		t.Errorf("the recorded count is not said so: %s", webtest.Plain(page))
	}
	// Undo reopens the resumption: the count is gone until it is made again, and the
	// resumption can be abandoned, which leaves the game's record as it was uploaded.
	post(url.Values{"action": {"undo"}}, http.StatusSeeOther)
	if _, page = s.Get(s.Director, board, http.StatusOK); strings.Contains(webtest.Plain(page), "Count of the settled position") {
		t.Error("after undo the settled count is still shown")
	}
	post(url.Values{"action": {"cancel"}}, http.StatusSeeOther)
	rec, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(rec.Details, `"dispute"`) || rec.SGF != cornerGame {
		t.Errorf("after abandoning: %s", rec.Details)
	}
}

// TestBoardResultKeepsNewerResult: the board's "set the result to the computed one" sends the
// result the page showed; a result entered since is not replaced, and the refusal reads in
// the page's language.
func TestBoardResultKeepsNewerResult(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(webtest.DisputedGame)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	_, page := s.Get(s.Director, board, http.StatusOK)
	if !strings.Contains(page, `name="was" value="?"`) {
		t.Fatal("the result form does not send the result it shows")
	}
	s.SetResult(id, 1, 1, tournament.BlackWins) // entered at the desk meanwhile
	inCzech(s, s.Director)
	resp, body := s.Post(s.Director, board+"/result", token, url.Values{"decision": {"computed"}, "was": {"?"}})
	if resp.StatusCode != http.StatusConflict || !strings.Contains(webtest.Plain(body), "výsledek 1. kola u stolu 1 se od zobrazení této stránky změnil") {
		t.Errorf("a stale count: %d %s", resp.StatusCode, webtest.Plain(body))
	}
	if g := gameAt(t, s, id); g.Result != tournament.BlackWins {
		t.Fatalf("the newer result was replaced: %v", g.Result)
	}
	// With the page's result as it is now, the count (W+2.5) is recorded.
	if resp, _ := s.Post(s.Director, board+"/result", token, url.Values{"decision": {"computed"}, "was": {"b"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("recording: %d", resp.StatusCode)
	}
	if g := gameAt(t, s, id); g.Result != tournament.WhiteWins {
		t.Fatalf("the count was not recorded: %v", g.Result)
	}
}
