package director_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestDirectorCheckRound: OpenGotha's simplemm tournament, imported, has every round the
// automatic pairing; once the director swaps the colours of a game of round 5 by hand, the
// round page and the game's "why?" page link to the check, which names the game and who the
// automatic pairing gives White, in the reader's language; round 4 is untouched.
func TestDirectorCheckRound(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "simplemm.xml"))
	if err != nil {
		t.Fatal(err)
	}
	resp, body := s.DirUpload("/director/import/opengotha", "simplemm.xml", data)
	var id int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d", &id); err != nil {
		t.Fatalf("import: %d %s", resp.StatusCode, body)
	}
	base := fmt.Sprintf("/director/tournaments/%d", id)
	check := base + "/rounds/5/check"
	if page := s.DirGet(check); !strings.Contains(page, "The round is the automatic pairing.") || !strings.Contains(page, ", lost 0.") {
		t.Fatalf("round 5 before the edit: %s", page)
	}
	var white, black string
	for _, g := range s.DirLoad(id).RoundGames(5) {
		if g.Table == 3 {
			tr := s.DirLoad(id)
			white, black = tr.Player(g.White).FullName(), tr.Player(g.Black).FullName()
		}
	}
	if resp, body := s.DirPost(base+"/rounds/5/games/3/colours", url.Values{"confirm": {"1"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("swap colours: %d %s", resp.StatusCode, body)
	}
	for _, page := range []string{base + "/rounds/5", base + "/rounds/5/games/3/why"} {
		if !strings.Contains(s.DirGet(page), `href="`+check+`"`) {
			t.Errorf("%s does not link to the check", page)
		}
	}
	page := s.DirGet(check)
	want := fmt.Sprintf("Colours swapped: table 3: %s – %s; the automatic pairing gives White to %s.", black, white, white)
	if !strings.Contains(page, "The round is not the automatic pairing:") || !strings.Contains(page, html.EscapeString(want)) {
		t.Errorf("round 5 after the edit lacks %q:\n%s", want, page)
	}
	if cs := s.DirGetIn("cs", check); !strings.Contains(cs, "Kolo není automatický los:") || !strings.Contains(cs, "Prohozené barvy") {
		t.Errorf("Czech check page: %s", cs)
	}
	if page := s.DirGet(base + "/rounds/4/check"); !strings.Contains(page, "The round is the automatic pairing.") {
		t.Errorf("round 4: %s", page)
	}
}

// TestDirectorCheckRoundTeamAndEmpty: a team tournament's round is not checked (its matches are
// paired as units), said on the page; an individual round without games has nothing to check.
func TestDirectorCheckRoundTeamAndEmpty(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	team, _ := s.CreateTeamTournament("Teams", 2, 3, 0)
	if page := s.DirGet(fmt.Sprintf("/director/tournaments/%d/rounds/1/check", team)); !strings.Contains(page, "Team rounds are paired match by match") {
		t.Errorf("team round: %s", page)
	}
	plain := s.DirCreate("Plain")
	s.RegisterSix(plain)
	if page := s.DirGetIn("fr", fmt.Sprintf("/director/tournaments/%d/rounds/1/check", plain)); !strings.Contains(page, html.EscapeString("La ronde n'a pas encore de parties")) {
		t.Errorf("round without games: %s", page)
	}
}
