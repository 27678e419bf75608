package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

func (r *gameRow) game() tournament.Game {
	res, _ := tournament.ParseResult(r.Result)
	return tournament.Game{
		Round:      r.Round,
		Table:      r.TableNumber,
		White:      tournament.PlayerID(r.WhiteID),
		Black:      tournament.PlayerID(r.BlackID),
		Handicap:   r.Handicap,
		Komi:       r.Komi,
		Prisoners:  r.Prisoners,
		Result:     res,
		ByDefault:  r.ByDefault,
		KnownColor: r.KnownColor,
		FurigomaBy: tournament.PlayerID(r.FurigomaBy), FurigomaTokin: r.FurigomaTokin,
		MatchWhite: r.MatchWhite, MatchBlack: r.MatchBlack,
		Replays: r.Replays,
	}
}

// ResultChange is one line of the audit trail of results: who changed which game's result,
// from what to what, and when.
type ResultChange struct {
	Round        int
	Table        int
	Old, New     tournament.Result
	OldByDefault bool
	NewByDefault bool
	At           time.Time
	By           string
	// White and Black are the players of the game the line is about, as they are now (the
	// table may have changed since); 0 when the game was unpaired or deleted.
	White, Black tournament.PlayerID
	// Replayed is a draw (New "=") replayed under the draw rule "replay": the game went on
	// without a result, its replay to be played.
	Replayed bool
}

// RoundChange makes the new games and bye of a round from the whole tournament as it is
// stored now (t, which it may not keep). Its error is returned by ChangeRound as it is.
type RoundChange func(t *tournament.Tournament) (games []tournament.Game, bye tournament.PlayerID, err error)

// ChangeRound changes a round from what is stored now: in one transaction that first takes
// the tournament's place in the order of changes (bump), it reads the tournament, asks change
// for the round's new games and bye and saves them (writeRound). A change by hand (a
// handicap, colours, a swap, a new pairing of the players left over) is so made on the
// round as it is, with every result entered by then, even when another process changed the
// round a moment before; nothing is written over a change it did not see. change runs while
// the other changes of the tournament wait: it should only compute.
//
// The round is either stored whole or left as it was. Every player must belong to the
// tournament and play at most once in the round; tables must be distinct and positive; the
// bye is 0 for none. A game whose two players still meet in the new round is changed in
// place (table, colours, handicap, komi, prisoners, result), not recreated: it keeps its
// identity, so the SGF records uploaded for it and the audit trail of its results stay
// attached. A game whose pair no longer meets is deleted, and with it the SGF records
// uploaded for it (a record of a game that no longer exists has nothing to belong to); its
// result, if it had one, leaves a line in the audit trail. See saveGames for how results are
// kept: the result of a game whose players and colours stay is the stored one, whatever the
// new games give, so that a round saved from a copy read a moment ago never undoes a result
// entered since.
func (db *DB) ChangeRound(ctx context.Context, id TournamentID, round int, change RoundChange) error {
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		if err := checkRound(tx, id, round); err != nil {
			return err
		}
		t, _, err := loadTournament(tx, id)
		if err != nil {
			return err
		}
		games, bye, err := change(t)
		if err != nil {
			return err
		}
		if err := db.writeRound(tx, id, round, games, bye); err != nil {
			return err
		}
		return checkTeamRound(tx, id, round)
	})
	if err == nil {
		db.backupNow(id)
	}
	return err
}

// CreateRound stores the games and the bye of a round that has no game and no bye yet (as
// ChangeRound saves a round); if it has (another device paired it meanwhile), it changes
// nothing and returns ECONFLICT.
func (db *DB) CreateRound(ctx context.Context, id TournamentID, round int, games []tournament.Game, bye tournament.PlayerID) error {
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		if err := checkRound(tx, id, round); err != nil {
			return err
		}
		var n, b int64
		if err := tx.Model(&gameRow{}).Where("tournament_id = ? AND round = ?", id, round).Count(&n).Error; err != nil {
			return fmt.Errorf("save round %d: %w", round, err)
		}
		if err := tx.Model(&byeRow{}).Where("tournament_id = ? AND round = ?", id, round).Count(&b).Error; err != nil {
			return fmt.Errorf("save round %d: %w", round, err)
		}
		if n+b > 0 {
			return keyedErr(ECONFLICT, "round", msgRoundPairedUnpair.New(round))
		}
		if err := db.writeRound(tx, id, round, games, bye); err != nil {
			return err
		}
		return checkTeamRound(tx, id, round)
	})
	if err == nil {
		db.backupNow(id)
	}
	return err
}

