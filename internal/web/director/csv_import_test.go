package director_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The CSV import of a player list as a browser drives it: the file uploaded, the preview's
// forms submitted with what they hold.

// csvUploadIn uploads content as the player list of tournament id with the page in lang
// ("" for English), with more form fields.
func (s *testServer) csvUploadIn(lang string, id int, content []byte, fields ...string) (*http.Response, string) {
	s.T.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField(app.CSRFField, s.CSRFToken(s.Director))
	for i := 0; i+1 < len(fields); i += 2 {
		mw.WriteField(fields[i], fields[i+1])
	}
	fw, err := mw.CreateFormFile("file", "players.csv")
	if err != nil {
		s.T.Fatal(err)
	}
	fw.Write(content)
	mw.Close()
	h := []string{"Content-Type", mw.FormDataContentType()}
	if lang != "" {
		h = append(h, "Cookie", app.LangCookie+"="+lang)
	}
	resp, body := s.Do(s.Director, "POST", fmt.Sprintf("/director/tournaments/%d/players/import", id), buf.Bytes(), h...)
	return resp, string(body)
}

// czech1250 is a Czech player list as Czech Excel saves it, in Windows-1250, written byte by
// byte from the code page's table: ř F8, í ED, é E9, ě EC, Š 8A, ť 9D, á E1, ů F9, ž 9E.
// Headers: Příjmení;Jméno;Síla;Klub;Země. Players: Vaněk Ondřej 3k Praha CZ, Šťastná Růžena
// 12k Brno CZ.
var czech1250 = []byte("P\xf8\xedjmen\xed;Jm\xe9no;S\xedla;Klub;Zem\xec\r\n" +
	"Van\xeck;Ond\xf8ej;3k;Praha;CZ\r\n" +
	"\x8a\x9dastn\xe1;R\xf9\x9eena;12k;Brno;CZ\r\n")

// TestCSVImportWindows1250: the Czech Excel file reads letter for letter, its Czech headers
// are recognised, on English pages as on Czech ones, and the confirmation stores the names
// as the preview showed them.
func TestCSVImportWindows1250(t *testing.T) {
	webtest.Parallel(t)
	for _, lang := range []string{"", "cs"} {
		s := newTestServer(t)
		id := s.DirCreate("Praha Open")
		resp, page := s.csvUploadIn(lang, id, czech1250)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s preview: %d %s", lang, resp.StatusCode, page)
		}
		for _, want := range []string{"<td>Vaněk</td><td>Ondřej</td><td>3k</td><td>Praha</td><td>CZ</td>",
			"<td>Šťastná</td><td>Růžena</td><td>12k</td><td>Brno</td><td>CZ</td>",
			`<option value="windows-1250" selected>`} {
			if !strings.Contains(page, want) {
				t.Errorf("%s preview lacks %q: %s", lang, want, page)
			}
		}
		if strings.Contains(page, `class="bad-line"`) || strings.Contains(page, "import.no_header") ||
			strings.Contains(page, "The file has no header line") || strings.Contains(page, "Soubor nemá") {
			t.Errorf("%s preview: %s", lang, page)
		}
		base := fmt.Sprintf("/director/tournaments/%d/players", id)
		resp, body := s.SubmitForm(lang, page, base+"/import/confirm")
		s.DirSeeOther(resp, body, base)
		ps := s.DirLoad(id).Players
		if len(ps) != 2 || ps[0].Name != "Vaněk" || ps[0].FirstName != "Ondřej" || ps[0].Rank.String() != "3k" ||
			ps[1].Name != "Šťastná" || ps[1].FirstName != "Růžena" || ps[1].Club != "Brno" || ps[1].Country != "CZ" {
			t.Errorf("%s: stored %+v", lang, ps)
		}
	}
}

