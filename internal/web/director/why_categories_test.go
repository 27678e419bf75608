package director_test

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestWhyShowsPairingCategory: a Swiss tournament with OpenGotha's pairing categories (round 3
// of the random reference's s5038, two categories) keeps them on import, and the "why?" page of
// a game paired in it shows the category term among the others, in the director's language;
// a tournament without categories shows no such row.
func TestWhyShowsPairingCategory(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "random", "s5038-r3.xml"))
	if err != nil {
		t.Fatal(err)
	}
	resp, body := s.DirUpload("/director/import/opengotha", "s5038-r3.xml", data)
	loc := resp.Header.Get("Location")
	var id int
	if _, err := fmt.Sscanf(loc, "/director/tournaments/%d", &id); err != nil {
		t.Fatalf("import: %d %q %s", resp.StatusCode, loc, body)
	}
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/rounds/3/pair", url.Values{"all": {"1"}})
	why := base + "/rounds/3/games/1/why"
	if en := s.DirGet(why); !strings.Contains(en, "Same pairing category</td>") {
		t.Errorf("why page lacks the category term: %s", en)
	}
	if de := s.DirGetIn("de", why); !strings.Contains(de, "Gleiche Auslosungskategorie</td>") {
		t.Errorf("German why page lacks the category term: %s", de)
	}

	plain := s.DirCreate("Ohne")
	s.RegisterSix(plain)
	pbase := fmt.Sprintf("/director/tournaments/%d", plain)
	s.DirPost(pbase+"/rounds/1/pair", url.Values{"all": {"1"}})
	if page := s.DirGet(pbase + "/rounds/1/games/1/why"); strings.Contains(page, "Same pairing category") {
		t.Errorf("why page of a tournament without categories shows the category term: %s", page)
	}
}
