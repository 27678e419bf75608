// Package api is hoshi's JSON API under /api, for scripts and other programs: the session,
// tournaments, players, pairings, games and their records, results and standings. Its
// handlers answer JSON only (errors too, through app.Server's error handler); reads are
// public and every change needs a director's session or the results desk's. docs/API.md is
// its contract.
package api

import (
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// handlers are the API's handlers: methods on the shared server state.
type handlers struct {
	*app.Server
	teams teamEvents // teams.go
}

// Routes registers the JSON API on s's Echo. Reads are public; the changes are the
// tournament's directors', the results desk's where the guard says Desk.
func Routes(srv *app.Server) {
	s := &handlers{Server: srv}
	const t = "/api/tournaments/:id"
	s.Register(
		app.Route{Method: echo.GET, Path: "/api/openapi.yaml", Handler: serveOpenAPI, Guard: app.Public},
		app.Route{Method: echo.POST, Path: "/api/session", Handler: s.apiLogin, Guard: app.Public},
		app.Route{Method: echo.DELETE, Path: "/api/session", Handler: s.apiLogout, Guard: app.User},

		app.Route{Method: echo.GET, Path: "/api/tournaments", Handler: s.apiListTournaments, Guard: app.Public},
		app.Route{Method: echo.POST, Path: "/api/tournaments", Handler: s.apiCreateTournament, Guard: app.User},
		app.Route{Method: echo.GET, Path: t, Handler: s.apiGetTournament, Guard: app.Public},
		app.Route{Method: echo.PUT, Path: t, Handler: s.apiUpdateTournament, Guard: app.Director},
		app.Route{Method: echo.DELETE, Path: t, Handler: s.apiDeleteTournament, Guard: app.Director},

		app.Route{Method: echo.GET, Path: t + "/players", Handler: s.apiListPlayers, Guard: app.Public},
		app.Route{Method: echo.POST, Path: t + "/players", Handler: s.apiAddPlayer, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/players/:pid", Handler: s.apiGetPlayer, Guard: app.Public},
		app.Route{Method: echo.PUT, Path: t + "/players/:pid", Handler: s.apiUpdatePlayer, Guard: app.Director},
		app.Route{Method: echo.DELETE, Path: t + "/players/:pid", Handler: s.apiDeletePlayer, Guard: app.Director},

		app.Route{Method: echo.GET, Path: t + "/rounds/:n/pairing", Handler: s.apiGetPairing, Guard: app.Public},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/pairing", Handler: s.apiPair, Guard: app.Director},
		app.Route{Method: echo.DELETE, Path: t + "/rounds/:n/pairing", Handler: s.apiUnpair, Guard: app.Director},
		app.Route{Method: echo.PUT, Path: t + "/rounds/:n/games/:table", Handler: s.apiUpdateGame, Guard: app.Director},
		app.Route{Method: echo.PUT, Path: t + "/rounds/:n/games/:table/result", Handler: s.apiSetResult, Guard: app.Desk, SharedLock: true},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/games/:table/sgf", Handler: s.apiUploadSGF, Guard: app.Desk},
		app.Route{Method: echo.PUT, Path: t + "/rounds/:n/games/:table/furigoma", Handler: s.apiFurigoma, Guard: app.Desk},
		app.Route{Method: echo.DELETE, Path: t + "/rounds/:n/games/:table/furigoma", Handler: s.apiClearFurigoma, Guard: app.Desk},

		app.Route{Method: echo.GET, Path: t + "/standings", Handler: s.apiStandings, Guard: app.Public},

		// The players at the venue: their links, check-ins and reports (selfreport.go).
		app.Route{Method: echo.POST, Path: t + "/players/:pid/link", Handler: s.apiIssueLink, Guard: app.Director},
		app.Route{Method: echo.DELETE, Path: t + "/players/:pid/link", Handler: s.apiRevokeLink, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n/reports", Handler: s.apiRoundReports, Guard: app.DeskReads},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/games/:table/approve", Handler: s.apiApproveReports, Guard: app.Desk},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/checkins", Handler: s.apiDeskCheckIn, Guard: app.Desk},
		app.Route{Method: echo.DELETE, Path: t + "/rounds/:n/checkins/:pid", Handler: s.apiDeskUndoCheckIn, Guard: app.Desk},
		app.Route{Method: echo.GET, Path: "/api/p/:token", Handler: s.apiPlayerView, Guard: app.PlayerLink},
		app.Route{Method: echo.POST, Path: "/api/p/:token/checkin", Handler: s.apiLinkCheckIn, Guard: app.PlayerLink},
		app.Route{Method: echo.DELETE, Path: "/api/p/:token/checkin", Handler: s.apiLinkCheckIn, Guard: app.PlayerLink},
		app.Route{Method: echo.POST, Path: "/api/p/:token/report", Handler: s.apiLinkReport, Guard: app.PlayerLink},
		app.Route{Method: echo.GET, Path: "/api/p/:token/position", Handler: s.apiGetPosition, Guard: app.PlayerLink},
		app.Route{Method: echo.POST, Path: "/api/p/:token/position", Handler: s.apiPropose, Guard: app.PlayerLink},
		app.Route{Method: echo.POST, Path: "/api/p/:token/position/dead", Handler: s.apiPositionDead, Guard: app.PlayerLink},
		app.Route{Method: echo.POST, Path: "/api/p/:token/position/confirm", Handler: s.apiPositionConfirm, Guard: app.PlayerLink},
		app.Route{Method: echo.POST, Path: "/api/p/:token/position/dispute", Handler: s.apiPositionDispute, Guard: app.PlayerLink},

		app.Route{Method: echo.GET, Path: t + "/teams", Handler: s.apiListTeams, Guard: app.Public},
		app.Route{Method: echo.POST, Path: t + "/teams", Handler: s.apiAddTeam, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/teams/:tid", Handler: s.apiGetTeam, Guard: app.Public},
		app.Route{Method: echo.PUT, Path: t + "/teams/:tid", Handler: s.apiUpdateTeam, Guard: app.Director},
		app.Route{Method: echo.DELETE, Path: t + "/teams/:tid", Handler: s.apiDeleteTeam, Guard: app.Director},
	)
	s.Register(s.userRoutes()...)
}
