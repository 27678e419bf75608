package store

import (
	"context"
	"fmt"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// The final position scored on a phone (docs/DIRECTOR.md, "The final position scored on a
// phone"): a player of a game enters its final position through his link (an SGF record, or
// stones placed on a board), the web layer scores it as the board pages score a record, and
// the store keeps it as the game's proposal: one a game, changed in place (each change raises
// its version and clears both confirmations). When both players have confirmed the same
// version, each has reported the result its count gives (the reports of selfreport.go, which
// then record it or wait for the desk as the tournament's SelfReport says) and the position
// becomes the game's record; a player who disputes it hands it to the desk instead, as the
// game's record for the board page's dispute settled by play.

type positionRow struct {
	ID             uint
	TournamentID   uint
	Round          int
	GameID         uint
	WhiteID        uint
	BlackID        uint
	Version        int
	SGF            string
	Details        string
	Score          string
	Result         string
	ChangedBy      uint
	ChangedAt      time.Time
	LinkID         uint
	WhiteConfirmed bool
	BlackConfirmed bool
	DisputedBy     uint
	DisputedAt     *time.Time
	AgreedAt       *time.Time
}

func (positionRow) TableName() string { return "position_proposals" }

// PositionState is where a proposed final position stands.
type PositionState int

// The states of a proposal: open (waiting for the players' confirmations), agreed (both
// confirmed its count) or disputed (a player handed it to the desk).
const (
	PositionOpen PositionState = iota
	PositionAgreed
	PositionDisputed
)

var positionStateNames = [...]string{"open", "agreed", "disputed"}

// String is the state's name in the JSON API.
func (s PositionState) String() string { return positionStateNames[s] }

// PositionCount is a final position as the web layer scored it: the record (an SGF), the
// count's details as the board pages store them (JSON), the count in SGF form ("B+3.5") and
// the result it gives (Unknown when it decides nothing, like atari-go without a capture).
type PositionCount struct {
	SGF, Details, Score string
	Result              tournament.Result
}

// PositionProposal is the final position proposed for a game through the players' links.
type PositionProposal struct {
	Round, Table   int
	White, Black   tournament.PlayerID
	Version        int
	Count          PositionCount
	ChangedBy      tournament.PlayerID // who made this version
	ChangedAt      time.Time
	WhiteConfirmed bool
	BlackConfirmed bool
	DisputedBy     tournament.PlayerID // 0 unless disputed
	DisputedAt     time.Time
	State          PositionState
}

// Confirmed tells whether player p has confirmed the proposal's version.
func (p *PositionProposal) Confirmed(player tournament.PlayerID) bool {
	switch player {
	case p.White:
		return p.WhiteConfirmed
	case p.Black:
		return p.BlackConfirmed
	}
	return false
}

func (r *positionRow) proposal(table int) PositionProposal {
	res, _ := tournament.ParseResult(r.Result)
	p := PositionProposal{
		Round: r.Round, Table: table, White: tournament.PlayerID(r.WhiteID), Black: tournament.PlayerID(r.BlackID),
		Version: r.Version, Count: PositionCount{SGF: r.SGF, Details: r.Details, Score: r.Score, Result: res},
		ChangedBy: tournament.PlayerID(r.ChangedBy), ChangedAt: r.ChangedAt.UTC(),
		WhiteConfirmed: r.WhiteConfirmed, BlackConfirmed: r.BlackConfirmed, DisputedBy: tournament.PlayerID(r.DisputedBy),
	}
	switch {
	case r.DisputedAt != nil:
		p.State, p.DisputedAt = PositionDisputed, r.DisputedAt.UTC()
	case r.AgreedAt != nil:
		p.State = PositionAgreed
	}
	return p
}

// currentPosition is the proposal of game g, nil for none or for one made for the players
// the game had before the round was paired again (void).
func currentPosition(tx *gorm.DB, g *gameRow) (*positionRow, error) {
	var rows []positionRow
	if err := tx.Where("game_id = ?", g.ID).Limit(1).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("position of table %d: %w", g.TableNumber, err)
	}
	if len(rows) == 0 || rows[0].WhiteID != g.WhiteID || rows[0].BlackID != g.BlackID {
		return nil, nil
	}
	return &rows[0], nil
}

