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

// SetResultIfReplay is SetResultIf for a result decided on a page of the game's replay
// replays (0 the first game; docs/SHOGI.md, "Draws replayed"): if the game's drawn games were
// replayed since, the result belongs to a game that is over (a second draw entered from a
// stale page would start a second replay), nothing is stored and the answer is ECONFLICT on
// "replays"; then as SetResultIf. Both checks are made in the transaction that stores the
// result, so that neither a stale page nor a second process can record it.
func (db *DB) SetResultIfReplay(ctx context.Context, id TournamentID, round, table, replays int, was tournament.Result, wasByDefault bool,
	result tournament.Result, who string) error {
	return db.setResult(ctx, id, round, table, result, false, who, func(g gameRow) error {
		if g.Replays != replays {
			return staleReplay(round, table, g.Replays)
		}
		now, _ := tournament.ParseResult(g.Result)
		if now != was || g.ByDefault != wasByDefault {
			return Errorf(ECONFLICT, "result", "the result of round %d table %d was changed since this page was shown: "+
				"reload it and check the result before recording the count", round, table)
		}
		return nil
	})
}

// UpdateGameRecordIf replaces the SGF, score and details of a game's record (see
// updateGameRecord) for a change computed from the record's details as they were read
// (was): if they were changed since (another device's change to the same board), nothing is stored and the answer is ECONFLICT on "table". The compare and the
// change are one UPDATE, so that of two changes made from the same board only the first is
// stored, whichever process made them.
func (db *DB) UpdateGameRecordIf(ctx context.Context, id TournamentID, r GameRecord, was string) error {
	if was == "" {
		was = "{}"
	}
	return db.updateGameRecord(ctx, id, r, &was)
}
