package webtest

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
)

// SecondServer is another server on the same store, as a second process would be: it does
// not share the first one's lock of the tournament.
func (s *Server) SecondServer() *Server {
	s.T.Helper()
	other, err := web.New(s.DB, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		s.T.Fatal(err)
	}
	ts := httptest.NewServer(other.Handler())
	s.T.Cleanup(ts.Close)
	s2 := &Server{T: s.T, DB: s.DB, App: other, TS: ts, Director: NewClient(), Anon: NewClient()}
	s2.Expect(s2.Director, "POST", "/api/session", map[string]string{"password": TestPassword}, http.StatusOK, nil)
	return s2
}
