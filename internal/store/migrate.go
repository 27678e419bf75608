package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/go-gormigrate/gormigrate/v2"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
	"gorm.io/gorm"
)

// migrations is the schema's history, oldest first. A migration is never edited once
// released: each declares its own frozen copy of the tables it touches, so later changes to
// the runtime rows cannot change what an old step does. Add new steps at the end.
var migrations = []*gormigrate.Migration{
	{ID: "2026112101-tournaments", Migrate: migrateTournaments},
	{ID: "2026112102-directors", Migrate: migrateDirectors},
	{ID: "2026112103-game-records", Migrate: migrateGameRecords},
	{ID: "2026112104-count-unplayed", Migrate: migrateCountUnplayed},
	{ID: "2026112105-rank-from-list", Migrate: migrateRankFromList},
	{ID: "2026112106-rating-list", Migrate: migrateRatingList},
	{ID: "2026112501-handicap-prisoners", Migrate: migrateHandicapPrisoners},
	{ID: "2026112502-unranked", Migrate: migrateUnranked},
	{ID: "2026112503-names-nfc", Migrate: migrateNamesNFC},
	{ID: "2026112503-signups", Migrate: migrateSignups},
	{ID: "2026112504-awards", Migrate: migrateAwards},
	{ID: "2026112505-users", Migrate: migrateUsers},
	{ID: "2026112506-language-zone", Migrate: migrateLanguageZone},
	{ID: "2026112602-constraints", Migrate: migrateConstraints},
	{ID: "2026112603-teams", Migrate: migrateTeams},
	{ID: "2026112901-writer-format", Migrate: migrateWriterFormat},
	{ID: "2026112902-game", Migrate: migrateGame},
	{ID: "2026112903-closed", Migrate: migrateClosed},
	{ID: "2026112904-results-entered", Migrate: migrateResultsEntered},
	{ID: "2026112905-checked-texts-records", Migrate: migrateCheckedTextsRecords},
	{ID: "2026112906-self-report", Migrate: migrateSelfReport},
	{ID: "2026112907-position-proposals", Migrate: migratePositionProposals},
	{ID: "2026112908-games", Migrate: migrateGames},
	{ID: "2026112910-draw-replay", Migrate: migrateDrawReplay},
}

// migrationLock is the key of PostgreSQL's advisory lock that orders the migrations of
// processes started together ("hoshi" in ASCII).
const migrationLock = 0x686f736869

// migrate applies the migrations up to and including id ("" for all). GORM's SQLite migrator
// rebuilds a table to alter it, which with foreign keys on would cascade deletes into the rows
// that refer to it; so the migrations run on one connection with foreign keys off, in one
// transaction that is kept only if PRAGMA foreign_key_check then finds nothing.
//
// On PostgreSQL the migrations run in one transaction too (its DDL is transactional), after
// taking a transaction-level advisory lock: several hoshi processes started at once on one
// database migrate it one after the other, the later ones finding nothing left to do.
func (db *DB) migrate(ctx context.Context, id string) error {
	sqlite := !db.postgres
	return db.gorm.WithContext(ctx).Connection(func(conn *gorm.DB) error {
		if sqlite {
			if err := conn.Exec("PRAGMA foreign_keys = OFF").Error; err != nil {
				return err
			}
			defer conn.Exec("PRAGMA foreign_keys = ON")
		}
		return conn.Transaction(func(tx *gorm.DB) error {
			if !sqlite {
				if err := tx.Exec("SELECT pg_advisory_xact_lock(?)", migrationLock).Error; err != nil {
					return err
				}
			}
			// The writer's row is locked first, before any table, so that the writes under way
			// (which hold it FOR SHARE) end before the migration alters their tables.
			if format, ok, err := storedFormat(tx, !sqlite, "FOR UPDATE"); err != nil {
				return err
			} else if ok && format > db.format {
				return newerFormat(format, db.format)
			}
			before, err := migrationIDs(tx)
			if err != nil {
				return err
			}
			m := gormigrate.New(tx, &gormigrate.Options{
				TableName:                 "migrations",
				IDColumnName:              "id",
				IDColumnSize:              255,
				ValidateUnknownMigrations: true,
			}, migrations)
			if id == "" {
				err = m.Migrate()
			} else {
				err = m.MigrateTo(id)
			}
			if errors.Is(err, gormigrate.ErrUnknownPastMigration) {
				return newerSchema(before)
			}
			if err != nil {
				return err
			}
			after, err := migrationIDs(tx)
			if err != nil {
				return err
			}
			db.applied = nil
			for _, a := range after {
				if !slices.Contains(before, a) {
					db.applied = append(db.applied, a)
				}
			}
			if err := db.stampFormat(tx); err != nil {
				return err
			}
			if !sqlite {
				return nil
			}
			var violations []map[string]any
			if err := tx.Raw("PRAGMA foreign_key_check").Scan(&violations).Error; err != nil {
				return err
			}
			if len(violations) > 0 {
				return fmt.Errorf("foreign key violations after migration: %v", violations)
			}
			return nil
		})
	})
}

