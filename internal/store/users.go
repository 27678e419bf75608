package store

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"
	"gorm.io/gorm"
)

// UserID identifies a user account.
type UserID uint

// User is an account that logs in with its name or e-mail and a password. The administrator
// (Admin) manages every tournament and every user; the others have a Role per tournament.
type User struct {
	ID    UserID
	Name  string
	Email string
	Admin bool
	// HasPassword is false for an invited user who has not yet chosen a password.
	HasPassword bool
}

// Role is what a user may do in one tournament.
type Role string

const (
	// RoleNone: the tournament's public pages only.
	RoleNone Role = ""
	// RoleDirector may change everything of the tournament.
	RoleDirector Role = "director"
	// RoleDesk is the results desk: results, game records and their scoring, prints.
	RoleDesk Role = "desk"
)

// TeamMember is a user and the role in one tournament.
type TeamMember struct {
	User User
	Role Role
}

func userOf(r userRow) User {
	return User{ID: UserID(r.ID), Name: r.Name, Email: r.Email, Admin: r.Admin, HasPassword: r.PasswordHash != ""}
}

// bcryptLimit is the longest password bcrypt takes (72 bytes): golang.org/x/crypto/bcrypt
// refuses longer ones. Such a password is hashed with SHA-256 first (passwordKey), so that
// every byte of it counts and a long HOSHI_ADMIN_PASSWORD is no error.
const bcryptLimit = 72

// passwordKey is what bcrypt hashes for password: the password itself up to 72 bytes, else a
// marked SHA-256 digest of it (57 bytes). A short password that equals such a digest would
// give the same key: finding one is finding a SHA-256 preimage.
func passwordKey(password string) []byte {
	if len(password) <= bcryptLimit {
		return []byte(password)
	}
	h := sha256.Sum256([]byte(password))
	return []byte("hoshi-sha256:" + base64.StdEncoding.EncodeToString(h[:]))
}

// hashPassword returns the bcrypt hash stored for password.
func hashPassword(password string) (string, error) {
	hash, err := bcrypt.GenerateFromPassword(passwordKey(password), bcrypt.DefaultCost)
	if err != nil {
		return "", Errorf(EINVALID, "password", "%v", err)
	}
	return string(hash), nil
}

// checkUser validates a new user's name and e-mail.
func checkUser(name, email string) (string, string, error) {
	name, email = strings.TrimSpace(name), strings.TrimSpace(email)
	switch {
	case name == "":
		return "", "", Errorf(EINVALID, "name", "the user's name is empty")
	case utf8.RuneCountInString(name) > 100 || len(name) > 100:
		return "", "", Errorf(EINVALID, "name", "the user's name is longer than 100 bytes")
	case strings.Contains(name, "@"):
		return "", "", Errorf(EINVALID, "name", "a user's name holds no @ (that is how an e-mail is told apart)")
	case len(email) > 200:
		return "", "", Errorf(EINVALID, "email", "the e-mail is longer than 200 bytes")
	case email != "" && (!strings.Contains(email, "@") || strings.ContainsAny(email, " \t\r\n")):
		return "", "", keyedErr(EINVALID, "email", msgEmail.New(email))
	}
	return name, email, nil
}

