package director

import (
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// Routes registers the director's HTML pages: tournaments, players, rounds, results,
// standings and downloads. They all live under /director and all need a session, reads
// included: a director's page shows unpublished things (the audit trail, the pairing weights)
// and every page carries forms that change something. The results desk reads the pages of
// DeskReads and makes the changes of Desk; the pages without a tournament are every user's
// (User) or the administrator's (Admin). What answers 404 under /director needs a session
// too, so that it tells a stranger nothing.
//
// The EGD rating list (ratings) is searched in memory at every keystroke of a registration,
// and kept in the database so that a restart does not lose it.
func Routes(srv *app.Server, ratings *app.RatingStore) {
	s := &handlers{srv}
	s.Register(
		app.Route{Method: echo.RouteNotFound, Path: "/director", Handler: echo.NotFoundHandler, Guard: app.Admin},
		app.Route{Method: echo.RouteNotFound, Path: "/director/*", Handler: echo.NotFoundHandler, Guard: app.Admin},
		app.Route{Method: echo.RouteNotFound, Path: "/director/tournaments/:id", Handler: echo.NotFoundHandler, Guard: app.Director},
		app.Route{Method: echo.RouteNotFound, Path: "/director/tournaments/:id/*", Handler: echo.NotFoundHandler, Guard: app.Director},

		app.Route{Method: echo.GET, Path: "/director", Handler: s.tournamentsPage, Guard: app.User},
		app.Route{Method: echo.GET, Path: "/director/tournaments/new", Handler: s.newTournamentPage, Guard: app.User},
		app.Route{Method: echo.POST, Path: "/director/tournaments", Handler: s.createTournamentForm, Guard: app.User},
		app.Route{Method: echo.POST, Path: "/director/tournaments/demo", Handler: s.createDemoForm, Guard: app.User},
		app.Route{Method: echo.POST, Path: "/director/time-class", Handler: s.timeClassForm, Guard: app.User},
		app.Route{Method: echo.POST, Path: "/director/import/opengotha", Handler: s.importOpenGothaForm, Guard: app.User},
		app.Route{Method: echo.POST, Path: "/director/import/backup", Handler: s.importBackupForm, Guard: app.User},
		app.Route{Method: echo.GET, Path: "/director/egd", Handler: s.ratingListPage(ratings), Guard: app.User},
		app.Route{Method: echo.POST, Path: "/director/egd", Handler: s.ratingListForm(ratings), Guard: app.Admin},
		app.Route{Method: echo.POST, Path: "/director/egd/fetch", Handler: s.ratingFetchForm(ratings), Guard: app.Admin},
		app.Route{Method: echo.GET, Path: "/director/egd/search", Handler: s.ratingSearch(ratings), Guard: app.User},
	)
	s.Register(s.signupDirectorRoutes()...)
	s.Register(s.awardsRoutes()...)
	s.Register(s.constraintRoutes()...)
	s.Register(s.venueRoutes()...)

	const t = "/director/tournaments/:id"
	s.Register(
		app.Route{Method: echo.GET, Path: t, Handler: s.overviewPage, Guard: app.DeskReads},
		app.Route{Method: echo.GET, Path: t + "/settings", Handler: s.settingsPage, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/settings", Handler: s.settingsForm, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/delete", Handler: s.deleteTournamentPage, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/delete", Handler: s.deleteTournamentForm, Guard: app.Director},

		app.Route{Method: echo.GET, Path: t + "/players", Handler: s.playersPage(ratings), Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/players", Handler: s.registerForm(ratings), Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/players/check", Handler: s.checkPlayerForm, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/players/import", Handler: s.csvImportPage, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/players/import", Handler: s.csvPreviewForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/players/import/confirm", Handler: s.csvConfirmForm, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/players/egd-update", Handler: s.rankUpdatePage(ratings), Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/players/egd-update", Handler: s.rankUpdateForm(ratings), Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/players/:pid", Handler: s.editPlayerPage, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/players/:pid", Handler: s.editPlayerForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/players/:pid/withdraw", Handler: s.withdrawPlayerForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/players/:pid/delete", Handler: s.deletePlayerForm, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/teams", Handler: s.teamsPage, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/teams", Handler: s.addTeamForm, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/teams/:tid", Handler: s.editTeamPage, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/teams/:tid", Handler: s.editTeamForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/teams/:tid/delete", Handler: s.deleteTeamForm, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/print/checkin", Handler: s.checkinPage, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/presence", Handler: s.presencePage, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/presence", Handler: s.presenceForm, Guard: app.Director},

		app.Route{Method: echo.GET, Path: t + "/rounds/:n", Handler: s.roundPage, Guard: app.DeskReads},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/pair", Handler: s.pairForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/delete", Handler: s.deleteRoundForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/swap", Handler: s.swapForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/fix", Handler: s.fixGameForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/renumber", Handler: s.renumberForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/games/:table/unpair", Handler: s.unpairGameForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/games/:table/colours", Handler: s.swapColoursForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/games/:table/handicap", Handler: s.handicapForm, Guard: app.Director},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/games/:table/furigoma", Handler: s.furigomaForm, Guard: app.Desk},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n/games/:table/why", Handler: s.whyPage, Guard: app.DeskReads},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n/check", Handler: s.checkPage, Guard: app.Director},

		app.Route{Method: echo.GET, Path: t + "/rounds/:n/results", Handler: s.resultsPage, Guard: app.DeskReads},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/results", Handler: s.resultEntryForm, Guard: app.Desk, LockPerChange: true},
		app.Route{Method: echo.POST, Path: t + "/rounds/:n/games/:table/result", Handler: s.resultButtonForm, Guard: app.Desk, SharedLock: true},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n/audit", Handler: s.auditPage, Guard: app.DeskReads},

		app.Route{Method: echo.POST, Path: t + "/close", Handler: s.closeForm, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/standings", Handler: s.directorStandingsPage, Guard: app.DeskReads},
		app.Route{Method: echo.GET, Path: t + "/downloads", Handler: s.downloadsPage, Guard: app.DeskReads},
		app.Route{Method: echo.GET, Path: t + "/export/:file", Handler: s.exportFile, Guard: app.DeskReads},
		app.Route{Method: echo.GET, Path: t + "/export/hoshi.json", Handler: s.exportBackup, Guard: app.Director},
		app.Route{Method: echo.GET, Path: t + "/export/latest-backup.json", Handler: s.exportLatestBackup, Guard: app.Director},
	)
}
