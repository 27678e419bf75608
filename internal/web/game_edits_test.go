package web_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/api"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestSwapColoursKeepsResult: "⇄ colours" on a game with a result is refused until the
// director confirms, then the winner stays the same person (Black won; after the swap he is
// White, so White wins), and the audit says who changed the round, in the reader's language.
func TestSwapColoursKeepsResult(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Colours")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	round := base + "/rounds/1"
	s.DirPost(round+"/pair", url.Values{"all": {"1"}})
	before := s.GameAt(id, 1, 1)
	if err := s.DB.SetResult(context.Background(), store.TournamentID(id), 1, 1, tournament.BlackWins, false, "desk"); err != nil {
		t.Fatal(err)
	}
	page := html.UnescapeString(s.DirGet(round))
	if !strings.Contains(page, "Table 1 has a result (0-1). Swap the colours? The same player keeps the win.") {
		t.Fatal("the colours button of a game with a result does not ask first")
	}

	// Without the confirmation: refused, nothing changed.
	resp, body := s.DirPost(round+"/games/1/colours", nil)
	page = html.UnescapeString(s.DirSeeOther(resp, body, round))
	if !strings.Contains(page, "Table 1 has a result (0-1): nothing was changed. Confirm to swap the colours") {
		t.Fatalf("no refusal on the page: %s", page)
	}
	want := before
	want.Result = tournament.BlackWins
	if g := s.GameAt(id, 1, 1); g != want {
		t.Fatalf("refused swap changed the game: %+v, was %+v", g, before)
	}

	// Confirmed: the colours change, the same person wins.
	resp, body = s.DirPost(round+"/games/1/colours", url.Values{"confirm": {"1"}})
	page = html.UnescapeString(s.DirSeeOther(resp, body, round))
	if !strings.Contains(page, "Colours changed at table 1; the result follows the players: 1-0.") {
		t.Fatalf("no message of the swap: %s", page)
	}
	g := s.GameAt(id, 1, 1)
	if g.White != before.Black || g.Black != before.White || g.Result != tournament.WhiteWins || g.ByDefault {
		t.Fatalf("after the swap %+v, was %+v with Black (%d) winning", g, before, before.Black)
	}
	changes, err := s.DB.ResultChanges(context.Background(), store.TournamentID(id))
	if err != nil {
		t.Fatal(err)
	}
	last := changes[len(changes)-1]
	if last.Old != tournament.BlackWins || last.New != tournament.WhiteWins || !strings.HasPrefix(last.By, "round saved: admin@") {
		t.Fatalf("audit line of the swap: %+v", last)
	}
	audit := html.UnescapeString(s.DirGet(round + "/audit"))
	if !strings.Contains(audit, "change of the round by admin@") || strings.Contains(audit, "round saved") {
		t.Fatalf("the audit does not name the director: %s", audit)
	}
	if cs := html.UnescapeString(s.DirGetIn("cs", round+"/audit")); !strings.Contains(cs, "změna kola: admin@") {
		t.Fatal("the audit's change of the round is not said in Czech")
	}
}

// TestSwapColoursWarnsOfBackwardHandicap: swapping the colours of a handicap game leaves the
// weaker player White giving stones; the message says so. An even game's swap says nothing
// of the handicap.
func TestSwapColoursWarnsOfBackwardHandicap(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Backwards")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	round := base + "/rounds/1"
	s.DirPost(round+"/pair", url.Values{"all": {"1"}})
	resp, body := s.DirPost(round+"/games/2/colours", nil)
	if page := s.DirSeeOther(resp, body, round); strings.Contains(page, "wrong way") {
		t.Fatal("an even game's swap warns of the handicap")
	}
	// A 3d against a 5k: the 3d takes White and gives 4 stones (as TestRoundAdjustments).
	s.DirPost(round+"/games/1/unpair", nil)
	s.DirPost(round+"/games/2/unpair", nil)
	ps := s.DirLoad(id).Players
	strong, weak := ps[0], ps[2]
	resp, body = s.DirPost(round+"/fix", url.Values{"a": {fmt.Sprint(weak.ID)}, "b": {fmt.Sprint(strong.ID)}})
	s.DirSeeOther(resp, body, round)
	var table int
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.White == strong.ID && g.Black == weak.ID && g.Handicap == 4 {
			table = g.Table
		}
	}
	if table == 0 {
		t.Fatalf("no 4-stone game of the 3d against the 5k: %+v", s.DirLoad(id).RoundGames(1))
	}
	resp, body = s.DirPost(fmt.Sprintf("%s/games/%d/colours", round, table), nil)
	page := html.UnescapeString(s.DirSeeOther(resp, body, round))
	want := fmt.Sprintf("Table %d: the handicap of 4 now runs the wrong way: %s takes White but is the weaker player against %s.",
		table, weak.FullName(), strong.FullName())
	if !strings.Contains(page, want) {
		t.Fatalf("no warning %q: %s", want, page)
	}
}

