package store

import (
	"context"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// Backup reads everything hoshi's backup file holds of a tournament, in one transaction so
// that it is one revision's: settings, players, games, byes, the uploaded game records and
// the audit trail of results.
func (db *DB) Backup(ctx context.Context, id TournamentID) (*backup.Backup, error) {
	b := &backup.Backup{SourceID: uint(id), WrittenAt: db.now()}
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		t, rev, err := loadTournament(tx, id)
		if err != nil {
			return err
		}
		b.Tournament, b.Revision = *t, rev
		var row tournamentRow
		if err := tx.Select("created_at").Take(&row, id).Error; err != nil {
			return notFound(err, "", fmt.Sprintf("tournament %d", id))
		}
		b.CreatedAt = row.CreatedAt.UTC()
		var games []gameRow
		if err := tx.Select("id, round, table_number").Where("tournament_id = ?", id).Find(&games).Error; err != nil {
			return fmt.Errorf("games of tournament %d: %w", id, err)
		}
		at := make(map[uint]gameAt, len(games))
		for _, g := range games {
			at[g.ID] = gameAt{g.Round, g.TableNumber}
		}
		var records []gameRecordRow
		err = tx.Where("game_id IN (?)", tx.Session(&gorm.Session{NewDB: true}).Model(&gameRow{}).Select("id").Where("tournament_id = ?", id)).
			Order("id").Find(&records).Error
		if err != nil {
			return fmt.Errorf("game records of tournament %d: %w", id, err)
		}
		for _, r := range records {
			g := at[r.GameID]
			b.Records = append(b.Records, backup.Record{
				Round: g.round, Table: g.table, SGF: r.SGF, Score: r.Score, Details: r.Details,
				UploadedAt: r.UploadedAt.UTC(), UploadedBy: r.UploadedBy,
			})
		}
		var changes []resultChangeRow
		if err := tx.Where("tournament_id = ?", id).Order("id").Find(&changes).Error; err != nil {
			return fmt.Errorf("result changes of tournament %d: %w", id, err)
		}
		for _, c := range changes {
			o, _ := tournament.ParseResult(c.OldResult)
			n, _ := tournament.ParseResult(c.NewResult)
			e := backup.AuditEntry{
				Round: c.Round, Table: c.TableNumber, Old: o, New: n, OldByDefault: c.OldByDefault,
				NewByDefault: c.NewByDefault, At: c.ChangedAt.UTC(), By: c.ChangedBy,
			}
			if c.GameID != nil {
				e.GameTable = at[*c.GameID].table
			}
			b.Audit = append(b.Audit, e)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// RestoreBackup stores the tournament of a backup as a new tournament, with new ids, in one
// transaction: either all of it (players, games, byes, game records with their dead stones,
// audit trail) or nothing. The records and audit lines keep their times and authors.
func (db *DB) RestoreBackup(ctx context.Context, b *backup.Backup) (TournamentID, error) {
	t := &b.Tournament
	if err := checkImported(t); err != nil {
		return 0, err
	}
	var id TournamentID
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		var (
			games map[gameAt]uint
			err   error
		)
		if id, games, err = db.importTournament(tx, t); err != nil {
			return err
		}
		var records []gameRecordRow
		for _, r := range b.Records {
			g, ok := games[gameAt{r.Round, r.Table}]
			if !ok {
				return Errorf(EINVALID, "table", "a game record names round %d table %d, which has no game", r.Round, r.Table)
			}
			details := r.Details
			if details == "" {
				details = "{}"
			}
			records = append(records, gameRecordRow{
				GameID: g, SGF: r.SGF, Score: r.Score, Details: details, UploadedAt: r.UploadedAt, UploadedBy: r.UploadedBy,
			})
		}
		if len(records) > 0 {
			if err := tx.CreateInBatches(records, 100).Error; err != nil {
				return fmt.Errorf("restore game records: %w", err)
			}
		}
		var audit []resultChangeRow
		for _, a := range b.Audit {
			row := resultChangeRow{
				TournamentID: uint(id), Round: a.Round, TableNumber: a.Table, OldResult: a.Old.String(),
				NewResult: a.New.String(), OldByDefault: a.OldByDefault, NewByDefault: a.NewByDefault,
				ChangedAt: a.At, ChangedBy: a.By,
			}
			if a.GameTable != 0 {
				g, ok := games[gameAt{a.Round, a.GameTable}]
				if !ok {
					return Errorf(EINVALID, "table", "a change of result names round %d table %d, which has no game", a.Round, a.GameTable)
				}
				row.GameID = &g
			}
			audit = append(audit, row)
		}
		if len(audit) > 0 {
			if err := tx.CreateInBatches(audit, 200).Error; err != nil {
				return fmt.Errorf("restore audit trail: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return id, nil
}
