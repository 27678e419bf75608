package director_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// fullTournament builds, through the API and the director's pages, a tournament with a bit of
// everything: settings away from the defaults, nine players with every
// field set on some, an absence, a preliminary registration, two rounds paired and played, results entered and changed,
// results by default, an uploaded game record whose dead stones the director marked, and a
// third round paired without results. It returns the tournament's id.
func fullTournament(s *testServer) int {
	t := s.T
	t.Helper()
	id, players := s.CreateTournament("Backup Open", 9)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{
		"short_name": "bkp", "place": "Brno", "country": "CZ", "director": "Jana", "begin": "2026-08-01",
		"end": "2026-08-03", "rounds": 4, "board_size": 9, "rules": "chinese", "komi": 7.5, "count_unplayed_as_half": true,
		"criteria": []string{"MMS", "SOSM", "SOSOSM", "SODOSM", "CUSSM", "SOSM-1", "DC"},
		"handicap": map[string]any{"kind": "mms", "no_handicap_threshold": "2d", "correction": 2, "ceiling": 6},
		"time":     map[string]any{"kind": "fischer", "basic_minutes": 30, "increment_seconds": 15},
	}, http.StatusOK, nil)
	pbase := fmt.Sprintf("%s/players/%d", base, players[1])
	s.Expect(s.Director, "PUT", pbase, map[string]any{"club": "Brno", "country": "CZ", "egd_pin": "12345678",
		"rating": 2230, "rank_from_list": true, "mms_correction": 1}, http.StatusOK, nil)
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/players/%d", base, players[4]), map[string]any{"absent": []int{2}}, http.StatusOK, nil)
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/players/%d", base, players[8]), map[string]any{"status": "preliminary"}, http.StatusOK, nil)

	result := func(round, table int, r string, byDefault bool) {
		t.Helper()
		s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/%d/games/%d/result", base, round, table),
			map[string]any{"result": r, "by_default": byDefault}, http.StatusOK, nil)
	}
	for round := 1; round <= 2; round++ {
		var p struct {
			Games []struct {
				Table int
				Komi  float64
			}
		}
		s.Expect(s.Director, "POST", fmt.Sprintf("%s/rounds/%d/pairing", base, round), nil, http.StatusCreated, &p)
		for i, g := range p.Games {
			r := []string{"w", "b", "="}[i%3]
			if r == "=" && g.Komi != math.Trunc(g.Komi) {
				r = "both-win" // a half-point komi cannot end in a jigo
			}
			result(round, g.Table, r, false)
		}
	}
	result(1, 1, "b", false)
	result(1, 2, "both-lose", true)
	result(2, 1, "w", true)
	s.Expect(s.Director, "POST", fmt.Sprintf("%s/rounds/3/pairing", base), nil, http.StatusCreated, nil)

	// A record of round 1 table 1 with the file's dead stones, then the director's marks.
	s.Expect(s.Director, "POST", base+"/rounds/1/games/1/sgf", webtest.HandPosition(), http.StatusOK, nil)
	board := fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id)
	if resp, body := s.DirPost(board+"/toggle", url.Values{"point": {"B5"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("toggle: %d %s", resp.StatusCode, body)
	}
	// A dispute settled by play on that board: Black captures B5 while White passes, counted.
	for _, step := range []url.Values{
		{"action": {"start"}, "first": {"black"}}, {"action": {"move"}, "point": {"A5"}}, {"action": {"pass"}},
		{"action": {"move"}, "point": {"C5"}}, {"action": {"pass"}}, {"action": {"move"}, "point": {"B6"}}, {"action": {"pass"}},
		{"action": {"move"}, "point": {"B4"}}, {"action": {"pass"}}, {"action": {"score"}},
	} {
		if resp, body := s.DirPost(board+"/dispute", step); resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("dispute %v: %d %s", step, resp.StatusCode, body)
		}
	}
	s.Expect(s.Director, "POST", base+"/rounds/2/games/2/sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc])", http.StatusOK, nil)
	return id
}

// remapIDs rewrites the player ids of an API answer (under the keys id, white, black, bye and
// player) with ids; an id that ids does not know becomes "unknown player".
func remapIDs(v any, ids map[float64]float64) any {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			switch n, ok := x.(float64); {
			case k == "version": // a game's version hashes its player ids, which the copy renumbers
				delete(v, k)
			case ok && (k == "id" || k == "white" || k == "black" || k == "bye" || k == "player"):
				if m, ok := ids[n]; ok {
					v[k] = m
				} else {
					v[k] = "unknown player"
				}
			default:
				v[k] = remapIDs(x, ids)
			}
		}
	case []any:
		for i := range v {
			v[i] = remapIDs(v[i], ids)
		}
	}
	return v
}