// migrationIDs are the migrations the database has had, in the order of their IDs (none
// for a new database).
func migrationIDs(tx *gorm.DB) ([]string, error) {
	if !tx.Migrator().HasTable("migrations") {
		return nil, nil
	}
	var ids []string
	err := tx.Table("migrations").Order("id").Pluck("id", &ids).Error
	return ids, err
}

// ErrNewerSchema is the error of opening a database that a newer hoshi has migrated.
var ErrNewerSchema = errors.New("database written by a newer hoshi")

// newerSchema says which migrations of the database this hoshi does not know, and what to do.
func newerSchema(ids []string) error {
	known := map[string]bool{}
	for _, m := range migrations {
		known[m.ID] = true
	}
	var unknown []string
	for _, id := range ids {
		if !known[id] {
			unknown = append(unknown, id)
		}
	}
	return newerSchemaError(fmt.Sprintf("this database was last written by a newer hoshi (schema %s, which this "+
		"version, of schema %s, does not know): run that version or a later one, or restore a backup "+
		"taken before the upgrade", strings.Join(unknown, ", "), Schema()))
}

type newerSchemaError string

func (e newerSchemaError) Error() string { return string(e) }
func (e newerSchemaError) Unwrap() error { return ErrNewerSchema }

// AppliedMigrations are the migrations that opening the database applied (none when it was
// already up to date), oldest first.
func (db *DB) AppliedMigrations() []string { return db.applied }

// Schema is the newest migration this hoshi knows: the schema it writes.
func Schema() string { return migrations[len(migrations)-1].ID }

