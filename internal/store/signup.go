package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type registrationRow struct {
	ID           uint
	TournamentID uint
	Open         bool
	Closes       string
}

func (registrationRow) TableName() string { return "registrations" }

type signupRow struct {
	ID           uint
	TournamentID uint
	PlayerID     *uint
	Email        string
	Address      string
	CreatedAt    time.Time
}

func (signupRow) TableName() string { return "signups" }

const dateLayout = "2006-01-02"

// Registration returns a tournament's online sign-up setting (closed if never set).
func (db *DB) Registration(ctx context.Context, id TournamentID) (tournament.Registration, error) {
	var row registrationRow
	err := db.gorm.WithContext(ctx).Where("tournament_id = ?", id).Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return tournament.Registration{}, nil
	}
	if err != nil {
		return tournament.Registration{}, fmt.Errorf("tournament %d: registration: %w", id, err)
	}
	return row.registration()
}

func (r *registrationRow) registration() (tournament.Registration, error) {
	reg := tournament.Registration{Open: r.Open}
	if r.Closes != "" {
		d, err := time.Parse(dateLayout, r.Closes)
		if err != nil {
			return reg, fmt.Errorf("tournament %d: registration closes %q: %w", r.TournamentID, r.Closes, err)
		}
		reg.Closes = d
	}
	return reg, nil
}

// SetRegistration stores a tournament's online sign-up setting.
func (db *DB) SetRegistration(ctx context.Context, id TournamentID, r tournament.Registration) error {
	row := registrationRow{TournamentID: uint(id), Open: r.Open}
	if !r.Closes.IsZero() {
		row.Closes = r.Closes.Format(dateLayout)
	}
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		return tx.Clauses(clause.OnConflict{
			Columns:   []clause.Column{{Name: "tournament_id"}},
			DoUpdates: clause.AssignmentColumns([]string{"open", "closes"}),
		}).Create(&row).Error
	})
}

// SignupLimits bound the sign-ups of the public form.
type SignupLimits struct {
	// PerAddress sign-ups from one address within Window (all tournaments).
	PerAddress int
	Window     time.Duration
	// MaxPending preliminary players signed up and not yet confirmed or rejected, per
	// tournament.
	MaxPending int
}

// Signup is what a sign-up adds to the player it registered.
type Signup struct {
	Player  tournament.PlayerID // 0 once the director rejected (deleted) him
	Email   string
	Address string
	At      time.Time
}

// Field names of the refusals of SignUp.
const (
	FieldSignupClosed  = "registration"
	FieldSignupRate    = "address"
	FieldSignupPending = "pending"
)

