package store

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"time"

	"gorm.io/gorm"
)

// RatingListFile is the EGD rating list the director loaded last: the file's name, when it
// was loaded and its text.
type RatingListFile struct {
	Name     string
	LoadedAt time.Time
	Text     []byte
}

// SaveRatingList keeps the rating list, gzipped (the world's list is about 8 MB of text, under
// 2 MB gzipped), in place of the one kept before: the server has one list.
func (db *DB) SaveRatingList(ctx context.Context, f RatingListFile) error {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(f.Text); err != nil {
		return fmt.Errorf("save rating list: %w", err)
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("save rating list: %w", err)
	}
	row := ratingListRow{Name: f.Name, LoadedAt: f.LoadedAt.UTC(), Size: len(f.Text), Data: buf.Bytes()}
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := tx.Where("1 = 1").Delete(&ratingListRow{}).Error; err != nil {
			return fmt.Errorf("save rating list: %w", err)
		}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("save rating list: %w", err)
		}
		return nil
	})
}

// RatingList returns the rating list kept last; ENOTFOUND when none was ever loaded.
func (db *DB) RatingList(ctx context.Context) (RatingListFile, error) {
	var row ratingListRow
	if err := db.gorm.WithContext(ctx).Order("id DESC").Take(&row).Error; err != nil {
		return RatingListFile{}, notFound(err, "", "rating list")
	}
	zr, err := gzip.NewReader(bytes.NewReader(row.Data))
	if err != nil {
		return RatingListFile{}, fmt.Errorf("rating list %s: %w", row.Name, err)
	}
	text := make([]byte, 0, row.Size)
	buf := bytes.NewBuffer(text)
	if _, err := io.Copy(buf, zr); err != nil {
		return RatingListFile{}, fmt.Errorf("rating list %s: %w", row.Name, err)
	}
	return RatingListFile{Name: row.Name, LoadedAt: row.LoadedAt.UTC(), Text: buf.Bytes()}, nil
}

// RatingListStamp names the rating list kept last, read without the list itself: its file name
// and when it was loaded; "" and the zero time when none is kept. A process that keeps the list
// in memory compares it, so a list loaded through another process is seen at once.
func (db *DB) RatingListStamp(ctx context.Context) (string, time.Time, error) {
	var rows []ratingListRow
	if err := db.gorm.WithContext(ctx).Select("id", "name", "loaded_at").Order("id DESC").Limit(1).Find(&rows).Error; err != nil {
		return "", time.Time{}, fmt.Errorf("rating list: %w", err)
	}
	if len(rows) == 0 {
		return "", time.Time{}, nil
	}
	return rows[0].Name, rows[0].LoadedAt.UTC(), nil
}
