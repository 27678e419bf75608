package store

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// TournamentID identifies a stored tournament.
type TournamentID uint

// TournamentSummary is a line of the list of tournaments.
type TournamentSummary struct {
	ID        TournamentID
	Settings  tournament.Settings
	Players   int
	CreatedAt time.Time
}

func settingsRow(s *tournament.Settings) tournamentRow {
	p := &s.Pairing
	return tournamentRow{
		Game:                string(s.Game.OrGo()),
		Name:                s.Name,
		ShortName:           s.ShortName,
		Place:               s.Place,
		Country:             s.Country,
		Director:            s.Director,
		Language:            s.Language,
		TimeZone:            s.TimeZone,
		BeginDate:           s.Begin.UTC(),
		EndDate:             s.End.UTC(),
		Rounds:              s.Rounds,
		BoardSize:           s.BoardSize,
		Rules:               s.Rules,
		Komi:                s.Komi,
		TimeKind:            int(s.Time.Kind),
		BasicMinutes:        s.Time.BasicMinutes,
		PeriodSeconds:       s.Time.PeriodSeconds,
		Periods:             s.Time.Periods,
		Stones:              s.Time.Stones,
		StonesSeconds:       s.Time.StonesSeconds,
		IncrementSeconds:    s.Time.IncrementSeconds,
		System:              int(s.System),
		Bar:                 int(s.Bar),
		Floor:               int(s.Floor),
		AbsentPoints:        s.AbsentPoints,
		ByePoints:           s.ByePoints,
		NBWAbsentPoints:     s.NBWAbsentPoints,
		NBWByePoints:        s.NBWByePoints,
		RoundDown:           s.RoundDown,
		CountUnplayedAsHalf: s.CountUnplayedAsHalf,
		HandicapKind:        int(s.Handicap.Kind),
		HandicapThreshold:   int(s.Handicap.NoHandicapThreshold),
		HandicapCorrection:  s.Handicap.Correction,
		HandicapCeiling:     s.Handicap.Ceiling,
		HandicapOnRank:      s.Handicap.BasedOnRank,
		HandicapPrisoners:   s.Handicap.PrisonersPerRank,
		Criteria:            jsonText(s.Criteria, "[]"),
		Pairing: pairingColumns{
			AvoidDuplicateGame:                    p.AvoidDuplicateGame,
			Random:                                p.Random,
			Deterministic:                         p.Deterministic,
			BalanceWB:                             p.BalanceWB,
			AvoidMixingCategories:                 p.AvoidMixingCategories,
			MinimizeScoreDifference:               p.MinimizeScoreDifference,
			DUDDWeight:                            p.DUDDWeight,
			CompensateDUDD:                        p.CompensateDUDD,
			DUDDUpperMode:                         int(p.DUDDUpperMode),
			DUDDLowerMode:                         int(p.DUDDLowerMode),
			MaximizeSeeding:                       p.MaximizeSeeding,
			LastRoundForSeedSystem1:               p.LastRoundForSeedSystem1,
			SeedSystem1:                           int(p.SeedSystem1),
			SeedSystem2:                           int(p.SeedSystem2),
			AdditionalPlacementCritSystem1:        string(p.AdditionalPlacementCritSystem1),
			AdditionalPlacementCritSystem2:        string(p.AdditionalPlacementCritSystem2),
			SecondaryCriteria:                     p.SecondaryCriteria,
			BarThresholdActive:                    p.BarThresholdActive,
			RankThreshold:                         int(p.RankThreshold),
			NbWinsThresholdActive:                 p.NbWinsThresholdActive,
			MinimizeHandicap:                      p.MinimizeHandicap,
			AvoidSameGeo:                          p.AvoidSameGeo,
			PreferMMSDiffRatherThanSameCountry:    p.PreferMMSDiffRatherThanSameCountry,
			PreferMMSDiffRatherThanSameClubsGroup: p.PreferMMSDiffRatherThanSameClubsGroup,
			PreferMMSDiffRatherThanSameClub:       p.PreferMMSDiffRatherThanSameClub,
		},
		Extra:          jsonText(s.Extra, "{}"),
		AvoidPairs:     jsonText(s.AvoidPairs, "[]"),
		LeftOutTables:  jsonText(s.LeftOutTables, "{}"),
		Variant:        s.Variant,
		Opening:        s.Opening,
		Draws:          s.Draws.Name(),
		MatchGames:     s.MatchGames,
		HandicapLadder: jsonText(s.HandicapLadder, "[]"),
		SelfReport:     int(s.SelfReport),
	}
}

