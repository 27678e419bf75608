package app_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// streamEvent is one server-sent event as a client reads it.
type streamEvent struct {
	ID, Event, Data string
}

// openStream opens the event stream at url and sends its events on the returned channel,
// which is closed when the stream ends; cancel ends it from the client's side.
func openStream(t testing.TB, url string, header ...string) (events <-chan streamEvent, resp *http.Response, cancel func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	ch := make(chan streamEvent, 16)
	go func() {
		defer close(ch)
		defer resp.Body.Close()
		r := bufio.NewReader(resp.Body)
		var ev streamEvent
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimRight(line, "\n")
			switch {
			case line == "":
				if ev.Event != "" || ev.Data != "" {
					ch <- ev
				}
				ev = streamEvent{}
			case strings.HasPrefix(line, ":"):
				ch <- streamEvent{Event: "comment", Data: strings.TrimSpace(line[1:])}
			case strings.HasPrefix(line, "id: "):
				ev.ID = line[4:]
			case strings.HasPrefix(line, "event: "):
				ev.Event = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.Data = line[6:]
			}
		}
	}()
	return ch, resp, cancel
}

// waitEvent waits up to within for an event named name, skipping the others.
func waitEvent(t testing.TB, events <-chan streamEvent, name string, within time.Duration) streamEvent {
	t.Helper()
	deadline := time.After(within)
	for {
		select {
		case ev, ok := <-events:
			if !ok {
				t.Fatalf("the stream ended before a %q event", name)
			}
			if ev.Event == name {
				return ev
			}
		case <-deadline:
			t.Fatalf("no %q event within %v", name, within)
		}
	}
}

// A result entered through one server reaches, within a second, an event stream opened on
// another server sharing the database, as a second hoshi process would; the event carries
// the tournament's revision after the change.
func TestEventStreamOtherServer(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Live", 6)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"komi": 7}, http.StatusOK, nil) // a jigo is entered
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	_, other := s.ProcessServer()
	events, resp, cancel := openStream(t, fmt.Sprintf("%s/tournaments/%d/events", other.URL, id))
	defer cancel()
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
		t.Fatalf("Content-Type %q", ct)
	}
	if resp.Header.Get("X-Accel-Buffering") != "no" || resp.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("headers %v", resp.Header)
	}
	waitEvent(t, events, "comment", time.Second) // the stream is open
	for table, r := range []string{"w", "b", "="} {
		s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, table+1),
			map[string]any{"result": r}, http.StatusOK, nil)
		rev := s.Revision(id)
		ev := waitEvent(t, events, "change", time.Second)
		want := fmt.Sprintf(`{"tournament":%d,"revision":%d,"records":0}`, id, rev)
		if ev.Data != want || ev.ID != fmt.Sprintf("%d-0", rev) {
			t.Fatalf("result %d: event %+v, want data %s", table+1, ev, want)
		}
	}
	// A client coming back with an older version hears of the newer one at once; one up to
	// date hears nothing.
	rev := s.Revision(id)
	stale, _, cancel2 := openStream(t, fmt.Sprintf("%s/tournaments/%d/events", other.URL, id), "Last-Event-ID", fmt.Sprintf("%d-0", rev-1))
	defer cancel2()
	if ev := waitEvent(t, stale, "change", time.Second); ev.ID != fmt.Sprintf("%d-0", rev) {
		t.Fatalf("stale client: %+v", ev)
	}
	fresh, _, cancel3 := openStream(t, fmt.Sprintf("%s/tournaments/%d/events", other.URL, id), "Last-Event-ID", fmt.Sprintf("%d-0", rev))
	defer cancel3()
	waitEvent(t, fresh, "comment", time.Second)
	select {
	case ev := <-fresh:
		if ev.Event == "change" {
			t.Fatalf("up-to-date client got %+v", ev)
		}
	case <-time.After(200 * time.Millisecond):
	}
	if resp, _ := s.Do(s.Anon, "GET", "/tournaments/999/events", nil); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("unknown tournament: %d", resp.StatusCode)
	}
}

