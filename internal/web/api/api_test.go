package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/api"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

func TestTournamentAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var created app.SettingsJSON
	s.Expect(s.Director, "POST", "/api/tournaments",
		map[string]any{"name": "Paris Go Tournament", "komi": 7.5, "bar": "3d", "rounds": 6, "begin": "2026-04-04"},
		http.StatusCreated, &created)
	if created.ID == 0 || created.Komi != 7.5 || created.Bar != "3d" || created.Rounds != 6 || created.Floor != "20k" ||
		created.Begin != "2026-04-04" || created.System != "mcmahon" {
		t.Fatalf("created %+v", created)
	}
	path := fmt.Sprintf("/api/tournaments/%d", created.ID)

	// PUT changes the fields given and keeps the others.
	var updated app.SettingsJSON
	s.Expect(s.Director, "PUT", path, map[string]any{"komi": 0.5, "handicap": map[string]any{"ceiling": 5}, "count_unplayed_as_half": true}, http.StatusOK, &updated)
	var got app.SettingsJSON
	s.Expect(s.Anon, "GET", path, nil, http.StatusOK, &got)
	if got.Komi != 0.5 || got.Handicap.Ceiling != 5 || got.Handicap.Kind != "mms" || got.Name != "Paris Go Tournament" || got.Rounds != 6 ||
		!got.CountUnplayedAsHalf || created.CountUnplayedAsHalf {
		t.Fatalf("after PUT: %+v", got)
	}

	var list []app.SettingsJSON
	s.Expect(s.Anon, "GET", "/api/tournaments", nil, http.StatusOK, &list)
	if len(list) != 1 || list[0].ID != created.ID || list[0].Players == nil || *list[0].Players != 0 {
		t.Fatalf("list %+v", list)
	}

	rev := s.Revision(int(created.ID))
	for _, tc := range []struct {
		body   any
		status int
		field  string
	}{
		{map[string]any{"bar": "4x"}, 400, "bar"},
		{map[string]any{"komi": 6.3}, 400, "komi"},
		{map[string]any{"komi": "6.5"}, 400, "komi"},
		{map[string]any{"rounds": 0}, 400, "rounds"},
		{map[string]any{"handicap": map[string]any{"kind": "big"}}, 400, "handicap.kind"},
		{map[string]any{"begin": "4 April"}, 400, "begin"},
		{map[string]any{"colour": "red"}, 400, "colour"},
		{"{", 400, ""},
	} {
		s.ExpectError(s.Director, "PUT", path, tc.body, tc.status, tc.field)
	}
	if s.Revision(int(created.ID)) != rev {
		t.Fatal("a refused update changed the tournament")
	}
	s.ExpectError(s.Director, "POST", "/api/tournaments", map[string]any{"name": " "}, 400, "name")
	s.ExpectError(s.Anon, "GET", "/api/tournaments/99", nil, 404, "")
	s.ExpectError(s.Anon, "GET", "/api/tournaments/x", nil, 404, "tournament")

	s.Expect(s.Director, "DELETE", path, nil, http.StatusNoContent, nil)
	s.ExpectError(s.Anon, "GET", path, nil, 404, "")
	// Unknown routes and methods answer in JSON too.
	s.ExpectError(s.Anon, "GET", "/api/nothing", nil, 404, "")
	s.ExpectError(s.Director, "PATCH", "/api/tournaments", nil, 405, "")
}

func TestPlayerAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno", 0)
	players := fmt.Sprintf("/api/tournaments/%d/players", id)
	var p app.PlayerJSON
	s.Expect(s.Director, "POST", players, map[string]any{
		"name": "Dvořák", "first_name": "Jiří", "rank": "2 dan", "club": "Brno", "country": "CZ", "absent": []int{4},
	}, http.StatusCreated, &p)
	if p.ID == 0 || p.Rank != "2d" || p.Status != "final" || len(p.Absent) != 1 {
		t.Fatalf("created %+v", p)
	}
	rev := s.Revision(id)
	s.ExpectError(s.Director, "POST", players, map[string]any{"name": "DVOŘÁK", "first_name": "Jiří", "rank": "1k"}, 409, "name")
	s.ExpectError(s.Director, "POST", players, map[string]any{"name": "Novák", "rank": "0k"}, 400, "rank")
	s.ExpectError(s.Director, "POST", players, map[string]any{"name": "Novák", "rank": "31 kyu"}, 400, "rank")
	s.ExpectError(s.Director, "POST", players, map[string]any{"name": "Novák", "rank": "3k", "mms_correction": 5}, 400, "mms_correction")
	s.ExpectError(s.Director, "POST", players, map[string]any{"name": "", "rank": "3k"}, 400, "name")
	s.ExpectError(s.Director, "POST", players, map[string]any{"name": "Novák", "rank": "3k", "status": "maybe"}, 400, "status")
	s.ExpectError(s.Director, "POST", "/api/tournaments/99/players", map[string]any{"name": "Novák", "rank": "3k"}, 404, "")
	if s.Revision(id) != rev {
		t.Fatal("a refused registration changed the tournament")
	}

	one := fmt.Sprintf("%s/%d", players, p.ID)
	var up app.PlayerJSON
	s.Expect(s.Director, "PUT", one, map[string]any{"rank": "3d", "absent": []int{}}, http.StatusOK, &up)
	if up.Rank != "3d" || up.Name != "Dvořák" || up.Club != "Brno" || len(up.Absent) != 0 {
		t.Fatalf("updated %+v", up)
	}
	var list []app.PlayerJSON
	s.Expect(s.Anon, "GET", players, nil, http.StatusOK, &list)
	if len(list) != 1 || list[0].Rank != "3d" {
		t.Fatalf("players %+v", list)
	}
	var single app.PlayerJSON
	s.Expect(s.Anon, "GET", one, nil, http.StatusOK, &single)
	if single.ID != p.ID || single.Rank != "3d" {
		t.Fatalf("player %+v", single)
	}
	s.ExpectError(s.Anon, "GET", players+"/0", nil, 404, "player")
	s.Expect(s.Director, "DELETE", one, nil, http.StatusNoContent, nil)
	s.ExpectError(s.Director, "DELETE", one, nil, 404, "")
	s.ExpectError(s.Director, "PUT", one, map[string]any{"rank": "3d"}, 404, "")
}