// writeRound checks and stores the games and bye of a round inside a transaction.
func (db *DB) writeRound(tx *gorm.DB, id TournamentID, round int, games []tournament.Game, bye tournament.PlayerID) error {
	if err := checkRoundPlayers(tx, id, games, bye); err != nil {
		return err
	}
	if err := db.saveGames(tx, id, round, games); err != nil {
		return err
	}
	if err := tx.Where("tournament_id = ? AND round = ?", id, round).Delete(&byeRow{}).Error; err != nil {
		return fmt.Errorf("delete bye of round %d: %w", round, err)
	}
	if bye != 0 {
		if err := tx.Create(&byeRow{TournamentID: uint(id), Round: round, PlayerID: uint(bye)}).Error; err != nil {
			return fmt.Errorf("save bye of round %d: %w", round, err)
		}
	}
	return nil
}

// roundSavedBy names a round's change in the audit trail of results when it changes or drops
// a result and the caller did not say who asked (WithActor); with an actor the line says
// roundSavedBy + ": " + the actor. Either is a mark, not a sentence: the audit page shows it
// in the reader's language (RoundChangeActor).
const roundSavedBy = "round saved"

type actorKey struct{}

// WithActor is ctx naming who asks for the changes made with it: a round's change
// (ChangeRound, CreateRound, UpdateGameIf...) that changes or drops a result names them in the
// audit trail of results.
func WithActor(ctx context.Context, who string) context.Context {
	return context.WithValue(ctx, actorKey{}, who)
}

// roundChangedBy is what the audit trail says of a change of a result made by saving a round
// with ctx.
func roundChangedBy(ctx context.Context) string {
	if ctx != nil {
		if who, _ := ctx.Value(actorKey{}).(string); who != "" {
			return roundSavedBy + ": " + who
		}
	}
	return roundSavedBy
}

// RoundChangeActor tells whether by, the author of a line of the audit trail, is a change of
// a round rather than a result entered, and who asked for it ("" when not recorded).
func RoundChangeActor(by string) (round bool, who string) {
	if by == roundSavedBy {
		return true, ""
	}
	if rest, ok := strings.CutPrefix(by, roundSavedBy+": "); ok {
		return true, rest
	}
	return false, ""
}

// pairKey is the two players of a game, whatever their colours.
type pairKey struct{ a, b uint }

func pairOf(white, black uint) pairKey {
	if white > black {
		white, black = black, white
	}
	return pairKey{white, black}
}

// idBatch bounds the ids of one IN (...) list, well below the bind-variable limits of SQLite
// and PostgreSQL.
const idBatch = 500

