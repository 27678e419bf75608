package web_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"golang.org/x/text/encoding/charmap"
)

// A whole Czech weekend, driven through the pages in Chromium as the director, the results
// desk and a player's phone use them, with every number on the pages checked against values
// worked out in this file from the Czech rule book's definitions (seed 000, docs/PAIRING.md),
// never by hoshi's own tournament or pairing code:
//   - handicap (Czech 1991, rank difference): one stone a rank of difference, at most 9; 5
//     prisoners for Black for each rank beyond 9; komi 5.5 in even games, 0.5 in handicap
//     games; the stronger player takes White;
//   - McMahon score: the rank clamped to the floor (12k) and the bar (3d), 1d = 30, plus a point
//     a win, plus the absent (1/2) and bye (1) points whose running sum is rounded down;
//   - SOSM: the opponents' scores, plus the handicap when the player was White and minus it
//     when Black, the player's own starting score for a round without a game; SOSOSM: the
//     opponents' SOSM, the starting score times the rounds for a round without a game;
//   - places: by MMS, SOSM, SOSOSM, players equal on all three sharing a place.
//
// The pairing is hoshi's (it is checked elsewhere against OpenGotha's): the test reads the games
// off the director's round page and checks each handicap, komi and prisoner count on that page,
// on the public round page and in the phone's "find my table", decides each result by a rule of
// its own, enters it at the desk and checks the standings after every round.

// wkPlayer is a player of the weekend; rank is as typed, typed tells how he was registered
// (false: the Windows-1250 CSV).
type wkPlayer struct {
	name, first, rank string
	typed             bool
}

func (p wkPlayer) full() string { return p.name + " " + p.first }

// rv is the rank's value: 1d = 0, 2d = 1, 1k = -1, 12k = -12.
func (p wkPlayer) rv() int {
	n, _ := strconv.Atoi(p.rank[:len(p.rank)-1])
	if strings.HasSuffix(p.rank, "d") {
		return n - 1
	}
	return -n
}

// wkPlayers: 40 registered before the first round (5 typed, 35 from the CSV), the late entrant
// last. Ranks from 5d to 25k: the top group (3d bar) and the bottom group (12k floor) mix ranks
// far apart, so that games get handicaps inside the top group and prisoners in the bottom one.
var wkPlayers = []wkPlayer{
	{"Novák", "Petr", "5d", true}, {"Dvořáková", "Kateřina", "4d", true}, {"Svoboda", "Jiří", "3d", true},
	{"Černý", "Ondřej", "12k", true}, {"Procházková", "Eliška", "25k", true},
	{"Kučera", "Tomáš", "3d", false}, {"Veselý", "Lukáš", "2d", false}, {"Horáková", "Zuzana", "2d", false},
	{"Němec", "Vojtěch", "1d", false}, {"Pokorný", "Matěj", "1d", false}, {"Marek", "Šimon", "1k", false},
	{"Pospíšilová", "Anežka", "1k", false}, {"Hájek", "Radek", "2k", false}, {"Jelínek", "Štěpán", "2k", false},
	{"Král", "Přemysl", "3k", false}, {"Růžička", "Dušan", "3k", false}, {"Beneš", "Čestmír", "4k", false},
	{"Fiala", "Jaroslav", "4k", false}, {"Sedláček", "Bořivoj", "5k", false}, {"Doležal", "Milan", "5k", false},
	{"Zeman", "Vít", "6k", false}, {"Kolář", "Zdeněk", "6k", false}, {"Navrátilová", "Lenka", "7k", false},
	{"Čermák", "Oldřich", "7k", false}, {"Urban", "Vladimír", "8k", false}, {"Vaněček", "Michal", "8k", false},
	{"Blažek", "Kamil", "9k", false}, {"Kříž", "Ladislav", "9k", false}, {"Kovář", "Jindřich", "10k", false},
	{"Bartoš", "Roman", "10k", false}, {"Vlček", "Ivan", "11k", false}, {"Polák", "Daniel", "11k", false},
	{"Musilová", "Věra", "12k", false}, {"Kopecký", "Řehoř", "13k", false}, {"Šimek", "Ctibor", "14k", false},
	{"Konečný", "Leoš", "15k", false}, {"Malý", "Ďoubravko", "16k", false}, {"Holub", "Ludvík", "18k", false},
	{"Štěpánek", "Vilém", "20k", false}, {"Kadlecová", "Jarmila", "22k", false},
	{"Vaněk", "Ondřej", "17k", true}, // the late entrant, registered once round 1 is paired
}

