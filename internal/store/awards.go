package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type prizeListRow struct {
	ID           uint
	TournamentID uint
	Categories   string
	Prizes       string
}

func (prizeListRow) TableName() string { return "prize_lists" }

type playerDetailRow struct {
	ID           uint
	TournamentID uint
	PlayerID     uint
	Born         string
	Woman        bool
}

func (playerDetailRow) TableName() string { return "player_details" }

// categoryText is a category as the database keeps it.
type categoryText struct {
	Name      string                `json:"name"`
	Kind      string                `json:"kind"`
	Strongest string                `json:"strongest,omitempty"`
	Weakest   string                `json:"weakest,omitempty"`
	BornFrom  string                `json:"born_from,omitempty"`
	Value     string                `json:"value,omitempty"`
	Players   []tournament.PlayerID `json:"players,omitempty"`
}

type prizeText struct {
	Name     string `json:"name"`
	Category string `json:"category,omitempty"`
}

// Awards returns a tournament's categories and prize list (none if never set).
func (db *DB) Awards(ctx context.Context, id TournamentID) ([]tournament.Category, []tournament.Prize, error) {
	var row prizeListRow
	err := db.gorm.WithContext(ctx).Where("tournament_id = ?", id).Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("tournament %d: prize list: %w", id, err)
	}
	return row.awards()
}

// awards decodes a stored prize list.
func (row *prizeListRow) awards() ([]tournament.Category, []tournament.Prize, error) {
	id := row.TournamentID
	var cts []categoryText
	var pts []prizeText
	if err := json.Unmarshal([]byte(row.Categories), &cts); err != nil {
		return nil, nil, fmt.Errorf("tournament %d: categories: %w", id, err)
	}
	if err := json.Unmarshal([]byte(row.Prizes), &pts); err != nil {
		return nil, nil, fmt.Errorf("tournament %d: prizes: %w", id, err)
	}
	cats := make([]tournament.Category, len(cts))
	for i, c := range cts {
		cat := tournament.Category{Name: c.Name, Kind: tournament.CategoryKind(c.Kind), Value: c.Value, Players: c.Players}
		if c.Strongest != "" {
			cat.Strongest, _ = rank.Parse(c.Strongest)
			cat.Weakest, _ = rank.Parse(c.Weakest)
		}
		if c.BornFrom != "" {
			cat.BornFrom, _ = time.Parse(dateLayout, c.BornFrom)
		}
		cats[i] = cat
	}
	prizes := make([]tournament.Prize, len(pts))
	for i, p := range pts {
		prizes[i] = tournament.Prize{Name: p.Name, Category: p.Category}
	}
	return cats, prizes, nil
}

// SetAwards replaces a tournament's categories and prize list. Each category is checked
// (Category.Validate), names are unique, and every prize names a category that exists
// (EINVALID otherwise, nothing stored).
func (db *DB) SetAwards(ctx context.Context, id TournamentID, cats []tournament.Category, prizes []tournament.Prize) error {
	row, err := newPrizeListRow(id, cats, prizes)
	if err != nil {
		return err
	}
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		return tx.Clauses(clause.OnConflict{
			Columns:   []clause.Column{{Name: "tournament_id"}},
			DoUpdates: clause.AssignmentColumns([]string{"categories", "prizes"}),
		}).Create(&row).Error
	})
}

// invalidFields is the refusal (EINVALID on field) of err, the problems of a check of package
// tournament: by its key when it is one keyed problem, else their messages joined.
func invalidFields(field string, err error) *Error {
	msg := tournament.FieldMessages(err)
	var fe *tournament.FieldError
	if errors.As(err, &fe) && fe.Key != nil && fe.Key.Error() == msg {
		return keyedErr(EINVALID, field, fe.Key)
	}
	return Errorf(EINVALID, field, "%s", msg)
}

