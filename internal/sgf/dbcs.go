package sgf

import "bytes"

// declaredCharset returns the first CA value found in data, found by a byte search because it
// is needed before parsing.
func declaredCharset(data []byte) string {
	for i := 0; ; {
		j := bytes.Index(data[i:], []byte("CA["))
		if j < 0 {
			return ""
		}
		i += j
		if i == 0 || !isLetter(data[i-1]) {
			end := bytes.IndexByte(data[i+3:], ']')
			if end < 0 {
				return ""
			}
			return string(data[i+3 : i+3+end])
		}
		i += 3
	}
}

// leadByte returns the test for lead bytes of a double-byte charset whose second bytes include
// '\' or ']', or nil for other charsets.
func leadByte(ca string) func(byte) bool {
	switch normCharset(ca) {
	case "shiftjis", "sjis", "cp932", "windows31j", "mskanji":
		return func(c byte) bool { return c >= 0x81 && c <= 0x9F || c >= 0xE0 && c <= 0xFC }
	case "big5", "big5hkscs", "cp950", "gb2312", "gbk", "cp936", "gb18030", "chinese":
		return func(c byte) bool { return c >= 0x81 && c <= 0xFE }
	}
	return nil
}
