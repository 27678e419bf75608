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

// RecordLines calls each for every uploaded game record, in the file's order of the games (by
// round, then table) and, for a game, oldest first; it stops at the first error each returns
// (returning it). The record is each's only while each runs.
type RecordLines func(each func(*Record) error) error

// Lists are the long lists of a backup given one item at a time to WriteStream. A list left
// nil is the Backup's own.
type Lists struct {
	Records RecordLines
	Audit   AuditLines
}

// WriteStream writes b as a backup file of the newest version: the indented JSON encoding of
// the whole value, byte for byte (the tests' Write), but with the game records and the audit
// trail that lists give, one at a time, instead of b.Records and b.Audit (which it ignores
// where lists give them): the file's memory is the rest of the tournament and a buffer,
// however many records and lines there are. It is how the store writes a backup without
// reading those lists whole (store.DB.WriteBackup). An error of a list's is returned as it
// is; w may then hold part of a file.
func WriteStream(w io.Writer, b *Backup, lists Lists) error {
	rest := *b
	if lists.Audit != nil {
		rest.Audit = nil
	}
	if lists.Records != nil {
		rest.Records = nil
	}
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
	bw, ok := w.(*bufio.Writer)
	if !ok {
		bw = bufio.NewWriterSize(w, 64<<10)
	}
	s := splicer{w: bw, head: head.Bytes()}
	if lists.Records != nil {
		if err := s.records(f, lists.Records); err != nil {
			return err
		}
	}
	if lists.Audit != nil {
		if err := s.audit(lists.Audit); err != nil {
			return err
		}
	}
	bw.Write(s.head[s.at:])
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write backup: %w", err)
	}
	return nil
}

// splicer writes the file encoded with its lists empty (head), with the items of the lists
// written in their place: at is how much of head is written.
type splicer struct {
	w    *bufio.Writer
	head []byte
	at   int
	line []byte // the item being written, reused
}

// The empty lists as the indenting encoder writes them: a key at the top level is the only
// one indented by one space, a game's keys by five (rounds, a round, its games, a game), and
// no string holds a newline unescaped, so each is the field itself. The records' list is
// the only key "records" of the file.
const (
	emptyAudit   = "\n \"audit\": []"
	emptyRecords = "\n     \"records\": []"
)

// open writes head up to the next empty list marked by empty, its "[" included, and returns
// whether it found one.
func (s *splicer) open(empty string) bool {
	i := bytes.Index(s.head[s.at:], []byte(empty))
	if i < 0 {
		return false
	}
	end := s.at + i + len(empty) - 1
	s.w.Write(s.head[s.at:end])
	s.at = end
	return true
}

// records writes each game's records in its list, games being f's (in the file's order).
func (s *splicer) records(f *fileJSON, records RecordLines) error {
	type gameKey struct{ round, table int }
	var games []gameKey
	for _, r := range f.Rounds {
		for _, g := range r.Games {
			games = append(games, gameKey{r.Round, g.Table})
		}
	}
	// cur is the index in games of the game whose list is being written (-1: none yet), n
	// its records so far; found is how many lists of records of head are opened.
	var (
		cur         = -1
		n, found    int
		indented    bytes.Buffer
		enc         = json.NewEncoder(&indented)
		closeRecord = func() {
			if n > 0 {
				s.w.WriteString("\n     ")
			}
			n = 0
		}
	)
	enc.SetIndent("      ", " ")
	enc.SetEscapeHTML(false)
	err := records(func(r *Record) error {
		if k := (gameKey{r.Round, r.Table}); cur < 0 || games[cur] != k {
			closeRecord()
			cur++
			for cur < len(games) && games[cur] != k {
				cur++
			}
			if cur == len(games) {
				return fmt.Errorf("write backup: a game record names round %d table %d, which has no game (or comes out of order)", r.Round, r.Table)
			}
			// The lists of the games between stay empty as head has them.
			for ; found <= cur; found++ {
				if !s.open(emptyRecords) {
					return fmt.Errorf("write backup: no records field for round %d table %d", r.Round, r.Table)
				}
			}
		}
		if n > 0 {
			s.w.WriteByte(',')
		}
		n++
		indented.Reset()
		if err := enc.Encode(newRecordJSON(r)); err != nil {
			return fmt.Errorf("write backup: %w", err)
		}
		s.w.WriteString("\n      ")
		_, err := s.w.Write(bytes.TrimSuffix(indented.Bytes(), []byte("\n")))
		return err
	})
	if err != nil {
		return err
	}
	closeRecord()
	return nil
}

// audit writes the audit trail in its list.
func (s *splicer) audit(audit AuditLines) error {
	if !s.open(emptyAudit) {
		return fmt.Errorf("write backup: no audit field in %.40q", s.head)
	}
	n := 0
	err := audit(func(a *AuditEntry) error {
		if n > 0 {
			s.w.WriteByte(',')
		}
		n++
		s.line = appendAudit(s.line[:0], a)
		_, err := s.w.Write(s.line)
		return err
	})
	if err != nil {
		return err
	}
	if n > 0 {
		s.w.WriteString("\n ")
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
