package app

import (
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// ClosedForDesk is the refusal of a result that the results desk enters in a tournament the
// director closed (tournament.Tournament.Closed): once closed, only a director changes a
// result (a correction at the prize-giving), and the director's pages warn that the
// tournament is closed. Nil when the tournament is open or the user is no desk.
func (s *Server) ClosedForDesk(c echo.Context, id store.TournamentID, closed bool) error {
	if !closed {
		return nil
	}
	u, ok := CurrentUser(c)
	if !ok || u.Admin {
		return nil
	}
	role, err := s.DB.RoleOf(c.Request().Context(), id, u.ID)
	if err != nil || role != store.RoleDesk {
		return err
	}
	return &store.Error{Code: store.ECONFLICT, Field: "closed", Message: msgTournamentClosed.New().Error(), Key: msgTournamentClosed.New()}
}
