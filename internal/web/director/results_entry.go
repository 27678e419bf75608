package director

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// resultEntry is one result typed at the keyboard.
type resultEntry struct {
	Table     int
	Result    tournament.Result
	ByDefault bool
	// Match is a gomoku match's games won by White and Black (x2), typed "12:1.5-0.5"; nil
	// for a result.
	Match *[2]int
	// Final is a director's final draw (the results page's button), not replayed under the
	// draw rule "replay".
	Final bool
}

// entryToken is one keyboard entry: the table, then the result (w, b, =, + both win, - both
// lose, ? none), f before it for a result by default (forfeit); or, for a gomoku match, the
// table, a colon and the games White and Black won ("12:1.5-0.5", "12:1½-½").
var (
	entryToken     = regexp.MustCompile(`(\d+)\s*(?::\s*(\d+(?:[.,]5)?|\d*½)\s*-\s*(\d+(?:[.,]5)?|\d*½)|(f?)\s*([wb=+?-])!?)`)
	entrySeparator = regexp.MustCompile(`^[\s,;]*$`)
)

// MaxEntryChars and MaxEntryResults bound one typed entry: a line of a pile of slips fits
// easily ("101w 102b " is 10 characters a result); a paste of a whole file is refused before
// anything is stored, with a message saying the bound.
const (
	MaxEntryChars   = 1000
	MaxEntryResults = 100
)

// parseEntries reads "12w", "12 b", "7=", "3fw", "3 f b", "9?", or several at once, as read
// off a pile of slips: "1w 2b 3=". An entry longer than MaxEntryChars characters or of more
// than MaxEntryResults results is refused whole.
func parseEntries(s string) ([]resultEntry, error) {
	if n := utf8.RuneCountInString(s); n > MaxEntryChars {
		return nil, app.BadRequest("entry", msgEntryTooLong.New(MaxEntryChars, n))
	}
	low := strings.ToLower(s)
	if n := len(entryToken.FindAllStringIndex(low, -1)); n > MaxEntryResults {
		return nil, app.BadRequest("entry", msgEntryTooMany.New(MaxEntryResults, n))
	}
	bad := app.BadRequest("entry", msgEntryNotResult.New(s))
	var out []resultEntry
	prev := 0
	for _, m := range entryToken.FindAllStringSubmatchIndex(low, -1) {
		if !entrySeparator.MatchString(low[prev:m[0]]) {
			return nil, bad
		}
		table, err := strconv.Atoi(low[m[2]:m[3]])
		if err != nil {
			return nil, app.BadRequest("entry", msgEntryNoTable.New(low[m[2]:m[3]]))
		}
		if m[4] >= 0 {
			w, b := entryGames(low[m[4]:m[5]]), entryGames(low[m[6]:m[7]])
			out = append(out, resultEntry{Table: table, Result: tournament.MatchResult(w, b), Match: &[2]int{w, b}})
			prev = m[1]
			continue
		}
		code := map[string]string{"w": "w", "b": "b", "=": "=", "+": "both-win", "-": "both-lose", "?": "?"}[low[m[10]:m[11]]]
		r, _ := tournament.ParseResult(code)
		out = append(out, resultEntry{Table: table, Result: r, ByDefault: m[8] < m[9] && r != tournament.Unknown})
		prev = m[1]
	}
	if len(out) == 0 || !entrySeparator.MatchString(low[prev:]) {
		return nil, bad
	}
	return out, nil
}

// entryGames reads the games won of a match's entry as half points: "1.5", "1,5", "1½", "½", "2".
func entryGames(s string) int {
	half := 0
	if rest, ok := strings.CutSuffix(s, "½"); ok {
		s, half = rest, 1
	} else if i := strings.IndexAny(s, ".,"); i >= 0 {
		s, half = s[:i], 1
	}
	n, _ := strconv.Atoi(s) // "" before ½ is 0
	return 2*n + half
}