func (s *testServer) apiJSON(path string) any {
	s.T.Helper()
	var v any
	s.Expect(s.Anon, "GET", path, nil, http.StatusOK, &v)
	return v
}

// TestBackupRestoresEverything downloads a full backup from the director's pages, restores it
// through the restore form as a new tournament, and compares: the API answers of the copy
// (settings, players, every round's pairing, the standings after every round) are the
// original's but for the ids, and so are the records with their dead stones and the audit
// trail that only the database shows.
func TestBackupRestoresEverything(t *testing.T) {
	s := newTestServer(t)
	id := fullTournament(s)
	signUps(s, id)
	// A results desk: the copy gives the account the same role.
	ctx := context.Background()
	desk, err := s.DB.CreateUser(ctx, "desk", "", "", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetRole(ctx, store.TournamentID(id), desk, store.RoleDesk); err != nil {
		t.Fatal(err)
	}
	resp, data := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/export/hoshi.json", id), nil)
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") ||
		!strings.Contains(resp.Header.Get("Content-Disposition"), fmt.Sprintf(`filename="hoshi-%d-backup-`, id)) {
		t.Fatalf("backup download: %d %v", resp.StatusCode, resp.Header)
	}
	up, body := s.DirUpload("/director/import/backup", "backup.json", data)
	var copyID int
	if _, err := fmt.Sscanf(up.Header.Get("Location"), "/director/tournaments/%d", &copyID); err != nil || copyID == id {
		t.Fatalf("restore: %d %q %s", up.StatusCode, up.Header.Get("Location"), body)
	}
	page := s.DirSeeOther(up, body, fmt.Sprintf("/director/tournaments/%d", copyID))
	// The copy sits beside its original: it takes a name of its own.
	if !strings.Contains(page, "Backup Open (restored) restored from backup.json as a new tournament: 10 players") {
		t.Errorf("no message of the restore: %s", page)
	}
	if role, err := s.DB.RoleOf(ctx, store.TournamentID(copyID), desk); err != nil || role != store.RoleDesk {
		t.Errorf("the copy's results desk: %q %v", role, err)
	}

	orig, cp := fmt.Sprintf("/api/tournaments/%d", id), fmt.Sprintf("/api/tournaments/%d", copyID)
	var origPlayers, copyPlayers []struct{ ID float64 }
	s.Expect(s.Anon, "GET", orig+"/players", nil, http.StatusOK, &origPlayers)
	s.Expect(s.Anon, "GET", cp+"/players", nil, http.StatusOK, &copyPlayers)
	if len(copyPlayers) != 10 || len(origPlayers) != 10 {
		t.Fatalf("%d players restored of %d", len(copyPlayers), len(origPlayers))
	}
	ids := map[float64]float64{}
	for i := range copyPlayers {
		ids[copyPlayers[i].ID] = origPlayers[i].ID
	}
	same := func(what, path string) {
		t.Helper()
		got := remapIDs(s.apiJSON(cp+path), ids)
		want := remapIDs(s.apiJSON(orig+path), identity(ids))
		if path == "" { // the tournament's own id, and its name
			g, w := got.(map[string]any), want.(map[string]any)
			if g["name"] != "Backup Open (restored)" || w["name"] != "Backup Open" {
				t.Errorf("names: copy %q, original %q", g["name"], w["name"])
			}
			for _, k := range []string{"id", "name"} {
				delete(g, k)
				delete(w, k)
			}
		}
		if !reflect.DeepEqual(got, want) {
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(want)
			t.Errorf("%s differs:\n copy %s\n orig %s", what, g, w)
		}
	}
	same("settings", "")
	same("players", "/players")
	for n := 1; n <= 4; n++ {
		same(fmt.Sprintf("pairing of round %d", n), fmt.Sprintf("/rounds/%d/pairing", n))
		same(fmt.Sprintf("standings after round %d", n), fmt.Sprintf("/standings?round=%d", n))
	}
	same("standings", "/standings")
	// The prize list with its winners and the standings by category, as the pages show them.
	samePage := func(path string) {
		t.Helper()
		o := pageIDs.ReplaceAllString(s.DirGet(fmt.Sprintf("/tournaments/%d%s", id, path)), "$1/N")
		c := pageIDs.ReplaceAllString(s.DirGet(fmt.Sprintf("/tournaments/%d%s", copyID, path)), "$1/N")
		c = strings.ReplaceAll(c, "Backup Open (restored)", "Backup Open")
		if o != c {
			t.Errorf("the page %s of the copy differs:\n copy %s\n orig %s", path, c, o)
		}
	}
	samePage("/prizes")
	samePage("/categories")

	// What the API does not show: every record with its dead stones, the audit trail.
	ob := wholeBackup(t, s.DB, store.TournamentID(id))
	cb := wholeBackup(t, s.DB, store.TournamentID(copyID))
	if len(ob.Records) != 2 || len(ob.Audit) != 4+3+3 { // round 1: 8 players; round 2: 7 and a bye; 3 changes
		t.Fatalf("the original has %d records and %d audit lines", len(ob.Records), len(ob.Audit))
	}
	for i := range ob.Records {
		o, c := ob.Records[i], cb.Records[i]
		var od, cd any
		json.Unmarshal([]byte(o.Details), &od)
		json.Unmarshal([]byte(c.Details), &cd)
		if !reflect.DeepEqual(od, cd) || o.SGF != c.SGF || o.Score != c.Score || !o.UploadedAt.Equal(c.UploadedAt) ||
			o.UploadedBy != c.UploadedBy || o.Round != c.Round || o.Table != c.Table {
			t.Errorf("record %d:\n copy %+v\n orig %+v", i, c, o)
		}
	}
	if d := ob.Records[0].Details; !strings.Contains(d, `"dispute":{"first":"B","moves":["A5","pass","C5","pass","B6","pass","B4","pass"],"result":"`) {
		t.Errorf("the record's dispute settled by play: %s", d)
	}
	if d := ob.Records[0].Details; !strings.Contains(d, `"dead":[]`) || !strings.Contains(d, public.DeadByDirector) {
		t.Errorf("the marked record's details: %s", d)
	}
	if !reflect.DeepEqual(cb.Audit, ob.Audit) {
		t.Errorf("audit trail:\n copy %+v\n orig %+v", cb.Audit, ob.Audit)
	}
	// The registration, categories, prizes, details and sign-ups, the copy's ids mapped back.
	back := func(p tournament.PlayerID) tournament.PlayerID { return tournament.PlayerID(ids[float64(p)]) }
	for i := range cb.Categories {
		for j, p := range cb.Categories[i].Players {
			cb.Categories[i].Players[j] = back(p)
		}
	}
	details := map[tournament.PlayerID]tournament.PlayerDetails{}
	for p, d := range cb.Details {
		details[back(p)] = d
	}
	for i := range cb.SignUps {
		cb.SignUps[i].Player = back(cb.SignUps[i].Player)
	}
	if len(ob.Categories) != 6 || len(ob.Prizes) != 5 || len(ob.Details) != 3 || len(ob.SignUps) != 1 || !ob.Registration.Open {
		t.Fatalf("the original has categories %+v, prizes %+v, details %+v, sign-ups %+v, registration %+v",
			ob.Categories, ob.Prizes, ob.Details, ob.SignUps, ob.Registration)
	}
	if !reflect.DeepEqual(cb.Categories, ob.Categories) || !reflect.DeepEqual(cb.Prizes, ob.Prizes) {
		t.Errorf("categories and prizes:\n copy %+v %+v\n orig %+v %+v", cb.Categories, cb.Prizes, ob.Categories, ob.Prizes)
	}
	if !reflect.DeepEqual(details, ob.Details) || cb.Registration != ob.Registration {
		t.Errorf("details and registration:\n copy %+v %+v\n orig %+v %+v", details, cb.Registration, ob.Details, ob.Registration)
	}
	if len(cb.SignUps) != 1 || cb.SignUps[0].Player != ob.SignUps[0].Player || cb.SignUps[0].Email != ob.SignUps[0].Email ||
		!cb.SignUps[0].At.Equal(ob.SignUps[0].At) {
		t.Errorf("sign-ups:\n copy %+v\n orig %+v", cb.SignUps, ob.SignUps)
	}
	// The copy's board shows the director's marks, as the original's does.
	for _, tid := range []int{id, copyID} {
		if page := s.DirGet(fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", tid)); !strings.Contains(page, "marked by the director") {
			t.Errorf("board of tournament %d does not show the director's marks", tid)
		}
	}
}

// pageIDs are the tournament and player ids in a page's links.
var pageIDs = regexp.MustCompile(`(tournaments|players)/[0-9]+`)

// signUps gives tournament id, through the director's forms and the public sign-up form, an
// open registration, a sign-up, categories of every kind, a prize list whose winners differ
// from the standings' order, and some players' birth dates and woman marks.
func signUps(s *testServer, id int) {
	t := s.T
	t.Helper()
	base := fmt.Sprintf("/director/tournaments/%d", id)
	resp, body := s.DirPost(base+"/signups/registration", url.Values{"open": {"on"}, "closes": {"2031-05-01"}})
	s.DirSeeOther(resp, body, base+"/signups")
	if _, err := s.DB.SignUp(context.Background(), store.TournamentID(id), tournament.Player{Name: "Signed", FirstName: "Up",
		Rank: -4, Country: "SK"}, tournament.PlayerDetails{}, "signed@example.org", "10.1.2.3", store.SignupLimits{}); err != nil {
		t.Fatal(err)
	}
	var players []struct{ ID int }
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players", id), nil, http.StatusOK, &players)
	resp, body = s.DirPost(base+"/prizes", url.Values{
		"categories": {fmt.Sprintf("dans: ranks 9d-1d\njuniors: junior 2008-01-01\nwomen: women\nCzechs: country CZ\nBrno: club Brno\nguests: label %d %d",
			players[6].ID, players[2].ID)},
		"prizes": {"1st\nBest woman: women\n2nd\nBest junior: juniors\nGuest: guests"},
	})
	s.DirSeeOther(resp, body, base+"/prizes")
	v := url.Values{}
	for i, d := range []struct{ born, woman string }{{"2010-04-01", "on"}, {"", "on"}, {"1961-12-31", ""}} {
		pid := strconv.Itoa(players[3*i+1].ID)
		v.Add("player", pid)
		v.Set("born-"+pid, d.born)
		if d.woman != "" {
			v.Set("woman-"+pid, d.woman)
		}
	}
	resp, body = s.DirPost(base+"/prizes/details", v)
	s.DirSeeOther(resp, body, base+"/prizes")
}

// identity maps the values of ids to themselves: the original's ids, for comparing its answers.
func identity(ids map[float64]float64) map[float64]float64 {
	m := make(map[float64]float64, len(ids))
	for _, v := range ids {
		m[v] = v
	}
	return m
}

// A file that is no backup, of a newer version, or with a game of a player who is not in it
// is refused with the field at fault, and nothing is stored.
func TestRestoreRefusesBadFiles(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := fullTournament(s)
	_, data := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/export/hoshi.json", id), nil)
	var white int
	{
		var f struct {
			Rounds []struct{ Games []struct{ White int } }
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		white = f.Rounds[0].Games[0].White
	}
	before, _ := s.DB.ListTournaments(context.Background())
	for _, c := range []struct {
		name string
		file []byte
		msg  string
	}{
		{"newer", []byte(strings.Replace(string(data), fmt.Sprintf(`"version": %d`, backup.Version), fmt.Sprintf(`"version": %d`, backup.Version+1), 1)),
			fmt.Sprintf("version: the file is of version %d, newer than the %d this hoshi reads", backup.Version+1, backup.Version)},
		{"missing player", []byte(strings.Replace(string(data), fmt.Sprintf(`"white": %d,`, white), `"white": 999,`, 1)),
			"rounds[1].games[1].white: player 999 is not in players"},
		{"malformed", data[:len(data)/2], "cut short"},
		{"name with NUL", []byte(strings.Replace(string(data), `"first_name": "`, `"first_name": "\u0000`, 1)),
			"players[1].first_name: the first name holds a line break, tab or other control character"},
		{"opengotha", []byte(`<?xml version="1.0"?><Tournament/>`), "not valid JSON at line 1, column 1"},
	} {
		resp, body := s.DirUpload("/director/import/backup", c.name+".json", c.file)
		page := s.DirSeeOther(resp, body, "/director")
		if !strings.Contains(page, c.name+".json cannot be restored: ") || !strings.Contains(page, c.msg) {
			t.Errorf("%s: page does not say %q: %s", c.name, c.msg, page)
		}
	}
	after, _ := s.DB.ListTournaments(context.Background())
	if len(after) != len(before) {
		t.Errorf("refused restores left %d tournaments, were %d", len(after), len(before))
	}
}

// The downloads page offers the backup first and says what the OpenGotha file leaves out;
// the OpenGotha download of a tournament with seven criteria is served, with the warning.
func TestDownloadsOfferBackupAndWarnOfOpenGotha(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := fullTournament(s)
	page := s.DirGet(fmt.Sprintf("/director/tournaments/%d/downloads", id))
	if !strings.Contains(page, fmt.Sprintf(`href="/director/tournaments/%d/export/hoshi.json"`, id)) {
		t.Error("no backup link on the downloads page")
	}
	const note = "OpenGotha keeps 6 placement criteria: the file has the first 6 of the tournament&#39;s 7 and leaves out DC"
	if !strings.Contains(page, note) {
		t.Errorf("downloads page without the OpenGotha note: %s", page)
	}
	if !strings.Contains(page, "Automatic backups are off") {
		t.Error("the page does not say automatic backups are off")
	}
	resp, xml := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/export/tournament.xml", id), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get(director.WarningHeader), "leaves out DC") ||
		strings.Count(string(xml), "<PlacementCriterion ") != 12 {
		t.Errorf("OpenGotha download: %d %q", resp.StatusCode, resp.Header.Get(director.WarningHeader))
	}
}

// With automatic backups on, the downloads page names the folder and the newest backup, and
// export/latest-backup.json serves it as written; with them off the route is 404.
func TestLatestAutomaticBackup(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Auto", 4)
	latest := fmt.Sprintf("/director/tournaments/%d/export/latest-backup.json", id)
	if resp, body := s.Do(s.Director, "GET", latest, nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("backups off: %d %s", resp.StatusCode, body)
	}
	dir := filepath.Join(t.TempDir(), "hoshi-backups")
	s.DB.AutoBackup(backup.Folder{Dir: dir}, nil)
	page := s.DirGet(fmt.Sprintf("/director/tournaments/%d/downloads", id))
	if !strings.Contains(page, dir) || !strings.Contains(page, "None of this tournament yet") {
		t.Errorf("downloads page before any backup: %s", page)
	}
	if resp, _ := s.Do(s.Director, "GET", latest, nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("no backup yet: %d", resp.StatusCode)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.DB.WaitBackups()
	files, err := filepath.Glob(filepath.Join(dir, fmt.Sprintf("tournament-%d-*.json", id)))
	if err != nil || len(files) != 1 {
		t.Fatalf("backups after pairing: %v %v", files, err)
	}
	want, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	resp, got := s.Do(s.Director, "GET", latest, nil)
	if resp.StatusCode != http.StatusOK || !bytes.Equal(got, want) ||
		resp.Header.Get("Content-Disposition") != fmt.Sprintf(`attachment; filename="hoshi-%s"`, filepath.Base(files[0])) {
		t.Errorf("latest backup: %d %v", resp.StatusCode, resp.Header)
	}
	b, err := backup.Unmarshal(got)
	if err != nil || len(b.Tournament.Games) != 2 {
		t.Errorf("the latest backup reads as %v, %v", b, err)
	}
	if page := s.DirGet(fmt.Sprintf("/director/tournaments/%d/downloads", id)); !strings.Contains(page, filepath.Base(files[0])) {
		t.Errorf("downloads page does not name the latest backup: %s", page)
	}
	if resp, _ := s.Do(s.Anon, "GET", latest, nil); resp.StatusCode == http.StatusOK {
		t.Error("the latest backup is served without the director's session")
	}
}

// A backup of an older hoshi is restored with a message, in the page's language, naming each
// thing the file could not carry and what was used instead (internal/backup/testdata).
func TestRestoreOldBackupSaysWhatIsMissing(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	data, err := os.ReadFile(filepath.Join("..", "..", "backup", "testdata", "v1-bc611a9.json"))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField(app.CSRFField, s.CSRFToken(s.Director))
	fw, err := mw.CreateFormFile("file", "old.json")
	if err != nil {
		t.Fatal(err)
	}
	fw.Write(data)
	mw.Close()
	resp, body := s.Do(s.Director, "POST", "/director/import/backup", buf.Bytes(), "Content-Type", mw.FormDataContentType(),
		"Cookie", app.LangCookie+"=cs")
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("answer %d: %s", resp.StatusCode, body)
	}
	page := s.DirGet(resp.Header.Get("Location"))
	for _, want := range []string{
		"Soubor neuvádí počet zajatců za stupeň nad stropem handicapu (zapsala ho starší verze hoshi): použije se 1, výchozí hodnota desky 9×9.",
		"Soubor neoznačuje hráče bez stupně",
		"Soubor neobsahuje online registraci (zapsala ho starší verze hoshi): obnoví se jako uzavřená.",
		"Soubor neobsahuje ředitele turnaje ani zapisovatele výsledků (zapsala ho starší verze hoshi): přidělte jim role znovu.",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page after the restore does not say %q: %s", want, page)
		}
	}
}

// wholeBackup is tournament id's backup file as hoshi writes it, read back.
func wholeBackup(t *testing.T, db *store.DB, id store.TournamentID) *backup.Backup {
	t.Helper()
	var buf bytes.Buffer
	if _, err := db.WriteBackup(context.Background(), id, &buf); err != nil {
		t.Fatal(err)
	}
	b, err := backup.Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
