package public

import (
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// PathSnapshot is the Server's, for the public pages that are not cached (the sign-up form,
// the registered list, prizes, categories, a board, "find my table"): it also notes the
// tournament's language, so that a visitor whose browser names none of hoshi's languages
// (or none at all) reads the page in the tournament's language, not in English. The switch's
// cookie and the browser's Accept-Language still come first (app.ResolveLang).
func (p *public) PathSnapshot(c echo.Context) (store.TournamentID, *app.Snapshot, error) {
	id, sn, err := p.Server.PathSnapshot(c)
	if err == nil {
		app.NoteTournamentLang(c, sn.T.Settings.Language)
	}
	return id, sn, err
}