// TestUnpairPlayedGameAsksFirst: unpairing a game with a result is refused until confirmed
// (the button asks first); a game without a result is unpaired at once.
func TestUnpairPlayedGameAsksFirst(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Unpair")
	s.RegisterSix(id)
	round := fmt.Sprintf("/director/tournaments/%d/rounds/1", id)
	s.DirPost(round+"/pair", url.Values{"all": {"1"}})
	if err := s.DB.SetResult(context.Background(), store.TournamentID(id), 1, 2, tournament.WhiteWins, false, "desk"); err != nil {
		t.Fatal(err)
	}
	if page := html.UnescapeString(s.DirGet(round)); !strings.Contains(page, "Unpair table 2? Its result 1-0 is deleted.") {
		t.Fatal("the unpair button of a played game does not ask first")
	}
	resp, body := s.DirPost(round+"/games/2/unpair", nil)
	page := html.UnescapeString(s.DirSeeOther(resp, body, round))
	if !strings.Contains(page, "Table 2 has a result (1-0): nothing was changed. Confirm to unpair it") {
		t.Fatalf("no refusal: %s", page)
	}
	if g := s.GameAt(id, 1, 2); g.Result != tournament.WhiteWins {
		t.Fatalf("refused unpair changed the game: %+v", g)
	}
	resp, body = s.DirPost(round+"/games/1/unpair", nil)
	s.DirSeeOther(resp, body, round)
	resp, body = s.DirPost(round+"/games/2/unpair", url.Values{"confirm": {"1"}})
	s.DirSeeOther(resp, body, round)
	if gs := s.DirLoad(id).RoundGames(1); len(gs) != 1 || gs[0].Table != 3 {
		t.Fatalf("after unpairing tables 1 and 2: %+v", gs)
	}
}

// TestAuditKeepsPlayersAfterRenumbering: a result entered at table 2, then table 1 unpaired
// and the tables renumbered (the game moves to table 1, the game of table 3 to table 2): the
// audit line still names the two players of the game whose result it is.
func TestAuditKeepsPlayersAfterRenumbering(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Renumber")
	s.RegisterSix(id)
	round := fmt.Sprintf("/director/tournaments/%d/rounds/1", id)
	s.DirPost(round+"/pair", url.Values{"all": {"1"}})
	tn := s.DirLoad(id)
	played, other := s.GameAt(id, 1, 2), s.GameAt(id, 1, 3)
	if err := s.DB.SetResult(context.Background(), store.TournamentID(id), 1, 2, tournament.BlackWins, false, "desk"); err != nil {
		t.Fatal(err)
	}
	s.DirPost(round+"/games/1/unpair", nil)
	resp, body := s.DirPost(round+"/renumber", nil)
	s.DirSeeOther(resp, body, round)
	if g := s.GameAt(id, 1, 1); g.White != played.White {
		t.Fatalf("renumbering did not move the played game to table 1: %+v", g)
	}
	audit := html.UnescapeString(s.DirGet(round + "/audit"))
	names := func(g tournament.Game) string {
		return tn.Player(g.White).FullName() + " – " + tn.Player(g.Black).FullName()
	}
	if !strings.Contains(audit, names(played)) || strings.Contains(audit, names(other)) {
		t.Fatalf("the audit line does not name %q (or names %q): %s", names(played), names(other), audit)
	}
}

