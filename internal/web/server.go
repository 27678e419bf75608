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

// Handler is the whole application as an http.Handler.
func (s *Server) Handler() http.Handler { return s.echo }
