package app_test

import (
	"fmt"
	"mime"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestDownloadNames: the downloads are named after the tournament's short name (else its
// name), the round and, for the EGD file, the charset; a name outside ASCII gets an ASCII
// filename and the UTF-8 one in filename* (RFC 6266, RFC 5987), read back here by Go's own
// MIME parser. The URLs stay as they are.
func TestDownloadNames(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Open", 4)
	api := fmt.Sprintf("/api/tournaments/%d", id)
	// The EGD and AGA files need the tournament's dates.
	s.Expect(s.Director, "PUT", api, map[string]any{"begin": "2026-05-02", "end": "2026-05-03"}, http.StatusOK, nil)
	s.Expect(s.Director, "POST", api+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	s.Expect(s.Director, "PUT", api+"/rounds/1/games/1/result", map[string]any{"result": "w"}, http.StatusOK, nil)
	s.Expect(s.Director, "POST", api+"/rounds/1/games/1/sgf", "(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp])", http.StatusOK, nil)
	x := fmt.Sprintf("/director/tournaments/%d/export/", id)
	board := fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board.sgf", id)
	cases := []struct {
		short, name string // the settings
		path        string
		ascii, utf  string // the names wanted: filename, and filename* ("" when there is none)
	}{
		{"Brno 2026", "Brno Open", x + "results.h9", "brno-2026-r1-results-utf8.h9", ""},
		{"Brno 2026", "Brno Open", x + "results.h9?charset=ISO-8859-1", "brno-2026-r1-results-latin1.h9", ""},
		{"Brno 2026", "Brno Open", x + "standings.xlsx", "brno-2026-r1-standings.xlsx", ""},
		{"Brno 2026", "Brno Open", x + "standings.xlsx?round=0", "brno-2026-r0-standings.xlsx", ""},
		{"Brno 2026", "Brno Open", x + "standings.csv", "brno-2026-r1-standings.csv", ""},
		{"Brno 2026", "Brno Open", x + "players.csv", "brno-2026-players.csv", ""},
		{"Brno 2026", "Brno Open", x + "pairings-1.csv", "brno-2026-r1-pairings.csv", ""},
		{"Brno 2026", "Brno Open", x + "tournament.xml", "brno-2026-r1-opengotha.xml", ""},
		{"Brno 2026", "Brno Open", x + "aga.txt", "brno-2026-r1-aga.txt", ""},
		{"Brno 2026", "Brno Open", fmt.Sprintf("/tournaments/%d/standings.xlsx?round=1", id), "brno-2026-r1-standings.xlsx", ""},
		{"Brno 2026", "Brno Open", board, "brno-2026-r1-table1.sgf", ""},
		// No short name: the name. Accents are taken off for the ASCII name, kept in filename*.
		{"", "Jarní turnaj – Nymburk", x + "results.h9", "jarni-turnaj-nymburk-r1-results-utf8.h9", "jarní-turnaj-nymburk-r1-results-utf8.h9"},
		{"Łódź/Kraków 2026", "x", x + "standings.xlsx", "lodz-krakow-2026-r1-standings.xlsx", "łódź-kraków-2026-r1-standings.xlsx"},
		// Nothing of the name in ASCII: the ASCII name says which tournament by its number.
		{"名人戦", "x", x + "players.csv", fmt.Sprintf("tournament-%d-players.csv", id), "名人戦-players.csv"},
		// Quotes, semicolons, slashes and dots cannot break the header or the path.
		{`Cup "A"; ../../etc`, "x", x + "aga.txt", "cup-a-etc-r1-aga.txt", ""},
	}
	for _, c := range cases {
		s.Expect(s.Director, "PUT", api, map[string]any{"short_name": c.short, "name": c.name}, http.StatusOK, nil)
		resp, body := s.Do(s.Director, "GET", c.path, nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d %s", c.path, resp.StatusCode, body)
		}
		header := resp.Header.Get("Content-Disposition")
		if !strings.HasPrefix(header, fmt.Sprintf(`attachment; filename="%s"`, c.ascii)) {
			t.Errorf("%q, GET %s: Content-Disposition %q, want filename %q", c.short, c.path, header, c.ascii)
		}
		if c.utf == "" && strings.Contains(header, "filename*") {
			t.Errorf("%q, GET %s: Content-Disposition %q has a filename* for an ASCII name", c.short, c.path, header)
		}
		kind, params, err := mime.ParseMediaType(header)
		want := c.utf
		if want == "" {
			want = c.ascii
		}
		if err != nil || kind != "attachment" || params["filename"] != want {
			t.Errorf("%q, GET %s: %q reads as %s %q (%v), want %q", c.short, c.path, header, kind, params["filename"], err, want)
		}
	}
}
