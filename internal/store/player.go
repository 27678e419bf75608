package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// newPlayerRow stores the player's texts in NFC whoever calls, so that the unique key of
// name and first name finds a duplicate however its accents were typed.
func newPlayerRow(id TournamentID, pl *tournament.Player) playerRow {
	n := pl.Normalized()
	p := &n
	return playerRow{
		ID:            uint(p.ID),
		TournamentID:  uint(id),
		NameKey:       p.Key(),
		Name:          p.Name,
		FirstName:     p.FirstName,
		Rank:          int(p.Rank),
		Rating:        p.Rating,
		Club:          p.Club,
		Country:       p.Country,
		EGDPin:        p.EGDPin,
		RankFromList:  p.RankFromList,
		Unranked:      p.Unranked,
		MMSCorrection: p.MMSCorrection,
		Absent:        jsonText(p.Absent, "[]"),
		FixedTable:    p.FixedTable,
		Status:        int(p.Status),
		Extra:         jsonText(p.Extra, "{}"),
	}
}

func (r *playerRow) player() (tournament.Player, error) {
	p := tournament.Player{
		ID:            tournament.PlayerID(r.ID),
		Name:          r.Name,
		FirstName:     r.FirstName,
		Rank:          rank.Rank(r.Rank),
		Rating:        r.Rating,
		Club:          r.Club,
		Country:       r.Country,
		EGDPin:        r.EGDPin,
		RankFromList:  r.RankFromList,
		Unranked:      r.Unranked,
		MMSCorrection: r.MMSCorrection,
		FixedTable:    r.FixedTable,
		Status:        tournament.RegistrationStatus(r.Status),
	}
	if err := json.Unmarshal([]byte(r.Absent), &p.Absent); err != nil {
		return p, fmt.Errorf("player %d: absent rounds: %w", r.ID, err)
	}
	if err := json.Unmarshal([]byte(r.Extra), &p.Extra); err != nil {
		return p, fmt.Errorf("player %d: extra: %w", r.ID, err)
	}
	if len(p.Absent) == 0 {
		p.Absent = nil
	}
	if len(p.Extra) == 0 {
		p.Extra = nil
	}
	return p, nil
}

// duplicate is the error for a second registration of the same name and first name.
func duplicate(p *tournament.Player) error {
	return keyedErr(ECONFLICT, "name", msgCsvRegistered.New(p.FullName()))
}

// AddPlayerWithDetails registers a player (p.ID is ignored) with his details (the woman mark,
// the birth date, stored in the same change; zero for none) and returns the new id. A player
// whose name and first name match a registered one (OpenGotha's key: case and spaces
// ignored) is a duplicate: ECONFLICT. Absences from rounds the tournament does not have are
// refused. The rounds already paired are added to his absences (absentFromPaired): Player
// reads them back.
func (db *DB) AddPlayerWithDetails(ctx context.Context, id TournamentID, p tournament.Player, d tournament.PlayerDetails) (tournament.PlayerID, error) {
	p.ID = 0
	var row playerRow
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
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
			return fmt.Errorf("add player: %w", err)
		}
		if d != (tournament.PlayerDetails{}) {
			return putPlayerDetails(tx, id, tournament.PlayerID(row.ID), d)
		}
		return nil
	})
	return tournament.PlayerID(row.ID), err
}

// Player returns one player of a tournament.
func (db *DB) Player(ctx context.Context, id TournamentID, pid tournament.PlayerID) (tournament.Player, error) {
	var row playerRow
	err := db.gorm.WithContext(ctx).Where("id = ? AND tournament_id = ?", pid, id).Take(&row).Error
	if err != nil {
		return tournament.Player{}, notFoundKeyed(err, "", msgPlayerNotFound.New(pid))
	}
	return row.player()
}

// UpdatePlayerAt replaces the registration of player p.ID, read from the tournament at
// revision rev (see Revision, LoadTournament): if the tournament changed since, nothing is
// stored and the answer is ECONFLICT on "revision", so that the caller reads the player
// again. Absences from rounds the tournament does not have are refused, but for those
// already recorded (Player.ValidateAbsent). With woman not nil it also sets the player's
// woman mark to *woman (his other details kept), in the same transaction: a refused change
// (a stale revision, a rank the game does not have, a duplicate name) stores neither.
func (db *DB) UpdatePlayerAt(ctx context.Context, id TournamentID, rev int64, p tournament.Player, woman *bool) error {
	return db.updatePlayerCheck(ctx, id, p, rev, "", woman)
}

// PlayerVersion is a fingerprint of everything stored of a player: two readings of a player
// have the same version exactly when nothing of him changed in between. A form carries the
// version of the player it shows (UpdatePlayerIf).
func PlayerVersion(p *tournament.Player) string {
	b, _ := json.Marshal(p)
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:12])
}

