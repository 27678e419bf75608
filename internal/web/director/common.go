package director

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// FlashCookie carries the one-line message shown on the page a form redirects to.
const FlashCookie = "hoshi_flash"

// DirFlash is a message for the next page: Kind is "" (done), "warn" or "error".
type DirFlash struct {
	Kind string      `json:"k,omitempty"`
	Text string      `json:"t"`
	More []flashLine `json:"m,omitempty"`
	// Err is Text as a keyed message (a refusal that carries its key, with its values):
	// the page shows it by its key.
	Err *keyed.Error `json:"e,omitempty"`
}

// Message is the flash's text as the page shows it (template func te): by its key when it
// carries one that still says Text (a text cut to fit the cookie does not).
func (f *DirFlash) Message() any {
	if f.Err != nil && f.Err.Error() == f.Text {
		return f.Err
	}
	return f.Text
}

// flashLine is a line of a flash below its message: a text in the page's language, or a
// keyed message (a note of an import), which the page shows by its key. In the cookie a
// text is a JSON string, a message an object {"e": …}.
type flashLine struct {
	Text string
	Err  *keyed.Error
}

// Message is the line as the page shows it (template func te).
func (f flashLine) Message() any {
	if f.Err != nil {
		return f.Err
	}
	return f.Text
}

func (f flashLine) MarshalJSON() ([]byte, error) {
	if f.Err != nil {
		return json.Marshal(struct {
			Err *keyed.Error `json:"e"`
		}{f.Err})
	}
	return json.Marshal(f.Text)
}

func (f *flashLine) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &f.Text)
	}
	var v struct {
		Err *keyed.Error `json:"e"`
	}
	err := json.Unmarshal(b, &v)
	f.Err = v.Err
	return err
}

// textLines are lines already in the page's language.
func textLines(texts []string) []flashLine {
	out := make([]flashLine, len(texts))
	for i, t := range texts {
		out[i] = flashLine{Text: t}
	}
	return out
}

// messageLines are lines of keyed messages (an error without a key is shown as its text).
func messageLines(msgs []error) []flashLine {
	out := make([]flashLine, len(msgs))
	for i, m := range msgs {
		if k, ok := m.(*keyed.Error); ok {
			out[i] = flashLine{Err: k}
		} else {
			out[i] = flashLine{Text: m.Error()}
		}
	}
	return out
}

// dirTab is one link of a tournament's navigation bar.
type dirTab struct {
	Label, URL string
	Active     bool
}

// dirPage is what every director page shows around its content: the tournament it is
// about (if any), the navigation and the message left by the last form.
type dirPage struct {
	ID    store.TournamentID
	Name  string
	Base  string // /director/tournaments/{id}
	Tabs  []dirTab
	Flash *DirFlash
	// l speaks the page's language.
	l *i18n.Localizer
	// roundTab is the index in Tabs of the round's tab; the results' tab follows it.
	roundTab int
	// Desk is true for the tournament's results desk: its pages show only what it may do
	// (the guards app.DeskReads and app.Desk of its routes), the tabs only its pages.
	Desk bool
	// Closed is true once the director closed the tournament (tournament.Tournament.Closed):
	// the pages of results say that a change now is a correction after the close.
	Closed bool
	// Game is the tournament's game (go, shogi, gomoku, ninuki): the pages say its words.
	Game string
}

// maxFlashCookie bounds the flash cookie's value: browsers drop a cookie beyond 4096 bytes
// (name and attributes included), and the message with it.
const maxFlashCookie = 3500

// setFlashText leaves a message for the page the browser is sent to next.
func setFlashText(c echo.Context, kind, text string, more ...string) {
	setFlash(c, DirFlash{Kind: kind, Text: text, More: textLines(more)})
}

func setFlash(c echo.Context, f DirFlash) {
	c.SetCookie(&http.Cookie{Name: FlashCookie, Value: flashValue(f), Path: "/",
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: app.SecureCookies(c)})
}