func TestRoundsAndResults(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Round test", 9)
	round1 := fmt.Sprintf("/api/tournaments/%d/rounds/1", id)

	var r api.RoundJSON
	s.Expect(s.Director, "POST", round1+"/pairing", nil, http.StatusCreated, &r)
	if r.Round != 1 || len(r.Games) != 4 || r.Bye == nil {
		t.Fatalf("pairing %+v", r)
	}
	seen := map[int]bool{int(*r.Bye): true}
	for i, g := range r.Games {
		if g.Table != i+1 || g.Result != "?" || seen[int(g.White)] || seen[int(g.Black)] || g.WhiteName == "" {
			t.Fatalf("game %+v", g)
		}
		seen[int(g.White)], seen[int(g.Black)] = true, true
	}
	if len(seen) != len(players) {
		t.Fatalf("%d players in the round, want %d", len(seen), len(players))
	}
	s.ExpectError(s.Director, "POST", round1+"/pairing", nil, 409, "round")
	s.ExpectError(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/6/pairing", id), nil, 404, "round")

	s.Expect(s.Director, "PUT", round1+"/games/2/result", map[string]any{"result": "b"}, http.StatusOK, nil)
	s.Expect(s.Director, "PUT", round1+"/games/3/result", map[string]any{"result": "w", "by_default": true}, http.StatusOK, nil)
	rev := s.Revision(id)
	s.ExpectError(s.Director, "PUT", round1+"/games/9/result", map[string]any{"result": "w"}, 404, "table")
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/2/games/1/result", id), map[string]any{"result": "w"}, 404, "table")
	s.ExpectError(s.Director, "PUT", round1+"/games/2/result", map[string]any{"result": "white"}, 400, "result")
	s.ExpectError(s.Director, "PUT", round1+"/games/2/result", map[string]any{}, 400, "result")
	s.ExpectError(s.Director, "PUT", round1+"/games/2/result", map[string]any{"result": "w", "by_default": "yes"}, 400, "by_default")
	if s.Revision(id) != rev {
		t.Fatal("a refused result changed the tournament")
	}

	var got api.RoundJSON
	s.Expect(s.Anon, "GET", round1+"/pairing", nil, http.StatusOK, &got)
	if got.Games[1].Result != "b" || got.Games[2].Result != "w" || !got.Games[2].ByDefault || got.Games[0].Result != "?" {
		t.Fatalf("results %+v", got.Games)
	}

	// Standings after round 1: the winners lead, by the McMahon score.
	var st api.StandingsJSON
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/standings?round=1", id), nil, http.StatusOK, &st)
	if st.Round != 1 || strings.Join(st.Criteria, ",") != "MMS,SOSM,SOSOSM" || len(st.Standings) != 9 {
		t.Fatalf("standings %+v", st)
	}
	winner := got.Games[1].Black
	for _, line := range st.Standings {
		if line.Player == winner && line.Score != line.Values["MMS"] {
			t.Fatalf("score is not the MMS: %+v", line)
		}
		if line.Place < 1 || line.Rank == "" || line.Name == "" {
			t.Fatalf("standing %+v", line)
		}
	}
	s.ExpectError(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/standings?round=9", id), nil, 400, "round")

	resp, body := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/standings.xlsx", id), nil)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != public.XLSXType || !strings.HasPrefix(string(body), "PK") {
		t.Fatalf("xlsx: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}

	// Unpairing removes the round; it can then be paired again, here with some players only.
	s.Expect(s.Director, "DELETE", round1+"/pairing", nil, http.StatusNoContent, nil)
	s.Expect(s.Anon, "GET", round1+"/pairing", nil, http.StatusOK, &got)
	if len(got.Games) != 0 || got.Bye != nil {
		t.Fatalf("unpaired round %+v", got)
	}
	s.Expect(s.Director, "POST", round1+"/pairing", map[string]any{"players": players[:4]}, http.StatusCreated, &r)
	if len(r.Games) != 2 || r.Bye != nil {
		t.Fatalf("pairing of 4 players %+v", r)
	}
	s.ExpectError(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/2/pairing", id), map[string]any{"players": []int{99999}}, 400, "players")
}

func TestUploadSGF(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("SGF", 2)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"board_size": 9}, http.StatusOK, nil)
	round1 := fmt.Sprintf("/api/tournaments/%d/rounds/1", id)
	s.Expect(s.Director, "POST", round1+"/pairing", nil, http.StatusCreated, nil)

	// Black owns the left side (column C wall), White the right (column G wall) of a 9x9 board.
	var moves strings.Builder
	for y := 0; y < 9; y++ {
		fmt.Fprintf(&moves, ";B[c%c];W[g%c]", 'a'+y, 'a'+y)
	}
	game := "(;GM[1]FF[4]SZ[9]RE[W+R]" + moves.String() + ";B[];W[])"
	var score app.ScoreJSON
	s.Expect(s.Director, "POST", round1+"/games/1/sgf", game, http.StatusOK, &score)
	// Black: 2 columns of territory (18); White: 2 columns (18) plus komi.
	if score.Black.Territory != 18 || score.White.Territory != 18 || !strings.HasPrefix(score.Result, "W+") {
		t.Fatalf("score %+v", score)
	}
	if score.Uncertain == nil || len(score.Uncertain) != 0 {
		t.Errorf("uncertain %v, want [] (two walls, nothing in doubt)", score.Uncertain)
	}
	rec, err := s.DB.LatestGameRecord(context.Background(), store.TournamentID(id), 1, 1)
	if err != nil || rec.SGF != game || rec.Score != score.Result {
		t.Fatalf("stored record %+v, %v", rec, err)
	}
	s.ExpectError(s.Director, "POST", round1+"/games/1/sgf", "(;GM[1]SZ[9];B[cc", 400, "sgf")
	s.ExpectError(s.Director, "POST", round1+"/games/1/sgf", "not an sgf", 400, "sgf")
	s.ExpectError(s.Director, "POST", round1+"/games/7/sgf", game, 404, "table")
	// A game of another board size is not this tournament's: SZ[19], or no SZ (19 by default).
	for _, other := range []string{"(;GM[1]FF[4]SZ[19];B[dd];W[pp])", "(;GM[1]FF[4];B[dd];W[pp])"} {
		var e app.ErrorJSON
		s.Expect(s.Director, "POST", round1+"/games/1/sgf", other, 400, &e)
		if e.Field != "sgf" || !strings.Contains(e.Error, "19x19") || !strings.Contains(e.Error, "9x9") {
			t.Errorf("%s: error %+v, want field sgf naming 19x19 and 9x9", other, e)
		}
	}
	if rec2, _ := s.DB.LatestGameRecord(context.Background(), store.TournamentID(id), 1, 1); rec2 != rec {
		t.Fatal("a refused upload changed the stored record")
	}
	// A seki with an eye each: White's inner group (eye C9) and Black's (eye G9) share E9 and
	// E8. Nothing is dead, and the count lists both inner groups as uncertain.
	seki := webtest.SekiWithEyesGame
	var sekiScore app.ScoreJSON
	s.Expect(s.Director, "POST", round1+"/games/1/sgf", seki, http.StatusOK, &sekiScore)
	if got, want := strings.Join(sekiScore.Uncertain, " "), "B9 D9 F9 H9 B8 C8 D8 F8 G8 H8 D7 E7 F7"; got != want || sekiScore.DeadFrom != "estimated" {
		t.Errorf("seki: uncertain %s (%s), want %s", got, sekiScore.DeadFrom, want)
	}
	if rec, _ := s.DB.LatestGameRecord(context.Background(), store.TournamentID(id), 1, 1); !strings.Contains(rec.Details, `"uncertain":["B9"`) {
		t.Errorf("stored details %s lack the uncertain stones", rec.Details)
	}
}

// A rule set the engine does not know is refused when the settings are written, with the
// names it knows, rather than breaking the board pages later.
func TestTournamentAPIRules(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	for _, body := range []map[string]any{
		{"name": "X", "rules": "klingon"},
		{"name": "X", "rules": ""},
		{"name": "X", "board_size": 26},
	} {
		var e app.ErrorJSON
		s.Expect(s.Director, "POST", "/api/tournaments", body, http.StatusBadRequest, &e)
		field := "rules"
		if body["board_size"] != nil {
			field = "board_size"
		}
		if e.Field != field {
			t.Fatalf("POST %v: error %+v, want field %q", body, e, field)
		}
		if field == "rules" && (!strings.Contains(e.Error, "japanese") || !strings.Contains(e.Error, "chinese")) {
			t.Errorf("POST %v: message %q does not list the rule sets", body, e.Error)
		}
	}
	var list []app.SettingsJSON
	s.Expect(s.Anon, "GET", "/api/tournaments", nil, http.StatusOK, &list)
	if len(list) != 0 {
		t.Fatalf("refused tournaments were stored: %+v", list)
	}
	var created app.SettingsJSON
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "X", "rules": "chinese"}, http.StatusCreated, &created)
	path := fmt.Sprintf("/api/tournaments/%d", created.ID)
	rev := s.Revision(int(created.ID))
	s.ExpectError(s.Director, "PUT", path, map[string]any{"rules": "klingon"}, 400, "rules")
	if s.Revision(int(created.ID)) != rev {
		t.Fatal("a refused update changed the tournament")
	}
	var got app.SettingsJSON
	s.Expect(s.Anon, "GET", path, nil, http.StatusOK, &got)
	if got.Rules != "chinese" {
		t.Fatalf("rules after a refused update: %q", got.Rules)
	}
}

