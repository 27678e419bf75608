package store

import (
	"fmt"
	"strings"

	"github.com/hoshi-go/hoshi/internal/backup"
	"gorm.io/gorm"
)

// backupRoles reads the roles of tournament id into b: each account with a role, by name.
func backupRoles(tx *gorm.DB, id TournamentID, b *backup.Backup) error {
	var rows []struct {
		Name string
		Role string
	}
	err := tx.Model(&tournamentRoleRow{}).Select("directors.name AS name, tournament_roles.role AS role").
		Joins("JOIN directors ON directors.id = tournament_roles.director_id").
		Where("tournament_roles.tournament_id = ?", id).Order("directors.name, tournament_roles.id").Scan(&rows).Error
	if err != nil {
		return fmt.Errorf("tournament %d: roles: %w", id, err)
	}
	for _, r := range rows {
		b.Roles = append(b.Roles, backup.Role{User: r.Name, Role: r.Role})
	}
	return nil
}

// restoreRoles gives the roles of b in the new tournament id to the accounts of their names
// (case ignored) and returns a note for each account this database does not have. An account
// that has a role already (the director who restores the file) keeps it.
func restoreRoles(tx *gorm.DB, id TournamentID, b *backup.Backup) ([]backup.Note, error) {
	var notes []backup.Note
	for i, r := range b.Roles {
		var users []userRow
		if err := tx.Select("id").Where("lower(name) = ?", strings.ToLower(r.User)).Limit(1).Find(&users).Error; err != nil {
			return nil, fmt.Errorf("restore roles: %w", err)
		}
		if len(users) == 0 {
			what := "co-director"
			if r.Role == backup.RoleDesk {
				what = "results desk"
			}
			notes = append(notes, backup.Note{Field: fmt.Sprintf("roles[%d].user", i+1), Key: "role_unknown_" + r.Role,
				Args: []any{"User", r.User},
				Msg:  fmt.Sprintf("this server has no account %q: its role (%s) is not restored; create the account and give it the role again", r.User, what)})
			continue
		}
		var n int64
		if err := tx.Model(&tournamentRoleRow{}).Where("tournament_id = ? AND director_id = ?", id, users[0].ID).Count(&n).Error; err != nil {
			return nil, fmt.Errorf("restore roles: %w", err)
		}
		if n > 0 {
			continue
		}
		if err := tx.Create(&tournamentRoleRow{TournamentID: uint(id), DirectorID: users[0].ID, Role: r.Role}).Error; err != nil {
			return nil, fmt.Errorf("restore roles: %w", err)
		}
	}
	return notes, nil
}
