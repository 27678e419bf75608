package store

import (
	"context"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// SetResultIf is SetResult for a result decided on a page that showed the game's result as
// was (and wasByDefault): if the stored result is another one now, entered meanwhile on
// another device or by another process, nothing is stored and the answer is ECONFLICT on
// "result", so that a count never silently replaces a result entered after the page was
// shown. The compare and the change are one transaction, ordered after the tournament's
// revision bump like every change of the tournament.
func (db *DB) SetResultIf(ctx context.Context, id TournamentID, round, table int, was tournament.Result, wasByDefault bool,
	result tournament.Result, who string) error {
	return db.setResult(ctx, id, round, table, result, false, who, func(g gameRow) error {
		now, _ := tournament.ParseResult(g.Result)
		if now != was || g.ByDefault != wasByDefault {
			return keyedErr(ECONFLICT, "result", msgResultChanged.New(round, table))
		}
		return nil
	})
}

// UpdateGameRecordIf replaces the SGF, score and details of a game's record (see
// updateGameRecord) for a change computed from the record's details as they were read (was): if they were changed since (another device's change to the same
// board), nothing is stored and the answer is ECONFLICT on "table". The compare and the
// change are one UPDATE, so that of two changes made from the same board only the first is
// stored, whichever process made them.
func (db *DB) UpdateGameRecordIf(ctx context.Context, id TournamentID, r GameRecord, was string) error {
	if was == "" {
		was = "{}"
	}
	return db.updateGameRecord(ctx, id, r, &was)
}