func (r *tournamentRow) settings() (tournament.Settings, error) {
	p := &r.Pairing
	s := tournament.Settings{
		Game:      tournament.GameKind(r.Game).OrGo(),
		Name:      r.Name,
		ShortName: r.ShortName,
		Place:     r.Place,
		Country:   r.Country,
		Director:  r.Director,
		Language:  r.Language,
		TimeZone:  r.TimeZone,
		Begin:     r.BeginDate.UTC(),
		End:       r.EndDate.UTC(),
		Rounds:    r.Rounds,
		BoardSize: r.BoardSize,
		Rules:     r.Rules,
		Komi:      r.Komi,
		Time: tournament.TimeSystem{
			Kind:             tournament.TimeKind(r.TimeKind),
			BasicMinutes:     r.BasicMinutes,
			PeriodSeconds:    r.PeriodSeconds,
			Periods:          r.Periods,
			Stones:           r.Stones,
			StonesSeconds:    r.StonesSeconds,
			IncrementSeconds: r.IncrementSeconds,
		},
		System:              tournament.System(r.System),
		Bar:                 rank.Rank(r.Bar),
		Floor:               rank.Rank(r.Floor),
		AbsentPoints:        r.AbsentPoints,
		ByePoints:           r.ByePoints,
		NBWAbsentPoints:     r.NBWAbsentPoints,
		NBWByePoints:        r.NBWByePoints,
		RoundDown:           r.RoundDown,
		CountUnplayedAsHalf: r.CountUnplayedAsHalf,
		SelfReport:          tournament.SelfReport(r.SelfReport),
		Handicap: tournament.HandicapPolicy{
			Kind:                tournament.HandicapKind(r.HandicapKind),
			NoHandicapThreshold: rank.Rank(r.HandicapThreshold),
			Correction:          r.HandicapCorrection,
			Ceiling:             r.HandicapCeiling,
			BasedOnRank:         r.HandicapOnRank,
			PrisonersPerRank:    r.HandicapPrisoners,
		},
		Pairing: tournament.PairingParameters{
			AvoidDuplicateGame:                    p.AvoidDuplicateGame,
			Random:                                p.Random,
			Deterministic:                         p.Deterministic,
			BalanceWB:                             p.BalanceWB,
			AvoidMixingCategories:                 p.AvoidMixingCategories,
			MinimizeScoreDifference:               p.MinimizeScoreDifference,
			DUDDWeight:                            p.DUDDWeight,
			CompensateDUDD:                        p.CompensateDUDD,
			DUDDUpperMode:                         tournament.DUDDMode(p.DUDDUpperMode),
			DUDDLowerMode:                         tournament.DUDDMode(p.DUDDLowerMode),
			MaximizeSeeding:                       p.MaximizeSeeding,
			LastRoundForSeedSystem1:               p.LastRoundForSeedSystem1,
			SeedSystem1:                           tournament.SeedSystem(p.SeedSystem1),
			SeedSystem2:                           tournament.SeedSystem(p.SeedSystem2),
			AdditionalPlacementCritSystem1:        tournament.Criterion(p.AdditionalPlacementCritSystem1),
			AdditionalPlacementCritSystem2:        tournament.Criterion(p.AdditionalPlacementCritSystem2),
			SecondaryCriteria:                     p.SecondaryCriteria,
			BarThresholdActive:                    p.BarThresholdActive,
			RankThreshold:                         rank.Rank(p.RankThreshold),
			NbWinsThresholdActive:                 p.NbWinsThresholdActive,
			MinimizeHandicap:                      p.MinimizeHandicap,
			AvoidSameGeo:                          p.AvoidSameGeo,
			PreferMMSDiffRatherThanSameCountry:    p.PreferMMSDiffRatherThanSameCountry,
			PreferMMSDiffRatherThanSameClubsGroup: p.PreferMMSDiffRatherThanSameClubsGroup,
			PreferMMSDiffRatherThanSameClub:       p.PreferMMSDiffRatherThanSameClub,
		},
	}
	if err := json.Unmarshal([]byte(r.Criteria), &s.Criteria); err != nil {
		return s, fmt.Errorf("tournament %d: criteria: %w", r.ID, err)
	}
	if err := json.Unmarshal([]byte(r.Extra), &s.Extra); err != nil {
		return s, fmt.Errorf("tournament %d: extra: %w", r.ID, err)
	}
	if len(s.Extra) == 0 {
		s.Extra = nil
	}
	// Empty before the migration 2026112602-constraints (a database read as it migrates).
	if err := json.Unmarshal([]byte(cmp.Or(r.AvoidPairs, "[]")), &s.AvoidPairs); err != nil {
		return s, fmt.Errorf("tournament %d: avoid pairs: %w", r.ID, err)
	}
	if len(s.AvoidPairs) == 0 {
		s.AvoidPairs = nil
	}
	if err := json.Unmarshal([]byte(cmp.Or(r.LeftOutTables, "{}")), &s.LeftOutTables); err != nil {
		return s, fmt.Errorf("tournament %d: left-out tables: %w", r.ID, err)
	}
	if len(s.LeftOutTables) == 0 {
		s.LeftOutTables = nil
	}
	s.Variant, s.Opening, s.MatchGames = r.Variant, r.Opening, r.MatchGames
	s.Draws, _ = tournament.ParseDrawRule(r.Draws)
	// Empty before the migration 2026112908-games.
	if err := json.Unmarshal([]byte(cmp.Or(r.HandicapLadder, "[]")), &s.HandicapLadder); err != nil {
		return s, fmt.Errorf("tournament %d: handicap ladder: %w", r.ID, err)
	}
	if len(s.HandicapLadder) == 0 {
		s.HandicapLadder = nil
	}
	return s, nil
}

