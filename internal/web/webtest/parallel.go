package webtest

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/store/storetest"
)

// Parallel runs t beside the package's other parallel tests on SQLite, where each test has a
// database file of its own. On PostgreSQL it does not: the tests' schemas share one database
// and its notification channel (store.NotifyChannel), on which one test's tournament 1 would
// be heard as another's, so there they run one at a time.
func Parallel(t *testing.T) {
	t.Helper()
	if !storetest.Postgres() {
		t.Parallel()
	}
}