const (
	wkRounds = 5
	wkBar    = 2   // 3d
	wkFloor  = -12 // 12k
	wkLate   = 40  // the late entrant's index
)

// wkAbsent are the rounds each player does not play, as the director sets them: the late
// entrant misses round 1 (paired before he came) and round 3 (the presence grid), Svoboda round 3.
var wkAbsent = map[int][]int{wkLate: {1, 3}, 2: {3}}

// wkGame is a game as read off the director's round page: the players' indexes, the handicap,
// prisoners and komi (half points) shown, and the result decided by the test ('w' or 'b').
type wkGame struct {
	table, white, black int
	hd, prisoners, komi int
	result              byte
}

// wkHandicap is the rule book's handicap between players a and b: stones, prisoners, komi in
// half points, and which of them must take White (-1 for either: an even game).
func wkHandicap(a, b int) (hd, prisoners, komi, white int) {
	d := wkPlayers[a].rv() - wkPlayers[b].rv()
	if d == 0 {
		return 0, 0, 11, -1
	}
	white = a
	if d < 0 {
		d, white = -d, b
	}
	return min(d, 9), max(d-9, 0) * 5, 1, white
}

// wkResult is the test's rule for who wins a game: White at tables where table+round is not a
// multiple of 3, Black at the others.
func wkResult(round, table int) byte {
	if (table+round)%3 == 0 {
		return 'b'
	}
	return 'w'
}

// wkStandings works out MMS, SOSM and SOSOSM (half points) and the places after round R from
// the games, byes and absences of rounds 1..R.
type wkLine struct{ mms, sosm, sososm, place, tied int }

func wkStandings(games [][]wkGame, byes []int, R int) []wkLine {
	n := len(wkPlayers)
	start := make([]int, n)
	for i, p := range wkPlayers {
		start[i] = 2 * (min(max(p.rv(), wkFloor), wkBar) + 30)
	}
	// what each player did in each round: the game, or nil (absent or bye)
	type seat struct {
		g     *wkGame
		white bool
	}
	seats := make([][]seat, n)
	for i := range seats {
		seats[i] = make([]seat, R+1)
	}
	lines := make([]wkLine, n)
	wins := make([]int, n)
	unplayed := make([]int, n) // absent and bye points, half points
	for r := 1; r <= R; r++ {
		for k := range games[r] {
			g := &games[r][k]
			seats[g.white][r], seats[g.black][r] = seat{g, true}, seat{g, false}
			if g.result == 'w' {
				wins[g.white]++
			} else {
				wins[g.black]++
			}
		}
		for i := range n {
			switch {
			case seats[i][r].g != nil:
			case byes[r] == i:
				unplayed[i] += 2
			default:
				unplayed[i]++ // absent: 1/2
			}
		}
	}
	for i := range n {
		lines[i].mms = start[i] + 2*wins[i] + unplayed[i]/2*2
	}
	for i := range n {
		for r := 1; r <= R; r++ {
			st := seats[i][r]
			switch {
			case st.g == nil:
				lines[i].sosm += start[i]
			case st.white:
				lines[i].sosm += lines[st.g.black].mms + 2*st.g.hd
			default:
				lines[i].sosm += lines[st.g.white].mms - 2*st.g.hd
			}
		}
	}
	for i := range n {
		for r := 1; r <= R; r++ {
			st := seats[i][r]
			switch {
			case st.g == nil:
				lines[i].sososm += start[i] * R
			case st.white:
				lines[i].sososm += lines[st.g.black].sosm
			default:
				lines[i].sososm += lines[st.g.white].sosm
			}
		}
	}
	for i := range n {
		lines[i].place = 1
		for j := range n {
			a, b := lines[j], lines[i]
			switch {
			case a.mms > b.mms || a.mms == b.mms && (a.sosm > b.sosm || a.sosm == b.sosm && a.sososm > b.sososm):
				lines[i].place++
			case a.mms == b.mms && a.sosm == b.sosm && a.sososm == b.sososm:
				lines[i].tied++
			}
		}
	}
	return lines
}