// resultEntryForm is POST .../rounds/{n}/results with entry=12w (or "1w 2b 3="): the fast
// keyboard entry. htmx gets the message and the changed rows back without a reload; the input
// is kept on a mistake so that it can be corrected.
func (s *handlers) resultEntryForm(c echo.Context) error {
	return s.saveResults(c, c.FormValue("entry"), parseEntries)
}

// buttonResult is what a row's button sends: one result, f before it for a forfeit.
var buttonResult = regexp.MustCompile(`^f?[wb=+?-]$`)

// resultButtonForm is POST .../rounds/{n}/games/{table}/result with result=w|b|=|...: the
// buttons of a row, to correct a result with the mouse or a finger. The result is one code
// for the row's table, never an entry of its own ("0w" after table 1 would be table 10).
func (s *handlers) resultButtonForm(c echo.Context) error {
	result := c.FormValue("result")
	if result == "final" {
		// A director's final draw in a tournament that replays drawn games
		// (store.DB.SetFinalDraw); the results desk's draw is replayed.
		return s.saveResults(c, c.Param("table")+"=", func(string) ([]resultEntry, error) {
			table, err := app.PathInt(c, "table", "table")
			if err != nil {
				return nil, err
			}
			if id, err := app.TournamentID(c); err != nil || s.isDesk(c, id) {
				return nil, app.BadRequest("result", msgFinalDrawDesk.New())
			}
			return []resultEntry{{Table: table, Result: tournament.Jigo, Final: true}}, nil
		})
	}
	return s.saveResults(c, c.Param("table")+result, func(text string) ([]resultEntry, error) {
		if _, err := app.PathInt(c, "table", "table"); err != nil || !buttonResult.MatchString(strings.ToLower(result)) {
			return nil, app.BadRequest("result", msgButtonNotResult.New(result))
		}
		return parseEntries(text)
	})
}

// saveResults stores the entries that parse reads from text in order, each in its own
// transaction with its line in the audit trail, and stops at the first refusal: what was
// stored before it stays and is shown.
func (s *handlers) saveResults(c echo.Context, text string, parse func(string) ([]resultEntry, error)) error {
	t, page, n, err := s.directorRound(c, "Results")
	if err != nil {
		return err
	}
	back := fmt.Sprintf("%s/rounds/%d/results", page.Base, n)
	entries, err := parse(text)
	if err == nil && page.Desk {
		if err = s.ClosedForDesk(c, page.ID, t.Closed); err != nil {
			entries = nil
		}
	}
	l := s.Tr(c)
	var done []string
	tables := map[int]bool{}
	for _, e := range entries {
		// Each result takes the tournament's lock for itself (app.Route.LockPerChange):
		// another device's change waits for one result, not for the whole line.
		unlock := func() {}
		if app.LockedPerChange(c) {
			unlock = s.LockTournament(page.ID)
		}
		switch {
		case e.Final:
			err = s.DB.SetFinalDraw(c.Request().Context(), page.ID, n, e.Table, app.Actor(c))
		case e.Match != nil:
			err = s.DB.SetMatch(c.Request().Context(), page.ID, n, e.Table, e.Match[0], e.Match[1], app.Actor(c))
		default:
			err = s.DB.SetResult(c.Request().Context(), page.ID, n, e.Table, e.Result, e.ByDefault, app.Actor(c))
		}
		unlock()
		if err != nil {
			break
		}
		replayed := e.Match == nil && !e.Final && e.Result == tournament.Jigo && t.Settings.ReplaysDraws()
		done, tables[e.Table] = append(done, describeEntry(l, t, n, e, replayed)), true
	}
	msg := strings.Join(done, " · ")
	var answer any = msg
	if err != nil {
		if status, _, _ := app.StatusOf(err); status >= 500 {
			return err
		}
		if !app.IsHTMX(c) && msg == "" {
			return redirectError(c, back, err)
		}
		answer = app.PageMessage(err)
		if msg != "" {
			answer = l.T("flash.but", "Done", msg, "Error", app.Localize(l, answer))
		}
		if !app.IsHTMX(c) {
			setFlashText(c, "error", answer.(string))
			return c.Redirect(http.StatusSeeOther, back)
		}
	} else if !app.IsHTMX(c) {
		return redirectFlash(c, back, msg+".")
	}
	v := resultsView{Action: back, CSRF: app.CSRFToken(c)}
	v.Game, v.Matches = page.Game, t.Settings.Matches() > 1
	if len(done) > 0 {
		// The answer is built from a fresh snapshot, so that the rows and the counter show what
		// is stored, including the results other devices entered meanwhile.
		sn, serr := s.Snapshot(c.Request().Context(), page.ID)
		if serr != nil {
			return serr
		}
		e, serr := s.teamEventOf(c, page)
		if serr != nil {
			return serr
		}
		v = newResultsView(c, sn.T, e, page, n)
		v.OOB = true
		// The matches of the boards entered show their new score.
		v.Heads = nil
		var head *matchHead
		for _, r := range v.Rows {
			switch {
			case r.Head != nil:
				head = r.Head
			case r.Board == 0:
				head = nil
			}
			if tables[r.Table] && head != nil && !slices.Contains(v.Heads, head) {
				head.OOB = true
				v.Heads = append(v.Heads, head)
			}
		}
		v.Rows = slices.DeleteFunc(v.Rows, func(r resultRow) bool { return !tables[r.Table] })
		for i := range v.Rows {
			v.Rows[i].OOB, v.Rows[i].Head = true, nil
		}
	}
	v.Message = answer
	status := http.StatusOK
	if err != nil {
		v.MessageKind, v.Entry, status = "error", text, http.StatusUnprocessableEntity
		if utf8.RuneCountInString(text) > MaxEntryChars {
			v.Entry = "" // a paste refused for its size is not sent back whole
		}
	}
	return s.RenderFragment(c, status, "director_results.html", "entry-answer", v)
}