// CreateTournament stores a new tournament with the given settings and no players. Invalid
// settings are refused with the *tournament.FieldError values of Settings.Validate.
func (db *DB) CreateTournament(ctx context.Context, s tournament.Settings) (TournamentID, error) {
	if err := s.Validate(); err != nil {
		return 0, err
	}
	if err := s.ValidateAvoidPairs(nil); err != nil {
		return 0, err // a new tournament has no players to keep apart
	}
	row := settingsRow(&s)
	// One transaction with the creator's role (WithCreator).
	if err := db.transaction(ctx, func(tx *gorm.DB) error { return tx.Create(&row).Error }); err != nil {
		return 0, fmt.Errorf("create tournament: %w", err)
	}
	return TournamentID(row.ID), nil
}

// UpdateSettingsAt replaces a tournament's settings, read from the tournament at revision rev
// (see Revision, LoadTournament): if the tournament changed since, nothing is stored and the
// answer is ECONFLICT on "revision", so that the caller reads the settings again. Fewer
// rounds than are paired is ECONFLICT; invalid settings are refused with the
// *tournament.FieldError values of Settings.Validate, and pairs to keep apart naming players
// the tournament does not have with those of Settings.ValidateAvoidPairs.
func (db *DB) UpdateSettingsAt(ctx context.Context, id TournamentID, rev int64, s tournament.Settings) error {
	return db.updateSettings(ctx, id, s, rev)
}

