package director

import "testing"

// TestDetectCSVCharset: the bytes of each charset's letters, taken from the code pages'
// tables, are read in the charset they were written in; a file whose only letter beyond
// ASCII is E8 (Windows-1250's č, Windows-1252's è) goes by the page's language.
func TestDetectCSVCharset(t *testing.T) {
	for _, c := range []struct {
		data, lang, want string
	}{
		{"Van\xeck;Ond\xf8ej", "en", csvWindows1250},                // Vaněk Ondřej
		{"\x8a\x9dastn\xe1;R\xf9\x9eena", "fr", csvWindows1250},     // Šťastná Růžena
		{"\xa9\xbbastn\xe1;R\xf9\xbeena", "en", csvISO88592},        // the same in ISO-8859-2
		{"\xc5str\xf6m;M\xfcller;Lef\xe8vre", "cs", csvWindows1252}, // Åström Müller Lefèvre
		{"H\xe9l\xe8ne", "fr", csvWindows1252},                      // Hélène
		{"H\xe9l\xe8ne", "cs", csvWindows1250},                      // Hélčne: the page decides
		{"Dvořák", "en", csvUTF8},
		{"\xef\xbb\xbfDvořák", "en", csvUTF8},
	} {
		if got := detectCSVCharset([]byte(c.data), c.lang); got != c.want {
			t.Errorf("%q on %s pages: %s, want %s", c.data, c.lang, got, c.want)
		}
	}
	text, used, ok := decodeCSV([]byte("\xef\xbb\xbfDvo\xc5\x99\xc3\xa1k"), csvAuto, "en")
	if text != "Dvořák" || used != csvUTF8 || !ok {
		t.Errorf("UTF-8 with a BOM: %q %s %v", text, used, ok)
	}
	if _, _, ok := decodeCSV([]byte("Van\xeck"), csvUTF8, "en"); ok {
		t.Error("Windows-1250 bytes read as UTF-8")
	}
}
