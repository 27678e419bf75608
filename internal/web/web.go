// Package web is hoshi's HTTP face on Echo: New builds the Server and registers the routes of
// every area. The areas are packages of their own, each named for whom it serves:
//
//   - app: the state and the helpers every area shares (rendering, sessions, CSRF, roles,
//     middleware, request parsing, caches, live events);
//   - api: the JSON API under /api, for scripts;
//   - account: setup, login, users, teams and invitations;
//   - director: the director's and the results desk's pages under /director;
//   - public: the pages anyone may read, the printed sheets and the scored boards.
//
// A Server holds everything it needs; there are no package globals, so tests start as many
// servers as they like.
package web

import (
	"html/template"
	"log/slog"
	"net/http"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/account"
	"github.com/hoshi-go/hoshi/internal/web/api"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/static"
	"github.com/hoshi-go/hoshi/templates"
	"github.com/labstack/echo/v4"
)

// Config is what a Server needs besides the database.
type Config = app.Config

// Metrics are a server's measures (web.Config.Metrics).
type Metrics = app.Metrics

// RateLimit bounds the requests of one client address (web.Config.RateLimit).
type RateLimit = app.RateLimit

// NewMetrics makes the measures of a server, for a caller that counts into them before the
// server exists (hoshi serve's automatic backups).
func NewMetrics() *Metrics { return app.NewMetrics() }

// Server is the web application. Create it with New and serve Handler().
type Server = app.Server

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
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = app.DefaultPollInterval
	}
	poll := app.PollTrigger(cfg.PollInterval)
	files, err := app.NewStaticFiles(static.FS)
	if err != nil {
		return nil, err
	}
	pages, err := app.ParseLanguages(templates.FS, cat, template.FuncMap{"poll": func() string { return poll }, "static": files.URL})
	if err != nil {
		return nil, err
	}
	if cfg.RateLimit == (app.RateLimit{}) {
		cfg.RateLimit = app.DefaultRateLimit
	}
	if cfg.Metrics == nil {
		cfg.Metrics = app.NewMetrics()
	}
	s := &app.Server{
		DB:          db,
		Config:      cfg,
		Echo:        echo.New(),
		Cache:       app.NewCache(),
		Pages:       pages,
		Catalog:     cat,
		CrossOrigin: http.NewCrossOriginProtection(),
		Metrics:     cfg.Metrics,
	}
	s.RegisterMetrics()
	e := s.Echo
	e.HideBanner = true
	e.HidePort = true
	e.HTTPErrorHandler = s.HandleError
	e.JSONSerializer = app.JSONSerializer{}
	// The client's address: the connection's, or X-Forwarded-For from trusted proxies only.
	if s.TrustedProxies, err = app.TrustedPrefixes(cfg.TrustedProxies); err != nil {
		return nil, err
	}
	if e.IPExtractor, err = app.IPExtractor(s.TrustedProxies); err != nil {
		return nil, err
	}
	e.Use(s.AccessLog, s.WithCatalog, s.SecurityHeaders, s.RecoverPanic, s.LimitBody, s.CheckOrigin, s.LoadSession, s.LimitRate, s.CSRF)
	routes(s, files)
	return s, nil
}

// routes registers every route, area by area, each declared with its guard (app.Route,
// app.Server.Register): who may call it is written where it is declared.
func routes(s *app.Server, files *app.StaticFiles) {
	s.Register(
		app.Route{Method: echo.GET, Path: "/healthz", Handler: s.Healthz, Guard: app.Public},
		app.Route{Method: echo.GET, Path: "/readyz", Handler: s.Readyz, Guard: app.Public},
		// Answered to this machine and the trusted proxies only (app.Server.ServeMetrics).
		app.Route{Method: echo.GET, Path: "/metrics", Handler: s.ServeMetrics, Guard: app.Public},
		app.Route{Method: echo.GET, Path: "/static/*", Handler: files.Serve, Guard: app.Public},
		app.Route{Method: echo.GET, Path: "/lang/:code", Handler: s.LangSwitch, Guard: app.Public},
		app.Route{Method: echo.GET, Path: "/tournaments/:id/events", Handler: s.EventStream, Guard: app.Public},
	)

	// The EGD rating list is searched in memory at every keystroke of a registration, the
	// director's and the public sign-up's, and kept in the database so that a restart does
	// not lose it.
	ratings := &app.RatingStore{DB: s.DB, Log: s.Config.Logger}

	account.Routes(s)
	api.Routes(s)
	director.Routes(s, ratings)
	public.Routes(s, ratings)
}
