package backup

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"time"
)

// The whole-value writers the tests compare the streamed file with, and save with: hoshi
// itself writes a backup only as a stream (WriteStream, Folder.SaveWith).

// Write writes b as a backup file of the newest version, the plain encoding of the whole
// value (the reference WriteStream must equal byte for byte). It fails only on data that no
// stored tournament holds (a game naming an unregistered player, a rank off the scale).
func Write(w io.Writer, b *Backup) error {
	f, err := newFile(b)
	if err != nil {
		return fmt.Errorf("write backup: %w", err)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(f); err != nil {
		return fmt.Errorf("write backup: %w", err)
	}
	return nil
}

// Marshal is Write to a byte slice.
func Marshal(b *Backup) ([]byte, error) {
	var buf bytes.Buffer
	if err := Write(&buf, b); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Save writes data as a new backup of tournament id atomically (a temporary file in the
// same directory, synced, then renamed: a reader never sees half a file, and a crash leaves
// at most a stray temporary), then removes the oldest beyond Keep. It returns the path.
func (f Folder) Save(id uint, data []byte, at time.Time, rev int64) (string, error) {
	return f.SaveWith(id, func(w io.Writer) (time.Time, int64, error) {
		if _, err := w.Write(data); err != nil {
			return at, rev, fmt.Errorf("write backup: %w", err)
		}
		return at, rev, nil
	})
}