// roundPositions are the valid proposals of the games of a round, by game id.
func roundPositions(tx *gorm.DB, id TournamentID, round int, games []gameRow) (map[uint]*PositionProposal, error) {
	var rows []positionRow
	if err := tx.Where("tournament_id = ? AND round = ?", id, round).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("positions of round %d: %w", round, err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	byID := make(map[uint]*gameRow, len(games))
	for i := range games {
		byID[games[i].ID] = &games[i]
	}
	out := map[uint]*PositionProposal{}
	for i := range rows {
		r := &rows[i]
		if g := byID[r.GameID]; g != nil && g.WhiteID == r.WhiteID && g.BlackID == r.BlackID {
			p := r.proposal(g.TableNumber)
			out[r.GameID] = &p
		}
	}
	return out, nil
}

// PositionOf is the proposal of the game at table of round, nil for none.
func (db *DB) PositionOf(ctx context.Context, id TournamentID, round, table int) (*PositionProposal, error) {
	var out *PositionProposal
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		var games []gameRow
		if err := tx.Where("tournament_id = ? AND round = ? AND table_number = ?", id, round, table).Limit(1).Find(&games).Error; err != nil {
			return fmt.Errorf("position of table %d: %w", table, err)
		}
		if len(games) == 0 {
			return nil
		}
		r, err := currentPosition(tx, &games[0])
		if err != nil || r == nil {
			return err
		}
		p := r.proposal(table)
		out = &p
		return nil
	})
	return out, err
}

// openPosition is the game of the link's player in round and its proposal, which must be
// open for change: the game without a result, the proposal neither agreed nor disputed.
// version, when not 0, is the proposal's version the player's page showed: another is
// ECONFLICT on "version". Without a proposal the row is nil (with version 0) or the answer
// is ENOTFOUND on "position" (with a version).
func openPosition(tx *gorm.DB, link PlayerLink, round int, opponent tournament.PlayerID, version int) (tournamentRow, gameRow, *positionRow, error) {
	t, g, _, err := linkGame(tx, link.Tournament, link.Player, round, opponent)
	if err != nil {
		return t, g, nil, err
	}
	r, err := currentPosition(tx, &g)
	if err != nil {
		return t, g, nil, err
	}
	switch {
	case r != nil && r.DisputedAt != nil:
		return t, g, r, keyedErr(ECONFLICT, "position", msgPositionDisputed.New())
	case r != nil && r.AgreedAt != nil:
		return t, g, r, keyedErr(ECONFLICT, "position", msgPositionAgreed.New())
	case g.Result != tournament.Unknown.String():
		return t, g, r, keyedErr(ECONFLICT, "position", msgPositionResult.New())
	case r == nil && version != 0:
		return t, g, nil, keyedErr(ENOTFOUND, "position", msgPositionNone.New())
	case r != nil && version != 0 && r.Version != version:
		return t, g, r, keyedErr(ECONFLICT, "version", msgPositionVersion.New())
	}
	return t, g, r, nil
}

