package backup

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// lines gives the audit trail of b one line at a time, as the store does, through one
// variable reused for every line (as the store's batches are).
func lines(b *Backup) AuditLines {
	return func(each func(*AuditEntry) error) error {
		var e AuditEntry
		for _, a := range b.Audit {
			e = a
			if err := each(&e); err != nil {
				return err
			}
		}
		return nil
	}
}

// records gives the game records of b one at a time, in the order of the games (by round,
// then table) and oldest first for a game, as the store does, through one reused variable.
func records(b *Backup) RecordLines {
	sorted := slices.Clone(b.Records)
	slices.SortStableFunc(sorted, func(x, y Record) int { return cmp.Or(cmp.Compare(x.Round, y.Round), cmp.Compare(x.Table, y.Table)) })
	return func(each func(*Record) error) error {
		var r Record
		for _, r = range sorted {
			if err := each(&r); err != nil {
				return err
			}
		}
		return nil
	}
}

// streams are the ways of streaming b's lists: the trail only, the records only, both.
func streams(b *Backup) map[string]Lists {
	return map[string]Lists{"trail": {Audit: lines(b)}, "records": {Records: records(b)},
		"both": {Records: records(b), Audit: lines(b)}}
}

// longWeekend is fullBackup (unicode names, roles, teams, records, check-ins) with a trail of
// n lines whose authors are every kind of string the encoder escapes: quotes, backslashes,
// control characters, HTML's characters, accented and Japanese letters, U+2028 and U+2029
// (escaped even without HTML escaping), invalid UTF-8 (written as U+FFFD), and times with and
// without fractions of a second, in and out of UTC.
func longWeekend(n int) *Backup {
	b := fullBackup()
	authors := []string{"director@127.0.0.1", "api", "desk 2", `say "hi"`, `back\slash`, "tab\there\nnew\rline",
		"\x00\x01\x1f\x7f", "<b>&amp;</b>", "Émile Dupont", "佐藤 優希", "line\u2028para\u2029", "bad \xff\xfe utf-8",
		"\b\f", "round saved", ""}
	results := []tournament.Result{tournament.Unknown, tournament.WhiteWins, tournament.BlackWins, tournament.Jigo,
		tournament.BothLose, tournament.BothWin}
	prague := time.FixedZone("CEST", 2*3600)
	at := time.Date(2026, 8, 1, 9, 0, 0, 0, prague)
	b.Audit = nil
	for i := range n {
		a := AuditEntry{Round: 1 + i%4, Table: 1 + i%7, Old: results[i%6],
			New: results[(i+1+i/6)%6], OldByDefault: i%5 == 0, NewByDefault: i%7 == 0, By: authors[i%len(authors)],
			Replayed: i%11 == 0}
		// The game's table now: one of its round's games (fullBackup's), or none.
		if tables := [][]int{{1, 2}, {1, 3}, {2, 5}, nil}[a.Round-1]; i%3 != 0 && tables != nil {
			a.GameTable = tables[i/3%2]
		}
		if a.Replayed { // only a draw is replayed
			a.New = tournament.Jigo
		}
		switch i % 4 {
		case 0:
			a.At = at.Add(time.Duration(i) * 1_234_567_891)
		case 1:
			a.At = at.UTC().Add(time.Duration(i) * time.Second)
		case 2:
			a.At = at.Add(time.Duration(i) * 1500 * time.Millisecond)
		}
		b.Audit = append(b.Audit, a)
	}
	return b
}

func TestStreamWritesTheSameBytes(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    *Backup
	}{
		{"full", fullBackup()},
		{"gomoku", gomokuBackup()},
		{"no trail", func() *Backup { b := fullBackup(); b.Audit = nil; return b }()},
		{"one line", longWeekend(1)},
		{"long weekend", longWeekend(5000)},
		{"empty tournament", func() *Backup {
			s := tournament.DefaultSettings()
			s.Name = "Nothing yet"
			return &Backup{Tournament: tournament.Tournament{Settings: s}}
		}()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want, err := Marshal(tc.b)
			if err != nil {
				t.Fatal(err)
			}
			for how, lists := range streams(tc.b) {
				var got bytes.Buffer
				if err := WriteStream(&got, tc.b, lists); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want) {
					g, w := got.String(), string(want)
					i := 0
					for i < min(len(g), len(w)) && g[i] == w[i] {
						i++
					}
					t.Fatalf("%s streamed: %d bytes, Marshal %d; first difference at byte %d:\nstreamed %q\nMarshal  %q",
						how, len(g), len(w), i, g[max(0, i-80):min(len(g), i+80)], w[max(0, i-80):min(len(w), i+80)])
				}
				// The stream reads back to the same backup (what a restore sees).
				back, err := Unmarshal(got.Bytes())
				if err != nil {
					t.Fatal(err)
				}
				if len(back.Audit) != len(tc.b.Audit) || len(back.Records) != len(tc.b.Records) {
					t.Errorf("%s streamed: %d audit lines and %d records read back, want %d and %d", how,
						len(back.Audit), len(back.Records), len(tc.b.Audit), len(tc.b.Records))
				}
			}
		})
	}
}