// TestDanglingApartPairRepaired: a pair kept apart that names a player no longer registered
// (left by a writer that deleted him without dropping the pair) neither blocks the settings
// nor survives their next save; deleting a player kept apart drops his pair.
func TestDanglingApartPairRepaired(t *testing.T) {
	s := newTestServer(t)
	id, ids := s.CreateTournament("Dangling", 3)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	resp, body := s.ApartPost(id, base+"/apart", ids[0], ids[1])
	s.DirSeeOther(resp, body, base+"/apart")
	resp, body = s.DirPost(fmt.Sprintf("%s/players/%d/delete", base, ids[0]), nil)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("delete: %d %s", resp.StatusCode, body)
	}
	if got := s.DirLoad(id).Settings.AvoidPairs; len(got) != 0 {
		t.Fatalf("the deleted player's pair stays: %v", got)
	}
	// A pair naming a player who is not there, as another writer left it.
	gone := ids[0]
	s.execSQL(fmt.Sprintf("UPDATE tournaments SET avoid_pairs = '[[%d,%d],[%d,%d]]' WHERE id = %d", ids[1], ids[2], gone, ids[2], id))
	resp, body = s.DirPost(base+"/settings", webtest.SettingsValues("Dangling"))
	s.DirSeeOther(resp, body, base+"/settings")
	want := []tournament.PlayerPair{{tournament.PlayerID(ids[1]), tournament.PlayerID(ids[2])}}
	if got := s.DirLoad(id).Settings.AvoidPairs; !slices.Equal(got, want) {
		t.Fatalf("pairs kept apart after the save %v, want %v", got, want)
	}
}

// execSQL runs a statement on the test's database from a connection of its own, as another
// program sharing the database would.
func (s *testServer) execSQL(query string) {
	s.T.Helper()
	driver, dsn := "sqlite3", "file:"+s.DSN
	if storetest.Postgres() {
		driver, dsn = "pgx", s.DSN
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		s.T.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(query); err != nil {
		s.T.Fatalf("%s: %v", query, err)
	}
}

var versionInput = regexp.MustCompile(`name="version" value="([0-9a-f]+)"`)

// TestPlayerFormOnlyConflictsOnThatPlayer: a player's form opened before results were
// entered and another player was changed is stored; one opened before that same player was
// changed is refused (409) and stores nothing.
func TestPlayerFormOnlyConflictsOnThatPlayer(t *testing.T) {
	s := newTestServer(t)
	id, players := s.CreateTournament("Busy desk", 6)
	api := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "POST", api+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	path := fmt.Sprintf("/director/tournaments/%d/players/%d", id, players[0])
	form := func() url.Values {
		page := s.DirGet(path)
		rev, version := webtest.RevInput.FindStringSubmatch(page), versionInput.FindStringSubmatch(page)
		if rev == nil || version == nil {
			t.Fatalf("the player's form has no revision or version: %s", page)
		}
		return url.Values{"rev": {rev[1]}, "version": {version[1]}, "name": {"Edited"}, "first_name": {"Test"}, "rank": {"3k"}, "club": {"Praha"}}
	}
	v := form()
	for table := 1; table <= 3; table++ {
		if err := s.DB.SetResult(context.Background(), store.TournamentID(id), 1, table, tournament.WhiteWins, false, "desk"); err != nil {
			t.Fatal(err)
		}
	}
	s.StaleChange(id, players[1], "Brno")
	resp, body := s.DirPost(path, v)
	s.DirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/players", id))
	if p := s.DirLoad(id).Player(tournament.PlayerID(players[0])); p.Name != "Edited" || p.Club != "Praha" {
		t.Fatalf("the form was not stored: %+v", p)
	}

	v = form()
	v.Set("club", "Ostrava")
	s.StaleChange(id, players[0], "Plzeň")
	resp, body = s.DirPost(path, v)
	if resp.StatusCode != http.StatusConflict || !strings.Contains(body, director.ConflictMessage) || !strings.Contains(body, `value="Plzeň"`) {
		t.Fatalf("a form of a player changed since: %d %s", resp.StatusCode, body)
	}
	if p := s.DirLoad(id).Player(tournament.PlayerID(players[0])); p.Club != "Plzeň" {
		t.Fatalf("a stale form was stored over the change: %+v", p)
	}
}

// TestLateEntrantAbsentFromPairedRounds: a player added once rounds 1 and 2 are paired is
// absent from them (and plays from round 3), by the player form, the API, the CSV import and
// the confirmation of a sign-up; the form's message and the presence grid say so.
func TestLateEntrantAbsentFromPairedRounds(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Late")
	s.RegisterSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	for _, n := range []string{"1", "2"} {
		resp, body := s.DirPost(base+"/rounds/"+n+"/pair", url.Values{"all": {"1"}})
		s.DirSeeOther(resp, body, base+"/rounds/"+n)
	}
	late := func(name string) *tournament.Player {
		t.Helper()
		for _, p := range s.DirLoad(id).Players {
			if p.Name == name {
				return &p
			}
		}
		t.Fatalf("%s is not registered", name)
		return nil
	}
	want := []int{1, 2}

	resp, body := s.DirPost(base+"/players", url.Values{"name": {"Pozdní"}, "first_name": {"Petr"}, "rank": {"2k"}})
	page := html.UnescapeString(s.DirSeeOther(resp, body, base+"/players"))
	if !strings.Contains(page, "Rounds already paired (1, 2): Pozdní Petr is absent from them") {
		t.Fatalf("the form's message does not say he is absent: %s", page)
	}
	if p := late("Pozdní"); !slices.Equal(p.Absent, want) {
		t.Fatalf("player form: absent %v, want %v", p.Absent, want)
	}

	var j struct{ Absent []int }
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
		map[string]any{"name": "Späť", "first_name": "Api", "rank": "4k"}, http.StatusCreated, &j)
	if !slices.Equal(j.Absent, want) || !slices.Equal(late("Späť").Absent, want) {
		t.Fatalf("API: answered absent %v, stored %v, want %v", j.Absent, late("Späť").Absent, want)
	}

	csv := "name,first_name,rank\nNachzügler,Karl,6k\n"
	resp, body = s.DirPost(base+"/players/import/confirm", url.Values{"data": {csv}})
	page = html.UnescapeString(s.DirSeeOther(resp, body, base+"/players"))
	if !slices.Equal(late("Nachzügler").Absent, want) || !strings.Contains(page, "Rounds already paired (1, 2): Nachzügler Karl is absent from them") {
		t.Fatalf("CSV import: absent %v; page %s", late("Nachzügler").Absent, page)
	}

	// A sign-up made before the pairing, confirmed after it.
	pid, err := s.DB.AddPlayerWithDetails(context.Background(), store.TournamentID(id),
		tournament.Player{Name: "Retard", FirstName: "Rémi", Rank: late("Pozdní").Rank, Status: tournament.Preliminary}, tournament.PlayerDetails{})
	if err != nil {
		t.Fatal(err)
	}
	// Made as it was before rounds 1 and 2 were paired: present in every round.
	p, _ := s.DB.Player(context.Background(), store.TournamentID(id), pid)
	p.Absent = nil
	if err := webtest.UpdatePlayer(context.Background(), s.DB, store.TournamentID(id), p); err != nil {
		t.Fatal(err)
	}
	resp, body = s.DirPost(base+"/signups/confirm", url.Values{"player": {fmt.Sprint(pid)}})
	page = html.UnescapeString(s.DirSeeOther(resp, body, base+"/signups"))
	if !slices.Equal(late("Retard").Absent, want) || !strings.Contains(page, "Rounds already paired (1, 2)") {
		t.Fatalf("sign-up confirmed: absent %v; page %s", late("Retard").Absent, page)
	}

	// The presence grid shows rounds 1 and 2 unticked for him, round 3 ticked.
	grid := s.DirGet(base + "/presence")
	for r, ticked := range map[int]bool{1: false, 2: false, 3: true} {
		box := regexp.MustCompile(fmt.Sprintf(`<input type="checkbox" name="play" value="%d:%d"[^>]*>`, late("Pozdní").ID, r)).FindString(grid)
		if box == "" || strings.Contains(box, "checked") != ticked {
			t.Errorf("presence grid, round %d: %q, want ticked %v", r, box, ticked)
		}
	}
}

