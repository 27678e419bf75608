package app

import (
	"bytes"
	"compress/gzip"
	"context"
	"net/http"
	"strings"
	"sync"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// maxListAnswers bounds the answers kept for one state of the list: a few per language.
const maxListAnswers = 64

// listAnswers keeps what the pages and the API made of the list of tournaments (the public
// page in each language, the director's rows, the JSON) for the store's list key they were
// made from. A request then costs the key's query and a copy of the bytes; any change of a
// tournament's settings or players, a new or a deleted tournament, made by this process or
// another one on the same database, changes the key in the database and so the answers.
type listAnswers struct {
	mu  sync.Mutex
	key store.ListKey
	m   map[string]any
}

// ListAnswer returns what build makes of the list of tournaments, built once per state of the
// list and per what (which must name everything the answer depends on besides the list: the
// page's language, the role it is shown to; and be used with one type T only). The answer is
// shared by the requests: the caller must not change it.
func ListAnswer[T any](ctx context.Context, s *Server, what string, build func([]store.TournamentSummary) (T, error)) (T, error) {
	var zero T
	key, err := s.DB.ListKey(ctx)
	if err != nil {
		return zero, err
	}
	a := &s.lists
	a.mu.Lock()
	v, hit := a.m[what].(T)
	hit = hit && a.key == key
	a.mu.Unlock()
	if hit {
		return v, nil
	}
	list, key, ok, err := s.DB.ListTournamentsKeyed(ctx)
	if err != nil {
		return zero, err
	}
	b, err := build(list)
	if err != nil {
		return zero, err
	}
	if ok {
		a.mu.Lock()
		if a.key != key || a.m == nil {
			// The answers of another state are dropped: the list has changed since, or this
			// request read an older state than another one did (it is then built again).
			a.key, a.m = key, map[string]any{}
		}
		if len(a.m) < maxListAnswers {
			a.m[what] = b
		}
		a.mu.Unlock()
	}
	return b, nil
}

// Gzipped is an answer kept with its gzip form, compressed once when it is made.
type Gzipped struct{ Body, Gz []byte }

// NewGzipped compresses body.
func NewGzipped(body []byte) Gzipped {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	zw.Write(body)
	zw.Close()
	return Gzipped{Body: body, Gz: buf.Bytes()}
}

// Write sends the answer with status 200, gzipped if the client takes it.
func (g Gzipped) Write(c echo.Context, contentType string) error {
	c.Response().Header().Add(echo.HeaderVary, echo.HeaderAcceptEncoding)
	if strings.Contains(c.Request().Header.Get(echo.HeaderAcceptEncoding), "gzip") {
		c.Response().Header().Set(echo.HeaderContentEncoding, "gzip")
		return c.Blob(http.StatusOK, contentType, g.Gz)
	}
	return c.Blob(http.StatusOK, contentType, g.Body)
}