// migrateTournaments creates the tournament tables: settings as columns (lists and the
// attributes kept from imported files as JSON text), players, games, byes and the audit trail
// of results.
func migrateTournaments(tx *gorm.DB) error {
	type pairing struct {
		AvoidDuplicateGame                    int64  `gorm:"not null"`
		Random                                int64  `gorm:"not null"`
		Deterministic                         bool   `gorm:"not null"`
		BalanceWB                             int64  `gorm:"not null"`
		AvoidMixingCategories                 int64  `gorm:"not null"`
		MinimizeScoreDifference               int64  `gorm:"not null"`
		DUDDWeight                            int64  `gorm:"not null"`
		CompensateDUDD                        bool   `gorm:"not null"`
		DUDDUpperMode                         int    `gorm:"not null"`
		DUDDLowerMode                         int    `gorm:"not null"`
		MaximizeSeeding                       int64  `gorm:"not null"`
		LastRoundForSeedSystem1               int    `gorm:"not null"`
		SeedSystem1                           int    `gorm:"not null"`
		SeedSystem2                           int    `gorm:"not null"`
		AdditionalPlacementCritSystem1        string `gorm:"size:20;not null"`
		AdditionalPlacementCritSystem2        string `gorm:"size:20;not null"`
		SecondaryCriteria                     int64  `gorm:"not null"`
		BarThresholdActive                    bool   `gorm:"not null"`
		RankThreshold                         int    `gorm:"not null"`
		NbWinsThresholdActive                 bool   `gorm:"not null"`
		MinimizeHandicap                      int64  `gorm:"not null"`
		AvoidSameGeo                          int64  `gorm:"not null"`
		PreferMMSDiffRatherThanSameCountry    int    `gorm:"not null"`
		PreferMMSDiffRatherThanSameClubsGroup int    `gorm:"not null"`
		PreferMMSDiffRatherThanSameClub       int    `gorm:"not null"`
	}
	type tournament struct {
		ID                 uint      `gorm:"primaryKey"`
		Revision           int64     `gorm:"not null"`
		CreatedAt          time.Time `gorm:"not null"`
		UpdatedAt          time.Time `gorm:"not null"`
		Name               string    `gorm:"size:200;not null"`
		ShortName          string    `gorm:"size:100;not null"`
		Place              string    `gorm:"size:200;not null"`
		Country            string    `gorm:"size:10;not null"`
		Director           string    `gorm:"size:200;not null"`
		BeginDate          time.Time `gorm:"not null"`
		EndDate            time.Time `gorm:"not null"`
		Rounds             int       `gorm:"not null"`
		BoardSize          int       `gorm:"not null"`
		Rules              string    `gorm:"size:40;not null"`
		Komi               int       `gorm:"not null"`
		TimeKind           int       `gorm:"not null"`
		BasicMinutes       int       `gorm:"not null"`
		PeriodSeconds      int       `gorm:"not null"`
		Periods            int       `gorm:"not null"`
		Stones             int       `gorm:"not null"`
		StonesSeconds      int       `gorm:"not null"`
		IncrementSeconds   int       `gorm:"not null"`
		System             int       `gorm:"not null"`
		Bar                int       `gorm:"not null"`
		Floor              int       `gorm:"not null"`
		AbsentPoints       int       `gorm:"not null"`
		ByePoints          int       `gorm:"not null"`
		NBWAbsentPoints    int       `gorm:"not null"`
		NBWByePoints       int       `gorm:"not null"`
		RoundDown          bool      `gorm:"not null"`
		HandicapKind       int       `gorm:"not null"`
		HandicapThreshold  int       `gorm:"not null"`
		HandicapCorrection int       `gorm:"not null"`
		HandicapCeiling    int       `gorm:"not null"`
		HandicapOnRank     bool      `gorm:"not null"`
		Criteria           string    `gorm:"type:text;not null"`
		Pairing            pairing   `gorm:"embedded;embeddedPrefix:pairing_"`
		Extra              string    `gorm:"type:text;not null"`
	}
	type player struct {
		ID            uint       `gorm:"primaryKey"`
		TournamentID  uint       `gorm:"not null;uniqueIndex:idx_players_key,priority:1"`
		Tournament    tournament `gorm:"constraint:OnDelete:CASCADE"`
		NameKey       string     `gorm:"size:400;not null;uniqueIndex:idx_players_key,priority:2"`
		Name          string     `gorm:"size:200;not null"`
		FirstName     string     `gorm:"size:200;not null"`
		Rank          int        `gorm:"not null"`
		Rating        int        `gorm:"not null"`
		Club          string     `gorm:"size:100;not null"`
		Country       string     `gorm:"size:10;not null"`
		EGDPin        string     `gorm:"size:20;not null"`
		MMSCorrection int        `gorm:"not null"`
		Absent        string     `gorm:"type:text;not null"`
		Status        int        `gorm:"not null"`
		Extra         string     `gorm:"type:text;not null"`
		CreatedAt     time.Time  `gorm:"not null"`
		UpdatedAt     time.Time  `gorm:"not null"`
	}
	type game struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_games_table,priority:1;uniqueIndex:idx_games_white,priority:1;uniqueIndex:idx_games_black,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null;uniqueIndex:idx_games_table,priority:2;uniqueIndex:idx_games_white,priority:2;uniqueIndex:idx_games_black,priority:2"`
		TableNumber  int        `gorm:"not null;uniqueIndex:idx_games_table,priority:3"`
		WhiteID      uint       `gorm:"not null;uniqueIndex:idx_games_white,priority:3"`
		White        player     `gorm:"foreignKey:WhiteID"`
		BlackID      uint       `gorm:"not null;uniqueIndex:idx_games_black,priority:3"`
		Black        player     `gorm:"foreignKey:BlackID"`
		Handicap     int        `gorm:"not null"`
		Komi         int        `gorm:"not null"`
		Prisoners    int        `gorm:"not null"`
		Result       string     `gorm:"size:10;not null"`
		ByDefault    bool       `gorm:"not null"`
		KnownColor   bool       `gorm:"not null"`
		UpdatedAt    time.Time  `gorm:"not null"`
	}
	type bye struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_byes_round,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null;uniqueIndex:idx_byes_round,priority:2"`
		PlayerID     uint       `gorm:"not null"`
		Player       player
	}
	type resultChange struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_result_changes_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		GameID       *uint
		Game         *game     `gorm:"constraint:OnDelete:SET NULL"`
		Round        int       `gorm:"not null"`
		TableNumber  int       `gorm:"not null"`
		OldResult    string    `gorm:"size:10;not null"`
		NewResult    string    `gorm:"size:10;not null"`
		OldByDefault bool      `gorm:"not null"`
		NewByDefault bool      `gorm:"not null"`
		ChangedAt    time.Time `gorm:"not null"`
		ChangedBy    string    `gorm:"size:200;not null"`
	}
	return tx.Migrator().CreateTable(&tournament{}, &player{}, &game{}, &bye{}, &resultChange{})
}

