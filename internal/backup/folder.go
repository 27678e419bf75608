package backup

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// DefaultKeep is how many automatic backups of a tournament a Folder keeps.
const DefaultKeep = 50

// Folder keeps the automatic backups of every tournament in one directory, as
// tournament-ID-YYYYMMDD-HHMMSS.mmm-rREVISION.json (the revision of six digits at least): the names of one tournament sort
// in the order they were written.
type Folder struct {
	Dir string
	// Keep is how many backups of each tournament stay (DefaultKeep if 0); older ones are
	// removed after each new one.
	Keep int
}

// fileName is the name of a backup of tournament id written at the given time and revision.
func fileName(id uint, at time.Time, rev int64) string {
	return fmt.Sprintf("%s%s-r%06d.json", prefix(id), at.UTC().Format("20060102-150405.000"), rev)
}

func prefix(id uint) string { return fmt.Sprintf("tournament-%d-", id) }

// SaveWith writes the file that write writes to w as a new backup of tournament id
// atomically (a temporary file in the same directory, synced, then renamed: a reader never
// sees half a file, and a crash leaves at most a stray temporary), then removes the oldest
// beyond Keep, and returns the path. write writes to w as it goes (through a buffer, into
// the temporary file), so that the file need not be held whole in memory, and returns the
// time and revision that name it. When write fails, nothing is saved and its error is returned.
func (f Folder) SaveWith(id uint, write func(w io.Writer) (at time.Time, rev int64, err error)) (string, error) {
	if err := os.MkdirAll(f.Dir, 0o755); err != nil {
		return "", fmt.Errorf("backup folder: %w", err)
	}
	tmp, err := os.CreateTemp(f.Dir, "."+prefix(id)+"*.tmp")
	if err != nil {
		return "", fmt.Errorf("backup folder: %w", err)
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	bw := bufio.NewWriterSize(tmp, 64<<10)
	at, rev, err := write(bw)
	if err != nil {
		tmp.Close()
		return "", err
	}
	if err := bw.Flush(); err != nil {
		tmp.Close()
		return "", fmt.Errorf("write backup: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return "", fmt.Errorf("write backup: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return "", fmt.Errorf("write backup: %w", err)
	}
	path := filepath.Join(f.Dir, fileName(id, at, rev))
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", fmt.Errorf("write backup: %w", err)
	}
	if d, err := os.Open(f.Dir); err == nil {
		d.Sync() // the rename itself survives a power cut; not every system can sync a directory
		d.Close()
	}
	return path, f.prune(id)
}

// List returns the paths of tournament id's backups, oldest first.
func (f Folder) List(id uint) ([]string, error) {
	entries, err := os.ReadDir(f.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("backup folder: %w", err)
	}
	var names []string
	p := prefix(id)
	for _, e := range entries {
		if n := e.Name(); e.Type().IsRegular() && strings.HasPrefix(n, p) && strings.HasSuffix(n, ".json") {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	paths := make([]string, len(names))
	for i, n := range names {
		paths[i] = filepath.Join(f.Dir, n)
	}
	return paths, nil
}

// Latest returns the path of tournament id's newest backup, "" if it has none.
func (f Folder) Latest(id uint) (string, error) {
	paths, err := f.List(id)
	if err != nil || len(paths) == 0 {
		return "", err
	}
	return paths[len(paths)-1], nil
}

// prune removes tournament id's oldest backups beyond Keep. Another process pruning the same
// folder at the same time may have removed a file first: that is no error.
func (f Folder) prune(id uint) error {
	keep := f.Keep
	if keep <= 0 {
		keep = DefaultKeep
	}
	paths, err := f.List(id)
	if err != nil {
		return err
	}
	for len(paths) > keep {
		if err := os.Remove(paths[0]); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("remove old backup: %w", err)
		}
		paths = paths[1:]
	}
	return nil
}
