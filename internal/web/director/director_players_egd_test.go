package director_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// egdList is an allworld_lp list with the given player lines.
func egdList(lines ...string) []byte {
	return []byte("<pre>\n   Pin_Player Name           Country Club  Grade  Promo   GoR  Tournaments  Last\n" +
		strings.Join(lines, "\n") + "\n</pre>\n")
}

func (s *testServer) loadEGD(name string, list []byte) {
	s.T.Helper()
	resp, body := s.DirUpload("/director/egd", name, list)
	if page := s.DirSeeOther(resp, body, "/director/egd"); !strings.Contains(page, "Rating list loaded") {
		s.T.Fatalf("upload %s: %s", name, page)
	}
}

func TestRankFollowsTheEGDList(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Follow")
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.loadEGD("allworld_lp.txt", egdList(
		"  12345678  Dvořák Jiří      CZ  Brno    2d   --   2150    12  T250101A",
		"  23456789  Dvorak Pavel     CZ  Prah    5k   --   1650     3  T240101B",
		"  34567890  Novak Eva        SK  Brat   10k   --   1150     2  T240202C",
		"  45678901  Horak Petr       CZ  Brno    8k   --   1350     2  T240202C"))

	// Filled from the list, the box is ticked and carries the list's rank.
	form := s.DirGet(base + "/players?egd=12345678")
	if !strings.Contains(form, `name="rank_from_list" value="2d" data-rank="2d" checked`) || !strings.Contains(form, "Rank follows the EGD list") {
		t.Fatalf("form from the list: %s", form)
	}
	// Typed by hand, it is not.
	if form := s.DirGet(base + "/players"); strings.Contains(form, `name="rank_from_list" value="on" data-rank="" checked`) {
		t.Fatal("a form typed by hand follows the list")
	}
	register := func(name, first, rank, club, pin, rating string, follows bool) *http.Response {
		v := url.Values{"name": {name}, "first_name": {first}, "rank": {rank}, "club": {club}, "country": {"CZ"},
			"egd_pin": {pin}, "rating": {rating}, "status": {"final"}}
		if follows {
			v.Set("rank_from_list", rank)
		}
		resp, _ := s.DirPost(base+"/players", v)
		return resp
	}
	for _, r := range []*http.Response{
		register("Dvořák", "Jiří", "2d", "Brno", "12345678", "2150", true),
		register("Dvorak", "Pavel", "5k", "Prah", "23456789", "1650", true),
		register("Novak", "Eva", "8k", "Brat", "34567890", "1150", false), // declared 8k: the box unticked
		register("Horak", "Petr", "8k", "Brno", "45678901", "1350", true),
	} {
		if r.StatusCode != http.StatusSeeOther {
			t.Fatalf("registration: %d", r.StatusCode)
		}
	}
	// Following the list needs a PIN.
	resp, body := s.DirPost(base+"/players", url.Values{"name": {"Nopin"}, "rank": {"3k"}, "rank_from_list": {"on"}})
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "needs the player&#39;s EGD PIN") {
		t.Fatalf("no PIN: %d %s", resp.StatusCode, body)
	}
	ps := s.DirLoad(id).Players
	if len(ps) != 4 || !ps[0].RankFromList || !ps[1].RankFromList || ps[2].RankFromList || !ps[3].RankFromList {
		t.Fatalf("stored %+v", ps)
	}
	// Scripts see it.
	var js []app.PlayerJSON
	s.Expect(s.Director, "GET", fmt.Sprintf("/api/tournaments/%d/players", id), nil, http.StatusOK, &js)
	if !js[0].RankFromList || js[2].RankFromList {
		t.Fatalf("API players %+v", js)
	}
	if !strings.Contains(s.DirGet(fmt.Sprintf("%s/players/%d", base, ps[0].ID)), `name="rank_from_list" value="2d" data-rank="2d" checked`) {
		t.Fatal("the edit page does not show that the rank follows the list")
	}

	// Petr plays round 1 (with Eva): his rank stays whatever the list says.
	if err := webtest.SaveRound(context.Background(), s.DB, store.TournamentID(id), 1,
		[]tournament.Game{{Table: 1, White: ps[3].ID, Black: ps[2].ID, KnownColor: true}}, 0); err != nil {
		t.Fatal(err)
	}
	// A newer list: Jiří 3d, Pavel's rating only, Eva and Petr promoted; clubs changed.
	s.loadEGD("allworld_lp_new.txt", egdList(
		"  12345678  Dvořák Jiří      CZ  Olom    3d   --   2250    13  T250201A",
		"  23456789  Dvorak Pavel     CZ  Olom    5k   --   1670     4  T250201A",
		"  34567890  Novak Eva        SK  Brat    9k   --   1250     3  T250201A",
		"  45678901  Horak Petr       CZ  Brno    7k   --   1450     3  T250201A"))
	preview := s.DirGet(base + "/players/egd-update")
	for _, want := range []string{"allworld_lp_new.txt", "2d → <strong>3d</strong>", "2150 → <strong>2250</strong>",
		"1650 → <strong>1670</strong>", "Update 2 players", "1 player keeps his declared rank",
		"Horak Petr</a> (45678901): paired in round 1: the list says 7k (1450), the rank stays 8k (1350)"} {
		if !strings.Contains(preview, want) {
			t.Errorf("preview lacks %q", want)
		}
	}
	// In Czech the reason is Czech, the ranks and ratings the same.
	if cs := s.DirGetIn("cs", base+"/players/egd-update"); !strings.Contains(cs,
		"Horak Petr</a> (45678901): v 1. kole už nalosováno: žebříček uvádí 7k (1450), třída zůstává 8k (1350), aby se nezměnilo McMahonovo skóre") {
		t.Errorf("the Czech preview lacks the reason in Czech: %s", cs)
	}
	if strings.Contains(preview, "Novak Eva") {
		t.Error("the preview lists a player with a declared rank")
	}
	rev := s.Revision(id)
	// A stale preview changes nothing.
	resp, body = s.DirPost(base+"/players/egd-update", url.Values{"revision": {fmt.Sprint(rev - 1)}})
	if page := s.DirSeeOther(resp, body, base+"/players/egd-update"); !strings.Contains(page, "changed since the preview") {
		t.Fatalf("stale confirm: %s", page)
	}
	if s.Revision(id) != rev {
		t.Fatal("a stale confirm stored something")
	}
	resp, body = s.DirPost(base+"/players/egd-update", url.Values{"revision": {fmt.Sprint(rev)}})
	page := s.DirSeeOther(resp, body, base+"/players")
	if !strings.Contains(page, "2 players updated from the EGD list allworld_lp_new.txt. 1 left as it was") ||
		!strings.Contains(page, "Dvořák Jiří: 2d → 3d, rating 2150 → 2250") {
		t.Fatalf("after the update: %s", page)
	}
	got := s.DirLoad(id).Players
	want := []struct {
		rank   string
		rating int
		club   string
	}{{"3d", 2250, "Brno"}, {"5k", 1670, "Prah"}, {"8k", 1150, "Brat"}, {"8k", 1350, "Brno"}}
	for i, w := range want {
		if p := got[i]; p.Rank.String() != w.rank || p.Rating != w.rating || p.Club != w.club {
			t.Errorf("%s: %s %d %s, want %+v", p.FullName(), p.Rank, p.Rating, p.Club, w)
		}
	}
	// Again: nothing left to do but Petr.
	preview = s.DirGet(base + "/players/egd-update")
	if !strings.Contains(preview, "Nothing to update: 2 players already match the list.") || !strings.Contains(preview, "Horak Petr") {
		t.Fatalf("second preview: %s", preview)
	}
	// Unticked on the edit page, Jiří keeps his rank.
	v := url.Values{"name": {"Dvořák"}, "first_name": {"Jiří"}, "rank": {"3d"}, "club": {"Brno"}, "country": {"CZ"},
		"egd_pin": {"12345678"}, "rating": {"2250"}, "status": {"final"}}
	resp, _ = s.DirPost(fmt.Sprintf("%s/players/%d", base, got[0].ID), v)
	if resp.StatusCode != http.StatusSeeOther || s.DirLoad(id).Players[0].RankFromList {
		t.Fatalf("unticking on the edit page: %d", resp.StatusCode)
	}
}

func TestAPIRankFromList(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("API follow", 0)
	path := fmt.Sprintf("/api/tournaments/%d/players", id)
	s.ExpectError(s.Director, "POST", path, map[string]any{"name": "Nopin", "rank": "3k", "rank_from_list": true}, http.StatusBadRequest, "rank_from_list")
	var p app.PlayerJSON
	s.Expect(s.Director, "POST", path, map[string]any{"name": "Dvořák", "rank": "2d", "egd_pin": "12345678", "rank_from_list": true}, http.StatusCreated, &p)
	if !p.RankFromList {
		t.Fatalf("created %+v", p)
	}
	// PUT keeps what it does not name, and resets what it does.
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/%d", path, p.ID), map[string]any{"rating": 2150}, http.StatusOK, &p)
	if !p.RankFromList || p.Rating != 2150 {
		t.Fatalf("after PUT rating: %+v", p)
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/%d", path, p.ID), map[string]any{"rank_from_list": false}, http.StatusOK, &p)
	if p.RankFromList {
		t.Fatalf("after PUT rank_from_list false: %+v", p)
	}
}
