package app_test

import (
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestSharedChangeRoutesExist: the routes whose changes share the tournament's lock are
// exactly the two that enter one result (the API's PUT, a row's button), each one the results
// desk may use, and the typed line of results locks per change: another route sharing the lock
// would let two changes of one tournament run together.
func TestSharedChangeRoutesExist(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	want := map[string]bool{
		"PUT /api/tournaments/:id/rounds/:n/games/:table/result":       true,
		"POST /director/tournaments/:id/rounds/:n/games/:table/result": true,
	}
	for _, r := range s.App.Echo.Routes() {
		if s.App.SharesLock(r.Method, r.Path) != want[r.Method+" "+r.Path] {
			t.Errorf("%s %s: shares the lock %v, want %v", r.Method, r.Path, s.App.SharesLock(r.Method, r.Path), want[r.Method+" "+r.Path])
		}
	}
	for route := range want {
		method, path, _ := strings.Cut(route, " ")
		if g, ok := s.App.GuardOf(method, path); !ok || g != app.Desk {
			t.Errorf("%s: guard %v (declared %v), want the results desk's", route, g, ok)
		}
	}
}
