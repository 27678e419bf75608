package app

import (
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

// Requests per client address are limited by a token bucket: RateLimit.PerSecond on average,
// bursts of RateLimit.Burst. The defaults are far above what the phones of a congress send
// from behind one venue address (5,000 live pages asking every 20 seconds are 250 a second)
// and far below what a script can send. A signed-in user is not limited (the accounts are the
// director's people), nor are the health checks and the server machine itself (a proxy on it
// must be listed in trusted_proxies for its clients to count each by its own address). Each process keeps its own buckets: behind a
// proxy spreading over N processes, a client gets up to N times the limit.
type RateLimit struct {
	// PerSecond is the average rate allowed to one address; 0: no limit.
	PerSecond float64
	// Burst is how many requests an address may send at once.
	Burst float64
}

// DefaultRateLimit is the limit of a server whose configuration does not say.
var DefaultRateLimit = RateLimit{PerSecond: 400, Burst: 2000}

// rateLimiter holds the buckets of the addresses seen lately.
type rateLimiter struct {
	mu      sync.Mutex
	buckets map[string]*bucket
	swept   time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

// allow takes a token of ip's bucket at now, and tells whether there was one.
func (r *rateLimiter) allow(ip string, lim RateLimit, now time.Time) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.buckets == nil {
		r.buckets = map[string]*bucket{}
	}
	// Forget the addresses whose buckets are full again: they cost memory and say nothing.
	if now.Sub(r.swept) > time.Minute {
		full := time.Duration(lim.Burst / lim.PerSecond * float64(time.Second))
		for k, b := range r.buckets {
			if now.Sub(b.last) > full {
				delete(r.buckets, k)
			}
		}
		r.swept = now
	}
	b, ok := r.buckets[ip]
	if !ok {
		b = &bucket{tokens: lim.Burst, last: now}
		r.buckets[ip] = b
	}
	b.tokens = min(lim.Burst, b.tokens+now.Sub(b.last).Seconds()*lim.PerSecond)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// LimitRate refuses with 429 the requests of an address past its rate (RateLimit).
func (s *Server) LimitRate(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		lim := s.Config.RateLimit
		if lim.PerSecond <= 0 {
			return next(c)
		}
		if _, ok := CurrentUser(c); ok {
			return next(c)
		}
		switch c.Request().URL.Path {
		case "/healthz", "/readyz", "/metrics":
			return next(c)
		}
		ip := c.RealIP()
		if isLoopback(ip) {
			return next(c) // this machine: the director's own browser, a local proxy not trusted
		}
		if !s.rates.allow(ip, lim, time.Now()) {
			c.Response().Header().Set("Retry-After", "1")
			return KeyedError(http.StatusTooManyRequests, "", msgRateLimited.New())
		}
		return next(c)
	}
}
