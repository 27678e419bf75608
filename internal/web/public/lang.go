package public

import (
	"context"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
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

// women are the players of tournament id with the woman mark, for the words of the
// messages about them ("zadala", "vyhrála"). A database error leaves everyone unmarked: the
// messages then read as they do for a player without the mark, and the page is served.
func (p *public) women(ctx context.Context, id store.TournamentID) map[tournament.PlayerID]bool {
	out := map[tournament.PlayerID]bool{}
	details, err := p.DB.PlayerDetails(ctx, id)
	if err != nil {
		return out
	}
	for pid, d := range details {
		if d.Woman {
			out[pid] = true
		}
	}
	return out
}
