package app

import (
	"context"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

// readyTimeout bounds how long /readyz waits for the database.
const readyTimeout = 2 * time.Second

// Healthz answers 200 while the process serves requests: a liveness check, which asks nothing
// of the database (a proxy or systemd restarts a process that stops answering it).
func (s *Server) Healthz(c echo.Context) error {
	c.Response().Header().Set(echo.HeaderCacheControl, "no-store")
	return c.String(http.StatusOK, "ok\n")
}

// Readyz answers 200 when the database answers within readyTimeout, else 503: a readiness
// check, for a proxy to send requests only to processes that can serve them.
func (s *Server) Readyz(c echo.Context) error {
	c.Response().Header().Set(echo.HeaderCacheControl, "no-store")
	ctx, cancel := context.WithTimeout(c.Request().Context(), readyTimeout)
	defer cancel()
	if err := s.DB.Ping(ctx); err != nil {
		s.Config.Logger.Warn("readiness check: the database does not answer", "err", err)
		return c.String(http.StatusServiceUnavailable, "database not answering\n")
	}
	return c.String(http.StatusOK, "ready\n")
}

// headKey marks, in a request's context, a HEAD request that HeadAsGet turned into a GET.
type headKey struct{}

// HeadAsGet answers HEAD on every GET route: it hands h a GET in place of each HEAD. The
// request that net/http holds keeps its HEAD method, so the server writes the headers of the
// GET's answer and no body.
func HeadAsGet(h http.Handler) http.Handler { return headAsGet{h} }

// headAsGet is a comparable value: two Handler() of one server are equal.
type headAsGet struct{ h http.Handler }

func (x headAsGet) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodHead {
		g := r.Clone(context.WithValue(r.Context(), headKey{}, true))
		g.Method = http.MethodGet
		r = g
	}
	x.h.ServeHTTP(w, r)
}

// IsHead tells whether the request came as a HEAD (see HeadAsGet).
func IsHead(c echo.Context) bool {
	ok, _ := c.Request().Context().Value(headKey{}).(bool)
	return ok
}
