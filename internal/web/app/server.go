// Package app is what every area of hoshi's web face shares: the Server (database,
// configuration, message catalogue, parsed templates, the tournament snapshots and their
// locks, the live event streams), rendering (pages, fragments, errors, form errors, JSON),
// sessions, CSRF and the roles' access rules, the middleware chain, the parsing of requests
// and forms, the JSON shapes of settings and players, and the EGD rating list. It imports no
// area: the areas (api, account, director, public) import it, and package web puts them
// together.
package app

import (
	"html/template"
	"log/slog"
	"net/http"
	"net/netip"
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
	// PollInterval is how often the public pairings and standings pages ask for their table
	// again when no event stream reaches them (no EventSource in the browser, a proxy or a
	// process that refuses the stream); 20 seconds by default.
	PollInterval time.Duration
	// PublicURL is the address the server is reached at from outside ("https://go.example.org",
	// no trailing slash): the links hoshi gives to be opened elsewhere (invitations) are built
	// on it. Empty: on the address the request came to (a laptop at the venue).
	PublicURL string
	// RateLimit bounds the requests of one client address (ratelimit.go); the zero value:
	// DefaultRateLimit. A PerSecond below 0 turns the limit off.
	RateLimit RateLimit
	// LinkRate and LinkAddressRate bound the requests of one player's link and of one address
	// to the players' links (playerlink.go); the zero values: DefaultLinkRate and
	// DefaultLinkAddressRate. A PerSecond below 0 turns the limit off.
	LinkRate        RateLimit
	LinkAddressRate RateLimit
	// Metrics receives the server's measures; nil: the server makes its own. hoshi serve
	// makes them first, to count the automatic backups that the database writes.
	Metrics *Metrics
}

// Server is the web application's shared state. Create it with web.New and serve Handler().
type Server struct {
	DB     *store.DB
	Config Config
	Echo   *echo.Echo
	Cache  *cache
	// guards are the declared routes' guards, by "METHOD /path" (Register, GuardOf).
	guards map[string]Guard
	// sharedLocks are the routes declared with SharedLock ("METHOD /path").
	sharedLocks map[string]bool
	// Pages holds the parsed page files of each language, by language code and file name.
	Pages map[string]map[string]*template.Template
	// Catalog is the message catalogue of every language.
	Catalog *i18n.Catalog
	// CrossOrigin refuses state-changing requests that a browser sends from another site.
	CrossOrigin *http.CrossOriginProtection
	// locks orders the changes of each tournament.
	locks KeyedLocks[store.TournamentID]
	// logins makes the password attempts of one address wait for each other, so that the
	// rate limit counts them.
	logins KeyedLocks[string]
	// AllowLoopbackFetch lets the rating list download reach this machine: for tests, whose
	// stand-in servers listen on 127.0.0.1. Production never sets it.
	AllowLoopbackFetch bool
	// BoardRenders counts the renderings of the players' board page, which the page cache
	// spares: tests read it.
	BoardRenders atomic.Int64
	// Events are the open streams of live updates (events.go).
	Events eventStreams
	// lists keeps the pages and JSON made of the list of tournaments (list_answers.go).
	lists listAnswers
	// TrustedProxies are Config.TrustedProxies read (TrustedPrefixes).
	TrustedProxies []netip.Prefix
	// uploads counts the bytes of the large uploads under way (uploads.go).
	uploads uploadBudget
	// Metrics are the measures served at /metrics (metrics.go).
	Metrics *Metrics
	// rates holds the request rates of the client addresses (ratelimit.go).
	rates rateLimiter
	// linkRates and linkAddrRates hold the request rates of the players' links and of the
	// addresses that use them (playerlink.go).
	linkRates, linkAddrRates rateLimiter
}

// Handler is the whole application as an http.Handler; it answers HEAD on every GET route.
func (s *Server) Handler() http.Handler { return HeadAsGet(s.Echo) }