// migrateDirectors creates the director's credentials, the server-side sessions and the log of
// login attempts that rate-limits password guessing.
func migrateDirectors(tx *gorm.DB) error {
	type director struct {
		ID           uint      `gorm:"primaryKey"`
		Name         string    `gorm:"size:100;not null;uniqueIndex:idx_directors_name"`
		PasswordHash string    `gorm:"size:100;not null"`
		CreatedAt    time.Time `gorm:"not null"`
		UpdatedAt    time.Time `gorm:"not null"`
	}
	type session struct {
		ID         uint      `gorm:"primaryKey"`
		TokenHash  string    `gorm:"size:64;not null;uniqueIndex:idx_sessions_token"`
		DirectorID uint      `gorm:"not null"`
		Director   director  `gorm:"constraint:OnDelete:CASCADE"`
		CreatedAt  time.Time `gorm:"not null"`
		ExpiresAt  time.Time `gorm:"not null;index:idx_sessions_expiry"`
	}
	type loginAttempt struct {
		ID      uint      `gorm:"primaryKey"`
		IP      string    `gorm:"size:64;not null;index:idx_login_attempts_ip,priority:1"`
		At      time.Time `gorm:"not null;index:idx_login_attempts_ip,priority:2"`
		Success bool      `gorm:"not null"`
	}
	return tx.Migrator().CreateTable(&director{}, &session{}, &loginAttempt{})
}

// migrateGameRecords creates the table of uploaded SGF game records and the engine's score
// of each.
func migrateGameRecords(tx *gorm.DB) error {
	type game struct {
		ID uint `gorm:"primaryKey"`
	}
	type gameRecord struct {
		ID         uint      `gorm:"primaryKey"`
		GameID     uint      `gorm:"not null;index:idx_game_records_game"`
		Game       game      `gorm:"constraint:OnDelete:CASCADE"`
		SGF        string    `gorm:"type:text;not null"`
		Score      string    `gorm:"size:40;not null"`
		Details    string    `gorm:"type:text;not null"`
		UploadedAt time.Time `gorm:"not null"`
		UploadedBy string    `gorm:"size:200;not null"`
	}
	return tx.Migrator().CreateTable(&gameRecord{})
}

// migrateCountUnplayed adds the option of counting unplayed rounds as half a game for the SOS
// of the opponents (OpenGotha's genCountNotPlayedGamesAsHalfPoint); existing tournaments keep
// OpenGotha's default, off.
func migrateCountUnplayed(tx *gorm.DB) error {
	type tournament struct {
		CountUnplayedAsHalf bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&tournament{}, "CountUnplayedAsHalf")
}

// migrateRankFromList adds the players' choice of following the EGD rating list with their
// rank and rating; players registered before keep their declared rank (false).
func migrateRankFromList(tx *gorm.DB) error {
	type player struct {
		RankFromList bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&player{}, "RankFromList")
}

// migrateRatingList creates the table that keeps the last EGD rating list the director
// loaded, so that it survives a restart: one row, the text gzipped.
func migrateRatingList(tx *gorm.DB) error {
	type ratingList struct {
		ID       uint      `gorm:"primaryKey"`
		Name     string    `gorm:"size:400;not null"`
		LoadedAt time.Time `gorm:"not null"`
		Size     int       `gorm:"not null"`
		Data     []byte    `gorm:"not null"`
	}
	return tx.Migrator().CreateTable(&ratingList{})
}

