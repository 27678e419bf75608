package api_test

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// A director issues and revokes links; a wrong, revoked or replaced link is 404 with the same
// answer as a token never issued; the link's JSON shows the player.
func TestPlayerLinkAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, pids := s.CreateTournament("Links", 4)
	s.ExpectError(s.Anon, "POST", fmt.Sprintf("/api/tournaments/%d/players/%d/link", id, pids[0]), nil, http.StatusUnauthorized, "")
	link := s.LinkOf(id, pids[0])
	var v webtest.PlayerView
	s.Expect(s.Anon, "GET", "/api"+link, nil, http.StatusOK, &v)
	if v.Player.ID != pids[0] || v.Player.Name != "Player000" || v.SelfReport != "off" || v.CheckInRound != 1 || v.Game != nil {
		t.Fatalf("view %+v", v)
	}
	_, never := s.Do(s.Anon, "GET", "/api/p/"+strings.Repeat("A", 43), nil)
	again := s.LinkOf(id, pids[0])
	resp, replaced := s.Do(s.Anon, "GET", "/api"+link, nil)
	if resp.StatusCode != http.StatusNotFound || string(replaced) != string(never) {
		t.Fatalf("the replaced link: %d %s, want the answer of one never issued %s", resp.StatusCode, replaced, never)
	}
	s.Expect(s.Director, "DELETE", fmt.Sprintf("/api/tournaments/%d/players/%d/link", id, pids[0]), nil, http.StatusNoContent, nil)
	resp, revoked := s.Do(s.Anon, "GET", "/api"+again, nil)
	if resp.StatusCode != http.StatusNotFound || string(revoked) != string(never) {
		t.Fatalf("the revoked link: %d %s", resp.StatusCode, revoked)
	}
	resp, page := s.Do(s.Anon, "GET", again, nil)
	_, pageNever := s.Do(s.Anon, "GET", "/p/"+strings.Repeat("A", 43), nil)
	if resp.StatusCode != http.StatusNotFound || string(page) != string(pageNever) {
		t.Fatalf("the revoked link's page: %d", resp.StatusCode)
	}
	// The setting: off, confirm, auto; anything else is refused by name.
	s.SetSelfReport(id, "confirm")
	var tj app.SettingsJSON
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d", id), nil, http.StatusOK, &tj)
	if tj.SelfReport != "confirm" {
		t.Fatalf("self_report %q", tj.SelfReport)
	}
	rev := s.Revision(id)
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"self_report": "yes"}, http.StatusBadRequest, "self_report")
	if s.Revision(id) != rev {
		t.Fatal("a refused setting changed the tournament")
	}
}

// Players check in through their links before the round is paired; the director pairs only
// them, and the others are absent from the round.
func TestCheckInFeedsThePairing(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, pids := s.CreateTournament("Check-in", 6)
	links := make([]string, len(pids))
	for i, p := range pids {
		links[i] = s.LinkOf(id, p)
	}
	// A player checked in by the desk, four through their links (one twice, one taking it back).
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/checkins", id), map[string]any{"player": pids[0]}, http.StatusNoContent, nil)
	for _, i := range []int{1, 2, 3, 3, 4} {
		var v webtest.PlayerView
		s.Expect(s.Anon, "POST", "/api"+links[i]+"/checkin", map[string]any{"round": 1}, http.StatusOK, &v)
		if !slices.Contains(v.CheckedIn, 1) {
			t.Fatalf("player %d: checked in %v", i, v.CheckedIn)
		}
	}
	var v webtest.PlayerView
	s.Expect(s.Anon, "DELETE", "/api"+links[4]+"/checkin", map[string]any{"round": 1}, http.StatusOK, &v)
	if len(v.CheckedIn) != 0 {
		t.Fatalf("after taking it back: %v", v.CheckedIn)
	}
	s.ExpectError(s.Anon, "POST", "/api"+links[5]+"/checkin", map[string]any{"round": 9}, http.StatusBadRequest, "round")
	s.ExpectError(s.Anon, "POST", "/api"+links[5]+"/checkin", map[string]any{}, http.StatusBadRequest, "round")
	var rj struct {
		Games []struct{ White, Black int }
		Bye   *int
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), map[string]any{"checked_in": true}, http.StatusCreated, &rj)
	var paired []int
	for _, g := range rj.Games {
		paired = append(paired, g.White, g.Black)
	}
	slices.Sort(paired)
	if !slices.Equal(paired, pids[:4]) || rj.Bye != nil {
		t.Fatalf("paired %v bye %v, want the four checked in %v", paired, rj.Bye, pids[:4])
	}
	for i, p := range pids {
		var pj struct{ Absent []int }
		s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players/%d", id, p), nil, http.StatusOK, &pj)
		if want := i >= 4; slices.Contains(pj.Absent, 1) != want {
			t.Errorf("player %d absent %v, want absent from round 1: %v", i, pj.Absent, want)
		}
	}
	// The round is paired: check-in for it is closed; the next round is open.
	s.ExpectError(s.Anon, "POST", "/api"+links[5]+"/checkin", map[string]any{"round": 1}, http.StatusConflict, "round")
	s.Expect(s.Anon, "GET", "/api"+links[5], nil, http.StatusOK, &v)
	if !v.Absent || v.Game != nil || v.CheckInRound != 2 {
		t.Fatalf("the late player's view %+v", v)
	}
	var rep struct {
		CheckedIn []int `json:"checked_in"`
	}
	s.Expect(s.Director, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/reports", id), nil, http.StatusOK, &rep)
	if len(rep.CheckedIn) != 4 {
		t.Fatalf("checked in %v", rep.CheckedIn)
	}
}

