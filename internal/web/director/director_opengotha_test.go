package director_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// An OpenGotha file with neither name nor shortName is imported under the file's base name,
// with a warning; a named file keeps its name without that warning.
func TestImportOpenGothaNamesAfterTheFile(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	unnamed := bytes.Replace(data, []byte(` name="Tournoi de Juvisy"`), []byte(` name=""`), 1)
	unnamed = bytes.Replace(unnamed, []byte(`shortName="Tournoi de Juvisy"`), []byte(`shortName=""`), 1)
	if bytes.Contains(unnamed, []byte("Tournoi de Juvisy")) {
		t.Fatal("the test file still has its name")
	}
	const warning = "neither a name nor a short name: it is named &#34;juvisy&#34; after the file"
	for _, c := range []struct {
		file, want string
		data       []byte
		warned     bool
	}{
		{`C:\Users\td\juvisy.xml`, "juvisy", unnamed, true}, // a browser that sends the whole path
		{"juvisy.xml", "Tournoi de Juvisy", data, false},
	} {
		resp, body := s.DirUpload("/director/import/opengotha", c.file, c.data)
		loc := resp.Header.Get("Location")
		var id int
		if _, err := fmt.Sscanf(loc, "/director/tournaments/%d", &id); err != nil {
			t.Fatalf("%s: %d %q %s", c.file, resp.StatusCode, loc, body)
		}
		page := s.DirSeeOther(resp, body, loc)
		if !strings.Contains(page, c.want+" imported from ") || strings.Contains(page, warning) != c.warned {
			t.Errorf("%s: overview after import: %s", c.file, page)
		}
		got := s.DirLoad(id)
		if got.Settings.Name != c.want || len(got.Players) != 19 {
			t.Errorf("%s: stored %q with %d players", c.file, got.Settings.Name, len(got.Players))
		}
	}
}

func TestNameAfterFile(t *testing.T) {
	webtest.Parallel(t)
	for file, want := range map[string]string{
		"juvisy.xml": "juvisy", "/tmp/a/brno 2027.xml": "brno 2027", `D:\go\paris.v2.xml`: "paris.v2",
		"noext": "noext", ".xml": "", "": "",
	} {
		tr := &tournament.Tournament{}
		w := director.NameAfterFile(tr, file)
		if tr.Settings.Name != want || (w != nil) != (want != "") {
			t.Errorf("%q: name %q (warning %q), want %q", file, tr.Settings.Name, w, want)
		}
	}
	tr := &tournament.Tournament{Settings: tournament.Settings{Name: "Named"}}
	if w := director.NameAfterFile(tr, "other.xml"); w != nil || tr.Settings.Name != "Named" {
		t.Errorf("a named tournament renamed: %q %q", tr.Settings.Name, w)
	}
}
