package director

import (
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// Routes registers the director's HTML pages: tournaments, players, rounds,
// results, standings and downloads. They all live under /director and all take
// s.RequireDirector, reads included: a director's page shows unpublished things (the audit
// trail, the pairing weights) and every page carries forms that change something.
//
// The EGD rating list (ratings) is searched in memory at every keystroke of a registration,
// and kept in the database so that a restart does not lose it.
func Routes(srv *app.Server, ratings *app.RatingStore) {
	s := &handlers{srv}
	g := s.Echo.Group("/director", s.RequireDirector)

	g.GET("", s.tournamentsPage)
	g.GET("/tournaments/new", s.newTournamentPage)
	g.POST("/tournaments", s.createTournamentForm)
	g.POST("/tournaments/demo", s.createDemoForm)
	g.POST("/time-class", s.timeClassForm)
	g.POST("/import/opengotha", s.importOpenGothaForm)
	g.POST("/import/backup", s.importBackupForm)
	g.GET("/egd", s.ratingListPage(ratings))
	g.POST("/egd", s.ratingListForm(ratings))
	g.POST("/egd/fetch", s.ratingFetchForm(ratings))
	g.GET("/egd/search", s.ratingSearch(ratings))

	s.signupDirectorRoutes()
	s.awardsRoutes()
	s.constraintRoutes()
	s.venueRoutes()

	t := g.Group("/tournaments/:id")
	t.GET("", s.overviewPage)
	t.GET("/settings", s.settingsPage)
	t.POST("/settings", s.settingsForm)
	t.GET("/delete", s.deleteTournamentPage)
	t.POST("/delete", s.deleteTournamentForm)

	t.GET("/players", s.playersPage(ratings))
	t.POST("/players", s.registerForm(ratings))
	t.POST("/players/check", s.checkPlayerForm)
	t.GET("/players/import", s.csvImportPage)
	t.POST("/players/import", s.csvPreviewForm)
	t.POST("/players/import/confirm", s.csvConfirmForm)
	t.GET("/players/egd-update", s.rankUpdatePage(ratings))
	t.POST("/players/egd-update", s.rankUpdateForm(ratings))
	t.GET("/players/:pid", s.editPlayerPage)
	t.POST("/players/:pid", s.editPlayerForm)
	t.POST("/players/:pid/withdraw", s.withdrawPlayerForm)
	t.POST("/players/:pid/delete", s.deletePlayerForm)
	t.GET("/teams", s.teamsPage)
	t.POST("/teams", s.addTeamForm)
	t.GET("/teams/:tid", s.editTeamPage)
	t.POST("/teams/:tid", s.editTeamForm)
	t.POST("/teams/:tid/delete", s.deleteTeamForm)
	t.GET("/print/checkin", s.checkinPage)
	t.GET("/presence", s.presencePage)
	t.POST("/presence", s.presenceForm)

	t.GET("/rounds/:n", s.roundPage)
	t.POST("/rounds/:n/pair", s.pairForm)
	t.POST("/rounds/:n/delete", s.deleteRoundForm)
	t.POST("/rounds/:n/swap", s.swapForm)
	t.POST("/rounds/:n/fix", s.fixGameForm)
	t.POST("/rounds/:n/renumber", s.renumberForm)
	t.POST("/rounds/:n/games/:table/unpair", s.unpairGameForm)
	t.POST("/rounds/:n/games/:table/colours", s.swapColoursForm)
	t.POST("/rounds/:n/games/:table/handicap", s.handicapForm)
	t.POST("/rounds/:n/games/:table/furigoma", s.furigomaForm)
	t.GET("/rounds/:n/games/:table/why", s.whyPage)
	t.GET("/rounds/:n/check", s.checkPage)

	t.GET("/rounds/:n/results", s.resultsPage)
	t.POST("/rounds/:n/results", s.resultEntryForm)
	t.POST("/rounds/:n/games/:table/result", s.resultButtonForm)
	t.GET("/rounds/:n/audit", s.auditPage)

	t.POST("/close", s.closeForm)
	t.GET("/standings", s.directorStandingsPage)
	t.GET("/downloads", s.downloadsPage)
	t.GET("/export/:file", s.exportFile)
	t.GET("/export/hoshi.json", s.exportBackup)
	t.GET("/export/latest-backup.json", s.exportLatestBackup)
}