// Under "auto" two agreeing reports record the result (the standings follow); disagreeing ones
// are a conflict the desk sees, and its result settles it; a report contrary to the desk's
// result is a conflict too. Every report is in the audit trail with the player's name.
func TestReportsAuto(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, links, players := webtest.ReportRound(t, s.Server, "auto")
	if v := s.Report(links[0][0], "won", http.StatusOK); v.Game == nil || v.Game.Report != "won" || v.Game.State != "waiting" || v.Game.Colour != "white" {
		t.Fatalf("first report: %+v", v.Game)
	}
	if v := s.Report(links[0][1], "lost", http.StatusOK); v.Game.State != "recorded" || v.Game.Result != "w" {
		t.Fatalf("agreeing report: %+v", v.Game)
	}
	if got := s.TableResult(id, 1); got != "w" {
		t.Fatalf("table 1: %q, want w", got)
	}
	var st struct {
		Players []struct {
			ID  int
			NBW float64
		}
	}
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/standings", id), nil, http.StatusOK, &st)
	for _, p := range st.Players {
		if p.ID == players[0][0] && p.NBW != 1 {
			t.Errorf("the winner's standings line: %+v", p)
		}
	}
	// Table 2: both say they won.
	s.Report(links[1][0], "won", http.StatusOK)
	if v := s.Report(links[1][1], "won", http.StatusOK); v.Game.State != "conflict" {
		t.Fatalf("disagreeing reports: %+v", v.Game)
	}
	if got := s.TableResult(id, 2); got != "?" {
		t.Fatalf("a conflict recorded %q", got)
	}
	var rep struct {
		Games []struct {
			Table       int
			State       string
			WhiteReport *struct{ Result string } `json:"white_report"`
		}
	}
	s.Expect(s.Director, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/reports", id), nil, http.StatusOK, &rep)
	if rep.Games[1].State != "conflict" || rep.Games[1].WhiteReport == nil || rep.Games[1].WhiteReport.Result != "won" {
		t.Fatalf("the desk's view: %+v", rep.Games)
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/2/result", id), map[string]any{"result": "b"}, http.StatusOK, nil)
	s.Expect(s.Director, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/reports", id), nil, http.StatusOK, &rep)
	if rep.Games[1].State != "settled" {
		t.Fatalf("after the desk's result: %s", rep.Games[1].State)
	}
	// Table 1 has "w"; White now says he lost: a conflict, and the result stays.
	if v := s.Report(links[0][0], "lost", http.StatusOK); v.Game.State != "conflict" || v.Game.Result != "w" {
		t.Fatalf("contrary to the desk: %+v", v.Game)
	}
	// The audit page names the players who reported.
	_, body := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/rounds/1/audit", id), nil)
	if !strings.Contains(string(body), "players&#39; reports: Player") && !strings.Contains(string(body), "players' reports: Player") {
		t.Errorf("the audit page does not name the reporting players")
	}
	// Every report is on it: five, the latest first, White of table 1 changing his mind.
	if n := strings.Count(string(body), "<td class=\"hide-phone\">#"); n != 5 {
		t.Errorf("the audit page lists %d reports, want 5", n)
	}
}

// Under "confirm" agreeing reports wait for the desk's approval; the same report twice is
// stored once; a revoked link reports nothing; a report after a re-pairing is void.
func TestReportsConfirm(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, links, players := webtest.ReportRound(t, s.Server, "confirm")
	s.Report(links[0][0], "lost", http.StatusOK)
	s.Report(links[0][0], "lost", http.StatusOK)
	if v := s.Report(links[0][1], "won", http.StatusOK); v.Game.State != "approval" || v.Game.Result != "?" {
		t.Fatalf("agreeing under confirm: %+v", v.Game)
	}
	var v webtest.PlayerView
	s.Expect(s.Anon, "GET", "/api"+links[0][0], nil, http.StatusOK, &v)
	if len(v.Reports) != 1 {
		t.Fatalf("the same report twice: %+v", v.Reports)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/approve", id), nil, http.StatusNoContent, nil)
	if got := s.TableResult(id, 1); got != "b" {
		t.Fatalf("approved: %q", got)
	}
	s.ExpectError(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/approve", id), nil, http.StatusConflict, "table")
	// A revoked link: 404, nothing stored.
	s.Expect(s.Director, "DELETE", fmt.Sprintf("/api/tournaments/%d/players/%d/link", id, players[1][0]), nil, http.StatusNoContent, nil)
	rev := s.Revision(id)
	s.ExpectError(s.Anon, "POST", "/api"+links[1][0]+"/report", map[string]any{"round": 1, "result": "won"}, http.StatusNotFound, "")
	if s.Revision(id) != rev {
		t.Fatal("a revoked link changed the tournament")
	}
	// Table 2's black reports; the round is paired again: his report is void and says so.
	s.Report(links[1][1], "won", http.StatusOK)
	s.Expect(s.Director, "DELETE", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusNoContent, nil)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.Expect(s.Anon, "GET", "/api"+links[1][1], nil, http.StatusOK, &v)
	if v.Game == nil || !v.Game.VoidReport || v.Game.Report != "" || len(v.Reports) != 1 || !v.Reports[0].Void {
		t.Fatalf("after the re-pairing: %+v %+v", v.Game, v.Reports)
	}
	// A report naming the opponent the old page showed is refused.
	old := players[1][0]
	if v.Game.Opponent.ID == old {
		old = players[0][0]
	}
	s.ExpectError(s.Anon, "POST", "/api"+links[1][1]+"/report", map[string]any{"round": 1, "result": "won", "opponent": old}, http.StatusConflict, "round")
	// Reports refused: an unknown result, the round without a game, off.
	s.ExpectError(s.Anon, "POST", "/api"+links[1][1]+"/report", map[string]any{"round": 1, "result": "win"}, http.StatusBadRequest, "result")
	s.ExpectError(s.Anon, "POST", "/api"+links[1][1]+"/report", map[string]any{"round": 2, "result": "won"}, http.StatusNotFound, "round")
	s.SetSelfReport(id, "off")
	s.ExpectError(s.Anon, "POST", "/api"+links[1][1]+"/report", map[string]any{"round": 1, "result": "won"}, http.StatusConflict, "self_report")
}

// A link past its rate is refused with 429, as is an address past its own; other links go on.
func TestPlayerLinkRateLimit(t *testing.T) {
	s := newTestServer(t)
	id, pids := s.CreateTournament("Limited links", 2)
	a, b := s.LinkOf(id, pids[0]), s.LinkOf(id, pids[1])
	srv, err := web.New(s.DB, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		LinkRate: app.RateLimit{PerSecond: 0.001, Burst: 3}, LinkAddressRate: app.RateLimit{PerSecond: 0.001, Burst: 5}})
	if err != nil {
		t.Fatal(err)
	}
	get := func(remote, path string) int {
		req := httptest.NewRequest("GET", path, nil)
		req.RemoteAddr = remote
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		return rec.Code
	}
	for i := range 3 {
		if code := get("192.0.2.1:1", "/api"+a); code != http.StatusOK {
			t.Fatalf("request %d: %d", i+1, code)
		}
	}
	if code := get("192.0.2.2:1", "/api"+a); code != http.StatusTooManyRequests {
		t.Fatalf("the link past its rate from another address: %d", code)
	}
	if code := get("192.0.2.1:1", "/api"+b); code != http.StatusOK {
		t.Fatalf("another link: %d", code)
	}
	get("192.0.2.1:1", b) // the address's fifth
	if code := get("192.0.2.1:1", b); code != http.StatusTooManyRequests {
		t.Fatalf("the address past its rate: %d", code)
	}
}
