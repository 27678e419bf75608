package store

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// WriteBackup writes, byte for byte, the file that backup.Marshal makes of Backup's contents
// (encoding/json over the whole file), with the records and the trail read in batches: here
// of one record and two lines, so that batches end inside the lists, on their last item and
// after it. The tournaments: the
// one of TestBackupReadsEverything (roles, records, sign-ups, categories, a game dropped with
// its lines) with results entered by authors whose names need escaping, and a Pair Go team
// tournament with unicode names restored from a file of version 8.
func TestWriteBackupStreamsTheSameBytes(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	written := time.Date(2026, 11, 29, 18, 0, 0, 123_000_000, time.UTC)
	db.now = func() time.Time { return written }
	id := backupTournament(t, db)
	for i, by := range []string{"Émile «desk»", `desk "2"`, "佐藤\tyuki", "<api>&"} {
		if err := db.SetResult(ctx, id, 1, 2, []tournament.Result{tournament.WhiteWins, tournament.BlackWins}[i%2], i%2 == 0, by); err != nil {
			t.Fatal(err)
		}
	}
	// A record uploaded last for a game of round 1: the file lists it before the records
	// of round 2 uploaded earlier.
	if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 2, SGF: "(;SZ[19]C[«ko» <fight> & \"quote\"\\])",
		Score: "B+0.5", UploadedBy: "Émile"}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join("..", "backup", "testdata", "v8-f2f5f14.json"))
	if err != nil {
		t.Fatal(err)
	}
	old, err := backup.Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	teams, err := db.RestoreBackup(ctx, old)
	if err != nil {
		t.Fatal(err)
	}
	empty, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	defer func(a, r int) { auditBatch, recordBatch = a, r }(auditBatch, recordBatch)
	for _, tc := range []struct {
		name    string
		id      TournamentID
		lines   int // the trail's length, as the calls above made it
		records int
	}{
		{"results and records", id, 10, 4},
		{"teams", teams, 3, 2},
		{"no trail", empty, 0, 0},
	} {
		for _, batch := range []int{2, 1000} {
			auditBatch, recordBatch = batch, batch/2
			b, err := db.Backup(ctx, tc.id)
			if err != nil {
				t.Fatal(err)
			}
			if len(b.Audit) != tc.lines || len(b.Records) != tc.records {
				t.Fatalf("%s: %d audit lines and %d records, want %d and %d", tc.name, len(b.Audit), len(b.Records), tc.lines, tc.records)
			}
			want, err := marshalBackup(b)
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			rest, err := db.WriteBackup(ctx, tc.id, &got)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("%s, batches of %d: WriteBackup wrote %d bytes, Marshal %d, not the same:\n%s", tc.name, batch,
					got.Len(), len(want), firstDifference(got.Bytes(), want))
			}
			if rest.Audit != nil || rest.Records != nil || rest.Revision != b.Revision || !rest.WrittenAt.Equal(written) || rest.SourceID != uint(tc.id) {
				t.Errorf("%s: WriteBackup returned %d lines, revision %d (want %d), written %v, source %d", tc.name,
					len(rest.Audit), rest.Revision, b.Revision, rest.WrittenAt, rest.SourceID)
			}
		}
	}
}

// firstDifference shows where a and b part.
func firstDifference(a, b []byte) string {
	i := 0
	for i < min(len(a), len(b)) && a[i] == b[i] {
		i++
	}
	return string(a[max(0, i-100):min(len(a), i+100)]) + "\n---\n" + string(b[max(0, i-100):min(len(b), i+100)])
}

// The automatic backup is the file WriteBackup writes, saved under the tournament's revision.
func TestAutomaticBackupIsStreamed(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	written := time.Date(2026, 11, 29, 18, 30, 0, 0, time.UTC)
	db.now = func() time.Time { return written }
	id := backupTournament(t, db)
	db.AutoBackup(backup.Folder{Dir: t.TempDir()}, nil)
	path, err := db.writeBackup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	b, err := db.Backup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	want, err := marshalBackup(b)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the automatic backup differs from Marshal's file:\n%s", firstDifference(got, want))
	}
	if name := filepath.Base(path); name != fmt.Sprintf("tournament-%d-20261129-183000.000-r%06d.json", id, b.Revision) {
		t.Errorf("saved as %s", name)
	}
}
