package director_test

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/xuri/excelize/v2"
)

func TestPairEnterResultsAuditAndStandings(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Rounds")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)

	resp, body := s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	page := s.DirSeeOther(resp, body, base+"/rounds/1")
	if !strings.Contains(page, "Round 1 paired: 3 games.") {
		t.Fatalf("after pairing: %s", page)
	}
	games := s.DirLoad(id).RoundGames(1)
	if len(games) != 3 {
		t.Fatalf("%d games stored", len(games))
	}
	// Two players of each rank: round 1 pairs equal McMahon scores, so every game is even with
	// the tournament's komi (docs/PAIRING.md "Handicap and komi": MMS difference 0).
	for _, g := range games {
		if g.Handicap != 0 || g.Komi != 13 {
			t.Errorf("table %d: handicap %d komi %d, want an even game with komi 6.5", g.Table, g.Handicap, g.Komi)
		}
	}
	// Pairing an already paired round again only pairs who is left: nobody.
	resp, body = s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	if page = s.DirSeeOther(resp, body, base+"/rounds/1"); !strings.Contains(page, "Round 1 paired: 0 games.") {
		t.Fatalf("pairing again: %s", page)
	}

	// Keyboard entry: "1w", "2 f b", and a mistake that keeps the input.
	entry := base + "/rounds/1/results"
	resp, body = s.DirPost(entry, url.Values{"entry": {"1w"}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `<template><tr id="game-1" class="known" hx-swap-oob="true">`) ||
		!strings.Contains(body, "1-0") || !strings.Contains(body, "<strong>1 / 3</strong> results") {
		t.Fatalf("entry 1w: %d %s", resp.StatusCode, body)
	}
	resp, body = s.DirPost(entry, url.Values{"entry": {"2 f b"}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "0-1!") {
		t.Fatalf("entry 2 f b: %d %s", resp.StatusCode, body)
	}
	resp, body = s.DirPost(entry, url.Values{"entry": {"9w"}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "round 1 has no game at table 9") || !strings.Contains(body, `value="9w"`) {
		t.Fatalf("entry 9w: %d %s", resp.StatusCode, body)
	}
	resp, body = s.DirPost(entry, url.Values{"entry": {"3x"}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "is not a result") {
		t.Fatalf("entry 3x: %d %s", resp.StatusCode, body)
	}
	// Round 2 warns while round 1 has a game without result.
	if page = s.DirGet(base + "/rounds/2"); !strings.Contains(page, "Round 1 is not finished:</strong> 1 game has no result.") {
		t.Fatal("no warning for the missing result of round 1")
	}
	// A correction with the row's buttons, without htmx.
	resp, body = s.DirPost(base+"/rounds/1/games/1/result", url.Values{"result": {"b"}})
	s.DirSeeOther(resp, body, entry)
	// A jigo needs a whole komi: table 3 gets komi 7 first.
	resp, body = s.DirPost(base+"/rounds/1/games/3/handicap", url.Values{"handicap": {"0"}, "komi": {"7"}})
	s.DirSeeOther(resp, body, base+"/rounds/1")
	resp, body = s.DirPost(entry, url.Values{"entry": {"3="}})
	page = s.DirSeeOther(resp, body, entry)
	if !strings.Contains(page, "round complete") {
		t.Fatal("the results page does not say the round is complete")
	}
	got := s.DirLoad(id).RoundGames(1)
	want := []struct {
		r  tournament.Result
		bd bool
	}{{tournament.BlackWins, false}, {tournament.BlackWins, true}, {tournament.Jigo, false}}
	for i, g := range got {
		if g.Result != want[i].r || g.ByDefault != want[i].bd {
			t.Errorf("table %d: %v by default %v, want %v %v", g.Table, g.Result, g.ByDefault, want[i].r, want[i].bd)
		}
	}

	audit := s.DirGet(base + "/rounds/1/audit")
	// Latest first: table 3 jigo, table 1 corrected from 1-0 to 0-1, table 2 forfeit, table 1.
	order := []string{"<td class=\"num\">3</td>", "<td>1-0</td><td><strong>0-1</strong></td>", "<td><strong>0-1!</strong></td>", "<td>none</td><td><strong>1-0</strong></td>"}
	last := 0
	for _, o := range order {
		i := strings.Index(audit[last:], o)
		if i < 0 {
			t.Fatalf("audit trail lacks %q after position %d:\n%s", o, last, audit)
		}
		last += i
	}
	// The test's director logged in with the administrator's password: the user "admin".
	if !strings.Contains(audit, "admin@127.0.0.1") {
		t.Fatal("the audit trail does not name the user")
	}

	// Standings after round 1: winners (MMS start + 1) above; values per criterion.
	st := s.DirGet(base + "/standings?round=1")
	if !strings.Contains(st, "<th class=\"num\">MMS</th><th class=\"num\">SOSM</th><th class=\"num\">SOSOSM</th>") {
		t.Fatal("criteria are not the columns of the standings")
	}
}

func TestExportsDownload(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Exports")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	for table, r := range []string{"w", "b", "w"} {
		s.DirPost(base+"/rounds/1/results", url.Values{"entry": {fmt.Sprint(table+1, r)}})
	}
	for _, c := range []struct{ file, ctype, contains string }{
		{"standings.xlsx", public.XLSXType, ""},
		{"standings.csv", "text/csv; charset=utf-8", "Šťastný"},
		{"players.csv", "text/csv; charset=utf-8", "Ødegaard"},
		{"pairings-1.csv", "text/csv; charset=utf-8", "Lefèvre"},
		{"results.h9", "text/plain; charset=utf-8", "Łukasiewicz"},
		{"results.h9?charset=ISO-8859-1", "text/plain; charset=iso-8859-1", "Lef\xe8vre"},
		{"tournament.xml", "application/xml; charset=utf-8", "<Tournament"},
		{"aga.txt", "text/plain; charset=utf-8", ""},
	} {
		resp, body := s.Do(s.Director, "GET", base+"/export/"+c.file, nil)
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != c.ctype ||
			!strings.HasPrefix(resp.Header.Get("Content-Disposition"), "attachment") || !bytes.Contains(body, []byte(c.contains)) {
			t.Errorf("%s: %d %q %q, want %s containing %q", c.file, resp.StatusCode, resp.Header.Get("Content-Type"),
				resp.Header.Get("Content-Disposition"), c.ctype, c.contains)
		}
		if c.file == "standings.xlsx" {
			f, err := excelize.OpenReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			rows, err := f.GetRows(f.GetSheetName(0))
			if err != nil || len(rows) != 7 {
				t.Fatalf("standings sheet: %d rows, %v", len(rows), err)
			}
		}
	}
	resp, _ := s.Do(s.Director, "GET", base+"/export/pairings-9.csv", nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("pairings of round 9: %d, want 404", resp.StatusCode)
	}
	page := s.DirGet(base + "/downloads")
	// Ødegaard and Łukasiewicz do not fit ISO-8859-1: the page warns before sending.
	if !strings.Contains(page, "Łukasiewicz") {
		t.Fatalf("downloads page does not note the names outside ISO-8859-1:\n%s", page)
	}
}

func TestAdjustRoundByHand(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Adjust")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	before := s.DirLoad(id).RoundGames(1)

	resp, body := s.DirPost(base+"/rounds/1/swap", url.Values{"a": {"1"}, "b": {"2"}})
	s.DirSeeOther(resp, body, base+"/rounds/1")
	after := s.DirLoad(id).RoundGames(1)
	pair := func(g tournament.Game) [2]tournament.PlayerID {
		return [2]tournament.PlayerID{min(g.White, g.Black), max(g.White, g.Black)}
	}
	if pair(after[0]) != pair(tournament.Game{White: before[0].White, Black: before[1].Black}) ||
		pair(after[1]) != pair(tournament.Game{White: before[1].White, Black: before[0].Black}) {
		t.Fatalf("swap: tables 1 and 2 %v %v, were %v %v", after[0], after[1], before[0], before[1])
	}
	// Table 1 now joins a 3d and a 5k (the tables are ordered by strength): McMahon scores 32
	// and 25, pseudo ranks capped at 1d (30): 30 - 25 = 5, less the correction 1: 4 stones,
	// the 3d with White, komi 0.5.
	t1 := after[0]
	w, b := s.DirLoad(id).Player(t1.White), s.DirLoad(id).Player(t1.Black)
	if w.Rank.String() != "3d" || b.Rank.String() != "5k" || t1.Handicap != 4 || t1.Komi != 1 {
		t.Fatalf("swapped game %+v: White %s, Black %s", t1, w.Rank, b.Rank)
	}

	// Unpair table 3, then pair the two players left: a new game, the others untouched.
	resp, body = s.DirPost(base+"/rounds/1/games/3/unpair", nil)
	if page := s.DirSeeOther(resp, body, base+"/rounds/1"); !strings.Contains(page, "Players not yet paired in this round") {
		t.Fatal("the unpaired players are not offered for pairing")
	}
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	if n := len(s.DirLoad(id).RoundGames(1)); n != 3 {
		t.Fatalf("%d games after pairing the rest", n)
	}

	// Fix a game between the two 3d players; their opponents are left over.
	ps := s.DirLoad(id).Players
	resp, body = s.DirPost(base+"/rounds/1/fix", url.Values{"a": {fmt.Sprint(ps[0].ID)}, "b": {fmt.Sprint(ps[1].ID)}})
	s.DirSeeOther(resp, body, base+"/rounds/1")
	gs := s.DirLoad(id).RoundGames(1)
	if len(gs) != 2 || pair(gs[0]) != [2]tournament.PlayerID{ps[0].ID, ps[1].ID} || gs[0].Handicap != 0 {
		t.Fatalf("after fixing: %+v", gs)
	}

	// Colours, handicap by hand, renumbering.
	resp, body = s.DirPost(fmt.Sprintf("%s/rounds/1/games/%d/colours", base, gs[0].Table), nil)
	s.DirSeeOther(resp, body, base+"/rounds/1")
	resp, body = s.DirPost(fmt.Sprintf("%s/rounds/1/games/%d/handicap", base, gs[1].Table), url.Values{"handicap": {"2"}, "komi": {"0.5"}})
	s.DirSeeOther(resp, body, base+"/rounds/1")
	resp, body = s.DirPost(base+"/rounds/1/renumber", nil)
	s.DirSeeOther(resp, body, base+"/rounds/1")
	gs2 := s.DirLoad(id).RoundGames(1)
	if gs2[0].White != gs[0].Black || gs2[1].Handicap != 2 || gs2[1].Komi != 1 || gs2[0].Table != 1 || gs2[1].Table != 2 {
		t.Fatalf("after colours, handicap and renumbering: %+v", gs2)
	}

	// Why: the chosen pair's terms; they never met, so the duplicate term is full.
	why := s.DirGet(base + "/rounds/1/games/1/why")
	if !strings.Contains(why, "Never met before</td><td class=\"num good\">500\u202f000\u202f000\u202f000\u202f000</td>") {
		t.Fatalf("why page: %s", why)
	}

	// Re-pair from scratch, then delete the round.
	resp, body = s.DirPost(base+"/rounds/1/delete", url.Values{"repair": {"1"}})
	s.DirSeeOther(resp, body, base+"/rounds/1")
	if n := len(s.DirLoad(id).RoundGames(1)); n != 3 {
		t.Fatalf("%d games after re-pairing", n)
	}
	resp, body = s.DirPost(base+"/rounds/1/delete", nil)
	s.DirSeeOther(resp, body, base+"/rounds/1")
	if n := len(s.DirLoad(id).RoundGames(1)); n != 0 {
		t.Fatalf("%d games after deleting the round", n)
	}
}

func TestPresenceWithdrawAndDelete(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Presence")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	ps := s.DirLoad(id).Players
	// Everyone plays every round except player 1 in round 2 and player 2 in rounds 4-5.
	v := url.Values{}
	for _, p := range ps {
		for r := 1; r <= 5; r++ {
			if (p.ID == ps[0].ID && r == 2) || (p.ID == ps[1].ID && r >= 4) {
				continue
			}
			v.Add("play", fmt.Sprintf("%d:%d", p.ID, r))
		}
	}
	resp, body := s.DirPost(base+"/presence", v)
	if page := s.DirSeeOther(resp, body, base+"/presence"); !strings.Contains(page, "Presence saved: 2 players changed.") {
		t.Fatalf("presence: %s", page)
	}
	got := s.DirLoad(id).Players
	if fmt.Sprint(got[0].Absent, got[1].Absent, got[2].Absent) != "[2] [4 5] []" {
		t.Fatalf("absent %v %v %v", got[0].Absent, got[1].Absent, got[2].Absent)
	}
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	resp, body = s.DirPost(fmt.Sprintf("%s/players/%d/withdraw", base, ps[2].ID), nil)
	if page := s.DirSeeOther(resp, body, base+"/players"); !strings.Contains(page, "withdrawn from round 2 on") {
		t.Fatalf("withdraw: %s", page)
	}
	if a := s.DirLoad(id).Player(ps[2].ID).Absent; fmt.Sprint(a) != "[2 3 4 5]" {
		t.Fatalf("withdrawn player absent in %v", a)
	}
	// A paired player cannot be deleted; an edit keeps the absences.
	resp, body = s.DirPost(fmt.Sprintf("%s/players/%d/delete", base, ps[2].ID), nil)
	if page := s.DirSeeOther(resp, body, fmt.Sprintf("%s/players/%d", base, ps[2].ID)); !strings.Contains(page, "is paired in a round") {
		t.Fatalf("delete a paired player: %s", page)
	}
	resp, body = s.DirPost(fmt.Sprintf("%s/players/%d", base, ps[2].ID), url.Values{"name": {"Łukasiewicz"}, "first_name": {"Paweł"}, "rank": {"4k"}, "club": {"Kraków"}})
	s.DirSeeOther(resp, body, base+"/players")
	p := s.DirLoad(id).Player(ps[2].ID)
	if p.Rank.String() != "4k" || p.Club != "Kraków" || fmt.Sprint(p.Absent) != "[2 3 4 5]" {
		t.Fatalf("edited player %+v", p)
	}
}

func TestDemoAndDeleteTournament(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	resp, body := s.DirPost("/director/tournaments/demo", nil)
	var id int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d", &id); err != nil {
		t.Fatalf("demo: %d %s", resp.StatusCode, body)
	}
	tr := s.DirLoad(id)
	if len(tr.Players) != 40 || len(tr.RoundGames(1)) != 20 || len(tr.RoundGames(2)) != 20 {
		t.Fatalf("demo: %d players, %d and %d games", len(tr.Players), len(tr.RoundGames(1)), len(tr.RoundGames(2)))
	}
	for _, g := range tr.Games {
		if g.Result == tournament.Unknown {
			t.Fatalf("demo game without result: %+v", g)
		}
	}
	overview := s.DirGet(fmt.Sprintf("/director/tournaments/%d", id))
	if !strings.Contains(overview, "Demo tournament created") || !strings.Contains(overview, "20 / 20") {
		t.Fatalf("overview: %s", overview)
	}
	for _, path := range []string{"", "/players", "/presence", "/rounds/3", "/rounds/2/results", "/rounds/2/audit", "/standings", "/downloads", "/settings", "/delete"} {
		s.DirGet(fmt.Sprintf("/director/tournaments/%d%s", id, path))
	}
	resp, body = s.DirPost(fmt.Sprintf("/director/tournaments/%d/delete", id), url.Values{"confirm": {"wrong"}})
	s.DirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/delete", id))
	resp, body = s.DirPost(fmt.Sprintf("/director/tournaments/%d/delete", id), url.Values{"confirm": {tr.Settings.Name}})
	if page := s.DirSeeOther(resp, body, "/director"); !strings.Contains(page, "deleted.") {
		t.Fatal("no message after deleting")
	}
	if resp, _ := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d", id), nil); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("deleted tournament: %d", resp.StatusCode)
	}
}

func TestParseEntries(t *testing.T) {
	webtest.Parallel(t)
	for _, c := range []struct {
		in   string
		want string // table:result:ByDefault, space separated; "" for a refusal
	}{
		{"12w", "12:w:false"},
		{" 12 B ", "12:b:false"},
		{"7=", "7:=:false"},
		{"3fw", "3:w:true"},
		{"3 f b", "3:b:true"},
		{"3b!", "3:b:false"},
		{"9?", "9:?:false"},
		{"4+ 5-", "4:both-win:false 5:both-lose:false"},
		{"1w 2b, 3=;4fw", "1:w:false 2:b:false 3:=:false 4:w:true"},
		{"f?", ""}, {"12", ""}, {"w", ""}, {"12x", ""}, {"12 3w", ""}, {"1w x 2b", ""}, {"", ""},
	} {
		es, err := director.ParseEntries(c.in)
		var got []string
		for _, e := range es {
			got = append(got, fmt.Sprintf("%d:%s:%v", e.Table, e.Result, e.ByDefault))
		}
		if strings.Join(got, " ") != c.want || (err != nil) != (c.want == "") {
			t.Errorf("parseEntries(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

func TestSeveralResultsAtOnce(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Batch")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	// Tables 1 and 2 are stored, table 7 does not exist: the answer says both, keeps the
	// input, and swaps the two rows.
	resp, body := s.DirPost(base+"/rounds/1/results", url.Values{"entry": {"1w 2fb 7w 3b"}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "· but: round 1 has no game at table 7") ||
		!strings.Contains(body, `value="1w 2fb 7w 3b"`) || !strings.Contains(body, `<tr id="game-1"`) || !strings.Contains(body, `<tr id="game-2"`) ||
		strings.Contains(body, `<tr id="game-3"`) {
		t.Fatalf("batch with a mistake: %d %s", resp.StatusCode, body)
	}
	gs := s.DirLoad(id).RoundGames(1)
	if gs[0].Result != tournament.WhiteWins || gs[1].Result != tournament.BlackWins || !gs[1].ByDefault || gs[2].Result != tournament.Unknown {
		t.Fatalf("stored %+v", gs)
	}
}

// TestDirectorPagesEscapeNames registers players whose names are markup and opens every
// director page that shows them: the names must come out as text.
func TestDirectorPagesEscapeNames(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate(`<i>Cup</i>`)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	for _, name := range []string{`<script>alert("x")</script>`, `"><img src=x onerror=alert(1)>`} {
		resp, body := s.DirPost(base+"/players", url.Values{"name": {name}, "first_name": {"O'Brien"}, "rank": {"3k"}, "club": {`</td><td>XSS`}})
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("register %q: %d %s", name, resp.StatusCode, body)
		}
	}
	s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	s.DirPost(base+"/rounds/1/results", url.Values{"entry": {"1w"}})
	ps := s.DirLoad(id).Players
	for _, path := range []string{"", "/players", fmt.Sprintf("/players/%d", ps[0].ID), "/presence", "/rounds/1", "/rounds/1/results",
		"/rounds/1/audit", "/rounds/1/games/1/why", "/rounds/1/check", "/standings", "/downloads", "/settings", "/delete"} {
		page := s.DirGet(base + path)
		for _, raw := range []string{`<script>alert`, `<img src=x`, `<i>Cup`, `</td><td>XSS`} {
			if strings.Contains(page, raw) {
				t.Errorf("%s shows %q unescaped", path, raw)
			}
		}
	}
	if list := s.DirGet("/director"); strings.Contains(list, "<i>Cup") || !strings.Contains(list, "&lt;i&gt;Cup&lt;/i&gt;") {
		t.Error("the list of tournaments does not escape the name")
	}
}
