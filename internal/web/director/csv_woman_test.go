package director_test

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// czechGender1250 is a Czech player list with a gender column as Czech Excel saves it, in
// Windows-1250 (ř F8, í ED, ě EC, Š 8A, ť 9D, á E1, ů F9, ž 9E, Ž 8E, ý FD): Příjmení;Jméno;
// Třída;Pohlaví, then Vaněk Ondřej 3k M, Šťastná Růžena 12k Ž, Nováková Jana 5k ž (lower
// case), Malý Petr 8k (empty: no mark).
var czechGender1250 = []byte("P\xf8\xedjmen\xed;Jm\xe9no;T\xf8\xedda;Pohlav\xed\r\n" +
	"Van\xeck;Ond\xf8ej;3k;M\r\n" +
	"\x8a\x9dastn\xe1;R\xf9\x9eena;12k;\x8e\r\n" +
	"Nov\xe1kov\xe1;Jana;5k;\x9e\r\n" +
	"Mal\xfd;Petr;8k;\r\n")

// TestCSVImportWomanColumn: a Czech file's "Pohlaví" column (Ž, ž, M, empty) gives the woman
// mark, shown on the preview and stored by the confirmation; a "Žena" column of a yes-or-no
// kind (ano, x, empty, ne) likewise; a value that says neither is the line's problem, in
// the page's language, and the line is left out. The flash agrees with the women imported.
func TestCSVImportWomanColumn(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Velká cena Brna")
	base := fmt.Sprintf("/director/tournaments/%d/players", id)
	women := func() map[string]bool {
		t.Helper()
		d, err := s.DB.PlayerDetails(context.Background(), store.TournamentID(id))
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, p := range s.DirLoad(id).Players {
			out[p.Name] = d[p.ID].Woman
		}
		return out
	}
	resp, page := s.csvUploadIn("cs", id, czechGender1250)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("preview: %d %s", resp.StatusCode, page)
	}
	for _, want := range []string{"<th>Žena</th>", "<td>Vaněk</td><td>Ondřej</td><td>3k</td><td></td><td></td><td></td><td></td><td class=\"woman\"></td>",
		"<td>Šťastná</td><td>Růžena</td><td>12k</td><td></td><td></td><td></td><td></td><td class=\"woman\">Žena</td>",
		"<td>Nováková</td><td>Jana</td><td>5k</td><td></td><td></td><td></td><td></td><td class=\"woman\">Žena</td>"} {
		if !strings.Contains(page, want) {
			t.Errorf("the preview lacks %q: %s", want, page)
		}
	}
	if strings.Contains(page, `class="bad-line"`) || strings.Contains(page, "neimportují") {
		t.Errorf("the preview has a problem or an unread column: %s", page)
	}
	resp, body := s.SubmitForm("cs", page, base+"/import/confirm")
	flash := html.UnescapeString(s.DirSeeOther(resp, body, base))
	if !strings.Contains(flash, "4 hráči importováni.") {
		t.Errorf("the flash of four players, two of them women: %s", flash)
	}
	if got := women(); len(got) != 4 || got["Vaněk"] || !got["Šťastná"] || !got["Nováková"] || got["Malý"] {
		t.Fatalf("women after the import: %v", got)
	}

	// A "Žena" column of yes and no, UTF-8; "možná" (maybe) is refused on its line.
	file := []byte("Příjmení;Jméno;Třída;Žena\nDvořáková;Kateřina;5k;ano\nMalá;Eva;12k;x\nKrál;Jiří;2d;ne\nHorák;Jan;1k;možná\n")
	_, page = s.csvUploadIn("cs", id, file)
	if want := `Žena: "možná" není ani ano (x, 1, ano, yes), ani ne (prázdné, 0, ne, no)`; !strings.Contains(html.UnescapeString(page), want) {
		t.Errorf("the refusal of \"možná\" is not %q: %s", want, page)
	}
	_, en := s.csvUploadIn("", id, file)
	if want := `Woman: "možná" is neither yes (x, 1, yes, ano) nor no (empty, 0, no, ne)`; !strings.Contains(html.UnescapeString(en), want) {
		t.Errorf("the English refusal is not %q: %s", want, en)
	}
	resp, body = s.SubmitForm("cs", page, base+"/import/confirm")
	flash = html.UnescapeString(s.DirSeeOther(resp, body, base))
	if !strings.Contains(flash, "3 hráči importováni.") || !strings.Contains(flash, "1 řádek s chybami byl vynechán") {
		t.Errorf("the flash: %s", flash)
	}
	if got := women(); len(got) != 7 || !got["Dvořáková"] || !got["Malá"] || got["Král"] || got["Horák"] {
		t.Fatalf("women after the second import: %v", got)
	}
	// Women only: the words agree (Czech "hráčky importovány").
	_, page = s.csvUploadIn("cs", id, []byte("Příjmení;Jméno;Třída;Pohlaví\nBílá;Olga;4k;Ž\nČerná;Alena;6k;F\n"))
	resp, body = s.SubmitForm("cs", page, base+"/import/confirm")
	if flash = html.UnescapeString(s.DirSeeOther(resp, body, base)); !strings.Contains(flash, "2 hráčky importovány.") {
		t.Errorf("the flash of two women: %s", flash)
	}
}
