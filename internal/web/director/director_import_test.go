package director_test

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

func TestCSVImportPreviewAndConfirm(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("CSV")
	base := fmt.Sprintf("/director/tournaments/%d/players", id)
	s.DirPost(base, url.Values{"name": {"Novák"}, "first_name": {"Jan"}, "rank": {"1d"}})
	rev := s.Revision(id)

	csv := "Surname;First name;Rank;Club;Country;EGD PIN;GoR\n" +
		"Nováková;Kateřina;2k;Praha;CZ;12345678;1920\n" +
		"Kim;Min-su;5x;Seoul;KR;;\n" +
		"Novák;Jan;1d;Brno;CZ;;\n" +
		";Anonymous;3k;;;;\n" +
		"Müller;Lena;15 kyu;München;de;;abc\n" +
		"Nováková;Kateřina;3k;;;;\n" +
		"\n" +
		"Sato;Yuki;1p;Tokyo;JP;;\n"
	resp, body := s.DirUpload(base+"/import", "players.csv", []byte(csv))
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("preview: %d %s", resp.StatusCode, body)
	}
	for _, want := range []string{
		"2 players can be registered",
		"<strong class=\"bad\">5 lines have errors",
		"Rank: unknown rank &#34;5x&#34;",
		"Novák Jan is already registered",
		"Name: the player&#39;s family name is missing",
		"Rating: &#34;abc&#34; is not a whole number",
		"Nováková Kateřina is already on line 2",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("preview lacks %q", want)
		}
	}
	if s.Revision(id) != rev {
		t.Fatal("the preview stored something")
	}
	// The confirmation sends the file back and registers the good lines only.
	resp, body = s.SubmitForm("", body, base+"/import/confirm")
	page := s.DirSeeOther(resp, body, base)
	if !strings.Contains(page, "2 players imported. 5 lines with errors were left out.") {
		t.Fatalf("after import: %s", page)
	}
	ps := s.DirLoad(id).Players
	if len(ps) != 3 || ps[1].FullName() != "Nováková Kateřina" || ps[1].EGDPin != "12345678" || ps[1].Rating != 1920 ||
		ps[2].FullName() != "Sato Yuki" || ps[2].Rank.String() != "1p" {
		t.Fatalf("stored players %+v", ps)
	}
}

func TestCSVImportWithoutHeader(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("No header")
	resp, body := s.DirUpload(fmt.Sprintf("/director/tournaments/%d/players/import", id), "list.csv",
		[]byte("Horváth,Réka,4k,Debrecen,HU\nNagy,Bence,12k,Szeged,HU\n"))
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "2 players can be registered") ||
		!strings.Contains(body, "The file has no header line") {
		t.Fatalf("preview: %d %s", resp.StatusCode, body)
	}
}

func TestRatingListSearchFillsRegistration(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("EGD")
	list := "<pre>\n" +
		"   Pin_Player Name           Country Club  Grade  Promo   GoR  Tournaments  Last\n" +
		"  12345678  Dvořák Jiří      CZ  Brno    2d   --   2150    12  T250101A\n" +
		"  23456789  Dvorak Pavel     CZ  Prah    5k   --   1650     3  T240101B\n" +
		"  34567890  Novak Eva        SK  Brat   10k   --   1150     2  T240202C\n"
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(list))
	zw.Close()
	resp, body := s.DirUpload("/director/egd", "allworld_lp.gz", gz.Bytes())
	page := s.DirSeeOther(resp, body, "/director/egd")
	if !strings.Contains(page, "Rating list loaded: 3 players.") {
		t.Fatalf("upload: %s", page)
	}
	hits := s.DirGet(fmt.Sprintf("/director/egd/search?q=dvor&t=%d", id))
	if !strings.Contains(hits, "Dvořák Jiří") || !strings.Contains(hits, "Dvorak Pavel") || strings.Contains(hits, "Novak") {
		t.Fatalf("search dvor: %s", hits)
	}
	form := s.DirGet(fmt.Sprintf("/director/tournaments/%d/players?egd=12345678", id))
	for _, want := range []string{`name="name" value="Dvořák"`, `name="rank" value="2d"`, `name="egd_pin" value="12345678"`, `name="rating" value="2150"`, `name="country" value="CZ"`} {
		if !strings.Contains(form, want) {
			t.Errorf("prefilled form lacks %s", want)
		}
	}
}

