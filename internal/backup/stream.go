package backup

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"
)

// AuditLines calls each for every line of an audit trail, oldest first, and stops at the
// first error each returns (returning it). The line is each's only while each runs: the
// caller may reuse it for the next.
type AuditLines func(each func(*AuditEntry) error) error

// WriteStream writes b as Write does, byte for byte, but with the audit trail that audit
// gives, one line at a time, instead of b.Audit (which it ignores): the file's memory is the
// rest of the tournament and a buffer, however long the trail. It is how the store writes a
// backup without reading the trail whole (store.DB.WriteBackup). An error of audit's is
// returned as it is; w may then hold part of a file.
func WriteStream(w io.Writer, b *Backup, audit AuditLines) error {
	rest := *b
	rest.Audit = nil
	f, err := newFile(&rest)
	if err != nil {
		return fmt.Errorf("write backup: %w", err)
	}
	var head bytes.Buffer
	enc := json.NewEncoder(&head)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(f); err != nil {
		return fmt.Errorf("write backup: %w", err)
	}
	// The trail is the file's field "audit", written empty here: a key at the top level is
	// the only one indented by one space, and no string holds a newline unescaped, so this is
	// the field itself.
	data := head.Bytes()
	const empty = "\n \"audit\": [],\n"
	at := bytes.Index(data, []byte(empty))
	if at < 0 {
		return fmt.Errorf("write backup: no audit field in %.40q", data)
	}
	at += len(empty) - len("],\n")
	bw, ok := w.(*bufio.Writer)
	if !ok {
		bw = bufio.NewWriterSize(w, 64<<10)
	}
	bw.Write(data[:at])
	var (
		line []byte
		n    int
	)
	err = audit(func(a *AuditEntry) error {
		if n > 0 {
			bw.WriteByte(',')
		}
		n++
		line = appendAudit(line[:0], a)
		_, err := bw.Write(line)
		return err
	})
	if err != nil {
		return err
	}
	if n > 0 {
		bw.WriteString("\n ")
	}
	bw.Write(data[at:])
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write backup: %w", err)
	}
	return nil
}

// appendAudit appends a's element of the file's "audit" list to dst, as the indenting
// encoder of Write writes it there: each field on a line of its own, in auditJSON's order.
func appendAudit(dst []byte, a *AuditEntry) []byte {
	dst = append(dst, "\n  {\n   \"round\": "...)
	dst = strconv.AppendInt(dst, int64(a.Round), 10)
	dst = append(dst, ",\n   \"table\": "...)
	dst = strconv.AppendInt(dst, int64(a.Table), 10)
	dst = append(dst, ",\n   \"game_table\": "...)
	dst = strconv.AppendInt(dst, int64(a.GameTable), 10)
	dst = append(dst, ",\n   \"old\": "...)
	dst = appendString(dst, a.Old.String())
	dst = append(dst, ",\n   \"new\": "...)
	dst = appendString(dst, a.New.String())
	dst = append(dst, ",\n   \"old_by_default\": "...)
	dst = strconv.AppendBool(dst, a.OldByDefault)
	dst = append(dst, ",\n   \"new_by_default\": "...)
	dst = strconv.AppendBool(dst, a.NewByDefault)
	dst = append(dst, ",\n   \"at\": \""...)
	if !a.At.IsZero() { // stamp's text, without its string
		dst = a.At.UTC().AppendFormat(dst, time.RFC3339Nano)
	}
	dst = append(dst, "\",\n   \"by\": "...)
	dst = appendString(dst, a.By)
	dst = append(dst, ",\n   \"replayed\": "...)
	dst = strconv.AppendBool(dst, a.Replayed)
	return append(dst, "\n  }"...)
}

// appendString appends s as a JSON string, as Write's encoder writes it (HTML characters
// left as they are). A string of printable ASCII without quote or backslash, which every
// result and nearly every author is, is copied; any other goes through encoding/json itself,
// so that its escapes are the encoder's.
func appendString(dst []byte, s string) []byte {
	plain := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			plain = false
			break
		}
	}
	if plain {
		dst = append(dst, '"')
		dst = append(dst, s...)
		return append(dst, '"')
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(s) // a string always encodes
	return append(dst, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
}