// TestCSVImportCharsets: ISO-8859-2 (Š A9, ť BB, ž BE), Windows-1252 (ü FC, ö F6, Å C5, è E8,
// ç E7) and UTF-8 with a byte order mark are each recognised; the director's choice of
// another charset on the preview reads the same bytes again in it.
func TestCSVImportCharsets(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Charsets")
	iso := []byte("Priezvisko;Meno;Trieda\n\xa9\xbbastn\xe1;R\xf9\xbeena;1d\n")
	_, page := s.csvUploadIn("", id, iso)
	if !strings.Contains(page, "<td>Šťastná</td><td>Růžena</td><td>1d</td>") || !strings.Contains(page, `<option value="iso-8859-2" selected>`) {
		t.Errorf("ISO-8859-2: %s", page)
	}
	western := []byte("Name;Vorname;Rang;Verein;Land\nM\xfcller;J\xfcrgen;2k;K\xf6ln;DE\n" +
		"\xc5str\xf6m;Lars;4k;G\xf6teborg;SE\nLef\xe8vre;Fran\xe7oise;5k;Paris;FR\n")
	_, page = s.csvUploadIn("", id, western)
	for _, want := range []string{"<td>Müller</td><td>Jürgen</td>", "<td>Åström</td>", "<td>Göteborg</td>",
		"<td>Lefèvre</td><td>Françoise</td>", `<option value="windows-1252" selected>`} {
		if !strings.Contains(page, want) {
			t.Errorf("Windows-1252 lacks %q: %s", want, page)
		}
	}
	// Read again as Windows-1250: è is č there, Å is Ĺ.
	base := fmt.Sprintf("/director/tournaments/%d/players", id)
	_, again := s.SubmitForm("", page, base+"/import", "charset", "windows-1250")
	if !strings.Contains(again, "<td>Lefčvre</td>") || !strings.Contains(again, "<td>Ĺström</td>") ||
		!strings.Contains(again, `<option value="windows-1250" selected>`) {
		t.Errorf("read again as Windows-1250: %s", again)
	}
	// Confirmed in the charset chosen.
	resp, body := s.SubmitForm("", again, base+"/import/confirm")
	s.DirSeeOther(resp, body, base)
	if ps := s.DirLoad(id).Players; len(ps) != 3 || ps[2].Name != "Lefčvre" || ps[1].Name != "Ĺström" {
		t.Errorf("stored %+v", ps)
	}
	bom := append([]byte("\xef\xbb\xbf"), "Příjmení,Jméno,Třída,Klub,Země\nDvořák,Jiří,2d,Plzeň,CZ\n"...)
	_, page = s.csvUploadIn("", id, bom)
	if !strings.Contains(page, "<td>Dvořák</td><td>Jiří</td><td>2d</td><td>Plzeň</td>") || !strings.Contains(page, `<option value="utf-8" selected>`) {
		t.Errorf("UTF-8 with BOM: %s", page)
	}
	// UTF-8 asked of bytes that are not: refused, naming the charset.
	resp, _ = s.SubmitForm("", again, base+"/import", "charset", "utf-8")
	if resp.StatusCode != http.StatusSeeOther || !strings.Contains(s.DirGet(resp.Header.Get("Location")), "the file is not utf-8 text: choose its character set") {
		t.Errorf("UTF-8 forced: %d", resp.StatusCode)
	}
}

// TestCSVImportHeadersInEveryLanguage: the column names a director types in each language
// of hoshi set the columns (here in an order other than the default one).
func TestCSVImportHeadersInEveryLanguage(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Headers")
	for _, header := range []string{
		"Club;Country;Rank;First name;Surname;Rating",
		"Klub;Země;Síla;Jméno;Příjmení;Hodnocení",
		"Klub;Krajina;Trieda;Meno;Priezvisko;Rating",
		"Seura;Maa;Taso;Etunimi;Sukunimi;Luokitus",
		"Verein;Land;Spielstärke;Vorname;Nachname;Wertung",
		"Club;Pays;Niveau;Prénom;Nom;Cote",
	} {
		_, page := s.csvUploadIn("", id, []byte(header+"\nOulu;FI;2k;Aino;Virtanen;1900\n"))
		if !strings.Contains(page, "<td>Virtanen</td><td>Aino</td><td>2k</td><td>Oulu</td><td>FI</td><td></td><td>1900</td>") {
			t.Errorf("%s: %s", header, page)
		}
	}
}

// TestCSVImportUnbalancedQuote: a quote that opens a field and is never closed refuses the
// file, naming the line where it opens, in the page's language; nothing is registered.
func TestCSVImportUnbalancedQuote(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Quotes")
	file := []byte("Name,First name,Rank\nNovák,Jan,1d\n\"X,A,5k\nSato,Yuki,2d\n")
	base := fmt.Sprintf("/director/tournaments/%d/players", id)
	for _, c := range []struct{ lang, want string }{
		{"en", "line 3: a field that opens with a quote is not closed by one"},
		{"cs", "řádek 3: pole začínající uvozovkami není uvozovkami uzavřeno"},
	} {
		lang, want := c.lang, c.want
		resp, body := s.csvUploadIn(lang, id, file)
		if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != base+"/import" {
			t.Fatalf("%q: %d %s", lang, resp.StatusCode, body)
		}
		if page := s.DirGetIn(lang, base+"/import"); !strings.Contains(page, want) {
			t.Errorf("%q lacks %q: %s", lang, want, page)
		}
	}
	_, body := s.csvUploadIn("", id, []byte("Name,First name,Rank\nNov\"ak,Jan,1d\n"))
	if len(s.DirLoad(id).Players) != 0 || strings.Contains(body, "can be registered") {
		t.Errorf("a bare quote: %s", body)
	}
}