// UpdatePlayerIf is UpdatePlayerAt for a player changed from the registration read with
// PlayerVersion version: if that player was changed since (by any process on the database:
// the check is made in the transaction, after the tournament's place in the order of changes
// is taken), nothing is stored and the answer is ECONFLICT on "revision". Changes of other
// players, of results or of the rounds meanwhile are no conflict. woman is as UpdatePlayerAt's.
func (db *DB) UpdatePlayerIf(ctx context.Context, id TournamentID, version string, p tournament.Player, woman *bool) error {
	return db.updatePlayerCheck(ctx, id, p, anyRevision, version, woman)
}

// updatePlayerCheck is UpdatePlayerAt at rev, and, when version is not "", UpdatePlayerIf;
// with woman not nil it sets the player's woman mark too.
func (db *DB) updatePlayerCheck(ctx context.Context, id TournamentID, p tournament.Player, rev int64, version string, woman *bool) error {
	row := newPlayerRow(id, &p)
	row.UpdatedAt = db.now()
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bumpAt(tx, id, rev); err != nil {
			return err
		}
		var cur playerRow
		err := tx.Where("id = ? AND tournament_id = ?", p.ID, id).Take(&cur).Error
		if err != nil {
			return notFoundKeyed(err, "", msgPlayerNotFound.New(p.ID))
		}
		if version != "" {
			stored, err := cur.player()
			if err != nil {
				return err
			}
			if PlayerVersion(&stored) != version {
				return Errorf(ECONFLICT, "revision", "player %d was changed by someone else since this page was loaded: "+
					"reload it and make the change again", p.ID)
			}
		}
		var kept []int
		if err := json.Unmarshal([]byte(cur.Absent), &kept); err != nil {
			return fmt.Errorf("player %d: absent rounds: %w", p.ID, err)
		}
		if err := checkAbsent(tx, id, &p, kept); err != nil {
			return err
		}
		res := tx.Model(&playerRow{}).Where("id = ? AND tournament_id = ?", p.ID, id).
			Select("*").Omit("id", "tournament_id", "created_at").Updates(&row)
		if errors.Is(res.Error, gorm.ErrDuplicatedKey) {
			return duplicate(&p)
		}
		if res.Error != nil {
			return fmt.Errorf("update player %d: %w", p.ID, res.Error)
		}
		if res.RowsAffected == 0 {
			return keyedErr(ENOTFOUND, "", msgPlayerNotFound.New(p.ID))
		}
		if woman != nil {
			return putWoman(tx, id, p.ID, *woman)
		}
		return nil
	})
}

// checkAbsent refuses absences from rounds the tournament does not have (a *FieldError on
// "Absent"), except those in kept, which are already recorded.
//
// It refuses too a rank the tournament's game does not have (tournament.Settings.CheckRank: a
// shogi grade is 15k to 9d).
func checkAbsent(tx *gorm.DB, id TournamentID, p *tournament.Player, kept []int) error {
	var t tournamentRow
	if err := tx.Select("rounds", "game").Take(&t, id).Error; err != nil {
		return notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	s := tournament.Settings{Game: tournament.GameKind(t.Game)}
	if err := s.CheckRank(p.Rank); err != nil {
		return err
	}
	if len(p.Absent) == 0 {
		return nil
	}
	return p.ValidateAbsent(t.Rounds, kept)
}

// checkGameRank refuses a rank the tournament's game does not have (checkAbsent's first check).
func checkGameRank(tx *gorm.DB, id TournamentID, p *tournament.Player) error {
	var t tournamentRow
	if err := tx.Select("game").Take(&t, id).Error; err != nil {
		return notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	s := tournament.Settings{Game: tournament.GameKind(t.Game)}
	return s.CheckRank(p.Rank)
}

// checkPlayersRanks refuses settings whose game the registered players' ranks do not fit
// (a Go tournament with a 20k made a shogi one): their ranks must change first.
func checkPlayersRanks(tx *gorm.DB, id TournamentID, s *tournament.Settings) error {
	if !s.IsShogi() {
		return nil
	}
	var rows []playerRow
	if err := tx.Select("id", "name", "first_name", "rank").Where("tournament_id = ?", id).Order("id").Find(&rows).Error; err != nil {
		return fmt.Errorf("update tournament %d: %w", id, err)
	}
	var off []string
	for _, r := range rows {
		if !s.Game.RankFits(rank.Rank(r.Rank)) {
			p := tournament.Player{Name: r.Name, FirstName: r.FirstName}
			off = append(off, fmt.Sprintf("%s (%s)", p.FullName(), rank.Rank(r.Rank)))
		}
	}
	if len(off) == 0 {
		return nil
	}
	return keyedErr(ECONFLICT, "game", msgShogiGradesChange.New(strings.Join(off, ", ")))
}

// DeletePlayer removes a player who has no game and no bye; a player who has played must stay
// (mark the rounds absent instead): ECONFLICT. The pairs kept apart that name him go with him.
func (db *DB) DeletePlayer(ctx context.Context, id TournamentID, pid tournament.PlayerID) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		var n int64
		err := tx.Model(&gameRow{}).Where("tournament_id = ? AND (white_id = ? OR black_id = ?)", id, pid, pid).Count(&n).Error
		if err != nil {
			return fmt.Errorf("delete player %d: %w", pid, err)
		}
		var b int64
		if err := tx.Model(&byeRow{}).Where("tournament_id = ? AND player_id = ?", id, pid).Count(&b).Error; err != nil {
			return fmt.Errorf("delete player %d: %w", pid, err)
		}
		if n+b > 0 {
			return Errorf(ECONFLICT, "", "player %d is paired in a round; unpair it or mark the player absent", pid)
		}
		if err := notInTeam(tx, id, pid); err != nil {
			return err
		}
		res := tx.Where("id = ? AND tournament_id = ?", pid, id).Delete(&playerRow{})
		if res.Error != nil {
			return fmt.Errorf("delete player %d: %w", pid, res.Error)
		}
		if res.RowsAffected == 0 {
			return keyedErr(ENOTFOUND, "", msgPlayerNotFound.New(pid))
		}
		if err := leaveCategories(tx, id, pid); err != nil {
			return err
		}
		return dropAvoidPairs(tx, id, pid)
	})
}

