package app

import (
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// GET /tournaments/{id}/events is a stream of server-sent events telling of every change of
// the tournament's public pages, whichever hoshi process made it (store.Subscribe): the
// public pairings and standings pages and the director's results page open it with
// static/js/live.js and fetch themselves again at each event, and poll as before while the
// stream is down. Each change is one event
//
//	id: 42-7
//	event: change
//	data: {"tournament":3,"revision":42,"records":7}
//
// where revision and records are the two counters of the pages' version; a comment line
// every 20 seconds keeps the connection open through proxies. A client that connects again
// with a Last-Event-ID other than the current version gets a change at once.

// keepAliveEvery is how often an idle stream sends a comment.
const keepAliveEvery = 20 * time.Second

// writeWait bounds each write to a stream: a client that stops reading is dropped.
const writeWait = 30 * time.Second

// eventStreams holds the Server's open streams.
type eventStreams struct {
	mu      sync.Mutex
	closing chan struct{} // closed by CloseStreams
	closed  bool
	open    atomic.Int64
	// KeepAlive replaces keepAliveEvery in tests.
	KeepAlive time.Duration
}

// closingChan returns the channel closed when the server shuts down.
func (es *eventStreams) closingChan() chan struct{} {
	es.mu.Lock()
	defer es.mu.Unlock()
	if es.closing == nil {
		es.closing = make(chan struct{})
		if es.closed {
			close(es.closing)
		}
	}
	return es.closing
}

// CloseStreams ends every open event stream and every one opened later: http.Server's
// Shutdown waits for the requests under way, which a stream would never end by itself
// (cmd/hoshi registers it with RegisterOnShutdown).
func (s *Server) CloseStreams() {
	es := &s.Events
	es.mu.Lock()
	defer es.mu.Unlock()
	if es.closed {
		return
	}
	es.closed = true
	if es.closing != nil {
		close(es.closing)
	}
}

// OpenStreams is the number of event streams open now.
func (s *Server) OpenStreams() int64 { return s.Events.open.Load() }

// eventID is the id of the event of version v.
func eventID(v store.PublicVersion) string { return fmt.Sprintf("%d-%d", v.Revision, v.Records) }

func (s *Server) EventStream(c echo.Context) error {
	id, err := TournamentID(c)
	if err != nil {
		return err
	}
	closing := s.Events.closingChan()
	select {
	case <-closing:
		return &Error{Status: http.StatusServiceUnavailable, Message: "the server is shutting down"}
	default:
	}
	ctx := c.Request().Context()
	sub, err := s.DB.Subscribe(ctx, id)
	if err != nil {
		return err
	}
	defer sub.Close()
	s.Events.open.Add(1)
	defer s.Events.open.Add(-1)
	current, err := s.DB.PublicVersion(ctx, id)
	if err != nil {
		return err
	}

	w := c.Response()
	h := w.Header()
	h.Set(echo.HeaderContentType, "text/event-stream; charset=utf-8")
	h.Set(echo.HeaderCacheControl, "no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: pass each event on at once
	w.WriteHeader(http.StatusOK)
	if IsHead(c) {
		return nil // the headers of the stream, and no stream
	}
	rc := http.NewResponseController(w)
	// The server's read and write timeouts are for ordinary requests: a stream lives on, and
	// each write gets its own deadline.
	_ = rc.SetReadDeadline(time.Time{})
	send := func(text string) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(writeWait))
		if _, err := w.Write([]byte(text)); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	first := "retry: 3000\n: hoshi live updates\n\n"
	if last := c.Request().Header.Get("Last-Event-ID"); last != "" && last != eventID(current) {
		first += changeEvent(id, current)
	}
	if !send(first) {
		return nil
	}
	every := s.Events.KeepAlive
	if every == 0 {
		every = keepAliveEvery
	}
	keepAlive := time.NewTicker(every)
	defer keepAlive.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-closing:
			return nil
		case ch := <-sub.C:
			if !send(changeEvent(id, ch.Version)) {
				return nil
			}
			keepAlive.Reset(every)
		case <-keepAlive.C:
			if !send(": keep-alive\n\n") {
				return nil
			}
		}
	}
}

// changeEvent is the event of tournament id's version v.
func changeEvent(id store.TournamentID, v store.PublicVersion) string {
	return fmt.Sprintf("id: %s\nevent: change\ndata: {\"tournament\":%d,\"revision\":%d,\"records\":%d}\n\n",
		eventID(v), id, v.Revision, v.Records)
}
