package public

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// tournamentLine is a tournament on the home page.
type tournamentLine struct {
	Name, URL, Where, When string
	Players                int
}

// listPage is GET /: every tournament, the newest first, for a player who just scanned the
// QR code on the wall.
//
// The page is rendered once per state of the list (app.ListAnswer), language and whether a
// director asks (the menu differs), and then sent as it is, gzipped if the client takes it.
func (p *public) listPage(c echo.Context) error {
	l := p.Tr(c)
	signedIn := app.SignedIn(c)
	what := fmt.Sprintf("public-list|%s|%t", l.Code(), signedIn)
	page, err := app.ListAnswer(c.Request().Context(), p.Server, what, func(list []store.TournamentSummary) (*cachedPage, error) {
		lines := make([]tournamentLine, len(list))
		for i, t := range list {
			lines[i] = tournamentLine{
				Name: t.Settings.Name, URL: fmt.Sprintf("/tournaments/%d", t.ID), Players: t.Players,
				Where: where(&t.Settings), When: l.Days(t.Settings.Begin, t.Settings.End),
			}
		}
		data := struct {
			Tournaments []tournamentLine
			SignedIn    bool
		}{lines, signedIn}
		body, err := p.RenderBytes(l.Code(), "public_list.html", data)
		if err != nil {
			return nil, err
		}
		return newCachedPage(body, echo.MIMETextHTMLCharsetUTF8), nil
	})
	if err != nil {
		return err
	}
	return writeCached(c, page, "")
}

// where is "Place, Country" without empty parts.
func where(s *tournament.Settings) string {
	switch {
	case s.Place != "" && s.Country != "":
		return s.Place + ", " + s.Country
	case s.Place != "":
		return s.Place
	}
	return s.Country
}
