package shogi

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzRecords: no input makes the readers or the replay panic.
func FuzzRecords(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.*"))
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(StartSFEN))
	f.Fuzz(func(t *testing.T, data []byte) {
		if rec, err := ParseKIF(data); err == nil {
			Replay(rec)
		}
		if rec, err := ParseCSA(data); err == nil {
			Replay(rec)
		}
		if p, err := ParseSFEN(string(data)); err == nil {
			if q, err := ParseSFEN(p.SFEN()); err != nil || q.SFEN() != p.SFEN() {
				t.Errorf("SFEN %q does not read back: %v", p.SFEN(), err)
			}
			p.LegalMoves()
			p.ImpasseCount()
		}
	})
}