// saveGames makes the games of a round those given (already checked by checkRoundPlayers),
// changing the stored rows as little as it can:
//   - a stored game whose pair is not among games is deleted (its SGF records cascade);
//   - a stored game whose pair is among games is updated in place, keeping its id;
//   - the other games are inserted.
//
// Results: a game whose players and colours are unchanged keeps its stored result (and
// by-default flag), whatever games gives: results are entered by SetResult, and callers save
// a round as they read it a moment ago, so the result in games may be older than the one
// stored (a result entered or corrected meanwhile, perhaps through another process); a
// fresh pairing of the same two players with the same colours is the same game. A game with
// other colours or other players takes the result given (none, normally): the stored one
// belonged to another game. A result dropped or changed here is written to the audit trail.
//
// The unique indexes (tournament, round, table), (tournament, round, white) and
// (tournament, round, black) hold after every statement, without deferred constraints:
// deletions come first; then the kept games that change table move to negative tables
// (distinct, since the stored tables are); then each kept game takes its new values, its
// players being those of no other stored game; the new games come last.
func (db *DB) saveGames(tx *gorm.DB, id TournamentID, round int, games []tournament.Game) error {
	var stored []gameRow
	if err := tx.Where("tournament_id = ? AND round = ?", id, round).Order("id").Find(&stored).Error; err != nil {
		return fmt.Errorf("games of round %d: %w", round, err)
	}
	wanted := make(map[pairKey]int, len(games))
	for i, g := range games {
		wanted[pairOf(uint(g.White), uint(g.Black))] = i
	}
	now := db.now()
	by := roundChangedBy(tx.Statement.Context)
	var (
		gone    []uint
		moving  []uint
		audit   []resultChangeRow
		kept    = make(map[int]*gameRow, len(stored))
		unknown = tournament.Unknown.String()
	)
	for k := range stored {
		r := &stored[k]
		i, ok := wanted[pairOf(r.WhiteID, r.BlackID)]
		if !ok {
			gone = append(gone, r.ID)
			if r.Result != unknown || r.ByDefault {
				audit = append(audit, resultChangeRow{
					TournamentID: uint(id), Round: round, TableNumber: r.TableNumber,
					OldResult: r.Result, NewResult: unknown, OldByDefault: r.ByDefault,
					ChangedAt: now, ChangedBy: by,
				})
			}
			continue
		}
		kept[i] = r
		if r.TableNumber != games[i].Table {
			moving = append(moving, r.ID)
		}
	}
	for ids := range slices.Chunk(gone, idBatch) {
		if err := tx.Where("id IN ?", ids).Delete(&gameRow{}).Error; err != nil {
			return fmt.Errorf("delete games of round %d: %w", round, err)
		}
	}
	for ids := range slices.Chunk(moving, idBatch) {
		err := tx.Model(&gameRow{}).Where("id IN ?", ids).
			UpdateColumn("table_number", gorm.Expr("0 - table_number")).Error
		if err != nil {
			return fmt.Errorf("renumber tables of round %d: %w", round, err)
		}
	}
	var rows []gameRow
	for i, g := range games {
		r, ok := kept[i]
		if !ok {
			rows = append(rows, gameRow{
				TournamentID: uint(id), Round: round, TableNumber: g.Table,
				WhiteID: uint(g.White), BlackID: uint(g.Black), Handicap: g.Handicap, Komi: g.Komi, Prisoners: g.Prisoners,
				Result: g.Result.String(), ByDefault: g.ByDefault, KnownColor: g.KnownColor, UpdatedAt: now,
				FurigomaBy: uint(g.FurigomaBy), FurigomaTokin: g.FurigomaTokin, MatchWhite: g.MatchWhite, MatchBlack: g.MatchBlack,
			})
			continue
		}
		// The furigoma and a match's games go with the result.
		result, byDefault := g.Result.String(), g.ByDefault
		furigomaBy, tokin, matchW, matchB := uint(g.FurigomaBy), g.FurigomaTokin, g.MatchWhite, g.MatchBlack
		if r.WhiteID == uint(g.White) {
			result, byDefault = r.Result, r.ByDefault
			furigomaBy, tokin, matchW, matchB = r.FurigomaBy, r.FurigomaTokin, r.MatchWhite, r.MatchBlack
		}
		next := gameRow{
			ID: r.ID, TournamentID: r.TournamentID, Round: round, TableNumber: g.Table,
			WhiteID: uint(g.White), BlackID: uint(g.Black), Handicap: g.Handicap, Komi: g.Komi, Prisoners: g.Prisoners,
			Result: result, ByDefault: byDefault, KnownColor: g.KnownColor, UpdatedAt: r.UpdatedAt,
			FurigomaBy: furigomaBy, FurigomaTokin: tokin, MatchWhite: matchW, MatchBlack: matchB,
			// The draws replayed stay with the pair, whatever its colours now.
			Replays: r.Replays,
		}
		if next == *r {
			continue
		}
		if result != r.Result || byDefault != r.ByDefault {
			audit = append(audit, resultChangeRow{
				TournamentID: uint(id), GameID: &r.ID, Round: round, TableNumber: g.Table,
				OldResult: r.Result, NewResult: result, OldByDefault: r.ByDefault, NewByDefault: byDefault,
				ChangedAt: now, ChangedBy: by,
			})
		}
		err := tx.Model(&gameRow{}).Where("id = ?", r.ID).Updates(map[string]any{
			"table_number": g.Table, "white_id": g.White, "black_id": g.Black,
			"handicap": g.Handicap, "komi": g.Komi, "prisoners": g.Prisoners,
			"result": result, "by_default": byDefault, "known_color": g.KnownColor, "updated_at": now,
			"furigoma_by": furigomaBy, "furigoma_tokin": tokin, "match_white": matchW, "match_black": matchB,
		}).Error
		if err != nil {
			return fmt.Errorf("save game at table %d of round %d: %w", g.Table, round, err)
		}
	}
	if len(rows) > 0 {
		if err := tx.CreateInBatches(rows, 200).Error; err != nil {
			return fmt.Errorf("save round %d: %w", round, err)
		}
	}
	if len(audit) > 0 {
		if err := changes(tx, false).CreateInBatches(audit, 200).Error; err != nil {
			return fmt.Errorf("audit results of round %d: %w", round, err)
		}
	}
	return nil
}

