// Package api is hoshi's JSON API under /api, for scripts and other programs: the session,
// tournaments, players, pairings, games and their records, results and standings. Its
// handlers answer JSON only (errors too, through app.Server's error handler); reads are
// public and every change needs a director's session or the results desk's. docs/API.md is
// its contract.
package api

import (
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// handlers are the API's handlers: methods on the shared server state.
type handlers struct {
	*app.Server
	teams teamEvents // teams.go
}

// Routes registers the JSON API on s's Echo.
func Routes(srv *app.Server) {
	s := &handlers{Server: srv}
	director := s.RequireDirector

	api := s.Echo.Group("/api")
	api.GET("/openapi.yaml", serveOpenAPI)
	api.POST("/session", s.apiLogin)
	api.DELETE("/session", s.apiLogout, director)

	api.GET("/tournaments", s.apiListTournaments)
	api.POST("/tournaments", s.apiCreateTournament, director)
	api.GET("/tournaments/:id", s.apiGetTournament)
	api.PUT("/tournaments/:id", s.apiUpdateTournament, director)
	api.DELETE("/tournaments/:id", s.apiDeleteTournament, director)

	api.GET("/tournaments/:id/players", s.apiListPlayers)
	api.POST("/tournaments/:id/players", s.apiAddPlayer, director)
	api.GET("/tournaments/:id/players/:pid", s.apiGetPlayer)
	api.PUT("/tournaments/:id/players/:pid", s.apiUpdatePlayer, director)
	api.DELETE("/tournaments/:id/players/:pid", s.apiDeletePlayer, director)

	api.GET("/tournaments/:id/rounds/:n/pairing", s.apiGetPairing)
	api.POST("/tournaments/:id/rounds/:n/pairing", s.apiPair, director)
	api.DELETE("/tournaments/:id/rounds/:n/pairing", s.apiUnpair, director)
	api.PUT("/tournaments/:id/rounds/:n/games/:table", s.apiUpdateGame, director)
	api.PUT("/tournaments/:id/rounds/:n/games/:table/result", s.apiSetResult, director)
	api.POST("/tournaments/:id/rounds/:n/games/:table/sgf", s.apiUploadSGF, director)
	api.PUT("/tournaments/:id/rounds/:n/games/:table/furigoma", s.apiFurigoma, director)
	api.DELETE("/tournaments/:id/rounds/:n/games/:table/furigoma", s.apiClearFurigoma, director)

	api.GET("/tournaments/:id/standings", s.apiStandings)

	// The players at the venue: their links, check-ins and reports (selfreport.go).
	api.POST("/tournaments/:id/players/:pid/link", s.apiIssueLink, director)
	api.DELETE("/tournaments/:id/players/:pid/link", s.apiRevokeLink, director)
	api.GET("/tournaments/:id/rounds/:n/reports", s.apiRoundReports, director)
	api.POST("/tournaments/:id/rounds/:n/games/:table/approve", s.apiApproveReports, director)
	api.POST("/tournaments/:id/rounds/:n/checkins", s.apiDeskCheckIn, director)
	api.DELETE("/tournaments/:id/rounds/:n/checkins/:pid", s.apiDeskUndoCheckIn, director)
	api.GET("/p/:token", s.apiPlayerView)
	api.POST("/p/:token/checkin", s.apiLinkCheckIn)
	api.DELETE("/p/:token/checkin", s.apiLinkCheckIn)
	api.POST("/p/:token/report", s.apiLinkReport)
	api.GET("/p/:token/position", s.apiGetPosition)
	api.POST("/p/:token/position", s.apiPropose)
	api.POST("/p/:token/position/dead", s.apiPositionDead)
	api.POST("/p/:token/position/confirm", s.apiPositionConfirm)
	api.POST("/p/:token/position/dispute", s.apiPositionDispute)

	api.GET("/tournaments/:id/teams", s.apiListTeams)
	api.POST("/tournaments/:id/teams", s.apiAddTeam, director)
	api.GET("/tournaments/:id/teams/:tid", s.apiGetTeam)
	api.PUT("/tournaments/:id/teams/:tid", s.apiUpdateTeam, director)
	api.DELETE("/tournaments/:id/teams/:tid", s.apiDeleteTeam, director)

	s.userRoutes(api, director)
}
