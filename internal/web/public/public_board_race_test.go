package public_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// Six lone stones marked dead on a 9x9 board (a black wall on column E, a white wall on
// column F; white stones at B2, B5, B8 in Black's area, black stones at H2, H5, H8 in
// White's), brought back to life by six clicks sent at once through two servers on one
// database, as by several devices on two hoshi processes (each process runs its own changes
// of a tournament one at a time, but not the other's), then killed again the same way, ten times. Each click reads the board, toggles its stone and stores the
// board only while nobody changed it since, else makes its click again on the board as it is
// now: all six changes are kept, none written over another, so no stone is left dead.
func TestBoardTogglesAtOnceAllKept(t *testing.T) {
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 1, tournament.BlackWins)
	token := s.CSRF(s.Director, board)
	var ab, aw, tb, tw strings.Builder
	for y := 'a'; y <= 'i'; y++ {
		fmt.Fprintf(&ab, "[e%c]", y)
		fmt.Fprintf(&aw, "[f%c]", y)
		for x := 'a'; x <= 'd'; x++ {
			fmt.Fprintf(&tb, "[%c%c]", x, y)
		}
		for x := 'g'; x <= 'i'; x++ {
			fmt.Fprintf(&tw, "[%c%c]", x, y)
		}
	}
	// SGF rows count from the top: row b is 8, e is 5, h is 2.
	sgf := "(;GM[1]FF[4]SZ[9]KM[0.5]AB" + ab.String() + "[hb][he][hh]AW" + aw.String() + "[bb][be][bh]" +
		"TB" + tb.String() + "TW" + tw.String() + ")"
	if resp, body := s.Upload(s.Director, board, token, []byte(sgf)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	// By hand, all six dead: Black has columns A-D (36 points, three of them under dead
	// stones) and 3 prisoners, 39; White columns G-J (27) and 3 prisoners and komi, 30.5.
	if _, page := s.Get(s.Director, board, http.StatusOK); countOf(page) != "B+8.5" {
		t.Fatalf("count with six dead stones: %s: %s", countOf(page), webtest.Text(page))
	}

	second, err := web.New(s.DB, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts2 := httptest.NewServer(second.Handler())
	t.Cleanup(ts2.Close)
	u2, _ := url.Parse(ts2.URL)
	u1, _ := url.Parse(s.TS.URL)
	s.Director.Jar.SetCookies(u2, s.Director.Jar.Cookies(u1))

	points := []string{"B2", "B5", "B8", "H2", "H5", "H8"}
	for turn := 1; turn <= 10; turn++ {
		toggleAll(t, s.Director, []string{s.TS.URL, ts2.URL}, board, token, points)
		// Alive after an odd turn: each side's area touches both colours and counts for
		// nobody, White has komi; dead again after an even one.
		want, dead := "W+0.5", `"dead":[]`
		if turn%2 == 0 {
			want, dead = "B+8.5", `"dead":["`
		}
		rec, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
		if err != nil || !strings.Contains(rec.Details, dead) || rec.Score != want {
			t.Fatalf("after six clicks at once, turn %d: %s %s %v; want %s", turn, rec.Score, rec.Details, err, want)
		}
	}
}

// toggleAll clicks every point of the board at once, through the servers in turn.
func toggleAll(t *testing.T, c *http.Client, servers []string, board, token string, points []string) {
	var wg sync.WaitGroup
	errs := make(chan error, len(points))
	for i, pt := range points {
		wg.Add(1)
		go func() {
			defer wg.Done()
			form := url.Values{"point": {pt}, "_csrf": {token}}
			req, _ := http.NewRequest("POST", servers[i%len(servers)]+board+"/toggle", strings.NewReader(form.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("HX-Request", "true")
			resp, err := c.Do(req)
			if err != nil {
				errs <- err
				return
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				errs <- fmt.Errorf("toggle %s: status %d", pt, resp.StatusCode)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
