package web

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/static"
	"github.com/hoshi-go/hoshi/templates"
	"github.com/labstack/echo/v4"
)

// New builds the server on db.
func New(db *store.DB, cfg Config) (*Server, error) {
	if cfg.SessionTTL == 0 {
		cfg.SessionTTL = 24 * time.Hour
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		return nil, err
	}
	pages, err := parseLanguages(templates.FS, cat)
	if err != nil {
		return nil, err
	}
	s := &Server{
		db:          db,
		cfg:         cfg,
		echo:        echo.New(),
		cache:       newCache(),
		pages:       pages,
		cat:         cat,
		crossOrigin: http.NewCrossOriginProtection(),
	}
	e := s.echo
	e.HideBanner = true
	e.HidePort = true
	e.HTTPErrorHandler = s.handleError
	e.JSONSerializer = jsonSerializer{}
	// The client's address: the connection's, or X-Forwarded-For from trusted proxies only.
	if e.IPExtractor, err = ipExtractor(cfg.TrustedProxies); err != nil {
		return nil, err
	}
	e.Use(s.withCatalog, s.securityHeaders, s.recoverPanic, s.limitBody, s.checkOrigin, s.csrf, s.loadSession)
	routes(s)
	return s, nil
}

// routes registers every route. Reads are public; every change needs the director's session
// (TestMutatingRoutesNeedDirector checks the list).
func routes(s *Server) {
	e := s.echo
	director := s.requireDirector

	e.GET("/static/*", echo.WrapHandler(http.StripPrefix("/static/", http.FileServerFS(static.FS))))
	e.GET("/lang/:code", s.langSwitch)
	e.GET("/login", s.loginPage)
	e.POST("/login", s.loginForm)
	e.POST("/logout", s.logoutForm, director)
	e.GET("/setup", s.setupPage)
	e.POST("/setup", s.setupForm)

	api := e.Group("/api")
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

	api.GET("/tournaments/:id/standings", s.apiStandings)
	e.GET("/tournaments/:id/standings.xlsx", s.standingsXLSX)

	e.GET("/tournaments/:id/events", s.eventStream)

	s.directorPageRoutes()
	s.userPageRoutes()
	s.publicPageRoutes()
}
