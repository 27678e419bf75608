package public_test

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/xuri/excelize/v2"
)

// teamLeagueRun is a team tournament driven through the API: who is in which team, every
// round's pairing as the API answered it and the results entered.
type teamLeagueRun struct {
	id       int
	members  map[int][]int  // team -> players in board order
	teamName map[int]string // team -> name
	name     map[int]string // player -> the name the pages print
	rounds   []webtest.TeamRoundAnswer
	results  map[[2]int]string // (round, table) -> result entered ("w", "b", "=")
}

// points (x2) of team a's player on board k of match m of round r, from the result entered.
func (l *teamLeagueRun) boardPoints(r int, m int, k int) (a, b int) {
	mt := l.rounds[r-1].Matches[m]
	g := mt.Games[k]
	res := l.results[[2]int{r, g.Table}]
	pa := l.members[mt.TeamA][k]
	switch {
	case res == "=":
		return 1, 1
	case (res == "w") == (g.White == pa):
		return 2, 0
	}
	return 0, 2
}

// runTeamLeague creates teams×size players in teams of size boards, pairs rounds rounds
// and enters a random result on every board.
func runTeamLeague(s *testServer, teams, size, rounds int) *teamLeagueRun {
	s.T.Helper()
	id, players := s.CreateTeamTournament("Team league", size, rounds, teams*size)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	l := &teamLeagueRun{id: id, members: map[int][]int{}, teamName: map[int]string{}, name: map[int]string{}, results: map[[2]int]string{}}
	for i, p := range players {
		l.name[p] = fmt.Sprintf("Member%02d Test", i)
	}
	for k := range teams {
		ps := players[k*size : (k+1)*size]
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Team %02d", k), "players": ps}, http.StatusCreated, &a)
		l.members[a.ID], l.teamName[a.ID] = ps, a.Name
	}
	rng := rand.New(rand.NewPCG(7, uint64(teams)))
	for r := 1; r <= rounds; r++ {
		var p webtest.TeamRoundAnswer
		s.Expect(s.Director, "POST", fmt.Sprintf("%s/rounds/%d/pairing", base, r), nil, http.StatusCreated, &p)
		for _, m := range p.Matches {
			for _, g := range m.Games {
				res := []string{"w", "b", "w", "b", "="}[rng.IntN(5)]
				if res == "=" && g.Komi != math.Trunc(g.Komi) {
					res = "w" // a half-point komi cannot end in a jigo
				}
				s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/%d/games/%d/result", base, r, g.Table), map[string]string{"result": res}, http.StatusOK, nil)
				l.results[[2]int{r, g.Table}] = res
			}
		}
		l.rounds = append(l.rounds, p)
	}
	return l
}

// tally are the match points, board points (x2) and SOST of each team, counted here from the
// results entered.
type tally struct{ mp, bp, sost map[int]int }

func (l *teamLeagueRun) tally() tally {
	t := tally{mp: map[int]int{}, bp: map[int]int{}, sost: map[int]int{}}
	var met [][2]int
	for r, p := range l.rounds {
		for m, mt := range p.Matches {
			var a, b int
			for k := range mt.Games {
				pa, pb := l.boardPoints(r+1, m, k)
				a, b = a+pa, b+pb
			}
			t.bp[mt.TeamA] += a
			t.bp[mt.TeamB] += b
			switch {
			case a > b:
				t.mp[mt.TeamA] += 2
			case a < b:
				t.mp[mt.TeamB] += 2
			default:
				t.mp[mt.TeamA]++
				t.mp[mt.TeamB]++
			}
			met = append(met, [2]int{mt.TeamA, mt.TeamB})
		}
	}
	for _, m := range met {
		t.sost[m[0]] += t.mp[m[1]]
		t.sost[m[1]] += t.mp[m[0]]
	}
	return t
}

func halfPoints(x2 int) string { return webtest.ScoreWritten(float64(x2) / 2) }

