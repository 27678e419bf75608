package app

import (
	"log/slog"
	"time"

	"github.com/labstack/echo/v4"
)

// AccessLog counts each request in the measures (Metrics) and writes one line per request to the server's logger once it is answered: method,
// path, status, bytes sent, duration, client address and user ("" for a visitor without an
// account). The health checks, which a proxy asks every few seconds, go at the debug level.
// Errors are answered here (c.Error), so that the line has the status the client got.
func (s *Server) AccessLog(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		if err := next(c); err != nil {
			c.Error(err)
		}
		req, res := c.Request(), c.Response()
		user := ""
		if u, ok := CurrentUser(c); ok {
			user = u.Name
		}
		level := slog.LevelInfo
		if p := req.URL.Path; p == "/healthz" || p == "/readyz" {
			level = slog.LevelDebug
		}
		method := req.Method
		if IsHead(c) {
			method = "HEAD"
		}
		d := time.Since(start)
		s.Metrics.observeRequest(c, method, d)
		s.Config.Logger.LogAttrs(req.Context(), level, "request",
			slog.String("method", method),
			slog.String("path", req.URL.Path),
			slog.Int("status", res.Status),
			slog.Int64("bytes", res.Size),
			slog.Duration("duration", d),
			slog.String("client", c.RealIP()),
			slog.String("user", user))
		return nil
	}
}
