package matching

import (
	"flag"
	"os"
	"testing"
)

// TestMain checks every dual step of this package's tests against the duals moved one by one
// (checkStep), but not in a run of benchmarks (-test.bench), whose figures it would swamp.
func TestMain(m *testing.M) {
	flag.Parse()
	checkLazyDuals = flag.Lookup("test.bench").Value.String() == ""
	os.Exit(m.Run())
}
