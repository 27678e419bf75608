package webtest

import (
	"fmt"
	"net/http"
	"net/url"
)

// RegisterSix registers six players by form: two per strength, so that round 1 pairs them
// evenly.
func (s *Server) RegisterSix(id int) {
	s.T.Helper()
	for _, p := range [][3]string{
		{"Šťastný", "Tomáš", "3d"}, {"Kovács", "Zoltán", "3d"}, {"Łukasiewicz", "Paweł", "5k"},
		{"Lefèvre", "Amélie", "5k"}, {"Müller", "Lena", "15k"}, {"Ødegaard", "Sindre", "15k"},
	} {
		resp, body := s.DirPost(fmt.Sprintf("/director/tournaments/%d/players", id), url.Values{"name": {p[0]}, "first_name": {p[1]}, "rank": {p[2]}})
		if resp.StatusCode != http.StatusSeeOther {
			s.T.Fatalf("register %s: %d %s", p[0], resp.StatusCode, body)
		}
	}
}