// migrateHandicapPrisoners adds the prisoners White hands over for each rank beyond the
// handicap ceiling under the rank-difference rule, which hoshi fixed at 5 before; existing
// tournaments keep 5. That rule used to ignore the stored ceiling and take 9 stones on
// boards of 19 lines and more, 5 on smaller ones: its tournaments get that ceiling stored,
// so that their handicaps stay as they were.
func migrateHandicapPrisoners(tx *gorm.DB) error {
	type tournament struct {
		HandicapPrisoners int `gorm:"not null;default:5"`
	}
	if err := tx.Migrator().AddColumn(&tournament{}, "HandicapPrisoners"); err != nil {
		return err
	}
	const rankDifference = 1 // tournament.HandicapRankDifference when this step was written
	return tx.Exec(`UPDATE tournaments SET handicap_ceiling = CASE WHEN board_size < 19 THEN 5 ELSE 9 END
		WHERE handicap_kind = ?`, rankDifference).Error
}

// migrateUnranked adds the mark of players registered without a rank (at 20k); players
// registered before keep their rank as declared (false).
func migrateUnranked(tx *gorm.DB) error {
	type player struct {
		Unranked bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&player{}, "Unranked")
}

// migrateNamesNFC gives the players stored before names were kept in Unicode's NFC form their
// names in that form and the key of it, so that the same name typed with combining accents
// ("Dvor\u030ca\u0301k") is found as a duplicate of the one typed with composed letters. A player
// whose new key another player of his tournament already has (the same person registered
// twice, once in each form) keeps his row as it is: the director sees both on the list.
func migrateNamesNFC(tx *gorm.DB) error {
	type player struct {
		ID           uint
		TournamentID uint
		NameKey      string
		Name         string
		FirstName    string
	}
	// nfcKey is the key of the NFC form as hoshi made it when this step was written: upper
	// case as Java's (ss for sharp s), without spaces.
	nfcKey := func(s string) string {
		return strings.ReplaceAll(cases.Upper(language.Und).String(norm.NFC.String(s)), " ", "")
	}
	var rows []player
	if err := tx.Select("id, tournament_id, name_key, name, first_name").Order("id").Find(&rows).Error; err != nil {
		return fmt.Errorf("read players: %w", err)
	}
	type key struct {
		tournament uint
		name       string
	}
	taken := make(map[key]bool, len(rows))
	for _, r := range rows {
		taken[key{r.TournamentID, r.NameKey}] = true
	}
	for _, r := range rows {
		name, first := norm.NFC.String(r.Name), norm.NFC.String(r.FirstName)
		k := nfcKey(name + first)
		if name == r.Name && first == r.FirstName && k == r.NameKey {
			continue
		}
		if k != r.NameKey && taken[key{r.TournamentID, k}] {
			continue
		}
		delete(taken, key{r.TournamentID, r.NameKey})
		taken[key{r.TournamentID, k}] = true
		err := tx.Model(&player{}).Where("id = ?", r.ID).
			Updates(map[string]any{"name": name, "first_name": first, "name_key": k}).Error
		if err != nil {
			return fmt.Errorf("player %d: %w", r.ID, err)
		}
	}
	return nil
}

