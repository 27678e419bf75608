package api_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// Inputs the API refused nowhere before: each is refused naming its field, and nothing is
// stored.
func TestAPIRefusesBadInputs(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Inputs", 2)
	players := fmt.Sprintf("/api/tournaments/%d/players", id)
	for _, c := range []struct {
		body  string
		field string
	}{
		{`{"name":"Novák","rank":"5k","rank":"1d"}`, "rank"},
		{`{"name":"Nov\u202eák","rank":"5k"}`, "name"},
		{`{"name":"\u200b\u200b","rank":"5k"}`, "name"},
		{`{"name":"Novák","rank":"5k","egd_pin":"ABCDEFGH"}`, "egd_pin"},
		{`{"name":"Novák","rank":"5k","rating":-99999}`, "rating"},
	} {
		s.ExpectError(s.Director, "POST", players, c.body, http.StatusBadRequest, c.field)
	}
	var list []struct{ ID int }
	s.Expect(s.Director, "GET", players, nil, http.StatusOK, &list)
	if len(list) != 2 {
		t.Errorf("%d players after the refusals, want 2", len(list))
	}
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), `{"pairing":{"random":-1}}`, http.StatusBadRequest, "pairing.random")
}