// TestTeamPrintouts: the 12-team, 4-board, 5-round event through the API, then its
// printouts: a slip per match with every board (table, White, Black, handicap, komi, a result
// box), the match score box and both captains' signatures; the pairing sheet with each match
// and its boards; the printed team standings and board rankings, checked against points
// counted here from the results entered; the spreadsheet read back; the director's downloads
// page lists them.
func TestTeamPrintouts(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	const teams, size, rounds = 12, 4, 5
	l := runTeamLeague(s, teams, size, rounds)
	pub := fmt.Sprintf("/tournaments/%d", l.id)

	// The slips and the pairing sheet of every round.
	for r := 1; r <= rounds; r++ {
		page := s.PublicGet("", fmt.Sprintf("%s/rounds/%d/print/slips", pub, r))
		slips := regexp.MustCompile(`(?s)<section class="slip match-slip">.*?</section>`).FindAllString(page, -1)
		p := l.rounds[r-1]
		if len(slips) != len(p.Matches) {
			t.Fatalf("round %d: %d slips for %d matches", r, len(slips), len(p.Matches))
		}
		sheet := webtest.PageText(s.PublicGet("", fmt.Sprintf("%s/rounds/%d/print/table", pub, r)))
		for m, mt := range p.Matches {
			slip := webtest.PageText(slips[m])
			a, b := l.teamName[mt.TeamA], l.teamName[mt.TeamB]
			head := fmt.Sprintf("%s – %s Round %d", a, b, r)
			if !strings.HasPrefix(slip, head) {
				t.Errorf("round %d slip %d: starts %q, want %q", r, m+1, slip[:min(len(slip), 60)], head)
			}
			var sa, sb int
			for k, g := range mt.Games {
				pa, pb := l.boardPoints(r, m, k)
				sa, sb = sa+pa, sb+pb
				teamOf := func(p int) string {
					if slices.Contains(l.members[mt.TeamA], p) {
						return a
					}
					return b
				}
				komi := strconv.FormatFloat(g.Komi, 'f', -1, 64)
				row := fmt.Sprintf("%d %d %s %s %s %s %d %s White Black", k+1, g.Table, l.name[g.White], `\S+`, teamOf(g.White), l.name[g.Black], g.Handicap, komi)
				re := regexp.QuoteMeta(fmt.Sprintf("%d %d %s ", k+1, g.Table, l.name[g.White])) + `\S+ ` + regexp.QuoteMeta(teamOf(g.White)+" "+l.name[g.Black]+" ") +
					`\S+ ` + regexp.QuoteMeta(fmt.Sprintf("%s %d %s White Black", teamOf(g.Black), g.Handicap, komi))
				if !regexp.MustCompile(re).MatchString(slip) {
					t.Errorf("round %d, %s – %s: no board %q in the slip\n%s", r, a, b, row, slip)
				}
				shown := map[string]string{"w": "1-0", "b": "0-1", "=": "½-½"}[l.results[[2]int{r, g.Table}]]
				re = regexp.QuoteMeta(fmt.Sprintf("%d %d %s ", k+1, g.Table, l.name[g.White])) + `\S+ ` + regexp.QuoteMeta(l.name[g.Black]+" ") + `\S+ ` +
					regexp.QuoteMeta(fmt.Sprintf("%d %s %s", g.Handicap, komi, shown))
				if !regexp.MustCompile(re).MatchString(sheet) {
					t.Errorf("round %d: no board %d of %s – %s (%s) in the pairing sheet\n%s", r, k+1, a, b, shown, sheet)
				}
			}
			for _, want := range []string{"Match score: " + a + " : " + b, "Signature of the captain of " + a, "Signature of the captain of " + b} {
				if !strings.Contains(slip, want) {
					t.Errorf("round %d slip %s – %s: no %q in\n%s", r, a, b, want, slip)
				}
			}
			if want := fmt.Sprintf("%s – %s %s:%s", a, b, halfPoints(sa), halfPoints(sb)); !strings.Contains(sheet, want) {
				t.Errorf("round %d: no match %q in the pairing sheet", r, want)
			}
		}
	}

	// The printed standings: by match points, board points, SOST, as counted here.
	c := l.tally()
	page := webtest.PageText(s.PublicGet("", pub+"/print/standings"))
	if !strings.Contains(page, "Pl Team Players Match points Board points SOST DC") {
		t.Fatalf("printed standings: no team header in\n%s", page)
	}
	// Every team's line as counted; in the page's order, never a team above one with more
	// match points, or as many and more board points, or as many of both and a higher SOST.
	type key struct{ mp, bp, sost int }
	pos := map[int]int{}
	var ids []int
	for id := range l.members {
		var ns []string
		for _, p := range l.members[id] {
			ns = append(ns, l.name[p])
		}
		line := fmt.Sprintf("%s %s %d %s %d", l.teamName[id], strings.Join(ns, ", "), c.mp[id], halfPoints(c.bp[id]), c.sost[id])
		if pos[id] = strings.Index(page, line); pos[id] < 0 {
			t.Fatalf("printed standings: no line %q in\n%s", line, page)
		}
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b int) int { return pos[a] - pos[b] })
	for i := 1; i < len(ids); i++ {
		x, y := key{c.mp[ids[i-1]], c.bp[ids[i-1]], c.sost[ids[i-1]]}, key{c.mp[ids[i]], c.bp[ids[i]], c.sost[ids[i]]}
		if x.mp < y.mp || x.mp == y.mp && (x.bp < y.bp || x.bp == y.bp && x.sost < y.sost) {
			t.Errorf("printed standings: %s %+v above %s %+v", l.teamName[ids[i-1]], x, l.teamName[ids[i]], y)
		}
	}

	// The rankings by board: board 1's points of each player, counted from the results.
	b1 := map[string]int{}
	for r, p := range l.rounds {
		for m, mt := range p.Matches {
			pa, pb := l.boardPoints(r+1, m, 0)
			b1[l.name[l.members[mt.TeamA][0]]] += pa
			b1[l.name[l.members[mt.TeamB][0]]] += pb
		}
	}
	page = webtest.PageText(s.PublicGet("", pub+"/print/boards"))
	board1 := page[strings.Index(page, "Board 1"):strings.Index(page, "Board 2")]
	for name, pts := range b1 {
		if !regexp.MustCompile(regexp.QuoteMeta(name) + ` \S+ Team \d\d ` + regexp.QuoteMeta(halfPoints(pts)) + ` 5\b`).MatchString(board1) {
			t.Errorf("board 1: no %s with %s points in 5 games in\n%s", name, halfPoints(pts), board1)
		}
	}

	// The spreadsheet: the team standings as counted, the matches; in Czech, Czech sheets. The
	// director's download is the same workbook.
	for _, lang := range []string{"", "cs", "director"} {
		var header []string
		if lang == "cs" {
			header = []string{"Cookie", app.LangCookie + "=" + lang}
		}
		client, path := s.Anon, pub+"/standings.xlsx"
		if lang == "director" {
			client, path = s.Director, fmt.Sprintf("/director/tournaments/%d/export/standings.xlsx", l.id)
		}
		resp, body := s.Do(client, "GET", path, nil, header...)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("standings.xlsx: %d", resp.StatusCode)
		}
		f, err := excelize.OpenReader(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"Teams", "Matches", "Boards", "Board 1", "Board 2", "Board 3", "Board 4", "Players"}
		if lang == "cs" {
			want = []string{"Družstva", "Zápasy", "Desky", "Deska 1", "Deska 2", "Deska 3", "Deska 4", "Hráči"}
		}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Fatalf("%s: sheets %v, want %v", lang, got, want)
		}
		rows, _ := f.GetRows(want[0])
		if len(rows) != teams+1 {
			t.Fatalf("%s: %d team rows", lang, len(rows)-1)
		}
		byName := map[string]int{}
		for id, n := range l.teamName {
			byName[n] = id
		}
		// A spreadsheet's cells hold numbers: 11.5, which the spreadsheet shows in its own way.
		number := func(x2 int) string { return strconv.FormatFloat(float64(x2)/2, 'f', -1, 64) }
		for _, row := range rows[1:] {
			id := byName[row[1]]
			if row[3] != strconv.Itoa(c.mp[id]) || row[4] != number(c.bp[id]) || row[5] != strconv.Itoa(c.sost[id]) {
				t.Errorf("%s %s: %v; counted %d, %s, %d", want[0], row[1], row[3:6], c.mp[id], number(c.bp[id]), c.sost[id])
			}
		}
		if rows, _ := f.GetRows(want[1]); len(rows) != 1+rounds*teams/2 {
			t.Errorf("%s: %d match rows", want[1], len(rows)-1)
		}
		f.Close()
	}

	// The director's downloads page links every printout of the team tournament.
	downloads := fmt.Sprintf("/director/tournaments/%d/downloads", l.id)
	frag := s.DirGet(downloads)
	links := []string{pub + "/standings.xlsx", pub + "/print/standings", pub + "/print/boards"}
	for r := 1; r <= rounds; r++ {
		links = append(links, fmt.Sprintf("%s/rounds/%d/print/slips", pub, r), fmt.Sprintf("%s/rounds/%d/print/table", pub, r))
	}
	for _, link := range links {
		if !strings.Contains(frag, `href="`+link+`"`) {
			t.Errorf("team downloads: no link to %s in\n%s", link, frag)
		}
		if resp, _ := s.Do(s.Anon, "GET", link, nil); resp.StatusCode != http.StatusOK {
			t.Errorf("%s: %d", link, resp.StatusCode)
		}
	}
	if cs := webtest.PageText(s.PublicGet("cs", pub+"/rounds/1/print/slips")); !strings.Contains(cs, "Podpis kapitána družstva "+l.teamName[l.rounds[0].Matches[0].TeamA]) {
		t.Errorf("Czech match slips: no captain's signature in\n%s", cs)
	}
	if cs := webtest.PageText(s.DirGetIn("cs", downloads)); !strings.Contains(cs, "Turnaj družstev") || !strings.Contains(cs, "lístky zápasů") {
		t.Errorf("Czech team downloads: %s", cs)
	}
}