// notInTeam refuses to delete a member of a team whose boards he is needed for: the team
// would be left with fewer players than boards (a Pair Go or Rengo side, a team without a
// reserve). The team is changed first. A reserve may go: the team keeps its boards, and a
// round lineup naming him falls back to the fixed order.
func notInTeam(tx *gorm.DB, id TournamentID, pid tournament.PlayerID) error {
	var teams []teamRow
	err := tx.Model(&teamRow{}).Joins("JOIN team_members ON team_members.team_id = teams.id").
		Where("teams.tournament_id = ? AND team_members.player_id = ?", id, pid).Find(&teams).Error
	if err != nil {
		return fmt.Errorf("delete player %d: teams: %w", pid, err)
	}
	if len(teams) == 0 {
		return nil
	}
	ts, err := loadTeamSettings(tx, id)
	if err != nil {
		return err
	}
	var members int64
	if err := tx.Model(&teamMemberRow{}).Where("team_id = ?", teams[0].ID).Count(&members).Error; err != nil {
		return fmt.Errorf("delete player %d: team members: %w", pid, err)
	}
	if int(members)-1 >= ts.Size {
		return nil
	}
	name := teams[0].Name
	if name == "" {
		name = fmt.Sprintf("%d", teams[0].ID)
	}
	return keyedErr(ECONFLICT, "", msgPlayerInTeam.New(pid, name))
}

// leaveCategories takes a deleted player off the label categories that list him: a category
// lists registered players only, as its page and the backup show it.
func leaveCategories(tx *gorm.DB, id TournamentID, pid tournament.PlayerID) error {
	var row prizeListRow
	err := tx.Where("tournament_id = ?", id).Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("delete player %d: prize list: %w", pid, err)
	}
	var cts []categoryText
	if err := json.Unmarshal([]byte(row.Categories), &cts); err != nil {
		return fmt.Errorf("tournament %d: categories: %w", id, err)
	}
	changed := false
	for i := range cts {
		if n := len(cts[i].Players); n > 0 {
			cts[i].Players = slices.DeleteFunc(cts[i].Players, func(p tournament.PlayerID) bool { return p == pid })
			changed = changed || len(cts[i].Players) != n
		}
	}
	if !changed {
		return nil
	}
	return tx.Model(&prizeListRow{}).Where("id = ?", row.ID).Update("categories", jsonText(cts, "[]")).Error
}

// dropAvoidPairs removes the pairs kept apart that name player pid from the settings of
// tournament id.
func dropAvoidPairs(tx *gorm.DB, id TournamentID, pid tournament.PlayerID) error {
	var t tournamentRow
	if err := tx.Select("avoid_pairs").Take(&t, id).Error; err != nil {
		return notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	var pairs []tournament.PlayerPair
	if err := json.Unmarshal([]byte(t.AvoidPairs), &pairs); err != nil {
		return fmt.Errorf("tournament %d: avoid pairs: %w", id, err)
	}
	kept := tournament.WithoutPlayer(pairs, pid)
	if len(kept) == len(pairs) {
		return nil
	}
	err := tx.Model(&tournamentRow{}).Where("id = ?", id).Update("avoid_pairs", jsonText(kept, "[]")).Error
	if err != nil {
		return fmt.Errorf("tournament %d: avoid pairs: %w", id, err)
	}
	return nil
}