// SignUp registers p as a preliminary player from the public form, with his details d (the
// woman mark the form may give), if the tournament takes sign-ups now and the limits allow
// it: the checks, the insert and the details are one transaction that first bumps the
// tournament's revision, so that concurrent sign-ups of a tournament are ordered by the
// database, and the director's confirmation keeps the details, since the sign-up is the
// player. Refusals are ECONFLICT on FieldSignupClosed, FieldSignupRate or
// FieldSignupPending; a name already registered is ECONFLICT on "name".
func (db *DB) SignUp(ctx context.Context, id TournamentID, p tournament.Player, d tournament.PlayerDetails, email, address string, lim SignupLimits) (tournament.PlayerID, error) {
	p.ID, p.Status = 0, tournament.Preliminary
	var row playerRow
	now := db.now()
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		var reg registrationRow
		err := tx.Where("tournament_id = ?", id).Take(&reg).Error
		if err != nil && !errors.Is(err, gorm.ErrRecordNotFound) {
			return fmt.Errorf("tournament %d: registration: %w", id, err)
		}
		r, err := reg.registration()
		if err != nil {
			return err
		}
		// The closing day ends at midnight in the tournament's time zone.
		var zone struct{ TimeZone string }
		if err := tx.Table("tournaments").Select("time_zone").Where("id = ?", id).Scan(&zone).Error; err != nil {
			return fmt.Errorf("tournament %d: time zone: %w", id, err)
		}
		if !r.Accepting(now, (&tournament.Settings{TimeZone: zone.TimeZone}).Zone()) {
			return Errorf(ECONFLICT, FieldSignupClosed, "the registration is closed")
		}
		var n int64
		if err := tx.Model(&signupRow{}).Where("address = ? AND created_at > ?", address, now.Add(-lim.Window)).Count(&n).Error; err != nil {
			return fmt.Errorf("sign-up: %w", err)
		}
		if lim.PerAddress > 0 && n >= int64(lim.PerAddress) {
			return Errorf(ECONFLICT, FieldSignupRate, "too many sign-ups from your address: try again later")
		}
		if err := tx.Model(&playerRow{}).Joins("JOIN signups ON signups.player_id = players.id").
			Where("players.tournament_id = ? AND players.status = ?", id, int(tournament.Preliminary)).Count(&n).Error; err != nil {
			return fmt.Errorf("sign-up: %w", err)
		}
		if lim.MaxPending > 0 && n >= int64(lim.MaxPending) {
			return Errorf(ECONFLICT, FieldSignupPending, "too many sign-ups wait for the director's confirmation: try again later")
		}
		if err := checkAbsent(tx, id, &p, nil); err != nil {
			return err
		}
		if _, err := absentFromPaired(tx, id, &p); err != nil {
			return err
		}
		row = newPlayerRow(id, &p)
		if err := tx.Create(&row).Error; err != nil {
			if errors.Is(err, gorm.ErrDuplicatedKey) {
				return duplicate(&p)
			}
			return fmt.Errorf("sign-up: %w", err)
		}
		pid := row.ID
		if d != (tournament.PlayerDetails{}) {
			if err := putPlayerDetails(tx, id, tournament.PlayerID(pid), d); err != nil {
				return err
			}
		}
		return tx.Create(&signupRow{TournamentID: uint(id), PlayerID: &pid, Email: email, Address: address, CreatedAt: now}).Error
	})
	return tournament.PlayerID(row.ID), err
}

// Signups returns the sign-ups of a tournament's players who are still registered, by player.
func (db *DB) Signups(ctx context.Context, id TournamentID) (map[tournament.PlayerID]Signup, error) {
	var rows []signupRow
	if err := db.gorm.WithContext(ctx).Where("tournament_id = ? AND player_id IS NOT NULL", id).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("tournament %d: sign-ups: %w", id, err)
	}
	out := make(map[tournament.PlayerID]Signup, len(rows))
	for _, r := range rows {
		pid := tournament.PlayerID(*r.PlayerID)
		out[pid] = Signup{Player: pid, Email: r.Email, Address: r.Address, At: r.CreatedAt}
	}
	return out, nil
}

// ConfirmPlayers makes the given preliminary players final in one change; players already
// final are left as they are. It returns how many it confirmed. A player confirmed once rounds
// are paired is absent from those he does not play in (absentFromPaired).
func (db *DB) ConfirmPlayers(ctx context.Context, id TournamentID, pids []tournament.PlayerID) (int, error) {
	var n int64
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		if len(pids) == 0 {
			return nil
		}
		var rows []playerRow
		if err := tx.Where("tournament_id = ? AND id IN ? AND status = ?", id, pids, int(tournament.Preliminary)).Find(&rows).Error; err != nil {
			return fmt.Errorf("confirm players: %w", err)
		}
		for i := range rows {
			// Rounds paired while he waited for the confirmation: he did not play them.
			p, err := rows[i].player()
			if err != nil {
				return err
			}
			if _, err := absentFromPaired(tx, id, &p); err != nil {
				return err
			}
			res := tx.Model(&playerRow{}).Where("id = ? AND status = ?", rows[i].ID, int(tournament.Preliminary)).
				Updates(map[string]any{"status": int(tournament.Final), "absent": jsonText(p.Absent, "[]"), "updated_at": db.now()})
			if res.Error != nil {
				return fmt.Errorf("confirm players: %w", res.Error)
			}
			n += res.RowsAffected
		}
		return nil
	})
	return int(n), err
}
