package public

import (
	"slices"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// frame is NewPublicFrame with the links that need the database: the standings by category
// (after the standings) when the director has defined categories, and the sign-up form (last)
// while it takes sign-ups. A database error leaves them out: the page is still served.
func (s *public) frame(c echo.Context, id store.TournamentID, t *tournament.Tournament, active string) PublicFrame {
	f := NewPublicFrame(c, id, t, active)
	l := app.TrOf(c)
	ctx := c.Request().Context()
	if cats, _, err := s.DB.Awards(ctx, id); err == nil && (len(cats) > 0 || active == "categories") {
		at := slices.IndexFunc(f.Nav, func(n navLink) bool { return n.URL == f.Base+"/standings" }) + 1
		link := navLink{Label: l.T("nav.categories"), URL: f.Base + "/categories", Active: active == "categories"}
		f.Nav = slices.Insert(f.Nav, at, link)
	}
	if reg, err := s.DB.Registration(ctx, id); err == nil && (reg.Accepting(time.Now(), t.Settings.Zone()) || active == "register") {
		f.Nav = append(f.Nav, navLink{Label: l.T("signup.sign_up"), URL: f.Base + "/register", Active: active == "register"})
	}
	return f
}

// criterionTexts writes a player's criteria values as the standings show them.
func criterionTexts(t *tournament.Tournament, values []int) []string {
	out := make([]string, len(values))
	for k, v := range values {
		if k < len(t.Settings.Criteria) {
			out[k] = app.CriterionText(t.Settings.Criteria[k], v)
		}
	}
	return out
}
