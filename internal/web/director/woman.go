package director

import (
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// women are the players of tournament id with the woman mark (Categories and prizes, or the
// player's form), for the messages whose words agree with it: "přihlášena", "hráčky",
// "inscrite". A database error leaves everyone unmarked: the messages then read as they
// always did, and the page is still served.
func (s *handlers) women(c echo.Context, id store.TournamentID) map[tournament.PlayerID]bool {
	details, err := s.DB.PlayerDetails(c.Request().Context(), id)
	out := map[tournament.PlayerID]bool{}
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

// womanField is the registration's box for the woman mark, which the women's category and
// the grammar of the messages about the player use.
func womanField(checked bool) DirField {
	return DirField{Name: "woman", Label: "Woman", Kind: "checkbox", Checked: checked,
		Help: "for the women's category, and the messages' words"}
}