// checkRound refuses a round number outside 1..the tournament's number of rounds.
func checkRound(tx *gorm.DB, id TournamentID, round int) error {
	var t tournamentRow
	if err := tx.Select("rounds").Take(&t, id).Error; err != nil {
		return notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	if round < 1 || round > t.Rounds {
		return keyedErr(EINVALID, "round", msgRoundMissingN.New(round, t.Rounds))
	}
	return nil
}

// checkRoundPlayers checks that the games and the bye of a round form a valid pairing of
// the tournament's players.
func checkRoundPlayers(tx *gorm.DB, id TournamentID, games []tournament.Game, bye tournament.PlayerID) error {
	var ids []uint
	if err := tx.Model(&playerRow{}).Where("tournament_id = ?", id).Pluck("id", &ids).Error; err != nil {
		return fmt.Errorf("players of tournament %d: %w", id, err)
	}
	registered := make(map[tournament.PlayerID]bool, len(ids))
	for _, p := range ids {
		registered[tournament.PlayerID(p)] = true
	}
	seen := make(map[tournament.PlayerID]bool, 2*len(games)+1)
	tables := make(map[int]bool, len(games))
	use := func(p tournament.PlayerID, field string) error {
		switch {
		case !registered[p]:
			return Errorf(EINVALID, field, "player %d is not registered in this tournament", p)
		case seen[p]:
			return Errorf(EINVALID, field, "player %d appears twice in the round", p)
		}
		seen[p] = true
		return nil
	}
	for _, g := range games {
		if g.Table < 1 || tables[g.Table] {
			return Errorf(EINVALID, "table", "table %d is not a new positive table number", g.Table)
		}
		tables[g.Table] = true
		if err := use(g.White, "white"); err != nil {
			return err
		}
		if err := use(g.Black, "black"); err != nil {
			return err
		}
	}
	if bye != 0 {
		return use(bye, "bye")
	}
	return nil
}

func deleteRound(tx *gorm.DB, id TournamentID, round int) error {
	if err := tx.Where("tournament_id = ? AND round = ?", id, round).Delete(&gameRow{}).Error; err != nil {
		return fmt.Errorf("delete games of round %d: %w", round, err)
	}
	if err := tx.Where("tournament_id = ? AND round = ?", id, round).Delete(&byeRow{}).Error; err != nil {
		return fmt.Errorf("delete bye of round %d: %w", round, err)
	}
	return deleteTeamRound(tx, id, round)
}

// DeleteRound unpairs a round: its games, results and bye are removed. The audit trail of
// its results stays.
func (db *DB) DeleteRound(ctx context.Context, id TournamentID, round int) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		return deleteRound(tx, id, round)
	})
}