func TestRatingListFetch(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var zipped bytes.Buffer
	zw := zip.NewWriter(&zipped)
	w, _ := zw.Create("allworld_lp.html")
	w.Write([]byte("<pre>\n  12345678  Dvořák Jiří      CZ  Brno    2d   --   2150    12  T250101A\n</pre>\n"))
	zw.Close()
	egd := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/downloads/allworld_lp.zip" {
			http.NotFound(w, r)
			return
		}
		w.Write(zipped.Bytes())
	}))
	defer egd.Close()
	s.App.AllowLoopbackFetch = true // the stand-in listens on 127.0.0.1
	resp, body := s.DirPost("/director/egd/fetch", url.Values{"url": {egd.URL + "/downloads/allworld_lp.zip"}})
	if page := s.DirSeeOther(resp, body, "/director/egd"); !strings.Contains(page, "Rating list loaded: 1 player.") || !strings.Contains(page, "allworld_lp.zip") {
		t.Fatalf("fetch: %s", page)
	}
	resp, body = s.DirPost("/director/egd/fetch", url.Values{"url": {egd.URL + "/missing.zip"}})
	if page := s.DirSeeOther(resp, body, "/director/egd"); !strings.Contains(page, "answered 404 Not Found") {
		t.Fatalf("fetch of a missing list: %s", page)
	}
	resp, body = s.DirPost("/director/egd/fetch", url.Values{"url": {"file:///etc/passwd"}})
	if page := s.DirSeeOther(resp, body, "/director/egd"); !strings.Contains(page, "give the http(s) address") {
		t.Fatalf("fetch of a file URL: %s", page)
	}
}

func TestImportOpenGotha(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	data, err := os.ReadFile(filepath.Join(testdata.Dir(t), "opengotha", "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	resp, body := s.DirUpload("/director/import/opengotha", "juvisy.xml", data)
	loc := resp.Header.Get("Location")
	var id int
	if _, err := fmt.Sscanf(loc, "/director/tournaments/%d", &id); err != nil {
		t.Fatalf("import: %d %q %s", resp.StatusCode, loc, body)
	}
	page := s.DirSeeOther(resp, body, loc)
	if !strings.Contains(page, "imported from juvisy.xml: 19 players") {
		t.Fatalf("overview after import: %s", page)
	}
	resp, body = s.DirUpload("/director/import/opengotha", "broken.xml", []byte("<Tournament><Players>"))
	page = s.DirSeeOther(resp, body, "/director")
	if !strings.Contains(page, "broken.xml cannot be imported") {
		t.Fatalf("broken file: %s", page)
	}
}

// The world rating list is several megabytes as text: its upload alone may pass the 1 MB
// limit of every other request.
func TestRatingListUploadAboveOneMegabyte(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var list strings.Builder
	list.WriteString("   Pin_Player Name           Country Club  Grade  Promo   GoR  Tournaments  Last\n")
	n := 0
	for list.Len() < 3<<20 {
		n++
		fmt.Fprintf(&list, "  %08d  Player%06d Jan      CZ  Brno    2d   --   2150    12  T250101A\n", 10000000+n, n)
	}
	resp, body := s.DirUpload("/director/egd", "allworld_lp.txt", []byte(list.String()))
	page := s.DirSeeOther(resp, body, "/director/egd")
	if !strings.Contains(page, fmt.Sprintf("Rating list loaded: %d players.", n)) {
		t.Fatalf("upload of %d bytes: %.300s", list.Len(), page)
	}
	// Every other form keeps the 1 MB limit.
	resp, _ = s.DirUpload("/director/import/opengotha", "big.xml", []byte(strings.Repeat("x", 2<<20)))
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Fatalf("2 MB OpenGotha upload: status %d, want 413", resp.StatusCode)
	}
}
