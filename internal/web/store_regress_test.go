package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestRoundEditsKeepGameRecords: an SGF uploaded for one game survives every change by hand of
// the other games of its round (colours swapped at another table, a game unpaired and its
// players paired again, tables renumbered), and so does its result.
func TestRoundEditsKeepGameRecords(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Records", 8)
	api := fmt.Sprintf("/api/tournaments/%d", id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.Expect(s.Director, "POST", api+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	games := s.DirLoad(id).RoundGames(1)
	if len(games) != 4 {
		t.Fatalf("round 1: %+v", games)
	}
	kept := games[3] // the last table: renumbering moves it
	const record = "(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp];B[pp];W[dd])"
	s.Expect(s.Director, "POST", fmt.Sprintf("%s/rounds/1/games/%d/sgf", api, kept.Table), record, http.StatusOK, nil)
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d/result", api, kept.Table), map[string]string{"result": "b"}, http.StatusOK, nil)

	check := func(step string) {
		t.Helper()
		var g *tournament.Game
		for _, x := range s.DirLoad(id).RoundGames(1) {
			if x.White == kept.White && x.Black == kept.Black {
				g = &x
			}
		}
		if g == nil {
			t.Fatalf("after %s: the game %d-%d is gone", step, kept.White, kept.Black)
		}
		if g.Result != tournament.BlackWins {
			t.Fatalf("after %s: result %v, want b", step, g.Result)
		}
		rec, err := s.DB.LatestGameRecord(context.Background(), store.TournamentID(id), 1, g.Table)
		if err != nil || rec.SGF != record {
			t.Fatalf("after %s: record at table %d: %+v %v", step, g.Table, rec, err)
		}
		resp, body := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/rounds/1/games/%d/board", id, g.Table), nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("after %s: board page %d %s", step, resp.StatusCode, body)
		}
	}
	check("the upload")

	other := games[1].Table
	resp, body := s.DirPost(fmt.Sprintf("%s/rounds/1/games/%d/colours", base, other), nil)
	s.DirSeeOther(resp, body, base+"/rounds/1")
	check("swapping colours at another table")

	resp, body = s.DirPost(fmt.Sprintf("%s/rounds/1/games/%d/unpair", base, games[2].Table), nil)
	s.DirSeeOther(resp, body, base+"/rounds/1")
	resp, body = s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	s.DirSeeOther(resp, body, base+"/rounds/1")
	if n := len(s.DirLoad(id).RoundGames(1)); n != 4 {
		t.Fatalf("%d games after pairing the rest", n)
	}
	check("pairing the players left over")

	// Renumbering after the first table is unpaired moves the kept game to another table.
	resp, body = s.DirPost(fmt.Sprintf("%s/rounds/1/games/%d/unpair", base, games[0].Table), nil)
	s.DirSeeOther(resp, body, base+"/rounds/1")
	resp, body = s.DirPost(base+"/rounds/1/renumber", nil)
	s.DirSeeOther(resp, body, base+"/rounds/1")
	check("renumbering")
	if g := s.DirLoad(id).RoundGames(1); g[len(g)-1].Table == kept.Table {
		t.Fatalf("renumbering left the kept game at table %d: %+v", kept.Table, g)
	}

	resp, body = s.DirPost(fmt.Sprintf("%s/rounds/1/games/%d/handicap", base, 1), url.Values{"handicap": {"0"}, "komi": {"0.5"}})
	s.DirSeeOther(resp, body, base+"/rounds/1")
	check("a handicap set by hand")
}

// TestBoardMarksRefreshPublicPages: dead stones marked on a scored board change the stored
// record in place, and the public pages cached before (their ETag) are not served as current.
func TestBoardMarksRefreshPublicPages(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Marks", 4)
	api := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "POST", api+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	const record = "(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp];B[pp];W[dd])"
	s.Expect(s.Director, "POST", api+"/rounds/1/games/1/sgf", record, http.StatusOK, nil)
	before, err := s.DB.LatestGameRecord(context.Background(), store.TournamentID(id), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	round := fmt.Sprintf("/tournaments/%d/rounds/1", id)
	resp, _ := s.Do(s.Anon, "GET", round, nil)
	etag := resp.Header.Get("ETag")
	if resp.StatusCode != http.StatusOK || etag == "" {
		t.Fatalf("round page: %d, ETag %q", resp.StatusCode, etag)
	}
	if resp, _ := s.Do(s.Anon, "GET", round, nil, "If-None-Match", etag); resp.StatusCode != http.StatusNotModified {
		t.Fatalf("round page revalidated: %d, want 304", resp.StatusCode)
	}

	resp, body := s.DirPost(round+"/games/1/board/toggle", url.Values{"point": {"Q16"}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("toggle: %d %s", resp.StatusCode, body)
	}
	after, err := s.DB.LatestGameRecord(context.Background(), store.TournamentID(id), 1, 1)
	if err != nil || after.ID != before.ID || after.Details == before.Details {
		t.Fatalf("record after the marks: %+v %v (was %+v)", after, err, before)
	}
	if resp, _ := s.Do(s.Anon, "GET", round, nil, "If-None-Match", etag); resp.StatusCode != http.StatusOK || resp.Header.Get("ETag") == etag {
		t.Fatalf("round page after the marks: %d, ETag %q, was %q: the cached page stays current", resp.StatusCode, resp.Header.Get("ETag"), etag)
	}
}