// migrateUsers turns the single director's password into user accounts: the directors table
// gains an e-mail and an administrator flag, its one row (the single password of earlier
// versions) becomes the administrator "admin" with the same password hash, so that an
// installation upgrades without losing its password or its open sessions. Roles per
// tournament, invitations and the per-account login count get their tables and columns.
func migrateUsers(tx *gorm.DB) error {
	type director struct {
		ID           uint      `gorm:"primaryKey"`
		Name         string    `gorm:"size:100;not null;uniqueIndex:idx_directors_name"`
		Email        string    `gorm:"size:200;not null;default:''"`
		Admin        bool      `gorm:"not null;default:false"`
		PasswordHash string    `gorm:"size:100;not null"`
		CreatedAt    time.Time `gorm:"not null"`
		UpdatedAt    time.Time `gorm:"not null"`
	}
	type tournament struct {
		ID uint `gorm:"primaryKey"`
	}
	type tournamentRole struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_tournament_roles_user,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		DirectorID   uint       `gorm:"not null;uniqueIndex:idx_tournament_roles_user,priority:2;index:idx_tournament_roles_director"`
		Director     director   `gorm:"constraint:OnDelete:CASCADE"`
		Role         string     `gorm:"size:20;not null"`
	}
	type invite struct {
		ID         uint      `gorm:"primaryKey"`
		TokenHash  string    `gorm:"size:64;not null;uniqueIndex:idx_invites_token"`
		DirectorID uint      `gorm:"not null;index:idx_invites_director"`
		Director   director  `gorm:"constraint:OnDelete:CASCADE"`
		CreatedAt  time.Time `gorm:"not null"`
		ExpiresAt  time.Time `gorm:"not null"`
	}
	type loginAttempt struct {
		ID      uint      `gorm:"primaryKey"`
		IP      string    `gorm:"size:64;not null;index:idx_login_attempts_ip,priority:1"`
		Account string    `gorm:"size:200;not null;default:'';index:idx_login_attempts_account,priority:1"`
		At      time.Time `gorm:"not null;index:idx_login_attempts_ip,priority:2;index:idx_login_attempts_account,priority:2"`
		Success bool      `gorm:"not null"`
		Refused bool      `gorm:"not null;default:false"`
	}
	m := tx.Migrator()
	for _, col := range []string{"Email", "Admin"} {
		if err := m.AddColumn(&director{}, col); err != nil {
			return err
		}
	}
	if err := tx.Exec("UPDATE directors SET name = ?, admin = ? WHERE name = ?", "admin", true, "director").Error; err != nil {
		return err
	}
	if err := m.CreateTable(&tournamentRole{}, &invite{}); err != nil {
		return err
	}
	for _, col := range []string{"Account", "Refused"} {
		if err := m.AddColumn(&loginAttempt{}, col); err != nil {
			return err
		}
	}
	return m.CreateIndex(&loginAttempt{}, "idx_login_attempts_account")
}

// migrateLanguageZone adds the tournament's language (for the printouts on the wall) and
// time zone; existing tournaments speak English and keep UTC, as they showed before.
func migrateLanguageZone(tx *gorm.DB) error {
	type tournament struct {
		Language string `gorm:"not null;default:'en'"`
		TimeZone string `gorm:"not null;default:''"`
	}
	for _, col := range []string{"Language", "TimeZone"} {
		if err := tx.Migrator().AddColumn(&tournament{}, col); err != nil {
			return err
		}
	}
	return nil
}

// migrateConstraints adds the pairing constraints: the pairs of players kept apart and the
// tables left out by round (JSON texts of the tournament), and a player's fixed table.
func migrateConstraints(tx *gorm.DB) error {
	type tournament struct {
		AvoidPairs    string `gorm:"type:text;not null;default:'[]'"`
		LeftOutTables string `gorm:"type:text;not null;default:'{}'"`
	}
	for _, col := range []string{"AvoidPairs", "LeftOutTables"} {
		if err := tx.Migrator().AddColumn(&tournament{}, col); err != nil {
			return err
		}
	}
	type player struct {
		FixedTable int `gorm:"not null;default:0"`
	}
	return tx.Migrator().AddColumn(&player{}, "FixedTable")
}

// migrateGame adds the game a tournament plays (docs/SHOGI.md, docs/GOMOKU.md); every
// tournament of before plays Go.
func migrateGame(tx *gorm.DB) error {
	type tournament struct {
		Game string `gorm:"not null;default:'go'"`
	}
	return tx.Migrator().AddColumn(&tournament{}, "Game")
}

// migrateClosed adds the tournament's closed mark (tournament.Tournament.Closed): every
// tournament stored before is open, its live pages as they were.
func migrateClosed(tx *gorm.DB) error {
	type tournament struct {
		Closed bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&tournament{}, "Closed")
}