func (db *DB) updateSettings(ctx context.Context, id TournamentID, s tournament.Settings, rev int64) error {
	if err := s.Validate(); err != nil {
		return err
	}
	row := settingsRow(&s)
	row.UpdatedAt = db.now()
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if rev != anyRevision {
			// First, so that a stale change stops before anything is written.
			if err := bumpAt(tx, id, rev); err != nil {
				return err
			}
		}
		if err := keepRecordsBoard(tx, id, s.BoardSize); err != nil {
			return err
		}
		if err := keepPairedGame(tx, id, s.Game.OrGo()); err != nil {
			return err
		}
		if err := checkTeamGame(tx, id, s.Game.OrGo(), -1); err != nil {
			return err
		}
		if s.IsGo() {
			if err := checkSettingsKomi(tx, id, s.Komi); err != nil {
				return err
			}
		}
		if err := checkPlayersRanks(tx, id, &s); err != nil {
			return err
		}
		// Select("*") writes zero values too (false, 0, ""), which Updates would skip.
		res := tx.Model(&tournamentRow{}).Where("id = ?", id).
			Select("*").Omit("id", "created_at", "revision", "closed").Updates(&row)
		if res.Error != nil {
			return fmt.Errorf("update tournament %d: %w", id, res.Error)
		}
		if res.RowsAffected == 0 {
			return keyedErr(ENOTFOUND, "", msgTournamentNotFound.New(id))
		}
		if len(s.AvoidPairs) > 0 {
			var ids []uint
			if err := tx.Model(&playerRow{}).Where("tournament_id = ?", id).Pluck("id", &ids).Error; err != nil {
				return fmt.Errorf("update tournament %d: %w", id, err)
			}
			players := make([]tournament.Player, len(ids))
			for i, pid := range ids {
				players[i].ID = tournament.PlayerID(pid)
			}
			if err := s.ValidateAvoidPairs(players); err != nil {
				return err
			}
		}
		var paired int64
		if err := tx.Model(&gameRow{}).Where("tournament_id = ? AND round > ?", id, s.Rounds).Count(&paired).Error; err != nil {
			return fmt.Errorf("update tournament %d: %w", id, err)
		}
		if paired == 0 {
			err := tx.Model(&byeRow{}).Where("tournament_id = ? AND round > ?", id, s.Rounds).Count(&paired).Error
			if err != nil {
				return fmt.Errorf("update tournament %d: %w", id, err)
			}
		}
		if paired > 0 {
			return keyedErr(ECONFLICT, "rounds", msgRoundsPaired.New(s.Rounds))
		}
		if rev != anyRevision {
			return nil // bumped above
		}
		return bump(tx, id)
	})
}

// keepRecordsBoard refuses a board size other than that of the game records the tournament
// holds: they could no longer be scored, nor a backup of the tournament restored.
func keepRecordsBoard(tx *gorm.DB, id TournamentID, size int) error {
	var n int64
	err := tx.Model(&gameRecordRow{}).
		Joins("JOIN games ON games.id = game_records.game_id").
		Where("games.tournament_id = ?", id).Count(&n).Error
	if err != nil {
		return fmt.Errorf("update tournament %d: %w", id, err)
	}
	if n == 0 {
		return nil
	}
	var old struct{ BoardSize int }
	if err := tx.Table("tournaments").Select("board_size").Where("id = ?", id).Scan(&old).Error; err != nil {
		return fmt.Errorf("update tournament %d: %w", id, err)
	}
	if old.BoardSize != 0 && old.BoardSize != size {
		return keyedErr(ECONFLICT, "board_size", msgBoardSizeRecorded.New(n, old.BoardSize, old.BoardSize))
	}
	return nil
}

// keepPairedGame refuses another game once the tournament has paired games: their handicaps,
// colours and results are those of the game they were paired in.
func keepPairedGame(tx *gorm.DB, id TournamentID, game tournament.GameKind) error {
	var old struct{ Game string }
	if err := tx.Table("tournaments").Select("game").Where("id = ?", id).Scan(&old).Error; err != nil {
		return fmt.Errorf("update tournament %d: %w", id, err)
	}
	if tournament.GameKind(old.Game).OrGo() == game {
		return nil
	}
	var n int64
	if err := tx.Model(&gameRow{}).Where("tournament_id = ?", id).Count(&n).Error; err != nil {
		return fmt.Errorf("update tournament %d: %w", id, err)
	}
	if n > 0 {
		return keyedErr(ECONFLICT, "game", msgGamePaired.New(n, tournament.GameKind(old.Game).OrGo()))
	}
	return nil
}