// Round returns the games of a round in table order and the player with the bye (0 if none).
func (db *DB) Round(ctx context.Context, id TournamentID, round int) ([]tournament.Game, tournament.PlayerID, error) {
	var rows []gameRow
	g := db.gorm.WithContext(ctx)
	if err := g.Where("tournament_id = ? AND round = ?", id, round).Order("table_number").Find(&rows).Error; err != nil {
		return nil, 0, fmt.Errorf("games of round %d: %w", round, err)
	}
	games := make([]tournament.Game, len(rows))
	for i := range rows {
		games[i] = rows[i].game()
	}
	var byes []byeRow
	if err := g.Where("tournament_id = ? AND round = ?", id, round).Limit(1).Find(&byes).Error; err != nil {
		return nil, 0, fmt.Errorf("bye of round %d: %w", round, err)
	}
	var bye tournament.PlayerID
	if len(byes) > 0 {
		bye = tournament.PlayerID(byes[0].PlayerID)
	}
	return games, bye, nil
}

// SetResult records the result of the game at a table of a round, with a line in the audit
// trail naming who entered it, in the same transaction. A result the game cannot have (a jigo
// on a half-point komi, tournament.Game.CheckResult) is refused and nothing changes.
func (db *DB) SetResult(ctx context.Context, id TournamentID, round, table int, result tournament.Result, byDefault bool, who string) error {
	return db.setResult(ctx, id, round, table, result, byDefault, who, nil)
}

// setResult is SetResult; check, if not nil, may refuse the change after the game's row is
// read, in the same transaction.
func (db *DB) setResult(ctx context.Context, id TournamentID, round, table int, result tournament.Result, byDefault bool, who string, check func(gameRow) error) error {
	return db.setResultMatch(ctx, id, round, table, result, byDefault, who, check, [2]int{}, false)
}

// SetFinalDraw records a draw as the final result of the game at a table of a round in a
// tournament that replays drawn games (tournament.Settings.ReplaysDraws): the director's
// decision that it is not replayed again. In another tournament it is SetResult with a draw.
func (db *DB) SetFinalDraw(ctx context.Context, id TournamentID, round, table int, who string) error {
	return db.setResultMatch(ctx, id, round, table, tournament.Jigo, false, who, nil, [2]int{}, true)
}

// setResultMatch is setResult recording a match's games won by White and Black too (x2; both
// 0 for a single game, or a match decided without its games).
func (db *DB) setResultMatch(ctx context.Context, id TournamentID, round, table int, result tournament.Result, byDefault bool, who string,
	check func(gameRow) error, match [2]int, finalDraw bool) error {
	var entered int64
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		var g gameRow
		err := tx.Where("tournament_id = ? AND round = ? AND table_number = ?", id, round, table).Take(&g).Error
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return keyedErr(ENOTFOUND, "table", msgNoGameAtTable.New(round, table))
		}
		if err != nil {
			return fmt.Errorf("set result: %w", err)
		}
		gm := g.game()
		if err := gm.CheckResult(result); err != nil {
			return err
		}
		replay, err := replaysDraw(tx, id, result, finalDraw)
		if err != nil {
			return err
		}
		if match != [2]int{} {
			if err := checkMatch(tx, id, table, match); err != nil {
				return err
			}
		}
		if check != nil {
			if err := check(g); err != nil {
				return err
			}
		}
		now := db.now()
		cols := resultColumns(result, byDefault, now, &g, match)
		if replay != nil {
			gm.Replay(replay)
			cols = map[string]any{"result": gm.Result.String(), "by_default": false, "updated_at": now,
				"white_id": uint(gm.White), "black_id": uint(gm.Black), "replays": gm.Replays}
		}
		err = tx.Model(&gameRow{}).Where("id = ?", g.ID).Updates(cols).Error
		if err != nil {
			return fmt.Errorf("set result: %w", err)
		}
		change := resultChangeRow{
			TournamentID: uint(id), GameID: &g.ID, Round: round, TableNumber: table,
			OldResult: g.Result, NewResult: result.String(), OldByDefault: g.ByDefault, NewByDefault: byDefault,
			ChangedAt: now, ChangedBy: who, Replayed: replay != nil,
		}
		if err := changes(tx, change.Replayed).Create(&change).Error; err != nil {
			return fmt.Errorf("audit result: %w", err)
		}
		// Counted in the transaction, after the revision's bump that orders it with every
		// other change of the tournament: of several processes sharing the database,
		// exactly one sees each tenth result. One row's counter, not a count of the trail.
		entered, err = countResult(tx, id)
		return err
	})
	if err == nil && entered > 0 && entered%resultsPerBackup == 0 {
		db.backupNow(id)
	}
	return err
}

