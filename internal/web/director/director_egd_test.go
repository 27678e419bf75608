package director_test

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// restarted is a new server on the same database, as after the laptop's restart: nothing in
// memory survives.
func (s *testServer) restarted() *testServer {
	s.T.Helper()
	srv, err := web.New(s.DB, web.Config{
		Defaults: tournament.DefaultSettings(),
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		s.T.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	s.T.Cleanup(ts.Close)
	r := &testServer{&webtest.Server{T: s.T, DB: s.DB, App: srv, TS: ts, Director: webtest.NewClient(), Anon: webtest.NewClient()}}
	r.Expect(r.Director, "POST", "/api/session", map[string]string{"password": webtest.TestPassword}, http.StatusOK, nil)
	return r
}

func TestRatingListSurvivesARestart(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Restart")
	if page := s.DirGet("/director/egd"); !strings.Contains(page, "No list loaded.") {
		t.Fatalf("fresh server: %s", page)
	}
	before := time.Now().UTC().Truncate(time.Minute)
	s.loadEGD("allworld_lp_2026.txt", egdList(
		"  12345678  Dvořák Jiří      CZ  Brno    2d   --   2150    12  T250101A",
		"  23456789  Dvorak Pavel     CZ  Prah    5k   --   1650     3  T240101B"))

	r := s.restarted()
	page := r.DirGet("/director/egd")
	if !strings.Contains(page, "Loaded from <strong>allworld_lp_2026.txt</strong> on ") || !strings.Contains(page, ": 2 players.") {
		t.Fatalf("after the restart: %s", page)
	}
	// The list serves every tournament: its time is the server's, as English writes it.
	i := strings.Index(page, "</strong> on ") + len("</strong> on ")
	shown, _, _ := strings.Cut(page[i:], ": 2 players.")
	at, err := time.ParseInLocation("2 Jan 2006, 15:04 MST", shown, time.Local)
	if err != nil || at.Before(before) || at.After(time.Now().UTC()) {
		t.Fatalf("loaded at %v (%v), want about %v", at, err, before)
	}
	// Search and registration work from the restored list.
	if hits := r.DirGet(fmt.Sprintf("/director/egd/search?q=dvor&t=%d", id)); !strings.Contains(hits, "Dvořák Jiří") {
		t.Fatalf("search after the restart: %s", hits)
	}
	if form := r.DirGet(fmt.Sprintf("/director/tournaments/%d/players?egd=23456789", id)); !strings.Contains(form, `name="rank" value="5k"`) {
		t.Fatalf("registration after the restart: %s", form)
	}
	// A newer list replaces it, in memory and in the database.
	r.loadEGD("cz.txt", egdList("  34567890  Novak Eva        SK  Brat   10k   --   1150     2  T240202C"))
	page = r.restarted().DirGet("/director/egd")
	if !strings.Contains(page, "Loaded from <strong>cz.txt</strong>") || !strings.Contains(page, ": 1 player.") {
		t.Fatalf("after a second list and restart: %s", page)
	}
}

// Two processes on one database: a list loaded through one is the other's at its next use,
// and so is a newer one, without a restart. The process that loaded a list does not read it
// back from the database.
func TestRatingListFollowsAnotherProcess(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Two processes")
	other := &testServer{s.SecondServer()}
	if page := other.DirGet("/director/egd"); !strings.Contains(page, "No list loaded.") {
		t.Fatalf("fresh server: %s", page)
	}
	s.loadEGD("first.txt", egdList("  12345678  Dvořák Jiří      CZ  Brno    2d   --   2150    12  T250101A"))
	if hits := other.DirGet(fmt.Sprintf("/director/egd/search?q=dvor&t=%d", id)); !strings.Contains(hits, "Dvořák Jiří") {
		t.Fatalf("the other process does not search the list loaded through the first: %s", hits)
	}
	other.loadEGD("second.txt", egdList("  34567890  Novak Eva        SK  Brat   10k   --   1150     2  T240202C"))
	page := s.DirGet("/director/egd")
	if !strings.Contains(page, "Loaded from <strong>second.txt</strong>") || !strings.Contains(page, ": 1 player.") {
		t.Fatalf("the first process after the second loaded a list: %s", page)
	}
	if hits := s.DirGet(fmt.Sprintf("/director/egd/search?q=novak&t=%d", id)); !strings.Contains(hits, "Novak Eva") {
		t.Fatalf("search of the newer list: %s", hits)
	}
}