// DeleteTournament removes a tournament with its players, rounds and results.
// It is a write transaction, so that a hoshi older than the database's newest writer refuses
// it (checkWriter) rather than leave rows a newer one keeps.
func (db *DB) DeleteTournament(ctx context.Context, id TournamentID) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		res := tx.Delete(&tournamentRow{}, id)
		if res.Error != nil {
			return fmt.Errorf("delete tournament %d: %w", id, res.Error)
		}
		if res.RowsAffected == 0 {
			return keyedErr(ENOTFOUND, "", msgTournamentNotFound.New(id))
		}
		return nil
	})
}

// listTournaments reads every tournament, the newest first, with its number of players.
func (db *DB) listTournaments(ctx context.Context) ([]TournamentSummary, error) {
	var rows []tournamentRow
	if err := db.gorm.WithContext(ctx).Order("begin_date DESC, id DESC").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("list tournaments: %w", err)
	}
	var counts []struct {
		TournamentID uint
		N            int
	}
	err := db.gorm.WithContext(ctx).Model(&playerRow{}).
		Select("tournament_id, count(*) AS n").Group("tournament_id").Scan(&counts).Error
	if err != nil {
		return nil, fmt.Errorf("list tournaments: %w", err)
	}
	n := make(map[uint]int, len(counts))
	for _, c := range counts {
		n[c.TournamentID] = c.N
	}
	// Not nil when empty: the cache tells a list read from none by nil.
	list := make([]TournamentSummary, 0, len(rows))
	for i := range rows {
		s, err := rows[i].settings()
		if err != nil {
			return nil, err
		}
		list = append(list, TournamentSummary{
			ID: TournamentID(rows[i].ID), Settings: s, Players: n[rows[i].ID], CreatedAt: rows[i].CreatedAt.UTC(),
		})
	}
	return list, nil
}