// TestTeamPrintoutsIndividual: an individual tournament's downloads page lists no team
// printouts and it has no board rankings; its slips stay one per table.
func TestTeamPrintoutsIndividual(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Solo", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	pub := fmt.Sprintf("/tournaments/%d", id)
	if page := s.DirGet(fmt.Sprintf("/director/tournaments/%d/downloads", id)); strings.Contains(page, "team-downloads") || strings.Contains(page, "/print/boards") {
		t.Errorf("individual tournament: team downloads listed")
	}
	if resp, _ := s.Do(s.Anon, "GET", pub+"/print/boards", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("individual tournament: print/boards %d, want 404", resp.StatusCode)
	}
	page := s.PublicGet("", pub+"/rounds/1/print/slips")
	if n := strings.Count(page, `<section class="slip">`); n != 2 || strings.Contains(page, "match-slip") {
		t.Errorf("individual slips: %d slips, match slips %v", n, strings.Contains(page, "match-slip"))
	}
}

// TestPairGoPrintouts: a Pair Go round's slips name both players of each side, numbered in
// the order of moves, state the Pair Go order and show one turn of it with the names; the
// round page, the pairing sheet and the standings name both players of a side.
func TestPairGoPrintouts(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Pair Go", 8)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{"team_size": 2, "team_kind": "pair-go"}, http.StatusOK, nil)
	sides := map[int][]int{}
	for k := range 4 {
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"players": players[2*k : 2*k+2]}, http.StatusCreated, &a)
		sides[a.ID] = a.Players
	}
	name := func(p int) string { return fmt.Sprintf("Player%03d Test", slices.Index(players, p)) }
	var p webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &p)
	pub := fmt.Sprintf("/tournaments/%d", id)
	page := s.PublicGet("", pub+"/rounds/1/print/slips")
	slips := regexp.MustCompile(`(?s)<section class="slip match-slip">.*?</section>`).FindAllString(page, -1)
	if len(slips) != len(p.Matches) || len(slips) != 2 {
		t.Fatalf("%d slips for %d matches", len(slips), len(p.Matches))
	}
	roundPage := webtest.PageText(s.PublicGet("", pub+"/rounds/1"))
	sheet := webtest.PageText(s.PublicGet("", pub+"/rounds/1/print/table"))
	for m, mt := range p.Matches {
		slip := webtest.PageText(slips[m])
		g := mt.Games[0]
		white, black := sides[mt.TeamA], sides[mt.TeamB]
		if g.White != white[0] {
			white, black = black, white
		}
		for _, want := range []string{
			fmt.Sprintf("Black 1: %s", name(black[0])), fmt.Sprintf("Black 2: %s", name(black[1])),
			fmt.Sprintf("White 1: %s", name(white[0])), fmt.Sprintf("White 2: %s", name(white[1])),
			"Order of moves: Black's first player plays the first stone, then White's first player, then Black's second player, then White's second player",
			"Black's signature", "White's signature",
		} {
			if !strings.Contains(slip, want) {
				t.Errorf("slip %d: no %q in\n%s", m+1, want, slip)
			}
		}
		order := fmt.Sprintf("Black 1 (%s) → White 1 (%s) → Black 2 (%s) → White 2 (%s) → …", name(black[0]), name(white[0]), name(black[1]), name(white[1]))
		if g.Handicap >= 2 {
			order = fmt.Sprintf("White 1 (%s) → Black 2 (%s) → White 2 (%s) → Black 1 (%s) → …", name(white[0]), name(black[1]), name(white[1]), name(black[0]))
		}
		if !strings.Contains(slip, order) {
			t.Errorf("slip %d (handicap %d): no %q in\n%s", m+1, g.Handicap, order, slip)
		}
		if strings.Contains(slip, "Handicap game: Black's first player places the handicap stones") != (g.Handicap >= 2) {
			t.Errorf("slip %d, handicap %d: the handicap rule %v", m+1, g.Handicap, g.Handicap >= 2)
		}
		pair := func(ps []int) string { return name(ps[0]) + " / " + name(ps[1]) }
		for _, pg := range []string{roundPage, sheet} {
			if !strings.Contains(pg, pair(white)) || !strings.Contains(pg, pair(black)) {
				t.Errorf("match %d: %q and %q not both named in\n%s", m+1, pair(white), pair(black), pg)
			}
		}
	}
	st := webtest.PageText(s.PublicGet("", pub+"/print/standings"))
	for _, ps := range sides {
		if want := name(ps[0]) + " / " + name(ps[1]) + " " + name(ps[0]) + ", " + name(ps[1]); !strings.Contains(st, want) {
			t.Errorf("printed standings: no side %q in\n%s", want, st)
		}
	}
	if resp, _ := s.Do(s.Anon, "GET", pub+"/print/boards", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("Pair Go: print/boards %d, want 404", resp.StatusCode)
	}
	if cs := webtest.PageText(s.PublicGet("cs", pub+"/rounds/1/print/slips")); !strings.Contains(cs, "Pořadí tahů: první kámen hraje první hráč černých") || !strings.Contains(cs, "Černý 1: ") {
		t.Errorf("Czech Pair Go slips: no Czech order of moves in\n%s", cs)
	}
}