// Streams send a keep-alive comment while nothing changes, outlive the server's read and
// write timeouts, and end without leaving a goroutine behind when the client goes away or
// the server shuts down; a stream asked for during the shutdown is refused.
func TestEventStreamLifetime(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Live", 2)
	srv, err := web.New(s.DB, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	srv.Events.KeepAlive = 50 * time.Millisecond
	ts := httptest.NewUnstartedServer(srv.Handler())
	ts.Config.ReadTimeout = 300 * time.Millisecond
	ts.Config.WriteTimeout = 300 * time.Millisecond
	ts.Config.RegisterOnShutdown(srv.CloseStreams)
	ts.Start()
	defer ts.Close()
	url := fmt.Sprintf("%s/tournaments/%d/events", ts.URL, id)
	base := runtime.NumGoroutine()

	events, _, cancel := openStream(t, url)
	start := time.Now()
	n := 0
	for time.Since(start) < time.Second {
		if ev := waitEvent(t, events, "comment", 200*time.Millisecond); ev.Data == "keep-alive" {
			n++
		}
	}
	if n < 10 {
		t.Fatalf("%d keep-alives in a second, want one every 50ms", n)
	}
	cancel()
	waitClosed(t, srv, base)

	// The server shuts down with streams open: they end, and Shutdown does not wait for them.
	var chans []<-chan streamEvent
	for range 5 {
		ev, _, cancel := openStream(t, url)
		defer cancel()
		waitEvent(t, ev, "comment", time.Second)
		chans = append(chans, ev)
	}
	if got := srv.OpenStreams(); got != 5 {
		t.Fatalf("%d streams open, want 5", got)
	}
	ctx, stop := context.WithTimeout(context.Background(), 2*time.Second)
	defer stop()
	if err := ts.Config.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	for _, ev := range chans {
		for range ev {
		}
	}
	waitClosed(t, srv, base)
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, httptest.NewRequest("GET", fmt.Sprintf("/tournaments/%d/events", id), nil))
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("stream after shutdown: %d", rec.Code)
	}
}

// waitClosed waits for every stream of srv to end, the store's watch to stop and the
// goroutines to come back to base (with a little slack for the HTTP client's idle
// connections). The watch has stopped when no goroutine runs in its hub (the loop, and on
// PostgreSQL the listener): the loop ends only once nobody subscribes, and nothing
// subscribes after the shutdown.
func waitClosed(t *testing.T, srv *web.Server, base int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	buf := make([]byte, 1<<20)
	for {
		g := runtime.NumGoroutine()
		stacks := buf[:runtime.Stack(buf, true)]
		hub := bytes.Count(stacks, []byte("store.(*hub)."))
		if srv.OpenStreams() == 0 && hub == 0 && g <= base+2 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("streams %d, hub's frames %d, goroutines %d (were %d)\n%s",
				srv.OpenStreams(), hub, g, base, stacks)
		}
		http.DefaultClient.CloseIdleConnections()
		time.Sleep(20 * time.Millisecond)
	}
}

// BenchmarkEventStreams opens 1000 event streams on one server and reports what each costs
// while idle: heap and goroutine stacks per stream, and goroutines per stream. The clients
// are bare TCP connections in the same process, counted in the figures.
func BenchmarkEventStreams(b *testing.B) {
	const streams = 1000
	ctx := context.Background()
	db, err := store.Open(ctx, b.TempDir()+"/hoshi.db")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	id := webtest.SeedRound(b, db, 4)
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		b.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	addr := strings.TrimPrefix(ts.URL, "http://")
	request := fmt.Sprintf("GET /tournaments/%d/events HTTP/1.1\r\nHost: hoshi\r\nAccept: text/event-stream\r\n\r\n", id)
	for b.Loop() {
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		g0 := runtime.NumGoroutine()
		conns := make([]net.Conn, 0, streams)
		for range streams {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := io.WriteString(c, request); err != nil {
				b.Fatal(err)
			}
			conns = append(conns, c)
		}
		for srv.OpenStreams() < streams {
			time.Sleep(10 * time.Millisecond)
		}
		runtime.GC()
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		g1 := runtime.NumGoroutine()
		mem := float64(after.HeapInuse+after.StackInuse) - float64(before.HeapInuse+before.StackInuse)
		b.ReportMetric(mem/streams, "bytes/stream")
		b.ReportMetric(float64(g1-g0)/streams, "goroutines/stream")
		for _, c := range conns {
			c.Close()
		}
		for srv.OpenStreams() > 0 {
			time.Sleep(10 * time.Millisecond)
		}
	}
}