// Revision returns a number that grows with every change to a tournament (settings, players,
// rounds, results): a cache of anything computed from the tournament stays valid while its
// revision does not change.
func (db *DB) Revision(ctx context.Context, id TournamentID) (int64, error) {
	var row tournamentRow
	err := db.gorm.WithContext(ctx).Select("revision").Take(&row, id).Error
	if err != nil {
		return 0, notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	return row.Revision, nil
}

// LoadTournament reads the whole tournament: settings, players (in registration order),
// games (by round and table) and byes. The revision returned is the one the data belongs to.
func (db *DB) LoadTournament(ctx context.Context, id TournamentID) (*tournament.Tournament, int64, error) {
	var (
		t   *tournament.Tournament
		rev int64
	)
	// One transaction, so that the players, games and byes belong to the same revision: on
	// PostgreSQL a repeatable-read one, whose statements all see the same snapshot (under
	// the default read committed, each statement would see the changes committed before it).
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		var err error
		t, rev, err = loadTournament(tx, id)
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return t, rev, nil
}

// registeredPairs is pairs without those naming a player not among players: a pair kept
// apart whose player was deleted by a writer that left the pair (DeletePlayer drops it) is
// read as gone, so that it neither reaches the pairing nor blocks the next save of the
// settings, which writes the list without it.
func registeredPairs(pairs []tournament.PlayerPair, players []tournament.Player) []tournament.PlayerPair {
	if len(pairs) == 0 {
		return pairs
	}
	known := make(map[tournament.PlayerID]bool, len(players))
	for i := range players {
		known[players[i].ID] = true
	}
	kept := slices.DeleteFunc(pairs, func(p tournament.PlayerPair) bool { return !known[p[0]] || !known[p[1]] })
	if len(kept) == 0 {
		return nil
	}
	return kept
}

// loadTournament is LoadTournament inside the transaction tx.
func loadTournament(tx *gorm.DB, id TournamentID) (*tournament.Tournament, int64, error) {
	var t tournament.Tournament
	var row tournamentRow
	if err := tx.Take(&row, id).Error; err != nil {
		return nil, 0, notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	s, err := row.settings()
	if err != nil {
		return nil, 0, err
	}
	t.Settings = s
	t.Closed = row.Closed
	var players []playerRow
	if err := tx.Where("tournament_id = ?", id).Order("id").Find(&players).Error; err != nil {
		return nil, 0, fmt.Errorf("load players of tournament %d: %w", id, err)
	}
	t.Players = make([]tournament.Player, 0, len(players))
	for i := range players {
		p, err := players[i].player()
		if err != nil {
			return nil, 0, err
		}
		t.Players = append(t.Players, p)
	}
	t.Settings.AvoidPairs = registeredPairs(t.Settings.AvoidPairs, t.Players)
	var games []gameRow
	if err := tx.Where("tournament_id = ?", id).Order("round, table_number").Find(&games).Error; err != nil {
		return nil, 0, fmt.Errorf("load games of tournament %d: %w", id, err)
	}
	t.Games = make([]tournament.Game, 0, len(games))
	for i := range games {
		t.Games = append(t.Games, games[i].game())
	}
	var byes []byeRow
	if err := tx.Where("tournament_id = ?", id).Order("round").Find(&byes).Error; err != nil {
		return nil, 0, fmt.Errorf("load byes of tournament %d: %w", id, err)
	}
	for _, b := range byes {
		t.Byes = append(t.Byes, tournament.Bye{Round: b.Round, Player: tournament.PlayerID(b.PlayerID)})
	}
	return &t, row.Revision, nil
}

// anyRevision is the revision of callers that do not check one (bumpAt).
const anyRevision int64 = -1

// bumpAt is bump for a change computed from the tournament at revision rev: the compare and
// the increment are one UPDATE, so that of two changes read at the same revision only the
// first is stored, on SQLite and PostgreSQL alike. A tournament changed since is ECONFLICT on
// "revision"; rev anyRevision checks nothing.
func bumpAt(tx *gorm.DB, id TournamentID, rev int64) error {
	if rev == anyRevision {
		return bump(tx, id)
	}
	res := tx.Model(&tournamentRow{}).Where("id = ? AND revision = ?", id, rev).
		UpdateColumn("revision", gorm.Expr("revision + 1"))
	if res.Error != nil {
		return fmt.Errorf("tournament %d: %w", id, res.Error)
	}
	if res.RowsAffected == 1 {
		return markChanged(tx, id)
	}
	var n int64
	if err := tx.Model(&tournamentRow{}).Where("id = ?", id).Count(&n).Error; err != nil {
		return fmt.Errorf("tournament %d: %w", id, err)
	}
	if n == 0 {
		return keyedErr(ENOTFOUND, "", msgTournamentNotFound.New(id))
	}
	return Errorf(ECONFLICT, "revision", "the tournament was changed by someone else since this page was loaded: "+
		"reload it and make the change again")
}

// bump marks a change of tournament id inside a transaction; it also tells whether the
// tournament exists.
//
// It is the first statement of every transaction that changes a tournament, and it is what
// orders the changes of several processes on one database: on PostgreSQL the UPDATE locks
// the tournament's row until the transaction ends, so a second change of the same
// tournament waits there and then reads what the first one committed (read committed takes
// a fresh snapshot for each statement); on SQLite every transaction that writes begins
// IMMEDIATE (_txlock), holding the database's one write lock from its first statement.
func bump(tx *gorm.DB, id TournamentID) error {
	res := tx.Model(&tournamentRow{}).Where("id = ?", id).
		UpdateColumn("revision", gorm.Expr("revision + 1"))
	if res.Error != nil {
		return fmt.Errorf("tournament %d: %w", id, res.Error)
	}
	if res.RowsAffected == 0 {
		return keyedErr(ENOTFOUND, "", msgTournamentNotFound.New(id))
	}
	return markChanged(tx, id)
}