// describeEntry says what an entry recorded: "Table 3: Kim – Lee 1-0!", and the result it
// replaced, "(was 0-1)", so that a slip entered twice with different results, or a result
// another device entered, is not overwritten unnoticed.
//
// A draw replayed (replayed: the draw rule "replay") says so, and which colours the replay
// has.
func describeEntry(l *i18n.Localizer, t *tournament.Tournament, n int, e resultEntry, replayed bool) string {
	for _, g := range t.RoundGames(n) {
		if g.Table == e.Table {
			if replayed {
				g.Replay(&t.Settings)
				return l.T("flash.replayed", "Table", e.Table, "Note", app.ReplayNote(l, &t.Settings, &g),
					"Black", t.Player(g.Black).FullName(), "White", t.Player(g.White).FullName())
			}
			was, _ := dirResultLabel(g)
			g.Result, g.ByDefault = e.Result, e.ByDefault
			if e.Match != nil {
				g.MatchWhite, g.MatchBlack = e.Match[0], e.Match[1]
			} else {
				g.MatchWhite, g.MatchBlack = 0, 0
			}
			label, _ := dirResultLabel(g)
			if label == "" {
				label = l.T("flash.no_result")
			}
			if was != "" && was != label {
				label += " " + l.T("flash.was", "Result", was)
			}
			// The winner in words and by name, so that a letter read in another language
			// ("b" for bílý, blanc) shows at once as the wrong player.
			switch e.Result {
			case tournament.WhiteWins:
				label += " · " + l.T("board.white_wins") + ": " + t.Player(g.White).FullName()
			case tournament.BlackWins:
				label += " · " + l.T("board.black_wins") + ": " + t.Player(g.Black).FullName()
			}
			return l.T("flash.entered", "Table", e.Table, "White", t.Player(g.White).FullName(), "Black", t.Player(g.Black).FullName(), "Result", label)
		}
	}
	return l.T("flash.entered_table", "Table", e.Table)
}