// newPrizeListRow checks and encodes a tournament's categories and prize list as SetAwards
// stores them.
func newPrizeListRow(id TournamentID, cats []tournament.Category, prizes []tournament.Prize) (prizeListRow, error) {
	seen := map[string]bool{}
	cts := make([]categoryText, len(cats))
	for i := range cats {
		c := &cats[i]
		if err := c.Validate(); err != nil {
			return prizeListRow{}, invalidFields("categories", err)
		}
		if seen[c.Name] {
			return prizeListRow{}, Errorf(EINVALID, "categories", "two categories are named %q", c.Name)
		}
		seen[c.Name] = true
		ct := categoryText{Name: c.Name, Kind: string(c.Kind), Value: c.Value, Players: c.Players}
		if c.Kind == tournament.CategoryRanks {
			ct.Strongest, ct.Weakest = c.Strongest.String(), c.Weakest.String()
		}
		if !c.BornFrom.IsZero() {
			ct.BornFrom = c.BornFrom.Format(dateLayout)
		}
		cts[i] = ct
	}
	if _, err := tournament.AwardPrizes(nil, prizes, cats, nil); err != nil {
		return prizeListRow{}, invalidFields("prizes", err)
	}
	pts := make([]prizeText, len(prizes))
	for i, p := range prizes {
		pts[i] = prizeText{Name: p.Name, Category: p.Category}
	}
	return prizeListRow{TournamentID: uint(id), Categories: jsonText(cts, "[]"), Prizes: jsonText(pts, "[]")}, nil
}

// PlayerDetails returns the details of a tournament's players who have any, by player.
func (db *DB) PlayerDetails(ctx context.Context, id TournamentID) (map[tournament.PlayerID]tournament.PlayerDetails, error) {
	var rows []playerDetailRow
	if err := db.gorm.WithContext(ctx).Where("tournament_id = ?", id).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("tournament %d: player details: %w", id, err)
	}
	out := make(map[tournament.PlayerID]tournament.PlayerDetails, len(rows))
	for _, r := range rows {
		d := tournament.PlayerDetails{Woman: r.Woman}
		if r.Born != "" {
			b, err := time.Parse(dateLayout, r.Born)
			if err != nil {
				return nil, fmt.Errorf("player %d: born %q: %w", r.PlayerID, r.Born, err)
			}
			d.Born = b
		}
		out[tournament.PlayerID(r.PlayerID)] = d
	}
	return out, nil
}

// SetPlayerDetails replaces the details of some players of a tournament in one change.
func (db *DB) SetPlayerDetails(ctx context.Context, id TournamentID, details map[tournament.PlayerID]tournament.PlayerDetails) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		for pid, d := range details {
			var n int64
			if err := tx.Model(&playerRow{}).Where("id = ? AND tournament_id = ?", pid, id).Count(&n).Error; err != nil {
				return fmt.Errorf("player details: %w", err)
			}
			if n == 0 {
				return keyedErr(ENOTFOUND, "player", msgPlayerNotFound.New(pid))
			}
			if err := putPlayerDetails(tx, id, pid, d); err != nil {
				return err
			}
		}
		return nil
	})
}

// putPlayerDetails writes the details of player pid, replacing those he had.
func putPlayerDetails(tx *gorm.DB, id TournamentID, pid tournament.PlayerID, d tournament.PlayerDetails) error {
	row := playerDetailRow{TournamentID: uint(id), PlayerID: uint(pid), Woman: d.Woman}
	if !d.Born.IsZero() {
		row.Born = d.Born.Format(dateLayout)
	}
	err := tx.Clauses(clause.OnConflict{
		Columns:   []clause.Column{{Name: "player_id"}},
		DoUpdates: clause.AssignmentColumns([]string{"born", "woman"}),
	}).Create(&row).Error
	if err != nil {
		return fmt.Errorf("player details: %w", err)
	}
	return nil
}

// putWoman sets the woman mark of player pid in tx, keeping his birth date.
func putWoman(tx *gorm.DB, id TournamentID, pid tournament.PlayerID, woman bool) error {
	err := tx.Clauses(clause.OnConflict{
		Columns:   []clause.Column{{Name: "player_id"}},
		DoUpdates: clause.AssignmentColumns([]string{"woman"}),
	}).Create(&playerDetailRow{TournamentID: uint(id), PlayerID: uint(pid), Woman: woman}).Error
	if err != nil {
		return fmt.Errorf("player details: %w", err)
	}
	return nil
}
