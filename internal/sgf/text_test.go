package sgf

import (
	"bytes"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// escape applies SGF's byte-level escaping, as a writer following the specification does.
func escape(b []byte) []byte {
	var out []byte
	for _, c := range b {
		if c == ']' || c == '\\' {
			out = append(out, '\\')
		}
		out = append(out, c)
	}
	return out
}

// encoded returns s in enc, failing the test if enc cannot represent it.
func encoded(t *testing.T, enc encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := enc.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("encoding %q: %v", s, err)
	}
	return b
}

// nameFile builds a one-node game with the given CA (none if empty) and PB bytes.
func nameFile(ca string, name []byte) []byte {
	var b bytes.Buffer
	b.WriteString("(;")
	if ca != "" {
		b.WriteString("CA[" + ca + "]")
	}
	b.WriteString("PB[")
	b.Write(escape(name))
	b.WriteString("];B[aa])")
	return b.Bytes()
}

func TestTextByCharset(t *testing.T) {
	tests := []struct {
		ca   string
		enc  encoding.Encoding
		name string
	}{
		// 十 and 表 end in the byte '\' in Shift_JIS; 許 and 功 in Big5; 因 ends in ']' in Big5;
		// 乗 ends in '\' in GBK.
		{"Shift_JIS", japanese.ShiftJIS, "本因坊十段 表"},
		{"SJIS", japanese.ShiftJIS, "囲碁 ソゾ"}, // ソ ends in '\', ゾ in ']'

		{"Big5", traditionalchinese.Big5, "許功 本因坊"},
		{"GBK", simplifiedchinese.GBK, "乗 柯洁"},
		{"gb2312", simplifiedchinese.GBK, "柯洁 古力"},
		{"GB18030", simplifiedchinese.GB18030, "柯洁"},
		{"EUC-KR", korean.EUCKR, "이세돌"},
		{"ISO-8859-1", charmap.ISO8859_1, "Müller Ærø"},
		{"latin1", charmap.ISO8859_1, "Ørsted"},
		{"UTF-8", encoding.Nop, "신진서 芈昱廷 Dvořák"},
	}
	for _, tt := range tests {
		raw := encoded(t, tt.enc, tt.name)
		c := mustParse(t, string(nameFile(tt.ca, raw)))
		if got := c.Games[0].Text("PB"); got != tt.name {
			t.Errorf("CA[%s]: PB = %q, want %q", tt.ca, got, tt.name)
		}
		if v, _ := c.Games[0].Value("PB"); v != string(raw) {
			t.Errorf("CA[%s]: raw PB = % x, want % x", tt.ca, v, raw)
		}
		// Marshal escapes the hidden '\' and ']' bytes again.
		back := mustParse(t, string(Marshal(c)))
		if got := back.Games[0].Text("PB"); got != tt.name {
			t.Errorf("CA[%s] after Marshal: PB = %q, want %q", tt.ca, got, tt.name)
		}
	}
}

func TestTextWrongOrMissingCharset(t *testing.T) {
	tests := []struct {
		why  string
		ca   string
		raw  []byte
		want string
	}{
		{"UTF-8 under a Latin-1 label", "ISO-8859-1", []byte("柯洁 Müller"), "柯洁 Müller"},
		{"UTF-8 without CA", "", []byte("柯洁"), "柯洁"},
		{"UTF-8 under a Shift_JIS label", "Shift_JIS", []byte("井山裕太"), "井山裕太"},
		{"Latin-1 without CA", "", encoded(t, charmap.ISO8859_1, "Müller"), "Müller"},
		{"Latin-1 under a UTF-8 label", "UTF-8", encoded(t, charmap.ISO8859_1, "café"), "café"},
		{"GB2312 without CA", "", encoded(t, simplifiedchinese.GBK, "柯洁"), "柯洁"},
		{"GB2312 under a UTF-8 label", "UTF-8", encoded(t, simplifiedchinese.GBK, "古力"), "古力"},
		{"GBK under a UTF-8 label", "UTF-8", encoded(t, simplifiedchinese.GBK, "乗"), "乗"},
		{"GBK under an unknown label", "klingon", encoded(t, simplifiedchinese.GBK, "柯洁"), "柯洁"},
		{"Latin-1 under a Shift_JIS label it breaks", "Shift_JIS", []byte{'a', 0xA0, 0xFF}, "a\u00a0\u00ff"},
	}
	for _, tt := range tests {
		c := mustParse(t, string(nameFile(tt.ca, tt.raw)))
		if got := c.Games[0].Text("PB"); got != tt.want {
			t.Errorf("%s: PB = %q, want %q", tt.why, got, tt.want)
		}
	}
}

func TestTextInheritsRootCharset(t *testing.T) {
	b := append([]byte("(;CA[Shift_JIS];B[aa](;W[bb]C["), escape(encoded(t, japanese.ShiftJIS, "十段"))...)
	b = append(b, "])(;W[cc]))"...)
	n := mustParse(t, string(b)).Games[0].MainLine()[2]
	if got := n.Text("C"); got != "十段" {
		t.Errorf("comment in a variation = %q, want 十段", got)
	}
}

func TestTextWhitespace(t *testing.T) {
	n := mustParse(t, "(;C[a\tb\nc\\\nd]GN[])").Games[0]
	if got := n.Text("C"); got != "a b\ncd" {
		t.Errorf("C = %q, want %q", got, "a b\ncd")
	}
	if got := n.Text("GN"); got != "" {
		t.Errorf("empty GN = %q", got)
	}
	if got := n.Text("PB"); got != "" {
		t.Errorf("missing PB = %q", got)
	}
}

// Writers that ignore the escape rule for the second byte of double-byte characters. Each file
// shows it: a '\\' after a lead byte escaping an ordinary byte (十段, 乗 x) or a value ending
// after a lead byte and leaving a stray ']' (因 in Big5).
func TestTextUnescapedDoubleByte(t *testing.T) {
	tests := []struct {
		ca     string
		enc    encoding.Encoding
		pb, pw string
	}{
		{"Shift_JIS", japanese.ShiftJIS, "十段", "表"},
		{"Big5", traditionalchinese.Big5, "本因坊", "許功"},
		{"Big5", traditionalchinese.Big5, "因", "許"},
		{"GBK", simplifiedchinese.GBK, "乗 x", "柯洁"},
	}
	for _, tt := range tests {
		var b []byte
		b = append(b, "(;CA["+tt.ca+"]PB["...)
		b = append(b, encoded(t, tt.enc, tt.pb)...)
		b = append(b, "]PW["...)
		b = append(b, encoded(t, tt.enc, tt.pw)...)
		b = append(b, "];B[aa])"...)
		c, err := Parse(b)
		if err != nil {
			t.Errorf("CA[%s] %s %s: %v", tt.ca, tt.pb, tt.pw, err)
			continue
		}
		root := c.Games[0]
		if pb, pw := root.Text("PB"), root.Text("PW"); pb != tt.pb || pw != tt.pw {
			t.Errorf("CA[%s]: PB %q PW %q, want %q %q", tt.ca, pb, pw, tt.pb, tt.pw)
		}
		if len(root.Props) != 3 {
			t.Errorf("CA[%s]: %d properties, want 3", tt.ca, len(root.Props))
		}
		back, err := Parse(Marshal(c))
		if err != nil {
			t.Fatal(err)
		}
		if err := sameTrees(back, c); err != nil {
			t.Errorf("CA[%s]: round trip: %v", tt.ca, err)
		}
	}
}
