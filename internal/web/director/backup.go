package director

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// exportBackup is GET /director/tournaments/{id}/export/hoshi.json: the tournament's full
// backup as it is now, read from the database in one transaction. The file is written whole
// before it is sent (an error is a page, not half a file), but its audit trail is never held
// as a list (store.DB.WriteBackup).
func (s *handlers) exportBackup(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	b, err := s.DB.WriteBackup(c.Request().Context(), id, &buf)
	if err != nil {
		return err
	}
	data := buf.Bytes()
	name := fmt.Sprintf("hoshi-%d-backup-%s.json", id, b.WrittenAt.UTC().Format("20060102-150405"))
	c.Response().Header().Set(echo.HeaderContentDisposition, fmt.Sprintf(`attachment; filename="%s"`, name))
	return c.Blob(http.StatusOK, "application/json; charset=utf-8", data)
}

// exportLatestBackup is GET /director/tournaments/{id}/export/latest-backup.json: the newest
// automatic backup of the folder, as it was written.
func (s *handlers) exportLatestBackup(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	folder, on := s.DB.BackupFolder()
	if !on {
		return app.KeyedError(http.StatusNotFound, "file", msgBackupsOff.New())
	}
	// Another process may prune the file between the listing and the read: list again.
	for range 3 {
		path, err := folder.Latest(uint(id))
		if err != nil {
			return err
		}
		if path == "" {
			break
		}
		data, err := os.ReadFile(path)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		c.Response().Header().Set(echo.HeaderContentDisposition, fmt.Sprintf(`attachment; filename="hoshi-%s"`, filepath.Base(path)))
		return c.Blob(http.StatusOK, "application/json; charset=utf-8", data)
	}
	return &app.Error{Status: http.StatusNotFound, Field: "file",
		Message: "no automatic backup of this tournament yet: one is written after each pairing"}
}

// importBackupForm is POST /director/import/backup: a hoshi backup file becomes a new
// tournament with everything it holds. A file that does not read is refused with the field
// at fault, and nothing is stored.
func (s *handlers) importBackupForm(c echo.Context) error {
	fh, data, err := app.UploadedFile(c, "file")
	if err != nil {
		return err
	}
	if fh == nil {
		return redirectError(c, "/director", app.ErrBadRequest("file", "choose the hoshi backup file (.json) to restore"))
	}
	b, err := backup.Unmarshal(data)
	if err != nil {
		return redirectError(c, "/director", app.ErrBadRequest("file", fmt.Sprintf("%s cannot be restored: %v", fh.Filename, err)))
	}
	// A copy beside its original gets a name of its own: "Brno 2026 (restored)".
	taken, err := s.DB.NameTaken(c.Request().Context())
	if err != nil {
		return err
	}
	l := s.Tr(c)
	b.Tournament.Settings.Name = backup.CopyName(b.Tournament.Settings.Name, taken, func(name string, n int) string {
		if n == 1 {
			return l.T("restore.copy_name", "Name", name)
		}
		return l.T("restore.copy_name_n", "Name", name, "N", n)
	})
	id, err := s.DB.RestoreBackup(c.Request().Context(), b)
	if err != nil {
		return redirectError(c, "/director", err)
	}
	return redirectFlash(c, fmt.Sprintf("/director/tournaments/%d", id), restoredMessage(s.Tr(c), b, fh.Filename))
}

// restoredMessage says in l's language what a restore brought back.
func restoredMessage(l *i18n.Localizer, b *backup.Backup, file string) string {
	t := &b.Tournament
	msg := l.T("flash.restored", "Name", t.Settings.Name, "File", file,
		"Players", l.N("public.players_n", len(t.Players)), "Games", l.N("games_n", len(t.Games)),
		"Records", l.N("records_n", len(b.Records)), "Changes", l.N("result_changes_n", len(b.Audit)))
	if !b.WrittenAt.IsZero() {
		msg = strings.TrimSuffix(msg, ".") + " " + l.T("flash.backup_of", "When", l.DateTime(b.WrittenAt, t.Settings.Zone())) + "."
	}
	// What the file could not carry (written by an older hoshi), and what was used instead.
	for _, n := range b.Notes {
		args := slices.Clone(n.Args)
		for i := 0; i+1 < len(args); i += 2 {
			if v, ok := args[i+1].(string); ok && (args[i] == "Komi" || args[i] == "Whole") {
				args[i+1] = l.Decimal(v) // komi 6.5 is "6,5" in Czech
			}
			if args[i] == "Language" {
				for _, lang := range i18n.Languages {
					if lang.Code == args[i+1] {
						args[i+1] = lang.Name
					}
				}
			}
		}
		msg += " " + l.T("restore.note."+n.Key, args...)
	}
	return msg
}

// backupInfo is what the downloads page says of the automatic backups.
type backupInfo struct {
	On     bool
	Dir    string
	Latest string // file name of the newest, "" for none
	At     string // when it was written
}

func (s *handlers) backupInfo(l *i18n.Localizer, id store.TournamentID, zone *time.Location) backupInfo {
	folder, on := s.DB.BackupFolder()
	if !on {
		return backupInfo{}
	}
	info := backupInfo{On: true, Dir: folder.Dir}
	if dir, err := filepath.Abs(folder.Dir); err == nil {
		info.Dir = dir
	}
	path, err := folder.Latest(uint(id))
	if err != nil || path == "" {
		return info
	}
	info.Latest = filepath.Base(path)
	if st, err := os.Stat(path); err == nil {
		info.At = l.DateTime(st.ModTime(), zone)
	}
	return info
}