// Absences name rounds of the tournament: round 6 of a 5-round tournament is refused, on
// registration and on update, and nothing changes.
func TestPlayerAPIAbsentRounds(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj app.SettingsJSON
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Five", "rounds": 5}, http.StatusCreated, &tj)
	id := int(tj.ID)
	players := fmt.Sprintf("/api/tournaments/%d/players", id)
	rev := s.Revision(id)
	for _, absent := range [][]int{{6}, {20}, {0}, {2, 6}} {
		var e app.ErrorJSON
		s.Expect(s.Director, "POST", players, map[string]any{"name": "Novák", "rank": "3k", "absent": absent}, 400, &e)
		if e.Field != "absent" || !strings.Contains(e.Error, "does not exist") || (absent[len(absent)-1] > 5 && !strings.Contains(e.Error, "1 to 5")) {
			t.Fatalf("absent %v: error %+v", absent, e)
		}
	}
	if s.Revision(id) != rev {
		t.Fatal("a refused registration changed the tournament")
	}
	var p app.PlayerJSON
	s.Expect(s.Director, "POST", players, map[string]any{"name": "Novák", "rank": "3k", "absent": []int{5}}, http.StatusCreated, &p)
	one := fmt.Sprintf("%s/%d", players, p.ID)
	rev = s.Revision(id)
	s.ExpectError(s.Director, "PUT", one, map[string]any{"absent": []int{1, 6}}, 400, "absent")
	if s.Revision(id) != rev {
		t.Fatal("a refused update changed the tournament")
	}
	var got app.PlayerJSON
	s.Expect(s.Anon, "GET", one, nil, http.StatusOK, &got)
	if len(got.Absent) != 1 || got.Absent[0] != 5 {
		t.Fatalf("absent after a refused update: %v", got.Absent)
	}
	s.Expect(s.Director, "PUT", one, map[string]any{"absent": []int{1, 2}}, http.StatusOK, &got)
	if len(got.Absent) != 2 {
		t.Fatalf("absent %v", got.Absent)
	}
}

// PUT answers with the same fields as GET and POST, the number of players included.
func TestTournamentAPIUpdateAnswer(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Answer", 3)
	path := fmt.Sprintf("/api/tournaments/%d", id)
	var get, put map[string]any
	s.Expect(s.Anon, "GET", path, nil, http.StatusOK, &get)
	s.Expect(s.Director, "PUT", path, map[string]any{"komi": 7.5}, http.StatusOK, &put)
	if put["players"] != float64(3) {
		t.Fatalf("PUT answer players %v, want 3: %v", put["players"], put)
	}
	for k := range get {
		if _, ok := put[k]; !ok {
			t.Errorf("PUT answer has no %q, GET has", k)
		}
	}
	for k := range put {
		if _, ok := get[k]; !ok {
			t.Errorf("PUT answer has %q, GET has not", k)
		}
	}
}