// TestAPIGameEditConflictsOnlyOnThatGame: two PUTs of one game made from the same reading
// (its "version"): the first is stored, the second refused 409 on "version", on one server as
// on two sharing the database, and If-Match works as the field; results entered meanwhile at
// other tables through another server are no conflict.
func TestAPIGameEditConflictsOnlyOnThatGame(t *testing.T) {
	s := newTestServer(t)
	s2 := &testServer{s.SecondServer()}
	id := int(webtest.SeedRound(t, s.DB, 4))
	pairing := fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id)
	game := func(table int) api.GameJSON {
		var r api.RoundJSON
		s.Expect(s.Anon, "GET", pairing, nil, http.StatusOK, &r)
		for _, g := range r.Games {
			if g.Table == table {
				return g
			}
		}
		t.Fatalf("no game at table %d", table)
		return api.GameJSON{}
	}
	path := fmt.Sprintf("/api/tournaments/%d/rounds/1/games/", id)
	for _, second := range []*testServer{s, s2} {
		read := game(1)
		if read.Version == "" {
			t.Fatal("the game has no version")
		}
		var got api.GameJSON
		s.Expect(s.Director, "PUT", path+"1", map[string]any{"handicap": 2, "version": read.Version}, http.StatusOK, &got)
		if got.Handicap != 2 || got.Version == read.Version {
			t.Fatalf("first change: %+v, read %+v", got, read)
		}
		second.ExpectError(second.Director, "PUT", path+"1", map[string]any{"komi": 3.5, "version": read.Version}, http.StatusConflict, "version")
		if g := game(1); g.Komi == 3.5 || g.Handicap != 2 {
			t.Fatalf("the refused change was stored: %+v", g)
		}
		s.Expect(s.Director, "PUT", path+"1", map[string]any{"handicap": 0}, http.StatusOK, nil)
	}

	// Results at tables 2-4 through the second server, between the reading and the change.
	read := game(1)
	for table := 2; table <= 4; table++ {
		s2.Expect(s2.Director, "PUT", fmt.Sprintf("%s%d/result", path, table), map[string]string{"result": "b"}, http.StatusOK, nil)
	}
	resp, body := s.Do(s.Director, "PUT", path+"1", map[string]any{"handicap": 3}, "If-Match", `"`+read.Version+`"`)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("a change of a game others did not touch: %d %s", resp.StatusCode, body)
	}
	// The game's own result entered meanwhile is a change of that game.
	read = game(1)
	s2.Expect(s2.Director, "PUT", path+"1/result", map[string]string{"result": "w"}, http.StatusOK, nil)
	resp, body = s.Do(s.Director, "PUT", path+"1", map[string]any{"handicap": 4}, "If-Match", `"`+read.Version+`"`)
	if resp.StatusCode != http.StatusConflict || !strings.Contains(string(body), `"field":"version"`) {
		t.Fatalf("a change over a result entered meanwhile: %d %s", resp.StatusCode, body)
	}
	if g := game(1); g.Handicap != 3 || g.Result != "w" {
		t.Fatalf("after the refusal: %+v", g)
	}
}