// CreateUser adds an account. An empty password leaves it without one until the user
// accepts an invitation (CreateInvite); otherwise it needs MinPasswordLength characters.
func (db *DB) CreateUser(ctx context.Context, name, email, password string, admin bool) (UserID, error) {
	name, email, err := checkUser(name, email)
	if err != nil {
		return 0, err
	}
	hash := ""
	if password != "" {
		if len(password) < MinPasswordLength {
			return 0, Errorf(EINVALID, "password", "the password needs at least %d characters", MinPasswordLength)
		}
		if hash, err = hashPassword(password); err != nil {
			return 0, err
		}
	}
	now := db.now()
	row := userRow{Name: name, Email: email, Admin: admin, PasswordHash: hash, CreatedAt: now, UpdatedAt: now}
	err = db.transaction(ctx, func(tx *gorm.DB) error {
		var n int64
		if err := tx.Model(&userRow{}).Where("lower(name) = lower(?)", name).Count(&n).Error; err != nil {
			return err
		}
		if n > 0 {
			return Errorf(ECONFLICT, "name", "there is already a user %q", name)
		}
		if email != "" {
			if err := tx.Model(&userRow{}).Where("lower(email) = lower(?)", email).Count(&n).Error; err != nil {
				return err
			}
			if n > 0 {
				return Errorf(ECONFLICT, "email", "there is already a user with the e-mail %q", email)
			}
		}
		return tx.Create(&row).Error
	})
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return 0, Errorf(ECONFLICT, "name", "there is already a user %q", name)
	}
	if err != nil {
		var se *Error
		if errors.As(err, &se) {
			return 0, err
		}
		return 0, fmt.Errorf("create user: %w", err)
	}
	return UserID(row.ID), nil
}

// Users lists the accounts by name.
func (db *DB) Users(ctx context.Context) ([]User, error) {
	var rows []userRow
	if err := db.gorm.WithContext(ctx).Order("name").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("users: %w", err)
	}
	users := make([]User, len(rows))
	for i, r := range rows {
		users[i] = userOf(r)
	}
	return users, nil
}

// UserByID returns one account.
func (db *DB) UserByID(ctx context.Context, id UserID) (User, error) {
	var row userRow
	if err := db.gorm.WithContext(ctx).Where("id = ?", id).Take(&row).Error; err != nil {
		return User{}, notFound(err, "user", "user")
	}
	return userOf(row), nil
}

// findUser looks up an account by name or, when login holds an @, by e-mail; both ignore case.
func findUser(tx *gorm.DB, login string) (userRow, error) {
	login = strings.TrimSpace(login)
	col := "name"
	if strings.Contains(login, "@") {
		col = "email"
	}
	var row userRow
	err := tx.Where("lower("+col+") = lower(?)", login).Take(&row).Error
	return row, err
}

// Authenticate returns the user whose name or e-mail is login and whose password is
// password; EUNAUTHORIZED otherwise, with the same message whether the account exists or not.
func (db *DB) Authenticate(ctx context.Context, login, password string) (User, error) {
	row, err := findUser(db.gorm.WithContext(ctx), login)
	if errors.Is(err, gorm.ErrRecordNotFound) {
		if login == AdminName {
			return User{}, Errorf(EUNAUTHORIZED, "password", "no administrator password is set")
		}
		// As long as a check: the answer's time tells no account's existence.
		_ = bcrypt.CompareHashAndPassword(dummyHash(), passwordKey(password))
		return User{}, keyedErr(EUNAUTHORIZED, "password", msgWrongLogin.New())
	}
	if err != nil {
		return User{}, fmt.Errorf("check password: %w", err)
	}
	if row.PasswordHash == "" || bcrypt.CompareHashAndPassword([]byte(row.PasswordHash), passwordKey(password)) != nil {
		if login == AdminName {
			return User{}, keyedErr(EUNAUTHORIZED, "password", msgWrongPassword.New())
		}
		return User{}, keyedErr(EUNAUTHORIZED, "password", msgWrongLogin.New())
	}
	return userOf(row), nil
}

// dummyHash is compared against when no account matches. It is made when a database is opened
// (see open), not when the program starts: a bcrypt hash costs some 60 ms, which every
// command that opens no database (`hoshi pair`, `hoshi score`) would pay for nothing.
var dummyHash = sync.OnceValue(func() []byte {
	h, _ := bcrypt.GenerateFromPassword([]byte("no such account"), bcrypt.DefaultCost)
	return h
})

