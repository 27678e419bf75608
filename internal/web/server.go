// Package web is hoshi's HTTP face: the JSON API under /api, the director's login, the
// public read-only pages and the exports, on Echo. A Server holds everything it needs; there
// are no package globals, so tests start as many servers as they like.
package web

import (
	"html/template"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/static"
	"github.com/hoshi-go/hoshi/templates"
	"github.com/labstack/echo/v4"
)

// Config is what a Server needs besides the database.
type Config struct {
	// Defaults are the settings of a new tournament before the director changes them.
	Defaults tournament.Settings
	// SecureCookies marks the cookies Secure, for a server behind HTTPS.
	SecureCookies bool
	// SessionTTL is how long a director stays logged in (default 24 hours).
	SessionTTL time.Duration
	// Logger receives the errors that are not the user's fault (default slog.Default()).
	Logger *slog.Logger
	// TrustedProxies are the reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For
	// gives the client's address; none by default: the connection's address counts.
	TrustedProxies []string
}

// Server is the web application. Create it with New and serve Handler().
type Server struct {
	db    *store.DB
	cfg   Config
	echo  *echo.Echo
	cache *cache
	// pages holds the parsed page files of each language, by language code and file name.
	pages map[string]map[string]*template.Template
	// cat is the message catalogue of every language.
	cat *i18n.Catalog
	// crossOrigin refuses state-changing requests that a browser sends from another site.
	crossOrigin *http.CrossOriginProtection
	// locks orders the changes of each tournament.
	locks keyedLocks[store.TournamentID]
	// logins makes the password attempts of one address wait for each other, so that the
	// rate limit counts them.
	logins keyedLocks[string]
	// allowLoopbackFetch lets the rating list download reach this machine: for tests, whose
	// stand-in servers listen on 127.0.0.1. Production never sets it.
	allowLoopbackFetch bool
	// boardRenders counts the renderings of the players' board page, which the page cache
	// spares: tests read it.
	boardRenders atomic.Int64
	// events are the open streams of live updates (events.go).
	events eventStreams
}

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
	s.routes()
	return s, nil
}

// Handler is the whole application as an http.Handler.
func (s *Server) Handler() http.Handler { return s.echo }

// routes registers every route. Reads are public; every change needs the director's session
// (TestMutatingRoutesNeedDirector checks the list).
func (s *Server) routes() {
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