// TestCSVImportMessagesInCzech: the problems of the lines and the refusals are in the
// page's language.
func TestCSVImportMessagesInCzech(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Zprávy")
	file := []byte("Příjmení;Jméno;Třída;Hodnocení\nNovák;Jan;1d;abc\nKrál;Petr;2k;\nKrál;Petr;3k;\nBím;Ota;5x;\n")
	_, page := s.csvUploadIn("cs", id, file)
	for _, want := range []string{
		"Rating: &#34;abc&#34; není celé číslo",
		"Král Petr už je na řádku 3",
		"Třída: neznámá třída &#34;5x&#34;",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("Czech preview lacks %q", want)
		}
	}
	if t.Failed() {
		t.Log(page)
	}
	base := fmt.Sprintf("/director/tournaments/%d/players", id)
	resp, _ := s.csvUploadIn("cs", id, []byte("Klub;Země\nBrno;CZ\n"))
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("no name and rank: %d", resp.StatusCode)
	}
	if page := s.DirGetIn("cs", base+"/import"); !strings.Contains(page, "první řádek pojmenovává sloupce, ale ne příjmení a třídu") {
		t.Errorf("refusal not in Czech: %s", page)
	}
}

// TestCSVImportSameLimit: a file just under the import's limit passes the preview and the
// confirmation alike (semicolons, which a form's URL encoding triples, fill it); one over
// it is refused at the preview, naming the limit.
func TestCSVImportSameLimit(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Limit")
	head := "Příjmení;Jméno;Třída\nVaněk;Ondřej;3k\n"
	pad := strings.Repeat(";;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;\n", (512<<10-len(head)-100)/32)
	file := []byte(head + pad + "Šťastná;Růžena;12k\n")
	if len(file) > 512<<10 || len(file) < 511<<10 {
		t.Fatalf("the file has %d bytes", len(file))
	}
	resp, page := s.csvUploadIn("", id, file)
	if resp.StatusCode != http.StatusOK || !strings.Contains(page, "2 players can be registered") {
		t.Fatalf("preview: %d", resp.StatusCode)
	}
	base := fmt.Sprintf("/director/tournaments/%d/players", id)
	resp, body := s.SubmitForm("", page, base+"/import/confirm")
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("confirm: %d %.300s", resp.StatusCode, body)
	}
	if ps := s.DirLoad(id).Players; len(ps) != 2 || ps[1].Name != "Šťastná" {
		t.Fatalf("stored %+v", ps)
	}
	big := append(file, strings.Repeat(";", 200)+"\n"...)
	resp, _ = s.csvUploadIn("", id, big)
	if resp.StatusCode != http.StatusSeeOther || !strings.Contains(s.DirGet(base+"/import"), "the file is larger than 512 KB") {
		t.Errorf("over the limit: %d", resp.StatusCode)
	}
}

// TestCSVImportSaysUnreadColumns: the columns the first line names that hoshi does not read
// are listed on the preview, in the page's language; a file whose columns are all read
// lists none.
func TestCSVImportSaysUnreadColumns(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Sloupce")
	file := []byte("Příjmení;Jméno;Narozen;Třída;Poznámka\nNovák;Jan;2001-02-03;1d;M\n")
	for lang, want := range map[string]string{
		"en": "Columns not imported: Narozen, Poznámka.",
		"cs": "Sloupce, které se neimportují: Narozen, Poznámka.",
	} {
		_, page := s.csvUploadIn(lang, id, file)
		if !strings.Contains(page, want) || !strings.Contains(page, "<td>Novák</td><td>Jan</td><td>1d</td>") {
			t.Errorf("%s preview lacks %q: %s", lang, want, page)
		}
	}
	if _, page := s.csvUploadIn("en", id, czech1250); strings.Contains(page, "Columns not imported") {
		t.Errorf("every column read, yet: %s", page)
	}
}
