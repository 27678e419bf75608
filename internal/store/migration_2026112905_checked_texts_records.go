package store

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/sgf"
	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
	"gorm.io/gorm"
)

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