// DeleteUser removes an account with its sessions, roles and invitations. The administrator
// "admin" stays: it is the account HOSHI_ADMIN_PASSWORD and the API's {"password"} open; so
// does the last administrator.
func (db *DB) DeleteUser(ctx context.Context, id UserID) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		var row userRow
		if err := tx.Where("id = ?", id).Take(&row).Error; err != nil {
			return notFound(err, "user", "user")
		}
		if row.Name == AdminName {
			return Errorf(EINVALID, "user", "the administrator %q cannot be deleted", AdminName)
		}
		if row.Admin {
			if err := otherAdmin(tx, row.ID); err != nil {
				return err
			}
		}
		for _, t := range []any{&sessionRow{}, &tournamentRoleRow{}, &inviteRow{}} {
			if err := tx.Where("director_id = ?", id).Delete(t).Error; err != nil {
				return fmt.Errorf("delete user: %w", err)
			}
		}
		return tx.Delete(&userRow{}, row.ID).Error
	})
}

type tournamentRoleRow struct {
	ID           uint
	TournamentID uint
	DirectorID   uint
	Role         string
}

func (tournamentRoleRow) TableName() string { return "tournament_roles" }

type inviteRow struct {
	ID         uint
	TokenHash  string
	DirectorID uint
	CreatedAt  time.Time
	ExpiresAt  time.Time
}

func (inviteRow) TableName() string { return "invites" }

// SetRole gives user the role in tournament id; RoleNone takes the role away.
func (db *DB) SetRole(ctx context.Context, id TournamentID, user UserID, role Role) error {
	switch role {
	case RoleNone, RoleDirector, RoleDesk:
	default:
		return Errorf(EINVALID, "role", "unknown role %q (director or desk)", role)
	}
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := tx.Select("id").Where("id = ?", id).Take(&tournamentRow{}).Error; err != nil {
			return notFound(err, "tournament", "tournament")
		}
		if err := tx.Where("id = ?", user).Take(&userRow{}).Error; err != nil {
			return notFound(err, "user", "user")
		}
		if err := tx.Where("tournament_id = ? AND director_id = ?", id, user).Delete(&tournamentRoleRow{}).Error; err != nil {
			return fmt.Errorf("set role: %w", err)
		}
		if role == RoleNone {
			return nil
		}
		return tx.Create(&tournamentRoleRow{TournamentID: uint(id), DirectorID: uint(user), Role: string(role)}).Error
	})
}

// RoleOf returns the user's role in tournament id (RoleNone when none).
func (db *DB) RoleOf(ctx context.Context, id TournamentID, user UserID) (Role, error) {
	var rows []tournamentRoleRow
	err := db.gorm.WithContext(ctx).Where("tournament_id = ? AND director_id = ?", id, user).Limit(1).Find(&rows).Error
	if err != nil {
		return RoleNone, fmt.Errorf("role: %w", err)
	}
	if len(rows) == 0 {
		return RoleNone, nil
	}
	return Role(rows[0].Role), nil
}

// Team lists the users with a role in tournament id, by name.
func (db *DB) Team(ctx context.Context, id TournamentID) ([]TeamMember, error) {
	var team []TeamMember
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		var roles []tournamentRoleRow
		if err := tx.Where("tournament_id = ?", id).Find(&roles).Error; err != nil {
			return err
		}
		role := map[uint]Role{}
		ids := make([]uint, len(roles))
		for i, r := range roles {
			role[r.DirectorID], ids[i] = Role(r.Role), r.DirectorID
		}
		var rows []userRow
		if err := tx.Where("id IN ?", ids).Order("name").Find(&rows).Error; err != nil {
			return err
		}
		for _, r := range rows {
			team = append(team, TeamMember{User: userOf(r), Role: role[r.ID]})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("team: %w", err)
	}
	return team, nil
}

