package export

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tourgen"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// dtdErrors validates an XML file against OpenGotha's DTD with xmllint and returns the validity
// errors, without file names and line numbers, so that two files can be compared.
func dtdErrors(t *testing.T, xmllint, dtd, file string) map[string]bool {
	t.Helper()
	out, err := exec.Command(xmllint, "--noout", "--dtdvalid", dtd, file).CombinedOutput()
	errs := map[string]bool{}
	lineRE := regexp.MustCompile(`^[^:]+:\d+: (element .*validity error : .*)$`)
	for _, line := range strings.Split(string(out), "\n") {
		if m := lineRE.FindStringSubmatch(line); m != nil {
			errs[m[1]] = true
		}
	}
	if err != nil && len(errs) == 0 {
		t.Fatalf("xmllint on %s failed without a validity error (%v):\n%s", file, err, out)
	}
	return errs
}

// OpenGotha's DTD predates the files OpenGotha 3.5x writes: its own saved tournaments carry
// attributes the DTD does not declare. hoshi's export may break the DTD only where OpenGotha's
// own files do; anything else would be hoshi's invention and might not open in OpenGotha.
func TestWriteOpenGothaValidAsOpenGothasOwnFiles(t *testing.T) {
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		t.Skip("xmllint not installed (Debian package libxml2-utils): the DTD check is skipped")
	}
	dir := testdata.Path(t, "opengotha")
	dtd := filepath.Join(dir, "tournament.dtd")
	names := []string{"juvisy.xml", "simplemm.xml", "notsimplemm.xml"}
	allowed := map[string]bool{}
	for _, name := range names {
		for e := range dtdErrors(t, xmllint, dtd, filepath.Join(dir, name)) {
			allowed[e] = true
		}
	}
	check := func(label string, data []byte) {
		t.Helper()
		file := filepath.Join(t.TempDir(), "out.xml")
		if err := os.WriteFile(file, data, 0o600); err != nil {
			t.Fatal(err)
		}
		var extra []string
		for e := range dtdErrors(t, xmllint, dtd, file) {
			if !allowed[e] {
				extra = append(extra, e)
			}
		}
		sort.Strings(extra)
		if len(extra) > 0 {
			t.Errorf("%s: hoshi's export breaks OpenGotha's DTD where OpenGotha's own files do not:\n%s", label, strings.Join(extra, "\n"))
		}
	}
	for _, name := range names {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		tr, _, err := ReadOpenGotha(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WriteOpenGotha(&buf, tr); err != nil {
			t.Fatal(err)
		}
		check(name, buf.Bytes())
	}
	// A tournament that started in hoshi, with none of OpenGotha's attributes to keep.
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, smallTournament()); err != nil {
		t.Fatal(err)
	}
	check("a tournament made in hoshi", buf.Bytes())
	// Random tournaments of hoshi generate, McMahon and Swiss, with absences and forfeits.
	for _, o := range []tourgen.Options{
		{Seed: 1, Players: 40, Rounds: 5, System: tournament.McMahon, AbsentRate: 0.1, ForfeitRate: 0.1},
		{Seed: 2, Players: 25, Rounds: 4, System: tournament.Swiss, AbsentRate: 0.1, ForfeitRate: 0.1},
	} {
		tr, err := tourgen.Generate(o)
		if err != nil {
			t.Fatal(err)
		}
		buf.Reset()
		if err := WriteOpenGotha(&buf, tr); err != nil {
			t.Fatal(err)
		}
		check(fmt.Sprintf("generated tournament %d", o.Seed), buf.Bytes())
	}
}