// countResult adds one to tournament id's count of results entered (tournaments.
// results_entered, written by no other statement than this one, the migration that made it
// and a restore) and returns the new count.
func countResult(tx *gorm.DB, id TournamentID) (int64, error) {
	var n int64
	err := tx.Raw(`UPDATE tournaments SET results_entered = results_entered + 1 WHERE id = ? RETURNING results_entered`, id).Scan(&n).Error
	if err != nil {
		return 0, fmt.Errorf("count results: %w", err)
	}
	return n, nil
}

// ResultChanges returns the audit trail of a tournament's results, oldest first.
func (db *DB) ResultChanges(ctx context.Context, id TournamentID) ([]ResultChange, error) {
	var rows []resultChangeRow
	if err := db.gorm.WithContext(ctx).Where("tournament_id = ?", id).Order("id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("result changes of tournament %d: %w", id, err)
	}
	var games []gameRow
	if err := db.gorm.WithContext(ctx).Select("id", "white_id", "black_id").Where("tournament_id = ?", id).Find(&games).Error; err != nil {
		return nil, fmt.Errorf("games of tournament %d: %w", id, err)
	}
	players := make(map[uint]gameRow, len(games))
	for _, g := range games {
		players[g.ID] = g
	}
	list := make([]ResultChange, len(rows))
	for i, r := range rows {
		o, _ := tournament.ParseResult(r.OldResult)
		n, _ := tournament.ParseResult(r.NewResult)
		list[i] = ResultChange{
			Round: r.Round, Table: r.TableNumber, Old: o, New: n,
			OldByDefault: r.OldByDefault, NewByDefault: r.NewByDefault, At: r.ChangedAt.UTC(), By: r.ChangedBy,
			Replayed: r.Replayed,
		}
		if r.GameID != nil {
			if g, ok := players[*r.GameID]; ok {
				list[i].White, list[i].Black = tournament.PlayerID(g.WhiteID), tournament.PlayerID(g.BlackID)
			}
		}
	}
	return list, nil
}

// GameVersion is a fingerprint of everything stored of a game (table, players, handicap,
// komi, prisoners, result): two readings of a game have the same version exactly when nothing
// of it changed in between. The API gives it with each game ("version").
func GameVersion(g *tournament.Game) string {
	b := fmt.Appendf(nil, "%d/%d/%d/%d/%d/%d/%d/%s/%t/%t", g.Round, g.Table, g.White, g.Black,
		g.Handicap, g.Komi, g.Prisoners, g.Result, g.ByDefault, g.KnownColor)
	// The furigoma and a match's games, when the game has them (a Go game's version is as it
	// was before they existed).
	if g.FurigomaBy != 0 || g.MatchWhite != 0 || g.MatchBlack != 0 {
		b = fmt.Appendf(b, "/%d/%d/%d/%d", g.FurigomaBy, g.FurigomaTokin, g.MatchWhite, g.MatchBlack)
	}
	if g.Replays != 0 {
		b = fmt.Appendf(b, "/r%d", g.Replays)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:12])
}