// migrateResultsEntered adds the tournament's count of results entered, which makes every
// tenth result's automatic backup without counting the audit trail in each result's
// transaction; it starts at what that count was: the trail's lines that are not a round's
// change ("round saved", "round saved: <who>").
func migrateResultsEntered(tx *gorm.DB) error {
	type tournament struct {
		ResultsEntered int64 `gorm:"not null;default:0"`
	}
	if err := tx.Migrator().AddColumn(&tournament{}, "ResultsEntered"); err != nil {
		return err
	}
	return tx.Exec(`UPDATE tournaments SET results_entered = (SELECT COUNT(*) FROM result_changes c
		WHERE c.tournament_id = tournaments.id AND c.changed_by <> ? AND c.changed_by NOT LIKE ?)`,
		"round saved", "round saved: %").Error
}

// migrateCheckedTextsRecords brings to today's checks what a restore of a backup stored before
// restores were checked as the API checks (and what a hand-edited database may hold):
//
//   - a player's name, first name, club, country or EGD PIN, and a tournament's name, short
//     name, place or director, with a control character (a line break, a tab, NUL...) or
//     invalid UTF-8 gets a space for each, its runs of spaces made one, trimmed; one over its
//     limit (80 characters for names and clubs, 16 for a PIN, 120 for a tournament's texts)
//     is cut to it. A player whose new name another of his tournament already has gets " (2)"
//     (then " (3)"...) after his first name: both stay registered, the director tells them
//     apart.
//   - a game record whose SGF does not parse, holds no game, is played on another board than
//     its tournament's (SZ, 19 when missing) or holds a dispute settled by play that does not
//     read, is taken out of game_records into set_aside_records, with the reason, the round
//     and the table: no page or file reads it any more, and it stays in the database for the
//     director to look at (docs/DEPLOY.md). Its game keeps its result.
//
// The checks are copies of those of this step's day, so that later changes do not change
// what it does.
func migrateCheckedTextsRecords(tx *gorm.DB) error {
	type tournament struct {
		ID uint `gorm:"primaryKey"`
	}
	type setAsideRecord struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_set_aside_records_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null"`
		TableNumber  int        `gorm:"not null"`
		SGF          string     `gorm:"type:text;not null"`
		Score        string     `gorm:"not null;default:''"`
		UploadedAt   time.Time  `gorm:"not null"`
		UploadedBy   string     `gorm:"not null;default:''"`
		Reason       string     `gorm:"type:text;not null"`
		SetAsideAt   time.Time  `gorm:"not null"`
	}
	if err := tx.Table("set_aside_records").Migrator().CreateTable(&setAsideRecord{}); err != nil {
		return err
	}
	clean := func(s string, limit int) string {
		if strings.ContainsFunc(s, checkedUnsafeRune) || !utf8.ValidString(s) {
			s = strings.Join(strings.Fields(strings.Map(func(r rune) rune {
				if r == utf8.RuneError || checkedUnsafeRune(r) {
					return ' '
				}
				return r
			}, strings.ToValidUTF8(s, " "))), " ")
		}
		if utf8.RuneCountInString(s) > limit {
			s = strings.TrimSpace(string([]rune(s)[:limit]))
		}
		return s
	}
	key := func(s string) string {
		return strings.ReplaceAll(cases.Upper(language.Und).String(norm.NFC.String(s)), " ", "")
	}

	type player struct {
		ID           uint
		TournamentID uint
		NameKey      string
		Name         string
		FirstName    string
		Club         string
		Country      string
		EGDPin       string `gorm:"column:egd_pin"`
	}
	var players []player
	if err := tx.Table("players").Order("id").Find(&players).Error; err != nil {
		return fmt.Errorf("read players: %w", err)
	}
	type tkey struct {
		tournament uint
		key        string
	}
	taken := make(map[tkey]bool, len(players))
	for _, p := range players {
		taken[tkey{p.TournamentID, p.NameKey}] = true
	}
	for _, p := range players {
		q := p
		q.Name, q.FirstName = clean(p.Name, 80), clean(p.FirstName, 80)
		q.Club, q.Country, q.EGDPin = clean(p.Club, 80), clean(p.Country, 80), clean(p.EGDPin, 16)
		if q == p {
			continue
		}
		if q.Name != p.Name || q.FirstName != p.FirstName {
			delete(taken, tkey{p.TournamentID, p.NameKey})
			first := q.FirstName
			for n := 2; taken[tkey{p.TournamentID, key(q.Name + q.FirstName)}]; n++ {
				q.FirstName = fmt.Sprintf("%s (%d)", first, n)
			}
			q.NameKey = key(q.Name + q.FirstName)
			taken[tkey{p.TournamentID, q.NameKey}] = true
		}
		err := tx.Table("players").Where("id = ?", p.ID).Updates(map[string]any{"name": q.Name, "first_name": q.FirstName,
			"name_key": q.NameKey, "club": q.Club, "country": q.Country, "egd_pin": q.EGDPin}).Error
		if err != nil {
			return fmt.Errorf("player %d: %w", p.ID, err)
		}
	}

	type texts struct {
		ID                               uint
		Name, ShortName, Place, Director string
		BoardSize                        int
	}
	var tournaments []texts
	if err := tx.Table("tournaments").Order("id").Find(&tournaments).Error; err != nil {
		return fmt.Errorf("read tournaments: %w", err)
	}
	boards := map[uint]int{}
	for _, t := range tournaments {
		boards[t.ID] = t.BoardSize
		u := t
		u.Name, u.ShortName, u.Place, u.Director = clean(t.Name, 120), clean(t.ShortName, 120), clean(t.Place, 120), clean(t.Director, 120)
		if u == t {
			continue
		}
		err := tx.Table("tournaments").Where("id = ?", t.ID).Updates(map[string]any{"name": u.Name, "short_name": u.ShortName,
			"place": u.Place, "director": u.Director}).Error
		if err != nil {
			return fmt.Errorf("tournament %d: %w", t.ID, err)
		}
	}

	type record struct {
		ID           uint
		GameID       uint
		SGF          string `gorm:"column:sgf"`
		Score        string
		UploadedAt   time.Time
		UploadedBy   string
		TournamentID uint
		Round        int
		TableNumber  int
	}
	var records []record
	err := tx.Table("game_records").Select("game_records.id, game_records.game_id, game_records.sgf, game_records.score, " +
		"game_records.uploaded_at, game_records.uploaded_by, games.tournament_id, games.round, games.table_number").
		Joins("JOIN games ON games.id = game_records.game_id").Order("game_records.id").Find(&records).Error
	if err != nil {
		return fmt.Errorf("read game records: %w", err)
	}
	now := time.Now().UTC()
	for _, r := range records {
		reason := checkedRecordProblem(r.SGF, boards[r.TournamentID])
		if reason == "" {
			continue
		}
		aside := setAsideRecord{TournamentID: r.TournamentID, Round: r.Round, TableNumber: r.TableNumber,
			SGF: strings.ToValidUTF8(strings.ReplaceAll(r.SGF, "\x00", ""), "\uFFFD"), Score: r.Score,
			UploadedAt: r.UploadedAt, UploadedBy: r.UploadedBy, Reason: reason, SetAsideAt: now}
		if err := tx.Table("set_aside_records").Omit("Tournament").Create(&aside).Error; err != nil {
			return fmt.Errorf("set aside game record %d: %w", r.ID, err)
		}
		if err := tx.Exec("DELETE FROM game_records WHERE id = ?", r.ID).Error; err != nil {
			return fmt.Errorf("set aside game record %d: %w", r.ID, err)
		}
	}
	return nil
}

// checkedUnsafeRune is a character no text of hoshi holds since 2026-11-29 (a copy of
// tournament's unsafeRune of that day).
func checkedUnsafeRune(r rune) bool {
	return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == '\uFFFE' || r == '\uFFFF'
}

// checkedRecordProblem is why a game record would be refused by the JSON API's upload of
// 2026-11-29 on a board of size size, "" when it would not.
func checkedRecordProblem(data string, size int) string {
	col, err := sgf.Parse([]byte(data))
	if err != nil {
		return fmt.Sprintf("not a valid SGF file: %v", err)
	}
	if len(col.Games) == 0 {
		return "the SGF file holds no game"
	}
	gi, err := sgf.ReadGameInfo(col.Games[0])
	if err != nil {
		return err.Error()
	}
	if gi.Size != size {
		return fmt.Sprintf("the game is played on a %dx%d board, but the tournament plays on %dx%d", gi.Size, gi.Size, size, size)
	}
	if _, err := sgf.SplitResumption(col.Games[0]); err != nil {
		return fmt.Sprintf("the dispute settled by play in the file does not read: %v", err)
	}
	return ""
}