// CreateInvite makes a one-time link token for user, valid for ttl, with which the user
// chooses a password (AcceptInvite). Only the token's hash is stored.
func (db *DB) CreateInvite(ctx context.Context, user UserID, ttl time.Duration) (string, error) {
	token, err := newToken()
	if err != nil {
		return "", err
	}
	now := db.now()
	err = db.transaction(ctx, func(tx *gorm.DB) error {
		if err := tx.Where("id = ?", user).Take(&userRow{}).Error; err != nil {
			return notFound(err, "user", "user")
		}
		if err := tx.Where("expires_at < ?", now).Delete(&inviteRow{}).Error; err != nil {
			return err
		}
		return tx.Create(&inviteRow{TokenHash: tokenHash(token), DirectorID: uint(user), CreatedAt: now, ExpiresAt: now.Add(ttl)}).Error
	})
	if err != nil {
		var se *Error
		if errors.As(err, &se) {
			return "", err
		}
		return "", fmt.Errorf("invite: %w", err)
	}
	return token, nil
}

// InviteUser returns the user an unexpired invitation token is for.
func (db *DB) InviteUser(ctx context.Context, token string) (User, error) {
	var row userRow
	err := db.gorm.WithContext(ctx).Model(&userRow{}).
		Joins("JOIN invites ON invites.director_id = directors.id").
		Where("invites.token_hash = ? AND invites.expires_at > ?", tokenHash(token), db.now()).Take(&row).Error
	if err != nil {
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return User{}, Errorf(ENOTFOUND, "token", "this invitation is unknown, used or expired")
		}
		return User{}, fmt.Errorf("invite: %w", err)
	}
	return userOf(row), nil
}

// AcceptInvite sets the password of the invitation's user and uses the invitation up: a
// token works once, even when two requests bring it at once (only one deletes its row).
func (db *DB) AcceptInvite(ctx context.Context, token, password string) (User, error) {
	if len(password) < MinPasswordLength {
		return User{}, Errorf(EINVALID, "password", "the password needs at least %d characters", MinPasswordLength)
	}
	hash, err := hashPassword(password)
	if err != nil {
		return User{}, err
	}
	var user User
	err = db.transaction(ctx, func(tx *gorm.DB) error {
		var inv inviteRow
		if err := tx.Where("token_hash = ? AND expires_at > ?", tokenHash(token), db.now()).Take(&inv).Error; err != nil {
			if errors.Is(err, gorm.ErrRecordNotFound) {
				return Errorf(ENOTFOUND, "token", "this invitation is unknown, used or expired")
			}
			return err
		}
		res := tx.Where("id = ?", inv.ID).Delete(&inviteRow{})
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected != 1 {
			return Errorf(ENOTFOUND, "token", "this invitation is unknown, used or expired")
		}
		if err := setHash(tx, inv.DirectorID, hash, db.now(), false); err != nil {
			return err
		}
		var row userRow
		if err := tx.Where("id = ?", inv.DirectorID).Take(&row).Error; err != nil {
			return err
		}
		user = userOf(row)
		return nil
	})
	if err != nil {
		var se *Error
		if errors.As(err, &se) {
			return User{}, err
		}
		return User{}, fmt.Errorf("accept invite: %w", err)
	}
	return user, nil
}

// creatorKey holds in a context the user who creates tournaments (WithCreator).
type creatorKey struct{}

// WithCreator marks ctx as a request of user: a tournament created with it, by
// CreateTournament, an import or a restored backup, makes the user its director in the same
// transaction.
func WithCreator(ctx context.Context, user UserID) context.Context {
	return context.WithValue(ctx, creatorKey{}, user)
}

// AfterCreate gives the creator of a tournament (WithCreator) the director's role.
func (r *tournamentRow) AfterCreate(tx *gorm.DB) error {
	user, ok := tx.Statement.Context.Value(creatorKey{}).(UserID)
	if !ok || user == 0 {
		return nil
	}
	role := tournamentRoleRow{TournamentID: r.ID, DirectorID: uint(user), Role: string(RoleDirector)}
	if err := tx.Session(&gorm.Session{NewDB: true}).Create(&role).Error; err != nil {
		return fmt.Errorf("director of the new tournament: %w", err)
	}
	return nil
}