// ProposePosition stores count as the final position that the player of link proposes for
// his game of round, in place of any earlier proposal of the game (a new version, which
// neither player has confirmed). opponent, when not 0, is the opponent his page showed (see
// Report). Refused, besides Report's refusals: a game with a result, a proposal both players
// confirmed or one disputed (ECONFLICT on "position").
func (db *DB) ProposePosition(ctx context.Context, link PlayerLink, round int, opponent tournament.PlayerID, count PositionCount) (PositionProposal, error) {
	var out PositionProposal
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, link.Tournament); err != nil {
			return err
		}
		_, g, r, err := openPosition(tx, link, round, opponent, 0)
		if err != nil {
			return err
		}
		if r == nil {
			// A proposal made for the game's players before a re-pairing gives way.
			if err := tx.Where("game_id = ?", g.ID).Delete(&positionRow{}).Error; err != nil {
				return fmt.Errorf("position: %w", err)
			}
			r = &positionRow{TournamentID: uint(link.Tournament), Round: round, GameID: g.ID, WhiteID: g.WhiteID, BlackID: g.BlackID}
		}
		r.Version++
		r.SGF, r.Details, r.Score, r.Result = count.SGF, count.Details, count.Score, count.Result.String()
		r.ChangedBy, r.ChangedAt, r.LinkID = uint(link.Player), db.now(), link.ID
		r.WhiteConfirmed, r.BlackConfirmed = false, false
		if err := tx.Save(r).Error; err != nil {
			return fmt.Errorf("position: %w", err)
		}
		out = r.proposal(g.TableNumber)
		return nil
	})
	return out, err
}

// ChangePosition stores count (the same position, other dead stones) as the new version of
// the proposal of the link's player's game of round, which his page showed at version;
// both confirmations are cleared. Refused as ProposePosition, and a version that is no
// longer the proposal's (ECONFLICT on "version").
func (db *DB) ChangePosition(ctx context.Context, link PlayerLink, round, version int, count PositionCount) (PositionProposal, error) {
	var out PositionProposal
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, link.Tournament); err != nil {
			return err
		}
		_, g, r, err := openPosition(tx, link, round, 0, positive(version))
		if err != nil {
			return err
		}
		r.Version++
		r.Details, r.Score, r.Result = count.Details, count.Score, count.Result.String()
		r.ChangedBy, r.ChangedAt, r.LinkID = uint(link.Player), db.now(), link.ID
		r.WhiteConfirmed, r.BlackConfirmed = false, false
		if err := tx.Save(r).Error; err != nil {
			return fmt.Errorf("position: %w", err)
		}
		out = r.proposal(g.TableNumber)
		return nil
	})
	return out, err
}

// positive makes a version the player's page must send (0 would mean "any").
func positive(version int) int {
	if version < 1 {
		return -1
	}
	return version
}

// ConfirmPosition records that the player of link confirms the count of version of his
// game's proposal in round. count is the proposal counted now, with its uncertain groups
// confirmed (its details are the record's; the proposal keeps its own): its score and result
// become the proposal's, since the desk may have changed the game's komi since the proposal
// was made. When the opponent has confirmed the version too, the proposal is agreed: each
// player reports the result the count gives (the latest report counts, as if he had tapped
// it), which under SelfReportAuto records it (the audit trail names both players) and under
// SelfReportConfirm waits for the desk's approval; and the position becomes the game's record.
// A count that decides nothing is EINVALID on "position"; the other refusals are
// ChangePosition's.
func (db *DB) ConfirmPosition(ctx context.Context, link PlayerLink, round, version int, count PositionCount, names func(tournament.PlayerID) string) (PositionProposal, error) {
	var out PositionProposal
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, link.Tournament); err != nil {
			return err
		}
		t, g, r, err := openPosition(tx, link, round, 0, positive(version))
		if err != nil {
			return err
		}
		if count.Result == tournament.Unknown {
			return keyedErr(EINVALID, "position", msgPositionUndecided.New())
		}
		r.Score, r.Result = count.Score, count.Result.String()
		if uint(link.Player) == r.WhiteID {
			r.WhiteConfirmed = true
		} else {
			r.BlackConfirmed = true
		}
		agreed := r.WhiteConfirmed && r.BlackConfirmed
		if agreed {
			now := db.now()
			r.AgreedAt = &now
		}
		if err := tx.Save(r).Error; err != nil {
			return fmt.Errorf("position: %w", err)
		}
		out = r.proposal(g.TableNumber)
		if !agreed {
			return nil
		}
		rec := GameRecord{SGF: r.SGF, Score: count.Score, Details: count.Details, UploadedBy: truncate(positionBy(names, g, "confirmed count"), 200)}
		if err := db.insertGameRecord(tx, g.ID, rec); err != nil {
			return err
		}
		gm := g.game()
		res := count.Result
		for _, side := range []struct{ player, opponent uint }{{g.WhiteID, g.BlackID}, {g.BlackID, g.WhiteID}} {
			report := ReportWon
			switch {
			case res == tournament.Jigo:
				report = ReportJigo
			case (res == tournament.WhiteWins) != (side.player == g.WhiteID):
				report = ReportLost
			}
			if err := db.addReport(tx, link, g, side.player, side.opponent, report); err != nil {
				return err
			}
		}
		by := SelfReportBy
		if names != nil {
			by += ": " + names(gm.White) + ", " + names(gm.Black)
		}
		_, err = db.settleReports(tx, link.Tournament, tournament.SelfReport(t.SelfReport), g, round, by+" (confirmed count "+r.Score+")")
		return err
	})
	return out, err
}