// flashValue encodes f for the cookie, within MaxFlashCookie: beyond 12 lines, or when the
// lines do not fit, the last ones give way to "… and N more"; a text too long is cut.
func flashValue(f DirFlash) string {
	const maxMore = 12
	encode := func(f DirFlash) string {
		b, _ := json.Marshal(f)
		return base64.RawURLEncoding.EncodeToString(b)
	}
	lines := f.More
	for keep := min(len(lines), maxMore); keep >= 0; keep-- {
		f.More = lines[:keep:keep]
		if keep < len(lines) {
			f.More = append(f.More, flashLine{Err: msgAndMore.New(len(lines) - keep)})
		}
		if v := encode(f); len(v) <= maxFlashCookie {
			return v
		}
	}
	// Even without its lines the message is too long: cut its text, which then is no
	// longer its keyed message's.
	f.Err = nil
	text := []rune(f.Text)
	for {
		text = text[:len(text)*3/4]
		f.Text = string(text) + "…"
		if v := encode(f); len(v) <= maxFlashCookie {
			return v
		}
	}
}

// takeFlash reads and clears the message left by the last form.
func takeFlash(c echo.Context) *DirFlash {
	ck, err := c.Cookie(FlashCookie)
	if err != nil || ck.Value == "" {
		return nil
	}
	c.SetCookie(&http.Cookie{Name: FlashCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: app.SecureCookies(c)})
	b, err := base64.RawURLEncoding.DecodeString(ck.Value)
	if err != nil {
		return nil
	}
	var f DirFlash
	if json.Unmarshal(b, &f) != nil || f.Text == "" {
		return nil
	}
	return &f
}

// redirectFlash ends a successful form: a message and the page to show it on.
func redirectFlash(c echo.Context, url, text string, more ...string) error {
	setFlashText(c, "", text, more...)
	return c.Redirect(http.StatusSeeOther, url)
}

// redirectError ends a refused form: the reason, on the page the form came from. Errors the
// director cannot fix go to the error handler.
func redirectError(c echo.Context, url string, err error) error {
	if status, _, _ := app.StatusOf(err); status >= 500 {
		return err
	}
	setFlash(c, errorFlash(err))
	return c.Redirect(http.StatusSeeOther, url)
}

// errorFlash is the flash of a refusal: its message (StatusOf), by its key when it has one.
func errorFlash(err error) DirFlash {
	_, _, msg := app.StatusOf(err)
	f := DirFlash{Kind: "error", Text: msg}
	if k, ok := app.PageMessage(err).(*keyed.Error); ok {
		f.Err = k
	}
	return f
}

// directorTournament loads the tournament of the path (read-only, shared) and the frame of
// its pages with the tab active.
func (s *handlers) directorTournament(c echo.Context, active string) (*tournament.Tournament, dirPage, error) {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return nil, dirPage{}, err
	}
	app.NoteTournamentLang(c, sn.T.Settings.Language)
	return sn.T, s.newDirPage(c, id, sn.T, active), nil
}

// directorRound is directorTournament for the pages of a round: also the round of the path.
func (s *handlers) directorRound(c echo.Context, active string) (*tournament.Tournament, dirPage, int, error) {
	t, page, err := s.directorTournament(c, active)
	if err != nil {
		return nil, page, 0, err
	}
	n, err := app.RoundNumber(c, t)
	return t, page, n, err
}

