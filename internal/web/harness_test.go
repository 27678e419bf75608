package web_test

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestMain runs the tests on SQLite, then on PostgreSQL when HOSHI_TEST_POSTGRES is set.
func TestMain(m *testing.M) { storetest.Main(m) }

// testServer is webtest's server with this package's helpers.
type testServer struct{ *webtest.Server }

func newTestServer(t *testing.T) *testServer { return &testServer{webtest.New(t)} }

// pageSite is webtest's page site with this package's helpers.
type pageSite struct{ *webtest.PageSite }

func newPageSite(t testing.TB) *pageSite { return &pageSite{webtest.NewPageSite(t)} }