// positionBy names the players of g for the record's uploader: "White, Black (what)".
func positionBy(names func(tournament.PlayerID) string, g gameRow, what string) string {
	if names == nil {
		return "players (" + what + ")"
	}
	return names(tournament.PlayerID(g.WhiteID)) + ", " + names(tournament.PlayerID(g.BlackID)) + " (" + what + ")"
}

// addReport stores the report of player (whose opponent is opponent) of game g, unless it is
// already his latest of the game. The report is made through link when it is his, else
// through his own link (0 when he has none).
func (db *DB) addReport(tx *gorm.DB, link PlayerLink, g gameRow, player, opponent uint, result string) error {
	var prev []selfReportRow
	if err := tx.Where("tournament_id = ? AND round = ? AND player_id = ?", link.Tournament, g.Round, player).
		Order("id DESC").Limit(1).Find(&prev).Error; err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if len(prev) == 1 && prev[0].GameID != nil && *prev[0].GameID == g.ID && prev[0].OpponentID == opponent && prev[0].Result == result {
		return nil
	}
	linkID := link.ID
	if tournament.PlayerID(player) != link.Player {
		var links []playerLinkRow
		if err := tx.Select("id").Where("player_id = ?", player).Limit(1).Find(&links).Error; err != nil {
			return fmt.Errorf("report: %w", err)
		}
		linkID = 0
		if len(links) == 1 {
			linkID = links[0].ID
		}
	}
	gid := g.ID
	row := selfReportRow{TournamentID: uint(link.Tournament), Round: g.Round, PlayerID: player, GameID: &gid,
		OpponentID: opponent, Result: result, At: db.now(), LinkID: linkID}
	if err := tx.Create(&row).Error; err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return nil
}

// DisputePosition records that the player of link disputes the count of version of his
// game's proposal in round: nothing is recorded, the results desk sees a conflict, and the
// position with count (the proposal counted now) becomes the game's record, for the board
// page's dispute settled by play. Refused as ChangePosition.
func (db *DB) DisputePosition(ctx context.Context, link PlayerLink, round, version int, count PositionCount, names func(tournament.PlayerID) string) (PositionProposal, error) {
	var out PositionProposal
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, link.Tournament); err != nil {
			return err
		}
		_, g, r, err := openPosition(tx, link, round, 0, positive(version))
		if err != nil {
			return err
		}
		now := db.now()
		r.DisputedBy, r.DisputedAt = uint(link.Player), &now
		if err := tx.Save(r).Error; err != nil {
			return fmt.Errorf("position: %w", err)
		}
		rec := GameRecord{SGF: r.SGF, Score: count.Score, Details: count.Details, UploadedBy: truncate(positionBy(names, g, "disputed count"), 200)}
		if err := db.insertGameRecord(tx, g.ID, rec); err != nil {
			return err
		}
		out = r.proposal(g.TableNumber)
		return nil
	})
	return out, err
}
