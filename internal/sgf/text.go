package sgf

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// Text returns the first value of property id decoded to UTF-8, with tabs and other non-newline
// whitespace turned into spaces as SGF's Text type asks. The charset is the CA property of the
// game's root, found by walking up the tree, so the cost grows with the node's depth; see
// decodeText for how wrong and missing CA values are handled.
func (n *Node) Text(id string) string {
	v, ok := n.Value(id)
	if !ok {
		return ""
	}
	ca, _ := n.root().Value("CA")
	return decodeText([]byte(v), ca)
}

// decodeText decodes raw bytes written under charset ca. Real files disagree with their CA often
// enough that the bytes get the last word:
//   - bytes that are valid UTF-8 are UTF-8, whatever CA says (Latin-1 or double-byte text is almost
//     never valid UTF-8, and most files without CA are UTF-8);
//   - a known CA other than UTF-8 is used when the bytes decode cleanly under it;
//   - a CA of UTF-8 that the bytes contradict usually hides GBK from a Chinese client, so GB18030
//     (a superset of GB2312 and GBK) is tried, then Latin-1;
//   - with no usable CA, the specification's default Latin-1 applies, unless every non-ASCII byte
//     pairs up as in GB2312 (both bytes 0xA1-0xFE), which Latin-1 text practically never does.
func decodeText(raw []byte, ca string) string {
	if utf8.Valid(raw) {
		return textSpaces(string(raw))
	}
	enc := charset(ca)
	if enc != nil && enc != encoding.Nop {
		if s, ok := decodeClean(enc, raw); ok {
			return textSpaces(s)
		}
	}
	if enc == encoding.Nop || looksLikeEUC(raw) {
		if s, ok := decodeClean(simplifiedchinese.GB18030, raw); ok {
			return textSpaces(s)
		}
	}
	s, _ := decodeClean(charmap.ISO8859_1, raw)
	return textSpaces(s)
}

// charset maps a CA value to an encoding: encoding.Nop for UTF-8, nil for unknown or missing.
// Names are compared without case and punctuation, so "Shift_JIS", "shift-jis" and "SJIS" agree.
func charset(ca string) encoding.Encoding {
	switch normCharset(ca) {
	case "":
		return nil
	case "utf8":
		return encoding.Nop
	case "iso88591", "latin1", "l1", "cp819":
		return charmap.ISO8859_1
	case "gb2312", "euccn", "gbk", "cp936", "gb18030", "chinese":
		return simplifiedchinese.GB18030
	case "shiftjis", "sjis", "cp932", "windows31j", "mskanji":
		return japanese.ShiftJIS
	case "eucjp":
		return japanese.EUCJP
	case "euckr", "cp949", "uhc", "ksc56011987", "korean":
		return korean.EUCKR
	case "big5", "big5hkscs", "cp950":
		return traditionalchinese.Big5
	}
	if enc, err := htmlindex.Get(strings.TrimSpace(ca)); err == nil {
		return enc
	}
	return nil
}

// normCharset lower-cases a charset name and drops everything but letters and digits.
func normCharset(ca string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return -1
	}, ca)
}

// decodeClean decodes raw and reports whether every byte was valid in enc: decoders turn invalid
// bytes into U+FFFD, which the raw input cannot contain since it is not valid UTF-8.
func decodeClean(enc encoding.Encoding, raw []byte) (string, bool) {
	out, err := enc.NewDecoder().Bytes(raw)
	if err != nil {
		return "", false
	}
	s := string(out)
	return s, !strings.ContainsRune(s, utf8.RuneError)
}

// looksLikeEUC reports whether the non-ASCII bytes of raw come in pairs with both bytes in
// 0xA1-0xFE, the shape of GB2312 and EUC-KR text.
func looksLikeEUC(raw []byte) bool {
	for i := 0; i < len(raw); i++ {
		if raw[i] < 0x80 {
			continue
		}
		if raw[i] < 0xA1 || raw[i] == 0xFF || i+1 >= len(raw) || raw[i+1] < 0xA1 || raw[i+1] == 0xFF {
			return false
		}
		i++
	}
	return true
}

// textSpaces turns whitespace other than line breaks into spaces, as SGF's Text type prescribes.
func textSpaces(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\v' || r == '\f' {
			return ' '
		}
		return r
	}, s)
}
