package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// WriteBackup writes tournament id's backup file to w, read in one transaction so that it is
// one revision's: settings, players, games, byes, the uploaded game records, the audit trail
// of results, the registration setting, the categories and prize list, the players' details,
// the sign-ups of the players still registered (without the address a sign-up came from,
// which only bounds the sign-ups of the next hours), and the team settings, teams, matches
// and team byes of a team tournament. It reads the game records and the audit trail in
// batches (recordBatch records, in the file's order of the games; auditBatch lines, by id)
// and writes them as they are read, so that neither these lists nor the file are ever whole
// in memory: a long weekend's trail of 200,000 lines costs the collector a batch at a time,
// not the whole file. It returns the backup's contents but
// those lists (Records and Audit are nil), whose WrittenAt and Revision name the file. On an
// error w may hold part of a file.
func (db *DB) WriteBackup(ctx context.Context, id TournamentID, w io.Writer) (*backup.Backup, error) {
	var (
		b     *backup.Backup
		wrote countingWriter
	)
	wrote.w = w
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		if wrote.n > 0 {
			// readTransaction tries once more after a statement went stale: the first
			// attempt's bytes cannot be taken back. The first batch of each list is read
			// before anything is written, and a later batch is the same statement, prepared
			// by then, on a table this transaction has read (so no other can alter it).
			return fmt.Errorf("backup of tournament %d: the database changed while it was written", id)
		}
		b = &backup.Backup{SourceID: uint(id), WrittenAt: db.now()}
		at, err := readBackup(tx, id, b)
		if err != nil {
			return err
		}
		records := recordReader{tx: tx, id: id}
		audit := auditReader{tx: tx, id: id, at: at}
		if err := records.read(); err != nil {
			return err
		}
		if err := audit.read(); err != nil {
			return err
		}
		return backup.WriteStream(&wrote, b, backup.Lists{Records: records.each, Audit: audit.each})
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// countingWriter counts what it passes on to w.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// readBackup reads into b, inside tx, everything of tournament id's backup but the game
// records and the audit trail, and returns where each game is (by its row's id) for them.
func readBackup(tx *gorm.DB, id TournamentID, b *backup.Backup) (map[uint]gameAt, error) {
	t, rev, err := loadTournament(tx, id)
	if err != nil {
		return nil, err
	}
	b.Tournament, b.Revision = *t, rev
	// A pair kept apart naming a player who is gone is left out (DeletePlayer drops them
	// with him; a database edited by hand might keep one), as the file could not name him.
	b.Tournament.Settings.AvoidPairs = slices.DeleteFunc(slices.Clone(t.Settings.AvoidPairs), func(p tournament.PlayerPair) bool {
		return t.Player(p[0]) == nil || t.Player(p[1]) == nil
	})
	if len(b.Tournament.Settings.AvoidPairs) == 0 {
		b.Tournament.Settings.AvoidPairs = nil
	}
	var row tournamentRow
	if err := tx.Select("created_at").Take(&row, id).Error; err != nil {
		return nil, notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	b.CreatedAt = row.CreatedAt.UTC()
	var games []gameRow
	if err := tx.Select("id, round, table_number").Where("tournament_id = ?", id).Find(&games).Error; err != nil {
		return nil, fmt.Errorf("games of tournament %d: %w", id, err)
	}
	at := make(map[uint]gameAt, len(games))
	for _, g := range games {
		at[g.ID] = gameAt{g.Round, g.TableNumber}
	}
	if err := backupTeams(tx, id, b); err != nil {
		return nil, err
	}
	if err := backupRoles(tx, id, b); err != nil {
		return nil, err
	}
	if err := backupSelfReports(tx, id, b, at); err != nil {
		return nil, err
	}
	return at, backupSignups(tx, id, b)
}

// recordBatch is how many game records a backup reads at a time (a variable for the tests):
// a record is a game's SGF text, some kilobytes.
var recordBatch = 100

// recordReader reads tournament id's game records inside tx, recordBatch at a time, in the
// backup file's order: by the game's round and table, then by id (each batch starts after
// the last record of the one before).
type recordReader struct {
	tx    *gorm.DB
	id    TournamentID
	batch []backup.Record
	// last is the batch's last record: its game's round and table, and its id.
	last        struct{ round, table, id int64 }
	read1, done bool
}

// read reads the batch after last.
func (r *recordReader) read() error {
	rows, err := r.tx.Raw(`SELECT r.id, g.round, g.table_number, r.sgf, r.score, r.details, r.uploaded_at, r.uploaded_by
		FROM game_records r JOIN games g ON g.id = r.game_id
		WHERE g.tournament_id = ? AND (g.round, g.table_number, r.id) > (?, ?, ?)
		ORDER BY g.round, g.table_number, r.id LIMIT ?`, r.id, r.last.round, r.last.table, r.last.id, recordBatch).Rows()
	if err != nil {
		return fmt.Errorf("game records of tournament %d: %w", r.id, err)
	}
	defer rows.Close()
	r.batch = r.batch[:0]
	for rows.Next() {
		var rec backup.Record
		if err := rows.Scan(&r.last.id, &r.last.round, &r.last.table, &rec.SGF, &rec.Score, &rec.Details,
			&rec.UploadedAt, &rec.UploadedBy); err != nil {
			return fmt.Errorf("game records of tournament %d: %w", r.id, err)
		}
		rec.Round, rec.Table, rec.UploadedAt = int(r.last.round), int(r.last.table), rec.UploadedAt.UTC()
		r.batch = append(r.batch, rec)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("game records of tournament %d: %w", r.id, err)
	}
	r.read1, r.done = true, len(r.batch) < recordBatch
	return nil
}

// each calls fn for every record from the batch read last (read is called first when none
// was), reading the next batches as it goes, and lets the other goroutines run between two.
func (r *recordReader) each(fn func(*backup.Record) error) error {
	if !r.read1 {
		if err := r.read(); err != nil {
			return err
		}
	}
	for {
		for i := range r.batch {
			if err := fn(&r.batch[i]); err != nil {
				return err
			}
		}
		if r.done {
			return nil
		}
		runtime.Gosched()
		if err := r.read(); err != nil {
			return err
		}
	}
}

// auditBatch is how many lines of the audit trail a backup reads at a time (a variable for
// the tests).
var auditBatch = 1000

// auditReader reads tournament id's audit trail inside tx, auditBatch lines at a time in
// order of id (each batch starts after the last id of the one before), scanning the rows
// itself rather than through GORM's reflection, and gives each line as the backup has it: its
// game's table now from at.
type auditReader struct {
	tx    *gorm.DB
	id    TournamentID
	at    map[uint]gameAt
	batch []backup.AuditEntry
	last  int64 // the id of the batch's last line
	read1 bool  // a batch was read
	done  bool  // the batch is the trail's last
	// The columns of a row, scanned into the same variables row after row (integers as
	// int64, which database/sql assigns without converting them through a string).
	row struct {
		id, round, table int64
		game             sql.NullInt64
		old, new, by     string
		oldDef, newDef   bool
		replayed         bool
		at               time.Time
	}
}

// read reads the batch after last.
func (r *auditReader) read() error {
	rows, err := r.tx.Raw(`SELECT id, game_id, round, table_number, old_result, new_result, old_by_default,
		new_by_default, changed_at, changed_by, replayed FROM result_changes WHERE tournament_id = ? AND id > ?
		ORDER BY id LIMIT ?`, r.id, r.last, auditBatch).Rows()
	if err != nil {
		return fmt.Errorf("result changes of tournament %d: %w", r.id, err)
	}
	defer rows.Close()
	r.batch = r.batch[:0]
	c := &r.row
	for rows.Next() {
		if err := rows.Scan(&c.id, &c.game, &c.round, &c.table, &c.old, &c.new, &c.oldDef, &c.newDef,
			&c.at, &c.by, &c.replayed); err != nil {
			return fmt.Errorf("result changes of tournament %d: %w", r.id, err)
		}
		e := backup.AuditEntry{Round: int(c.round), Table: int(c.table), OldByDefault: c.oldDef, NewByDefault: c.newDef,
			At: c.at.UTC(), By: c.by, Replayed: c.replayed}
		e.Old, _ = tournament.ParseResult(c.old)
		e.New, _ = tournament.ParseResult(c.new)
		if c.game.Valid {
			e.GameTable = r.at[uint(c.game.Int64)].table
		}
		r.batch = append(r.batch, e)
		r.last = c.id
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("result changes of tournament %d: %w", r.id, err)
	}
	r.read1, r.done = true, len(r.batch) < auditBatch
	return nil
}

// each calls fn for every line of the trail from the batch read last (read is called first
// when none was), reading the next batches as it goes. Between two batches it lets the
// other goroutines run: the backup of a long trail does not hold a processor from start to end.
func (r *auditReader) each(fn func(*backup.AuditEntry) error) error {
	if !r.read1 {
		if err := r.read(); err != nil {
			return err
		}
	}
	for {
		for i := range r.batch {
			if err := fn(&r.batch[i]); err != nil {
				return err
			}
		}
		if r.done {
			return nil
		}
		runtime.Gosched()
		if err := r.read(); err != nil {
			return err
		}
	}
}

// backupSignups reads the registration, the categories and prizes, the players' details and
// the sign-ups of tournament id into b.
func backupSignups(tx *gorm.DB, id TournamentID, b *backup.Backup) error {
	var reg registrationRow
	err := tx.Where("tournament_id = ?", id).Take(&reg).Error
	switch {
	case err == nil:
		if b.Registration, err = reg.registration(); err != nil {
			return err
		}
	case !errors.Is(err, gorm.ErrRecordNotFound):
		return fmt.Errorf("tournament %d: registration: %w", id, err)
	}
	var prizes prizeListRow
	err = tx.Where("tournament_id = ?", id).Take(&prizes).Error
	switch {
	case err == nil:
		if b.Categories, b.Prizes, err = prizes.awards(); err != nil {
			return err
		}
		// A label category may list a player deleted since (or a number typed wrong): he is
		// in no category, and the backup names registered players only.
		registered := make(map[tournament.PlayerID]bool, len(b.Tournament.Players))
		for _, p := range b.Tournament.Players {
			registered[p.ID] = true
		}
		for i := range b.Categories {
			c := &b.Categories[i]
			c.Players = slices.DeleteFunc(c.Players, func(p tournament.PlayerID) bool { return !registered[p] })
			if len(c.Players) == 0 {
				c.Players = nil
			}
		}
	case !errors.Is(err, gorm.ErrRecordNotFound):
		return fmt.Errorf("tournament %d: prize list: %w", id, err)
	}
	var details []playerDetailRow
	if err := tx.Where("tournament_id = ?", id).Order("id").Find(&details).Error; err != nil {
		return fmt.Errorf("tournament %d: player details: %w", id, err)
	}
	for _, r := range details {
		d := tournament.PlayerDetails{Woman: r.Woman}
		if r.Born != "" {
			if d.Born, err = time.Parse(dateLayout, r.Born); err != nil {
				return fmt.Errorf("player %d: born %q: %w", r.PlayerID, r.Born, err)
			}
		}
		if d == (tournament.PlayerDetails{}) {
			continue
		}
		if b.Details == nil {
			b.Details = map[tournament.PlayerID]tournament.PlayerDetails{}
		}
		b.Details[tournament.PlayerID(r.PlayerID)] = d
	}
	var signups []signupRow
	if err := tx.Where("tournament_id = ? AND player_id IS NOT NULL", id).Order("id").Find(&signups).Error; err != nil {
		return fmt.Errorf("tournament %d: sign-ups: %w", id, err)
	}
	for _, r := range signups {
		b.SignUps = append(b.SignUps, backup.SignUp{Player: tournament.PlayerID(*r.PlayerID), Email: r.Email, At: r.CreatedAt.UTC()})
	}
	return nil
}

// RestoreBackup stores the tournament of a backup as a new tournament, with new ids, in one
// transaction: either all of it (players, games, byes, game records with their dead stones,
// audit trail, registration setting, categories and prizes, players' details, sign-ups,
// teams with their matches and byes) or nothing. The records, audit lines and sign-ups keep their times and authors; a restored
// sign-up has no address.
func (db *DB) RestoreBackup(ctx context.Context, b *backup.Backup) (TournamentID, error) {
	t := &b.Tournament
	if err := checkImported(t); err != nil {
		return 0, err
	}
	var (
		id        TournamentID
		roleNotes []backup.Note
	)
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		var (
			games   map[gameAt]uint
			players map[tournament.PlayerID]uint
			err     error
		)
		if id, games, players, err = db.importTournament(tx, t); err != nil {
			return err
		}
		if err := restoreSignups(tx, id, b, players); err != nil {
			return err
		}
		if err := restoreTeams(tx, id, b, players); err != nil {
			return err
		}
		if roleNotes, err = restoreRoles(tx, id, b); err != nil {
			return err
		}
		if err := restoreSelfReports(tx, id, b, games, players); err != nil {
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
				ChangedAt: a.At, ChangedBy: a.By, Replayed: a.Replayed,
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
		entered := 0
		for _, a := range audit {
			if round, _ := RoundChangeActor(a.ChangedBy); !round {
				entered++
			}
		}
		return tx.Exec(`UPDATE tournaments SET results_entered = ? WHERE id = ?`, entered, id).Error
	})
	if err != nil {
		return 0, err
	}
	b.Notes = append(b.Notes, roleNotes...)
	return id, nil
}

// restoreSignups stores the registration, the categories and prizes, the players' details and
// the sign-ups of b for the new tournament id, whose players have the new ids players.
func restoreSignups(tx *gorm.DB, id TournamentID, b *backup.Backup, players map[tournament.PlayerID]uint) error {
	player := func(p tournament.PlayerID, what string) (uint, error) {
		if n, ok := players[p]; ok {
			return n, nil
		}
		return 0, Errorf(EINVALID, what, "%s names player %d, who is not registered", what, p)
	}
	if b.Registration != (tournament.Registration{}) {
		row := registrationRow{TournamentID: uint(id), Open: b.Registration.Open}
		if !b.Registration.Closes.IsZero() {
			row.Closes = b.Registration.Closes.Format(dateLayout)
		}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("restore registration: %w", err)
		}
	}
	if len(b.Categories) > 0 || len(b.Prizes) > 0 {
		cats := make([]tournament.Category, len(b.Categories))
		for i, c := range b.Categories {
			c.Players = nil
			for _, p := range b.Categories[i].Players {
				n, err := player(p, "category")
				if err != nil {
					return err
				}
				c.Players = append(c.Players, tournament.PlayerID(n))
			}
			cats[i] = c
		}
		row, err := newPrizeListRow(id, cats, b.Prizes)
		if err != nil {
			return err
		}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("restore prize list: %w", err)
		}
	}
	var details []playerDetailRow
	for _, p := range b.Tournament.Players {
		d, ok := b.Details[p.ID]
		if !ok || d == (tournament.PlayerDetails{}) {
			continue
		}
		row := playerDetailRow{TournamentID: uint(id), PlayerID: players[p.ID], Woman: d.Woman}
		if !d.Born.IsZero() {
			row.Born = d.Born.Format(dateLayout)
		}
		details = append(details, row)
	}
	for pid := range b.Details {
		if _, err := player(pid, "player details"); err != nil {
			return err
		}
	}
	if len(details) > 0 {
		if err := tx.CreateInBatches(details, 200).Error; err != nil {
			return fmt.Errorf("restore player details: %w", err)
		}
	}
	var signups []signupRow
	for _, s := range b.SignUps {
		n, err := player(s.Player, "sign-up")
		if err != nil {
			return err
		}
		signups = append(signups, signupRow{TournamentID: uint(id), PlayerID: &n, Email: s.Email, CreatedAt: s.At})
	}
	if len(signups) > 0 {
		if err := tx.CreateInBatches(signups, 200).Error; err != nil {
			if errors.Is(err, gorm.ErrDuplicatedKey) {
				return Errorf(EINVALID, "sign-up", "a player signed up twice")
			}
			return fmt.Errorf("restore sign-ups: %w", err)
		}
	}
	return nil
}

// NameTaken tells whether a tournament of the database has a name, for naming a restored copy
// (backup.CopyName).
func (db *DB) NameTaken(ctx context.Context) (func(string) bool, error) {
	list, err := db.ListTournaments(ctx)
	if err != nil {
		return nil, err
	}
	names := make(map[string]bool, len(list))
	for _, t := range list {
		names[t.Settings.Name] = true
	}
	return func(name string) bool { return names[name] }, nil
}
