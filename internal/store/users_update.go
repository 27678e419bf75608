package store

import (
	"context"
	"errors"
	"fmt"

	"gorm.io/gorm"
)

// UserChange is what UpdateUser changes of an account: the fields that are not nil.
type UserChange struct {
	Name  *string
	Email *string
	Admin *bool
}

// UpdateUser changes an account's name, e-mail or administrator flag and returns it. The
// names and e-mails stay unique (ignoring case); the account "admin" keeps its name and its
// flag (HOSHI_ADMIN_PASSWORD and the API's {"password"} open it), and the last administrator
// is never demoted.
func (db *DB) UpdateUser(ctx context.Context, id UserID, ch UserChange) (User, error) {
	var user User
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		var row userRow
		if err := tx.Where("id = ?", id).Take(&row).Error; err != nil {
			return notFound(err, "user", "user")
		}
		name, email := row.Name, row.Email
		if ch.Name != nil {
			name = *ch.Name
		}
		if ch.Email != nil {
			email = *ch.Email
		}
		name, email, err := checkUser(name, email)
		if err != nil {
			return err
		}
		if row.Name == AdminName && name != AdminName {
			return Errorf(EINVALID, "name", "the administrator %q keeps its name", AdminName)
		}
		var n int64
		if err := tx.Model(&userRow{}).Where("lower(name) = lower(?) AND id <> ?", name, row.ID).Count(&n).Error; err != nil {
			return err
		}
		if n > 0 {
			return Errorf(ECONFLICT, "name", "there is already a user %q", name)
		}
		if email != "" {
			if err := tx.Model(&userRow{}).Where("lower(email) = lower(?) AND id <> ?", email, row.ID).Count(&n).Error; err != nil {
				return err
			}
			if n > 0 {
				return Errorf(ECONFLICT, "email", "there is already a user with the e-mail %q", email)
			}
		}
		admin := row.Admin
		if ch.Admin != nil {
			admin = *ch.Admin
		}
		if row.Admin && !admin {
			if row.Name == AdminName {
				return Errorf(EINVALID, "admin", "the administrator %q stays an administrator", AdminName)
			}
			if err := otherAdmin(tx, row.ID); err != nil {
				return err
			}
		}
		fields := map[string]any{"name": name, "email": email, "admin": admin, "updated_at": db.now()}
		if err := tx.Model(&userRow{}).Where("id = ?", row.ID).Updates(fields).Error; err != nil {
			return err
		}
		row.Name, row.Email, row.Admin = name, email, admin
		user = userOf(row)
		return nil
	})
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return User{}, Errorf(ECONFLICT, "name", "there is already such a user")
	}
	if err != nil {
		var se *Error
		if errors.As(err, &se) {
			return User{}, err
		}
		return User{}, fmt.Errorf("update user: %w", err)
	}
	return user, nil
}

// otherAdmin refuses with EINVALID when no administrator but the account id is left.
func otherAdmin(tx *gorm.DB, id uint) error {
	var n int64
	if err := tx.Model(&userRow{}).Where("admin = ? AND id <> ?", true, id).Count(&n).Error; err != nil {
		return err
	}
	if n == 0 {
		return Errorf(EINVALID, "admin", "this is the last administrator: make another one first")
	}
	return nil
}

// UserRole is a user's role in one tournament.
type UserRole struct {
	Tournament TournamentID
	Role       Role
}

// UserRoles lists every user's roles, by tournament id.
func (db *DB) UserRoles(ctx context.Context) (map[UserID][]UserRole, error) {
	var rows []tournamentRoleRow
	if err := db.gorm.WithContext(ctx).Order("tournament_id, id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("roles: %w", err)
	}
	out := map[UserID][]UserRole{}
	for _, r := range rows {
		u := UserID(r.DirectorID)
		out[u] = append(out[u], UserRole{Tournament: TournamentID(r.TournamentID), Role: Role(r.Role)})
	}
	return out, nil
}