// UpdateGameIf replaces the players, handicap and komi of the game at table g.Table of round
// g.Round with those of g. The round is saved as ChangeRound saves it: the game keeps its
// result, records and identity while its two players and colours stay; with other colours
// or another player its result is cleared (with a line in the audit trail). A player not
// registered or who plays elsewhere in the round (or has its bye) is EINVALID on "white" or
// "black"; a table without a game is ENOTFOUND. The change is made from the game read with
// GameVersion version: if that game was changed since (its result entered, its handicap or
// players changed, another game moved to its table), by any process on the database, nothing
// is stored and the answer is ECONFLICT on "version". The check is made in the transaction,
// after the tournament's place in the order of changes is taken; changes of the other games
// of the tournament meanwhile are no conflict.
func (db *DB) UpdateGameIf(ctx context.Context, id TournamentID, version string, g tournament.Game) error {
	return db.updateGame(ctx, id, anyRevision, version, "version", g)
}

// UpdateGameRead is UpdateGameIf for a change whose caller gave no version: version is that of
// the game as the server read it for the request, and the refusal is ECONFLICT on "revision"
// (as a change made from a stale revision), but only when that game changed in between, not
// the tournament.
func (db *DB) UpdateGameRead(ctx context.Context, id TournamentID, version string, g tournament.Game) error {
	return db.updateGame(ctx, id, anyRevision, version, "revision", g)
}

func (db *DB) updateGame(ctx context.Context, id TournamentID, rev int64, version, field string, g tournament.Game) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bumpAt(tx, id, rev); err != nil {
			return err
		}
		if err := checkRound(tx, id, g.Round); err != nil {
			return err
		}
		var rows []gameRow
		if err := tx.Where("tournament_id = ? AND round = ?", id, g.Round).Order("table_number").Find(&rows).Error; err != nil {
			return fmt.Errorf("games of round %d: %w", g.Round, err)
		}
		games := make([]tournament.Game, len(rows))
		found := false
		for i := range rows {
			games[i] = rows[i].game()
			if games[i].Table == g.Table {
				if version != "" && GameVersion(&games[i]) != version {
					return Errorf(ECONFLICT, field, "the game at table %d of round %d was changed since it was read: "+
						"read it again and resend the change", g.Table, g.Round)
				}
				if games[i].White != g.White || games[i].Black != g.Black {
					games[i].Result, games[i].ByDefault = tournament.Unknown, false
				}
				games[i].White, games[i].Black = g.White, g.Black
				games[i].Handicap, games[i].Komi = g.Handicap, g.Komi
				if err := checkGameKomi(&games[i]); err != nil {
					return err
				}
				found = true
			}
		}
		if !found && version != "" {
			return Errorf(ECONFLICT, field, "the game at table %d of round %d was changed since it was read: "+
				"read it again and resend the change", g.Table, g.Round)
		}
		if !found {
			return keyedErr(ENOTFOUND, "table", msgNoGameAtTable.New(g.Round, g.Table))
		}
		var byes []byeRow
		if err := tx.Where("tournament_id = ? AND round = ?", id, g.Round).Limit(1).Find(&byes).Error; err != nil {
			return fmt.Errorf("bye of round %d: %w", g.Round, err)
		}
		var bye tournament.PlayerID
		if len(byes) > 0 {
			bye = tournament.PlayerID(byes[0].PlayerID)
		}
		// Said of the game changed, not of the other game that checkRoundPlayers meets.
		for _, f := range []struct {
			p     tournament.PlayerID
			field string
		}{{g.White, "white"}, {g.Black, "black"}} {
			if f.p == bye {
				return Errorf(EINVALID, f.field, "player %d has the bye in round %d", f.p, g.Round)
			}
			for _, o := range games {
				if o.Table != g.Table && (o.White == f.p || o.Black == f.p) {
					return Errorf(EINVALID, f.field, "player %d plays at table %d in round %d", f.p, o.Table, g.Round)
				}
			}
		}
		if err := db.writeRound(tx, id, g.Round, games, bye); err != nil {
			return err
		}
		return checkTeamRound(tx, id, g.Round)
	})
}
