package store

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"
)

func TestRatingListKept(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	if _, err := db.RatingList(ctx); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("empty database: %v, want ENOTFOUND", err)
	}
	// A list of the world's size: about 8 MB of text.
	var text bytes.Buffer
	for i := 0; text.Len() < 8<<20; i++ {
		fmt.Fprintf(&text, "  %08d  Player%06d Jan      CZ  Brno    2d   --   %4d    12  T250101A\n", 10000000+i, i, 1000+i%1500)
	}
	at := time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC)
	if err := db.SaveRatingList(ctx, RatingListFile{Name: "allworld_lp.zip", LoadedAt: at, Text: text.Bytes()}); err != nil {
		t.Fatal(err)
	}
	f, err := db.RatingList(ctx)
	if err != nil || f.Name != "allworld_lp.zip" || !f.LoadedAt.Equal(at) || !bytes.Equal(f.Text, text.Bytes()) {
		t.Fatalf("read back %q %v %d bytes, %v", f.Name, f.LoadedAt, len(f.Text), err)
	}
	var stored int
	if err := db.gorm.Table("rating_lists").Select("length(data)").Scan(&stored).Error; err != nil {
		t.Fatal(err)
	}
	if stored > text.Len()/4 {
		t.Errorf("%d bytes of text stored as %d: not compressed", text.Len(), stored)
	}
	// A newer list replaces it: one row.
	if err := db.SaveRatingList(ctx, RatingListFile{Name: "cz.txt", LoadedAt: at.Add(time.Hour), Text: []byte("short")}); err != nil {
		t.Fatal(err)
	}
	var n int64
	db.gorm.Table("rating_lists").Count(&n)
	if f, err = db.RatingList(ctx); err != nil || n != 1 || f.Name != "cz.txt" || string(f.Text) != "short" {
		t.Fatalf("after replacing: %d rows, %q %q %v", n, f.Name, f.Text, err)
	}
}
