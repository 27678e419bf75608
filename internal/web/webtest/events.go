package webtest

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
)

// ProcessServer is another hoshi process on s's database: a store of its own on the same
// file or PostgreSQL schema, and a server on it.
func (s *Server) ProcessServer() (*web.Server, *httptest.Server) {
	s.T.Helper()
	db, err := store.Open(context.Background(), s.DSN)
	if err != nil {
		s.T.Fatal(err)
	}
	s.T.Cleanup(func() { db.Close() })
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		s.T.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	s.T.Cleanup(ts.Close)
	// Close waits for the requests under way: the streams end first.
	s.T.Cleanup(srv.CloseStreams)
	return srv, ts
}