// TestRejectSignupAsksFirst: the Reject button of a sign-up asks before deleting it.
func TestRejectSignupAsksFirst(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Reject")
	_, err := s.DB.AddPlayerWithDetails(context.Background(), store.TournamentID(id),
		tournament.Player{Name: "Váhavý", FirstName: "Jan", Status: tournament.Preliminary}, tournament.PlayerDetails{})
	if err != nil {
		t.Fatal(err)
	}
	page := html.UnescapeString(s.DirGet(fmt.Sprintf("/director/tournaments/%d/signups", id)))
	form := regexp.MustCompile(`<form[^>]*/reject"[^>]*>`).FindString(page)
	// static/js/page.js asks every form with data-confirm before it is sent.
	if !strings.Contains(form, `data-confirm="Reject the sign-up of Váhavý Jan? The registration is deleted."`) ||
		!strings.Contains(page, "/static/js/page.") {
		t.Fatalf("the Reject button does not ask first: %q", form)
	}
}

// TestAPIGameEditsDuringResultsOnAnotherServer: PUTs of game 1 without a version, through one
// server, while results of the other tables stream in through a second server on the same
// database: none is refused (a result at another table is no conflict), every one is stored.
// (With the tournament's revision deciding, a few of them were refused at 200 tables, the
// result of another table committed between the server's reading and its write.)
func TestAPIGameEditsDuringResultsOnAnotherServer(t *testing.T) {
	s := newTestServer(t)
	s2 := &testServer{s.SecondServer()}
	const tables = 200
	id := int(webtest.SeedRound(t, s.DB, tables))
	path := fmt.Sprintf("/api/tournaments/%d/rounds/1/games/", id)
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-done:
				return
			default:
			}
			table := 2 + i%(tables-1)
			resp, body := s2.Do(s2.Director, "PUT", fmt.Sprintf("%s%d/result", path, table), map[string]string{"result": resultFor(i)})
			if resp.StatusCode != http.StatusOK {
				t.Errorf("result at table %d: %d %s", table, resp.StatusCode, body)
				return
			}
		}
	})
	refused := 0
	for i := range 20 {
		resp, body := s.Do(s.Director, "PUT", path+"1", map[string]any{"handicap": i % 10})
		switch resp.StatusCode {
		case http.StatusOK:
			var g api.GameJSON
			if json.Unmarshal(body, &g) != nil || g.Handicap != i%10 {
				t.Errorf("change %d: answered %s", i, body)
			}
		case http.StatusConflict:
			refused++
		default:
			t.Errorf("change %d: %d %s", i, resp.StatusCode, body)
		}
	}
	close(done)
	wg.Wait()
	if refused > 0 {
		t.Fatalf("%d of 20 changes of game 1 refused while only other games changed", refused)
	}
}
