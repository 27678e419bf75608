package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestScoresAndKomiAsTheLanguageWritesThem: on Czech and Slovak pages a komi is written with
// the decimal comma (6,5), also in the komi box of a game, the pairing check's messages and
// a restore's notes, and a score of halves with ½ (25½) on every page that shows one: the
// director's round and standings, the public standings and the categories. Never 6.5 nor
// 25.5 nor 25,5.
func TestScoresAndKomiAsTheLanguageWritesThem(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Velká cena Brna", "language": "cs", "rounds": 3,
		"bye_points": 0.5, "round_down": false}, http.StatusCreated, &tj)
	id := tj.ID
	ids := s.addPlayers(id, "1d", "3k", "5k")
	api := fmt.Sprintf("/api/tournaments/%d", id)
	var r1 struct {
		Games []struct {
			Table int
			Komi  float64
		}
		Bye int
	}
	s.Expect(s.Director, "POST", api+"/rounds/1/pairing", nil, http.StatusCreated, &r1)
	if len(r1.Games) != 1 || r1.Bye == 0 {
		t.Fatalf("round 1 of three players: %+v", r1)
	}
	s.Expect(s.Director, "PUT", api+"/rounds/1/games/1/result", map[string]string{"result": "w"}, http.StatusOK, nil)
	// McMahon starts a player of k kyu at 30-k points (1d at 30): the bye's half point makes
	// the 3k's 27½ or the 5k's 25½.
	whole := map[int]int{ids[0]: 30, ids[1]: 27, ids[2]: 25}[r1.Bye]
	half := fmt.Sprintf("%d½", whole)
	wrong := regexp.MustCompile(fmt.Sprintf(`\b%d[.,]5\b`, whole))
	s.Expect(s.Director, "POST", api+"/rounds/2/pairing", nil, http.StatusCreated, nil)

	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.DirPost(base+"/prizes", url.Values{"categories": {"Kyu: ranks 1k-30k"}, "prizes": {""}})
	s.DirGet(base + "/prizes")
	for _, lang := range []string{"cs", "sk"} {
		for _, path := range []string{base + "/rounds/2", base + "/standings?round=1", fmt.Sprintf("/tournaments/%d/standings?round=1", id),
			fmt.Sprintf("/tournaments/%d/categories?round=1", id), fmt.Sprintf("/tournaments/%d/print/standings?round=1", id)} {
			page := s.DirGetIn(lang, path)
			if !strings.Contains(page, half) || wrong.MatchString(page) {
				t.Errorf("%s %s: the bye's score is not written %q: %v", lang, path, half, wrong.FindAllString(page, -1))
			}
		}
	}

	// The komi box of a game in round 2 holds the komi as Czech writes it.
	var r2 struct {
		Games []struct {
			Table int
			Komi  float64
		}
	}
	s.Expect(s.Anon, "GET", api+"/rounds/2/pairing", nil, http.StatusOK, &r2)
	komi := r2.Games[0].Komi
	if komi != float64(int(komi))+0.5 {
		t.Fatalf("round 2's game has komi %v: a half-point komi is wanted here", komi)
	}
	box := fmt.Sprintf(`name="komi" value="%d,5"`, int(komi))
	if page := s.DirGetIn("cs", base+"/rounds/2"); !strings.Contains(page, box) {
		t.Errorf("the komi box is not %s: %s", box, page)
	}
	// The director sets komi 7 by hand: the check names the automatic pairing's komi with a comma.
	if resp, body := s.DirPost(base+"/rounds/2/games/1/handicap", url.Values{"handicap": {"0"}, "komi": {"7"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("handicap form: %d %s", resp.StatusCode, body)
	}
	want := fmt.Sprintf("komi %d,5.", int(komi))
	if page := s.DirGetIn("cs", base+"/rounds/2/check"); !strings.Contains(page, want) {
		t.Errorf("the check does not say %q: %s", want, page)
	}

	// A backup of an older hoshi with a jigo on komi 6.5: the restore's note, in Czech, says
	// 6,5 and 6.
	s.Expect(s.Director, "PUT", api+"/rounds/1/games/1/result", map[string]string{"result": "both-win"}, http.StatusOK, nil)
	data := []byte(s.DirGet(base + "/export/hoshi.json"))
	jigo := regexp.MustCompile(`"komi":\s*[0-9.]+,(\s*"prisoners":\s*\d+,)?\s*"result":\s*"both-win"`)
	if !jigo.Match(data) {
		t.Fatalf("no both-win result in the backup: %s", data)
	}
	data = jigo.ReplaceAll(data, []byte(`"komi": 6.5,${1} "result": "="`))
	resp, body := s.dirUploadIn("cs", "/director/import/backup", "stara.json", data)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("restore: %d %s", resp.StatusCode, body)
	}
	page := s.DirGetIn("cs", resp.Header.Get("Location"))
	if !strings.Contains(page, "remízou při komi 6,5") || !strings.Contains(page, "obnoví jako 6,") {
		t.Errorf("the restore's note does not write the komi as Czech does: %s", page)
	}
}
