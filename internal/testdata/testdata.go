// Package testdata locates the third-party reference data in ../shared/testdata beside the
// checkout, for tests.
package testdata

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir returns the path of shared/testdata, found by walking up from the working directory.
// Without it the test is skipped, except under CI, where it fails: CI always has the data.
func Dir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		p := filepath.Join(dir, "..", "shared", "testdata")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p
		}
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	if os.Getenv("CI") != "" {
		t.Fatal("reference data ../shared/testdata not found beside the checkout")
	}
	t.Skip("reference data ../shared/testdata not found beside the checkout")
	return ""
}

// Path joins elem to the reference data directory.
func Path(t testing.TB, elem ...string) string {
	t.Helper()
	return filepath.Join(append([]string{Dir(t)}, elem...)...)
}