// halves prints half points as the pages do: 31, 31½.
func halves(v int) string {
	if v%2 != 0 {
		return strconv.Itoa(v/2) + "½"
	}
	return strconv.Itoa(v / 2)
}

// czPrisoners is the Czech "N prisoners for Black" (one, few 2-4, other).
func czPrisoners(n int) string {
	switch {
	case n == 1:
		return "1 zajatec pro černého"
	case n >= 2 && n <= 4:
		return fmt.Sprintf("%d zajatci pro černého", n)
	}
	return fmt.Sprintf("%d zajatců pro černého", n)
}

// czKomi is a komi in half points with the Czech decimal comma.
func czKomi(k int) string {
	if k%2 != 0 {
		return fmt.Sprintf("%d,5", k/2)
	}
	return strconv.Itoa(k / 2)
}

// textOf reads the text of the element sel finds at the moment it is read (chromedp.Text
// finds the node first and may then read a node a live update has just replaced).
func textOf(sel string, out *string) chromedp.Action[chromedp.Void] {
	return into(out, chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector(%s)?.innerText ?? ''`, strconv.Quote(sel))))
}

// insertText types text into the field sel as a keyboard layout or an input method does:
// chromedp's SendKeys sends some letters as special keys (Č, U+010C, is its ScrollLock).
func insertText(sel, text string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(chromedp.Focus(sel), command(input.InsertText, input.InsertTextParams{Text: text}))
}

// acceptDialogs answers every confirm() of the tab with OK, as a director who read it.
func acceptDialogs(ctx context.Context) {
	dialogs := chromedp.Events(ctx, page.JavascriptDialogOpening)
	go func() {
		for _, err := range dialogs {
			if err != nil {
				return // the tab's context ended
			}
			chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
		}
	}()
}

// rowsJS reads the cells of the rows sel finds, each cell's text trimmed.
func rowsJS(sel string) string {
	return fmt.Sprintf(`[...document.querySelectorAll(%s)].map(tr => [...tr.cells].map(c => c.innerText.trim()))`, strconv.Quote(sel))
}

// TestCzechWeekend runs the weekend (see the top of this file).
func TestCzechWeekend(t *testing.T) {
	s := newTestServer(t)
	started := time.Now()
	bctx, director := startBrowser(t)
	acceptDialogs(bctx)
	url := s.TS.URL
	index := map[string]int{}
	for i, p := range wkPlayers {
		index[p.full()] = i
	}
	who := func(cell string) int { // "Novák Petr (5d)" or "Novák Petr"
		name := cell
		if k := strings.LastIndex(cell, " ("); k > 0 {
			name = cell[:k]
		}
		i, ok := index[name]
		if !ok {
			t.Fatalf("unknown player %q on the page", cell)
		}
		return i
	}

	director("log in, Czech pages",
		chromedp.Navigate(url+"/lang/cs"),
		logIn(url, webtest.TestPassword),
	)
	var location string
	director("create the tournament with the Czech rule book",
		chromedp.Navigate(url+"/director/tournaments/new"),
		chromedp.WaitVisible(`#f-name`),
		chromedp.SendKeys(`#f-name`, "Velká cena Nymburka"),
		chromedp.SetValue(`#f-rounds`, strconv.Itoa(wkRounds)),
		chromedp.SetValue(`#f-preset`, "czech-1991"),
		chromedp.SetValue(`#f-bar`, "3d"),
		chromedp.SetValue(`#f-floor`, "12k"),
		chromedp.SetValue(`#f-time_zone`, "Europe/Prague"),
		chromedp.Submit(`#f-name`),
		chromedp.WaitVisible(`#p-name`),
		into(&location, chromedp.Location()),
	)
	var id int
	if _, err := fmt.Sscanf(strings.TrimPrefix(location, url), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("after creating: at %s", location)
	}
	base := fmt.Sprintf("%s/director/tournaments/%d", url, id)
	pub := fmt.Sprintf("%s/tournaments/%d", url, id)

	// Five players typed at the desk, Enter in the rank box.
	register := func(i, count int) string {
		p := wkPlayers[i]
		var flash string
		director("register "+p.full(),
			chromedp.WaitVisible(`#p-name`),
			insertText(`#p-name`, p.name),
			insertText(`#p-first_name`, p.first),
			chromedp.SendKeys(`#p-rank`, p.rank+"\r"),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelectorAll('#player-rows tr[id^="player-"]').length == %d &&
				(document.querySelector('#register .flash')?.textContent ?? '').includes(%s) && %s`, count, strconv.Quote(p.full()), settled)),
			textOf(`#register .flash`, &flash),
		)
		return flash
	}
	n := 0
	for i, p := range wkPlayers[:wkLate] {
		if p.typed {
			n++
			register(i, n)
		}
	}

	// The other 35 from a list saved by Czech Excel: Windows-1250, Czech headers, semicolons.
	var csv strings.Builder
	csv.WriteString("Příjmení;Jméno;Síla;Klub;Země\r\n")
	for _, p := range wkPlayers[:wkLate] {
		if !p.typed {
			fmt.Fprintf(&csv, "%s;%s;%s;Nymburk;CZ\r\n", p.name, p.first, p.rank)
		}
	}
	encoded, err := charmap.Windows1250.NewEncoder().String(csv.String())
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "hraci.csv")
	if err := os.WriteFile(file, []byte(encoded), 0o644); err != nil {
		t.Fatal(err)
	}
	var preview []string
	director("preview the CSV",
		chromedp.Navigate(base+"/players/import"),
		chromedp.SetUploadFiles(`#csv-file`, []string{file}),
		chromedp.Submit(`#csv-file`),
		chromedp.WaitVisible(`table.preview`),
		into(&preview, chromedp.Evaluate[[]string](`[...document.querySelectorAll('table.preview tbody tr')].map(tr => [...tr.cells].slice(1, 4).map(c => c.textContent).join('|') + '|' + tr.cells[8].textContent.trim())`)),
	)
	var wantPreview []string
	for _, p := range wkPlayers[:wkLate] {
		if !p.typed {
			wantPreview = append(wantPreview, p.name+"|"+p.first+"|"+p.rank+"|v pořádku")
		}
	}
	if !slices.Equal(preview, wantPreview) {
		t.Fatalf("the CSV preview reads\n%q\nwant\n%q", preview, wantPreview)
	}
	director("register the CSV",
		chromedp.Click(`form[action$="/players/import/confirm"] button`),
		chromedp.WaitVisible(`#p-name`),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#player-rows tr[id^="player-"]').length == 40`),
	)

	// The results desk: an account the director made, logged in on its own laptop (Czech pages).
	ctx := context.Background()
	uid, err := s.DB.CreateUser(ctx, "stul", "", "heslo stolu 1991", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetRole(ctx, store.TournamentID(id), uid, store.RoleDesk); err != nil {
		t.Fatal(err)
	}
	_, desk := startBrowser(t) // a browser of its own: cookies of its own
	desk("the desk logs in",
		chromedp.Navigate(url+"/lang/cs"),
		chromedp.Navigate(url+"/login"),
		chromedp.WaitVisible(`input[name=user]`),
		chromedp.SendKeys(`input[name=user]`, "stul"),
		chromedp.SendKeys(`input[name=password]`, "heslo stolu 1991"),
		chromedp.Submit(`input[name=password]`),
		chromedp.WaitVisible(`a[href^="/director/tournaments/"]`),
	)
	// A player's phone: no account, a narrow touch screen.
	_, phone := startBrowser(t)
	phone("the phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateScale(3)),
		chromedp.Navigate(url+"/lang/cs"))

	games := make([][]wkGame, wkRounds+1)
	byes := make([]int, wkRounds+1)
	for r := 1; r <= wkRounds; r++ {
		byes[r] = -1
		if r == 3 {
			// The presence grid: the late entrant and Svoboda miss round 3.
			director("presence for round 3", chromedp.Navigate(base+"/presence"), chromedp.WaitVisible(`table.presence`))
			for i, rounds := range wkAbsent {
				if !slices.Contains(rounds, 3) {
					continue
				}
				var ok bool
				director("untick round 3 of "+wkPlayers[i].full(), into(&ok, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
					const tr = [...document.querySelectorAll('table.presence tbody tr')].find(tr => tr.cells[0].textContent.includes(%s));
					const box = tr && tr.cells[4].querySelector('input[type=checkbox]');
					if (!box || !box.checked || box.disabled) return false;
					box.click(); return true })()`, strconv.Quote(wkPlayers[i].full())))))
				if !ok {
					t.Fatalf("no ticked round-3 box for %s", wkPlayers[i].full())
				}
			}
			director("save presence", chromedp.Click(`p.sticky-actions button`), chromedp.WaitVisible(`.flash`))
		}

		director(fmt.Sprintf("pair round %d", r),
			chromedp.Navigate(fmt.Sprintf("%s/rounds/%d", base, r)),
			chromedp.Click(`button[name=all]`),
			chromedp.WaitVisible(`#game-1`),
		)
		var rows [][]string
		var bye string
		director(fmt.Sprintf("read round %d", r),
			into(&rows, chromedp.Evaluate[[][]string](rowsJS(`table.games tbody tr`))),
			into(&bye, chromedp.Evaluate[string](`[...document.querySelectorAll('p')].filter(p => p.textContent.startsWith('Volno:')).map(p => p.querySelector('strong').textContent).join('')`)),
		)
		playing := map[int]bool{}
		for _, c := range rows {
			// table, White, MMS, Black, MMS, handicap (and prisoners), komi, result, actions
			table, _ := strconv.Atoi(c[0])
			g := wkGame{table: table, white: who(c[1]), black: who(c[3]), result: wkResult(r, table)}
			hd, pr, komi, white := wkHandicap(g.white, g.black)
			g.hd, g.prisoners, g.komi = hd, pr, komi
			wantHd := "–"
			if hd > 0 {
				wantHd = strconv.Itoa(hd)
			}
			if pr > 0 {
				wantHd += "\n" + czPrisoners(pr)
			}
			if c[5] != wantHd || c[6] != czKomi(komi) || white >= 0 && white != g.white {
				t.Errorf("round %d table %d: %s – %s shows handicap %q, komi %q; the rule book gives %q, komi %s, White %s",
					r, table, c[1], c[3], c[5], c[6], wantHd, czKomi(komi), wkPlayers[max(white, 0)].full())
			}
			playing[g.white], playing[g.black] = true, true
			games[r] = append(games[r], g)
		}
		// Everyone present plays, but the bye (with an odd number present).
		var free []int
		for i := range wkPlayers {
			if r == 1 && i == wkLate {
				continue // not registered yet
			}
			if !playing[i] && !slices.Contains(wkAbsent[i], r) {
				free = append(free, i)
			}
		}
		switch {
		case len(free) == 1 && bye != "":
			byes[r] = who(bye)
			if byes[r] != free[0] {
				t.Errorf("round %d: the bye is %s, but %s is left unpaired", r, bye, wkPlayers[free[0]].full())
			}
		case len(free) > 0 || bye != "":
			t.Fatalf("round %d: bye %q, players present but unpaired %v", r, bye, free)
		}
		for i, rounds := range wkAbsent {
			if slices.Contains(rounds, r) && playing[i] {
				t.Errorf("round %d: %s plays, though absent", r, wkPlayers[i].full())
			}
		}

		if r == 1 {
			// The late entrant comes once round 1 is paired: absent from it, and told so.
			director("players page", chromedp.Navigate(base+"/players"))
			flash := register(wkLate, 41)
			if !strings.Contains(flash, "1") || !strings.Contains(flash, wkPlayers[wkLate].full()) {
				t.Errorf("the late entrant's message does not name round 1: %q", flash)
			}
		}

		// The public round page shows the same handicaps, prisoners and komi.
		var pubRows [][]string
		phone(fmt.Sprintf("public round %d", r),
			chromedp.Navigate(fmt.Sprintf("%s/rounds/%d", pub, r)),
			chromedp.WaitVisible(`table.pairings`),
			into(&pubRows, chromedp.Evaluate[[][]string](strings.Replace(rowsJS(`table.pairings tbody tr`), "innerText", "textContent", 1))),
		)
		if len(pubRows) != len(games[r]) {
			t.Fatalf("round %d: %d games on the public page, %d on the director's", r, len(pubRows), len(games[r]))
		}
		for k, c := range pubRows {
			g := games[r][k]
			want := strconv.Itoa(g.hd)
			if g.prisoners > 0 {
				want += czPrisoners(g.prisoners)
			}
			// A phone shows the game's komi under its handicap (in the same cell, hidden on a laptop).
			hd, _, _ := strings.Cut(c[3], "komi")
			if hd != want || c[4] != czKomi(g.komi) || !strings.HasPrefix(c[1], wkPlayers[g.white].full()) {
				t.Errorf("public round %d table %d: %q, handicap %q, komi %q; want %s, %q, %s", r, g.table, c[1], c[3], c[4],
					wkPlayers[g.white].full(), want, czKomi(g.komi))
			}
		}
		// "Find my table" on the phone, for the player of the game with the most prisoners.
		g := games[r][0]
		for _, x := range games[r] {
			if x.prisoners > g.prisoners {
				g = x
			}
		}
		var found string
		phone(fmt.Sprintf("find my table, round %d", r),
			chromedp.SendKeys(`#q`, wkPlayers[g.black].name),
			chromedp.WaitVisible(`#found .card`),
			textOf(`#found`, &found),
		)
		found = strings.Join(strings.Fields(found), " ")
		wantFound := fmt.Sprintf("stůl %d, černý proti %s", g.table, wkPlayers[g.white].full())
		extra := []string{"komi " + czKomi(g.komi)}
		if g.hd > 0 {
			extra = append(extra, fmt.Sprintf("fora %d", g.hd))
		}
		if g.prisoners > 0 {
			extra = append(extra, czPrisoners(g.prisoners))
		}
		if !strings.Contains(found, wantFound) {
			t.Errorf("round %d: find my table says %q, want %q", r, found, wantFound)
		}
		for _, e := range extra {
			if !strings.Contains(found, e) {
				t.Errorf("round %d: find my table says %q, want %q in it", r, found, e)
			}
		}

		// The desk enters the results: the first two with the rows' buttons, the rest typed,
		// five slips to a line.
		results := fmt.Sprintf("%s/rounds/%d/results", base, r)
		desk(fmt.Sprintf("results of round %d", r), chromedp.Navigate(results), chromedp.WaitVisible(`#entry-input`))
		var equalButtons int
		desk("no jigo button", into(&equalButtons, chromedp.Evaluate[int](`document.querySelectorAll('#results button[value="="]').length`)))
		if equalButtons != 0 {
			t.Errorf("round %d: %d jigo buttons on games with half-point komi", r, equalButtons)
		}
		if r == 2 {
			// A jigo typed at a half-point komi is refused, in Czech, with the komi as Czechs write it.
			g := games[r][0]
			var refused string
			desk("a jigo on a half komi",
				chromedp.SendKeys(`#entry-input`, fmt.Sprintf("%d=\r", g.table)),
				chromedp.Poll[chromedp.Void](`document.querySelector('#entry-log li.refused') !== null`, chromedp.WithPollingTimeout(10*time.Second)),
				textOf(`#entry-log li.refused`, &refused),
			)
			want := fmt.Sprintf("stůl %d se hraje s komi %s", g.table, czKomi(g.komi))
			if !strings.Contains(refused, want) || !strings.Contains(refused, "remízou") {
				t.Errorf("the jigo at table %d is refused with %q, want %q", g.table, refused, want)
			}
		}
		for k, g := range games[r] {
			if k < 2 {
				desk(fmt.Sprintf("button for table %d", g.table),
					chromedp.Click(fmt.Sprintf(`#game-%d button[value=%c]`, g.table, g.result)),
					chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelectorAll('#entry-log li.saved').length == %d`, k+1), chromedp.WithPollingTimeout(10*time.Second)),
				)
			}
		}
		for k := 2; k < len(games[r]); k += 5 {
			var line []string
			for _, g := range games[r][k:min(k+5, len(games[r]))] {
				line = append(line, fmt.Sprintf("%d%c", g.table, g.result))
			}
			desk("type "+strings.Join(line, " "),
				chromedp.SendKeys(`#entry-input`, strings.Join(line, " ")+"\r"),
				chromedp.Poll[chromedp.Void](`!document.querySelector('#entry-log li.waiting, #entry-log li.saving')`, chromedp.WithPollingTimeout(10*time.Second)),
			)
		}
		var progress string
		desk("the round is complete",
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelectorAll('#results tr.known').length == %d && !document.querySelector('#entry-log li.waiting, #entry-log li.saving')`, len(games[r])),
				chromedp.WithPollingTimeout(15*time.Second)),
			textOf(`#progress`, &progress),
		)
		if want := fmt.Sprintf("%d / %d", len(games[r]), len(games[r])); !strings.Contains(progress, want) {
			t.Errorf("round %d: progress %q, want %s", r, progress, want)
		}
		var shown [][]string
		desk("read the results", into(&shown, chromedp.Evaluate[[][]string](rowsJS(`#results tbody tr`))))
		for k, c := range shown {
			want := map[byte]string{'w': "1-0", 'b': "0-1"}[games[r][k].result]
			if c[4] != want {
				t.Errorf("round %d table %s: result %q, want %s", r, c[0], c[4], want)
			}
		}

		if r == 4 {
			// "⇄ colours" on a played game (an even one if there is one): the director confirms,
			// the same player keeps the win.
			k := 0
			for j, g := range games[r] {
				if g.hd == 0 {
					k = j
					break
				}
			}
			g := &games[r][k]
			var row []string
			director("swap colours",
				chromedp.Navigate(fmt.Sprintf("%s/rounds/%d", base, r)),
				chromedp.Click(fmt.Sprintf(`#game-%d form[action$="/colours"] button`, g.table)),
				chromedp.WaitVisible(`.flash`),
				into(&row, chromedp.Evaluate[[]string](fmt.Sprintf(`[...document.querySelector('#game-%d').cells].map(c => c.innerText.trim())`, g.table))),
			)
			g.white, g.black = g.black, g.white
			g.result = map[byte]byte{'w': 'b', 'b': 'w'}[g.result]
			want := map[byte]string{'w': "1-0", 'b': "0-1"}[g.result]
			if who(row[1]) != g.white || who(row[3]) != g.black || row[7] != want {
				t.Errorf("after the swap table %d reads %q, want White %s, Black %s, %s", g.table, row,
					wkPlayers[g.white].full(), wkPlayers[g.black].full(), want)
			}
		}

		// The standings after the round, on the phone, against the rule book's.
		want := wkStandings(games, byes, r)
		var st [][]string
		var live string
		phone(fmt.Sprintf("standings after round %d", r),
			chromedp.Navigate(pub+"/standings"),
			chromedp.WaitVisible(`table.standings`),
			into(&st, chromedp.Evaluate[[][]string](strings.Replace(rowsJS(`table.standings tbody tr`), "innerText", "textContent", 1))),
			textOf(`#standings > p.muted`, &live),
		)
		if len(st) != len(wkPlayers) {
			t.Fatalf("after round %d: %d lines in the standings", r, len(st))
		}
		wrong := 0
		for _, c := range st {
			i := who(c[1])
			w := want[i]
			got := []string{c[0], c[4], c[5], c[6]}
			place := strconv.Itoa(w.place) // players sharing places 8 and 9 read "8-9"
			if w.tied > 1 {
				place = fmt.Sprintf("%d-%d", w.place, w.place+w.tied-1)
			}
			exp := []string{place, halves(w.mms), halves(w.sosm), halves(w.sososm)}
			if !slices.Equal(got, exp) {
				wrong++
				if wrong <= 5 {
					t.Errorf("after round %d, %s: place, MMS, SOSM, SOSOSM %q, the rule book gives %q", r, c[1], got, exp)
				}
			}
		}
		if wrong > 0 {
			t.Fatalf("after round %d: %d lines of the standings wrong", r, wrong)
		}
		if !strings.Contains(live, fmt.Sprintf("Po %d. kole", r)) {
			t.Errorf("after round %d the standings say %q", r, live)
		}
		// Live after the last round too, until the director closes the tournament.
		if !strings.Contains(live, "obnovuje se samo") {
			t.Errorf("after round %d the standings do not say they are live: %q", r, live)
		}
	}

	// The prize-giving: the director closes the tournament (the button asks first). The phone's
	// standings say that they no longer update themselves; the desk can no longer change a
	// result; the director still corrects one, warned, and the standings follow it.
	var flash string
	director("close the tournament",
		chromedp.Navigate(base),
		chromedp.Click(`#close-tournament`),
		chromedp.WaitVisible(`#reopen-tournament`),
		textOf(`.flash`, &flash),
	)
	if !strings.Contains(flash, "Turnaj uzavřen") {
		t.Errorf("closing says %q", flash)
	}
	var note string
	var polling bool
	phone("the standings once closed",
		chromedp.Navigate(pub+"/standings"),
		chromedp.WaitVisible(`table.standings`),
		textOf(`#standings`, &note),
		into(&polling, chromedp.Evaluate[bool](`document.querySelector('#standings').hasAttribute('hx-get')`)),
	)
	if !strings.Contains(note, "Turnaj je uzavřen: tato stránka se už sama neobnovuje.") || strings.Contains(note, "obnovuje se samo") || polling {
		t.Errorf("the closed tournament's standings (polling %v) say %q", polling, note)
	}
	last := &games[wkRounds][len(games[wkRounds])-1]
	var refused, warning string
	desk("the desk after the close",
		chromedp.Navigate(fmt.Sprintf("%s/rounds/%d/results", base, wkRounds)),
		chromedp.WaitVisible(`#entry-input`),
		textOf(`.closed-warning`, &warning),
		chromedp.SendKeys(`#entry-input`, fmt.Sprintf("%d%c\r", last.table, map[byte]byte{'w': 'b', 'b': 'w'}[last.result])),
		chromedp.Poll[chromedp.Void](`document.querySelector('#entry-log li.refused') !== null`, chromedp.WithPollingTimeout(10*time.Second)),
		textOf(`#entry-log li.refused`, &refused),
	)
	if !strings.Contains(warning, "jen ředitel") || !strings.Contains(refused, "turnaj je uzavřen: jeho výsledky teď mění jen ředitel") {
		t.Errorf("the desk after the close: warned %q, refused %q", warning, refused)
	}
	last.result = map[byte]byte{'w': 'b', 'b': 'w'}[last.result]
	director("a correction after the close",
		chromedp.Navigate(fmt.Sprintf("%s/rounds/%d/results", base, wkRounds)),
		chromedp.WaitVisible(`#entry-input`),
		textOf(`.closed-warning`, &warning),
		chromedp.SendKeys(`#entry-input`, fmt.Sprintf("%d%c\r", last.table, last.result)),
		chromedp.Poll[chromedp.Void](`document.querySelector('#entry-log li.saved') !== null`, chromedp.WithPollingTimeout(10*time.Second)),
	)
	if !strings.Contains(warning, "oprava po uzavření") {
		t.Errorf("the director's results page after the close says %q", warning)
	}
	want := wkStandings(games, byes, wkRounds)
	var st [][]string
	phone("the standings after the correction",
		chromedp.Navigate(pub+"/standings"),
		chromedp.WaitVisible(`table.standings`),
		into(&st, chromedp.Evaluate[[][]string](strings.Replace(rowsJS(`table.standings tbody tr`), "innerText", "textContent", 1))),
	)
	for _, c := range st {
		w := want[who(c[1])]
		place := strconv.Itoa(w.place)
		if w.tied > 1 {
			place = fmt.Sprintf("%d-%d", w.place, w.place+w.tied-1)
		}
		if got, exp := []string{c[0], c[4], c[5], c[6]}, []string{place, halves(w.mms), halves(w.sosm), halves(w.sososm)}; !slices.Equal(got, exp) {
			t.Errorf("after the correction, %s: %q, the rule book gives %q", c[1], got, exp)
		}
	}

	// The figures the weekend was built to show.
	prisoners, handicapTop := 0, 0
	for _, rg := range games {
		for _, g := range rg {
			prisoners += g.prisoners
			if wkPlayers[g.white].rv() >= wkBar && wkPlayers[g.black].rv() >= wkBar && g.hd > 0 {
				handicapTop++
			}
		}
	}
	if prisoners == 0 {
		t.Error("no game of the weekend had prisoners: the test checks none")
	}
	t.Logf("weekend: %d games with %d prisoners, %d handicap games in the top group, in %v", func() int {
		n := 0
		for _, rg := range games {
			n += len(rg)
		}
		return n
	}(), prisoners, handicapTop, time.Since(started).Round(time.Millisecond))
}
