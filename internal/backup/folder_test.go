package backup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestFolderKeepsTheLastBackups(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "hoshi-backups")
	f := Folder{Dir: dir, Keep: 3}
	start := time.Date(2026, 8, 1, 9, 59, 58, 0, time.UTC)
	var saved []string
	for i := range 5 {
		p, err := f.Save(7, []byte{byte('a' + i)}, start.Add(time.Duration(i)*time.Second), int64(100+i))
		if err != nil {
			t.Fatal(err)
		}
		saved = append(saved, p)
	}
	// Another tournament's backups share the folder and are not counted with tournament 7's.
	other, err := f.Save(70, []byte("x"), start, 1)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(saved[0]) != "tournament-7-20260801-095958.000-r000100.json" {
		t.Errorf("name %s", filepath.Base(saved[0]))
	}
	list, err := f.List(7)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(list, " ") != strings.Join(saved[2:], " ") {
		t.Errorf("kept %v, want the last three of %v", list, saved)
	}
	latest, _ := f.Latest(7)
	if b, err := os.ReadFile(latest); err != nil || string(b) != "e" {
		t.Errorf("latest %s holds %q %v", latest, b, err)
	}
	if l, _ := f.List(70); len(l) != 1 || l[0] != other {
		t.Errorf("tournament 70: %v", l)
	}
	// No temporary file is left behind.
	entries, _ := os.ReadDir(dir)
	if len(entries) != 4 {
		t.Errorf("%d files in the folder, want 4", len(entries))
	}
	if l, err := (Folder{Dir: filepath.Join(dir, "none")}).List(7); err != nil || l != nil {
		t.Errorf("missing folder: %v %v", l, err)
	}
}