func (s *handlers) newDirPage(c echo.Context, id store.TournamentID, t *tournament.Tournament, active string) dirPage {
	base := fmt.Sprintf("/director/tournaments/%d", id)
	cur := currentRound(t)
	tabs := []dirTab{
		{Label: "Overview", URL: base},
		{Label: "Players", URL: base + "/players"},
		{Label: "Presence", URL: base + "/presence"},
		{Label: "Round " + strconv.Itoa(cur), URL: fmt.Sprintf("%s/rounds/%d", base, cur)},
		{Label: "Results", URL: fmt.Sprintf("%s/rounds/%d/results", base, cur)},
		{Label: "Standings", URL: base + "/standings"},
		{Label: "Downloads", URL: base + "/downloads"},
		{Label: "Settings", URL: base + "/settings"},
		{Label: "Sign-ups", URL: base + "/signups"},
		{Label: "Prizes", URL: base + "/prizes"},
	}
	tabs = append(tabs, dirTab{Label: "Team", URL: base + "/team"}) // the staff's roles: account/users.go
	l := app.TrOf(c)
	keys := []string{"nav.overview", "nav.players", "nav.presence", "", "nav.results", "standings", "nav.downloads",
		"nav.settings", "nav.signups", "nav.prizes", "nav.team"}
	for i, key := range keys {
		tabs[i].Active = tabs[i].Label == active || (active == "Round" && i == 3)
		if key != "" {
			tabs[i].Label = l.T(key)
		} else {
			tabs[i].Label = l.T("round_n", "N", cur)
		}
	}
	// A team tournament's teams, after its players; the tabs of the round stay at 3 and 4 of
	// the list atRound changes, kept in roundTab.
	roundTab := 3
	if ts, err := s.DB.TeamSettings(c.Request().Context(), id); err == nil && ts.Size != 0 {
		teams := dirTab{Label: l.T("nav.teams"), URL: base + "/teams", Active: active == "Teams"}
		tabs = append(tabs[:2], append([]dirTab{teams}, tabs[2:]...)...)
		roundTab = 4
	}
	desk := s.isDesk(c, id)
	if desk {
		// The desk's tabs are the pages it reads (their guard admits it); the round's tab and the
		// results' tab stay side by side.
		var mine []dirTab
		r := roundTab
		for i, tab := range tabs {
			if i == r {
				roundTab = len(mine)
			}
			if i == r || i == r+1 || s.deskReads(deskRoute(tab.URL, base)) {
				mine = append(mine, tab)
			}
		}
		tabs = mine
	}
	return dirPage{ID: id, Name: t.Settings.Name, Base: base, Tabs: tabs, Flash: takeFlash(c), l: l, roundTab: roundTab, Desk: desk,
		Closed: t.Closed, Game: string(t.Settings.Game.OrGo())}
}

// deskReads tells whether the results desk may open the director's page of route
// ("/director/tournaments/:id/standings").
func (s *handlers) deskReads(route string) bool {
	g, ok := s.GuardOf(http.MethodGet, route)
	return ok && g.AdmitsDesk()
}

// isDesk tells whether the request's user is the results desk of tournament id (not one of
// its directors, nor the administrator).
func (s *handlers) isDesk(c echo.Context, id store.TournamentID) bool {
	u, ok := app.CurrentUser(c)
	if !ok || u.Admin {
		return false
	}
	role, err := s.DB.RoleOf(c.Request().Context(), id, u.ID)
	return err == nil && role == store.RoleDesk
}

// deskRoute is the route of a tab's URL under base, the tournament's pages: "/standings"
// is /director/tournaments/:id/standings.
func deskRoute(url, base string) string {
	return "/director/tournaments/:id" + strings.TrimPrefix(url, base)
}

// atRound points the round and results tabs at round n, for the pages of that round.
func (p *dirPage) atRound(n int) {
	r := p.roundTab
	p.Tabs[r].Label, p.Tabs[r].URL = p.l.T("round_n", "N", n), fmt.Sprintf("%s/rounds/%d", p.Base, n)
	p.Tabs[r+1].URL = p.Tabs[r].URL + "/results"
}

// currentRound is the round the director works on: the last paired one while it still has
// games without a result, else the next one to pair.
func currentRound(t *tournament.Tournament) int {
	last := app.LastPlayedRound(t)
	if last == 0 {
		return 1
	}
	for _, g := range t.RoundGames(last) {
		if g.Result == tournament.Unknown {
			return last
		}
	}
	return min(last+1, t.Settings.Rounds)
}