// The strings of a line are escaped as encoding/json escapes them: checked here on each
// byte of the ASCII range and on the runes it treats apart, one author at a time.
func TestStreamEscapesAsTheEncoder(t *testing.T) {
	var authors []string
	for c := range 0x80 {
		authors = append(authors, fmt.Sprintf("a%cb", c))
	}
	authors = append(authors, "\u2028", "\u2029", "\xc3", "\xed\xa0\x80", "é", "\U0001F600", strings.Repeat("x", 300))
	for _, by := range authors {
		b := &Backup{Tournament: tournament.Tournament{Settings: tournament.DefaultSettings()},
			Audit: []AuditEntry{{Round: 1, Table: 1, By: by, At: time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)}}}
		want, err := Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := WriteStream(&got, b, Lists{Audit: lines(b)}); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("author %q: streamed and marshalled differ:\n%s\n%s", by, got.Bytes(), want)
		}
	}
}

func TestStreamStopsAtTheTrailsError(t *testing.T) {
	b := longWeekend(10)
	broken := errors.New("connection lost")
	err := WriteStream(&bytes.Buffer{}, b, Lists{Audit: func(each func(*AuditEntry) error) error {
		each(&b.Audit[0])
		return broken
	}})
	if !errors.Is(err, broken) {
		t.Errorf("got %v, want the trail's error", err)
	}
	// A record of no game, or given out of the games' order, is refused.
	for _, rs := range [][]Record{
		{{Round: 2, Table: 2, SGF: "(;)"}},
		{{Round: 3, Table: 2, SGF: "(;)"}, {Round: 1, Table: 1, SGF: "(;)"}},
	} {
		err := WriteStream(io.Discard, b, Lists{Records: func(each func(*Record) error) error {
			for i := range rs {
				if err := each(&rs[i]); err != nil {
					return err
				}
			}
			return nil
		}})
		if err == nil || !strings.Contains(err.Error(), "which has no game") {
			t.Errorf("records %+v: got %v, want a game record that names no game", rs, err)
		}
	}
	// A tournament that no file can hold is refused before anything is written.
	b.Tournament.Games[0].White = 99
	var out bytes.Buffer
	if err := WriteStream(&out, b, Lists{Audit: lines(b), Records: records(b)}); err == nil || out.Len() != 0 {
		t.Errorf("a game of an unregistered player: %v, %d bytes written", err, out.Len())
	}
}

func TestFolderSaveWith(t *testing.T) {
	f := Folder{Dir: t.TempDir(), Keep: 2}
	at := time.Date(2026, 8, 1, 10, 0, 0, 0, time.UTC)
	p, err := f.SaveWith(5, func(w io.Writer) (time.Time, int64, error) {
		_, err := io.WriteString(w, strings.Repeat("y", 200_000)) // more than the buffer
		return at, 12, err
	})
	if err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(p); err != nil || len(data) != 200_000 || filepath.Base(p) != "tournament-5-20260801-100000.000-r000012.json" {
		t.Errorf("%s: %d bytes, %v", p, len(data), err)
	}
	// A write that fails saves nothing and leaves no temporary file.
	failed := errors.New("disk on fire")
	if _, err := f.SaveWith(5, func(w io.Writer) (time.Time, int64, error) {
		io.WriteString(w, "half a file")
		return at.Add(time.Second), 13, failed
	}); !errors.Is(err, failed) {
		t.Errorf("got %v, want the write's error", err)
	}
	if entries, _ := os.ReadDir(f.Dir); len(entries) != 1 {
		t.Errorf("%d files in the folder after a failed write, want the one saved", len(entries))
	}
}
