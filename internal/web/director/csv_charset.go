package director

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// The character sets a player list may come in: what a spreadsheet saves as "CSV" on the
// computers of hoshi's directors. Excel on Windows saves in the system's code page:
// Windows-1250 in Czech and Slovak, Windows-1252 in English, Finnish, German and French;
// older tools write ISO-8859-2. LibreOffice and recent Excel ("CSV UTF-8") write UTF-8,
// Excel with a byte order mark.
const (
	csvAuto        = "auto"
	csvUTF8        = "utf-8"
	csvWindows1250 = "windows-1250"
	csvWindows1252 = "windows-1252"
	csvISO88592    = "iso-8859-2"
)

// csvCharsets are the choices of the preview's "read as" list, automatic first.
var csvCharsets = []string{csvAuto, csvUTF8, csvWindows1250, csvWindows1252, csvISO88592}

var csvDecoders = map[string]*charmap.Charmap{
	csvWindows1250: charmap.Windows1250,
	csvWindows1252: charmap.Windows1252,
	csvISO88592:    charmap.ISO8859_2,
}

// knownCSVCharset tells whether name is one of csvCharsets.
func knownCSVCharset(name string) bool {
	for _, c := range csvCharsets {
		if c == name {
			return true
		}
	}
	return false
}

// decodeCSV turns the bytes of an uploaded player list into text. charset is one of
// csvCharsets; csvAuto detects it (detectCSVCharset), with lang, the language of the page,
// deciding between equally likely readings. It returns the charset used; ok is false when
// the bytes are not text in the charset asked for (only UTF-8 can fail so).
func decodeCSV(data []byte, charset, lang string) (text, used string, ok bool) {
	if charset == csvAuto || charset == "" {
		charset = detectCSVCharset(data, lang)
	}
	if charset == csvUTF8 {
		data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
		if !utf8.Valid(data) {
			return "", charset, false
		}
		return string(data), charset, true
	}
	out, err := csvDecoders[charset].NewDecoder().Bytes(data)
	if err != nil {
		return "", charset, false
	}
	return string(out), charset, true
}

// detectCSVCharset guesses the charset of data. Valid UTF-8 is UTF-8: text in the single-
// byte charsets with letters beyond ASCII is almost never valid UTF-8 (an accented letter
// would have to be followed by one of the bytes 0x80-0xBF, which are not letters but in
// Windows-1252's Š, š, Ž, ž, Œ, œ and Ÿ). Otherwise each single-byte charset reads the
// file and the one whose letters are likeliest in players' names wins: every letter
// outside ASCII counts by how common it is in the names of the countries whose players
// come to hoshi's tournaments (csvLetterWeight), a control character or a byte the
// charset leaves undefined counts heavily against. Ties go to the charset of the page's
// language (Windows-1250 for Czech and Slovak pages, Windows-1252 for the others), then
// to the order Windows-1250, Windows-1252, ISO-8859-2.
func detectCSVCharset(data []byte, lang string) string {
	if utf8.Valid(data) {
		return csvUTF8
	}
	order := []string{csvWindows1250, csvWindows1252, csvISO88592}
	if lang != "cs" && lang != "sk" {
		order[0], order[1] = order[1], order[0]
	}
	best, bestScore := order[0], 0
	for i, name := range order {
		score := csvTextScore(data, csvDecoders[name])
		if i == 0 || score > bestScore {
			best, bestScore = name, score
		}
	}
	return best
}

// csvTextScore is how likely the bytes read in cm are text of players' names: the sum of
// csvLetterWeight over the characters beyond ASCII.
func csvTextScore(data []byte, cm *charmap.Charmap) int {
	score := 0
	for _, b := range data {
		if b < 0x80 {
			continue
		}
		r := cm.DecodeByte(b)
		switch {
		case r == utf8.RuneError || unicode.IsControl(r):
			score -= 100
		default:
			score += csvLetterWeight(r)
		}
	}
	return score
}

// csvLetterWeight is the weight of a character beyond ASCII: 4 or 3 for the letters of
// Czech and Slovak names and of the other languages of hoshi (ä, ö, å, ü, ß, é, è, à, ç...),
// which a reading in the wrong charset turns into rarer letters (Czech ě, ř, č, ů become
// ì, ø, è, ù in Windows-1252); less for letters of rarer languages; negative for signs
// (©, ®, «, ¤...), which are seldom in a player list but are what the other charsets make
// of letters (ISO-8859-2's š is Windows-1250's ą, its Ž Windows-1250's ®).
func csvLetterWeight(r rune) int {
	switch r {
	// Czech and Slovak.
	case 'á', 'ď', 'é', 'ě', 'í', 'ň', 'ó', 'ř', 'š', 'ť', 'ú', 'ů', 'ý', 'ž',
		'Á', 'Ď', 'É', 'Ě', 'Í', 'Ň', 'Ó', 'Ř', 'Š', 'Ť', 'Ú', 'Ů', 'Ý', 'Ž',
		'ľ', 'ô', 'Ľ', 'Ô':
		return 4
	// Finnish, Swedish, German, French; Czech č weighs as French è, the letter its byte
	// is in Windows-1252, so that a file whose only letters beyond ASCII are these goes
	// by the page's language.
	case 'ä', 'ö', 'å', 'ü', 'ß', 'Ä', 'Ö', 'Å', 'Ü', 'č', 'Č',
		'à', 'â', 'ç', 'è', 'ê', 'ë', 'î', 'ï', 'û', 'À', 'Â', 'Ç', 'È', 'Ê', 'Ë', 'Î', 'Ï', 'Û':
		return 3
	// Polish, Hungarian, Romanian, Spanish, Portuguese, Danish, Norwegian, Icelandic.
	case 'ą', 'ę', 'ć', 'ł', 'ń', 'ś', 'ź', 'ż', 'ő', 'ű', 'ă', 'ş', 'ţ', 'ñ', 'ã', 'õ', 'ø', 'æ',
		'Ą', 'Ę', 'Ć', 'Ł', 'Ń', 'Ś', 'Ź', 'Ż', 'Ő', 'Ű', 'Ă', 'Ş', 'Ţ', 'Ñ', 'Ã', 'Õ', 'Ø', 'Æ',
		'ŕ', 'Ŕ', 'ĺ', 'Ĺ', 'œ', 'Œ', 'ð', 'Ð', 'þ', 'Þ':
		return 2
	// Letters seldom in names: Italian's accents are written as apostrophes in lists.
	case 'ì', 'ò', 'ù', 'Ì', 'Ò', 'Ù', 'ÿ', 'Ÿ', 'đ', 'Đ':
		return 1
	}
	if unicode.IsLetter(r) {
		return 1
	}
	if r == '\u00a0' || r == '–' || r == '—' || r == '’' || r == '‘' || r == '“' || r == '”' || r == '€' || r == '°' {
		return 0
	}
	return -3
}
